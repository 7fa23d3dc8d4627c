package story_test

import (
	"fmt"

	"github.com/rulecard/rulecard/games/gofish/scenario"
	"github.com/rulecard/rulecard/games/gofish/story"
	"github.com/rulecard/rulecard/locale"
)

func Example() {
	s, err := scenario.Parse("hit.yaml", []byte(`
rules: house
seats: [Ana, Ben]
hands: {Ana: [7S, 2D], Ben: [7C, 7H, 9D]}
steps:
  - ask: {by: Ana, of: Ben, rank: 7}
  - ask: {by: Ana, of: Ben, rank: 2}
`))
	if err != nil {
		panic(err)
	}
	tr, err := story.Replay(s)
	if err != nil {
		panic(err)
	}
	for _, code := range []locale.Code{"en", "de"} {
		teller, _ := story.NewTeller(code)
		st, _ := teller.Tell(tr)
		fmt.Println(st.Text())
	}
	// Output:
	// Ana holds 2♦ 7♠. Ben holds 7♥ 7♣ 9♦. The pond holds 47 cards; Ana plays first.
	// Ana asks Ben for sevens. Ben hands over 7♥ and 7♣. Ana goes again.
	// Ana asks Ben for twos. Ben says “Go fish!” Ana draws A♠ from the pond; only Ana sees it. It is Ben’s turn.
	// Ana hat 2♦ 7♠. Ben hat 7♥ 7♣ 9♦. Der Teich enthält 47 Karten; Ana fängt an.
	// Ana fragt Ben nach Siebenern. Ben gibt Ana 7♥ und 7♣. Ana ist noch mal dran.
	// Ana fragt Ben nach Zweiern. Ben sagt: „Geh fischen!“ Ana zieht A♠ aus dem Teich; nur Ana sieht die Karte. Ben ist dran.
}
