package gamedef

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/bot"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// Play plays one game in a terminal, in English: the person at seat 0
// types a move's number or the move ("7c", "8h hearts", "draw", "pass",
// "announce"; "q" leaves), the bots play the other seats, and the table
// tells every event of the public record by the players' names.
func (table) Play(s game.Seating) error {
	g, err := engine.Deal(s.Rules.(engine.Rules), s.Pack, s.Players, s.Seed)
	if err != nil {
		return err
	}
	kind, err := bot.ParseKind(s.Bot)
	if err != nil {
		return err
	}
	bots := make([]bot.Bot, s.Players)
	for seat := 1; seat < s.Players; seat++ {
		bots[seat], _ = bot.New(kind, s.Seed*31+uint64(seat))
	}
	name := func(seat cards.Seat) string {
		if int(seat) < len(s.Names) {
			return s.Names[seat]
		}
		return seatNumber(seat)
	}
	w := &errWriter{w: s.Out}
	in := bufio.NewScanner(s.In)
	told := 0
	tellNew := func() {
		for _, e := range g.Record()[told:] {
			w.printf("  %s\n", tellNamed(e, name))
		}
		told = len(g.Record())
	}
	var v engine.View
	for !g.Over() && w.err == nil {
		tellNew()
		if seat := g.Turn(); seat != 0 {
			g.ViewInto(&v, seat)
			if err := g.Play(bots[seat].Choose(&v)); err != nil {
				return fmt.Errorf("%s: the %s bot at seat %d: %w", ID, kind, seat, err)
			}
			continue
		}
		legal := g.Legal(nil)
		showTable(w, g, name, legal)
		m, quit := ask(w, in, s.Echo, legal)
		if quit {
			w.printf("You leave the table.\n")
			return w.err
		}
		if err := g.Play(m); err != nil {
			return fmt.Errorf("%s: a listed move was refused: %w", ID, err)
		}
	}
	tellNew()
	return w.err
}

// showTable shows the person what they may know and the moves they may
// make, numbered.
func showTable(w *errWriter, g *engine.Game, name func(cards.Seat) string, legal []engine.Move) {
	v := g.View(0)
	var others []string
	for seat := cards.Seat(1); int(seat) < g.Players(); seat++ {
		others = append(others, fmt.Sprintf("%s %d", name(seat), v.HandSize(seat)))
	}
	w.printf("\nTop card %s, %s to follow; stock %d; %s.\n", engine.Symbol(v.Top()), v.Follow().Word(), v.StockSize(), strings.Join(others, ", "))
	if v.Owed() > 0 {
		w.printf("You must draw %d cards, or answer.\n", v.Owed())
	}
	var hand []string
	for _, c := range v.Hand().Append(nil) {
		hand = append(hand, engine.Symbol(c))
	}
	w.printf("Your hand: %s\n", strings.Join(hand, " "))
	for i, m := range legal {
		w.printf("  %d) %s\n", i+1, m)
	}
}

// ask reads moves until one is listed, or the person leaves (q, or the
// end of the input).
func ask(w *errWriter, in *bufio.Scanner, echo bool, legal []engine.Move) (engine.Move, bool) {
	for w.err == nil {
		w.printf("> ")
		if !in.Scan() {
			w.printf("\n")
			return engine.Move{}, true
		}
		line := strings.ToLower(strings.TrimSpace(in.Text()))
		if echo {
			w.printf("%s\n", line)
		}
		if line == "q" || line == "quit" {
			return engine.Move{}, true
		}
		if m, ok := parseMove(line, legal); ok {
			return m, false
		}
		w.printf("Type a number from the list, or a listed move: a card (7c), a wild card with its suit (8h hearts), draw, pass or announce.\n")
	}
	return engine.Move{}, true
}

// parseMove reads a line as one of the legal moves: its number, a card
// ("7c"), a card and a suit named ("8h hearts", "8h h"), or the word of a
// move without a card.
func parseMove(line string, legal []engine.Move) (engine.Move, bool) {
	if n, err := strconv.Atoi(line); err == nil {
		if n >= 1 && n <= len(legal) {
			return legal[n-1], true
		}
		return engine.Move{}, false
	}
	f := strings.Fields(line)
	if len(f) == 0 || len(f) > 2 {
		return engine.Move{}, false
	}
	for _, m := range legal {
		if m.Kind != engine.MovePlay && m.String() == f[0] && len(f) == 1 {
			return m, true
		}
	}
	c, err := cards.ParseCard(f[0])
	if err != nil {
		return engine.Move{}, false
	}
	for _, m := range legal {
		if m.Kind != engine.MovePlay || m.Card != c {
			continue
		}
		if !m.Named && len(f) == 1 {
			return m, true
		}
		if m.Named && len(f) == 2 && (f[1] == m.Suit.Word() || f[1] == strings.ToLower(m.Suit.String())) {
			return m, true
		}
	}
	return engine.Move{}, false
}

// errWriter writes until the first error, which it keeps.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}
