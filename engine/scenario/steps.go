package scenario

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/engine"
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
		step := Step{Pos: p.pos(it)}
		moves := 0
		for _, f := range p.fields(it, what, "ask", "claim", "expect") {
			switch f.key.Value {
			case "ask":
				moves++
				step.Move = p.ask(s, st, f.val, what+": ask")
			case "claim":
				moves++
				step.Move = p.claim(s, st, f.val, what+": claim")
			case "expect":
				step.Expect = p.expect(s, st, f.val, what+": expect")
			}
		}
		if it.Kind == yaml.MappingNode && moves != 1 {
			p.errorf(it, "%s: want exactly one move (ask or claim), got %d", what, moves)
		}
		s.Steps = append(s.Steps, step)
	}
}

// ask reads an ask for a rank ({by, of, rank}) or for a card ({by, of,
// card}).
func (p *parser) ask(s *Scenario, st *seatTable, n *yaml.Node, what string) engine.Move {
	m := engine.Move{Kind: engine.MoveAsk}
	has := map[string]bool{}
	for _, f := range p.fields(n, what, "by", "of", "rank", "card") {
		has[f.key.Value] = true
		switch f.key.Value {
		case "by":
			m.By, _ = p.seatRef(st, f.val, what+": by")
		case "of":
			m.Of, _ = p.seatRef(st, f.val, what+": of")
		case "rank":
			m.Rank, _ = p.rank(s, f.val, what+": rank")
		case "card":
			m.Kind = engine.MoveAskCard
			m.Card, _ = p.card(s, f.val, what+": card")
			m.Rank = m.Card.Rank()
		}
	}
	if n.Kind == yaml.MappingNode {
		p.require(n, what, has, "by", "of")
		if has["rank"] == has["card"] {
			p.errorf(n, "%s: want either rank or card", what)
		}
	}
	return m
}

// claim reads a book claimed as an action ({by, rank}).
func (p *parser) claim(s *Scenario, st *seatTable, n *yaml.Node, what string) engine.Move {
	m := engine.Move{Kind: engine.MoveClaim}
	has := map[string]bool{}
	for _, f := range p.fields(n, what, "by", "rank") {
		has[f.key.Value] = true
		switch f.key.Value {
		case "by":
			m.By, _ = p.seatRef(st, f.val, what+": by")
		case "rank":
			m.Rank, _ = p.rank(s, f.val, what+": rank")
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
		p.errorf(n, "%s: missing %s", what, strings.Join(missing, ", "))
	}
}

// expect reads a step's expectations.
func (p *parser) expect(s *Scenario, st *seatTable, n *yaml.Node, what string) Expect {
	var e Expect
	for _, f := range p.fields(n, what, "gets", "draws", "wish", "books", "next", "error") {
		at := p.pos(f.key)
		w := what + ": " + f.key.Value
		switch f.key.Value {
		case "gets":
			v, ok := p.cardSet(s, f.val, w)
			e.Gets = Want[[]engine.Card]{ok, at, v}
		case "draws":
			v, ok := p.draw(s, f.val, w)
			e.Draws = Want[Draw]{ok, at, v}
		case "wish":
			v, ok := p.bool(f.val, w)
			e.Wish = Want[bool]{ok, at, v}
		case "books":
			v, ok := p.rankSet(s, f.val, w)
			e.Books = Want[[]engine.Rank]{ok, at, v}
		case "next":
			v, ok := p.seatName(st, f.val, w)
			e.Next = Want[engine.Seat]{ok, at, v}
		case "error":
			v, ok := p.errorKind(f.val, w)
			e.Error = Want[engine.ErrKind]{ok, at, v}
		}
	}
	return e
}

// draw reads an expected draw: a card, or none.
func (p *parser) draw(s *Scenario, n *yaml.Node, what string) (Draw, bool) {
	switch {
	case n.Kind != yaml.ScalarNode || n.Tag != "!!str":
		p.errorf(n, "%s: want a card (%s) or none, got %s", what, cardHint, describe(n))
		return Draw{}, false
	case n.Value == "none":
		return Draw{}, true
	}
	c, ok := p.card(s, n, what)
	return Draw{Drew: true, Card: c}, ok
}

// errorKind reads an expected move error's kind.
func (p *parser) errorKind(n *yaml.Node, what string) (engine.ErrKind, bool) {
	name, ok := p.str(n, what)
	if !ok {
		return 0, false
	}
	k, err := engine.ParseErrKind(name)
	if err != nil {
		var names []string
		for _, k := range engine.ErrKinds() {
			names = append(names, k.String())
		}
		p.errorf(n, "%s: unknown error %q (want one of %s)", what, name, strings.Join(names, ", "))
		return 0, false
	}
	return k, true
}

// end reads the expectations checked after the last step.
func (p *parser) end(s *Scenario, st *seatTable, n *yaml.Node) {
	e := &s.End
	for _, f := range p.fields(n, "end", "over", "winners", "books", "hands", "pond") {
		at := p.pos(f.key)
		w := "end: " + f.key.Value
		switch f.key.Value {
		case "over":
			v, ok := p.bool(f.val, w)
			e.Over = Want[bool]{ok, at, v}
		case "winners":
			v, ok := p.seatSet(st, f.val, w)
			e.Winners = Want[[]engine.Seat]{ok, at, v}
		case "pond":
			v, ok := p.int(f.val, w)
			e.Pond = Want[int]{ok, at, v}
		case "books":
			e.Books = map[engine.Seat]Want[[]engine.Rank]{}
			for _, kv := range p.entries(f.val, w) {
				if seat, ok := p.seatName(st, kv.key, w); ok {
					v, ok := p.rankSet(s, kv.val, w)
					e.Books[seat] = Want[[]engine.Rank]{ok, p.pos(kv.key), v}
				}
			}
		case "hands":
			e.Hands = map[engine.Seat]Want[[]engine.Card]{}
			for _, kv := range p.entries(f.val, w) {
				if seat, ok := p.seatName(st, kv.key, w); ok {
					v, ok := p.cardSet(s, kv.val, w)
					e.Hands[seat] = Want[[]engine.Card]{ok, p.pos(kv.key), v}
				}
			}
		}
	}
}
