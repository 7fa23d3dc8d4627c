package scenario_test

import (
	"errors"
	"fmt"
	"os"

	"github.com/rulecard/rulecard/games/gofish/scenario"
)

// A worked example: a hit, then a go fish whose draw makes a book.
func ExampleScenario_Run() {
	s, err := scenario.Parse("example.yaml", []byte(`
seats: [Ana, Ben, Cy]
hands:
  Ana: [7S, 7H, KD]
  Ben: [7C, 2H, 9D]
  Cy:  [QS, QH]
pond: [7D, 3C]
turn: Ana
steps:
  - ask: {by: Ana, of: Ben, rank: "7"}
    expect: {gets: [7C], next: Ana}
  - ask: {by: Ana, of: Cy, rank: K}
    expect: {gets: [], draws: 7D, wish: false, books: ["7"], next: Cy}
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	err = s.Run(os.Stdout)
	fmt.Println(errors.Is(err, scenario.ErrExpectation))
	fmt.Println(err)
	// Output:
	// deal: Ana is dealt 3 cards
	//       Ben is dealt 3 cards
	//       Cy is dealt 2 cards
	//       the pond holds 44 cards; Ana plays first
	// step 1: Ana asks Ben for 7s: Ben hands over 7C
	// step 2: Ana asks Cy for kings: Cy says go fish
	//         Ana goes fishing (draws a card)
	//         Ana lays a book of 7s
	// true
	// example.yaml:13:62: step 2: expected next Cy, got Ben
}

// A file that does not add up is reported with the position of the
// problem.
func ExampleParse() {
	_, err := scenario.Parse("bad.yaml", []byte(`
seats: [Ana, Ben]
hands:
  Ana: [7S, 7H]
  Ben: [7S]
pond: [QX]
`))
	fmt.Println(errors.Is(err, scenario.ErrInvalid))
	fmt.Println(err)
	// Output:
	// true
	// bad.yaml:5:9: 7S dealt twice: in Ben's hand, and in Ana's hand at line 4
	// bad.yaml:6:8: pond: "QX" is not a card (a rank then a suit, as in 7S or 10H)
}
