package claims_test

import (
	"fmt"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/claims"
)

// Check proves every statement of the shipped Go Fish card against the
// house rules: here with 20 games for each of its six configurations.
func ExampleCheck() {
	card, err := content.LoadShipped("gofish")
	if err != nil {
		panic(err)
	}
	rep, err := claims.Check(card, claims.Options{Games: 20, Seed: 1})
	fmt.Println("error:", err)
	s := rep.Summary
	fmt.Printf("%d statements, %d unbound, %d failed, %d games\n", s.Statements, s.Unbound, s.Failed, s.Games)
	for _, st := range rep.Statements[:2] {
		fmt.Println(st.ID, st.Claims, st.OK)
	}
	// Output:
	// error: <nil>
	// 27 statements, 0 unbound, 0 failed, 120 games
	// tagline [players.range pack.sizes] true
	// idea-book [book.size book.at-once] true
}

// Lookup finds a claim of the catalogue by its id.
func ExampleLookup() {
	c, ok := claims.Lookup("deal.size")
	fmt.Println(ok, c.Params)
	fmt.Println(c.Description)
	fmt.Println(c.Examples[0])
	// Output:
	// true {PLAYERS: N, ...}
	// each player is dealt the given number of cards for the player count
	// games/gofish/claims/examples/deal.size/two-players.yaml
}
