package claims

import (
	"sync"

	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/wording"
)

// The parts of a signature, for the signature table: each adds features
// (or numbers) to one field of wording.Signature.
func need(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Need = append(s.Need, fs...) }
}
func oneOf(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.OneOf = append(s.OneOf, fs) }
}
func allow(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Allow = append(s.Allow, fs...) }
}
func deny(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Deny = append(s.Deny, fs...) }
}
func negated(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Negated = append(s.Negated, fs...) }
}
func excepted(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Excepted = append(s.Excepted, fs...) }
}
func mainClause(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Main = append(s.Main, fs...) }
}
func when(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.When = append(s.When, fs...) }
}

// exception names the case the rule does not hold in
// (Signature.Exception).
func exception(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Exception = append(s.Exception, fs...) }
}

// luckyExceptions are the cases in which a miss does not end the turn
// under r: the rank asked for drawn (a wish), a book completed by the
// card drawn (a lucky draw).
func luckyExceptions(r engine.Rules) []ft {
	var out []ft
	if r.Wish {
		out = append(out, tAsk)
	}
	if r.LuckyDraw {
		out = append(out, tBook)
	}
	return out
}

func condition(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Condition = append(s.Condition, fs...) }
}

// by names who does the features fs: DRAW by YOU.
func by(r wording.Role, fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) {
		for _, f := range fs {
			s.Actors = append(s.Actors, wording.Acting{Feature: f, Role: r})
		}
	}
}

// byTo names who does the features fs and to whom they go: GIVE by the
// asked player to YOU.
func byTo(r, to wording.Role, fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) {
		for _, f := range fs {
			s.Actors = append(s.Actors, wording.Acting{Feature: f, Role: r, To: to})
		}
	}
}

// shownTo names whom the features fs go to, whoever does them: a card
// shown to the table goes to the others, and one shown to one player
// ("not shown to the asker") states another rule.
func shownTo(to wording.Role, fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) {
		for _, f := range fs {
			s.Actors = append(s.Actors, wording.Acting{Feature: f, To: to})
		}
	}
}
func alternative(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Alternative = append(s.Alternative, fs...) }
}

// may lets the text state the numbers or leave them unsaid
// (Signature.MayNumbers).
func may(nums ...int) func(*wording.Signature) {
	return func(s *wording.Signature) { s.MayNumbers = append(s.MayNumbers, nums...) }
}

func conditioned(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Conditioned = append(s.Conditioned, fs...) }
}

// onlyActs: the acts the signature names are all its rule speaks of.
func onlyActs(s *wording.Signature) { s.OnlyActs = true }
func whole(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Whole = append(s.Whole, fs...) }
}
func negates(fs ...ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Negates = append(s.Negates, fs...) }
}

// needsBeside: the claim needs f only in a statement that names topic
// (Signature.NeedsBeside).
func needsBeside(f, topic ft) func(*wording.Signature) {
	return func(s *wording.Signature) {
		s.NeedsBeside = append(s.NeedsBeside, wording.Beside{Feature: f, Topic: topic})
	}
}

// negatesBeside: a negation may negate f only in a sentence that names
// topic (Signature.NegatesBeside).
func negatesBeside(f, topic ft) func(*wording.Signature) {
	return func(s *wording.Signature) {
		s.NegatesBeside = append(s.NegatesBeside, wording.Beside{Feature: f, Topic: topic})
	}
}

// requires: the act act turns on req (Signature.Requires).
func requires(act, req ft) func(*wording.Signature) {
	return func(s *wording.Signature) {
		s.Requires = append(s.Requires, wording.Requirement{Act: act, Requires: req})
	}
}

// lacks: lack says that what act requires is not there
// (Requirement.Lacks).
func lacks(act, lack ft) func(*wording.Signature) {
	return func(s *wording.Signature) {
		s.Requires = append(s.Requires, wording.Requirement{Act: act, Lacks: lack})
	}
}

// everyone: the claim states f of every player (Signature.Everyone).
func everyone(f ft) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Everyone = append(s.Everyone, f) }
}
func numbersOf(ns ...int) func(*wording.Signature) {
	return func(s *wording.Signature) { s.Numbers = append(s.Numbers, ns...) }
}

// sig builds a signature.
func sig(parts ...func(*wording.Signature)) wording.Signature {
	var s wording.Signature
	for _, p := range parts {
		p(&s)
	}
	return s
}

