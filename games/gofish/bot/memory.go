package bot

import (
	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// Memory is a bot that remembers the whole public record: who asked for
// what (an asker holds that rank), who said go fish to what and how many
// cards they have drawn since, which cards were handed to whom, the wishes
// shown and the books laid. It asks first where a card is known to be;
// otherwise it makes the ask likeliest to complete a book at once, then the
// one likeliest to get any card, reckoning where the unseen cards may be
// from the hand sizes and the pond; ties are broken at random.
//
// What it knows comes from the public record alone, so one Memory may play
// several seats, and the memory bots at one [Table] share what they learn
// (reading the record once). It reads each view's record from where it left
// off, and forgets the game on Reset (or when handed a shorter record).
type Memory struct {
	src source
	// mind is what the bot has learnt: own, or shared at a Table.
	mind *mind
	own  mind
	asks []engine.Ask
	// t is the table of the choice being made.
	t table
}

// mind is what a memory bot has learnt from the first seen events of the
// public record; clean reports that it has learnt nothing since reset.
type mind struct {
	seen  int
	clean bool
	k     knowledge
}

// knowledge is what the public record tells about each seat's hand.
type knowledge struct {
	// known are cards known to be in the hand: handed to the seat or shown
	// as its wish, and not handed on since.
	known [engine.MaxPlayers]cards.Cards
	// has are ranks the seat is known to hold at least one card of: it
	// asked for them, or holds a known card of them, and has not handed
	// them over since.
	has [engine.MaxPlayers]cards.Ranks
	// lacks are cards known not to be in the hand: it said go fish to them
	// or handed them all over, and has drawn nothing since.
	lacks [engine.MaxPlayers]cards.Cards
	// drawn counts the cards each seat has drawn unseen.
	drawn [engine.MaxPlayers]int32
	// lackAt[s][r] is drawn[s] - never when seat s last showed it held no
	// card of rank r (said go fish to it, or handed them all over), or 0 if
	// it never did (so a zero knowledge knows nothing): since then it can
	// only have drawn the rank. See lack and since.
	lackAt [engine.MaxPlayers][16]int32
	// live are the cards not booked yet (once the game has begun).
	live cards.Cards
}

// NewMemory returns a memory bot seeded with seed.
func NewMemory(seed uint64) *Memory {
	b := &Memory{src: newSource(seed), asks: make([]engine.Ask, 0, 64)}
	b.mind = &b.own
	b.own.reset()
	return b
}

// never is when a seat that has not been seen to lack a rank lacked it:
// long enough ago that any number of draws since may have brought it.
const never = -1 << 20

// lack learns that seat s holds no card of rank r now.
func (k *knowledge) lack(s cards.Seat, r cards.Rank) {
	k.lackAt[s&(engine.MaxPlayers-1)][r&15] = k.drawn[s&(engine.MaxPlayers-1)] - never
}

// since returns how many cards seat s has drawn unseen since it last
// lacked rank r (a great many if it never did).
func (k *knowledge) since(s cards.Seat, r cards.Rank) int32 {
	return k.drawn[s&(engine.MaxPlayers-1)] - (k.lackAt[s&(engine.MaxPlayers-1)][r&15] + never)
}

// Reset forgets the game.
func (b *Memory) Reset() { b.mind.reset() }

// reset forgets the game.
func (m *mind) reset() {
	if m.clean {
		return
	}
	m.seen, m.clean = 0, true
	m.k = knowledge{}
}

// Choose claims any book it may, else makes the live ask most likely to
// complete a book, then most likely to hit; an ask known to hit comes
// first.
func (b *Memory) Choose(v *engine.View) engine.Move {
	var m engine.Move
	b.chooseInto(v, &m)
	return m
}

// chooseInto is Choose writing the move to *m.
func (b *Memory) chooseInto(v *engine.View, m *engine.Move) {
	b.mind.catchUp(v)
	switch {
	case v.BookRule() == engine.BookClaim && claim(v, m):
	case v.AskRule() == engine.AskForCard:
		b.pickCard(v, m)
	default:
		o, r := b.pickRank(v)
		m.Kind, m.By, m.Of, m.Rank, m.Card = engine.MoveAsk, v.Seat(), o, r, 0
	}
}

// catchUp learns the events of v's record not read yet. An ask and a
// hidden draw, most of a record, are learnt here; the other events by
// learnOther.
//
// The cards handed over are learnt whether there are any or not (none on
// a miss), so that under rules where an asked player hands over every card
// of the rank a hit and a miss take the same path: the answer is as hard
// to foretell for the processor as for the players.
func (m *mind) catchUp(v *engine.View) {
	rec := v.Record()
	if len(rec) < m.seen {
		m.reset()
	}
	k, give := &m.k, v.GiveRule()
	if m.seen == 0 {
		k.live = cards.PackCards(v.Pack())
	}
	for i := m.seen; i < len(rec); i++ {
		e := &rec[i]
		switch {
		case e.Kind == engine.EvAsk:
			a, o, r := e.Seat&(engine.MaxPlayers-1), e.Other&(engine.MaxPlayers-1), e.Rank&15
			k.has[a] = k.has[a].Add(r)
			k.lackAt[a][r] = 0
			asked := cards.RankCards(r)
			if e.Card != 0 {
				asked = cards.CardsOf(e.Card)
			}
			k.known[a] |= e.Cards
			k.lacks[a] &^= e.Cards
			k.known[o] &^= e.Cards
			k.lacks[o] |= e.Cards
			switch {
			case e.Card == 0 && (e.Cards == 0 || give == engine.GiveAll):
				// o holds no card of the rank now.
				k.lacks[o] |= asked
				k.has[o] = k.has[o].Remove(r)
				k.lack(o, r)
			case e.Cards == 0:
				k.lacks[o] |= asked
			case k.known[o].OfRank(r) == 0:
				k.has[o] = k.has[o].Remove(r)
			}
		case e.Kind == engine.EvDraw && (e.Why == engine.WhyHidden || e.Why == engine.WhyLucky):
			s := e.Seat & (engine.MaxPlayers - 1)
			k.drawn[s]++
			k.lacks[s] = 0
		default:
			k.learnOther(e)
		}
	}
	m.seen, m.clean = len(rec), false
}

// learnOther learns from an event other than an ask or a hidden draw.
func (k *knowledge) learnOther(e *engine.Event) {
	s := e.Seat & (engine.MaxPlayers - 1)
	switch {
	case e.Kind == engine.EvDraw && e.Why == engine.WhyWish:
		k.known[s] = k.known[s].Add(e.Card)
		k.has[s] = k.has[s].Add(e.Rank)
		k.lackAt[s][e.Rank&15] = 0
		k.lacks[s] &^= cards.CardsOf(e.Card)
	case e.Kind == engine.EvNewHand || e.Kind == engine.EvDrawOne:
		k.drawn[s] += int32(e.Count)
		k.lacks[s] = 0
	case e.Kind == engine.EvBook:
		rc := cards.RankCards(e.Rank)
		k.live &^= rc
		for s := range k.known {
			k.known[s] &^= rc
			k.has[s] = k.has[s].Remove(e.Rank)
			k.lacks[s] |= rc
		}
	}
}
