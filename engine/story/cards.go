package story

import (
	"strings"

	"github.com/rulecard/rulecard/engine"
)

// definite returns the rank's definite plural in the locale ("sjuorna").
func (n *narration) definite(r engine.Rank) string {
	if !r.Valid() {
		return r.String()
	}
	return n.w.definite[r]
}

// card returns the card as the locale's rank letters and a suit symbol:
// "Kn♠" in Swedish, "B♠" in German, "J♠" in English.
func (n *narration) card(c engine.Card) string {
	if !c.Valid() {
		return c.String()
	}
	return n.w.letters[c.Rank()] + suits[c.Suit()]
}

// hand returns cards as a hand is shown, in the locale's letters: in card
// order, separated by spaces.
func (n *narration) hand(cs engine.Cards) string {
	parts := make([]string, 0, cs.Len())
	for _, c := range cs.Append(nil) {
		parts = append(parts, n.card(c))
	}
	return strings.Join(parts, " ")
}

// Card returns the card as the teller's stories show it: the locale's
// rank letters and a suit symbol ("Kn♠" in Swedish).
func (t *Teller) Card(c engine.Card) string {
	n := narration{w: t.w}
	return n.card(c)
}
