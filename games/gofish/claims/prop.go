package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// feat is a set of features of a step; a property says which steps it
// looks at, and the checker calls it only for those.
type feat uint16

// The features of a step.
const (
	fDeal   feat = 1 << iota // the deal, before the first move
	fMove                    // every move
	fHit                     // an ask that got cards
	fMiss                    // an ask that got none
	fDraw                    // a draw after a miss (of a card or of nothing)
	fBook                    // a book laid
	fRefill                  // a seat with no cards drew a new hand, drew one or went out
	fSkip                    // a seat was passed over
	fEnd                     // the game ended
	fAsks                    // the engine's list of asks was taken before the move
	nFeats  = iota
)

// featsOf returns the features of a step from its events.
func featsOf(st *Step) feat {
	f := fMove
	if st.Deal {
		f = fDeal
	}
	if st.HasAsks {
		f |= fAsks
	}
	for i := range st.Events {
		switch e := &st.Events[i]; e.Kind {
		case engine.EvAsk:
			if e.Cards != 0 {
				f |= fHit
			} else {
				f |= fMiss
			}
		case engine.EvDraw:
			f |= fDraw
		case engine.EvBook:
			f |= fBook
		case engine.EvNewHand, engine.EvDrawOne, engine.EvOut:
			f |= fRefill
		case engine.EvSkip:
			f |= fSkip
		case engine.EvEnd:
			f |= fEnd
		}
	}
	return f
}

// prop is a claim's property. check is called on every step with one of
// the features on names; it returns "" when the step agrees with the
// claim, else what contradicts it and the index in st.Events of the first
// event that does (-1 when it is the step as a whole). A property may also
// probe the engine with moves it must refuse, before the mover chooses
// (the move is refused and changes nothing when the engine agrees), and
// check the rules once, outside games, for what the engine accepts (player
// counts, packs). probeWhen says at which decision points the probe can
// try a move, so that the checker calls it only there.
type prop struct {
	on        feat
	check     func(st *Step, t *track) (msg string, at int)
	probe     func(p *probe) string
	probeWhen probeWhen
	once      func(r engine.Rules, packs []cards.Pack) string
}

// probeWhen is where a probe may try a move: the checker does not call it
// elsewhere. A probe checks its own conditions as well; this only spares
// the calls that would find them unmet.
type probeWhen uint8

const (
	// probeSampled: in sampled games only (p.sampled), at any decision.
	probeSampled probeWhen = iota + 1
	// probeEmptied: in every game, where the pond or a hand is empty (the
	// decisions whose asks the checker lists: Step.HasAsks).
	probeEmptied
)

// track is what the checker derives from the public record as a game
// goes on, for the properties that need more than one step: the refusals
// remembered (RULES.md 9) and the cards each seat was dealt.
type track struct {
	// ref[a][o] are the ranks o refused a since a card last moved into a
	// hand, as the record tells it.
	ref   [engine.MaxPlayers][engine.MaxPlayers]cards.Ranks
	any   bool
	dealt [engine.MaxPlayers]int
}

// reset forgets the game.
func (t *track) reset() { *t = track{} }

// learn updates the track with a step's events.
func (t *track) learn(st *Step) {
	for i := range st.Events {
		e := &st.Events[i]
		switch e.Kind {
		case engine.EvDeal:
			t.dealt[e.Seat] = int(e.Count)
		case engine.EvAsk:
			if e.Cards != 0 {
				t.clear()
			} else {
				t.ref[e.Seat][e.Other] = t.ref[e.Seat][e.Other].Add(e.Rank)
				t.any = true
			}
		case engine.EvDraw:
			if e.Why != engine.WhyPondEmpty {
				t.clear()
			}
		case engine.EvNewHand, engine.EvDrawOne:
			t.clear()
		}
	}
}

func (t *track) clear() {
	if t.any {
		t.ref = [engine.MaxPlayers][engine.MaxPlayers]cards.Ranks{}
		t.any = false
	}
}

// probe is a decision point at which a property may try moves the engine
// must refuse. A move the engine plays instead ends the game's check.
type probe struct {
	g      *engine.Game
	before *State
	track  *track
	n      int
	// played is set when the engine played a probed move: the game has
	// left the bots' path and is abandoned.
	played bool
	// done counts probes by kind in this game, to bound their cost; the
	// probes of moves that are never legal are tried only in sampled
	// games (one in sampleEvery).
	done    [8]uint8
	sampled bool
}

// sampleEvery is how often a game is sampled for the probes of moves that
// are never legal (asking oneself, for a rank not held, for a card).
const sampleEvery = 8

// try plays m, which the engine must refuse with want and without any
// change. It returns "" if it does.
func (p *probe) try(m engine.Move, want engine.ErrKind) string {
	rec := len(p.g.Record())
	_, err := p.g.Play(m)
	if err == nil {
		p.played = true
		return fmt.Sprintf("the engine allowed %s (want it refused: %s)", moveWords(m), want)
	}
	me, ok := err.(*engine.MoveError)
	switch {
	case !ok || me.Kind != want:
		return fmt.Sprintf("the engine refused %s with %q, want %s", moveWords(m), tell.Teller{}.Err(err), want)
	case len(p.g.Record()) != rec || p.g.Turn() != p.before.Turn ||
		p.g.HandSet(m.By) != p.before.Hands[m.By] || p.g.PondSize() != p.before.Pond:
		p.played = true
		return fmt.Sprintf("refusing %s changed the game", moveWords(m))
	}
	return ""
}

// moveWords tells a move in words.
func moveWords(m engine.Move) string {
	switch m.Kind {
	case engine.MoveAskCard:
		return fmt.Sprintf("%s asking %s for %s", seatName(m.By), seatName(m.Of), m.Card)
	case engine.MoveClaim:
		return fmt.Sprintf("%s claiming a book of %s", seatName(m.By), m.Rank.Words())
	}
	return fmt.Sprintf("%s asking %s for %s", seatName(m.By), seatName(m.Of), m.Rank.Words())
}
