package claims

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
)

// shipped loads a fresh copy of the shipped Go Fish card.
func shipped(t *testing.T) *content.Card {
	t.Helper()
	c, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// text sets a statement's English words.
func setText(c *content.Card, id, text string) {
	c.Locales["en"].Statements[id] = content.Text{{Text: text}}
}

// statement returns the statement with this id.
func statement(c *content.Card, id string) *content.Statement {
	for i := range c.Sections {
		for j := range c.Sections[i].Statements {
			if st := &c.Sections[i].Statements[j]; st.ID == id {
				return st
			}
		}
	}
	return nil
}

func TestMutatedCardsContradictTheEngine(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(c *content.Card)
		want   []string
	}{
		{"a number changed in a sentence", func(c *content.Card) {
			setText(c, "deal-sizes", "Two players get six cards each; three or four players get five each. The rest is the POND.")
		}, []string{"deal-sizes (en)", "the text states the numbers 2 3 4 5 6, its claims assert 2 3 4 5 7"}},
		{"a claim removed from a statement", func(c *content.Card) {
			st := statement(c, "deal-sizes")
			st.Claims = st.Claims[1:]
		}, []string{"deal-sizes (en)", "the text states the numbers 2 3 4 5 7, its claims assert none"}},
		{"a statement bound to a claim it contradicts", func(c *content.Card) {
			statement(c, "ask-hit").Claims[0].ID = "ask.hit-gives-one"
		}, []string{"ask-hit (en)", "claim ask.hit-gives-one fails with preset house"}},
		{"a wrong number in the claim and the text", func(c *content.Card) {
			st := statement(c, "deal-sizes")
			st.Claims[0].Params = map[string]any{"2": 6, "3": 5, "4": 5}
			setText(c, "deal-sizes", "Two players get six cards each; three or four players get five each. The rest is the POND.")
		}, []string{"deal-sizes (en)", "claim deal.size fails", "was dealt 7 cards with 2 players; the card says 6"}},
		{"play-on", func(c *content.Card) { c.Options = []string{"play-on"} },
			[]string{"ask-miss (en)", "claim gofish.on-miss fails with preset house [play-on]", "runout-empty-pond (en)"}},
		{"lucky-draw", func(c *content.Card) { c.Options = []string{"lucky-draw"} },
			[]string{"ask-miss (en)", "claim gofish.turn-ends fails with preset house [lucky-draw]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := shipped(t)
			tt.mutate(c)
			rep, err := claim.Check(c, claim.Options{Games: 300, Seed: 1, Locales: []locale.Code{"en"}})
			if !errors.Is(err, claim.ErrContradiction) || errors.Is(err, claim.ErrBroken) {
				t.Fatalf("error %v, want a contradiction", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error does not say %q:\n%v", w, err)
				}
			}
			if rep.Summary.Failed == 0 {
				t.Errorf("summary counts no failure: %+v", rep.Summary)
			}
		})
	}
}

