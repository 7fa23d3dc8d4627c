package rulestext

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/games/gofish/engine"
)

func describeBooks(r engine.Rules, p *phrases) []string {
	var items []string
	switch r.Books {
	case engine.BookClaim:
		items = append(items, p.BookClaim)
	case engine.BookNextTurn:
		by := p.NextTurnBy
		if r.EmptyHand == engine.EmptyNewHand {
			by = p.NextTurnByNew
		}
		wait := fmt.Sprintf(p.BookNextTurn, by)
		if r.Wish || r.LuckyDraw {
			wait += p.BookNextUnless
		}
		items = append(items, wait+".")
	default:
		// completedBy lists how four of a rank may come together in a hand.
		completedBy := p.ByDraw
		if r.EmptyHand == engine.EmptyNewHand {
			completedBy = p.ByNewHand
		}
		items = append(items, fmt.Sprintf(p.BookAtOnce, completedBy))
	}
	return append(items, p.OnlyBooks)
}

func describeDeadAsks(r engine.Rules, p *phrases) []string {
	if !r.DeadAsks {
		return []string{p.NoDeadAsks}
	}
	moves := []string{p.DeadHit, p.DeadDraw}
	switch r.EmptyHand {
	case engine.EmptyNewHand:
		moves = append(moves, p.DeadNewHand)
	case engine.EmptyDrawOne:
		moves = append(moves, p.DeadDrawOne)
	}
	return []string{p.DeadRemembered, fmt.Sprintf(p.DeadCleared, strings.Join(moves, ", ")), p.DeadRule}
}

func describeRunningOut(r engine.Rules, p *phrases) []string {
	var items []string
	switch {
	case r.EmptyHand == engine.EmptyDrawOne:
		items = append(items, p.EmptyDrawOne)
	case r.EmptyHand == engine.EmptySkip && r.End&engine.EndPlayerOut != 0 && !r.PlayOn:
		items = append(items, p.EmptyOutEnds)
	case r.EmptyHand == engine.EmptySkip:
		items = append(items, p.EmptySkip)
	case r.EmptyHand == engine.EmptyOut && r.End&engine.EndPlayerOut != 0 && r.PlayOn:
		items = append(items, p.EmptyOutPlayOn)
	case r.EmptyHand == engine.EmptyOut && r.End&engine.EndPlayerOut != 0:
		items = append(items, p.EmptyOutEnds)
	case r.EmptyHand == engine.EmptyOut:
		items = append(items, p.EmptyOut)
	default:
		items = append(items, p.EmptyNewHand)
	}
	nobody := p.Nobody
	if r.Books == engine.BookClaim {
		nobody = p.NobodyClaim
	}
	can := map[engine.EmptyRule]string{
		engine.EmptyNewHand: p.CanNewHand,
		engine.EmptyDrawOne: p.CanDrawOne,
		engine.EmptyOut:     p.CanOut,
		engine.EmptySkip:    p.CanOut,
	}[r.EmptyHand]
	return append(items, nobody, fmt.Sprintf(p.NextSeatMeans, can))
}

func describeEnd(r engine.Rules, p *phrases) []string {
	var ends []string
	if r.End&engine.EndStockOut != 0 && !r.PlayOn {
		ends = append(ends, p.EndStock)
	}
	if r.End&engine.EndBookedOut != 0 {
		ends = append(ends, p.EndBooked)
	}
	if r.End&engine.EndPlayerOut != 0 {
		while := ""
		if r.PlayOn {
			while = p.EndPlayerWhile
		}
		ends = append(ends, p.EndPlayer+while)
	}
	var items []string
	for i, e := range ends {
		head := p.EndFirst
		if i > 0 {
			head = p.EndAlso
		}
		items = append(items, fmt.Sprintf(head, e))
	}
	if r.PlayOn && r.End != 0 {
		items = append(items, p.PlayOnEnd)
	}
	// Every rank booked implies an empty pond, and with EndPlayerOut a
	// table where nobody can play has an empty hand.
	stuck := (r.EmptyHand == engine.EmptyOut || r.EmptyHand == engine.EmptySkip) && r.End&engine.EndPlayerOut == 0
	switch {
	case r.End&engine.EndStockOut != 0 && !r.PlayOn:
		if stuck {
			items = append(items, p.AlsoStuck)
		}
	case r.End != 0 && r.PlayOn:
		// "play goes on until every rank is booked" says it.
	case r.End != 0 && stuck:
		items = append(items, p.AlsoBookedStuck)
	case r.End != 0:
		items = append(items, p.AlsoBooked)
	case r.Books == engine.BookClaim:
		items = append(items, p.EndClaim)
	case stuck:
		items = append(items, p.EndStuck)
	default:
		items = append(items, p.EndBookedOnly)
	}
	if r.Books == engine.BookNextTurn {
		items = append(items, p.EndWaiting)
	}
	return append(items, describeWinner(r, p)...)
}

func describeWinner(r engine.Rules, p *phrases) []string {
	var items []string
	switch {
	case r.OutWins && r.End&engine.EndBookedOut != 0 && r.End&engine.EndPlayerOut == 0:
		items = append(items, p.WinBooked)
	case r.OutWins && r.End&(engine.EndPlayerOut|engine.EndBookedOut) != 0:
		items = append(items, p.WinOut)
	default:
		items = append(items, p.WinMost)
	}
	return append(items, p.Tie)
}

func describeHidden(r engine.Rules, p *phrases) []string {
	shown := []string{p.Handed}
	if r.Wish {
		shown = append(shown, p.Wishes)
	}
	if r.LuckyDraw {
		shown = append(shown, p.LuckyShown)
	}
	shown = append(shown, p.Laid)
	switch r.EmptyHand {
	case engine.EmptyNewHand:
		shown = append(shown, p.NewHands)
	case engine.EmptyDrawOne:
		shown = append(shown, p.DrawnOne)
	case engine.EmptyOut:
		shown = append(shown, p.Out)
	}
	return []string{fmt.Sprintf(p.Record, strings.Join(shown, ", ")), p.NeverHolds, p.Decides}
}
