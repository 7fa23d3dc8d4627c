// Package story tells Crazy Eights' worked examples as short stories of
// the table, in the words of a locale: "Ana plays 8♠ and names clubs. Ben
// plays next." A story is made from the engine's public record of the
// example as replayed (games/crazyeights/scenario): every event becomes a
// sentence, in order, and each move ends with whose turn follows. The
// narrator sees every card, so the cards drawn are named, with the note
// that only their drawer sees them.
//
// The words are message templates (Go text/template) in each locale's
// story.yaml (games/crazyeights/locales/<code>/story.yaml); Go only fills
// them in and joins them.
package story

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/scenario"
	"github.com/rulecard/rulecard/locale"
)

// Story is a worked example told: the position, then one paragraph a
// step.
type Story struct {
	Setup string
	Steps []string
}

// Teller tells stories in one locale's words.
type Teller struct{ w *words }

// NewTeller returns a teller in locale code's words from lib's
// story.yaml.
func NewTeller(lib *locale.Library, code locale.Code) (*Teller, error) {
	w, err := loadWords(lib, code)
	if err != nil {
		return nil, err
	}
	return &Teller{w: w}, nil
}

// data are the fields a message may use.
type data struct {
	Seat, Card, Suit, Cards, Count, Points, Winners string
	N                                               int
}

// Tell replays s and tells it. A step whose seat is not the seat to move
// cannot be told (the example is wrong).
func (t *Teller) Tell(s *scenario.Scenario) (Story, error) {
	tr, err := s.Play()
	if err != nil {
		return Story{}, err
	}
	w := t.w
	var st Story
	var parts []string
	for i, name := range s.Seats {
		h := s.Position.Hands[i].Append(nil)
		key := "hand"
		if len(h) == 0 {
			key = "hand-empty"
		}
		line, err := t.say(key, data{Seat: name, Cards: w.cardList(h)})
		if err != nil {
			return Story{}, err
		}
		parts = append(parts, line)
	}
	stock, err := count(w.cards, tr.Stock)
	if err != nil {
		return Story{}, err
	}
	for i, e := range tr.Setup {
		if e.Kind != engine.EvBury || i == 0 {
			continue
		}
		for _, key := range []string{"turn-up", "bury"} {
			line, err := t.say(key, data{Card: w.card(e.Card)})
			if err != nil {
				return Story{}, err
			}
			parts = append(parts, line)
		}
	}
	line, err := t.say("start", data{Card: w.card(tr.Top), Count: stock, Seat: s.SeatName(s.Position.Turn)})
	if err != nil {
		return Story{}, err
	}
	parts = append(parts, line)
	if n := s.Position.Turns; n > 0 {
		if line, err = t.say("turns", data{N: n}); err != nil {
			return Story{}, err
		}
		parts = append(parts, line)
	}
	if tr.Beneath > 0 {
		beneath, err := count(w.cards, tr.Beneath)
		if err != nil {
			return Story{}, err
		}
		if line, err = t.say("beneath", data{Count: beneath}); err != nil {
			return Story{}, err
		}
		parts = append(parts, line)
	}
	st.Setup = strings.Join(parts, " ")
	for i, pl := range tr.Steps {
		if pl.Wrong {
			return Story{}, fmt.Errorf("story: %s: step %d: %s moves out of turn", s.File, i+1, s.SeatName(pl.Step.By))
		}
		text, err := t.step(s, pl)
		if err != nil {
			return Story{}, err
		}
		st.Steps = append(st.Steps, text)
	}
	return st, nil
}

// step tells one step: its events, then whose turn follows.
func (t *Teller) step(s *scenario.Scenario, pl scenario.Played) (string, error) {
	w := t.w
	if pl.Refused != 0 {
		m := pl.Step.Move
		d := data{Seat: s.SeatName(pl.Mover)}
		if m.Kind == engine.MovePlay {
			d.Card = w.card(m.Card)
			if m.Named {
				d.Suit = w.named[m.Suit&3]
			}
		}
		return t.say("refused."+pl.Refused.String(), d)
	}
	var parts []string
	over := false
	for i, e := range pl.Events {
		line, err := t.event(s, e, pl.Drawn[i])
		if err != nil {
			return "", err
		}
		parts = append(parts, line)
		over = over || e.Kind == engine.EvEnd
	}
	if !over {
		line, err := t.say("next", data{Seat: s.SeatName(pl.Next)})
		if err != nil {
			return "", err
		}
		parts = append(parts, line)
	}
	return strings.Join(parts, " "), nil
}

// event tells one event; drawn are the cards a draw took (nil: unknown).
func (t *Teller) event(s *scenario.Scenario, e engine.Event, drawn []cards.Card) (string, error) {
	w := t.w
	d := data{Seat: s.SeatName(e.Seat), N: int(e.Count)}
	var err error
	if d.Count, err = count(w.cards, int(e.Count)); err != nil {
		return "", err
	}
	key := ""
	switch e.Kind {
	case engine.EvHand:
		key = "hand-begins"
	case engine.EvDeal:
		key = "deal"
	case engine.EvTurnUp:
		key, d.Card = "turn-up", w.card(e.Card)
	case engine.EvBury:
		key, d.Card = "bury", w.card(e.Card)
	case engine.EvPlay:
		key, d.Card = "play", w.card(e.Card)
		if e.Why == engine.WhyNamed {
			key, d.Suit = "play-named", w.named[e.Suit&3]
		}
	case engine.EvAnnounce:
		key = "announce"
	case engine.EvDraw:
		key = drawKey(e, drawn)
		d.Cards = w.cardList(drawn)
	case engine.EvReshuffle:
		key = "reshuffle"
	case engine.EvPass:
		key = "pass"
	case engine.EvOwe:
		key = "owe"
	case engine.EvSkip:
		key = "skip"
	case engine.EvReverse:
		key = "reverse"
	case engine.EvHandEnd:
		key = map[engine.Why]string{engine.WhyOut: "out", engine.WhyBlocked: "blocked",
			engine.WhyStockEnd: "stock-end", engine.WhyTurnLimit: "turn-limit"}[e.Why]
	case engine.EvScore:
		key, d.N = "score", int(e.Points)
		if d.Points, err = count(w.points, int(e.Points)); err != nil {
			return "", err
		}
	case engine.EvEnd:
		ws := e.Winners.Append(nil)
		names := make([]string, len(ws))
		for i, x := range ws {
			names[i] = s.SeatName(x)
		}
		key, d.Winners = "win", w.list(names)
		if len(ws) > 1 {
			key = "share"
		}
	}
	if key == "" {
		return "", fmt.Errorf("story: no words for event %s", e)
	}
	return t.say(key, d)
}

// drawKey chooses the message of a draw: by why it was drawn, and
// whether the cards are known.
func drawKey(e engine.Event, drawn []cards.Card) string {
	switch {
	case e.Count == 0:
		return "draw-none"
	case drawn == nil:
		return "draw-unseen"
	case e.Why == engine.WhyDrawTwo:
		return "draw-owed"
	case e.Why == engine.WhyPenalty:
		return "draw-penalty"
	}
	return "draw"
}

// say fills message key with d.
func (t *Teller) say(key string, d data) (string, error) {
	m, ok := t.w.msgs[key]
	if !ok {
		return "", fmt.Errorf("story: no message %s", key)
	}
	return run(m, d)
}
