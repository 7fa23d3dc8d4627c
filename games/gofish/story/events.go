package story

import (
	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// move tells one move: its events, then whose turn follows; or, for a
// refused move, what was tried and why it is not allowed.
func (n *narration) move(m Move) []Sentence {
	if m.Refused != nil {
		return n.refused(m)
	}
	n.drawn = m.Drawn
	var out []Sentence
	again := m.Move.Kind == engine.MoveClaim
	passed := false // the turn went round: someone was passed over or drew and passed
	for i := m.From; i < m.To; i++ {
		e := n.tr.Record[i]
		switch {
		case e.Kind == engine.EvAsk && e.Cards != 0, e.Kind == engine.EvDraw && (e.Why == engine.WhyWish || e.Why == engine.WhyLucky):
			again = true
		case e.Kind == engine.EvSkip, e.Kind == engine.EvDrawOne, e.Kind == engine.EvOut:
			passed = true
		}
		out = append(out, n.event(i))
	}
	if m.Over {
		return out
	}
	d := data{Seat: n.name(m.Next)}
	if again && !passed && m.Next == m.Move.By {
		return append(out, Sentence{Text: n.say("again", d)})
	}
	// What the next player does as the turn begins (a new hand, a book
	// that waited for this turn) is told after the turn is given.
	k := len(out) - n.turnStart(m)
	turn := Sentence{Text: n.say("turn", d)}
	return append(out[:k:k], append([]Sentence{turn}, out[k:]...)...)
}

// turnStart returns how many of the move's last events belong to the
// start of the next player's turn: a new hand drawn and the books it
// laid, or books that waited for this turn, all by that player.
func (n *narration) turnStart(m Move) int {
	k := 0
	for i := m.To - 1; i >= m.From; i-- {
		e := n.tr.Record[i]
		if e.Seat != m.Next {
			break
		}
		switch {
		case e.Kind == engine.EvBook && e.Why == engine.WhyWaited:
			k = m.To - i
			continue
		case e.Kind == engine.EvBook && e.Why == engine.WhyNone:
			continue
		case e.Kind == engine.EvNewHand:
			k = m.To - i
		}
		break
	}
	return k
}

// refused tells a move the engine refused: the move tried, and why not.
func (n *narration) refused(m Move) []Sentence {
	mv, r := m.Move, m.Refused
	asked, booked := n.ranks(mv.Rank)
	d := data{Seat: n.name(mv.By), Other: n.name(mv.Of), Turn: n.name(r.Turn), Ranks: asked, Book: booked,
		TheBook: n.definite(mv.Rank)}
	if mv.Kind == engine.MoveAskCard {
		d.Card = n.card(mv.Card)
		if !mv.Rank.Valid() {
			d.Ranks, d.Book = n.ranks(mv.Card.Rank())
			d.TheBook = n.definite(mv.Card.Rank())
		}
	}
	var tried string
	switch mv.Kind {
	case engine.MoveClaim:
		tried = n.say("claim", d)
	case engine.MoveAskCard:
		tried = n.say("ask-card", d)
	default:
		tried = n.say("ask", d)
	}
	d.Why = n.say(whyKey(r.Kind), d)
	key := "refused"
	if m.Over {
		key = "refused-over"
	}
	return []Sentence{{Text: tried, Events: nil}, {Text: n.say(key, d), Events: nil}}
}

// whyKey is the message that says why a move of kind k is refused.
func whyKey(k engine.ErrKind) string {
	switch k {
	case engine.ErrNotYourTurn, engine.ErrNoSuchSeat, engine.ErrAskSelf, engine.ErrEmptyHand,
		engine.ErrNotHoldingRank, engine.ErrDeadAsk, engine.ErrGameOver, engine.ErrWrongMoveKind,
		engine.ErrNotABook, engine.ErrOwnCard:
		return "why-" + k.String()
	}
	return "why-other"
}

// event tells event i of the record.
func (n *narration) event(i int) Sentence {
	e := n.tr.Record[i]
	d := data{Seat: n.name(e.Seat)}
	var text string
	switch e.Kind {
	case engine.EvDeal:
		text = n.dealt(e, d)
	case engine.EvStart:
		d.Count = n.form(n.w.cards, int(e.Pond))
		text = n.say(pick(e.Pond == 0, "start-empty", "start"), d)
	case engine.EvAsk:
		text = n.ask(e, d)
	case engine.EvDraw:
		text = n.draw(e, d)
	case engine.EvBook:
		text = n.book(e, d)
	case engine.EvNewHand:
		d.Count, d.Hand = n.form(n.w.cards, int(e.Count)), n.hand(n.take(int(e.Count)))
		text = n.say("new-hand", d)
	case engine.EvDrawOne:
		d.Card = n.hand(n.take(1))
		text = n.say("draw-one", d)
	case engine.EvSkip:
		text = n.say(pick(e.Why == engine.WhyNobodyToAsk, "skip-nobody", "skip-no-cards"), d)
	case engine.EvOut:
		text = n.say("out", d)
	case engine.EvEnd:
		text = n.end(e)
	default:
		text = tell.Teller{}.Tell(e)
	}
	return Sentence{Text: text, Events: []int{i}}
}

// given tells the run of books one seat held before the game began that
// starts at event i (and ends before end) in one sentence. It returns
// the index after the run, i when event i is no such book.
func (n *narration) given(i, end int) (Sentence, int) {
	rec := n.tr.Record
	isGiven := func(j int) bool {
		return rec[j].Kind == engine.EvBook && rec[j].Why == engine.WhyGiven && rec[j].Seat == rec[i].Seat
	}
	var s Sentence
	var ranks, the []string
	j := i
	for ; j < end && isGiven(j); j++ {
		_, b := n.ranks(rec[j].Rank)
		ranks, the = append(ranks, b), append(the, n.definite(rec[j].Rank))
		s.Events = append(s.Events, j)
	}
	if j > i {
		s.Text = n.say("book-given", data{Seat: n.name(rec[i].Seat), Book: n.list(ranks), TheBook: n.list(the), N: len(ranks)})
	}
	return s, j
}

// pick returns a when cond holds, else b.
func pick(cond bool, a, b string) string {
	if cond {
		return a
	}
	return b
}

// dealt tells a seat's hand as the position gives it.
func (n *narration) dealt(e engine.Event, d data) string {
	var hand cards.Cards
	if int(e.Seat) < len(n.tr.Setup.Hands) {
		hand = cards.CardsOf(n.tr.Setup.Hands[e.Seat]...)
	}
	if hand == 0 {
		return n.say("hand-empty", d)
	}
	d.Hand = n.hand(hand)
	return n.say("hand", d)
}

// ask tells an ask and its answer: the cards handed over, or go fish.
func (n *narration) ask(e engine.Event, d data) string {
	d.Other = n.name(e.Other)
	d.Ranks, d.Book = n.ranks(e.Rank)
	d.TheBook = n.definite(e.Rank)
	q := n.say("ask", d)
	n.asked = e.Card
	if e.Card != 0 {
		d.Card = n.card(e.Card)
		q = n.say("ask-card", d)
	}
	switch {
	case e.Cards != 0:
		d.Cards = n.cardList(e.Cards)
		return q + " " + n.say("hit", d)
	case e.Why == engine.WhyNoneHeld:
		return q + " " + n.say("none-held", d)
	}
	return q + " " + n.say("go-fish", d)
}

// draw tells a go-fish draw: hidden, a wish, a lucky draw, or nothing.
func (n *narration) draw(e engine.Event, d data) string {
	if e.Why == engine.WhyPondEmpty {
		return n.say("draw-none", d)
	}
	d.Card = n.hand(n.take(1))
	switch e.Why {
	case engine.WhyWish:
		d.Card = n.card(e.Card)
		if e.Card == n.asked {
			return n.say("draw-wish-card", d) // the very card asked for
		}
		return n.say("draw-wish", d)
	case engine.WhyLucky:
		d.Ranks, d.Book = n.ranks(e.Rank)
		d.TheBook = n.definite(e.Rank)
		return n.say("draw-lucky", d)
	}
	return n.say("draw", d)
}

// bookKeys are the messages of a book, by how it came.
var bookKeys = map[engine.Why]string{
	engine.WhyFromDeal: "book-deal",
	engine.WhyClaimed:  "book-claimed",
	engine.WhyWaited:   "book-waited",
	engine.WhyAtEnd:    "book-end",
	engine.WhyGiven:    "book-given",
}

// book tells a book laid.
func (n *narration) book(e engine.Event, d data) string {
	d.Ranks, d.Book = n.ranks(e.Rank)
	d.TheBook = n.definite(e.Rank)
	key, ok := bookKeys[e.Why]
	if !ok {
		key = "book"
	}
	return n.say(key, d)
}

// endKeys are the messages of why a game ended.
var endKeys = map[engine.Why]string{
	engine.WhyAllBooked: "end-all-booked",
	engine.WhyStockOut:  "end-stock-out",
	engine.WhyPlayerOut: "end-player-out",
	engine.WhyStuck:     "end-stuck",
	engine.WhyBookedOut: "end-booked-out",
}

// end tells the end of the game and who won.
func (n *narration) end(e engine.Event) string {
	key, ok := endKeys[e.Why]
	if !ok {
		key = "end-other"
	}
	text := n.say("end", data{Why: n.say(key, data{})})
	var names []string
	for _, s := range e.Winners.Append(nil) {
		names = append(names, n.name(s))
	}
	d := data{Winners: n.list(names), N: int(e.Count), Books: n.form(n.w.books, int(e.Count))}
	switch len(names) {
	case 0:
		return text + " " + n.say("nobody-wins", d)
	case 1:
		return text + " " + n.say("wins", d)
	}
	return text + " " + n.say("share", d)
}
