package reference_test

import (
	"errors"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/internal/referencetest"
	"github.com/rulecard/rulecard/reference"
	"github.com/rulecard/rulecard/reference/document"
)

func TestEveryStatementIsSetWithEachOfItsClaimsAndAWorkedExample(t *testing.T) {
	for _, r := range referencetest.All(t) {
		blocks := map[string][]document.Block{} // a statement's id -> its blocks
		var at string
		for _, p := range r.Ref.Parts {
			for _, b := range p.Blocks {
				if b.Kind == document.Statement {
					at = strings.TrimPrefix(b.ID, "st-")
				} else if !isStatementBlock(b.Kind) {
					at = ""
				}
				if at != "" {
					blocks[at] = append(blocks[at], b)
				}
			}
		}
		for _, st := range allStatements(r.Card) {
			checkStatement(t, r.Card.ID+" ("+string(r.Locale)+")", st, blocks[st.ID])
		}
	}
}

// isStatementBlock reports whether a block of the kind belongs to a
// statement.
func isStatementBlock(k document.Kind) bool {
	return k == document.Statement || k == document.Proven || k == document.RestsOn || k == document.Claim || k == document.ExampleHead || k == document.Setup || k == document.Step
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
func checkStatement(t *testing.T, what string, st content.Statement, bs []document.Block) {
	t.Helper()
	if len(bs) == 0 {
		t.Errorf("%s: statement %s is not in the reference", what, st.ID)
		return
	}
	var claims []string
	for i, b := range bs {
		if b.Kind != document.Claim {
			continue
		}
		claims = append(claims, strings.Fields(b.Label)[0])
		if b.Text.Plain() == "" || strings.Contains(b.Text.Plain(), "[") {
			t.Errorf("%s: %s: claim %s is described as %q", what, st.ID, b.Label, b.Text.Plain())
		}
		if i+3 >= len(bs) || bs[i+1].Kind != document.ExampleHead || bs[i+2].Kind != document.Setup || bs[i+3].Kind != document.Step {
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
	for _, r := range referencetest.All(t) {
		var want []string
		for _, st := range allStatements(r.Card) {
			want = append(want, "st-"+st.ID)
		}
		if got := r.Ref.Statements(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s (%s): statements %v, want %v", r.Card.ID, r.Locale, got, want)
		}
		words := r.Card.Locales[r.Locale].Statements[r.Card.Tagline.ID].Plain()
		if got := r.Ref.Parts[0].Blocks[0].Text.Plain(); got != words {
			t.Errorf("%s (%s): the cover's statement is %q, want %q", r.Card.ID, r.Locale, got, words)
		}
	}
}

func TestTheCompleteRulesAreWhatDescribeInWritesInTheCardsLocale(t *testing.T) {
	for _, r := range referencetest.All(t) {
		g, err := game.Lookup(r.Card.Game)
		if err != nil {
			continue // a card of no engine: no complete rules
		}
		rules, err := g.Rules(r.Card.Spec())
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range r.Ref.Parts {
			if p.ID != "part-rules" {
				continue
			}
			for _, b := range p.Blocks[1:] {
				if b.Lang != "" {
					t.Errorf("%s (%s): a block of the complete rules is in %q", r.Card.ID, r.Locale, b.Lang)
				}
				got = append(got, b.Text.Plain())
			}
		}
		want := strings.Join(strings.Fields(describeText(t, g, rules, r.Locale)), " ")
		if j := strings.Join(strings.Fields(strings.Join(got, " ")), " "); j != want {
			t.Errorf("%s (%s): the complete rules read\n%s\nwant\n%s", r.Card.ID, r.Locale, j, want)
		}
	}
}

func TestEveryLocalesWordsAreComplete(t *testing.T) {
	if got, want := reference.Locales(), locale.Shipped().Codes(); !reflect.DeepEqual(got, want) || len(got) < 3 {
		t.Errorf("locales with reference words %v, want every shipped locale %v", got, want)
	}
	// A card whose preset is written without options: its meta line holds
	// no bracket of its own.
	cards := referencetest.Shipped(t)
	i := slices.IndexFunc(cards, func(c referencetest.Card) bool { return c.Card.ID == "gofish" })
	for _, loc := range reference.Locales() {
		c := *cards[i].Card
		c.Locales = map[locale.Code]*content.Locale{loc: cards[i].Card.Locales["en"]}
		ref, err := reference.Build(reference.Input{Card: &c, Locale: loc, Report: cards[i].Report, Facts: cards[i].Facts, Version: "v", Date: referencetest.Day})
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

func TestAReferenceOfACardThatFailsItsCheckIsRefused(t *testing.T) {
	card, err := content.Load(filepath.Join("..", "cmd", "rulecard", "testdata", "check", "mutated", "number-changed"))
	if err != nil {
		t.Fatal(err)
	}
	rep, _ := claim.Check(card, claim.Options{Games: -1})
	_, err = reference.Build(reference.Input{Card: card, Locale: "en", Report: rep, Date: referencetest.Day})
	if !errors.Is(err, claim.ErrContradiction) {
		t.Errorf("Build: %v, want the check's contradiction", err)
	}
}

func TestSimulateIsDeterministic(t *testing.T) {
	cards := referencetest.Shipped(t)
	a, err := reference.Simulate(cards[0].Card, referencetest.FactGames, referencetest.Seed)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, cards[0].Facts) {
		t.Errorf("two simulations with the same seed differ")
	}
	for _, tb := range a.Tables {
		for _, c := range tb.Columns {
			if c.Games != referencetest.FactGames || c.Turns <= 0 || c.FirstSeat <= 0 || c.FirstSeat > 1 {
				t.Errorf("%s bots, %d players: %+v", tb.Bot, c.Players, c)
			}
			for _, f := range c.Figures {
				if v := f.Of(c.Games); f.Kind == game.Share && (v < 0 || v > 1) || v < 0 {
					t.Errorf("%s bots, %d players: figure %s is %g", tb.Bot, c.Players, f.ID, v)
				}
			}
		}
	}
}

func TestALocaleWithoutWordsOfItsOwnIsToldInEnglishAndSaysSo(t *testing.T) {
	cards := referencetest.Shipped(t)
	s := cards[0]
	c := *s.Card
	c.Locales = map[locale.Code]*content.Locale{"nl": s.Card.Locales["en"]}
	ref, err := reference.Build(reference.Input{Card: &c, Locale: "nl", Report: s.Report, Facts: s.Facts, Version: "v", Date: referencetest.Day})
	if err != nil {
		t.Fatal(err)
	}
	english, err := reference.RulesEnglish()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(ref.Subtitle, "(not yet translated)") {
		t.Errorf("subtitle %q does not say the words are not translated", ref.Subtitle)
	}
	for _, p := range ref.Parts {
		for _, b := range p.Blocks {
			switch b.Kind {
			case document.Claim, document.ExampleHead:
				if !strings.Contains(b.Text.Plain(), "(not yet translated)") {
					t.Errorf("%s %q is not marked as English", b.Kind, b.Text.Plain())
				}
			case document.Step:
				if b.Lang != "en" {
					t.Errorf("a step of a story is in %q, want en", b.Lang)
				}
			}
		}
		if p.ID == "part-rules" {
			if len(p.Blocks) < 3 || p.Blocks[1].Text.Plain() != english || p.Blocks[2].Lang != "en" {
				t.Errorf("the complete rules do not say they are in English")
			}
		}
	}
}

// describeText is the words of what the game's Describe makes of r in
// locale, in order: its title, each heading in capitals, each rule.
func describeText(t *testing.T, g game.Game, r game.Rules, code locale.Code) string {
	t.Helper()
	d, err := g.Describe(r, nil, code)
	if err != nil {
		t.Fatal(err)
	}
	words := []string{d.Title}
	for _, s := range d.Sections {
		words = append(words, strings.ToUpper(s.Heading))
		words = append(words, s.Rules...)
	}
	return strings.Join(words, " ")
}

// TestANoteIsCalledANoteOnlyWhenItIsOne: every statement the reference
// calls a note is marked one in card.yaml; a statement that rests on no
// claim and is no note is refused, never called a note.
func TestANoteIsCalledANoteOnlyWhenItIsOne(t *testing.T) {
	const note = "A note: it states no rule, so no claim rests on it."
	for _, r := range referencetest.All(t) {
		if r.Locale != "en" {
			continue
		}
		notes := map[string]bool{}
		for _, st := range allStatements(r.Card) {
			notes["st-"+st.ID] = st.Note
		}
		var at string
		for _, p := range r.Ref.Parts {
			for _, b := range p.Blocks {
				if b.Kind == document.Statement {
					at = b.ID
				}
				if b.Kind == document.Proven && b.Text.Plain() == note && !notes[at] {
					t.Errorf("%s: %s is called a note and is none", r.Card.ID, at)
				}
			}
		}
	}
	cards := referencetest.Shipped(t)
	s := cards[slices.IndexFunc(cards, func(c referencetest.Card) bool { return c.Card.ID == "gofish" })]
	c := *s.Card
	c.Sections = slices.Clone(c.Sections)
	last := len(c.Sections) - 2 // a section of statements that rest on claims
	c.Sections[last].Statements = slices.Clone(c.Sections[last].Statements)
	c.Sections[last].Statements[0].Claims = nil
	_, err := reference.Build(reference.Input{Card: &c, Locale: "en", Report: s.Report, Facts: s.Facts, Version: "v", Date: referencetest.Day})
	if err == nil || !strings.Contains(err.Error(), "rests on no claim and is not a note") {
		t.Errorf("a statement without claims, no note: %v; want it refused", err)
	}
}

// TestFactsShowTheGamesOwnFiguresBetweenTurnsAndTheFirstSeat: each
// facts table has the rows every game has, and between the turns and the
// first seat one row for each figure the game reported under the card's
// rules, in its order, labelled in the locale's words.
func TestFactsShowTheGamesOwnFiguresBetweenTurnsAndTheFirstSeat(t *testing.T) {
	facts := map[string]*reference.Facts{}
	for _, c := range referencetest.Shipped(t) {
		facts[c.Card.ID] = c.Facts
	}
	for _, r := range referencetest.All(t) {
		if r.Locale != "en" {
			continue
		}
		figures := len(facts[r.Card.ID].Tables[0].Columns[0].Figures)
		want := []string{"Games played", "Turns per game, on average", "The first seat won (a shared win counts)", "An even share of wins"}
		for _, p := range r.Ref.Parts {
			for _, b := range p.Blocks {
				if b.Kind != document.Table {
					continue
				}
				var got []string
				for _, row := range b.Grid[1:] {
					got = append(got, row[0])
				}
				if n := len(got); n != len(want)+figures || got[0] != want[0] || got[1] != want[1] || got[n-2] != want[2] || got[n-1] != want[3] {
					t.Errorf("%s: the facts' rows are %q, want %q with the game's %d figures after the second", r.Card.ID, got, want, figures)
				}
			}
		}
	}
}

// TestAWorkedExampleIsShort: a worked example plays the moves that show
// its claim, a dozen at most, not a game from its deal.
func TestAWorkedExampleIsShort(t *testing.T) {
	for _, r := range referencetest.All(t) {
		for _, p := range r.Ref.Parts {
			head, steps := "", 0
			for _, b := range append(p.Blocks, document.Block{Kind: document.ExampleHead}) {
				switch b.Kind {
				case document.ExampleHead:
					if steps > 12 {
						t.Errorf("%s (%s): the worked example %s plays %d moves", r.Card.ID, r.Locale, head, steps)
					}
					head, steps = b.Label, 0
				case document.Step:
					steps++
				}
			}
		}
	}
}
