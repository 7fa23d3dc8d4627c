package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/game"
)

// crazySettings are the --set changes of Crazy Eights a started card must
// check under at once, beside every preset and option: the house rules a
// family plays, alone and together.
var crazySettings = [][]string{
	{"draw=one"},
	{"draw=three"},
	{"stock-out=pass"},
	{"stock-out=end"},
	{"draw-instead=no"},
	{"wild-on-wild=no"},
	{"wild=jacks", "wild-on-wild=no"},
	{"scoring=target"},
	{"scoring=target", "target=50"},
	{"draw-two=twos", "stack=yes", "reverse=aces"},
	{"draw-two=sevens"},
	{"wild=jacks", "skip=eights"},
	{"announce=yes", "announce-penalty=3"},
	{"first-wild=stands"},
	{"players.max=4", "draw=three", "stock-out=pass"},
}

// crazyClaims are claims the card a row starts must rest on, by its
// command line: its house rules are stated, none left out.
var crazyClaims = map[string][]string{
	"--rules crazy-eights":                                          {"end.out-wins", "wild.eights", "draw.until-play", "stock-out.reshuffle", "first-wild.buried"},
	"--rules mau-mau":                                               {"wild.jacks", "sevens.draw-two", "draw-two.stack", "eights.skip", "draw.one", "{last-card.penalty: 2}"},
	"--rules crazy-eights --option twos-draw-two":                   {"twos.draw-two", "draw-two.no-stack"},
	"--rules crazy-eights --option twos-draw-two --option stacking": {"twos.draw-two", "draw-two.stack"},
	"--rules crazy-eights --option aces-reverse":                    {"aces.reverse"},
	"--rules crazy-eights --option queens-skip":                     {"queens.skip"},
	"--rules crazy-eights --option jacks-wild":                      {"wild.jacks"},
	"--rules crazy-eights --option last-card":                       {"{last-card.penalty: 2}"},
	"--set draw=one":                                                {"draw.one"},
	"--set draw=three":                                              {"draw.three"},
	"--set stock-out=pass":                                          {"stock-out.pass"},
	"--set stock-out=end":                                           {"stock-out.end"},
	"--set draw-two=twos --set stack=yes --set reverse=aces":        {"twos.draw-two", "draw-two.stack", "aces.reverse"},
	"--set announce=yes --set announce-penalty=3":                   {"{last-card.penalty: 3}"},
}

// TestANewCrazyEightsCardChecksAtOnce starts a card for every preset and
// option of Crazy Eights and the house rules of crazySettings, and checks
// it: every statement holds under the rules the card was started with
// (exit 0, nothing failed), and the house rules are stated.
func TestANewCrazyEightsCardChecksAtOnce(t *testing.T) {
	t.Parallel() // its own folders and processes: it runs beside the others
	g, err := game.Lookup("crazy-eights")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	seen := 0
	for i, row := range newRows(t, g, crazySettings, "mau-mau +twos-draw-two") {
		card := filepath.Join(dir, fmt.Sprintf("card%02d", i))
		r := run(t, dir, nil, append([]string{"new", card, "--game", "crazy-eights"}, row...)...)
		if r.code != 0 {
			t.Errorf("new %v: exit %d\n%s%s", row, r.code, r.stdout, r.stderr)
			continue
		}
		data, err := os.ReadFile(filepath.Join(card, "card.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		if want, ok := crazyClaims[strings.Join(row, " ")]; ok {
			seen++
			for _, c := range want {
				if !strings.Contains(string(data), c) {
					t.Errorf("new %v: card.yaml rests on no %s:\n%s", row, c, data)
				}
			}
		}
		r = run(t, dir, nil, "check", card, "--games", "100")
		if r.code != 0 || !strings.Contains(r.stdout, " 0 failed") {
			t.Errorf("check of new %v: exit %d\n%s%s", row, r.code, r.stdout, r.stderr)
		}
	}
	if seen != len(crazyClaims) {
		t.Errorf("%d of the %d command lines of crazyClaims were walked", seen, len(crazyClaims))
	}
}
