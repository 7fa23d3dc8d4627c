package claims

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/preset"
	"github.com/rulecard/rulecard/games/gofish/scenario"
)

// genGames is the most seeded games searched, for each configuration, for
// a claim's event when its worked example is generated.
const genGames = 40

// genSeatNames name the seats of a generated example.
var genSeatNames = [engine.MaxPlayers]string{"Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"}

// generated is a worked example cut from a seeded game: its scenario file,
// the file parsed and how many moves it plays.
type generated struct {
	path string
	data []byte
	s    *scenario.Scenario
	// moves is the number of moves it plays.
	moves int
}

// generateExample plays seeded games of rules, configuration by
// configuration and game by game from seed, with memory bots, and cuts the
// first game in which claim d's event happens into a scenario: the moves
// that lead to the event, from the table as it stood before them
// (shortestCut), the event's move, and what that move leads to. When no
// game of memory bots has the event, games of random bots are searched
// (a memory bot never meets a dead ask, say). The same rules,
// configurations and seed give the same example. It reports false when
// no game of genGames per configuration has the event.
func generateExample(d *def, rules engine.Rules, cfgs []config, seed uint64) (*generated, bool) {
	precise, broad := eventOf(d)
	if precise != nil {
		for _, kind := range []bot.Kind{bot.KindMemory, bot.KindRandom} {
			if g, ok := search(d, precise, rules, cfgs, seed, kind); ok {
				return g, true
			}
		}
	}
	if g, ok := search(d, broad, rules, cfgs, seed, bot.KindMemory); ok {
		return g, true
	}
	// The claim's situation never arises under these rules (it holds
	// because nothing contradicts it): the example shows the first move.
	return search(d, func(*Step) bool { return true }, rules, cfgs, seed, bot.KindMemory)
}

// shortEnough is the most moves a generated example plays that search
// takes without looking further for a game whose cut is shorter.
const shortEnough = 6

// search returns the first game of kind's bots, configuration by
// configuration within game by game, in which event happens, cut there;
// when its cut plays more than shortEnough moves, the game of the
// shortest cut among the genGames per configuration (the first of those).
func search(d *def, event func(*Step) bool, rules engine.Rules, cfgs []config, seed uint64, kind bot.Kind) (*generated, bool) {
	var best *generated
	for i := range uint64(genGames) {
		for _, cf := range cfgs {
			g, ok := cutGame(d, event, rules, cf, seed+i, kind)
			if !ok || best != nil && g.moves >= best.moves {
				continue
			}
			if best = g; g.moves <= shortEnough {
				return best, true
			}
		}
	}
	return best, best != nil
}

// cutGame plays one game with kind's bots and cuts it at the first step
// with the event.
func cutGame(d *def, event func(*Step) bool, rules engine.Rules, cf config, seed uint64, kind bot.Kind) (*generated, bool) {
	g, err := engine.Deal(rules, cf.pack, cf.players, seed)
	if err != nil {
		return nil, false
	}
	var bots [engine.MaxPlayers]bot.Bot
	for s := range cf.players {
		if bots[s], err = bot.New(kind, seed*31+uint64(s)); err != nil {
			return nil, false
		}
	}
	var out engine.Outcome
	st := &Step{Game: g, Players: cf.players, Pack: cf.pack, Seed: seed, Out: &out}
	st.After.take(g)
	var moves []engine.Move
	var view engine.View
	st.View = &view
	for move := 1; !g.Over() && move <= bot.MaxMoves; move++ {
		st.Index, st.Before = move, st.After
		g.ViewInto(&view, st.Before.Turn)
		if st.HasAsks = st.Before.Pond == 0; st.HasAsks {
			st.Asks = view.Asks(st.Asks[:0])
		}
		st.Move = bots[st.Before.Turn].Choose(&view)
		from := len(g.Record())
		if out, err = g.Play(st.Move); err != nil {
			return nil, false
		}
		st.After.take(g)
		st.Events = g.Record()[from:]
		moves = append(moves, st.Move)
		if event(st) {
			table, from := shortestCut(rules, cf, seed, moves)
			return table.cut(d, rules, cf, seed, kind, from, moves, st), true
		}
	}
	return nil, false
}

// deal is a game as dealt: each seat's hand (with the books laid from the
// deal back in it), the pond from the top and the seat to move; or the
// table at a later move (tableOf), each seat's books apart.
type deal struct {
	hands []cards.Cards
	books []cards.Ranks
	pond  []cards.Card
	turn  cards.Seat
}

func dealt(g *engine.Game) deal {
	d := deal{pond: g.Pond(), turn: g.Turn()}
	for s := range g.Players() {
		h := g.HandSet(cards.Seat(s))
		for b := g.BookSet(cards.Seat(s)); b != 0; b &= b - 1 {
			h |= cards.RankCards(b.First())
		}
		d.hands = append(d.hands, h)
	}
	return d
}

