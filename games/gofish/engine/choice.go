package engine

import "github.com/rulecard/rulecard/cards"

// Choice is what a person at the table may do on their turn, as `rulecard
// play` lists it: the books Seat may claim, numbered from 1, then its asks,
// numbered on. What the person types is read by games/gofish/tell
// (Teller.ParseChoice), which knows the seats' names.
type Choice struct {
	Seat   cards.Seat
	Claims []cards.Rank
	Asks   []Ask
}
