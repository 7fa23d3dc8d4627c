package terminal

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// TestPlayMenuGroupsAsksByPlayerAndMarksTheDead: claims one a line, then
// each player's asks on as few lines as fit 80 columns, numbered on from
// the claims; a dead ask is marked and the mark explained.
func TestPlayMenuGroupsAsksByPlayerAndMarksTheDead(t *testing.T) {
	tl := tell.Teller{Names: []string{"Sam", "Ana", "Benedict"}}
	var asks []engine.Ask
	for _, of := range []cards.Seat{1, 2} {
		for r := cards.Ace; r <= cards.King; r++ {
			asks = append(asks, engine.Ask{Of: of, Rank: r, Dead: of == 2 && r == cards.Queen})
		}
	}
	var b strings.Builder
	writeMenu(&b, tl, []cards.Rank{cards.Seven}, asks, true)
	want := `   1. claim a book of 7s
  ask Ana for       2 aces      3 2s        4 3s        5 4s        6 5s
                    7 6s        8 7s        9 8s       10 9s       11 10s
                   12 jacks    13 queens   14 kings
  ask Benedict for 15 aces     16 2s       17 3s       18 4s       19 5s
                   20 6s       21 7s       22 8s       23 9s       24 10s
                   25 jacks    26 queens*  27 kings
  * dead: already answered, and nothing has moved since
  type a number, or a player and a rank ("ana aces"), or q
`
	if b.String() != want {
		t.Errorf("the menu:\n%s\nwant:\n%s", b.String(), want)
	}
}
