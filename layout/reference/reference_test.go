package reference

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/engine/claim"
	"github.com/rulecard/rulecard/layout"
)

// day is the date the tests' references are proven on.
var day = time.Date(2025, 5, 2, 0, 0, 0, 0, time.UTC)

// shipped is a shipped card with its check and facts, made once.
type shipped struct {
	card  *content.Card
	rep   *claim.Report
	facts *Facts
}

var (
	shippedOnce sync.Once
	shippedVal  []shipped
	fontsVal    *layout.Fonts
	shippedErr  error
)

// shippedCards loads, checks (with few games) and simulates every
// shipped card. Every shipped card must pass its check: one that does not
// fails the test, since it would have no reference.
func shippedCards(t *testing.T) ([]shipped, *layout.Fonts) {
	t.Helper()
	shippedOnce.Do(func() {
		if fontsVal, shippedErr = layout.LoadGoFonts(); shippedErr != nil {
			return
		}
		cards, err := content.Shipped()
		if err != nil {
			shippedErr = err
			return
		}
		for _, c := range cards {
			rep, err := claim.Check(c, claim.Options{Games: 50, Seed: 1})
			if err != nil {
				shippedErr = fmt.Errorf("shipped card %s fails its check: %w", c.ID, err)
				return
			}
			f, err := Simulate(c, 200, 1)
			if err != nil {
				shippedErr = err
				return
			}
			shippedVal = append(shippedVal, shipped{c, rep, f})
		}
	})
	if shippedErr != nil {
		t.Fatal(shippedErr)
	}
	if len(shippedVal) == 0 {
		t.Fatal("no shipped card passes its check")
	}
	return shippedVal, fontsVal
}

// build builds the reference of a shipped card in a locale.
func build(t *testing.T, s shipped, loc string) *Reference {
	t.Helper()
	ref, err := Build(Input{Card: s.card, Locale: loc, Report: s.rep, Facts: s.facts, Version: "test", Date: day})
	if err != nil {
		t.Fatal(err)
	}
	return ref
}

func TestEveryStatementIsSetWithEachOfItsClaimsAndAWorkedExample(t *testing.T) {
	cards, _ := shippedCards(t)
	for _, s := range cards {
		for _, loc := range s.card.LocaleOrder {
			ref := build(t, s, loc)
			blocks := map[string][]Block{} // a statement's id -> its blocks
			var at string
			for _, p := range ref.Parts {
				for _, b := range p.Blocks {
					if b.Kind == Statement {
						at = strings.TrimPrefix(b.ID, "st-")
					} else if !isStatementBlock(b.Kind) {
						at = ""
					}
					if at != "" {
						blocks[at] = append(blocks[at], b)
					}
				}
			}
			for _, st := range allStatements(s.card) {
				checkStatement(t, s.card.ID+" ("+loc+")", st, blocks[st.ID])
			}
		}
	}
}

// isStatementBlock reports whether a block of the kind belongs to a
// statement.
func isStatementBlock(k Kind) bool {
	return k == Statement || k == Proven || k == RestsOn || k == Claim || k == ExampleHead || k == Setup || k == Step
}

// allStatements lists the card's statements, the tagline first.
func allStatements(c *content.Card) []content.Statement {
	out := []content.Statement{c.Tagline}
	for _, sec := range c.Sections {
		out = append(out, sec.Statements...)
	}
	return out
}

// checkStatement checks a statement's blocks: its claims in the order of
// card.yaml, each followed by a worked example (its head, the position,
// at least one step).
func checkStatement(t *testing.T, what string, st content.Statement, bs []Block) {
	t.Helper()
	if len(bs) == 0 {
		t.Errorf("%s: statement %s is not in the reference", what, st.ID)
		return
	}
	var claims []string
	for i, b := range bs {
		if b.Kind != Claim {
			continue
		}
		claims = append(claims, strings.Fields(b.Label)[0])
		if b.Text.Plain() == "" || strings.Contains(b.Text.Plain(), "[") {
			t.Errorf("%s: %s: claim %s is described as %q", what, st.ID, b.Label, b.Text.Plain())
		}
		if i+3 >= len(bs) || bs[i+1].Kind != ExampleHead || bs[i+2].Kind != Setup || bs[i+3].Kind != Step {
			t.Errorf("%s: %s: claim %s has no worked example told under it", what, st.ID, b.Label)
		}
	}
	var want []string
	for _, c := range st.Claims {
		want = append(want, c.ID)
	}
	if !reflect.DeepEqual(claims, want) {
		t.Errorf("%s: %s rests on %v in the reference, %v in card.yaml", what, st.ID, claims, want)
	}
}

func TestTheStatementsAreTheCardsWordsInItsOrder(t *testing.T) {
	cards, _ := shippedCards(t)
	for _, s := range cards {
		for _, loc := range s.card.LocaleOrder {
			ref := build(t, s, loc)
			var want []string
			for _, st := range allStatements(s.card) {
				want = append(want, "st-"+st.ID)
			}
			if got := ref.Statements(); !reflect.DeepEqual(got, want) {
				t.Errorf("%s (%s): statements %v, want %v", s.card.ID, loc, got, want)
			}
			words := s.card.Locales[loc].Statements[s.card.Tagline.ID].Plain()
			if got := ref.Parts[0].Blocks[0].Text.Plain(); got != words {
				t.Errorf("%s (%s): the cover's statement is %q, want %q", s.card.ID, loc, got, words)
			}
		}
	}
}

