package scenario

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
	"github.com/rulecard/rulecard/yamlfile"
	"go.yaml.in/yaml/v3"
)

// ParseFile reads and parses the scenario file at path. See Parse.
func ParseFile(path string) (*Scenario, error) {
	data, err := yamlfile.ReadOSFile(path)
	if err != nil {
		e := yamlfile.ReadError(path, err)
		e.Kind = ErrInvalid
		return nil, e
	}
	return Parse(path, data)
}

// Parse parses a scenario file's contents; name is used in positions.
// Every problem found is reported, sorted (an ErrorList matching
// ErrInvalid); the position is then set up on the engine, which refuses
// a card placed twice or a player count the rules do not seat.
func Parse(name string, data []byte) (*Scenario, error) {
	probs := &yamlfile.Problems{Kind: ErrInvalid}
	f := yamlfile.Parse(probs, name, data)
	if f.Root == nil {
		return nil, probs.Err()
	}
	p := &parser{Decoder: yamlfile.Decoder{Problems: probs, File: f}}
	s := p.scenario(f.Root)
	if err := probs.Err(); err != nil {
		return nil, err
	}
	if _, err := engine.Arrange(s.Position); err != nil {
		probs.Addf(p.Pos(f.Root), "%s", strings.ReplaceAll(err.Error(), "\n", "; "))
		return nil, probs.Err()
	}
	return s, nil
}

// parser reads a scenario file's nodes, collecting every problem.
type parser struct {
	yamlfile.Decoder
	seats map[string]cards.Seat
}

// topKeys are a scenario file's keys.
var topKeys = []string{"rules", "changes", "pack", "seats", "hands", "top", "turn-up", "stock", "rest", "turn", "turns", "steps", "end"}

// scenario reads the whole file, in dependency order whatever order the
// keys are written in.
func (p *parser) scenario(root *yaml.Node) *Scenario {
	s := &Scenario{File: p.File.Path, Preset: string(preset.CrazyEights)}
	s.Position.Pack, s.Position.Seed = cards.Pack52, 1
	got := map[string]*yaml.Node{}
	for _, kv := range p.Known(root, "scenario", topKeys...) {
		got[kv.Key.Value] = kv.Value
	}
	if root.Kind != yaml.MappingNode {
		return s
	}
	for _, k := range []string{"seats", "hands", "top", "steps"} {
		if got[k] == nil {
			p.Errorf(root, "missing %s", k)
		}
	}
	p.rules(s, got["rules"], got["changes"])
	if n := got["pack"]; n != nil {
		if v, ok := p.Int(n, "pack"); ok {
			switch cards.Pack(v) {
			case cards.Pack52, cards.Pack32:
				s.Position.Pack = cards.Pack(v)
			default:
				p.Errorf(n, "pack: want 52 or 32, got %d", v)
			}
		}
	}
	p.seats = map[string]cards.Seat{}
	if n := got["seats"]; n != nil {
		items, _ := p.Seq(n, "seats", false)
		for i, it := range items {
			if v, ok := p.Str(it, "seats"); ok {
				if _, dup := p.seats[v]; dup {
					p.Errorf(it, "seats: %s listed twice", v)
				}
				p.seats[v] = cards.Seat(i)
				s.Seats = append(s.Seats, v)
			}
		}
	}
	s.Position.Hands = make([]cards.Cards, len(s.Seats))
	if n := got["hands"]; n != nil {
		held := map[cards.Seat]bool{}
		p.Each(n, "hands", func(k, v *yaml.Node) {
			if seat, ok := p.seat(k, "hands"); ok {
				held[seat] = true
				for _, c := range p.cardList(v, "hands") {
					s.Position.Hands[seat] = s.Position.Hands[seat].Add(c)
				}
			}
		})
		for i, name := range s.Seats {
			if !held[cards.Seat(i)] {
				p.Errorf(n, "hands: no hand for %s (write [] for an empty one)", name)
			}
		}
	}
	if n := got["top"]; n != nil {
		s.Position.Top, _ = p.card(n, "top")
	}
	if n := got["turn-up"]; n != nil {
		s.Position.TurnUp, _ = p.Bool(n, "turn-up")
	}
	if n := got["stock"]; n != nil {
		s.Position.Stock = p.cardList(n, "stock")
	}
	if n := got["rest"]; n != nil {
		switch v, _ := p.Str(n, "rest"); v {
		case "stock":
		case "discards":
			s.Position.RestDiscarded = true
		default:
			p.Errorf(n, "rest: want stock or discards, got %q", v)
		}
	}
	if n := got["turn"]; n != nil {
		s.Position.Turn, _ = p.seat(n, "turn")
	}
	if n := got["turns"]; n != nil {
		s.Position.Turns, _ = p.Int(n, "turns")
	}
	if n := got["steps"]; n != nil {
		items, _ := p.Seq(n, "steps", true)
		for _, it := range items {
			s.Steps = append(s.Steps, p.step(it))
		}
	}
	if n := got["end"]; n != nil {
		s.End = p.end(n)
	}
	return s
}

