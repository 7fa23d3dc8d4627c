package game

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// registry holds the games registered, by id.
var registry struct {
	sync.RWMutex
	games map[string]Game
}

// idExpr is how a game's id is written.
var idExpr = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)

// Register makes g known by its ID. A game's package calls it from an
// init function. It panics on an id written wrong or registered twice, as
// that is a programming error.
func Register(g Game) {
	id := g.ID()
	if !idExpr.MatchString(id) {
		panic(fmt.Sprintf("game: id %q is not lower-case letters, digits and hyphens", id))
	}
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.games[id]; dup {
		panic(fmt.Sprintf("game: %q registered twice", id))
	}
	if registry.games == nil {
		registry.games = map[string]Game{}
	}
	registry.games[id] = g
}

// Unregister forgets the game registered as id: for a test that
// registers a game of its own for a while (t.Cleanup), so that the other
// tests of its package see the games they expect.
func Unregister(id string) {
	registry.Lock()
	defer registry.Unlock()
	delete(registry.games, id)
}

// Lookup returns the game registered as id, or an error naming the games
// that are.
func Lookup(id string) (Game, error) {
	registry.RLock()
	g, ok := registry.games[id]
	registry.RUnlock()
	if !ok {
		return nil, fmt.Errorf("unknown game %q (games: %s)", id, joinComma(IDs()))
	}
	return g, nil
}

// IDs returns the ids of the registered games, sorted.
func IDs() []string {
	registry.RLock()
	defer registry.RUnlock()
	ids := make([]string, 0, len(registry.games))
	for id := range registry.games {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// All returns the registered games, sorted by id.
func All() []Game {
	var out []Game
	for _, id := range IDs() {
		g, _ := Lookup(id)
		out = append(out, g)
	}
	return out
}

// ParsePreset returns an error naming g's presets when name is not one.
func ParsePreset(g Game, name string) error {
	if slices.ContainsFunc(g.Presets(), func(n Named) bool { return n.Name == name }) {
		return nil
	}
	return unknown("preset", name, g.Presets())
}

// ParseOption returns an error naming g's options when name is not one.
func ParseOption(g Game, name string) error {
	if slices.ContainsFunc(g.Options(), func(n Named) bool { return n.Name == name }) {
		return nil
	}
	return unknown("option", name, g.Options())
}

// joinComma joins names with ", ".
func joinComma(names []string) string { return strings.Join(names, ", ") }
