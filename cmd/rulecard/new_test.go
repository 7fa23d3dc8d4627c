package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
)

// newSettings are --set changes a started card must check under at once,
// beside every preset and option: every value of the settings whose words
// a card states, alone and in the combinations that change a statement's
// claims.
var newSettings = [][]string{
	{"players.min=3", "players.max=5", "deal.3=7", "deal.4=5", "deal.5=5", "ask=card", "play-on=yes"},
	{"first=random"},
	{"give=one", "after-miss=asked"},
	{"books=next-turn"},
	{"books=next-turn", "wish=no"},
	{"books=claim"},
	{"empty-hand=draw-one"},
	{"empty-hand=out"},
	{"empty-hand=skip"},
	{"empty-hand=skip", "end=player-out"},
	{"dead-asks=no"},
	{"end=stock-out"},
	{"end=player-out"},
	{"end=booked-out"},
	{"end=player-out", "out-wins=yes"},
	{"end=booked-out", "out-wins=yes"},
	{"end=stock-out,player-out", "out-wins=yes"},
	{"deal=whole-pack"},
	{"deal=pretend-hand"},
	{"packs=32"},
	{"wish=no"},
	{"wish=no", "lucky-draw=yes"},
	{"lucky-draw=yes", "after-miss=asked"},
	{"play-on=yes", "end=stock-out"},
	{"players.max=2"},
	{"ask=card", "bluff=yes", "dead-asks=no"},
}

// newRows returns the command lines of the cards to start: every preset
// of game g with no option and with each option (with another option it
// needs, when the rules refuse it alone; refused names the
// "preset +option" the rules refuse with any other, and each must be),
// then the default preset with each of settings.
func newRows(t *testing.T, g game.Game, settings [][]string, refused ...string) [][]string {
	t.Helper()
	plays := func(preset string, options ...string) bool {
		_, err := g.Rules(game.Spec{Preset: preset, Options: options})
		return err == nil
	}
	var rows [][]string
	for _, p := range g.Presets() {
		rows = append(rows, []string{"--rules", p.Name})
		for _, o := range g.Options() {
			if plays(p.Name, o.Name) {
				rows = append(rows, []string{"--rules", p.Name, "--option", o.Name})
				continue
			}
			found := false
			for _, q := range g.Options() {
				if q.Name != o.Name && plays(p.Name, q.Name, o.Name) {
					rows = append(rows, []string{"--rules", p.Name, "--option", q.Name, "--option", o.Name})
					found = true
					break
				}
			}
			if known := slices.Contains(refused, p.Name+" +"+o.Name); found == known {
				t.Errorf("preset %s: option %s is played with another option: %v, want %v", p.Name, o.Name, found, !known)
			}
		}
	}
	for _, sets := range settings {
		var row []string
		for _, s := range sets {
			row = append(row, "--set", s)
		}
		rows = append(rows, row)
	}
	return rows
}

// TestANewCardChecksAtOnce starts a card for every preset and option of
// Go Fish and a range of settings, in English and in Spanish (the locales
// with starter words), and checks it: every statement holds in both under
// the rules the card was started with (exit 0, nothing failed, no draft).
func TestANewCardChecksAtOnce(t *testing.T) {
	t.Parallel() // its own folders and processes: it runs beside the others
	g, err := game.Lookup("gofish")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for i, row := range newRows(t, g, newSettings) {
		// each row its own card folder and processes: the rows run side
		// by side
		t.Run(strings.Join(row, " "), func(t *testing.T) {
			t.Parallel()
			card := filepath.Join(dir, fmt.Sprintf("card%02d", i))
			r := run(t, dir, nil, append([]string{"new", card, "--locale", "es"}, row...)...)
			if r.code != 0 || strings.Contains(r.stdout+r.stderr, "draft") {
				t.Fatalf("new %v: exit %d\n%s%s", row, r.code, r.stdout, r.stderr)
			}
			r = run(t, dir, nil, "check", card, "--games", "100")
			if r.code != 0 || !strings.Contains(r.stdout, " 0 failed") || !strings.Contains(r.stdout, "locales en, es") {
				t.Errorf("check of new %v: exit %d\n%s%s", row, r.code, r.stdout, r.stderr)
			}
		})
	}
}