// rules reads the preset and the changes into s.Position.Rules.
func (p *parser) rules(s *Scenario, name, changes *yaml.Node) {
	if name != nil {
		s.Preset, _ = p.Str(name, "rules")
	}
	r, err := engine.Preset(preset.Name(s.Preset))
	if err != nil {
		at := name
		if at == nil {
			at = p.File.Root
		}
		p.Errorf(at, "rules: %v", err)
		return
	}
	if changes != nil {
		p.Each(changes, "changes", func(k, v *yaml.Node) {
			val, ok := p.Str(v, "changes: "+k.Value)
			if !ok {
				return
			}
			nr, err := r.Set(k.Value, val)
			if err != nil {
				p.Errorf(k, "changes: %v", err)
				return
			}
			r = nr
			s.Changes = append(s.Changes, k.Value+": "+val)
		})
	}
	s.Position.Rules = r
}

// seat reads a seat's name.
func (p *parser) seat(n *yaml.Node, what string) (cards.Seat, bool) {
	v, ok := p.Str(n, what)
	if !ok {
		return 0, false
	}
	seat, ok := p.seats[v]
	if !ok {
		p.Errorf(n, "%s: no seat %q (seats: %s)", what, v, strings.Join(keys(p.seats), ", "))
	}
	return seat, ok
}

// keys returns the seats' names in seat order.
func keys(m map[string]cards.Seat) []string {
	out := make([]string, len(m))
	for k, s := range m {
		if int(s) < len(out) {
			out[s] = k
		}
	}
	return out
}

// card reads a card: 8H, 10S, QC.
func (p *parser) card(n *yaml.Node, what string) (cards.Card, bool) {
	v, ok := p.Str(n, what)
	if !ok {
		return 0, false
	}
	c, err := cards.ParseCard(v)
	if err != nil {
		p.Errorf(n, "%s: %v", what, err)
		return 0, false
	}
	return c, true
}

// cardList reads a list of cards, each once.
func (p *parser) cardList(n *yaml.Node, what string) []cards.Card {
	items, _ := p.Seq(n, what, true)
	out := []cards.Card{}
	seen := cards.Cards(0)
	for _, it := range items {
		if c, ok := p.card(it, what); ok {
			if seen.Has(c) {
				p.Errorf(it, "%s: %s listed twice", what, it.Value)
				continue
			}
			seen = seen.Add(c)
			out = append(out, c)
		}
	}
	return out
}

// suit reads a suit's name: spades, hearts, diamonds or clubs.
func (p *parser) suit(n *yaml.Node, what string) (cards.Suit, bool) {
	v, ok := p.Str(n, what)
	if !ok {
		return 0, false
	}
	for i := range cards.NumSuits {
		if s := cards.Suit(i); v == s.Word() {
			return s, true
		}
	}
	p.Errorf(n, "%s: want spades, hearts, diamonds or clubs, got %q", what, v)
	return 0, false
}

// moveKeys are the moves a step may make.
var moveKeys = []string{"play", "draw", "pass", "announce"}

// step reads one step: a move (play: {by, card, suit}, draw: {by},
// pass: {by}, announce: {by}) and its expect.
func (p *parser) step(n *yaml.Node) Step {
	st := Step{Pos: p.Pos(n)}
	kvs := p.Known(n, "step", append(moveKeys, "expect")...)
	moves := 0
	for _, kv := range kvs {
		if kv.Key.Value == "expect" {
			st.Expect = p.expect(kv.Value)
			continue
		}
		moves++
		st.By, st.Move = p.move(kv.Key.Value, kv.Value)
	}
	if n.Kind == yaml.MappingNode && moves != 1 {
		p.Errorf(n, "step: want one move (%s), got %d", strings.Join(moveKeys, ", "), moves)
	}
	return st
}

