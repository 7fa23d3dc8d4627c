package engine

import (
	"fmt"
	"strings"
)

func describeBooks(r Rules, p *phrases) []string {
	var items []string
	switch r.Books {
	case BookClaim:
		items = append(items, p.BookClaim)
	case BookNextTurn:
		by := p.NextTurnBy
		if r.EmptyHand == EmptyNewHand {
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
		if r.EmptyHand == EmptyNewHand {
			completedBy = p.ByNewHand
		}
		items = append(items, fmt.Sprintf(p.BookAtOnce, completedBy))
	}
	return append(items, p.OnlyBooks)
}

func describeDeadAsks(r Rules, p *phrases) []string {
	if !r.DeadAsks {
		return []string{p.NoDeadAsks}
	}
	moves := []string{p.DeadHit, p.DeadDraw}
	switch r.EmptyHand {
	case EmptyNewHand:
		moves = append(moves, p.DeadNewHand)
	case EmptyDrawOne:
		moves = append(moves, p.DeadDrawOne)
	}
	return []string{p.DeadRemembered, fmt.Sprintf(p.DeadCleared, strings.Join(moves, ", ")), p.DeadRule}
}

func describeRunningOut(r Rules, p *phrases) []string {
	var items []string
	switch {
	case r.EmptyHand == EmptyDrawOne:
		items = append(items, p.EmptyDrawOne)
	case r.EmptyHand == EmptySkip && r.End&EndPlayerOut != 0 && !r.PlayOn:
		items = append(items, p.EmptyOutEnds)
	case r.EmptyHand == EmptySkip:
		items = append(items, p.EmptySkip)
	case r.EmptyHand == EmptyOut && r.End&EndPlayerOut != 0 && r.PlayOn:
		items = append(items, p.EmptyOutPlayOn)
	case r.EmptyHand == EmptyOut && r.End&EndPlayerOut != 0:
		items = append(items, p.EmptyOutEnds)
	case r.EmptyHand == EmptyOut:
		items = append(items, p.EmptyOut)
	default:
		items = append(items, p.EmptyNewHand)
	}
	nobody := p.Nobody
	if r.Books == BookClaim {
		nobody = p.NobodyClaim
	}
	can := map[EmptyRule]string{
		EmptyNewHand: p.CanNewHand,
		EmptyDrawOne: p.CanDrawOne,
		EmptyOut:     p.CanOut,
		EmptySkip:    p.CanOut,
	}[r.EmptyHand]
	return append(items, nobody, fmt.Sprintf(p.NextSeatMeans, can))
}

func describeEnd(r Rules, p *phrases) []string {
	var ends []string
	if r.End&EndStockOut != 0 && !r.PlayOn {
		ends = append(ends, p.EndStock)
	}
	if r.End&EndBookedOut != 0 {
		ends = append(ends, p.EndBooked)
	}
	if r.End&EndPlayerOut != 0 {
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
	stuck := (r.EmptyHand == EmptyOut || r.EmptyHand == EmptySkip) && r.End&EndPlayerOut == 0
	switch {
	case r.End&EndStockOut != 0 && !r.PlayOn:
		if stuck {
			items = append(items, p.AlsoStuck)
		}
	case r.End != 0 && r.PlayOn:
		// "play goes on until every rank is booked" says it.
	case r.End != 0 && stuck:
		items = append(items, p.AlsoBookedStuck)
	case r.End != 0:
		items = append(items, p.AlsoBooked)
	case r.Books == BookClaim:
		items = append(items, p.EndClaim)
	case stuck:
		items = append(items, p.EndStuck)
	default:
		items = append(items, p.EndBookedOnly)
	}
	if r.Books == BookNextTurn {
		items = append(items, p.EndWaiting)
	}
	return append(items, describeWinner(r, p)...)
}

func describeWinner(r Rules, p *phrases) []string {
	var items []string
	switch {
	case r.OutWins && r.End&EndBookedOut != 0 && r.End&EndPlayerOut == 0:
		items = append(items, p.WinBooked)
	case r.OutWins && r.End&(EndPlayerOut|EndBookedOut) != 0:
		items = append(items, p.WinOut)
	default:
		items = append(items, p.WinMost)
	}
	return append(items, p.Tie)
}

func describeHidden(r Rules, p *phrases) []string {
	shown := []string{p.Handed}
	if r.Wish {
		shown = append(shown, p.Wishes)
	}
	if r.LuckyDraw {
		shown = append(shown, p.LuckyShown)
	}
	shown = append(shown, p.Laid)
	switch r.EmptyHand {
	case EmptyNewHand:
		shown = append(shown, p.NewHands)
	case EmptyDrawOne:
		shown = append(shown, p.DrawnOne)
	case EmptyOut:
		shown = append(shown, p.Out)
	}
	return []string{fmt.Sprintf(p.Record, strings.Join(shown, ", ")), p.NeverHolds, p.Decides}
}
