package claims

import (
	"io/fs"
	"path"
	"slices"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

func TestEveryClaimHasAWorkedExampleThatHolds(t *testing.T) {
	for _, d := range catalogue() {
		names := exampleNames(d.id)
		if len(names) == 0 {
			t.Errorf("claim %s has no worked example", d.id)
		}
		for _, name := range names {
			s, err := loadExample(name)
			if err != nil {
				t.Errorf("claim %s: %v", d.id, err)
				continue
			}
			if !passes(s, s.Rules()) {
				t.Errorf("%s fails under its own rules", name)
			}
		}
	}
}

func TestEveryExampleFileBelongsToAClaim(t *testing.T) {
	err := fs.WalkDir(exampleFiles, "examples", func(p string, de fs.DirEntry, err error) error {
		if err != nil || de.IsDir() {
			return err
		}
		if lookup(path.Base(path.Dir(p))) == nil || path.Ext(p) != ".yaml" {
			t.Errorf("%s belongs to no claim", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The settings an example depends on are found by replaying it: an
// example of a wild card depends on the wild rank, one of a draw-two card
// on its rank, and the count of penalty points on what is wild.
func TestExamplesDependOnTheirSettings(t *testing.T) {
	for name, want := range map[string]string{
		"wild.eights/name-suit.yaml":           "wild",
		"wild.jacks/name-suit.yaml":            "wild",
		"penalty.points/count.yaml":            "wild",
		"twos.draw-two/twos.yaml":              "draw-two",
		"queens.skip/queens.yaml":              "skip",
		"aces.reverse/aces.yaml":               "reverse",
		"last-card.penalty/not-announced.yaml": "announce-penalty",
	} {
		s, err := loadExample(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := dependsOn(s); !slices.Contains(got, want) {
			t.Errorf("%s depends on %v, want %s among them", name, got, want)
		}
	}
}

func TestExamplesApplyOnlyWhereTheyHold(t *testing.T) {
	c8 := engine.CrazyEights()
	full := []cards.Pack{cards.Pack52}
	count := func(id string, r engine.Rules, players [2]int) int {
		exs, err := examples(id, r, players, full)
		if err != nil {
			t.Fatal(err)
		}
		for _, ex := range exs {
			if res := replay(ex); !res.OK {
				t.Errorf("%s under %s: %v", ex.Name, r, res.Failures)
			}
		}
		return len(exs)
	}
	if n := count("wild.eights", c8, [2]int{2, 6}); n != 1 {
		t.Errorf("wild.eights under crazy-eights: %d examples, want 1", n)
	}
	jacks, _ := c8.Set("wild", "jacks")
	if n := count("wild.eights", jacks, [2]int{2, 6}); n != 0 {
		t.Errorf("wild.eights with jacks wild: %d examples, want none", n)
	}
	if n := count("deal.size", c8, [2]int{2, 6}); n != 2 {
		t.Errorf("deal.size under crazy-eights: %d examples, want 2", n)
	}
	if n := count("deal.size", c8, [2]int{3, 6}); n != 1 {
		t.Errorf("deal.size for 3 to 6 players: %d examples, want 1", n)
	}
	six, _ := c8.Set("deal.2", "6")
	if n := count("deal.size", six, [2]int{2, 2}); n != 0 {
		t.Errorf("deal.size dealing six to two: %d examples, want none", n)
	}
}
