package claim_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
)

// TestAStatementReadBeforeIsReadAgainWhenWhatItIsReadAgainstChanges: a
// process keeps what reading each statement found, and the proofs made
// without games, so a card checked again reads only what changed. A statement whose words are unchanged is
// read again when its claims' parameters or the card's rules change: at
// each step the check finds what a check that keeps nothing finds (one
// with the claims given in Options.Claims), and the steps do change what
// it finds: the words' problems, or the worked examples that apply.
func TestAStatementReadBeforeIsReadAgainWhenWhatItIsReadAgainstChanges(t *testing.T) {
	card, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.Lookup(card.Game)
	if err != nil {
		t.Fatal(err)
	}
	en := card.Locales["en"]
	en.Statements["idea-book"] = content.Text{{Text: "Collect all four cards of a rank and lay them down as a book; one you draw waits for your next turn."}}
	found := func(step string, opts claim.Options) []string {
		t.Helper()
		rep, _ := claim.Check(card, opts)
		if rep == nil {
			t.Fatalf("%s: no report", step)
		}
		out := []string{fmt.Sprintf("%d worked examples, %d of them cut from games", rep.Summary.Examples, rep.Summary.Generated)}
		for _, s := range rep.Statements {
			for _, f := range s.Failures {
				out = append(out, fmt.Sprintf("%s %s: %s", s.ID, f.Kind, f.Message))
			}
		}
		return out
	}
	var steps [][]string
	step := func(name string) {
		t.Helper()
		kept := found(name, claim.Options{Games: -1})
		fresh := found(name, claim.Options{Games: -1, Claims: g.Claims()})
		if !slices.Equal(kept, fresh) {
			t.Errorf("%s: the check found\n%q\nand a check that keeps nothing\n%q", name, kept, fresh)
		}
		steps = append(steps, kept)
	}
	step("books at once, waits in the words")
	card.Changes = []content.Change{{Name: "books", Value: "next-turn"}}
	step("a book drawn waits for its next turn")
	card.Changes = []content.Change{{Name: "books", Value: "claim"}}
	step("books laid only when claimed as a move, which book.at-once is not")
	card.Changes = nil
	step("books at once again")
	st := statement(t, card, "deal-sizes")
	st.Claims[0].Params = map[string]any{"2": 7, "3": 6, "4": 5}
	step("three players dealt six by the claim, five by the words")
	for i := range len(steps) - 1 {
		if slices.Equal(steps[i], steps[i+1]) {
			t.Errorf("step %d to %d: what the check found did not change:\n%q", i, i+1, steps[i])
		}
	}
	if !slices.Equal(steps[0], steps[3]) {
		t.Errorf("the rules as they were find\n%q\nnot, as before,\n%q", steps[3], steps[0])
	}
	if steps[2][0] == steps[0][0] {
		t.Errorf("books claimed as a move replay as many worked examples as books laid at once: %s", steps[0][0])
	}
}

// statement returns the card's statement id.
func statement(t *testing.T, card *content.Card, id string) *content.Statement {
	t.Helper()
	for i := range card.Sections {
		for j := range card.Sections[i].Statements {
			if st := &card.Sections[i].Statements[j]; st.ID == id {
				return st
			}
		}
	}
	t.Fatalf("card %s has no statement %s", card.ID, id)
	return nil
}
