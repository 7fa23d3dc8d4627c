package engine

import (
	"encoding/binary"
	"errors"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

// fuzzRules are the rules FuzzMoves plays: every preset, and its options.
var fuzzRules = []func() Rules{
	House,
	withOptions(House, "lucky-draw"),
	withOptions(House, "play-on"),
	Duel,
	WholePack,
	withOptions(WholePack, "give-one", "lucky-draw"),
	withOptions(Common, "play-on"),
	specific,
}

// withOptions returns a function making the preset with these options.
func withOptions(preset func() Rules, opts ...preset.Option) func() Rules {
	return func() Rules {
		r, err := preset().With(opts...)
		if err != nil {
			panic(err)
		}
		return r
	}
}

// FuzzMoves plays a sequence of moves read from the fuzz input, legal or
// not: no move may panic, an illegal move must change nothing, and every
// invariant must hold after every move.
//
// Input: a byte choosing the rules, the pack and the players; 8 bytes of
// seed; then two bytes a move. A move's first byte says how to read the
// second: an index into the list of asks (live or dead), or the fields of
// a raw move.
func FuzzMoves(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 1, 0, 2, 0, 3})
	f.Add([]byte{0x12, 9, 9, 9, 9, 9, 9, 9, 9, 1, 0x37, 2, 0x41, 0, 5, 3, 0xff, 0, 0})
	f.Add([]byte{0x23, 1, 0, 0, 0, 0, 0, 0, 0, 4, 0x10, 4, 0x22, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{0x35, 7, 7, 7, 7, 7, 7, 7, 7, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3})
	f.Add([]byte{0x46, 3, 1, 4, 1, 5, 9, 2, 6, 2, 0x9a, 6, 0x13, 0, 1, 0, 1})
	f.Fuzz(fuzzBody)
}

func fuzzBody(t *testing.T, in []byte) {
	{
		if len(in) < 9 {
			return
		}
		g := fuzzGame(t, in[0], binary.LittleEndian.Uint64(in[1:9]))
		if g == nil {
			return
		}
		var asks []Ask
		told := 0
		for b := in[9:]; len(b) >= 2; b = b[2:] {
			m := fuzzMove(g, b[0], b[1], &asks)
			before := snapshot(g)
			_, err := g.Play(m)
			if err != nil {
				var me *MoveError
				if !errors.As(err, &me) || me.Kind == 0 || !errors.Is(err, me.Kind) || err.Error() == "" {
					t.Fatalf("move %+v: error %v", m, err)
				}
				if snapshot(g) != before {
					t.Fatalf("illegal move %+v (%v) changed the game", m, err)
				}
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("after %+v: %v\n%s", m, err, tell(g))
			}
			for _, e := range g.Record()[told:] {
				if e.String() == "" {
					t.Fatalf("event %+v tells nothing", e)
				}
			}
			told = len(g.Record())
		}
	}
}

// fuzzGame deals the game the first byte asks for.
func fuzzGame(t *testing.T, b byte, seed uint64) *Game {
	r := fuzzRules[int(b&7)]()
	p := cards.Pack52
	if b&8 != 0 && r.Packs.Has(cards.Pack32) {
		p = cards.Pack32
	}
	n := r.Players.Min + int(b>>4)%(r.Players.Max-r.Players.Min+1)
	g, err := Deal(r, p, n, seed)
	if err != nil {
		t.Fatalf("deal: %v", err)
	}
	return g
}

// fuzzMove reads a move from two bytes.
func fuzzMove(g *Game, how, arg byte, asks *[]Ask) Move {
	if how&3 != 0 {
		*asks = g.Asks((*asks)[:0])
		if len(*asks) > 0 {
			a := (*asks)[int(arg)%len(*asks)]
			if how&3 == 1 && a.Dead {
				// Mostly play live asks, to get deep into the game.
				for _, l := range *asks {
					if !l.Dead {
						a = l
						break
					}
				}
			}
			return a.Move(g.Turn())
		}
	}
	by := g.Turn()
	if how&4 != 0 {
		by = cards.Seat(int(how>>3)%(MaxPlayers+2) - 1)
	}
	return Move{Kind: MoveKind(arg >> 6), By: by, Of: cards.Seat(int(arg>>3)&7 - 1),
		Rank: cards.Rank(arg&15 + how>>7), Card: cards.Card(arg)}
}
