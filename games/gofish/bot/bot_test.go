package bot

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

func TestKindsParseAndMakeABotAndOtherNamesAreRefused(t *testing.T) {
	if !slices.Equal(Kinds(), []Kind{KindMemory, KindRandom}) {
		t.Errorf("kinds %v", Kinds())
	}
	for _, k := range Kinds() {
		if got, err := ParseKind(string(k)); err != nil || got != k {
			t.Errorf("ParseKind(%q) = %q, %v", k, got, err)
		}
		if b, err := New(k, 1); err != nil || b == nil {
			t.Errorf("New(%q) = %v, %v", k, b, err)
		}
	}
	for _, bad := range []string{"oracle", "", "Memory", "random "} {
		want := `unknown bot "` + bad + `" (bots: memory, random)`
		if _, err := ParseKind(bad); err == nil || err.Error() != want {
			t.Errorf("ParseKind(%q): %v, want %q", bad, err, want)
		}
		if _, err := New(Kind(bad), 1); err == nil || err.Error() != want {
			t.Errorf("New(%q): %v, want %q", bad, err, want)
		}
	}
}

// record plays the game of seed with the named bots and returns its record.
func record(t *testing.T, name Kind, players int, seed, botSeed uint64) []engine.Event {
	t.Helper()
	g, err := engine.Deal(engine.House(), cards.Pack52, players, seed)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]Bot, players)
	for s := range bots {
		bots[s], _ = New(name, botSeed+uint64(s))
	}
	if _, err := PlayGame(g, bots); err != nil {
		t.Fatal(err)
	}
	return slices.Clone(g.Record())
}

func TestBotsAreDeterministic(t *testing.T) {
	for _, name := range Kinds() {
		differ := 0
		for seed := range uint64(20) {
			a, b := record(t, name, 3, seed, 1), record(t, name, 3, seed, 1)
			if !slices.Equal(a, b) {
				t.Fatalf("%s: the same seeds played two games", name)
			}
			if !slices.Equal(a, record(t, name, 3, seed, 2)) {
				differ++
			}
		}
		if differ < 15 {
			t.Errorf("%s: other bot seeds changed only %d games of 20", name, differ)
		}
	}
}

// TestMemoryForgetsAnOldGame checks that a memory bot that missed a Reset
// forgets the old game when handed a new one: it knows what a new bot
// knows.
func TestMemoryForgetsAnOldGame(t *testing.T) {
	g, _ := engine.Deal(engine.House(), cards.Pack52, 2, 5)
	old := NewMemory(1)
	if _, err := PlayGame(g, []Bot{old, NewRandom(2)}); err != nil {
		t.Fatal(err)
	}
	g.Redeal(6)
	v := g.View(g.Turn())
	fresh := NewMemory(1)
	old.Choose(&v)
	fresh.Choose(&v)
	if old.mind.k != fresh.mind.k || old.mind.seen != fresh.mind.seen {
		t.Error("a memory bot remembers an old game")
	}
}

// TestTableSharingChangesNothing plays games at a Table, where the memory
// bots share what they learn, and again with bots that learn alone: the
// games are the same.
func TestTableSharingChangesNothing(t *testing.T) {
	for seed := range uint64(200) {
		shared := record(t, "memory", 4, seed, 7)
		g, _ := engine.Deal(engine.House(), cards.Pack52, 4, seed)
		bots := make([]Bot, 4)
		for s := range bots {
			bots[s] = NewMemory(7 + uint64(s))
		}
		if alone := PlayGameNoReset(t, g, bots); !slices.Equal(shared, alone) {
			t.Fatalf("seed %d: sharing changed the game", seed)
		}
	}
}

// PlayGameNoReset plays g to its end with the bots as they are, outside a
// Table.
func PlayGameNoReset(t *testing.T, g *engine.Game, bots []Bot) []engine.Event {
	for !g.Over() {
		v := g.View(g.Turn())
		m := bots[g.Turn()].Choose(&v)
		if err := g.Do(&m); err != nil {
			t.Fatal(err)
		}
	}
	return slices.Clone(g.Record())
}

func TestTableErrors(t *testing.T) {
	g, _ := engine.Deal(engine.House(), cards.Pack52, 3, 1)
	if _, err := PlayGame(g, []Bot{NewRandom(1)}); err == nil {
		t.Error("one bot played three seats")
	}
	if _, err := PlayGame(g, []Bot{cheat{}, cheat{}, cheat{}}); err == nil || !strings.Contains(err.Error(), "ask-self") {
		t.Errorf("an illegal move was not reported: %v", err)
	}
	r, err := PlayGame(g, []Bot{NewRandom(1), NewMemory(2), NewRandom(3)})
	if err != nil || r.Winners == 0 || r.Moves == 0 || r.Turns == 0 || r.Turns > r.Moves+1 {
		t.Errorf("result %+v, %v", r, err)
	}
}

// cheat is a bot that asks itself.
type cheat struct{}

func (cheat) Choose(v *engine.View) engine.Move {
	return engine.Move{Kind: engine.MoveAsk, By: v.Seat(), Of: v.Seat(), Rank: v.Hand().First().Rank()}
}

func TestTableAllocatesNothing(t *testing.T) {
	for _, name := range Kinds() {
		g, _ := engine.Deal(engine.House(), cards.Pack52, 4, 1)
		tb := Table{Bots: make([]Bot, 4)}
		for s := range tb.Bots {
			tb.Bots[s], _ = New(name, uint64(s))
		}
		seed := uint64(0)
		allocs := testing.AllocsPerRun(500, func() {
			seed++
			g.Redeal(seed)
			if _, err := tb.Play(g); err != nil {
				panic(err)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations a game", name, allocs)
		}
	}
}