func TestBrokenCards(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(c *content.Card)
		want   string
	}{
		{"unbound statement", func(c *content.Card) { statement(c, "ask-wish").Claims = nil },
			"ask-wish: the statement is bound to no claim and is not a note"},
		{"unknown claim", func(c *content.Card) { statement(c, "ask-wish").Claims[0].ID = "wish.goes-again" },
			`ask-wish: unknown claim "wish.goes-again"`},
		{"parameters of the wrong shape", func(c *content.Card) { statement(c, "deal-sizes").Claims[0].Params = 7 },
			"deal-sizes: claim deal.size: want {PLAYERS: N, ...}, got 7"},
		{"unknown preset", func(c *content.Card) { c.Rules = "castle" }, `unknown preset "castle"`},
		{"unknown option", func(c *content.Card) { c.Options = []string{"jokers-wild"} }, `unknown option "jokers-wild"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := shipped(t)
			tt.mutate(c)
			_, err := claim.Check(c, claim.Options{Games: -1})
			if !errors.Is(err, claim.ErrBroken) {
				t.Fatalf("error %v, want a broken card", err)
			}
			if !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "content/cards/gofish/card.yaml:") {
				t.Errorf("error does not say %q at a card.yaml position:\n%v", tt.want, err)
			}
		})
	}
}

func TestCounterexampleIsTheSameWhateverTheWorkers(t *testing.T) {
	var got []*game.Counterexample
	for _, workers := range []int{1, 3} {
		c := shipped(t)
		c.Options = []string{"lucky-draw"}
		rep, _ := claim.Check(c, claim.Options{Games: 600, Seed: 7, Workers: workers})
		ce := failureOf(rep, "ask-miss", "gofish.turn-ends").Counterexample
		if ce == nil {
			t.Fatal("no counterexample")
		}
		got = append(got, ce)
	}
	if !reflect.DeepEqual(got[0], got[1]) {
		t.Errorf("1 worker found %+v\n3 workers found %+v", got[0], got[1])
	}
}

// TestTheReportIsTheSameWhateverTheWorkers: the check compiles the
// locales' words, replays the worked examples and plays the games side by
// side; the report, with every failure of a card whose words, claims and
// rules were changed, is the same on one worker as on several.
func TestTheReportIsTheSameWhateverTheWorkers(t *testing.T) {
	var got []string
	for _, workers := range []int{1, 2, 5} {
		c := shipped(t)
		c.Options = []string{"lucky-draw"}
		setText(c, "deal-sizes", "Two players get six cards each; three or four players get five each. The rest is the POND.")
		statement(c, "ask-hit").Claims[0].ID = "ask.hit-gives-one"
		rep, err := claim.Check(c, claim.Options{Games: 300, Seed: 3, Workers: workers})
		if !errors.Is(err, claim.ErrContradiction) {
			t.Fatalf("%d workers: error %v, want a contradiction", workers, err)
		}
		if rep.Summary.Failed < 3 || rep.Summary.Examples == 0 {
			t.Fatalf("%d workers: %d failed, %d examples: the edits should fail three statements or more", workers, rep.Summary.Failed, rep.Summary.Examples)
		}
		// A statement's failures of its words come locale by locale, in
		// the card's order.
		locs := map[locale.Code]bool{}
		for _, st := range rep.Statements {
			last := -1
			for _, f := range st.Failures {
				if f.Kind != claim.KindNumbers && f.Kind != claim.KindWords {
					continue
				}
				for _, tx := range f.Texts {
					locs[tx.Locale] = true
					at := slices.Index(c.LocaleOrder, tx.Locale)
					if at < last {
						t.Errorf("%d workers: statement %s: a failure in %s after one in %s", workers, st.ID, tx.Locale, c.LocaleOrder[last])
					}
					last = at
				}
			}
		}
		if len(locs) < 2 {
			t.Fatalf("%d workers: the words fail in %d locales, want several", workers, len(locs))
		}
		b, err := json.Marshal(rep)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, string(b))
	}
	for i := 1; i < len(got); i++ {
		if got[i] != got[0] {
			t.Errorf("the report on %d workers differs from one worker's:\n%s\n%s", []int{1, 2, 5}[i], got[0], got[i])
		}
	}
}

// failureOf returns the property failure of a claim bound to a statement.
func failureOf(rep *claim.Report, stmt, id string) claim.Failure {
	for _, st := range rep.Statements {
		for _, f := range st.Failures {
			if st.ID == stmt && f.Claim == id && f.Kind == claim.KindProperty {
				return f
			}
		}
	}
	return claim.Failure{}
}

func TestCounterexampleTellsTheGameAndReproducesIt(t *testing.T) {
	c := shipped(t)
	c.Options = []string{"lucky-draw"}
	rep, _ := claim.Check(c, claim.Options{Games: 600, Seed: 7, Name: "gofish"})
	f := failureOf(rep, "ask-miss", "gofish.turn-ends")
	ce := f.Counterexample
	if ce == nil || len(ce.Hands) != ce.Players || ce.At != len(ce.Record)-1 || ce.Stock == "" {
		t.Fatalf("counterexample %+v", ce)
	}
	if last := strings.Join(ce.Record[max(0, ce.At-2):], "\n"); !strings.Contains(last, "lucky draw") {
		t.Errorf("the record ends with %q, want the lucky draw", last)
	}
	if !strings.Contains(f.Reproduce, "rulecard check gofish --seed ") {
		t.Errorf("reproduce: %q", f.Reproduce)
	}
	again, _ := claim.Check(c, claim.Options{Games: ce.RunGames, Seed: ce.RunSeed})
	if ce2 := failureOf(again, "ask-miss", "gofish.turn-ends").Counterexample; !reflect.DeepEqual(ce2.Record, ce.Record) {
		t.Errorf("the reproduce run found another game:\n%v\nwant\n%v", ce2, ce)
	}
}

func TestJSONSummary(t *testing.T) {
	rep, err := claim.Check(shipped(t), claim.Options{Games: 10, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := claim.WriteJSON(&buf, []*claim.Report{rep}); err != nil {
		t.Fatal(err)
	}
	var out struct {
		Summary map[string]int `json:"summary"`
	}
	if err := json.Unmarshal(buf.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"statements", "bound", "unbound", "claims", "failed", "examples", "games"} {
		if _, ok := out.Summary[k]; !ok {
			t.Errorf("summary has no %q: %v", k, out.Summary)
		}
	}
	if out.Summary["games"] != 60 || out.Summary["unbound"] != 0 {
		t.Errorf("summary %v", out.Summary)
	}
}

func TestUnknownLocaleIsAnError(t *testing.T) {
	if rep, err := claim.Check(shipped(t), claim.Options{Locales: []locale.Code{"xx"}}); rep != nil || err == nil {
		t.Fatalf("report %v, error %v", rep, err)
	}
}

func TestCounterexampleInALaterJobReproduces(t *testing.T) {
	// A record that goes wrong in one game only, far from the first seed.
	tamper := func(st *Step) {
		if st.Seed == 613 && st.Players == 3 && st.Index == 9 {
			st.After.Pond++
		}
	}
	c := shipped(t)
	rep, _ := claim.Check(c, claim.Options{Games: 1000, Seed: 7, Claims: Claims{tamper: tamper}})
	ce := failureOf(rep, "deal-sizes", "pond.is-rest").Counterexample
	if ce == nil || ce.Seed != 613 || ce.RunSeed != 500 || ce.RunGames != 114 {
		t.Fatalf("counterexample %+v, want seed 613 from run seed 500, 114 games", ce)
	}
	again, _ := claim.Check(c, claim.Options{Games: ce.RunGames, Seed: ce.RunSeed, Claims: Claims{tamper: tamper}})
	if ce2 := failureOf(again, "deal-sizes", "pond.is-rest").Counterexample; ce2 == nil || !reflect.DeepEqual(ce2.Record, ce.Record) {
		t.Errorf("the reproduce run found %+v, want %+v", ce2, ce)
	}
}

func TestACardReadWithoutItsWordsIsNotChecked(t *testing.T) {
	cards, _, err := content.SelectSheets([]string{"gofish"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep, err := claim.Check(cards[0], claim.Options{}); rep != nil || err == nil || !strings.Contains(err.Error(), "without the words") {
		t.Errorf("Check of a card read without its words: %v, %v; want no report and an error", rep, err)
	}
	var out bytes.Buffer
	if rep, err := claim.Explain(&out, cards[0], "ask", claim.Options{}); rep != nil || err == nil {
		t.Errorf("Explain of a card read without its words: %v, %v; want no report and an error", rep, err)
	}
}
