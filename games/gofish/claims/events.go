package claims

import (
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// eventOf returns the events of claim d that a generated worked example
// shows, the first move of a game where one happens: precise, the
// claim's own (claimEvents), and broad, any move its property looks at
// (any move for a claim about the deal), for rules under which the
// precise one never happens (a claim that holds because its situation
// never arises). precise is nil when it is the broad one.
func eventOf(d *def) (precise, broad func(*Step) bool) {
	on := d.prop(game.Params{}).on &^ fDeal
	broad = func(st *Step) bool { return on == 0 || featsOf(st)&on != 0 }
	return claimEvents()[d.id], broad
}

// has returns an event: a step whose record has an event of kind k (and
// reason why, when why is not WhyNone... use any to take every reason).
func has(k engine.EventKind, why ...engine.Why) func(*Step) bool {
	return func(st *Step) bool {
		for i := range st.Events {
			e := &st.Events[i]
			if e.Kind != k {
				continue
			}
			if len(why) == 0 {
				return true
			}
			for _, w := range why {
				if e.Why == w {
					return true
				}
			}
		}
		return false
	}
}

// feats returns an event: a step with every feature of f.
func feats(f feat) func(*Step) bool { return func(st *Step) bool { return featsOf(st)&f == f } }

// claimEvents returns the events of the claims that look at more steps
// than show them.
func claimEvents() map[string]func(*Step) bool {
	return map[string]func(*Step) bool{
		"ask.hit-gives-all":             feats(fHit),
		"ask.hit-gives-one":             feats(fHit),
		"ask.hit-go-again":              feats(fHit),
		"gofish.on-miss":                feats(fMiss),
		"gofish.draw":                   feats(fMiss | fDraw),
		"gofish.turn-ends":              feats(fMiss),
		"gofish.turn-ends-unless-lucky": feats(fMiss),
		"gofish.turn-to-asked":          feats(fMiss),
		"gofish.empty-pond":             has(engine.EvDraw, engine.WhyPondEmpty),
		"wish.go-again":                 has(engine.EvDraw, engine.WhyWish),
		"wish.shown":                    has(engine.EvDraw, engine.WhyWish),
		"wish.card-go-again":            has(engine.EvDraw, engine.WhyWish),
		"wish.card-shown": func(st *Step) bool {
			return st.Move.Card != 0 && st.Out.Drew && st.Out.Draw.Rank() == st.Move.Card.Rank()
		},
		"wish.lucky-draw":              has(engine.EvDraw, engine.WhyLucky),
		"gofish.no-wish":               func(st *Step) bool { return st.Out.Drew && st.Out.Draw.Rank() == st.Move.Rank },
		"book.size":                    feats(fBook),
		"book.ranks":                   feats(fBook),
		"book.at-once":                 feats(fBook),
		"book.face-up":                 feats(fBook),
		"book.shown":                   feats(fBook),
		"book.claimed":                 has(engine.EvBook, engine.WhyClaimed),
		"book.draw-waits":              has(engine.EvBook, engine.WhyWaited),
		"deadask.pond-empty":           deadListed,
		"deadask.listed":               deadListed,
		"deadask.cleared-by-move":      func(st *Step) bool { return st.Before.Pond == 0 && featsOf(st)&fHit != 0 },
		"deadask.none":                 func(st *Step) bool { return st.Before.Pond == 0 && featsOf(st)&fMiss != 0 },
		"runout.new-hand":              has(engine.EvNewHand),
		"runout.draw-one":              has(engine.EvDrawOne),
		"runout.sit-out":               has(engine.EvOut),
		"runout.skip":                  has(engine.EvSkip, engine.WhyNoCards),
		"runout.nobody-to-ask":         has(engine.EvSkip, engine.WhyNobodyToAsk),
		"runout.nobody-claims":         has(engine.EvSkip, engine.WhyNobodyToAsk),
		"end.all-booked":               feats(fEnd),
		"end.hands-empty":              feats(fEnd),
		"end.stock-out":                has(engine.EvEnd, engine.WhyStockOut),
		"end.player-out":               has(engine.EvEnd, engine.WhyPlayerOut),
		"end.booked-out":               has(engine.EvEnd, engine.WhyBookedOut),
		"winner.most-books":            feats(fEnd),
		"winner.tie-shared":            func(st *Step) bool { return st.After.Over && st.After.Winners.Len() > 1 },
		"winner.most-books-otherwise":  feats(fEnd),
		"ask.one-player-one-card":      feats(fHit),
		"ask.not-own-card":             feats(fMiss),
		"ask.bluff":                    bluffed,
		"gofish.play-on":               has(engine.EvAsk, engine.WhyNoneHeld),
		"book.draw-waits-unless-again": has(engine.EvBook, engine.WhyWaited),
		"runout.passed-over":           has(engine.EvSkip, engine.WhyNoCards),
		"end.booked-last-card":         has(engine.EvEnd, engine.WhyBookedOut),
		"winner.out-wins":              has(engine.EvEnd, engine.WhyPlayerOut, engine.WhyBookedOut),
	}
}

// deadListed: the mover was offered a dead ask.
func deadListed(st *Step) bool {
	for _, a := range st.Asks {
		if a.Dead {
			return true
		}
	}
	return false
}
