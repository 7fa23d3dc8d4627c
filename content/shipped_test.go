package content

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// seedCard is the printed card the shipped English card carries: its
// instructions, then the whole card on one line (the project's seed 002;
// testdata/seed/README.md says where it comes from).
const seedCard = "testdata/seed/002_*.txt"

// amended lists the seed's sentences that the shipped card extends with
// what RULES.md settles, each with the sentence the card prints instead.
var amended = map[string]string{
	// RULES.md 8: a book is laid the moment it is complete (claim book.at-once).
	"Collect all four cards of a rank — four sixes, four queens — and lay them down as a BOOK.": "Collect all four cards of a rank — four sixes, four queens — and lay them down at once as a BOOK.",
	// RULES.md 10: the new hand is as many cards as the deal gave, or what is left.
	"If you book your last card and it is still your turn, you draw a new hand from the pond.": "If you book your last card and it is still your turn, you draw a new hand from the pond — as many cards as you were dealt, or what is left.",
	// The language review of 2026-12-01 (E1, E2, E3, E6, E8, E9): sentences
	// whose words said less or other than the rule they state; each new
	// sentence says what RULES.md says, nothing more.
	// RULES.md 11: equal most books is a shared win, not "a draw".
	"A tie is a tie.": "Ties share the win.",
	// The seed's fragment and its follow-up become one sentence (RULES.md 7).
	"Unless you drew the very rank you asked for — a WISH.": "But if you draw the very rank you asked for — a WISH — you go again.",
	"Then you go again.": "But if you draw the very rank you asked for — a WISH — you go again.",
	// RULES.md 9: the refusal is remembered per asker, asked player and rank.
	"Once the pond is empty you may not ask a question you have already been answered.": "Once the pond is empty you may not ask a player for a rank they have already said no to.",
	// RULES.md 9: a draw from the pond clears the refusals too, and no card changes hands.
	"Any card changing hands clears every remembered refusal — the table has changed, so the answers might have too.": "Any card reaching a hand, drawn or handed over, clears every remembered refusal — the table has changed, so the answers might have too.",
	// RULES.md 12: the player who drew a card has seen it; the record holds no card not shown to the table.
	"The public record — who asked whom for what, and whether they got it — never contains a card nobody has seen.":       "The public record — who asked whom for what, and whether they got it — never contains a card not shown to the table.",
	"A dead ask — A question you have already been answered, which the rules stop you asking again once the pond is dry.": "A dead ask — A question already answered no. Once the pond is dry you may not ask it again.",
}

// TestShippedCardsLoad loads every embedded card with no problem.
func TestShippedCardsLoad(t *testing.T) {
	cards, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	if ids := ShippedIDs(); !slices.Contains(ids, "gofish") || len(cards) != len(ids) {
		t.Fatalf("shipped ids %v, %d cards; want gofish among them", ids, len(cards))
	}
	for _, c := range cards {
		if c.LocaleOrder[0] != "en" {
			t.Errorf("%s: locale order %v, want en first", c.ID, c.LocaleOrder)
		}
		each(c, func(s Section, st Statement) {
			if c.Proven() && !st.Note && len(st.Claims) == 0 {
				t.Errorf("%s: statement %q is neither bound to a claim nor a note", c.ID, st.ID)
			}
		})
	}
}

// TestGoFishCarriesEverySentenceOfTheSeedCard checks the English card
// against seed 002, sentence by sentence, and the sheet words against the
// seed's printing instructions.
func TestGoFishCarriesEverySentenceOfTheSeedCard(t *testing.T) {
	matches, _ := filepath.Glob(seedCard)
	if len(matches) == 0 {
		t.Fatalf("no seed card at %s", seedCard)
	}
	seed, err := os.ReadFile(matches[0])
	if err != nil {
		t.Fatal(err)
	}
	c, err := Resolve("gofish")
	if err != nil {
		t.Fatal(err)
	}
	en := c.Locales["en"]
	lines := strings.Split(strings.TrimSpace(string(seed)), "\n")
	cardLine := lines[len(lines)-1]
	if !strings.HasPrefix(cardLine, "Go Fish 2 to 4 players") {
		t.Fatalf("the seed's last line is not the card: %.40q", cardLine)
	}

	text := normalise(cardText(c, en))
	for _, s := range sentences(cardLine) {
		if a, ok := amended[s]; ok {
			s = a
		}
		if !strings.Contains(text, normalise(s)) {
			t.Errorf("the card lacks the seed's sentence %q", s)
		}
	}

	sheet := en.Sheet
	words := []string{sheet.Instructions.Plain()}
	for _, t := range append(slices.Clone(sheet.Steps), sheet.Notes...) {
		words = append(words, t.Plain())
	}
	all := normalise(strings.Join(words, " "))
	step := regexp.MustCompile(`^\d+\. `)
	for _, l := range lines[1 : len(lines)-1] {
		l = step.ReplaceAllString(strings.TrimSpace(l), "")
		if l != "" && !strings.Contains(all, normalise(l)) {
			t.Errorf("the sheet words lack the seed's instruction %q", l)
		}
	}
	for _, w := range []string{sheet.Fold, sheet.FoldTear} {
		if !strings.Contains(cardLine, w) {
			t.Errorf("the seed does not label a fold %q", w)
		}
	}
}

