package scenario

import (
	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/preset"
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

// Parse parses a scenario file's contents; name is used in positions. It
// checks everything that can be checked without playing: keys and types,
// the preset and its player count, seats, cards and ranks, that every card
// is dealt once, and the seats, cards and ranks the steps and expectations
// name. The error, if any, is an ErrorList (matching ErrInvalid) of every
// problem found, sorted by position.
func Parse(name string, data []byte) (*Scenario, error) {
	probs := &yamlfile.Problems{Kind: ErrInvalid}
	f := yamlfile.Parse(probs, name, data)
	if f.Root == nil {
		return nil, probs.Err()
	}
	p := newParser(probs, f)
	s := p.scenario(f.Root)
	if err := p.Problems.Err(); err != nil {
		return nil, err
	}
	return s, nil
}

// topKeys are the keys of a scenario file, in the order they are read.
var topKeys = []string{"rules", "options", "changes", "pack", "seats", "hands", "books", "pond", "turn", "steps", "end"}

// scenario reads the whole file. Keys are read in dependency order (the
// preset and pack before the cards, the seats before anything naming one),
// whatever order they are written in.
func (p *parser) scenario(root *yaml.Node) *Scenario {
	s := &Scenario{File: p.file, Rules: preset.House, Pack: cards.Pack52}
	got := map[string]*yaml.Node{}
	for _, kv := range p.Known(root, "scenario", topKeys...) {
		got[kv.Key.Value] = kv.Value
	}
	if root.Kind != yaml.MappingNode {
		return s
	}
	for _, k := range []string{"seats", "hands"} {
		if got[k] == nil {
			p.Errorf(root, "missing %s", k)
		}
	}
	rules, rulesOK := p.rules(s, got["rules"], got["options"])
	if rulesOK && got["changes"] != nil {
		rules, rulesOK = p.changes(s, rules, got["changes"])
	}
	if n := got["pack"]; n != nil {
		p.pack(s, n)
		if rulesOK && !rules.Packs.Has(s.Pack) {
			p.Errorf(n, "pack: %s is not played with the %d-card pack", s.Rules, s.Pack)
		}
	}
	st := &seatTable{}
	if n := got["seats"]; n != nil {
		st = p.seats(s, n)
		if rulesOK && st.ok {
			p.playerCount(rules, s, n)
		}
	}
	d := &deal{}
	if n := got["hands"]; n != nil {
		p.hands(s, st, d, n)
	}
	if n := got["books"]; n != nil {
		p.books(s, st, d, n)
	}
	if n := got["pond"]; n != nil {
		p.pond(s, d, n)
	}
	p.settle(s, d)
	if n := got["turn"]; n != nil {
		if seat, ok := p.seatName(st, n, "turn"); ok {
			s.Setup.Turn = seat
		}
	}
	if n := got["steps"]; n != nil {
		p.steps(s, st, n)
	}
	if n := got["end"]; n != nil {
		p.end(s, st, n)
	}
	if rulesOK {
		s.Setup.Rules = rules
	}
	s.Setup.Pack = s.Pack
	return s
}
