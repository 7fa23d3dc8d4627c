package schema

import (
	"path"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/games/gofish/rulestext"
	"github.com/rulecard/rulecard/games/gofish/story"
	"github.com/rulecard/rulecard/locale"
)

// folderLoaders load a locale folder's file the way rulecard does, from
// a card's own locales/<code>/ in fsys (which holds the house card in
// card/): the card's words, sheet words and typography by loading the
// card, the rules text by describing the house rules, the story's words
// by making a teller.
var folderLoaders = map[Kind]func(fsys fstest.MapFS, code string) error{
	Words:      loadCard,
	Sheet:      loadCard,
	Typography: loadCard,
	Rules: func(fsys fstest.MapFS, code string) error {
		_, err := rulestext.DescribeFrom(locales.Library().Over(fsys, "card/locales", "card/locales"), engine.House(), locale.Code(code))
		return err
	},
	Story: func(fsys fstest.MapFS, code string) error {
		_, err := story.NewTellerFrom(locales.Library().Over(fsys, "card/locales", "card/locales"), locale.Code(code))
		return err
	},
}

// loadCard loads the card in fsys.
func loadCard(fsys fstest.MapFS, _ string) error {
	_, err := content.LoadFS(fsys, "card")
	return err
}

// TestFolderSchemasAgreeWithTheLoadersOnEveryChange changes every mapping
// and every scalar of every shipped locale folder's files, one at a time,
// puts the file in a card's own locales/<code>/ (a game's words beside
// the card, as <code>.words.yaml), and asks the loader and
// the schema about each. (reference.yaml is read only by a whole
// reference build; its schema is held to the shipped files alone.)
func TestFolderSchemasAgreeWithTheLoadersOnEveryChange(t *testing.T) {
	card := fstest.MapFS{}
	names, _ := filepath.Glob("../content/cards/gofish/*.yaml")
	for _, p := range names {
		card["card/"+filepath.Base(p)] = &fstest.MapFile{Data: readFile(t, p)}
	}
	n := map[Kind]int{}
	files := shippedLocaleFiles()
	for _, p := range files {
		kind := FolderKinds[filepath.Base(p)]
		load, ok := folderLoaders[kind]
		if !ok {
			continue
		}
		code := filepath.Base(filepath.Dir(p))
		name := path.Join("card/locales", code, filepath.Base(p))
		if kind == Words && strings.Contains(filepath.ToSlash(p), "/games/") {
			// A game's words add to the shared ones, as a card's own
			// <code>.words.yaml does (a card's locales/<code>/words.yaml
			// stands for both).
			name = path.Join("card", code+".words.yaml")
		}
		if err := load(card, code); err != nil {
			t.Fatalf("the card does not load: %v", err)
		}
		for _, m := range mutations(t, readFile(t, p)) {
			card[name] = &fstest.MapFile{Data: m.data}
			agree(t, p, m, kind, load(card, code))
			n[kind]++
		}
		delete(card, name)
	}
	for kind := range folderLoaders {
		if n[kind] < 20 {
			t.Errorf("%s: only %d changes tried", kind, n[kind])
		}
	}
}

// shippedLocaleFiles returns every file of the shipped locale folders: the
// shared ones and each game's.
func shippedLocaleFiles() []string {
	shared, _ := filepath.Glob("../locale/*/*.yaml")
	games, _ := filepath.Glob("../games/*/locales/*/*.yaml")
	return append(shared, games...)
}