func TestTheCompleteRulesAreWhatDescribeInWritesInTheCardsLocale(t *testing.T) {
	cards, _ := shippedCards(t)
	for _, s := range cards {
		r, err := presetRules(s.card)
		if err != nil {
			t.Fatal(err)
		}
		for _, loc := range s.card.LocaleOrder {
			ref := build(t, s, loc)
			var got []string
			for _, p := range ref.Parts {
				if p.ID != "part-rules" {
					continue
				}
				for _, b := range p.Blocks[1:] {
					if b.Lang != "" {
						t.Errorf("%s (%s): a block of the complete rules is in %q", s.card.ID, loc, b.Lang)
					}
					got = append(got, b.Text.Plain())
				}
			}
			want := strings.Join(strings.Fields(describeText(t, r, loc)), " ")
			if j := strings.Join(strings.Fields(strings.Join(got, " ")), " "); j != want {
				t.Errorf("%s (%s): the complete rules read\n%s\nwant\n%s", s.card.ID, loc, j, want)
			}
		}
	}
}

func TestEveryClaimIsDescribedInEveryLocale(t *testing.T) {
	for _, loc := range Locales() {
		if loc == "en" {
			continue
		}
		w, err := loadWords(loc)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range claim.Catalogue() {
			if w.f.Claims[c.ID] == "" {
				t.Errorf("locale %s has no description of claim %s (layout/reference/locales/%s.yaml)", loc, c.ID, loc)
			}
		}
		for id := range w.f.Claims {
			if _, ok := claim.Lookup(id); !ok {
				t.Errorf("locale %s describes %s, which is no claim", loc, id)
			}
		}
	}
}

func TestEveryLocalesWordsAreComplete(t *testing.T) {
	if got := Locales(); !reflect.DeepEqual(got, []string{"de", "en", "sv"}) {
		t.Errorf("locales %v", got)
	}
	cards, _ := shippedCards(t)
	for _, loc := range Locales() {
		c := *cards[0].card
		c.Locales = map[string]*content.Locale{loc: cards[0].card.Locales["en"]}
		ref, err := Build(Input{Card: &c, Locale: loc, Report: cards[0].rep, Facts: cards[0].facts, Version: "v", Date: day})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ref.Parts {
			for _, b := range p.Blocks {
				if text := b.Text.Plain(); strings.Contains(text, "[template") || strings.Contains(text, "<no value>") {
					t.Errorf("%s: %s", loc, text)
				}
			}
		}
		if strings.Contains(ref.Meta+ref.Footer+ref.PageOf(1, 2), "[") {
			t.Errorf("%s: %q %q", loc, ref.Meta, ref.Footer)
		}
	}
}

func TestNumbersAndDatesFollowTheLocale(t *testing.T) {
	for loc, want := range map[string][3]string{
		"en": {"12,345", "97.1%", "2 May 2025"},
		"sv": {"12\u00a0345", "97,1\u00a0%", "2 maj 2025"},
		"de": {"12.345", "97,1\u00a0%", "2. Mai 2025"},
	} {
		w, err := loadWords(loc)
		if err != nil {
			t.Fatal(err)
		}
		if got := [3]string{w.num(12345), w.pct(0.9713), w.date(day)}; got != want {
			t.Errorf("%s: %q, want %q", loc, got, want)
		}
	}
}

func TestAReferenceOfACardThatFailsItsCheckIsRefused(t *testing.T) {
	card, err := content.Load(filepath.Join("..", "..", "cmd", "rulecard", "testdata", "check", "mutated", "number-changed"))
	if err != nil {
		t.Fatal(err)
	}
	rep, _ := claim.Check(card, claim.Options{Games: -1})
	_, err = Build(Input{Card: card, Locale: "en", Report: rep, Date: day})
	if !errors.Is(err, claim.ErrContradiction) {
		t.Errorf("Build: %v, want the check's contradiction", err)
	}
}

func TestSimulateIsDeterministic(t *testing.T) {
	cards, _ := shippedCards(t)
	a, err := Simulate(cards[0].card, 200, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, cards[0].facts) {
		t.Errorf("two simulations with the same seed differ")
	}
	for _, tb := range a.Tables {
		for _, c := range tb.Columns {
			if c.Games != 200 || c.Turns <= 0 || c.PondDry < 0 || c.PondDry > 1 || c.DeadAsk < 0 || c.DeadAsk > 1 ||
				c.FirstSeat <= 0 || c.FirstSeat > 1 {
				t.Errorf("%s bots, %d players: %+v", tb.Bot, c.Players, c)
			}
		}
	}
}

func TestALocaleWithoutWordsOfItsOwnIsToldInEnglishAndSaysSo(t *testing.T) {
	cards, _ := shippedCards(t)
	s := cards[0]
	c := *s.card
	c.Locales = map[string]*content.Locale{"fr": s.card.Locales["en"]}
	ref, err := Build(Input{Card: &c, Locale: "fr", Report: s.rep, Facts: s.facts, Version: "v", Date: day})
	if err != nil {
		t.Fatal(err)
	}
	en, err := loadWords("en")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(ref.Subtitle, "(not yet translated)") {
		t.Errorf("subtitle %q does not say the words are not translated", ref.Subtitle)
	}
	for _, p := range ref.Parts {
		for _, b := range p.Blocks {
			switch b.Kind {
			case Claim, ExampleHead:
				if !strings.Contains(b.Text.Plain(), "(not yet translated)") {
					t.Errorf("%s %q is not marked as English", b.Kind, b.Text.Plain())
				}
			case Step:
				if b.Lang != "en" {
					t.Errorf("a step of a story is in %q, want en", b.Lang)
				}
			}
		}
		if p.ID == "part-rules" {
			if len(p.Blocks) < 3 || p.Blocks[1].Text.Plain() != en.f.RulesEnglish || p.Blocks[2].Lang != "en" {
				t.Errorf("the complete rules do not say they are in English")
			}
		}
	}
}
