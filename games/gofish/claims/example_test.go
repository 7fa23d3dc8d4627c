package claims_test

import (
	"fmt"

	"github.com/rulecard/rulecard/games/gofish/claims"
)

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
