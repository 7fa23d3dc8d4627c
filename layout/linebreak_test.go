package layout

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/content"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// sfntWidth measures s independently of the layout's tables: the sum of
// the glyphs' advances read with sfnt, in ems.
func sfntWidth(t *testing.T, ttf []byte, s string) float64 {
	t.Helper()
	f, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	upem := fixed.Int26_6(f.UnitsPerEm())
	total := 0
	for _, r := range s {
		gi, err := f.GlyphIndex(&b, r)
		if err != nil {
			t.Fatal(err)
		}
		a, err := f.GlyphAdvance(&b, gi, upem, font.HintingNone)
		if err != nil {
			t.Fatal(err)
		}
		total += int(a)
	}
	return float64(total) / float64(upem)
}

func TestWidthsAreTheFontsAdvancesWithoutKerning(t *testing.T) {
	fs := testFonts(t)
	for _, tc := range []struct {
		face Face
		ttf  []byte
		text string
	}{
		{Regular, goregular.TTF, "AVATAR To Wa fi ffl"},
		{Regular, goregular.TTF, "Two players get seven cards each — ▲ FOLD ▼"},
		{Bold, gobold.TTF, "THE RULE THAT MAKES IT A THINKING GAME"},
	} {
		want := sfntWidth(t, tc.ttf, tc.text) * float64(Points(10).Millimetres())
		got := float64(fs.Face(tc.face).Width(tc.text, 10))
		if math.Abs(got-want) > 1e-9 {
			t.Errorf("%s %q at 10pt: width %.6f mm, want %.6f mm", tc.face, tc.text, got, want)
		}
	}
}

// lineTexts breaks text set in the regular face at width ems and returns
// the lines' texts.
func lineTexts(fs *Fonts, text string, width float64) []string {
	gs := markBreaks(fs.shape(nil, content.Text{{Text: text}}, Regular))
	var out []string
	for _, sp := range breakLines(gs, width, width) {
		var b strings.Builder
		for _, g := range gs[sp.start:sp.end] {
			b.WriteRune(g.r)
		}
		out = append(out, b.String())
	}
	return out
}

// emWidth returns the width of s in the regular face, in ems.
func emWidth(fs *Fonts, s string) float64 {
	return float64(fs.Face(Regular).Width(s, 72) / Points(72).Millimetres())
}

func TestBreakLinesTakesTheFewestLinesAtSpacesAndAfterDashes(t *testing.T) {
	fs := testFonts(t)
	for _, tc := range []struct {
		name, text, measure string  // the measure is the width of its text,
		less                float64 // less this many ems
		want                []string
	}{
		{"spaces", "one two three four five", "one two three", 0, []string{"one two three", "four five"}},
		{"collapsed white space", "  one \n two\tthree  ", "one two three", 0, []string{"one two three"}},
		{"after a hyphen", "a 32-card", "a 32-ca", 0, []string{"a 32-", "card"}},
		{"after an en dash", "ranks 2–10 go", "ranks 2–1", 0, []string{"ranks 2–", "10 go"}},
		{"no runt after a dash", "ranks 2–10", "ranks 2–1", 0, []string{"ranks", "2–10"}},
		{"after a slash", "pringle.com/games/go-fish/", "pringle.com/games/g", 0, []string{"pringle.com/games/", "go-fish/"}},
		{"spaced dash stays behind", "a rank — four", "a rank — fo", 0, []string{"a rank —", "four"}},
		{"spaced dash starts a line only when it must", "rank — f", "rank —", 0.01, []string{"rank", "— f"}},
		{"long word by characters", "Pneumonoultra", "Pneumono", 0, []string{"Pneumono", "ultra"}},
		{"exact fit", "one two", "one two", 0, []string{"one two"}},
		{"a runt takes the word before it", "one two three four", "one two three", 0, []string{"one two", "three four"}},
		{"a runt stays when the two do not fit", "aa bb cccccccc dddddddd", "aa bb cccccccc", 0, []string{"aa bb cccccccc", "dddddddd"}},
		{"the line before keeps two words", "one two three", "one two", 0, []string{"one two", "three"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := lineTexts(fs, tc.text, emWidth(fs, tc.measure)-tc.less)
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("lines %q, want %q", got, tc.want)
			}
		})
	}
}

