package locales_test

import (
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
	"github.com/rulecard/rulecard/yamlfile"
)

// TestEveryShippedLocaleHasGoFishsWords: every shipped language has Go
// Fish's rules text and stories, in the game's own folder.
func TestEveryShippedLocaleHasGoFishsWords(t *testing.T) {
	lib := locales.Library()
	codes := locale.Shipped().Codes()
	if len(codes) < 4 {
		t.Fatalf("shipped locales %v", codes)
	}
	for _, c := range codes {
		for _, name := range []string{"rules.yaml", "story.yaml"} {
			f, ok := lib.Open(c, name)
			if want := "games/gofish/locales/" + string(c) + "/" + name; !ok || f.Path != want {
				t.Errorf("%s %s: %q, %v; want %s", c, name, f.Path, ok, want)
			}
		}
		if _, own, err := lib.Info(c); err != nil || !own {
			t.Errorf("%s: the shared locale.yaml is not reached through the game's library: %v", c, err)
		}
	}
}

// TestACardFolderComesBeforeTheGames: a card's own rules.yaml wins over
// Go Fish's, and a game's shipped folder is never reported unreadable.
func TestACardFolderComesBeforeTheGames(t *testing.T) {
	fsys := fstest.MapFS{"card/locales/de/rules.yaml": {Data: []byte("title: x\n")}}
	lib := locales.Library().Over(fsys, "card/locales", "mycard/locales")
	if f, _ := lib.Find("de-CH", "rules.yaml"); f.Path != "mycard/locales/de/rules.yaml" {
		t.Errorf("de-CH rules from %q, want the card's", f.Path)
	}
	if f, _ := lib.Find("sv", "rules.yaml"); f.Path != "games/gofish/locales/sv/rules.yaml" {
		t.Errorf("sv rules from %q, want Go Fish's", f.Path)
	}
	if bad := lib.Unreadable(func(locale.Code) bool { return true }); len(bad) != 0 {
		t.Errorf("unreadable: %v", bad)
	}
}

// TestGoFishsWordsAreItsOwnFeatures: every shipped language has Go Fish's
// words, in the game's own folder, holding the phrases of every feature
// of Go Fish's own and of no core one (those are the shared folders'),
// and the words that name its own role, the asked player, alone.
func TestGoFishsWordsAreItsOwnFeatures(t *testing.T) {
	set := locales.Features()
	core := wording.CoreFeatures()
	for _, c := range locale.Shipped().Codes() {
		files := locales.Library().OpenEach(c, "words.yaml")
		if len(files) != 2 || files[0].Path != "games/gofish/locales/"+string(c)+"/words.yaml" || !files[0].Shipped {
			t.Fatalf("%s: words files %v", c, files)
		}
		var p yamlfile.Problems
		var w wording.Words
		wording.ReadFile(&p, files[0].Data, files[0].Path, c, set, &w)
		if err := p.Err(); err != nil {
			t.Fatal(err)
		}
		has := map[wording.Feature]bool{}
		for _, ph := range w.Phrases {
			if ph.Kind == wording.NeutralWord {
				continue // the game's words that state no rule
			}
			if ph.Kind == wording.ActorWord {
				if ph.Role != locales.Asked {
					t.Errorf("%s: %q names %q, a role the shared words name", c, ph.Text, ph.Role)
				}
				continue
			}
			if ph.Kind != wording.RuleWord || core.Has(ph.Feature) {
				t.Errorf("%s: %q (%s) is no phrase of a feature of Go Fish's own", c, ph.Text, ph.Feature)
			}
			has[ph.Feature] = true
		}
		if w.DefaultRole != locales.Asked {
			t.Errorf("%s: a pronoun names %q where no player is named before it, want the asked player", c, w.DefaultRole)
		}
		for _, f := range set.Features() {
			if !core.Has(f) && !has[f] {
				t.Errorf("%s: no phrase for %s", c, f)
			}
		}
	}
}
