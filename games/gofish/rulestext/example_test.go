package rulestext_test

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/rulestext"
)

// The rules in words, made from the Rules value.
func ExampleDescribe() {
	r, _ := engine.Preset("house")
	text := rulestext.Describe(r).Text()
	fmt.Println(strings.Split(text, "\n")[0])
	fmt.Println(strings.Contains(text, "2 players get 7 cards each; 3 or 4 players get 5 each."))
	// Output:
	// Go Fish: the house rules
	// true
}
