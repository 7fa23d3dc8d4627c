package claim

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// shippedLexicon compiles the shipped words of a locale, as the gofish
// card loads them.
func shippedLexicon(t testing.TB, code string) *lexicon {
	t.Helper()
	c, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	return compileLexicon(locale.Code(code), &c.Locales[locale.Code(code)].Words)
}

// stated reads text in a locale and returns its numbers' values, sorted,
// each once (-1 for a numeral too long for an int).
func stated(lx *lexicon, text content.Text, one bool) []int {
	var out []int
	for _, n := range read(lx, tokenize(text)).numerals(lx, one) {
		v := n.value
		if n.huge {
			v = -1
		}
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	slices.Sort(out)
	return out
}

func TestNumbersAreReadAsNumeralsNumberWordsAndArticlesThatMeanOne(t *testing.T) {
	en, sv, de := shippedLexicon(t, "en"), shippedLexicon(t, "sv"), shippedLexicon(t, "de")
	tests := []struct {
		lx   *lexicon
		text string
		one  bool // the claims assert one
		want []int
	}{
		{en, "2 to 4 players · a 32-card short pack, or the full 52", false, []int{2, 4, 32, 52}},
		{en, "Two players get seven cards each; three or four players get five each.", false, []int{2, 3, 4, 5, 7}},
		{en, "Ask ONE player for ONE rank.", true, []int{1}},
		{en, "four sixes, four queens — sevens are not seven", false, []int{4, 7}},
		{en, "someone, oneself, fourteenth: no whole number words", false, nil},
		{en, "draw a card", true, []int{1}},
		{en, "draw a card", false, nil},
		{en, "a single rank", true, []int{1}},
		{en, "fifty-two cards, thirty two more, one hundred at most", false, []int{32, 52, 100}},
		{en, "10H and 7s", false, []int{7, 10}},
		{en, "deal ⁵ or ５ or 0007", false, []int{5, 7}},
		{en, "sev\u00aden or fi\u200bve", false, []int{5, 7}},
		{en, "99999999999999999999999 players", false, []int{-1}},
		{sv, "Två spelare får sju kort var, ett kort, en spelare", true, []int{1, 2, 7}},
		{sv, "Två spelare får sju kort var, ett kort, en spelare", false, []int{2, 7}},
		{sv, "du får fråga en gång till", true, nil},
		{sv, "tjugoen, fyrtiotvå och hundra", false, []int{21, 42, 100}},
		{de, "Zieh eine Karte, zu zweit, einundzwanzig", false, []int{2, 21}},
		{de, "nur eine Karte", false, []int{1}},
	}
	for _, tt := range tests {
		if got := stated(tt.lx, content.Text{{Text: tt.text}}, tt.one); !slices.Equal(got, tt.want) {
			t.Errorf("%s %q (one asserted: %v): %v, want %v", tt.lx.code, tt.text, tt.one, got, tt.want)
		}
	}
}

func TestAssertedNumbersTakeKeysAndValues(t *testing.T) {
	refs := []content.ClaimRef{
		{ID: "deal.size", Params: map[string]any{"2": 7, "3": 5, "4": 5}},
		{ID: "pond.is-rest"},
		{ID: "players.range", Params: map[string]any{"min": 2, "max": 4}},
		{ID: "pack.sizes", Params: []any{32, 52}},
	}
	if got, want := assertedNumbers(refs), []int{2, 3, 4, 5, 7, 32, 52}; !slices.Equal(got, want) {
		t.Errorf("assertedNumbers = %v, want %v", got, want)
	}
}

func TestWordsMarkedInBracesAreNotRead(t *testing.T) {
	sv := shippedLexicon(t, "sv")
	text := content.Text{
		{Text: "Samla alla fyra korten av "}, {Text: "en", NotNumber: true},
		{Text: " valör och lägg ner dem som "}, {Text: "ett", NotNumber: true}, {Text: " fyrtal; ett kort."},
	}
	if got, want := stated(sv, text, true), []int{1, 4}; !slices.Equal(got, want) {
		t.Errorf("stated = %v, want %v", got, want)
	}
	if got, want := stated(sv, text[:4], true), []int{4}; !slices.Equal(got, want) {
		t.Errorf("with the marked words only: %v, want %v", got, want)
	}
	r := read(sv, tokenize(content.Text{{Text: "du får "}, {Text: "inte", NotNumber: true}, {Text: " fråga"}}))
	for _, o := range r.features() {
		if o.feature == content.Not {
			t.Errorf("a marked negation is read: %v", o)
		}
	}
}

// TestAWordSetPartlyInEmphasisIsOneWord: the check reads words whatever
// their style, so "ag*ai*n" and "go **ag**ain" read "again", which a
// claim that denies GO-AGAIN must see; a word marked {so} stays apart.
func TestAWordSetPartlyInEmphasisIsOneWord(t *testing.T) {
	text := content.Text{{Text: "and go ag"}, {Text: "ai", Style: content.Italic}, {Text: "n, "},
		{Text: "never", NotNumber: true}, {Text: " o"}, {Text: "ne", Style: content.Bold}}
	var words []string
	for _, tok := range tokenize(text) {
		words = append(words, tok.word)
	}
	if got, want := strings.Join(words, " "), "and go again never one"; got != want {
		t.Errorf("tokens %q, want %q", got, want)
	}
	if toks := tokenize(text); !toks[3].marked || toks[2].marked || toks[4].marked {
		t.Errorf("marks: %+v", toks)
	}
}
