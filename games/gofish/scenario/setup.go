package scenario

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/preset"
	"github.com/rulecard/rulecard/yamlfile"
	"go.yaml.in/yaml/v3"
)

// Hints for card and rank tokens in messages.
const (
	rankHint = "A, 2 to 10, J, Q or K"
	cardHint = "a rank then a suit, as in 7S or 10H"
)

// seatTable resolves the seat names of a file. When the seats could not be
// read, ok is false and unknown names are not reported again.
type seatTable struct {
	names []string
	index map[string]cards.Seat
	ok    bool
	// absentOK is set while reading the move of a step that expects the
	// no-such-seat error: a name that is not at the table is then played
	// as a seat that does not exist, numbered after the table's seats.
	absentOK bool
	absent   []string
	// inMove is set while reading a move (its by and of).
	inMove bool
}

// rules reads the preset and its options.
func (p *parser) rules(s *Scenario, name, opts *yaml.Node) (engine.Rules, bool) {
	ok := true
	if name != nil {
		var word string
		if word, ok = p.Str(name, "rules"); ok {
			var err error
			if s.Rules, err = preset.ParseName(word); err != nil {
				p.Problems.Add(&Error{Pos: p.Pos(name), Msg: "rules: " + err.Error(), Err: err})
				ok = false
			}
		}
	}
	if opts != nil {
		items, _ := p.seq(opts, "options")
		for _, n := range items {
			word, isStr := p.Str(n, "option")
			if !isStr {
				continue
			}
			o, err := preset.ParseOption(word)
			if err != nil {
				p.Problems.Add(&Error{Pos: p.Pos(n), Msg: "options: " + err.Error(), Err: err})
				ok = false
				continue
			}
			s.Options = append(s.Options, o)
		}
	}
	if !ok {
		return engine.Rules{}, false
	}
	rules, err := engine.Preset(s.Rules)
	if err != nil {
		p.Problems.Add(&Error{Pos: p.Pos(at(name)), Msg: "rules: " + err.Error(), Err: err})
		return engine.Rules{}, false
	}
	if len(s.Options) > 0 {
		if rules, err = rules.With(s.Options...); err != nil {
			p.Problems.Add(&Error{Pos: p.Pos(opts), Msg: "options: " + err.Error(), Err: err})
			return engine.Rules{}, false
		}
	}
	return rules, true
}

// at is n, or the file's start for a key the file leaves out.
func at(n *yaml.Node) *yaml.Node {
	if n == nil {
		return &yaml.Node{Line: 1, Column: 1}
	}
	return n
}

// pack reads the pack size.
func (p *parser) pack(s *Scenario, n *yaml.Node) {
	v, ok := p.Int(n, "pack")
	if !ok {
		return
	}
	if v != 52 && v != 32 {
		p.Errorf(n, "pack: want 52 or 32, got %d", v)
		return
	}
	s.Pack = cards.Pack(v)
}

// seats reads the seat names, in turn order.
func (p *parser) seats(s *Scenario, n *yaml.Node) *seatTable {
	st := &seatTable{index: map[string]cards.Seat{}}
	items, ok := p.seq(n, "seats")
	if !ok {
		return st
	}
	st.ok = true
	for _, it := range items {
		name, ok := p.Str(it, "seat")
		switch {
		case !ok:
			st.ok = false
			continue
		case strings.TrimSpace(name) == "":
			p.Errorf(it, "seat: a seat needs a name")
			st.ok = false
			continue
		}
		if _, dup := st.index[name]; dup {
			p.Errorf(it, "seats: %q named twice", name)
			st.ok = false
			continue
		}
		st.index[name] = cards.Seat(len(st.names))
		st.names = append(st.names, name)
	}
	s.Seats = st.names
	return st
}

// playerCount checks the number of seats against the preset.
func (p *parser) playerCount(rules engine.Rules, s *Scenario, n *yaml.Node) {
	if k := len(s.Seats); !rules.Players.Has(k) {
		p.Errorf(n, "seats: %s, but %s is for %d to %d players", plural(k, "player"), s.Rules, rules.Players.Min, rules.Players.Max)
	}
}

// seatName resolves a seat written by its name.
func (p *parser) seatName(st *seatTable, n *yaml.Node, what string) (cards.Seat, bool) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
		p.Errorf(n, "%s: want a seat's name, got %s", what, yamlfile.Describe(n))
		return 0, false
	}
	name := n.Value
	seat, ok := st.index[name]
	if !ok && st.inMove && st.absentOK && st.ok {
		if i := slices.Index(st.absent, name); i >= 0 {
			return cards.Seat(len(st.names) + i), true
		}
		st.absent = append(st.absent, name)
		return cards.Seat(len(st.names) + len(st.absent) - 1), true
	}
	if !ok && st.ok {
		hint := ""
		if st.inMove {
			hint = "; a move names a seat that is not at the table only in a step that expects error: no-such-seat"
		}
		p.Errorf(n, "%s: unknown seat %q (seats: %s%s)", what, name, strings.Join(st.names, ", "), hint)
	}
	return seat, ok
}

// seatRef resolves a seat written by its name or by its number (from 0);
// a number is taken as it is, even when it names no seat.
func (p *parser) seatRef(st *seatTable, n *yaml.Node, what string) (cards.Seat, bool) {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!int" {
		v, ok := p.Int(n, what)
		return cards.Seat(v), ok
	}
	return p.seatName(st, n, what)
}

