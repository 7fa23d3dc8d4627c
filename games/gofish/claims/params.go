package claims

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/games/gofish/engine"
)

// shape is the form of a claim's parameters.
type shape uint8

// The parameter shapes.
const (
	// noParams: the claim takes none (ask.hit-go-again).
	noParams shape = iota
	// oneInt: a positive integer (book.size: 4).
	oneInt
	// perPlayers: player count -> a positive integer, for every player
	// count the card is for (deal.size: {2: 7, 3: 5, 4: 5}).
	perPlayers
	// minMax: {min: 2, max: 4}.
	minMax
	// intList: distinct positive integers ([32, 52]).
	intList
)

// String describes the shape as the catalogue lists it.
func (s shape) String() string {
	switch s {
	case oneInt:
		return "N"
	case perPlayers:
		return "{PLAYERS: N, ...}"
	case minMax:
		return "{min: N, max: N}"
	case intList:
		return "[N, ...]"
	}
	return "-"
}

// params are a claim's parameters, decoded for its shape.
type params struct {
	// n is the integer of oneInt.
	n int
	// per[k] is the value for k players (perPlayers), 0 where none.
	per [engine.MaxPlayers + 1]int
	// min and max are minMax's bounds.
	min, max int
	// list is intList's integers, sorted.
	list []int
}

// decodeParams checks raw (as content decoded it from card.yaml) against
// shape s; players is the card's player range, which a perPlayers
// parameter must cover exactly. The error is lowercase and names what is
// wrong.
func decodeParams(s shape, raw any, players [2]int) (params, error) {
	var p params
	if s == noParams {
		if raw != nil {
			return p, fmt.Errorf("takes no parameters, got %s", describe(raw))
		}
		return p, nil
	}
	if raw == nil {
		return p, fmt.Errorf("needs parameters: %s", s)
	}
	switch s {
	case oneInt:
		n, ok := raw.(int)
		if !ok || n < 1 {
			return p, fmt.Errorf("want a positive integer, got %s", describe(raw))
		}
		p.n = n
	case perPlayers:
		return p, p.decodePer(raw, players)
	case minMax:
		return p, p.decodeMinMax(raw)
	case intList:
		return p, p.decodeList(raw)
	}
	return p, nil
}

// decodePer reads {players: value}.
func (p *params) decodePer(raw any, players [2]int) error {
	m, ok := raw.(map[string]any)
	if !ok {
		return fmt.Errorf("want {PLAYERS: N, ...}, got %s", describe(raw))
	}
	for k, v := range m {
		n, err := strconv.Atoi(k)
		if err != nil || n < players[0] || n > players[1] {
			return fmt.Errorf("key %q: want a player count from %d to %d (the card's players)", k, players[0], players[1])
		}
		x, ok := v.(int)
		if !ok || x < 1 {
			return fmt.Errorf("%d players: want a positive integer, got %s", n, describe(v))
		}
		p.per[n] = x
	}
	for n := players[0]; n <= players[1] && n <= engine.MaxPlayers; n++ {
		if p.per[n] == 0 {
			return fmt.Errorf("nothing for %d players (the card is for %d to %d)", n, players[0], players[1])
		}
	}
	return nil
}

// decodeMinMax reads {min, max}.
func (p *params) decodeMinMax(raw any) error {
	m, ok := raw.(map[string]any)
	if !ok || len(m) != 2 {
		return fmt.Errorf("want {min: N, max: N}, got %s", describe(raw))
	}
	lo, ok1 := m["min"].(int)
	hi, ok2 := m["max"].(int)
	if !ok1 || !ok2 || lo < 0 || lo > hi {
		return fmt.Errorf("want {min: N, max: N} with min no more than max, got %s", describe(raw))
	}
	p.min, p.max = lo, hi
	return nil
}

// decodeList reads [N, ...].
func (p *params) decodeList(raw any) error {
	l, ok := raw.([]any)
	if !ok || len(l) == 0 {
		return fmt.Errorf("want a list of integers, got %s", describe(raw))
	}
	for _, v := range l {
		x, ok := v.(int)
		if !ok || x < 1 || slices.Contains(p.list, x) {
			return fmt.Errorf("want distinct positive integers, got %s", describe(raw))
		}
		p.list = append(p.list, x)
	}
	slices.Sort(p.list)
	return nil
}

// describe tells a parameter value as card.yaml would write it.
func describe(v any) string {
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
			s[i] = describe(e)
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
			s[i] = k + ": " + describe(x[k])
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

// paramNumbers adds to set every integer a parameter value asserts: the
// integers, and the keys and strings written as integers.
func paramNumbers(v any, set map[int]bool) {
	switch x := v.(type) {
	case int:
		set[x] = true
	case string:
		if n, err := strconv.Atoi(x); err == nil {
			set[n] = true
		}
	case []any:
		for _, e := range x {
			paramNumbers(e, set)
		}
	case map[string]any:
		for k, e := range x {
			paramNumbers(k, set)
			paramNumbers(e, set)
		}
	}
}
