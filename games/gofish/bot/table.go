package bot

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// MaxMoves bounds a game played by a [Table]: past it the game is given
// up as endless. House games end well within it.
const MaxMoves = 100_000

// Result is how a game played by a [Table] went.
type Result struct {
	// Winners are the winning seats.
	Winners cards.Seats
	// Moves counts the moves made; Turns the turns, a turn being a run of
	// moves by one seat.
	Moves, Turns int
	// Stopped reports that the Watcher stopped the game before its end.
	Stopped bool
}

// Table plays games: the one game loop of the project, behind
// simulations, the claims' games, the reference's facts and a game played
// in the terminal. Each seat is played by a bot, or by a [Person]; a
// [Watcher] may be shown every move. Its Play allocates nothing, so a
// Table is the way to play many games.
//
// The memory bots at a table share what they learn from the public record,
// which is the same for all of them: the record is read once, not once per
// bot, and every bot chooses as it would alone.
type Table struct {
	// Bots holds the bot of each seat; one bot may sit at several seats.
	// A seat with a Person in People needs no bot.
	Bots []Bot
	// People, when set, holds the person playing each seat, nil at a seat a
	// bot plays.
	People []Person
	// Watch, when set, is shown every move.
	Watch Watcher
	view  engine.View
	mind  mind
	move  engine.Move
	out   engine.Outcome
	// fast holds the bots of this package by seat, nil for others;
	// allFast reports that every seat has one.
	fast    [engine.MaxPlayers]chooser
	allFast bool
}

// Watcher is shown every move of a game a [Table] plays.
type Watcher interface {
	// Choosing is shown the view the mover chooses from, before it
	// chooses. Returning false stops the game there (Result.Stopped).
	Choosing(g *engine.Game, v *engine.View) bool
	// Played is shown the move played and what it led to.
	Played(g *engine.Game, m *engine.Move, out *engine.Outcome)
}

// Person is a seat's player who may leave the game, or choose a move the
// rules refuse: a person at a terminal.
type Person interface {
	// Move returns the seat's move chosen from its view, or an error,
	// which ends the game and is returned by [Table.Play].
	Move(v *engine.View) (engine.Move, error)
	// Refused tells the person why the engine refused the move; the
	// person is then asked for a move again.
	Refused(err *engine.MoveError)
}

// EndlessError is a game given up after [MaxMoves] moves.
type EndlessError struct{ Moves int }

func (e *EndlessError) Error() string { return fmt.Sprintf("no end after %d moves", e.Moves) }

// RefusedError is a bot's move the engine refused.
type RefusedError struct {
	// Move is the move's number in the game, from 1; Seat its seat.
	Move int
	Seat cards.Seat
	// Err is the engine's error.
	Err error
}

// Error names the move and its seat, and tells the refusal in words
// (games/gofish/tell): "move 5 by seat 1: not-your-turn: it is seat 0's
// turn, not seat 1's".
func (e *RefusedError) Error() string {
	return fmt.Sprintf("move %d by seat %d: %s", e.Move, e.Seat, tell.Teller{}.Err(e.Err))
}

func (e *RefusedError) Unwrap() error { return e.Err }

// chooser is a bot of this package: it writes its move in place, which
// spares copying a Move each move (a copy that stalls the processor).
type chooser interface {
	chooseInto(v *engine.View, m *engine.Move)
}

// Play plays g to its end from where it is: each seat's bot (or person)
// chooses from the seat's view. It resets the bots first (a memory bot
// then reads the record from its start).
func (t *Table) Play(g *engine.Game) (Result, error) {
	if err := t.seat(g.Players()); err != nil {
		return Result{}, err
	}
	if t.allFast && t.Watch == nil {
		return t.playFast(g)
	}
	var res Result
	for !g.Over() {
		if res.Moves >= MaxMoves {
			return res, &EndlessError{res.Moves}
		}
		s := g.Turn()
		g.ViewInto(&t.view, s)
		if t.Watch != nil && !t.Watch.Choosing(g, &t.view) {
			res.Stopped = true
			return res, nil
		}
		if err := t.play(g, s, res.Moves+1); err != nil {
			return res, err
		}
		res.Moves++
		if g.Over() || g.Turn() != s {
			res.Turns++
		}
	}
	res.Winners = g.WinnerSet()
	return res, nil
}