// TestANewCardDeclaresItsPlayersAndPacksOnce: the players and packs --set
// changes are written once, in changes:, and the check plays them.
func TestANewCardDeclaresItsPlayersAndPacksOnce(t *testing.T) {
	dir := t.TempDir()
	r := run(t, dir, nil, "new", "ours", "--set", "players.max=5", "--set", "deal.5=4", "--set", "packs=52")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "ours", "card.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if regexp.MustCompile(`(?m)^(players|packs):`).Match(data) {
		t.Errorf("card.yaml names its players or packs beside its changes:\n%s", data)
	}
	for _, want := range []string{"changes:\n  players.max: \"5\"\n  deal.5: \"4\"\n  packs: \"52\"\n", "{players.range: {min: 2, max: 5}}", "{pack.sizes: [52]}"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("card.yaml lacks %q:\n%s", want, data)
		}
	}
	card, err := content.Load(filepath.Join(dir, "ours"))
	if err != nil {
		t.Fatal(err)
	}
	if card.Players != (content.Players{Min: 2, Max: 5}) || len(card.Packs) != 1 || card.Packs[0].Size() != 52 {
		t.Errorf("players %v packs %v, want 2 to 5 and the 52-card pack", card.Players, card.Packs)
	}
	r = run(t, dir, nil, "check", "./ours", "--games", "50")
	if r.code != 0 || !strings.Contains(r.stdout, "for each of 4 configurations") {
		t.Errorf("check: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}

// TestNewRefusesAFolderInUse: a DIR that holds anything, or is a file, is
// refused (exit 1) and left as it was; an empty folder is used.
func TestNewRefusesAFolderInUse(t *testing.T) {
	dir := t.TempDir()
	full := filepath.Join(dir, "full")
	if err := os.MkdirAll(full, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(full, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{full, file} {
		r := run(t, dir, nil, "new", target)
		if r.code != 1 || !strings.Contains(r.stderr, "nothing is replaced") {
			t.Errorf("new %s: exit %d, want 1 saying nothing is replaced\n%s", target, r.code, r.stderr)
		}
	}
	entries, _ := os.ReadDir(full)
	if len(entries) != 1 {
		t.Errorf("the folder in use holds %d files, want its own one", len(entries))
	}
	if data, _ := os.ReadFile(file); string(data) != "mine" {
		t.Errorf("the file was changed: %q", data)
	}
	if all, _ := os.ReadDir(dir); len(all) != 2 {
		t.Errorf("new left files beside the target: %v", all)
	}
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	if r := run(t, dir, nil, "new", empty); r.code != 0 {
		t.Errorf("new into an empty folder: exit %d\n%s", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(empty, "card.yaml")); err != nil {
		t.Error(err)
	}
}

// TestNewUsageErrors: a flag value new cannot take is exit 2 naming the
// flag, and nothing is written.
func TestNewUsageErrors(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ args, want string }{
		{"new c --game none --rules house", "--rules"},
		{"new c --game none --set give=one", "--set"},
		{"new c --locale it", "--locale it"},
		{"new c --set give", "--set"},
		{"new c --option bluff", "bluff"},
		{"new c --game chess", "--game"},
	} {
		r := run(t, dir, nil, strings.Fields(tc.args)...)
		if r.code != 2 || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("rulecard %s: exit %d, want 2 naming %s\n%s", tc.args, r.code, tc.want, r.stderr)
		}
	}
	if all, _ := os.ReadDir(dir); len(all) != 0 {
		t.Errorf("a refused new wrote %v", all)
	}
}

// TestNewLocalesWithoutStarterWordsAreDrafts: a locale the game has no
// starter words for is written as a draft, said so in one line; the card
// checks, the draft's statements shown in English and not checked.
func TestNewLocalesWithoutStarterWordsAreDrafts(t *testing.T) {
	dir := t.TempDir()
	r := run(t, dir, nil, "new", "c", "--locale", "sv", "--locale", "de,en")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, code := range []string{"sv", "de"} {
		line := code + ": no starter words in " + code + "; " + code + ".yaml is a draft, set in en until translated (rulecard locale status ./c)\n"
		if strings.Count(r.stdout, line) != 1 {
			t.Errorf("the output does not say once %q:\n%s", line, r.stdout)
		}
	}
	if !strings.HasPrefix(r.stdout, "wrote c: card.yaml, de.yaml, en.yaml, sv.yaml\n") {
		t.Errorf("output:\n%s", r.stdout)
	}
	r = run(t, dir, nil, "check", "./c", "--games", "50")
	if r.code != 0 || !strings.Contains(r.stdout+r.stderr, "warning: sv (draft):") {
		t.Errorf("check: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}

// TestNewCardOfNoGameBuilds: --game none writes a skeleton that builds,
// said to be unproven.
func TestNewCardOfNoGameBuilds(t *testing.T) {
	dir := t.TempDir()
	r := run(t, dir, nil, "new", "Our Game", "--game", "none")
	if r.code != 0 || !strings.Contains(r.stdout, "Next: write its statements, then run: rulecard build ./Our Game") {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "Our Game", "card.yaml"))
	if err != nil || !strings.Contains(string(data), "\nid: our-game\ngame: none\n") {
		t.Errorf("card.yaml (%v):\n%s", err, data)
	}
	r = run(t, dir, nil, "build", "./Our Game", "--format", "pdf", "--out", "out")
	if r.code != 0 || !strings.Contains(r.stdout, "our-game.en.pdf") || !strings.Contains(r.stdout, "unproven") {
		t.Errorf("build: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