// move reads a move of kind.
func (p *parser) move(kind string, n *yaml.Node) (cards.Seat, engine.Move) {
	var by cards.Seat
	var m engine.Move
	fields := []yamlfile.Field{{Key: "by", Required: true, Decode: func(_, v *yaml.Node) { by, _ = p.seat(v, kind+": by") }}}
	switch kind {
	case "play":
		var card cards.Card
		var suit *cards.Suit
		fields = append(fields,
			yamlfile.Field{Key: "card", Required: true, Decode: func(_, v *yaml.Node) { card, _ = p.card(v, "play: card") }},
			yamlfile.Field{Key: "suit", Decode: func(_, v *yaml.Node) {
				if s, ok := p.suit(v, "play: suit"); ok {
					suit = &s
				}
			}})
		p.Fields(n, kind, fields...)
		m = engine.Play(card)
		if suit != nil {
			m = engine.Name(card, *suit)
		}
		return by, m
	case "draw":
		m = engine.Move{Kind: engine.MoveDraw}
	case "pass":
		m = engine.Move{Kind: engine.MovePass}
	default:
		m = engine.Move{Kind: engine.MoveAnnounce}
	}
	p.Fields(n, kind, fields...)
	return by, m
}

// expect reads a step's expectations.
func (p *parser) expect(n *yaml.Node) Expect {
	var e Expect
	p.Fields(n, "expect",
		yamlfile.Field{Key: "next", Decode: func(_, v *yaml.Node) {
			e.Next.Value, e.Next.Set = p.seat(v, "expect: next")
			e.Next.Pos = p.Pos(v)
		}},
		yamlfile.Field{Key: "draws", Decode: func(_, v *yaml.Node) {
			e.Draws = Want[[]cards.Card]{Set: true, Pos: p.Pos(v), Value: p.cardList(v, "expect: draws")}
		}},
		yamlfile.Field{Key: "follow", Decode: func(_, v *yaml.Node) {
			e.Follow.Value, e.Follow.Set = p.suit(v, "expect: follow")
			e.Follow.Pos = p.Pos(v)
		}},
		yamlfile.Field{Key: "error", Decode: func(_, v *yaml.Node) {
			name, ok := p.Str(v, "expect: error")
			if !ok {
				return
			}
			for k := engine.ErrGameOver; k <= engine.ErrBadMove; k++ {
				if k.String() == name {
					e.Error = Want[engine.ErrKind]{Set: true, Pos: p.Pos(v), Value: k}
					return
				}
			}
			p.Errorf(v, "expect: error: no refusal %q", name)
		}})
	return e
}

// end reads what must hold after the last step.
func (p *parser) end(n *yaml.Node) End {
	e := End{Hands: map[cards.Seat]Want[[]cards.Card]{}, Points: map[cards.Seat]Want[int]{}}
	p.Fields(n, "end",
		yamlfile.Field{Key: "over", Decode: func(_, v *yaml.Node) {
			e.Over.Value, e.Over.Set = p.Bool(v, "end: over")
			e.Over.Pos = p.Pos(v)
		}},
		yamlfile.Field{Key: "winners", Decode: func(_, v *yaml.Node) {
			items, _ := p.Seq(v, "end: winners", true)
			e.Winners = Want[[]cards.Seat]{Set: true, Pos: p.Pos(v), Value: []cards.Seat{}}
			for _, it := range items {
				if s, ok := p.seat(it, "end: winners"); ok {
					e.Winners.Value = append(e.Winners.Value, s)
				}
			}
		}},
		yamlfile.Field{Key: "hands", Decode: func(_, v *yaml.Node) {
			p.Each(v, "end: hands", func(k, h *yaml.Node) {
				if s, ok := p.seat(k, "end: hands"); ok {
					e.Hands[s] = Want[[]cards.Card]{Set: true, Pos: p.Pos(h), Value: p.cardList(h, "end: hands")}
				}
			})
		}},
		yamlfile.Field{Key: "points", Decode: func(_, v *yaml.Node) {
			p.Each(v, "end: points", func(k, x *yaml.Node) {
				s, ok := p.seat(k, "end: points")
				pts, ok2 := p.Int(x, "end: points")
				if ok && ok2 {
					e.Points[s] = Want[int]{Set: true, Pos: p.Pos(x), Value: pts}
				}
			})
		}})
	return e
}

// plural says n things: "1 card", "2 cards".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