// each calls f for every statement of c, the tagline first.
func each(c *Card, f func(Section, Statement)) {
	f(Section{ID: "cover"}, c.Tagline)
	for _, s := range c.Sections {
		for _, st := range s.Statements {
			f(s, st)
		}
	}
}

// cardText returns the card's words in reading order, as plain text.
func cardText(c *Card, loc *Locale) string {
	parts := []string{loc.Title.Plain(), loc.Statements[c.Tagline.ID].Plain()}
	for _, s := range c.Sections {
		parts = append(parts, loc.Sections[s.ID].Plain())
		for _, st := range s.Statements {
			if g, ok := loc.Glossary[st.ID]; ok {
				parts = append(parts, g.Term.Plain()+" — "+g.Def.Plain())
			} else {
				parts = append(parts, loc.Statements[st.ID].Plain())
			}
		}
	}
	return strings.Join(parts, " ")
}

// sentences splits the seed's card line into sentences and bullet items,
// without the fold labels.
func sentences(line string) []string {
	line = strings.NewReplacer("▲ FOLD ▼", " ", "FOLD & TEAR", " ").Replace(line)
	var out []string
	for _, item := range strings.Split(line, "•") {
		start := 0
		for i := 0; i < len(item); i++ {
			if strings.ContainsRune(".!?", rune(item[i])) && (i+1 == len(item) || item[i+1] == ' ') {
				out = append(out, strings.TrimSpace(item[start:i+1]))
				start = i + 1
			}
		}
		if rest := strings.TrimSpace(item[start:]); rest != "" {
			out = append(out, rest)
		}
	}
	return out
}

// normalise straightens quotes and collapses whitespace.
func normalise(s string) string {
	s = strings.NewReplacer("“", `"`, "”", `"`, "‘", "'", "’", "'").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// TestResolve covers the ways a command-line argument names a card.
func TestResolve(t *testing.T) {
	tests := []struct {
		arg    string
		id     string
		noCard bool
	}{
		{arg: "gofish", id: "gofish"},
		{arg: "cards/gofish", id: "gofish"},
		{arg: "./cards/gofish", id: "gofish"},
		{arg: "no-such-card", noCard: true},
		{arg: "testdata/none", noCard: true},
		{arg: "../content/shipped.go", noCard: true},
	}
	for _, tt := range tests {
		c, err := Resolve(tt.arg)
		switch {
		case tt.noCard:
			if !errors.Is(err, ErrNoCard) {
				t.Errorf("Resolve(%q): %v, want ErrNoCard", tt.arg, err)
			}
		case err != nil:
			t.Errorf("Resolve(%q): %v", tt.arg, err)
		case c.ID != tt.id:
			t.Errorf("Resolve(%q): card %q, want %q", tt.arg, c.ID, tt.id)
		}
	}
	if _, err := Resolve("testdata/broken/link"); err == nil || errors.Is(err, ErrNoCard) {
		t.Errorf("Resolve of a broken card directory: %v, want its problems", err)
	}
}

// TestShippedLocalesAreNeverDrafts: a draft is a translation under way,
// never a language rulecard ships.
func TestShippedLocalesAreNeverDrafts(t *testing.T) {
	cards, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cards {
		for _, code := range c.LocaleOrder {
			if loc := c.Locales[code]; loc.Draft || len(loc.Untranslated) > 0 {
				t.Errorf("%s: %s is a draft (%d texts untranslated)", c.ID, loc.File, len(loc.Untranslated))
			}
		}
	}
}

// TestShippedTranslationsAreFresh: every translation of every shipped
// card records the source it was translated from, and that source is the
// card's as it stands: nothing untranslated, stale or unrecorded.
func TestShippedTranslationsAreFresh(t *testing.T) {
	n := 0
	for _, id := range ShippedIDs() {
		c, err := LoadShipped(id)
		if err != nil {
			t.Fatal(err)
		}
		codes, err := c.TranslationCodes()
		if err != nil {
			t.Fatal(err)
		}
		for _, code := range codes {
			st, err := c.LocaleStatus(code)
			if err != nil {
				t.Fatal(err)
			}
			if st.Stale+st.Untranslated+st.Unrecorded > 0 || st.Translated == 0 {
				t.Errorf("%s %s: %d translated, %d untranslated, %d stale %v, %d unrecorded (rulecard locale update %s %s)",
					id, code, st.Translated, st.Untranslated, st.Stale, st.StaleKeys, st.Unrecorded, id, code)
			}
			n++
		}
	}
	if n < 5 {
		t.Fatalf("only %d translations", n)
	}
}

func TestShippedGameReadsTheGameOfEachShippedCard(t *testing.T) {
	for id, want := range map[string]string{"gofish": DefaultGame, "old-maid": NoGame} {
		got, err := ShippedGame(id)
		if err != nil || got != want {
			t.Errorf("ShippedGame(%q) = %q, %v; want %q", id, got, err, want)
		}
	}
	if _, err := ShippedGame("no-such-card"); err == nil {
		t.Error("ShippedGame of no card: no error")
	}
}