// signatures returns every claim's signature under given rules: most do
// not depend on them; where a preset or option changes what a sentence of
// the claim says, the function does.
func signatures() map[string]func(engine.Rules) wording.Signature {
	return map[string]func(engine.Rules) wording.Signature{
		"players.range": fixed(allow(wOnly)),
		"pack.sizes":    fixed(allow(wShort, wFull, wAll), may(1)), // one pack
		"deal.size": func(r engine.Rules) wording.Signature {
			// the counts' and sizes' roles are read apart (roles.go): "only
			// two of you", "unless there are two" say which player counts a
			// size is for ("in total" does not: OPEN-COUNT stays out)
			if r.Deal == engine.DealExtraPlayer {
				return sig(allow(wEach, wAll, wAny, wFull, wOnly, wUnless), need(tDeal))
			}
			return sig(allow(wEach, wAll, wAny, wOnly, wUnless))
		},
		"pond.is-rest": fixed(need(wRest), allow(wHidden, wTop, wAll), deny(wShown)),
		// a book is all four cards of a rank, which the text may say of
		// the book dealt ("dealt all four cards of a rank"); not ANY, which
		// says when ("lay it down whenever you like"); nor FIRST ("whoever
		// is dealt a book goes first")
		"book.from-deal":          fixed(need(tDeal), oneOf(wAtOnce, wShown), allow(tBook, wAll), deny(wWaits), may(4)),
		"turn.first-after-dealer": fixed(need(wFirst, wAfterDealer), deny(wRandom, wLast)),
		"turn.first-random":       fixed(need(wFirst, wRandom), deny(wAfterDealer, wDealer, wLast)),
		"ask.one-player-one-rank": fixed(need(tAsk), allow(wAny, wOnly), deny(wAll), by(you, tAsk)),
		"ask.must-hold-rank":      fixed(need(wHold), allow(tAsk, wOpenCount, wMust, wOnly, wOwn), deny(wAll), by(you, wMust, wHold), requires(tAsk, wHold)), // HOLD never negated: no negates
		"ask.target-has-cards":    fixed(oneOf(wOnly, wNot), allow(tAsk, wOpenCount, wNot, wAny, wHold), negates(tAsk, wAny), lacks(tAsk, wEmpty)),
		"ask.hit-gives-all":       fixed(need(wAll, wGive), allow(tAsk, wHit, wMust), deny(wAskerGive, wMiss), when(wHit), mainClause(wGive), byTo(asked, you, wGive), by(asked, wMust)),
		"ask.hit-gives-one":       fixed(need(wGive), allow(tAsk, wHit, wMust, wFirst, wSuit), deny(wAll, wAskerGive, wMiss), numbersOf(1), when(wHit), mainClause(wGive), byTo(asked, you, wGive), by(asked, wMust)),
		"ask.hit-go-again":        fixed(need(wGoAgain), allow(tAsk, wHit, wAny, wSame, wHold), deny(wTurnEnds, wMiss), by(you, wGoAgain), when(wHit), mainClause(wGoAgain)),
		"gofish.on-miss": fixed(need(wGoFish), allow(wMiss, tDraw, tAsk, wMust), deny(wOtherDraw, wHit), by(you, tDraw, wMust), by(asked, wGoFish), when(wMiss), mainClause(wGoFish),
			// the ask is yours ("the player you asked"); ASKED for the
			// rank asked for ("la valeur demandée" after "le joueur
			// interrogé"), which a participle reads as the asked player's
			by(you, tAsk), by(asked, tAsk)),
		"gofish.draw": fixed(need(tDraw), allow(wTop), deny(wOtherDraw), by(you, tDraw)),
		"gofish.turn-ends": func(r engine.Rules) wording.Signature {
			s := sig(need(wTurnEnds), allow(wToNext, tAsk, tDraw), deny(wGoAgain, wToAsked), by(you, wTurnEnds), exception(luckyExceptions(r)...))
			if r.PlayOn {
				s.Allow = append(s.Allow, wEmpty)
			}
			return s
		},
		"gofish.turn-ends-unless-lucky": func(r engine.Rules) wording.Signature {
			return sig(need(wTurnEnds), allow(tAsk, tDraw, wToNext, wUnless), deny(wToAsked), mainClause(wTurnEnds, wToNext),
				by(you, wTurnEnds), exception(luckyExceptions(r)...))
		},
		"gofish.turn-to-asked": fixed(need(wToAsked), allow(tAsk, wTurnEnds), deny(wToNext, wGoAgain)),
		"gofish.empty-pond":    fixed(need(wEmpty, wNot), allow(tAsk, wGoFish, wTurnEnds, tDraw, wGive), deny(wGoAgain), negates(tDraw, wGive), negated(wGive), when(wEmpty)),
		"wish.lucky-draw": fixed(need(wGoAgain, tBook), allow(wShown, wSame, tDraw, wAtOnce, wNot), deny(wTurnEnds), negates(tDraw), by(you, wGoAgain, tDraw),
			when(tDraw), mainClause(wGoAgain), alternative(tBook), may(1)), // "the one card that finishes a book"
		"gofish.no-wish": fixed(need(wTurnEnds), allow(tAsk, tDraw), deny(wGoAgain, wShown), by(you, wTurnEnds)),
		"wish.go-again": fixed(need(wGoAgain, tAsk), allow(wSame, tDraw, wNot), deny(wTurnEnds, wAskCard), negates(tDraw), by(you, wGoAgain, tDraw),
			when(tDraw), mainClause(wGoAgain), alternative(tDraw)),
		"wish.shown": fixed(oneOf(wShown, wHidden, wSeen), allow(wAll, wOnly, wNot, wUnless), deny(wTurnEnds, wAskCard), negates(tAsk), excepted(wHidden, wSeen), mainClause(wHidden, wSeen),
			byTo(you, wording.Others, wShown)),
		"wish.card-go-again": fixed(need(wGoAgain, wAskCard), allow(wSame, tDraw, wNot), deny(wTurnEnds), negates(tDraw), by(you, wGoAgain, tDraw),
			when(tDraw), mainClause(wGoAgain)),
		"wish.card-shown": fixed(need(wAskCard), oneOf(wShown, wHidden), allow(wAll, wOnly, wNot, wUnless), deny(wTurnEnds), negates(tAsk), excepted(wHidden), mainClause(wHidden),
			byTo(you, wording.Others, wShown)),
		// "four cards of one rank": a book's one rank may be said with
		// its size (book.ranks asserts it where the card binds it)
		"book.size":  fixed(need(tBook), allow(wAll), may(1)),
		"book.ranks": fixed(need(tBook), allow(wAll, wOnly)),
		"book.at-once": func(r engine.Rules) wording.Signature {
			s := sig(need(wAtOnce), allow(wShown), deny(wWaits))
			if r.Books == engine.BookNextTurn {
				s.Deny = nil
			}
			return s
		},
		"book.face-up":            fixed(need(wShown), allow(tBook), deny(wHidden)),
		"book.shown":              fixed(need(wShown), allow(tBook), deny(wHidden)),
		"book.claimed":            fixed(need(wClaim), allow(tBook, wWaits, tDeal, wShown, wNot, wTurnEnds, wGoAgain, wOnly, wAll), deny(wAtOnce), negated(wTurnEnds), by(you, wClaim), may(4)), // "those four cards"
		"book.draw-waits":         fixed(need(wWaits), allow(wMust, wShown, tDraw, tBook), deny(wAtOnce), when(tDraw)),
		"book.hit-at-once":        fixed(need(wAtOnce), allow(tBook, tAsk, wShown, wHit), deny(wWaits)),
		"deadask.pond-empty":      fixed(need(wNot, wEmpty), oneOf(wRepeat, tRefusal), allow(tAsk, wRepeat, wAskAgain, tRefusal, wSame), negates(tAsk, wRepeat, wAskAgain), by(you, wRepeat, wAskAgain), byTo(asked, you, wRepeat)),
		"deadask.cleared-by-move": fixed(need(wClear), oneOf(wAll, wAny, wEach), oneOf(tDraw, tHand, tPond, wGive), allow(tAsk, tDraw, tHand, tPond, wGive, wAll, wAny, wEach, wAtOnce), whole(tRefusal, tHand), onlyActs),
		"deadask.listed":          fixed(need(wGreyed), allow(tAsk, wNot, wNot, wHidden, wShown, wRepeat, wAskAgain, wAll), negated(wHidden), negates(wRepeat, wAskAgain, wGreyed)),
		"deadask.none":            fixed(oneOf(wNot, wAny), allow(tAsk, wNot, wAny, wRepeat, wAskAgain, wEmpty, wAll)),
		// "if you book your last card and it is still your turn": the turn
		// kept is the condition, never the rule
		"runout.new-hand":             fixed(oneOf(wNewHand, wSame), oneOf(wAll, wEmpty, wLast), allow(wEmpty, wLast, wSame, wRest, wAll, wFewest, tDeal, tDraw, tBook, wGoAgain), when(wGoAgain)),
		"runout.skip":                 fixed(oneOf(wSkip, wTurnEnds, wSame), allow(tAsk, tDraw, wEmpty, wSkip, wTurnEnds), when(wEmpty), conditioned(wSkip, wTurnEnds)),
		"runout.nobody-to-ask":        fixed(need(wNot, wTurnEnds), allow(wNot, wAny, wOnly, wSkip, wEmpty), negates(tAsk, wAny), negated(wAny), everyone(wEmpty), onlyActs),
		"runout.nobody-claims":        fixed(need(wClaim, wTurnEnds), allow(wNot, wAny, wOnly, tBook), negates(tAsk, wAny), by(you, wClaim), onlyActs),
		"runout.draw-one":             fixed(need(tDraw), allow(tAsk, wEmpty, wTurnEnds, wSkip, wOwn), by(you, wEmpty)),
		"runout.sit-out":              fixed(need(wSkip), oneOf(wAll, wEmpty), allow(wNot, wAll, wEmpty, wScore, wAny, tDraw), negates(tAsk)),
		"end.all-booked":              fixed(need(wAll, tBook), allow(wGameEnds, wNot, wEmpty, wOnly), negated(wEmpty)),
		"end.hands-empty":             fixed(need(wEmpty, tHand), allow(tBook, wAll, wGameEnds)), // the hands too, not the pond alone
		"end.stock-out":               fixed(need(wEmpty, tPond), allow(wGameEnds, wAtOnce), alternative(wEmpty)),
		"end.player-out":              fixed(need(wEmpty), allow(tBook, wGameEnds, wAtOnce, wAny, wNot), alternative(wEmpty)),
		"end.booked-out":              fixed(need(wWin), allow(wAll, wAtOnce, wGameEnds, wEmpty, tBook)),
		"winner.most-books":           fixed(need(tBook), oneOf(wMost, wScore), allow(wWin, wOnly, wGameEnds), deny(wFewest)),
		"winner.most-books-otherwise": fixed(oneOf(wMost, wScore), allow(tBook, wOpenCount, wWin, wTie, wShare, wGameEnds, wOnly), deny(wFewest)),
		"winner.tie-shared":           fixed(need(wTie, wShare), allow(tBook, wOpenCount, wMost, wWin), deny(wFewest)),
		"record.no-unseen-card":       fixed(oneOf(wHidden, wSeen), allow(tDraw, wOnly, wNot), negated(wSeen), negates(wSeen, wShown, tAsk), needsBeside(wNot, tRecord), negatesBeside(wHidden, tRecord), shownTo(wording.Others, wShown, wHidden)),
		"view.own-hand-and-record":    fixed(need(wOwn), allow(wHidden, wSeen, wNot, wOnly), negated(wSeen), negates(wSeen, wShown)),
		"ask.one-player-one-card":     fixed(need(tAsk), allow(wAny, wOnly, wAskCard), deny(wAll), by(you, tAsk)),
		"ask.not-own-card":            fixed(oneOf(wNot, wOnly), allow(wNot, wOnly, wOwn, wMust, tAsk, wAskCard), deny(wAll), negates(tAsk, wOwn)),
		"ask.bluff":                   fixed(need(wTurnEnds), allow(wOwn, wAny, tAsk, tDraw, wNot, wAskCard), deny(wGoAgain, wShown)),
		"gofish.play-on": fixed(need(wEmpty, wToAsked), allow(wNot, wNot, wGoFish, wMiss, wTurnEnds, tDraw),
			deny(wGoAgain, wToNext), negated(wGoFish)),
		"book.draw-waits-unless-again": fixed(need(wWaits, wGoAgain), allow(wAtOnce, wMust, wShown, wNot, wUnless, tDraw), negates(tDraw, wGoAgain), excepted(wAtOnce),
			mainClause(wWaits), condition(wGoAgain)),
		"deal.whole-pack":      fixed(need(tDeal), oneOf(wAll, wFull), allow(wAll, wFull, wEach, wRest, wSame)),
		"deal.pretend-hand":    fixed(need(tDeal), allow(wAll, wFull, wEach, wRest), numbersOf(1)),
		"runout.passed-over":   fixed(need(wSkip), allow(wEmpty, wNot, wTurnEnds, wAny), deny(wNewHand)),
		"end.booked-last-card": fixed(need(wGameEnds), allow(tBook, wAll, wAtOnce, wEmpty, wLast, wNot), deny(wWin)),
		"winner.out-wins":      fixed(need(wWin), allow(wEmpty, wOnly, wGameEnds, wLast, wAll, wAny, wNot), deny(wMost, wFewest)),
	}
}

// fixed is a signature that no rule changes.
func fixed(parts ...func(*wording.Signature)) func(engine.Rules) wording.Signature {
	s := sig(parts...)
	return func(engine.Rules) wording.Signature { return s }
}

// signatureTable is signatures, built once: a check asks for a signature
// for every statement's claims in every locale. The signatures it holds
// are shared, and no caller changes one.
var signatureTable = sync.OnceValue(signatures)

// SignatureOf returns the signature of claim id under rules, and whether
// the claim has one.
func SignatureOf(id string, rules engine.Rules) (wording.Signature, bool) {
	fn, ok := signatureTable()[id]
	if !ok {
		return wording.Signature{}, false
	}
	return fn(rules), true
}
