package engine

import (
	"slices"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

// TestPresetsAreTheRuleSetsOfRULES checks every registered preset field by
// field against RULES.md ("The other rule sets in the seeds").
func TestPresetsAreTheRuleSetsOfRULES(t *testing.T) {
	for _, name := range preset.Names() {
		if _, err := Preset(name); err != nil {
			t.Errorf("preset %s: %v", name, err)
		}
	}
	common := Rules{Name: "common", Players: PlayerRange{2, 6}, Packs: WithPack52,
		DealSizes: [MaxPlayers + 1]uint8{2: 7, 3: 5, 4: 5, 5: 5, 6: 5}, First: FirstRandom,
		Wish: true, AfterMiss: MissAsked, EmptyHand: EmptyOut, End: EndStockOut | EndPlayerOut}
	for _, c := range []struct {
		name preset.Name
		want Rules
	}{
		{"duel", Rules{Name: "duel", Players: PlayerRange{2, 2}, Packs: WithPack52,
			DealSizes: [MaxPlayers + 1]uint8{2: 5}, Books: BookClaim, EmptyHand: EmptyDrawOne}},
		{"whole-pack", Rules{Name: "whole-pack", Players: PlayerRange{3, 6}, Packs: WithPack52,
			Deal: DealExtraPlayer, AfterMiss: MissAsked, Books: BookNextTurn, EmptyHand: EmptyOut,
			End: EndStockOut | EndBookedOut, OutWins: true}},
		{"common", common},
	} {
		r, err := Preset(c.name)
		if err != nil {
			t.Fatal(err)
		}
		if r != c.want {
			t.Errorf("%s is\n%+v, want\n%+v", c.name, r, c.want)
		}
		if err := r.Check(); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

func TestWholePackDealsAsIfOneMorePlayer(t *testing.T) {
	r := WholePack()
	for n, each := range map[int]int{3: 13, 4: 10, 5: 8, 6: 7} {
		if got := r.HandSize(cards.Pack52, n); got != each {
			t.Errorf("%d players: %d each, want %d", n, got, each)
		}
	}
}

func TestPresetOptions(t *testing.T) {
	for name, want := range map[preset.Name][]preset.Option{
		"house": {"lucky-draw", "play-on"}, "duel": nil,
		"whole-pack": {"give-one", "lucky-draw"}, "common": {"ask-card", "bluff", "play-on"},
	} {
		var got []preset.Option
		for _, o := range PresetOptions(name) {
			got = append(got, o.Name)
			if o.Summary == "" {
				t.Errorf("option %s has no summary", o.Name)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s takes %v, want %v", name, got, want)
		}
	}
	if PresetOptions("nope") != nil {
		t.Errorf("an unknown preset takes options")
	}
}

func TestWithAppliesEachOption(t *testing.T) {
	for _, c := range []struct {
		preset func() Rules
		opts   []preset.Option
		want   func(r *Rules)
	}{
		{WholePack, []preset.Option{"give-one"}, func(r *Rules) { r.Give = GiveOne }},
		{WholePack, []preset.Option{"lucky-draw"}, func(r *Rules) { r.LuckyDraw, r.Wish = true, true }},
		{Common, []preset.Option{"ask-card"}, func(r *Rules) { r.Ask = AskForCard }},
		{Common, []preset.Option{"bluff", "ask-card"}, func(r *Rules) { r.Ask, r.Bluff = AskForCard, true }},
		{Common, []preset.Option{"play-on", "play-on"}, func(r *Rules) { r.PlayOn = true }},
		{House, []preset.Option{"play-on"}, func(r *Rules) { r.PlayOn = true }},
	} {
		got, err := c.preset().With(c.opts...)
		if err != nil {
			t.Fatalf("%s %v: %v", got.Name, c.opts, err)
		}
		want := c.preset()
		c.want(&want)
		got.Options = 0
		if got != want {
			t.Errorf("%s with %v is\n%+v, want\n%+v", want.Name, c.opts, got, want)
		}
	}
}

func TestWithRefusesUnknownOptionsAndTakesEveryOtherOnEveryPreset(t *testing.T) {
	for _, c := range []struct {
		preset func() Rules
		opts   []preset.Option
		want   string
	}{
		{House, []preset.Option{"jokers-wild"}, `unknown option "jokers-wild" (options: ask-card, bluff, give-one, lucky-draw, play-on)`},
		{Common, []preset.Option{"bluff"}, "option bluff needs option ask-card"},
	} {
		r := c.preset()
		got, err := r.With(c.opts...)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s with %v: error %v, want %q", r.Name, c.opts, err, c.want)
		}
		if got != r {
			t.Errorf("%s with %v: a refused option changed the rules", r.Name, c.opts)
		}
	}
	for _, name := range preset.Names() {
		for _, o := range preset.Options() {
			opts := []preset.Option{o}
			if o == "bluff" {
				opts = []preset.Option{"ask-card", o}
			}
			r, _ := Preset(name)
			got, err := r.With(opts...)
			if err != nil {
				t.Errorf("%s with %v: %v", name, opts, err)
				continue
			}
			if err := got.Check(); err != nil {
				t.Errorf("%s with %v cannot be played: %v", name, opts, err)
			}
		}
	}
}

// TestEveryOptionChangesSomething: an option the preset already has would
// make a card's option list lie.
func TestEveryOptionChangesSomething(t *testing.T) {
	for _, name := range preset.Names() {
		for _, o := range PresetOptions(name) {
			base, _ := Preset(name)
			opts := []preset.Option{o.Name}
			if o.Needs != "" {
				base, _ = base.With(o.Needs)
				opts = []preset.Option{o.Needs, o.Name}
			}
			r, err := base.With(opts...)
			if err != nil {
				t.Fatal(err)
			}
			r.Options, base.Options = 0, 0
			if r == base {
				t.Errorf("%s: option %s changes nothing", name, o.Name)
			}
			if err := r.Check(); err != nil {
				t.Errorf("%s with %s: %v", name, o.Name, err)
			}
		}
	}
}

func TestPresetEnds(t *testing.T) {
	playOn, _ := Common().With("play-on")
	runCases(t, []playCase{
		{name: "whole-pack: a player whose last card is taken sits out, and the game goes on",
			table: table{rules: WholePack(), hands: []string{"7S 7H KD", "7D", "2S 2H"}, pond: "5S 5H"},
			steps: []step{
				{m: ask(0, 1, cards.Seven), gets: "7D", next: 0},
				{m: ask(0, 1, cards.King), err: ErrEmptyHand},
				{m: ask(0, 2, cards.King), draw: "5S", next: 2},
			}},
		{name: "whole-pack: booking your last card wins, even with fewer books",
			table: table{rules: WholePack(), hands: []string{"7S 7H 7D", "7C 2D", "2S"}, books: []string{"", "", "A K Q"}, pond: "5S"},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7C", books: "7", over: true}},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvEnd, Why: WhyBookedOut, Winners: 1, Count: 1})
			}},
		{name: "whole-pack: the last draw ends the game, and a book waiting in hand counts",
			table: table{rules: WholePack(), hands: []string{"7S 7H 7D KD", "KS KH 2D 2H", "KC 2S 2C"},
				books: allBut(3, cards.Seven, cards.King, cards.Two), pond: "7C", full: true},
			steps: []step{
				{m: ask(0, 1, cards.King), gets: "KS KH", next: 0},
				{m: ask(0, 2, cards.King), gets: "KC", books: "K", next: 0},
				{m: ask(0, 1, cards.Seven), draw: "7C", books: "7", over: true},
			},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvBook, Why: WhyAtEnd, Seat: 0, Rank: cards.Seven})
				wantEvent(t, g, Event{Kind: EvEnd, Why: WhyStockOut, Winners: 1, Count: 6})
			}},
		{name: "common: a player left with no cards ends the game, and most books wins",
			table: table{rules: Common(), hands: []string{"7S KD", "7H", "2S"}, books: []string{"", "", "9"}},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7H", over: true}},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvEnd, Why: WhyPlayerOut, Winners: 4, Count: 1})
			}},
		{name: "common with play-on: a player with no cards still ends the game while the pond lasts",
			table: table{rules: playOn, hands: []string{"7S KD", "7H", "2S"}},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7H", over: true}}},
		{name: "common with play-on: once the pond is empty, a player out of cards is skipped and play goes on",
			table: table{rules: playOn, hands: []string{"7S 7H 7D", "7C 2S", "2H 2D 2C"},
				books: allBut(3, cards.Seven, cards.Two), full: true},
			steps: []step{
				{m: ask(0, 1, cards.Seven), gets: "7C", books: "7", next: 1},
				{m: ask(1, 2, cards.Two), gets: "2H 2D 2C", books: "2", next: 1, over: true},
			},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvOut, Seat: 0})
				wantEvent(t, g, Event{Kind: EvEnd, Why: WhyAllBooked, Winners: 3, Count: 5})
			}},
	})
	g := table{rules: Common(), hands: []string{"7S 7H", "7D 7C"}, books: allBut(2, cards.Seven), full: true}.start(t)
	if !g.Over() {
		t.Errorf("common: a game set up with the pond empty is not over")
	}
}
