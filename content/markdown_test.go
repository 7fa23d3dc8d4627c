package content

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestMarkdownBecomesStyledRuns covers the inline syntax a card may use.
func TestMarkdownBecomesStyledRuns(t *testing.T) {
	md := newMarkdown(typographyOf("en"))
	tests := []struct {
		name string
		in   string
		want Text
	}{
		{"plain", "Go fish.", Text{{Text: "Go fish.", Style: Regular}}},
		{"strong is bold", "a **BOOK**.", Text{{Text: "a ", Style: Regular}, {Text: "BOOK", Style: Bold}, {Text: ".", Style: Regular}}},
		{"emphasis is italic", "a *wish*", Text{{Text: "a ", Style: Regular}, {Text: "wish", Style: Italic}}},
		{"underscores too", "__b__ _i_", Text{{Text: "b", Style: Bold}, {Text: " ", Style: Regular}, {Text: "i", Style: Italic}}},
		{"both", "***both*** and **bold *italic***", Text{
			{Text: "both", Style: Bold | Italic}, {Text: " and ", Style: Regular}, {Text: "bold ", Style: Bold}, {Text: "italic", Style: Bold | Italic},
		}},
		{"adjacent runs of one style merge", "**a**__b__", Text{{Text: "ab", Style: Bold}}},
		{"numbered step stays text", "1. Crease each FOLD line.", Text{{Text: "1. Crease each FOLD line.", Style: Regular}}},
		{"dash item stays text", "- x", Text{{Text: "- x", Style: Regular}}},
		{"heading mark stays text", "# players", Text{{Text: "# players", Style: Regular}}},
		{"quote mark stays text", "> seven", Text{{Text: "> seven", Style: Regular}}},
		{"thematic break stays text", `\*\*\*`, Text{{Text: "***", Style: Regular}}},
		{"indented line stays text", "    four spaces", Text{{Text: "four spaces", Style: Regular}}},
		{"setext underline stays text", "Title\n===", Text{{Text: "Title ===", Style: Regular}}},
		{"double quotes", `they say "go fish"`, Text{{Text: "they say “go fish”", Style: Regular}}},
		{"single quotes and apostrophe", `a 'wish' isn't`, Text{{Text: "a ‘wish’ isn’t", Style: Regular}}},
		{"dashes and ellipsis", "a -- b --- c...", Text{{Text: "a – b — c…", Style: Regular}}},
		{"real characters pass through", "“a” — b", Text{{Text: "“a” — b", Style: Regular}}},
		{"entities", "FOLD &amp; TEAR &#8212; &#x2014; &copy;", Text{{Text: "FOLD & TEAR — — ©", Style: Regular}}},
		{"unknown entity stays", "&bogus; &amp", Text{{Text: "&bogus; &amp", Style: Regular}}},
		{"escapes", `\*not italic\* \\ \# \"straight\"`, Text{{Text: `*not italic* \ # "straight"`, Style: Regular}}},
		{"escaped entity stays", `\&amp;`, Text{{Text: "&amp;", Style: Regular}}},
		{"soft line breaks are spaces", "one\ntwo\n  three", Text{{Text: "one two three", Style: Regular}}},
		{"hard line breaks are spaces", "one  \ntwo\\\nthree", Text{{Text: "one two three", Style: Regular}}},
		{"spaces collapse", "a   b\t c", Text{{Text: "a b c", Style: Regular}}},
		{"spaces collapse across styles", "a   *b   c*", Text{{Text: "a ", Style: Regular}, {Text: "b c", Style: Italic}}},
		{"bare url stays text", "w.richardpringle.com/games/go-fish/", Text{{Text: "w.richardpringle.com/games/go-fish/", Style: Regular}}},
		{"lone angle bracket stays text", "2 < 4", Text{{Text: "2 < 4", Style: Regular}}},
		{"reference link without definition stays text", "[a][b]", Text{{Text: "[a][b]", Style: Regular}}},
		{"link definition stays text", "[a]: b", Text{{Text: "[a]: b", Style: Regular}}},
		{"empty", "  \n ", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, probs := md.parse(tt.in)
			if len(probs) > 0 {
				t.Fatalf("parse(%q): problems %v", tt.in, probs)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("parse(%q)\n got %+v\nwant %+v", tt.in, got, tt.want)
			}
		})
	}
}