// cut writes the scenario file of the game's moves from move from (0:
// the deal), the table dl as it stood then, up to st, and parses it.
func (dl deal) cut(d *def, rules engine.Rules, cf config, seed uint64, kind bot.Kind, from int, moves []engine.Move, st *Step) *generated {
	name := func(s cards.Seat) string { return genSeatNames[s] }
	var b strings.Builder
	fmt.Fprintf(&b, "# A worked example of %s, generated: the game of seed %d with %d players and the %d-card\n",
		d.id, seed, cf.players, cf.pack.Size())
	if from == 0 {
		fmt.Fprintf(&b, "# pack, played by %s bots up to the first move where the claim's event happens.\n", kind)
	} else {
		fmt.Fprintf(&b, "# pack, played by %s bots, from its move %d (the table as it stood then) up to the\n# first move where the claim's event happens.\n", kind, from+1)
	}
	fmt.Fprintf(&b, "rules: %s\n", rules.Name)
	if opts := rules.Options.Names(); len(opts) > 0 {
		fmt.Fprintf(&b, "options: [%s]\n", strings.Join(preset.Strings(opts), ", "))
	}
	if ch := rules.ChangedSettings(); len(ch) > 0 {
		b.WriteString("changes:\n")
		for _, c := range ch {
			k, v, _ := strings.Cut(c, ": ")
			fmt.Fprintf(&b, "  %s: %q\n", k, v)
		}
	}
	fmt.Fprintf(&b, "pack: %d\nseats: [%s]\nhands:\n", cf.pack.Size(), strings.Join(genSeatNames[:cf.players], ", "))
	for s, h := range dl.hands {
		fmt.Fprintf(&b, "  %s: [%s]\n", name(cards.Seat(s)), yamlCards(h.Append(nil)))
	}
	if books := yamlBooks(dl.books, name); books != "" {
		fmt.Fprintf(&b, "books: {%s}\n", books)
	}
	fmt.Fprintf(&b, "pond: [%s]\nturn: %s\nsteps:\n", yamlCards(dl.pond), name(dl.turn))
	for i, m := range moves {
		if i < from {
			continue
		}
		fmt.Fprintf(&b, "  - %s\n", moveYAML(m, name))
		if i == len(moves)-1 {
			fmt.Fprintf(&b, "    expect: {%s}\n", expectYAML(st, name))
		}
	}
	if st.After.Over {
		var w []string
		for _, s := range st.After.Winners.Append(nil) {
			w = append(w, name(s))
		}
		fmt.Fprintf(&b, "end: {over: true, winners: [%s]}\n", strings.Join(w, ", "))
	} else {
		fmt.Fprintf(&b, "end: {over: false, pond: %d}\n", st.After.Pond)
	}
	path := fmt.Sprintf("generated/%s/seed-%d-%dp-%d.yaml", d.id, seed, cf.players, cf.pack.Size())
	if kind != bot.KindMemory {
		path = fmt.Sprintf("generated/%s/seed-%d-%dp-%d-%s.yaml", d.id, seed, cf.players, cf.pack.Size(), kind)
	}
	data := []byte(b.String())
	s, err := scenario.Parse(path, data)
	if err != nil {
		// The writer and the parser disagree: a bug, shown as the
		// example's failure.
		s = nil
	}
	return &generated{path: path, data: data, s: s, moves: len(moves) - from}
}

// yamlBooks writes the seats' books as a scenario's books map, the seats
// with none left out ("" when no seat has one).
func yamlBooks(books []cards.Ranks, name func(cards.Seat) string) string {
	var seats []string
	for s, rs := range books {
		if rs == 0 {
			continue
		}
		var ranks []string
		for _, r := range rs.Append(nil) {
			ranks = append(ranks, fmt.Sprintf("%q", r.String()))
		}
		seats = append(seats, name(cards.Seat(s))+": ["+strings.Join(ranks, ", ")+"]")
	}
	return strings.Join(seats, ", ")
}

func yamlCards(cs []cards.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return strings.Join(out, ", ")
}

func moveYAML(m engine.Move, name func(cards.Seat) string) string {
	switch m.Kind {
	case engine.MoveAskCard:
		return fmt.Sprintf("ask: {by: %s, of: %s, card: %s}", name(m.By), name(m.Of), m.Card)
	case engine.MoveClaim:
		return fmt.Sprintf("claim: {by: %s, rank: %q}", name(m.By), m.Rank.String())
	}
	return fmt.Sprintf("ask: {by: %s, of: %s, rank: %q}", name(m.By), name(m.Of), m.Rank.String())
}

// expectYAML writes what the last move led to.
func expectYAML(st *Step, name func(cards.Seat) string) string {
	var parts []string
	if st.Move.Kind != engine.MoveClaim {
		var got cards.Cards
		for i := range st.Events {
			if e := &st.Events[i]; e.Kind == engine.EvAsk {
				got = e.Cards
			}
		}
		parts = append(parts, "gets: ["+yamlCards(got.Append(nil))+"]")
		if got == 0 {
			draw := "none"
			if st.Out.Drew {
				draw = st.Out.Draw.String()
			}
			parts = append(parts, "draws: "+draw, fmt.Sprintf("wish: %t", st.Out.Wish))
		}
	}
	var books []string
	for _, r := range st.Out.Books {
		books = append(books, fmt.Sprintf("%q", r.String()))
	}
	parts = append(parts, "books: ["+strings.Join(books, ", ")+"]")
	if !st.After.Over {
		parts = append(parts, "next: "+name(st.After.Turn))
	}
	return strings.Join(parts, ", ")
}

// runGenerated replays a generated example under rules, as runExample
// does a hand-written one.
func runGenerated(gen *generated, rules engine.Rules) game.ExampleResult {
	res := game.ExampleResult{Path: gen.path, Generated: true, Scenario: gen.data}
	if gen.s == nil {
		_, err := scenario.Parse(gen.path, gen.data)
		res.Failures = []string{fmt.Sprintf("the generated example does not parse: %v", err)}
		return res
	}
	replay(&res, gen.s, rules)
	return res
}
