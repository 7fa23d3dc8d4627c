package story

import (
	"strings"

	"github.com/rulecard/rulecard/cards"
)

// definite returns the rank's definite plural in the locale ("sjuorna").
func (n *narration) definite(r cards.Rank) string {
	if !r.Valid() {
		return r.String()
	}
	return n.w.definite[r]
}

// card returns the card as the locale's rank letters and a suit symbol:
// "Kn♠" in Swedish, "B♠" in German, "J♠" in English.
func (n *narration) card(c cards.Card) string {
	if !c.Valid() {
		return c.String()
	}
	return n.w.letters[c.Rank()] + suits[c.Suit()]
}

// named returns the card as a sentence names it: the locale's form for
// its rank around the card ("la D♣", "l’A♠" in French), or the card.
func (n *narration) named(c cards.Card) string {
	bare := n.card(c)
	if !c.Valid() || n.w.named[c.Rank()] == nil {
		return bare
	}
	var b strings.Builder
	if err := n.w.named[c.Rank()].Execute(&b, bare); err != nil && n.err == nil {
		n.err = err
	}
	return b.String()
}

// drawnOne returns the next card drawn from the pond as a sentence names
// it ("" when the transcript holds no more).
func (n *narration) drawnOne() string {
	cs := n.take(1).Append(nil)
	if len(cs) == 0 {
		return ""
	}
	return n.named(cs[0])
}

// hand returns cards as a hand is shown, in the locale's letters: in card
// order, separated by spaces.
func (n *narration) hand(cs cards.Cards) string {
	parts := make([]string, 0, cs.Len())
	for _, c := range cs.Append(nil) {
		parts = append(parts, n.card(c))
	}
	return strings.Join(parts, " ")
}

// Card returns the card as the teller's stories show it: the locale's
// rank letters and a suit symbol ("Kn♠" in Swedish).
func (t *Teller) Card(c cards.Card) string {
	n := narration{w: t.w}
	return n.card(c)
}
