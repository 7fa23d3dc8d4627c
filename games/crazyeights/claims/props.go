package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// dealSize checks every deal against the size for the table's players.
func dealSize(p game.Params) func(g *engine.Game, e engine.Event) string {
	return func(g *engine.Game, e engine.Event) string {
		if want := p.For(g.Players()); e.Kind == engine.EvDeal && int(e.Count) != want {
			return fmt.Sprintf("seat %d was dealt %d cards, not %d", e.Seat, e.Count, want)
		}
		return ""
	}
}

// matching follows the top card and the suit to follow, and checks that
// every card played that is not wild matches one of them.
type matching struct {
	top    cards.Card
	follow cards.Suit
}

func (m *matching) event(g *engine.Game, e engine.Event) string {
	switch e.Kind {
	case engine.EvTurnUp:
		m.top, m.follow = e.Card, e.Card.Suit()
	case engine.EvPlay:
		wild := e.Card.Rank() == g.Rules().Wild.Rank()
		if !wild && e.Card.Suit() != m.follow && e.Card.Rank() != m.top.Rank() {
			return fmt.Sprintf("seat %d played %s on %s with %s to follow", e.Seat, e.Card, m.top, m.follow.Word())
		}
		m.top, m.follow = e.Card, e.Card.Suit()
		if e.Why == engine.WhyNamed {
			m.follow = e.Suit
		}
	}
	return ""
}

// wildPlays checks that a card of rank k is played naming a suit, and
// that, after every event, the seat to move that owes nothing may play
// every card of rank k it holds (on a wild card only with wild-on-wild).
func wildPlays(k cards.Rank) watchFunc {
	return func(g *engine.Game, e engine.Event) string {
		if e.Kind == engine.EvPlay && e.Card.Rank() == k && e.Why != engine.WhyNamed {
			return fmt.Sprintf("seat %d played %s without naming a suit", e.Seat, e.Card)
		}
		if g.Over() {
			return ""
		}
		v := mover(g)
		if v.Owed() > 0 || !g.Rules().WildOnWild && v.Top().Rank() == k {
			return ""
		}
		if held := v.Hand().OfRank(k); held&^v.Playable() != 0 {
			return fmt.Sprintf("seat %d may not play %s on %s", g.Turn(), held&^v.Playable(), v.Top())
		}
		return ""
	}
}

// outWins checks that a game ends when a player goes out, that player
// alone winning.
type outWins struct{ out cards.Seat }

func (o *outWins) event(g *engine.Game, e engine.Event) string {
	switch e.Kind {
	case engine.EvHandEnd:
		o.out = -1
		if e.Why == engine.WhyOut {
			o.out = e.Seat
		}
	case engine.EvHand:
		if e.Count > 1 {
			return fmt.Sprintf("hand %d was dealt: the game was not one hand", e.Count)
		}
	case engine.EvEnd:
		if o.out >= 0 && e.Winners != cards.Seats(0).Add(o.out) {
			return fmt.Sprintf("seat %d went out, and the winners are %v", o.out, e.Winners.Append(nil))
		}
	}
	return ""
}

// penalty checks each score of a game's last hand against the hand left,
// counted with values, lowest first: an ace's, another court card's
// (king, queen or jack), a wild card's; any other card its face value.
func penalty(values []int) func(g *engine.Game, e engine.Event) string {
	return func(g *engine.Game, e engine.Event) string {
		if e.Kind != engine.EvScore || !g.Over() {
			return ""
		}
		if len(values) != 3 {
			return fmt.Sprintf("%d values, not three (a wild card's, a court card's and an ace's)", len(values))
		}
		ace, court, wild := values[0], values[1], values[2]
		want := 0
		for _, c := range g.HandSet(e.Seat).Append(nil) {
			switch k := c.Rank(); {
			case k == g.Rules().Wild.Rank():
				want += wild
			case k == cards.King || k == cards.Queen || k == cards.Jack:
				want += court
			case k == cards.Ace:
				want += ace
			default:
				want += int(k)
			}
		}
		if int(e.Points) != want {
			return fmt.Sprintf("seat %d scored %d penalty points for %s, not %d", e.Seat, e.Points, g.HandSet(e.Seat), want)
		}
		return ""
	}
}

// lastCardPenalty checks that a play that leaves its player one card,
// their last not announced this turn, is followed by a penalty draw of n
// cards (or all the stock could give), and that no other draw is one.
type lastCardPenalty struct {
	n         int
	sizes     map[cards.Seat]int
	announced cards.Seats
	owes      cards.Seats
}

func (l *lastCardPenalty) event(_ *engine.Game, e engine.Event) string {
	if l.sizes == nil || e.Kind == engine.EvHand {
		l.sizes, l.announced, l.owes = map[cards.Seat]int{}, 0, 0
	}
	if l.owes != 0 && e.Kind != engine.EvReshuffle && !(e.Kind == engine.EvDraw && e.Why == engine.WhyPenalty) {
		owes := l.owes.First()
		l.owes = 0
		return fmt.Sprintf("seat %d played down to one card without announcing it, and then came %s", owes, e)
	}
	switch e.Kind {
	case engine.EvDeal:
		l.sizes[e.Seat] = int(e.Count)
	case engine.EvAnnounce:
		l.announced = l.announced.Add(e.Seat)
	case engine.EvDraw:
		l.sizes[e.Seat] += int(e.Count)
		if e.Why == engine.WhyDrawTwo {
			l.announced = 0 // drawing what is owed ends the turn
		}
		if e.Why != engine.WhyPenalty {
			break
		}
		if !l.owes.Has(e.Seat) {
			return fmt.Sprintf("seat %d drew a penalty they did not owe", e.Seat)
		}
		l.owes = 0
		if int(e.Count) != l.n && e.Stock > 0 {
			return fmt.Sprintf("seat %d drew %d cards as a penalty, not %d", e.Seat, e.Count, l.n)
		}
	case engine.EvPlay:
		if l.sizes[e.Seat]--; l.sizes[e.Seat] == 1 && !l.announced.Has(e.Seat) {
			l.owes = cards.Seats(0).Add(e.Seat)
		}
		l.announced = 0 // a play ends the turn
	case engine.EvPass:
		l.announced = 0
	}
	return ""
}
