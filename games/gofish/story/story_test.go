package story

import (
	"errors"
	"flag"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/locale"

	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/scenario"
)

var update = flag.Bool("update", false, "rewrite the golden stories in testdata/")

// scenarios parses the scenario files that match the patterns.
func scenarios(t *testing.T, patterns ...string) map[string]*scenario.Scenario {
	t.Helper()
	out := map[string]*scenario.Scenario{}
	for _, pat := range patterns {
		paths, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			s, err := scenario.ParseFile(p)
			if err != nil {
				t.Fatal(err)
			}
			out[p] = s
		}
	}
	return out
}

// examples parses every worked example of the claims catalogue and every
// scenario of the engine's tests: every kind of event, refusal and preset.
func examples(t *testing.T) map[string]*scenario.Scenario {
	t.Helper()
	out := scenarios(t, filepath.Join("..", "claims", "examples", "*", "*.yaml"),
		filepath.Join("..", "testdata", "scenarios", "*.yaml"), filepath.Join("testdata", "scenarios", "*.yaml"))
	if len(out) < 60 {
		t.Fatalf("%d scenarios, want the catalogue's and the engine's", len(out))
	}
	return out
}

// played is one move as the test replays it on the engine itself.
type played struct {
	events  []engine.Event
	drew    cards.Card // the go-fish draw, 0 if none
	refused bool
}

// replayHere plays the scenario on the engine without the story package.
func replayHere(t *testing.T, s *scenario.Scenario) (deal []engine.Event, moves []played) {
	t.Helper()
	g, err := engine.NewGame(s.Setup)
	if err != nil {
		t.Fatal(err)
	}
	deal = slices.Clone(g.Record())
	for _, st := range s.Steps {
		n := len(g.Record())
		out, err := g.Play(st.Move)
		var me *engine.MoveError
		if err != nil && !errors.As(err, &me) {
			t.Fatal(err)
		}
		p := played{events: slices.Clone(g.Record()[n:]), refused: err != nil}
		if out.Drew {
			p.drew = out.Draw
		}
		moves = append(moves, p)
	}
	return deal, moves
}

func TestEveryLocaleHasEveryMessage(t *testing.T) {
	if got, want := Locales(), locale.Shipped().Codes(); !slices.Equal(got, want) || len(got) < 3 {
		t.Errorf("locales with story words %v, want every shipped locale %v", got, want)
	}
	for _, l := range Locales() {
		if _, err := NewTeller(l); err != nil {
			t.Error(err)
		}
	}
	if _, err := NewTeller("xx"); err == nil {
		t.Error("a locale without words was accepted")
	}
}

func TestTheStoryTellsEveryEventOfTheEnginesRecordInOrder(t *testing.T) {
	for path, s := range examples(t) {
		deal, moves := replayHere(t, s)
		tr, err := Replay(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range Locales() {
			teller, _ := NewTeller(l)
			st, err := teller.Tell(tr)
			if err != nil {
				t.Fatalf("%s (%s): %v", path, l, err)
			}
			name := path + " (" + string(l) + ")"
			checkSentences(t, name+" setup", st.Setup, deal, 0, tr.Seats, teller)
			if len(st.Steps) != len(moves) {
				t.Fatalf("%s: %d steps told, %d moves played", name, len(st.Steps), len(moves))
			}
			at := len(deal)
			for i, m := range moves {
				checkStep(t, name, i, st.Steps[i], m, at, tr, teller)
				at += len(m.events)
			}
		}
	}
}

// checkStep compares one step's story with the move the test played.
func checkStep(t *testing.T, name string, i int, step Step, m played, at int, tr *Transcript, teller *Teller) {
	t.Helper()
	what := name + " step " + string(rune('1'+i))
	if m.refused {
		if len(step.Sentences) != 2 || step.Sentences[0].Events != nil || step.Sentences[1].Events != nil {
			t.Errorf("%s: a refused move is told as %q, want what was tried and why not", what, step.Text())
		}
		return
	}
	told := step.Sentences
	if last := told[len(told)-1]; last.Events == nil {
		told = told[:len(told)-1] // whose turn follows
	}
	checkSentences(t, what, told, m.events, at, tr.Seats, teller)
	if m.drew != 0 && !strings.Contains(step.Text(), teller.Card(m.drew)) {
		t.Errorf("%s: the card drawn, %s, is not told: %q", what, teller.Card(m.drew), step.Text())
	}
}

// checkSentences checks that the sentences tell exactly the events, in
// order (events at, at+1, ...), each naming who acts and the cards shown.
func checkSentences(t *testing.T, what string, got []Sentence, events []engine.Event, at int, seats []string, teller *Teller) {
	t.Helper()
	var told []int
	var by []Sentence // the sentence that tells each event
	for _, s := range got {
		told = append(told, s.Events...)
		for range s.Events {
			by = append(by, s)
		}
	}
	want := make([]int, len(events))
	for i := range want {
		want[i] = at + i
	}
	if !slices.Equal(told, want) {
		t.Errorf("%s: the sentences tell events %v, want %v", what, told, want)
		return
	}
	for i, e := range events {
		s := by[i]
		if s.Text == "" || strings.Contains(s.Text, "<no value>") {
			t.Errorf("%s: sentence %d is %q", what, i, s.Text)
		}
		if e.Kind != engine.EvEnd && int(e.Seat) < len(seats) && !strings.Contains(s.Text, seats[e.Seat]) {
			t.Errorf("%s: %q does not name %s, who acts", what, s.Text, seats[e.Seat])
		}
		if e.Kind == engine.EvAsk && !strings.Contains(s.Text, seats[e.Other]) {
			t.Errorf("%s: %q does not name %s, who is asked", what, s.Text, seats[e.Other])
		}
		for _, c := range (e.Cards | cardSet(e.Card)).Append(nil) {
			if !strings.Contains(s.Text, teller.Card(c)) {
				t.Errorf("%s: %q does not show %s", what, s.Text, teller.Card(c))
			}
		}
	}
}

// cardSet is the set of c, empty for no card.
func cardSet(c cards.Card) cards.Cards {
	if c == 0 {
		return 0
	}
	return cards.CardsOf(c)
}

func TestGoldenStories(t *testing.T) {
	all := scenarios(t, filepath.Join("testdata", "scenarios", "*.yaml"))
	keys := slices.Sorted(maps.Keys(all))
	for _, l := range Locales() {
		teller, _ := NewTeller(l)
		var b strings.Builder
		for _, k := range keys {
			tr, err := Replay(all[k])
			if err != nil {
				t.Fatal(err)
			}
			st, err := teller.Tell(tr)
			if err != nil {
				t.Fatal(err)
			}
			b.WriteString("== " + filepath.Base(k) + "\n" + st.Text() + "\n\n")
		}
		golden := filepath.Join("testdata", "stories."+string(l)+".txt")
		if *update {
			if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test ./games/gofish/story -update)", err)
		}
		if b.String() != string(want) {
			t.Errorf("stories in %s differ from %s (go test ./games/gofish/story -update rewrites it)", l, golden)
		}
	}
}
