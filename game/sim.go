package game

import "github.com/rulecard/rulecard/cards"

// Sim is a run of seeded games between bots: what `rulecard simulate`
// and a reference's facts play.
type Sim struct {
	// Rules, Players and Pack are the table's.
	Rules   Rules
	Players int
	Pack    cards.Pack
	// Bots are the kinds of bot of each seat in turn (Table.Bots names
	// them); the list repeats when it is shorter than the table.
	Bots []string
	// Seed deals the first game; game i is dealt with Seed+i. Games is
	// the number of games, 1 or more; Workers the goroutines that play
	// them (GOMAXPROCS when 0 or less).
	Seed    uint64
	Games   int
	Workers int
	// Figures asks for the game's own figures (Tally.Figures) too; they
	// cost a look at every move.
	Figures bool
	// Progress, when set, is called after each block of games with the
	// number of games done so far.
	Progress func(done int)
}

// Tally is what a run of games showed. It depends on the Sim alone, not
// on the number of workers.
type Tally struct {
	// Games is the number of games played; Moves and Turns the moves and
	// the turns of all of them, a turn being a run of moves by one seat.
	Games, Moves, Turns int
	// ByMoves[n] and ByTurns[n] count the games of n moves and of n turns
	// (SpreadOf).
	ByMoves, ByTurns []int
	// Wins counts the games each seat won, by seat; a shared win counts
	// for each winner. Shared counts the games whose win was shared.
	Wins   []int
	Shared int
	// Figures are the game's own figures, with Sim.Figures, in the game's
	// order: only those its rules give a meaning to.
	Figures []Figure
}

// Figure is one of a game's own figures over a run of games ("the pond
// ran dry before the end"): ID names it, and a reference's words give it
// a label by that id.
type Figure struct {
	ID   string
	Kind FigureKind
	// Total counts the games in which it held (Share), or adds up its
	// value over the games (Mean).
	Total int
}

// FigureKind says what a Figure's Total is.
type FigureKind int

const (
	// Share figures count games: their value is a share of the games.
	Share FigureKind = iota
	// Mean figures add a quantity up: their value is its mean a game.
	Mean
)

// Of returns the figure's value over games games: a share (0 to 1) or a
// mean.
func (f Figure) Of(games int) float64 {
	if games == 0 {
		return 0
	}
	return float64(f.Total) / float64(games)
}

// CountOne adds one to counts[n], growing counts: how ByMoves and ByTurns
// count a game's length.
func CountOne(counts []int, n int) []int {
	for len(counts) <= n {
		counts = append(counts, 0)
	}
	counts[n]++
	return counts
}
