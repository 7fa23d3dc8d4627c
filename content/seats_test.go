package content

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/game"
)

// shippedFS returns the files of shipped card id as a card folder "c",
// with card.yaml passed through edit.
func shippedFS(t *testing.T, id string, edit func(string) string) fstest.MapFS {
	t.Helper()
	out := fstest.MapFS{}
	entries, err := fs.ReadDir(embedded, "cards/"+id)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := fs.ReadFile(embedded, "cards/"+id+"/"+e.Name())
		if err != nil {
			t.Fatal(err)
		}
		if e.Name() == cardFile {
			data = []byte(edit(string(data)))
		}
		out["c/"+e.Name()] = &fstest.MapFile{Data: data}
	}
	return out
}

// seatsKeys matches card.yaml's top-level players: and packs: lines.
var seatsKeys = regexp.MustCompile(`(?m)^(players|packs): .*\n`)

// TestACardDeclaresItsPlayersAndPacksOnce: a proven card that leaves out
// players: and packs: is for the players and packs its rules make, so a
// card that changes them (the club's changes: players: {max: 6}, packs:
// 52) says so once; every shipped proven card, its top-level players and
// packs taken out, loads with the same players and packs as it names.
func TestACardDeclaresItsPlayersAndPacksOnce(t *testing.T) {
	club, err := fs.ReadFile(embedded, "cards/club/card.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if seatsKeys.Match(club) {
		t.Errorf("the club card names its players or packs beside its changes:\n%s", club)
	}
	for _, id := range ShippedIDs() {
		want, err := LoadShipped(id)
		if err != nil {
			t.Fatal(err)
		}
		if !want.Proven() {
			continue
		}
		got, err := LoadFS(shippedFS(t, id, func(s string) string { return seatsKeys.ReplaceAllString(s, "") }), "c")
		if err != nil {
			t.Fatalf("%s without players and packs: %v", id, err)
		}
		if got.Players != want.Players || !slices.Equal(got.Packs, want.Packs) {
			t.Errorf("%s without players and packs: %v %v, want %v %v", id, got.Players, got.Packs, want.Players, want.Packs)
		}
	}
}

// TestPlayersOrPacksLeftOut: either may be left out alone, the other as
// named; a change the rules refuse is then an error at its own key; a card
// of game none must name its players; a game that cannot say whom its
// rules seat asks for both.
func TestPlayersOrPacksLeftOut(t *testing.T) {
	card := func(s string) string {
		return strings.Replace(s, "packs: [52, 32]\n", "packs: [32]\n", 1)
	}
	c, err := LoadFS(shippedFS(t, "gofish", func(s string) string { return card(strings.Replace(s, "players: {min: 2, max: 4}\n", "", 1)) }), "c")
	if err != nil {
		t.Fatal(err)
	}
	if c.Players != (Players{2, 4}) || len(c.Packs) != 1 || c.Packs[0].Size() != 32 {
		t.Errorf("players %v packs %v, want {2 4} [32]", c.Players, c.Packs)
	}
	_, err = LoadFS(shippedFS(t, "gofish", func(s string) string {
		return strings.Replace(seatsKeys.ReplaceAllString(s, ""), "rules: house\n", "rules: house\nchanges:\n  give: some\n", 1)
	}), "c")
	if err == nil || !strings.Contains(err.Error(), "c/card.yaml:6:3:") || !strings.Contains(err.Error(), "some") {
		t.Errorf("a bad change with no players: %v, want the error at changes.give (6:3)", err)
	}
	_, err = LoadFS(shippedFS(t, "old-maid", func(s string) string { return seatsKeys.ReplaceAllString(s, "") }), "c")
	if err == nil || !strings.Contains(err.Error(), "players") {
		t.Errorf("a card of game none without players: %v, want an error naming players", err)
	}
	game.Register(fullPackGame{})
	t.Cleanup(func() { game.Unregister(fullPackGame{}.ID()) })
	_, err = LoadFS(fstest.MapFS{
		"c/card.yaml": {Data: []byte("id: c\ngame: fullpack\nrules: only\ntagline: {id: tagline, note: true}\nsections:\n  - id: s\n    statements:\n      - {id: n, note: true}\n")},
		"c/en.yaml":   {Data: []byte("locale: en\ntitle: C\nsections: {s: S}\nstatements:\n  tagline: For two to four.\n  n: A note.\n")},
	}, "c")
	if err == nil || !strings.Contains(err.Error(), "c/card.yaml:1:1: card.yaml: Full Pack does not say whom its rules seat") {
		t.Errorf("a game without Seats: %v", err)
	}
}
