package bot_test

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// Many games with one Table, which allocates nothing per game.
func ExampleTable() {
	g, _ := engine.Deal(engine.House(), cards.Pack52, 3, 0)
	t := bot.Table{Bots: []bot.Bot{bot.NewMemory(1), bot.NewRandom(2), bot.NewRandom(3)}}
	var wins [3]int
	for seed := range uint64(1000) {
		g.Redeal(seed)
		r, err := t.Play(g)
		if err != nil {
			fmt.Println(err)
			return
		}
		for _, s := range r.Winners.Append(nil) {
			wins[s]++
		}
	}
	fmt.Println(wins[0] > wins[1] && wins[0] > wins[2])
	// Output: true
}

// One game, told.
func ExamplePlayGame() {
	g, _ := engine.Deal(engine.House(), cards.Pack32, 2, 3)
	r, err := bot.PlayGame(g, []bot.Bot{bot.NewMemory(1), bot.NewRandom(1)})
	if err != nil {
		fmt.Println(err)
		return
	}
	rec := g.Record()
	fmt.Println(tell.Teller{}.Tell(rec[len(rec)-1]))
	fmt.Println(r.Winners.Append(nil), r.Moves > 0)
	// Output:
	// game over (every rank is booked): seat 0 wins with 7 books
	// [0] true
}