func TestLinesBreakOnlyAtSpacesAndAfterDashesBetweenWords(t *testing.T) {
	fs := testFonts(t)
	for _, tc := range []struct {
		text string
		at   string // marks with ^ the glyphs a line may start at
	}{
		{"a bc d", "  ^  ^"},
		{"go-fish 2–4 and/or", "   ^    ^ ^ ^   ^ "}, // one mark a character
		{"x -5", "  ^ "},
		{"it — and · b", "     ^     ^"},
		{"it —", "    "},
		{"x—y", "  ^"},
		{"a-, b", "    ^"},
		// Spanish: ¿ and ¡ stay with the word they open, and a raya
		// opening an aside (valor —cuatro seises— y) with its first word.
		{"y ¿qué? ¡ve!", "  ^     ^   "},
		{"valor —cuatro seises— y", "      ^       ^       ^"},
	} {
		gs := markBreaks(fs.shape(nil, content.Text{{Text: tc.text}}, Regular))
		var got strings.Builder
		for _, g := range gs {
			if g.brk {
				got.WriteByte('^')
			} else {
				got.WriteByte(' ')
			}
		}
		if got.String() != padTo(tc.at, len(gs)) {
			t.Errorf("%q: breaks %q, want %q", tc.text, got.String(), padTo(tc.at, len(gs)))
		}
	}
}

// padTo pads or cuts s to n bytes.
func padTo(s string, n int) string {
	if len(s) >= n {
		return s[:n]
	}
	return s + strings.Repeat(" ", n-len(s))
}

func TestBreakLinesNeverExceedTheMeasureUnlessAWordDoes(t *testing.T) {
	fs := testFonts(t)
	rng := rand.New(rand.NewPCG(1, 2))
	words := strings.Fields("Ask ONE player for ONE rank. You must already hold a card of that rank yourself — you cannot fish for go-fish 2–4 and/or w.richardpringle.com/games/go-fish/")
	for range 500 {
		var parts []string
		for range 1 + rng.IntN(30) {
			parts = append(parts, words[rng.IntN(len(words))])
		}
		text := strings.Join(parts, " ")
		width := 2 + rng.Float64()*30
		gs := markBreaks(fs.shape(nil, content.Text{{Text: text}}, Regular))
		lines := breakLines(gs, width, width)
		n := 0
		for i, sp := range lines {
			w := advance(gs[sp.start:sp.end])
			if math.Abs(w-sp.width) > 1e-9 {
				t.Fatalf("%q: line %d width %v, recorded %v", text, i, w, sp.width)
			}
			if w > width+1e-9 && sp.end-sp.start > 1 && strings.ContainsRune(string(runesOf(gs[sp.start:sp.end])), ' ') {
				t.Fatalf("%q at %v em: line %q is %v em wide", text, width, string(runesOf(gs[sp.start:sp.end])), w)
			}
			if gs[sp.start].r == ' ' || gs[sp.end-1].r == ' ' {
				t.Fatalf("%q: line %d starts or ends with a space", text, i)
			}
			n += sp.end - sp.start
		}
		if strings.ReplaceAll(text, " ", "") != strings.ReplaceAll(joinLines(gs, lines), " ", "") {
			t.Fatalf("%q: lines lose characters: %q", text, joinLines(gs, lines))
		}
	}
}

// runesOf returns the glyphs' runes.
func runesOf(gs []glyph) []rune {
	rs := make([]rune, len(gs))
	for i, g := range gs {
		rs[i] = g.r
	}
	return rs
}

// joinLines returns the lines' texts joined by spaces.
func joinLines(gs []glyph, lines []span) string {
	var parts []string
	for _, sp := range lines {
		parts = append(parts, string(runesOf(gs[sp.start:sp.end])))
	}
	return strings.Join(parts, " ")
}

