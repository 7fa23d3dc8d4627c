package claim_test

import (
	"fmt"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	_ "github.com/rulecard/rulecard/games" // the shipped games
)

// Check proves every statement of the shipped Go Fish card against the
// engine of its game, under the house rules: here with 20 games for each
// of its six configurations.
func ExampleCheck() {
	card, err := content.LoadShipped("gofish")
	if err != nil {
		panic(err)
	}
	rep, err := claim.Check(card, claim.Options{Games: 20, Seed: 1})
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