// card reads one card and checks it is in the pack.
func (p *parser) card(s *Scenario, n *yaml.Node, what string) (cards.Card, bool) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
		p.Errorf(n, "%s: want a card (%s), got %s", what, cardHint, yamlfile.Describe(n))
		return 0, false
	}
	tok := n.Value
	c, err := cards.ParseCard(tok)
	if err != nil {
		p.Problems.Add(&Error{Pos: p.Pos(n), Msg: fmt.Sprintf("%s: %q is not a card (%s)", what, tok, cardHint), Err: err})
		return 0, false
	}
	if !cards.PackRanks(s.Pack).Has(c.Rank()) {
		p.Errorf(n, "%s: %s is not in the %d-card pack", what, tok, s.Pack)
		return 0, false
	}
	return c, true
}

// rank reads one rank, written as a name or a number, and checks it is in
// the pack.
func (p *parser) rank(s *Scenario, n *yaml.Node, what string) (cards.Rank, bool) {
	if n.Kind != yaml.ScalarNode || (n.Tag != "!!str" && n.Tag != "!!int") {
		p.Errorf(n, "%s: want a rank (%s), got %s", what, rankHint, yamlfile.Describe(n))
		return 0, false
	}
	tok := n.Value
	r, err := cards.ParseRank(tok)
	if err != nil {
		p.Problems.Add(&Error{Pos: p.Pos(n), Msg: fmt.Sprintf("%s: %q is not a rank (%s)", what, tok, rankHint), Err: err})
		return 0, false
	}
	if !cards.PackRanks(s.Pack).Has(r) {
		p.Errorf(n, "%s: rank %s is not in the %d-card pack", what, tok, s.Pack)
		return 0, false
	}
	return r, true
}

// cardSet reads a list of cards; a card listed twice is an error.
func (p *parser) cardSet(s *Scenario, n *yaml.Node, what string) ([]cards.Card, bool) {
	return listOf(p, n, what, func(it *yaml.Node) (cards.Card, bool) { return p.card(s, it, what) })
}

// rankSet reads a list of ranks; a rank listed twice is an error.
func (p *parser) rankSet(s *Scenario, n *yaml.Node, what string) ([]cards.Rank, bool) {
	return listOf(p, n, what, func(it *yaml.Node) (cards.Rank, bool) { return p.rank(s, it, what) })
}

// seatSet reads a list of seat names; a seat listed twice is an error.
func (p *parser) seatSet(st *seatTable, n *yaml.Node, what string) ([]cards.Seat, bool) {
	return listOf(p, n, what, func(it *yaml.Node) (cards.Seat, bool) { return p.seatName(st, it, what) })
}

// deal collects where each card was placed (hands, books, pond), to check
// that no card is placed twice and to lay the rest of the pack in the pond.
type deal struct {
	places []place
}

// place is one card put somewhere by the file.
type place struct {
	card  cards.Card
	pos   Pos
	where string
}

// put records that card c lies at where, written at n.
func (p *parser) put(d *deal, c cards.Card, n *yaml.Node, where string) {
	d.places = append(d.places, place{c, p.Pos(n), where})
}

// settle checks that no card was placed twice (reporting the later place,
// in file order) and completes the pond with the rest of the pack.
func (p *parser) settle(s *Scenario, d *deal) {
	sort.SliceStable(d.places, func(i, j int) bool { return d.places[i].pos.Compare(d.places[j].pos) < 0 })
	first := map[cards.Card]place{}
	for _, pl := range d.places {
		if f, dup := first[pl.card]; dup {
			p.Problems.Add(&Error{Pos: pl.pos, Msg: fmt.Sprintf(
				"%s dealt twice: in %s, and in %s at line %d", pl.card, pl.where, f.where, f.pos.Line)})
			continue
		}
		first[pl.card] = pl
	}
	for _, c := range cards.PackOrder(s.Pack, nil) {
		if _, placed := first[c]; !placed {
			s.Setup.Pond = append(s.Setup.Pond, c)
		}
	}
}

// changes reads the rules the file changes by name, after its options:
// `changes: {give: one, end: [stock-out]}`, each at its own key.
func (p *parser) changes(s *Scenario, rules engine.Rules, n *yaml.Node) (engine.Rules, bool) {
	if n.Kind != yaml.MappingNode {
		p.Errorf(n, "changes: want a mapping of setting names to values")
		return rules, false
	}
	ok := true
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		value := v.Value
		if v.Kind == yaml.SequenceNode {
			var words []string
			for _, it := range v.Content {
				words = append(words, it.Value)
			}
			value = strings.Join(words, ",")
		}
		r, err := rules.Set(k.Value, value)
		if err != nil {
			p.Problems.Add(&Error{Pos: p.Pos(k), Msg: "changes: " + err.Error(), Err: err})
			ok = false
			continue
		}
		rules = r
		s.Changes = append(s.Changes, engine.Change{Name: k.Value, Value: value})
	}
	if err := rules.Check(); ok && err != nil {
		p.Problems.Add(&Error{Pos: p.Pos(n), Msg: "changes: " + err.Error(), Err: err})
		ok = false
	}
	return rules, ok
}
