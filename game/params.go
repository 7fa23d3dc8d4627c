package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Shape is the form of a claim's parameters.
type Shape uint8

// The parameter shapes.
const (
	// NoParams: the claim takes none (ask.hit-go-again).
	NoParams Shape = iota
	// OneInt: a positive integer (book.size: 4).
	OneInt
	// PerPlayers: player count -> a positive integer, for every player
	// count the card is for (deal.size: {2: 7, 3: 5, 4: 5}).
	PerPlayers
	// MinMax: {min: 2, max: 4}.
	MinMax
	// IntList: distinct positive integers ([32, 52]).
	IntList
)

// String describes the Shape as the catalogue lists it.
func (s Shape) String() string {
	switch s {
	case OneInt:
		return "N"
	case PerPlayers:
		return "{PLAYERS: N, ...}"
	case MinMax:
		return "{min: N, max: N}"
	case IntList:
		return "[N, ...]"
	}
	return "-"
}

// Params are a claim's parameters, decoded for its Shape.
type Params struct {
	// N is the integer of OneInt.
	N int
	// Per[k] is the value for k players (PerPlayers), 0 where none; For
	// reads it for any k.
	Per []int
	// Min and Max are MinMax's bounds.
	Min, Max int
	// List is IntList's integers, sorted.
	List []int
}

// For returns the value for n players of a PerPlayers parameter: 0 where
// it gives none.
func (p Params) For(n int) int {
	if n < 0 || n >= len(p.Per) {
		return 0
	}
	return p.Per[n]
}

// DecodeParams checks raw (as content decoded it from card.yaml) against
// Shape s; players is the card's player range, which a PerPlayers
// parameter must cover exactly. The error is lowercase and names what is
// wrong.
func DecodeParams(s Shape, raw any, players [2]int) (Params, error) {
	var p Params
	if s == NoParams {
		if raw != nil {
			return p, fmt.Errorf("takes no parameters, got %s", describeParams(raw))
		}
		return p, nil
	}
	if raw == nil {
		return p, fmt.Errorf("needs parameters: %s", s)
	}
	switch s {
	case OneInt:
		n, ok := raw.(int)
		if !ok || n < 1 {
			return p, fmt.Errorf("want a positive integer, got %s", describeParams(raw))
		}
		p.N = n
	case PerPlayers:
		return p, p.decodePer(raw, players)
	case MinMax:
		return p, p.decodeMinMax(raw)
	case IntList:
		return p, p.decodeList(raw)
	}
	return p, nil
}

// decodePer reads {players: value}.
func (p *Params) decodePer(raw any, players [2]int) error {
	p.Per = make([]int, max(players[1], 0)+1)
	m, ok := raw.(map[string]any)
	if !ok {
		return fmt.Errorf("want {PLAYERS: N, ...}, got %s", describeParams(raw))
	}
	for k, v := range m {
		n, err := strconv.Atoi(k)
		if err != nil || n < players[0] || n > players[1] {
			return fmt.Errorf("key %q: want a player count from %d to %d (the card's players)", k, players[0], players[1])
		}
		x, ok := v.(int)
		if !ok || x < 1 {
			return fmt.Errorf("%d players: want a positive integer, got %s", n, describeParams(v))
		}
		p.Per[n] = x
	}
	for n := players[0]; n <= players[1]; n++ {
		if p.Per[n] == 0 {
			return fmt.Errorf("nothing for %d players (the card is for %d to %d)", n, players[0], players[1])
		}
	}
	return nil
}

// decodeMinMax reads {min, max}.
func (p *Params) decodeMinMax(raw any) error {
	m, ok := raw.(map[string]any)
	if !ok || len(m) != 2 {
		return fmt.Errorf("want {min: N, max: N}, got %s", describeParams(raw))
	}
	lo, ok1 := m["min"].(int)
	hi, ok2 := m["max"].(int)
	if !ok1 || !ok2 || lo < 0 || lo > hi {
		return fmt.Errorf("want {min: N, max: N} with min no more than max, got %s", describeParams(raw))
	}
	p.Min, p.Max = lo, hi
	return nil
}

// decodeList reads [N, ...].
func (p *Params) decodeList(raw any) error {
	l, ok := raw.([]any)
	if !ok || len(l) == 0 {
		return fmt.Errorf("want a list of integers, got %s", describeParams(raw))
	}
	for _, v := range l {
		x, ok := v.(int)
		if !ok || x < 1 || slices.Contains(p.List, x) {
			return fmt.Errorf("want distinct positive integers, got %s", describeParams(raw))
		}
		p.List = append(p.List, x)
	}
	slices.Sort(p.List)
	return nil
}

// FormatParams tells parameters as card.yaml would write them: "{2: 7,
// 3: 5}", "" for none.
func FormatParams(raw any) string {
	if raw == nil {
		return ""
	}
	return describeParams(raw)
}

// describeParams tells a parameter value as card.yaml would write it ("nothing"
// for none).
func describeParams(v any) string {
	switch x := v.(type) {
	case nil:
		return "nothing"
	case int:
		return strconv.Itoa(x)
	case string:
		return strconv.Quote(x)
	case []any:
		s := make([]string, len(x))
		for i, e := range x {
			s[i] = describeParams(e)
		}
		return "[" + strings.Join(s, ", ") + "]"
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.SortFunc(keys, compareKeys)
		s := make([]string, len(keys))
		for i, k := range keys {
			s[i] = k + ": " + describeParams(x[k])
		}
		return "{" + strings.Join(s, ", ") + "}"
	}
	return fmt.Sprint(v)
}

// compareKeys orders parameter keys as a reader expects them: numbers by
// value (2, 3, 10), min before max, the rest alphabetically.
func compareKeys(a, b string) int {
	na, errA := strconv.Atoi(a)
	nb, errB := strconv.Atoi(b)
	switch {
	case errA == nil && errB == nil:
		return na - nb
	case errA == nil:
		return -1
	case errB == nil:
		return 1
	}
	rank := map[string]int{"min": 1, "max": 2}
	if ra, rb := rank[a], rank[b]; ra != rb && ra > 0 && rb > 0 {
		return ra - rb
	}
	return strings.Compare(a, b)
}

// ParamNumbers adds to set every integer a parameter value asserts: the
// integers, and the keys and strings written as integers.
func ParamNumbers(v any, set map[int]bool) {
	switch x := v.(type) {
	case int:
		set[x] = true
	case string:
		if n, err := strconv.Atoi(x); err == nil {
			set[n] = true
		}
	case []any:
		for _, e := range x {
			ParamNumbers(e, set)
		}
	case map[string]any:
		for k, e := range x {
			ParamNumbers(k, set)
			ParamNumbers(e, set)
		}
	}
}
