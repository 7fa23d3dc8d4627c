package terminal

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// menuWidth is the widest line of play's menu, in columns: a terminal of
// 80 columns shows each line whole.
const menuWidth = 79

// deadMark follows a dead ask in the menu; the line under the menu says
// what it means.
const deadMark = "*"

// writeMenu prints the choices of a turn, numbered from 1: the books the
// person may claim, one a line, then the asks grouped by the player asked,
// as many to a line as fit ("ask Ana for   1 3s   2 kings"), so that
// a hand of many cards asked for card by card still fits a screen. A dead
// ask is marked, and a line under the menu says what the mark means; with
// hint, a last line says what may be typed.
func writeMenu(w io.Writer, t tell.Teller, claims []cards.Rank, asks []engine.Ask, hint bool) {
	for i, r := range claims {
		fmt.Fprintf(w, "  %2d. claim a book of %s\n", i+1, r.Plural())
	}
	numWidth := len(fmt.Sprint(len(claims) + len(asks)))
	labelWidth, nameWidth, dead := 0, 0, false
	for _, a := range asks {
		labelWidth = max(labelWidth, len(askLabel(a)))
		nameWidth = max(nameWidth, len(t.Name(a.Of)))
		dead = dead || a.Dead
	}
	cell := numWidth + 1 + labelWidth
	for start := 0; start < len(asks); {
		end := start
		for end < len(asks) && asks[end].Of == asks[start].Of {
			end++
		}
		head := fmt.Sprintf("%-*s", nameWidth+len("  ask  for "), "  ask "+t.Name(asks[start].Of)+" for ")
		perLine := max(1, (menuWidth-len(head)+2)/(cell+2))
		for i := start; i < end; i += perLine {
			cells := make([]string, 0, perLine)
			for j := i; j < min(i+perLine, end); j++ {
				cells = append(cells, fmt.Sprintf("%*d %-*s", numWidth, len(claims)+j+1, labelWidth, askLabel(asks[j])))
			}
			lead := head
			if i > start {
				lead = strings.Repeat(" ", len(head))
			}
			fmt.Fprintln(w, strings.TrimRight(lead+strings.Join(cells, "  "), " "))
		}
		start = end
	}
	if dead {
		fmt.Fprintln(w, "  "+deadMark+" dead: already answered, and nothing has moved since")
	}
	if hint {
		fmt.Fprintln(w, "  "+howToChoose(t, asks))
	}
}

// askLabel is an ask as the menu shows it: a rank's plural or a card,
// marked when the ask is dead.
func askLabel(a engine.Ask) string {
	s := a.Rank.Plural()
	if a.Card != 0 {
		s = a.Card.String()
	}
	if a.Dead {
		s += deadMark
	}
	return s
}

// howToChoose says what the person may type, the example taken from the
// asks listed: "type a number, or a player and a rank ("ana 3s"), or q".
func howToChoose(t tell.Teller, asks []engine.Ask) string {
	what, example := "rank", "ben 7"
	if len(asks) > 0 {
		a := asks[0]
		if a.Card != 0 {
			what = "card"
		}
		example = strings.ToLower(t.Name(a.Of)) + " " + strings.TrimSuffix(askLabel(a), deadMark)
	}
	return fmt.Sprintf("type a number, or a player and a %s (%q), or q", what, example)
}