func TestBalanceKeepsTheLineCountAndEvensTheLines(t *testing.T) {
	fs := testFonts(t)
	text := "2 to 4 players · a 32-card short pack, or the full 52"
	gs := markBreaks(fs.shape(nil, content.Text{{Text: text}}, Regular))
	width := emWidth(fs, "2 to 4 players · a 32-card short pack, or the full")
	greedy := breakLines(gs, width, width)
	even := balance(gs, width)
	if len(even) != len(greedy) || len(even) != 2 {
		t.Fatalf("balanced into %d lines, greedy %d; want 2 and 2", len(even), len(greedy))
	}
	if got := joinLines(gs, even); got != "2 to 4 players · a 32-card short pack, or the full 52" {
		t.Errorf("balanced text %q", got)
	}
	if even[1].width < 0.6*even[0].width {
		t.Errorf("balanced lines %v and %v em: not even", even[0].width, even[1].width)
	}
}

// TestBalanceNeverCutsAWordThatFits: a title whose words each fit the
// measure but not together is set in two lines broken between its words,
// however uneven ("Verrückte / Acht", never "Verrück / te Acht").
func TestBalanceNeverCutsAWordThatFits(t *testing.T) {
	fs := testFonts(t)
	for _, text := range []string{"Verrückte Acht", "Geh fischen!", "Nie wieder Mittwochsskatrunde"} {
		gs := markBreaks(fs.shape(nil, content.Text{{Text: text}}, Regular))
		width := 0.0
		for _, w := range strings.Fields(text) {
			width = max(width, emWidth(fs, w))
		}
		width *= 1.05
		lines := balance(gs, width)
		if len(lines) < 2 {
			t.Fatalf("%q at %.2f em: one line", text, width)
		}
		for _, l := range lines {
			line := joinLines(gs, []span{l})
			if !slices.Contains(strings.Fields(text), strings.Fields(line)[0]) {
				t.Errorf("%q at %.2f em: a line %q starts inside a word", text, width, line)
			}
		}
	}
}

// TestBalanceSetsTheLinesOfTheLastMeasureThatKeptTheCount holds balance
// to its search written out: every measure tried is broken into lines,
// and the lines kept are those of the last measure that kept the count.
func TestBalanceSetsTheLinesOfTheLastMeasureThatKeptTheCount(t *testing.T) {
	fs := testFonts(t)
	byBreaking := func(p *para, width float64) []span {
		lines := p.breakLines(width, width)
		if len(lines) < 2 {
			return lines
		}
		whole := p.totalFit(width, width) != nil
		lo, hi := width/float64(len(lines)), width
		for range 12 {
			mid := (lo + hi) / 2
			if l := p.breakLines(mid, mid); len(l) == len(lines) && (!whole || p.totalFit(mid, mid) != nil) {
				hi, lines = mid, l
			} else {
				lo = mid
			}
		}
		return lines
	}
	texts := []string{
		"2 to 4 players · a 32-card short pack, or the full 52",
		"Go Fish — the house rules, as the engine plays them",
		"Pneumonoultramicroscopicsilicovolcanoconiosis and more",
		"Ask ONE player for ONE rank — you cannot fish for go-fish/2–4.",
	}
	cards, err := content.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, card := range cards {
		for _, loc := range card.Locales {
			texts = append(texts, loc.Title.Plain(), loc.Statements["tagline"].Plain())
			for _, h := range loc.Sections {
				texts = append(texts, h.Plain())
			}
		}
	}
	compared := 0
	for _, text := range texts {
		gs := markBreaks(fs.shape(nil, content.Text{{Text: text}}, Regular))
		total := newPara(gs).at[len(gs)]
		for _, share := range []float64{0.07, 0.15, 0.23, 0.31, 0.45, 0.52, 0.66, 0.8, 0.97, 1.2} {
			width := total * share
			want, got := byBreaking(newPara(gs), width), balance(gs, width)
			if !slices.Equal(got, want) {
				t.Errorf("%q at %.2f em: balance sets %v, the search written out %v", text, width, got, want)
			}
			if len(want) >= 2 {
				compared++
			}
		}
	}
	if compared < 50 {
		t.Errorf("only %d measures set two lines or more", compared)
	}
}
