package story

import (
	"fmt"
	"strings"
	"text/template"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/locale"
)

// Teller tells transcripts in one locale's words.
type Teller struct {
	w *words
	// said, when set, is called with the key of every message told (the
	// tests count which messages their stories use).
	said func(key string)
}

// NewTeller returns a teller of stories in a shipped locale (a code
// [Locales] lists).
func NewTeller(code locale.Code) (*Teller, error) {
	return NewTellerFrom(locales.Library(), code)
}

// NewTellerFrom returns a teller of stories in the words of locale code's
// story.yaml in lib.
func NewTellerFrom(lib *locale.Library, code locale.Code) (*Teller, error) {
	w, err := loadWords(lib, code)
	if err != nil {
		return nil, err
	}
	return &Teller{w: w}, nil
}

// Locale returns the code of the teller's locale.
func (t *Teller) Locale() locale.Code { return t.w.code }

// Tell tells the transcript as a story. The error is a message template's
// that fails to execute.
func (t *Teller) Tell(tr *Transcript) (Story, error) {
	n := &narration{w: t.w, tr: tr, said: t.said}
	st := Story{Locale: t.w.code}
	n.drawn = tr.DealDrawn
	for i := 0; i < tr.Deal; {
		s, next := n.given(i, tr.Deal)
		if next == i {
			s, next = n.event(i), i+1
		}
		st.Setup = append(st.Setup, s)
		i = next
	}
	for _, m := range tr.Moves {
		st.Steps = append(st.Steps, Step{Sentences: n.move(m)})
	}
	return st, n.err
}

// narration is the telling of one transcript.
type narration struct {
	w     *words
	tr    *Transcript
	drawn []cards.Card // the cards still to be drawn by the events told
	asked cards.Card   // the card of the last ask for a card
	err   error
	said  func(key string)
}

// data are the fields a message may use.
type data struct {
	// Seat is who acts, Other who is asked, Turn whose turn it is.
	Seat, Other, Turn string
	// Ranks is the rank asked for, Book the rank booked (each in the
	// locale's form for it, plural), TheBook the rank in its definite
	// plural ("the sevens", "sjuorna", "die Siebener").
	Ranks, Book, TheBook string
	// Card is one card, Cards cards listed in words ("7♥ and 7♣"), Hand
	// cards as a hand ("7♥ 7♣").
	Card, Cards, Hand string
	// Count is a number of cards in words ("7 cards"), N a number.
	Count string
	N     int
	// Why is a reason told by another message; Winners the winners' names
	// in words; Books a number of books in words.
	Why, Winners, Books string
}

// say executes the message key with d.
func (n *narration) say(key string, d data) string {
	if n.said != nil {
		n.said(key)
	}
	var b strings.Builder
	if err := n.w.msgs[key].Execute(&b, d); err != nil && n.err == nil {
		n.err = fmt.Errorf("story: locale %s: message %s: %w", n.w.code, key, err)
	}
	return b.String()
}

// form executes one of the one/other forms of a count.
func (n *narration) form(forms [2]*template.Template, k int) string {
	var b strings.Builder
	t := forms[1]
	if k == 1 {
		t = forms[0]
	}
	if err := t.Execute(&b, k); err != nil && n.err == nil {
		n.err = fmt.Errorf("story: locale %s: %w", n.w.code, err)
	}
	return b.String()
}

// name returns a seat's name, or the locale's "seat N".
func (n *narration) name(s cards.Seat) string {
	if s >= 0 && int(s) < len(n.tr.Seats) {
		return n.tr.Seats[s]
	}
	var b strings.Builder
	if err := n.w.seat.Execute(&b, int(s)+1); err != nil && n.err == nil {
		n.err = err
	}
	return b.String()
}

// ranks returns the rank's forms: as asked for and as booked.
func (n *narration) ranks(r cards.Rank) (asked, booked string) {
	if !r.Valid() {
		return r.String(), r.String()
	}
	return n.w.asked[r], n.w.booked[r]
}

// take returns the next k cards drawn from the pond.
func (n *narration) take(k int) cards.Cards {
	k = min(k, len(n.drawn))
	cs := cards.CardsOf(n.drawn[:k]...)
	n.drawn = n.drawn[k:]
	return cs
}

// list joins words as the locale does: "a", "a and b", "a, b and c".
func (n *narration) list(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + n.w.and + words[len(words)-1]
}

// cardList lists cards in words: "7♥, 7♦ and 7♣".
func (n *narration) cardList(cs cards.Cards) string {
	var words []string
	for _, c := range cs.Append(nil) {
		words = append(words, n.card(c))
	}
	return n.list(words)
}
