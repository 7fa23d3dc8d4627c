package claims

import (
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/wording"
)

// features returns the features the catalogue's signatures are built
// with, and Go Fish's words are read with: the core ones (package
// wording) and Go Fish's own, which the words files beside Go Fish's
// (games/gofish/locales) declare.
func features() wording.FeatureSet { return locales.Features() }

// The features, short, for the signature table.
type ft = wording.Feature

// The core features.
const (
	wUnless                                                      = wording.Unless
	wNot, wAll, wEach, wAny, wOnly, wMost, wFewest, wSame, wMust = wording.Not, wording.All, wording.Each, wording.Any,
		wording.Only, wording.Most, wording.Fewest, wording.Same, wording.Must
	wScore, wOwn, wOpenCount                 = wording.Score, wording.Own, wording.OpenCount
	wGoAgain, wTurnEnds, wToNext, wSkip      = wording.GoAgain, wording.TurnEnds, wording.ToNext, wording.Skip
	wFirst, wLast, wDealer, wRandom          = wording.First, wording.Last, wording.Dealer, wording.Random
	wAtOnce, wWaits, wEmpty, wShown, wHidden = wording.AtOnce, wording.Waits, wording.Empty, wording.Shown, wording.Hidden
	wRest, wGameEnds, wWin, wTie, wShare     = wording.Rest, wording.GameEnds, wording.Win, wording.Tie, wording.Share
	tDraw, tDeal                             = wording.Draw, wording.Deal
	you, asked                               = wording.You, locales.Asked
)

// Go Fish's own.
const (
	wHit, wMiss, wGive, wAskerGive, wOtherDraw, wGoFish, wClaim, wNewHand = locales.Hit, locales.Miss, locales.Give,
		locales.AskerGive, locales.OtherDraw, locales.GoFish, locales.Claim, locales.NewHand
	wClear, wRepeat, wToAsked, wAfterDealer, wGreyed = locales.Clear, locales.Repeat, locales.ToAsked, locales.AfterDealer, locales.Greyed
	wAskAgain, wHold, wSeen                          = locales.AskAgain, locales.Hold, locales.Seen
	wTop, wShort, wFull, wAskCard, wSuit             = locales.Top, locales.Short, locales.Full, locales.AskCard, locales.Suit
	tAsk, tBook, tPond, tRefusal, tHand, tRecord     = locales.Ask, locales.Book, locales.Pond, locales.Refusal, locales.Hand, locales.Record
)