// TestMarkdownRejectsWhatACardCannotPrint checks each rejected construct
// and the offset it is reported at.
func TestMarkdownRejectsWhatACardCannotPrint(t *testing.T) {
	md := newMarkdown(typographyOf("en"))
	tests := []struct {
		in   string
		off  int
		word string
	}{
		{"x <br/> y", 2, "raw html"},
		{"see [Pagat](https://pagat.com)", 4, "links"},
		{"see <https://pagat.com>", 4, "autolinks"},
		{"see <me@example.com>", 4, "autolinks"},
		{"a ![logo](l.png)", 2, "images"},
		{"a `code`", 2, "code spans"},
		{"one\n\ntwo", 5, "one paragraph"},
		{"one\n\n    two", 9, "one paragraph"},
		{"a\n  <!-- c -->", 4, "raw html"},
	}
	for _, tt := range tests {
		_, probs := md.parse(tt.in)
		if len(probs) != 1 {
			t.Errorf("parse(%q): %d problems %v, want 1", tt.in, len(probs), probs)
			continue
		}
		if p := probs[0]; p.off != tt.off || !strings.Contains(p.msg, tt.word) {
			t.Errorf("parse(%q): problem %+v, want %q at %d", tt.in, p, tt.word, tt.off)
		}
	}
}

// TestTypographyIsPerLocale checks that a locale's table sets its quotes.
func TestTypographyIsPerLocale(t *testing.T) {
	swedish := typographyOf("en")
	swedish.Quotes = [2]string{"”", "”"}
	got, _ := newMarkdown(typographyOf("sv")).parse(`de säger "fiska"`)
	if want := "de säger ”fiska”"; got.Plain() != want {
		t.Errorf("got %q, want %q", got.Plain(), want)
	}
	for _, tc := range []struct{ code, want string }{
		{"sv", "”finns i sjön” – Sams ’fyrtal’"},
		{"de", "„Geh fischen!“ – Sams ‚Quartett‘"},
		{"de-CH", "„Geh fischen!“ – Sams ‚Quartett‘"},
		{"en", "“go fish” — Sam’s ‘book’"},
	} {
		in := map[string]string{"sv": `"finns i sjön" --- Sams 'fyrtal'`, "de": `"Geh fischen!" --- Sams 'Quartett'`,
			"en": `"go fish" --- Sam's 'book'`}[strings.Split(tc.code, "-")[0]]
		if got, _ := newMarkdown(typographyOf(tc.code)).parse(in); got.Plain() != tc.want {
			t.Errorf("%s: %q, want %q", tc.code, got.Plain(), tc.want)
		}
	}
	if typographyOf("en-GB").Quotes != typographyOf("en").Quotes || typographyOf("xx").Dash != typographyOf("en").Dash {
		t.Errorf("a locale without a folder should fall back to English typography")
	}
}

