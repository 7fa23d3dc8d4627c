package content

import (
	"reflect"
	"strings"
	"testing"
)

// TestMarkdownBecomesStyledRuns covers the inline syntax a card may use.
func TestMarkdownBecomesStyledRuns(t *testing.T) {
	md := newMarkdown(english)
	tests := []struct {
		name string
		in   string
		want Text
	}{
		{"plain", "Go fish.", Text{{"Go fish.", Regular}}},
		{"strong is bold", "a **BOOK**.", Text{{"a ", Regular}, {"BOOK", Bold}, {".", Regular}}},
		{"emphasis is italic", "a *wish*", Text{{"a ", Regular}, {"wish", Italic}}},
		{"underscores too", "__b__ _i_", Text{{"b", Bold}, {" ", Regular}, {"i", Italic}}},
		{"both", "***both*** and **bold *italic***", Text{
			{"both", Bold | Italic}, {" and ", Regular}, {"bold ", Bold}, {"italic", Bold | Italic},
		}},
		{"adjacent runs of one style merge", "**a**__b__", Text{{"ab", Bold}}},
		{"numbered step stays text", "1. Crease each FOLD line.", Text{{"1. Crease each FOLD line.", Regular}}},
		{"dash item stays text", "- x", Text{{"- x", Regular}}},
		{"heading mark stays text", "# players", Text{{"# players", Regular}}},
		{"quote mark stays text", "> seven", Text{{"> seven", Regular}}},
		{"thematic break stays text", "***", Text{{"***", Regular}}},
		{"indented line stays text", "    four spaces", Text{{"four spaces", Regular}}},
		{"setext underline stays text", "Title\n===", Text{{"Title ===", Regular}}},
		{"double quotes", `they say "go fish"`, Text{{"they say “go fish”", Regular}}},
		{"single quotes and apostrophe", `a 'wish' isn't`, Text{{"a ‘wish’ isn’t", Regular}}},
		{"dashes and ellipsis", "a -- b --- c...", Text{{"a – b — c…", Regular}}},
		{"real characters pass through", "“a” — b", Text{{"“a” — b", Regular}}},
		{"entities", "FOLD &amp; TEAR &#8212; &#x2014; &copy;", Text{{"FOLD & TEAR — — ©", Regular}}},
		{"unknown entity stays", "&bogus; &amp", Text{{"&bogus; &amp", Regular}}},
		{"escapes", `\*not italic\* \\ \# \"straight\"`, Text{{`*not italic* \ # "straight"`, Regular}}},
		{"escaped entity stays", `\&amp;`, Text{{"&amp;", Regular}}},
		{"soft line breaks are spaces", "one\ntwo\n  three", Text{{"one two three", Regular}}},
		{"hard line breaks are spaces", "one  \ntwo\\\nthree", Text{{"one two three", Regular}}},
		{"spaces collapse", "a   b\t c", Text{{"a b c", Regular}}},
		{"spaces collapse across styles", "a   *b   c*", Text{{"a ", Regular}, {"b c", Italic}}},
		{"bare url stays text", "w.richardpringle.com/games/go-fish/", Text{{"w.richardpringle.com/games/go-fish/", Regular}}},
		{"lone angle bracket stays text", "2 < 4", Text{{"2 < 4", Regular}}},
		{"reference link without definition stays text", "[a][b]", Text{{"[a][b]", Regular}}},
		{"link definition stays text", "[a]: b", Text{{"[a]: b", Regular}}},
		{"empty", "  \n ", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, probs := md.parse(tt.in)
			if len(probs) > 0 {
				t.Fatalf("parse(%q): problems %v", tt.in, probs)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("parse(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestMarkdownRejectsWhatACardCannotPrint checks each rejected construct
// and the offset it is reported at.
func TestMarkdownRejectsWhatACardCannotPrint(t *testing.T) {
	md := newMarkdown(english)
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
	swedish := english
	swedish.LeftDouble, swedish.RightDouble = "”", "”"
	got, _ := newMarkdown(swedish).parse(`de säger "fiska"`)
	if want := "de säger ”fiska”"; got.Plain() != want {
		t.Errorf("got %q, want %q", got.Plain(), want)
	}
	if typographyFor("en-GB") != english || typographyFor("xx") != english {
		t.Errorf("a locale without an entry should fall back to English typography")
	}
}
