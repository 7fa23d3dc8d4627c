// Package terminal plays Go Fish in a terminal: a person at seat 0
// against the game's bots, who sees only what a player at the table sees
// (their hand, the public record and the counts) and types their asks.
package terminal

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// Play plays one game of s.Rules (engine.Rules): the person at seat 0,
// a bot of kind s.Bot at every other seat, seeded from s.Seed. The
// person leaving the table (q, or the end of the input) is no error.
func Play(s game.Seating) error {
	r, ok := s.Rules.(engine.Rules)
	if !ok {
		return fmt.Errorf("gofish: rules of another game (%T)", s.Rules)
	}
	g, err := engine.Deal(r, s.Pack, s.Players, s.Seed)
	if err != nil {
		return err
	}
	kind, err := bot.ParseKind(s.Bot)
	if err != nil {
		return err
	}
	if len(s.Names) < s.Players {
		return fmt.Errorf("%d names for %d players", len(s.Names), s.Players)
	}
	t := &bot.Table{}
	for i := range s.Players {
		b, err := bot.New(kind, s.Seed+uint64(i)+1)
		if err != nil {
			return err
		}
		t.Bots = append(t.Bots, b)
	}
	p := &player{g: g, tell: tell.Teller{Names: s.Names[:s.Players]},
		in: bufio.NewReader(s.In), out: s.Out, echo: s.Echo}
	t.People, t.Watch = []bot.Person{p}, p
	_, err = t.Play(g)
	p.tellNews()
	if errors.Is(err, errQuit) {
		fmt.Fprintln(p.out, "You leave the table.")
		return nil
	}
	return err
}

// errQuit is the player leaving the game.
var errQuit = errors.New("quit")

// player is the person at seat 0, playing against bots at a bot.Table.
type player struct {
	g    *engine.Game
	tell tell.Teller
	in   *bufio.Reader
	out  io.Writer
	echo bool // print what was read: the input is not a terminal
	seen int  // record events already printed
	// drew is the card the person drew from the pond on their last move,
	// which the public record does not show; 0 when there is none to tell.
	drew cards.Card
	// hinted is set once the menu has said what may be typed.
	hinted bool
}

// maxLine is the longest line play reads as a choice, in bytes; the rest
// of a longer line is skipped.
const maxLine = 256

// Move reads the person's choice, the table shown from seat 0's view.
func (p *player) Move(*engine.View) (engine.Move, error) {
	return p.ask()
}

// Refused tells the person why a move is not allowed.
func (p *player) Refused(err *engine.MoveError) {
	fmt.Fprintln(p.out, "Not allowed: "+p.tell.Refusal(err))
}

// Choosing prints what happened since the last move, before every move.
func (p *player) Choosing(*engine.Game, *engine.View) bool {
	p.tellNews()
	return true
}

// Played keeps the card the person drew unseen, to tell them.
func (p *player) Played(_ *engine.Game, m *engine.Move, out *engine.Outcome) {
	if m.By == 0 && out.Drew && !out.Wish {
		p.drew = out.Draw
	}
}

// tellNews prints the events of the public record not yet printed, and
// the card the person drew, which the record does not show.
func (p *player) tellNews() {
	p.printRecord()
	if p.drew != 0 {
		fmt.Fprintf(p.out, "  You drew %s.\n", p.drew)
		p.drew = 0
	}
}

// printRecord prints the events of the public record not yet printed.
func (p *player) printRecord() {
	rec := p.g.Record()
	for _, e := range rec[p.seen:] {
		fmt.Fprintln(p.out, "  "+p.tell.Tell(e))
	}
	p.seen = len(rec)
}

// ask shows the table from seat 0's view and reads a move.
func (p *player) ask() (engine.Move, error) {
	v := p.g.View(0)
	asks := v.Asks(nil)
	claims := v.Claims().Append(nil)
	p.showTable(&v)
	writeMenu(p.out, p.tell, claims, asks, !p.hinted)
	p.hinted = true
	for {
		fmt.Fprint(p.out, "> ")
		line, long, err := readLine(p.in, maxLine)
		if err == io.EOF && line == "" {
			return engine.Move{}, errQuit
		}
		if err != nil && err != io.EOF {
			return engine.Move{}, err
		}
		if p.echo {
			fmt.Fprintln(p.out, line)
		}
		if long {
			fmt.Fprintf(p.out, "that line is longer than %d characters: %s\n", maxLine, howToChoose(p.tell, asks))
			continue
		}
		in := strings.TrimSpace(line)
		if in == "q" || in == "quit" {
			return engine.Move{}, errQuit
		}
		m, err := p.tell.ParseChoice(engine.Choice{Seat: 0, Claims: claims, Asks: asks}, in)
		if err == nil {
			return m, nil
		}
		fmt.Fprintln(p.out, err)
	}
}

// readLine reads one line from r without its line ending. A line longer
// than max bytes is read to its end but not kept: long is true and line
// holds its first max bytes. err is io.EOF at the end of the input.
func readLine(r *bufio.Reader, max int) (line string, long bool, err error) {
	var b []byte
	for {
		chunk, isPrefix, err := r.ReadLine()
		if len(b) < max {
			b = append(b, chunk[:min(len(chunk), max-len(b))]...)
		}
		long = long || len(b) == max && len(chunk) > 0 && (isPrefix || len(chunk) > max)
		if err != nil || !isPrefix {
			return string(b), long, err
		}
	}
}

// showTable prints seat 0's hand and the public counts.
func (p *player) showTable(v *engine.View) {
	fmt.Fprintf(p.out, "\nYour hand: %s   pond: %d\n", v.Hand(), v.PondSize())
	for s := 0; s < v.Players(); s++ {
		seat := cards.Seat(s)
		you := ""
		if seat == v.Seat() {
			you = " (you)"
		}
		books := v.Books(seat).String()
		if books == "" {
			books = "none"
		}
		fmt.Fprintf(p.out, "  %-10s %2d cards  books: %s\n", p.tell.Name(seat)+you, v.HandSize(seat), books)
	}
}
