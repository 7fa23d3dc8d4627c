// Package story tells a worked example as a short story of the table, in
// the words of a locale: "Ana asks Ben for sevens. Ben hands over 7♥ and
// 7♣. Ana goes again." The story is made from the engine's own transcript
// of the example ([Replay]): every event of the public record becomes a
// sentence, in order, and each move ends with whose turn follows. The
// narrator sees every card, so a card drawn unseen by the others is named,
// with the note that only its drawer sees it.
//
// Cards are drawn as their rank and a suit symbol: 7♠, 10♥, K♦, A♣. The
// words of each locale are message templates (Go text/template) in
// locales/<code>.yaml, embedded; [Locales] lists them.
package story

import (
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/locale"
)

// Story is a worked example told in one locale.
type Story struct {
	// Locale is the code of the locale it is told in.
	Locale locale.Code
	// Setup tells the position: the deal's events (each seat's hand and
	// books, any book laid from the deal, the pond, who plays first).
	Setup []Sentence
	// Steps tell the moves, one step a move.
	Steps []Step
}

// Step is the story of one move: a sentence for each event it added to
// the record, then whose turn follows (or, for a refused move, what was
// tried and why it is not allowed).
type Step struct {
	Sentences []Sentence
}

// Sentence is one or two sentences of a story and the events they tell.
type Sentence struct {
	// Text is the words, ending with a full stop (or the like).
	Text string
	// Events are the indexes in the transcript's record of the events
	// told, in order: one, or several books a seat held before the game
	// began; none for a sentence that tells no event (the move a refused
	// step tried, the turn that follows a move).
	Events []int
}

// Text returns the step's sentences joined by spaces.
func (s Step) Text() string {
	parts := make([]string, len(s.Sentences))
	for i, x := range s.Sentences {
		parts[i] = x.Text
	}
	return strings.Join(parts, " ")
}

// SetupText returns the setup's sentences joined by spaces.
func (s Story) SetupText() string { return Step{Sentences: s.Setup}.Text() }

// Text returns the whole story: the setup, then one line a step.
func (s Story) Text() string {
	lines := []string{s.SetupText()}
	for _, st := range s.Steps {
		lines = append(lines, st.Text())
	}
	return strings.Join(lines, "\n")
}

// suits are the suit symbols in suit order: spades, hearts, diamonds,
// clubs.
var suits = [cards.NumSuits]string{"♠", "♥", "♦", "♣"}

// Card returns the card as its rank and suit symbol: "7♠", "10♥", "K♦".
func Card(c cards.Card) string {
	if !c.Valid() {
		return c.String()
	}
	return c.Rank().String() + suits[c.Suit()]
}

// Hand returns cards as a hand is shown: in card order, separated by
// spaces: "7♠ 7♥ K♦".
func Hand(cs cards.Cards) string {
	parts := make([]string, 0, cs.Len())
	for _, c := range cs.Append(nil) {
		parts = append(parts, Card(c))
	}
	return strings.Join(parts, " ")
}
