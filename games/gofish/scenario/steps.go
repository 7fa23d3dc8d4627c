package scenario

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/yamlfile"
	"go.yaml.in/yaml/v3"
)

// steps reads the list of moves and their expectations.
func (p *parser) steps(s *Scenario, st *seatTable, n *yaml.Node) {
	items, ok := p.seq(n, "steps")
	if !ok {
		return
	}
	for i, it := range items {
		what := fmt.Sprintf("step %d", i+1)
		step := Step{Pos: p.Pos(it)}
		moves := 0
		st.absentOK = expectsNoSuchSeat(it)
		for _, f := range p.Known(it, what, "ask", "claim", "expect") {
			switch f.Key.Value {
			case "ask":
				moves++
				st.inMove = true
				step.Move = p.ask(s, st, f.Value, what+": ask")
			case "claim":
				moves++
				st.inMove = true
				step.Move = p.claim(s, st, f.Value, what+": claim")
			case "expect":
				step.Expect = p.expect(s, st, f.Value, what+": expect")
			}
			st.inMove = false
		}
		if it.Kind == yaml.MappingNode && moves != 1 {
			p.Errorf(it, "%s: want exactly one move (ask or claim), got %d", what, moves)
		}
		s.Steps = append(s.Steps, step)
	}
	st.absentOK = false
	s.Absent = st.absent
}

// expectsNoSuchSeat reports whether step n expects the no-such-seat error.
func expectsNoSuchSeat(n *yaml.Node) bool {
	exp := yamlfile.MapValue(n, "expect")
	e := yamlfile.MapValue(exp, "error")
	return e != nil && e.Kind == yaml.ScalarNode && e.Value == engine.ErrNoSuchSeat.String()
}

// ask reads an ask for a rank ({by, of, rank}) or for a card ({by, of,
// card}).
func (p *parser) ask(s *Scenario, st *seatTable, n *yaml.Node, what string) engine.Move {
	m := engine.Move{Kind: engine.MoveAsk}
	has := map[string]bool{}
	for _, f := range p.Known(n, what, "by", "of", "rank", "card") {
		has[f.Key.Value] = true
		switch f.Key.Value {
		case "by":
			m.By, _ = p.seatRef(st, f.Value, what+": by")
		case "of":
			m.Of, _ = p.seatRef(st, f.Value, what+": of")
		case "rank":
			m.Rank, _ = p.rank(s, f.Value, what+": rank")
		case "card":
			m.Kind = engine.MoveAskCard
			m.Card, _ = p.card(s, f.Value, what+": card")
			m.Rank = m.Card.Rank()
		}
	}
	if n.Kind == yaml.MappingNode {
		p.require(n, what, has, "by", "of")
		if has["rank"] == has["card"] {
			p.Errorf(n, "%s: want either rank or card", what)
		}
	}
	return m
}

// claim reads a book claimed as an action ({by, rank}).
func (p *parser) claim(s *Scenario, st *seatTable, n *yaml.Node, what string) engine.Move {
	m := engine.Move{Kind: engine.MoveClaim}
	has := map[string]bool{}
	for _, f := range p.Known(n, what, "by", "rank") {
		has[f.Key.Value] = true
		switch f.Key.Value {
		case "by":
			m.By, _ = p.seatRef(st, f.Value, what+": by")
		case "rank":
			m.Rank, _ = p.rank(s, f.Value, what+": rank")
		}
	}
	if n.Kind == yaml.MappingNode {
		p.require(n, what, has, "by", "rank")
	}
	return m
}

// require reports the keys of a mapping that are missing.
func (p *parser) require(n *yaml.Node, what string, has map[string]bool, keys ...string) {
	var missing []string
	for _, k := range keys {
		if !has[k] {
			missing = append(missing, k)
		}
	}
	if len(missing) > 0 {
		p.Errorf(n, "%s: missing %s", what, strings.Join(missing, ", "))
	}
}