// TestBracesMarkAWordThatIsNotANumber covers {word}: the braces go, the
// word becomes a run of its own marked NotNumber, and a stray brace is a
// problem at its place.
func TestBracesMarkAWordThatIsNotANumber(t *testing.T) {
	md := newMarkdown(typographyOf("en"))
	got, probs := md.parse("ta {en} valör, **{EN}** gång; \\{ och \\} står kvar")
	if len(probs) > 0 {
		t.Fatalf("problems %v", probs)
	}
	want := Text{
		{Text: "ta ", Style: Regular}, {Text: "en", Style: Regular, NotNumber: true},
		{Text: " valör, ", Style: Regular}, {Text: "EN", Style: Bold, NotNumber: true},
		{Text: " gång; { och } står kvar", Style: Regular},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
	if got.Plain() != "ta en valör, EN gång; { och } står kvar" {
		t.Errorf("plain %q", got.Plain())
	}
	// A word with an apostrophe inside is one word, as the check reads it
	// and suggests marking it: {don't}.
	for _, in := range []string{"you {don't} ask", "you {don’t} ask", "{l'as}"} {
		got, probs := md.parse(in)
		if len(probs) > 0 || len(got) < 1 || !slices.ContainsFunc(got, func(r Run) bool { return r.NotNumber && strings.ContainsAny(r.Text, "'’") }) {
			t.Errorf("parse(%q): %+v, problems %v; want the word marked", in, got, probs)
		}
	}
	for _, tt := range []struct {
		in  string
		off int
	}{
		{"ta {en valör", 3},
		{"ta {två ord} x", 3},
		{"ta {} x", 3},
		{"ta {3} x", 3},
		{"ta en} x", 5},
		{"rad ett\n  och {x y}", 14},
	} {
		_, probs := md.parse(tt.in)
		if len(probs) != 1 || probs[0].off != tt.off || !strings.Contains(probs[0].msg, "brace") {
			t.Errorf("parse(%q): problems %+v, want one about a brace at %d", tt.in, probs, tt.off)
		}
	}
}

// TestMarkdownRefusesUnmatchedEmphasis: a star or underscore that opens or
// closes nothing would be printed literally; it is a problem at its place.
func TestMarkdownRefusesUnmatchedEmphasis(t *testing.T) {
	md := newMarkdown(typographyOf("en"))
	tests := []struct {
		in  string
		off int
	}{
		{"ask **one player", 4},
		{"ask one** player", 7},
		{"a *single card", 2},
		{"the *pond* is **empty", 14},
		{"_ask_ them _now", 11},
		{"two * three", 4},
	}
	for _, tt := range tests {
		_, probs := md.parse(tt.in)
		if len(probs) != 1 || probs[0].off != tt.off || !strings.Contains(probs[0].msg, "emphasis") {
			t.Errorf("parse(%q): problems %+v, want one about emphasis at %d", tt.in, probs, tt.off)
		}
	}
	for _, ok := range []string{"**bold** and *it*", `a \* star`, "snake_case_word", "***both***", "__strong__ _em_"} {
		if _, probs := md.parse(ok); len(probs) > 0 {
			t.Errorf("parse(%q): problems %+v, want none", ok, probs)
		}
	}
}

// TestMarkdownRefusesControlCharacters: C0/C1 controls and bidi controls
// in a text are refused at their own offset, written as they are or as a
// character reference (decimal, hex or named), as is a reference to no
// character; tab and newline are not, nor is an escaped reference.
func TestMarkdownRefusesControlCharacters(t *testing.T) {
	md := newMarkdown(typographyOf("en"))
	tests := []struct {
		in   string
		off  int
		word string
	}{
		{"go\x1b[31m fish", 2, "U+001B"},
		{"go fish\u0085", 7, "U+0085"},
		{"your \u202Eturn", 5, "U+202E"},
		{"ask \u2066them\u2069", 4, "U+2066"},
		{"a\x00b", 1, "U+0000"},
		{"a&#0;b", 1, "U+0000"},
		{"go &#x1B;[31m fish", 3, "control character U+001B"},
		{"go fish&#133;", 7, "control character U+0085"},
		{"your &#x202E;turn", 5, "bidirectional control U+202E"},
		{"your &#X202e;turn", 5, "bidirectional control U+202E"},
		{"your &#8207;turn", 5, "bidirectional control U+200F"},
		{"your &rlm;turn", 5, "bidirectional control U+200F"},
		{"your \u200Eturn", 5, "bidirectional control U+200E"},
		{"\\\\&#127;", 2, "control character U+007F"},
		{"*a &#x2067;b*", 3, "U+2067"},
		{"x &#xD800;", 2, "&#xD800; names no character"},
		{"x &#1114112;", 2, "&#1114112; names no character"},
	}
	for _, tt := range tests {
		_, probs := md.parse(tt.in)
		if len(probs) == 0 || probs[0].off != tt.off || !strings.Contains(probs[0].msg, tt.word) {
			t.Errorf("parse(%q): problems %+v, want %s at %d", tt.in, probs, tt.word, tt.off)
		}
	}
	if _, probs := md.parse("ask\tone\nplayer \uFFFD"); len(probs) > 0 {
		t.Errorf("tab, newline and U+FFFD: problems %+v", probs)
	}
	for _, ok := range []string{"ask&#9;one&#10;player&#13; &#xFFFD; &Tab;", `not \&#0; \&#x202E;`, "&#12345678; &bogus; &#x;"} {
		if _, probs := md.parse(ok); len(probs) > 0 {
			t.Errorf("parse(%q): problems %+v, want none", ok, probs)
		}
	}
}

// TestDedentPlacesEveryByteWhereTheTextHasIt holds dedent to what it
// stood for, written out: each line's leading spaces and tabs dropped,
// and for each byte of the result (and its end) the offset in the text.
func TestDedentPlacesEveryByteWhereTheTextHasIt(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	const chars = "ab \t\n*é"
	for n := range 20000 {
		s := randomString(rng, chars, n%24)
		var want []byte
		var offs []int
		start := true
		for i := 0; i < len(s); i++ {
			if start && (s[i] == ' ' || s[i] == '\t') {
				continue
			}
			start = s[i] == '\n'
			want, offs = append(want, s[i]), append(offs, i)
		}
		offs = append(offs, len(s))
		src, cuts := dedent(s)
		w := &inlineWalker{src: src, cuts: cuts}
		if string(src) != string(want) {
			t.Fatalf("dedent(%q) = %q, want %q", s, src, want)
		}
		for i, off := range offs {
			if got := w.offset(i); got != off {
				t.Fatalf("dedent(%q): byte %d is at %d, want %d", s, i, got, off)
			}
		}
	}
}

// randomString returns a string of n bytes drawn from chars.
func randomString(rng *rand.Rand, chars string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = chars[rng.IntN(len(chars))]
	}
	return string(b)
}