// playFast is Play where the bots of this package play every seat and
// nobody watches: the simulations' inner loop.
func (t *Table) playFast(g *engine.Game) (Result, error) {
	var res Result
	for !g.Over() {
		if res.Moves >= MaxMoves {
			return res, &EndlessError{res.Moves}
		}
		s := g.Turn()
		g.ViewInto(&t.view, s)
		t.fast[s&(engine.MaxPlayers-1)].chooseInto(&t.view, &t.move)
		if err := g.Do(&t.move); err != nil {
			return res, &RefusedError{Move: res.Moves + 1, Seat: s, Err: err}
		}
		res.Moves++
		// Counted without a branch: whether the turn passed is as hard to
		// foretell as the ask's answer.
		res.Turns += b2i(g.Over()) | b2i(g.Turn() != s)
	}
	res.Winners = g.WinnerSet()
	return res, nil
}

// seat checks that every seat of n has a player and readies the bots.
func (t *Table) seat(n int) error {
	if len(t.Bots) != n {
		return fmt.Errorf("%d bots for %d players", len(t.Bots), n)
	}
	t.fast, t.allFast = [engine.MaxPlayers]chooser{}, true
	for i, b := range t.Bots {
		if i < len(t.People) && t.People[i] != nil {
			t.allFast = false
			continue
		}
		if b == nil {
			return fmt.Errorf("seat %d has no bot", i)
		}
		t.fast[i], _ = b.(chooser)
		t.allFast = t.allFast && t.fast[i] != nil
		if m, ok := b.(*Memory); ok {
			m.mind = &t.mind
		}
		if r, ok := b.(Resetter); ok {
			r.Reset()
		}
	}
	return nil
}

// play makes seat s's move, the move-th of the game, where a person
// plays the seat or a watcher watches.
func (t *Table) play(g *engine.Game, s cards.Seat, move int) error {
	if int(s) < len(t.People) && t.People[s] != nil {
		return t.playPerson(g, t.People[s])
	}
	if c := t.fast[s]; c != nil {
		c.chooseInto(&t.view, &t.move)
	} else {
		t.move = t.Bots[s].Choose(&t.view)
	}
	return t.playWatched(g, s, move)
}

// playWatched plays t.move and shows it to the watcher, if any.
func (t *Table) playWatched(g *engine.Game, s cards.Seat, move int) error {
	if t.Watch == nil {
		if err := g.Do(&t.move); err != nil {
			return &RefusedError{Move: move, Seat: s, Err: err}
		}
		return nil
	}
	if err := g.PlayInto(&t.move, &t.out); err != nil {
		return &RefusedError{Move: move, Seat: s, Err: err}
	}
	t.Watch.Played(g, &t.move, &t.out)
	return nil
}

// playPerson asks person p for a move until the engine takes one.
func (t *Table) playPerson(g *engine.Game, p Person) error {
	for {
		m, err := p.Move(&t.view)
		if err != nil {
			return err
		}
		out, err := g.Play(m)
		if me, ok := err.(*engine.MoveError); ok {
			p.Refused(me)
			continue
		}
		if err != nil {
			return err
		}
		if t.Watch != nil {
			t.move, t.out = m, out
			t.Watch.Played(g, &t.move, &t.out)
		}
		return nil
	}
}

// PlayGame plays g to its end with one bot per seat; see [Table.Play].
func PlayGame(g *engine.Game, bots []Bot) (Result, error) {
	t := Table{Bots: bots}
	return t.Play(g)
}