// expect reads a step's expectations.
func (p *parser) expect(s *Scenario, st *seatTable, n *yaml.Node, what string) Expect {
	var e Expect
	for _, f := range p.Known(n, what, "gets", "draws", "wish", "books", "next", "error") {
		at := p.Pos(f.Key)
		w := what + ": " + f.Key.Value
		switch f.Key.Value {
		case "gets":
			v, ok := p.cardSet(s, f.Value, w)
			e.Gets = Want[[]cards.Card]{ok, at, v}
		case "draws":
			v, ok := p.draw(s, f.Value, w)
			e.Draws = Want[Draw]{ok, at, v}
		case "wish":
			v, ok := p.Bool(f.Value, w)
			e.Wish = Want[bool]{ok, at, v}
		case "books":
			v, ok := p.rankSet(s, f.Value, w)
			e.Books = Want[[]cards.Rank]{ok, at, v}
		case "next":
			v, ok := p.seatName(st, f.Value, w)
			e.Next = Want[cards.Seat]{ok, at, v}
		case "error":
			v, ok := p.errorKind(f.Value, w)
			e.Error = Want[engine.ErrKind]{ok, at, v}
		}
	}
	return e
}

// draw reads an expected draw: a card, or none.
func (p *parser) draw(s *Scenario, n *yaml.Node, what string) (Draw, bool) {
	switch {
	case n.Kind != yaml.ScalarNode || n.Tag != "!!str":
		p.Errorf(n, "%s: want a card (%s) or none, got %s", what, cardHint, yamlfile.Describe(n))
		return Draw{}, false
	case n.Value == "none":
		return Draw{}, true
	}
	c, ok := p.card(s, n, what)
	return Draw{Drew: true, Card: c}, ok
}

// errorKind reads an expected move error's kind.
func (p *parser) errorKind(n *yaml.Node, what string) (engine.ErrKind, bool) {
	name, ok := p.Str(n, what)
	if !ok {
		return 0, false
	}
	k, err := engine.ParseErrKind(name)
	if err != nil {
		var names []string
		for _, k := range engine.ErrKinds() {
			names = append(names, k.String())
		}
		p.Errorf(n, "%s: unknown error %q (want one of %s)", what, name, strings.Join(names, ", "))
		return 0, false
	}
	return k, true
}

// end reads the expectations checked after the last step.
func (p *parser) end(s *Scenario, st *seatTable, n *yaml.Node) {
	e := &s.End
	for _, f := range p.Known(n, "end", "over", "winners", "books", "hands", "pond") {
		at := p.Pos(f.Key)
		w := "end: " + f.Key.Value
		switch f.Key.Value {
		case "over":
			v, ok := p.Bool(f.Value, w)
			e.Over = Want[bool]{ok, at, v}
		case "winners":
			v, ok := p.seatSet(st, f.Value, w)
			e.Winners = Want[[]cards.Seat]{ok, at, v}
		case "pond":
			v, ok := p.Int(f.Value, w)
			if max := s.Pack.Size(); ok && (v < 0 || v > max) {
				p.Errorf(f.Value, "%s: want a number of cards from 0 to %d, got %d", w, max, v)
				ok = false
			}
			e.Pond = Want[int]{ok, at, v}
		case "books":
			e.Books = map[cards.Seat]Want[[]cards.Rank]{}
			for _, kv := range p.entries(f.Value, w) {
				if seat, ok := p.seatName(st, kv.Key, w); ok {
					v, ok := p.rankSet(s, kv.Value, w)
					e.Books[seat] = Want[[]cards.Rank]{ok, p.Pos(kv.Key), v}
				}
			}
		case "hands":
			e.Hands = map[cards.Seat]Want[[]cards.Card]{}
			for _, kv := range p.entries(f.Value, w) {
				if seat, ok := p.seatName(st, kv.Key, w); ok {
					v, ok := p.cardSet(s, kv.Value, w)
					e.Hands[seat] = Want[[]cards.Card]{ok, p.Pos(kv.Key), v}
				}
			}
		}
	}
}
