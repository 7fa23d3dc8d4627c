package reference

import (
	"fmt"
	"slices"
	"sync"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/engine"
	"github.com/rulecard/rulecard/engine/bot"
)

// Facts are figures from games the engine played between bots, for each
// kind of bot and each player count a card is for.
type Facts struct {
	// Pack is the pack the games were played with (the largest the card
	// names); Seed the first game's deal seed (game i is dealt Seed+i).
	Pack int
	Seed uint64
	// Tables hold the figures of each kind of bot, in the order of
	// FactBots.
	Tables []FactTable
}

// FactBots are the bots the facts are played with, each at every seat:
// memory (remembers the whole public record) and random (picks one of its
// live asks at random).
var FactBots = []string{"memory", "random"}

// FactTable is what the games of one kind of bot showed.
type FactTable struct {
	// Bot names the bot at every seat.
	Bot string
	// Columns hold the figures of each player count, fewest first.
	Columns []FactColumn
}

// FactColumn is what the games of one player count showed.
type FactColumn struct {
	// Players is the player count; Games the games played.
	Players, Games int
	// Turns is the average number of turns a game lasted, a turn being
	// one player's moves until another player moves.
	Turns float64
	// PondDry is the share of games (0 to 1) in which the pond ran dry
	// before the game ended.
	PondDry float64
	// DeadAsk is the share of games in which a dead ask was listed among
	// the possible asks of the player to move.
	DeadAsk float64
	// FirstSeat is the share of games the first seat won, a shared win
	// counting for each winner.
	FirstSeat float64
}

// Simulate plays games games for each bot of FactBots and each player
// count card is for, with its preset and its largest pack, the same bot
// at every seat, the first game dealt with seed. The figures depend on
// nothing else: the same arguments give the same facts.
func Simulate(card *content.Card, games int, seed uint64) (*Facts, error) {
	if games < 1 {
		return nil, fmt.Errorf("reference: simulate %d games: want 1 or more", games)
	}
	rules, err := presetRules(card)
	if err != nil {
		return nil, err
	}
	if len(card.Packs) == 0 {
		return nil, fmt.Errorf("reference: card %s names no pack", card.ID)
	}
	pack, err := engine.ParsePack(slices.Max(card.Packs))
	if err != nil {
		return nil, fmt.Errorf("reference: card %s: %w", card.ID, err)
	}
	f := &Facts{Pack: pack.Size(), Seed: seed}
	n := max(card.Players.Max-card.Players.Min+1, 0)
	var errs []error
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, name := range FactBots {
		t := FactTable{Bot: name, Columns: make([]FactColumn, n)}
		for i := range t.Columns {
			wg.Go(func() {
				col, err := simulate(rules, pack, card.Players.Min+i, games, seed, name)
				t.Columns[i] = col
				if err != nil {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
				}
			})
		}
		f.Tables = append(f.Tables, t)
	}
	wg.Wait()
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return f, nil
}

// simulate plays the games of one player count.
func simulate(rules engine.Rules, pack engine.Pack, players, games int, seed uint64, name string) (FactColumn, error) {
	col := FactColumn{Players: players, Games: games}
	g, err := engine.Deal(rules, pack, players, seed)
	if err != nil {
		return col, fmt.Errorf("reference: %d players: %w", players, err)
	}
	b, err := bot.New(name, seed)
	if err != nil {
		return col, err
	}
	reset, _ := b.(bot.Resetter)
	var p player
	var turns, dry, dead, first int
	for i := range games {
		if i > 0 {
			g.Redeal(seed + uint64(i))
		}
		if reset != nil {
			reset.Reset()
		}
		res, err := p.play(g, b)
		if err != nil {
			return col, fmt.Errorf("reference: %d players, game %d (seed %d): %w", players, i+1, seed+uint64(i), err)
		}
		turns += res.turns
		dry += b2i(res.dry)
		dead += b2i(res.dead)
		first += b2i(g.WinnerSet().Has(0))
	}
	n := float64(games)
	col.Turns, col.PondDry, col.DeadAsk, col.FirstSeat = float64(turns)/n, float64(dry)/n, float64(dead)/n, float64(first)/n
	return col, nil
}

// player plays one game at a time, watching for the facts.
type player struct {
	view engine.View
	asks []engine.Ask
}

// played is what one game showed.
type played struct {
	turns     int
	dry, dead bool
}

// play plays g to its end with bot b at every seat.
func (p *player) play(g *engine.Game, b bot.Bot) (played, error) {
	var res played
	for moves := 0; !g.Over(); moves++ {
		if moves >= bot.MaxMoves {
			return res, fmt.Errorf("no end after %d moves", moves)
		}
		res.dry = res.dry || g.PondSize() == 0
		s := g.Turn()
		g.ViewInto(&p.view, s)
		if !res.dead && p.view.AnyDead() {
			p.asks = p.view.Asks(p.asks[:0])
			for _, a := range p.asks {
				res.dead = res.dead || a.Dead
			}
		}
		m := b.Choose(&p.view)
		if err := g.Do(&m); err != nil {
			return res, err
		}
		if g.Over() || g.Turn() != s {
			res.turns++
		}
	}
	return res, nil
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
