package claims

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/claim"
)

// TestTheOppositePoleOfAStatementIsRefused: a statement whose claim names
// one pole (a book WAITS, or is laid AT-ONCE; a wish is SHOWN) is refused
// when its words say the other, naming the word's feature; its own words
// pass. A claim with an exception (a wish is shown, where every other
// drawn card is hidden) may say the other pole only turned round by a
// condition in the same sentence ("unless it is the rank you asked for").
func TestTheOppositePoleOfAStatementIsRefused(t *testing.T) {
	for _, e := range []struct {
		edit wordsEdit
		says string // the feature the refusal names
	}{
		{wordsEdit{"whole-pack", "en", "ask-wait", "If the card you drew completes a set, the set goes down at once.", true}, "AT-ONCE"},
		{wordsEdit{"whole-pack", "en", "ask-wait", "If the card you drew completes a set, put it down at once: it must not wait in your hand until your next turn.", true}, "AT-ONCE"},
		{wordsEdit{"whole-pack", "en", "ask-hit", "If they have any, they must hand them ALL over, and your turn goes on. A set you complete this way must wait in your hand until your next turn.", true}, "WAITS"},
		{wordsEdit{"common", "en", "ask-wish", "If you draw the very rank you asked for, keep it hidden from the others and go again.", true}, "HIDDEN"},
		{wordsEdit{"common", "sv", "ask-wish", "Drar du just den valör du frågade efter, ser ingen kortet, och du får fråga igen.", true}, "HIDDEN"},
		{wordsEdit{"common", "en", "hidden-draw", "The card you draw stays hidden: nobody else ever sees it.", true}, "HIDDEN"},
		{wordsEdit{"common", "sv", "hidden-draw", "Ingen utom du ser kortet du drar.", true}, "SEEN"},
		{wordsEdit{"common", "en", "hidden-draw", "The card you draw stays hidden: nobody else ever sees it. Unless it is the rank you asked for.", true}, "HIDDEN"},
		{wordsEdit{"common", "en", "hidden-draw", "The card you draw stays hidden: nobody else ever sees it, unless it is the rank you asked for.", false}, ""},
		{wordsEdit{"whole-pack", "en", "ask-wait", "If the card you drew completes a set, the set must wait in your hand until your next turn: put it down then.", false}, ""},
		{wordsEdit{"whole-pack", "en", "ask-hit", "If they have any, they must hand them ALL over, and your turn goes on. A set you complete this way goes down at once.", false}, ""},
	} {
		t.Run(e.edit.card+"/"+e.edit.loc+"/"+e.edit.stmt+"/"+e.edit.text, func(t *testing.T) {
			t.Parallel()
			err := checkEdit(t, e.edit)
			switch {
			case !e.edit.wrong && err != nil:
				t.Errorf("its own words are refused:\n%v", err)
			case e.edit.wrong && !errors.Is(err, claim.ErrContradiction):
				t.Errorf("the opposite passes (error %v)", err)
			case e.edit.wrong && !strings.Contains(err.Error(), e.edit.stmt+" ("+e.edit.loc+")"):
				t.Errorf("the error does not name the statement:\n%v", err)
			case e.edit.wrong && !strings.Contains(err.Error(), "says "+e.says):
				t.Errorf("the error does not say that the words say %s:\n%v", e.says, err)
			}
		})
	}
}
