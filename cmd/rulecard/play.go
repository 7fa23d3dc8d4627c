package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// playOptions are the inputs of `rulecard play`.
type playOptions struct {
	In    io.Reader
	Out   io.Writer
	Table tableSpec
	Bot   bot.Kind
	Name  string
}

func newPlayCmd() *cobra.Command {
	opts := &playOptions{}
	cmd := &cobra.Command{
		Use:   "play [CARD]",
		Short: "Play a game against the bots in the terminal",
		Long: `Play a game of Go Fish in the terminal against bots. You sit in the first
seat. On your turn the possible asks are listed and numbered, grouped by
the player asked, dead asks included but marked; type a number, or a
player and what you ask for: a rank ("ben 7", "ask Cy for queens") or,
with rules that ask for a card, a card ("cy JS", "ask Cy for the jack of
spades"); q leaves the table. You see only what a player at the table sees:
your hand, the public record and the counts. With a CARD (a shipped card's
id or a card directory), the game is played by that card's own rules, its
options and changes included.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.In, opts.Out = cmd.InOrStdin(), cmd.OutOrStdout()
			if err := opts.Table.useCard(cmd.Flags(), args); err != nil {
				return err
			}
			if err := goFishTable("play", opts.Table.Game); err != nil {
				return err
			}
			return runPlay(opts)
		},
	}
	f := cmd.Flags()
	opts.Table.addFlags(f, 3, "number of players, you included", "seed of the deal and the bots")
	oneOfVar(f, &opts.Bot, "bot", bot.KindMemory, bot.ParseKind, "bot", "the bots' kind: memory or random")
	f.StringVar(&opts.Name, "name", "Sam", "your name at the table")
	return cmd
}

// newTable deals the first game and seats the bots, after simTable has
// checked the table spec and the bots' names.
func newTable(spec tableSpec, bots []bot.Kind) (*engine.Game, *bot.Table, error) {
	st, err := simTable(spec, bots)
	if err != nil {
		return nil, nil, err
	}
	g, err := engine.Deal(st.Rules, st.Pack, st.Players, spec.Seed)
	if err != nil {
		return nil, nil, &usageError{err}
	}
	t := &bot.Table{}
	for i, k := range seatBots(bots, spec.Players) {
		b, err := bot.New(k, spec.Seed+uint64(i)+1)
		if err != nil {
			return nil, nil, &usageError{err}
		}
		t.Bots = append(t.Bots, b)
	}
	return g, t, nil
}

// botNames are the bots' names at the table.
var botNames = []string{"Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus"}

// errQuit is the player leaving the game.
var errQuit = errors.New("quit")

func runPlay(opts *playOptions) error {
	g, table, err := newTable(opts.Table, []bot.Kind{opts.Bot})
	if err != nil {
		return err
	}
	names := append([]string{opts.Name}, botNames...)
	if opts.Table.Players > len(names) {
		return &usageError{fmt.Errorf("--players %d: at most %d", opts.Table.Players, len(names))}
	}
	p := &player{g: g, tell: tell.Teller{Names: names[:opts.Table.Players]},
		in: bufio.NewReader(opts.In), out: opts.Out, echo: !isTerminal(opts.In)}
	table.People, table.Watch = []bot.Person{p}, p
	_, err = table.Play(g)
	p.tellNews()
	if errors.Is(err, errQuit) {
		fmt.Fprintln(p.out, "You leave the table.")
		return nil
	}
	return err
}

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

// isTerminal reports whether r is a terminal, which echoes what is typed.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
