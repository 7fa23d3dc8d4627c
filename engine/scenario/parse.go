package scenario

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strconv"

	"github.com/rulecard/rulecard/engine"
	"go.yaml.in/yaml/v3"
)

// ParseFile reads and parses the scenario file at path. See Parse.
func ParseFile(path string) (*Scenario, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		msg := err.Error()
		var pe *fs.PathError
		if errors.As(err, &pe) {
			msg = pe.Err.Error()
		}
		return nil, &Error{Pos: Pos{File: path}, Msg: "cannot read: " + msg, Err: err}
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
	root, err := decode(name, data)
	if err != nil {
		return nil, err
	}
	p := &parser{file: name}
	s := p.scenario(root)
	if err := p.errs.sorted(); err != nil {
		return nil, err
	}
	return s, nil
}

// yamlLine finds the line number in a YAML syntax error.
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

// decode parses data as a single YAML document and returns its root node.
func decode(name string, data []byte) (*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, ErrorList{{Pos: Pos{File: name, Line: 1, Col: 1}, Msg: "empty file"}}
		}
		return nil, ErrorList{yamlError(name, err)}
	}
	var more yaml.Node
	if err := dec.Decode(&more); err == nil {
		return nil, ErrorList{{Pos: Pos{File: name, Line: more.Line, Col: more.Column}, Msg: "more than one YAML document"}}
	} else if !errors.Is(err, io.EOF) {
		return nil, ErrorList{yamlError(name, err)}
	}
	if len(doc.Content) == 0 {
		return nil, ErrorList{{Pos: Pos{File: name, Line: 1, Col: 1}, Msg: "empty file"}}
	}
	return doc.Content[0], nil
}

// yamlError turns a YAML syntax error into an Error at its line.
func yamlError(name string, err error) *Error {
	msg := err.Error()
	pos := Pos{File: name}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		pos.Line, _ = strconv.Atoi(m[1])
		msg = msg[len(m[0]):]
	}
	return &Error{Pos: pos, Msg: "yaml: " + msg, Err: err}
}

// topKeys are the keys of a scenario file, in the order they are read.
var topKeys = []string{"rules", "options", "pack", "seats", "hands", "books", "pond", "turn", "steps", "end"}

// scenario reads the whole file. Keys are read in dependency order (the
// preset and pack before the cards, the seats before anything naming one),
// whatever order they are written in.
func (p *parser) scenario(root *yaml.Node) *Scenario {
	s := &Scenario{File: p.file, Rules: "house", Pack: engine.Pack(52)}
	got := map[string]*yaml.Node{}
	for _, f := range p.fields(root, "scenario", topKeys...) {
		got[f.key.Value] = f.val
	}
	if root.Kind != yaml.MappingNode {
		return s
	}
	for _, k := range []string{"seats", "hands"} {
		if got[k] == nil {
			p.errorf(root, "missing %s", k)
		}
	}
	rules, rulesOK := p.rules(s, got["rules"], got["options"])
	if n := got["pack"]; n != nil {
		p.pack(s, n)
		if rulesOK && !rules.Packs.Has(s.Pack) {
			p.errorf(n, "pack: %s is not played with the %d-card pack", s.Rules, s.Pack)
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
