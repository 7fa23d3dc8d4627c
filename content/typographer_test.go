package content

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/util"
	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/locale"
)

// TestTypographerPlacesQuotes covers the typographer's rules in English,
// German (low-high quotes) and French (guillemets).
func TestTypographerPlacesQuotes(t *testing.T) {
	for _, tt := range []struct{ code, in, want string }{
		{"en", `they say "go fish"`, "they say “go fish”"},
		{"en", `("go fish")`, "(“go fish”)"},
		{"en", `"Go fish!"`, "“Go fish!”"},
		{"en", `"...", he said`, "“…”, he said"},
		{"en", `a "quote 'inside' it"`, "a “quote ‘inside’ it”"},
		{"en", `don't, children's, rock'n'roll`, "don’t, children’s, rock’n’roll"},
		{"en", `head to the waterin' hole`, "head to the waterin’ hole"},
		{"en", `the Smiths' house`, "the Smiths’ house"},
		{"en", `the '90s and '24`, "the ’90s and ’24"},
		{"en", `'wish' isn't`, "‘wish’ isn’t"},
		{"en", `a "b" c`, "a “b” c"},
		{"en", `five " marks`, `five " marks`},
		{"en", `inch"`, `inch"`},
		{"en", `a ' b`, `a ' b`},
		{"en", `a -- b --- c ... d`, "a – b — c … d"},
		{"en", `----`, "—-"},
		{"en", `<<a>>`, "«a»"},
		{"en", `2 < 4`, "2 < 4"},
		{"de", `sie sagen "Fisch" und 'so'`, "sie sagen „Fisch“ und ‚so‘"},
		{"de", `Grass' Bücher, geht's`, "Grass’ Bücher, geht’s"},
		{"fr", `on dit "pêche" -- l'as`, "on dit «\u202fpêche\u202f» – l’as"},
		{"sv", `de säger "fiska"`, "de säger ”fiska”"},
	} {
		got, probs := newMarkdown(typographyOf(tt.code)).parse(tt.in)
		if len(probs) > 0 {
			t.Errorf("%s %q: problems %v", tt.code, tt.in, probs)
			continue
		}
		var b strings.Builder
		for _, r := range got {
			b.WriteString(r.Text)
		}
		if b.String() != tt.want {
			t.Errorf("%s %q\n got %q\nwant %q", tt.code, tt.in, b.String(), tt.want)
		}
	}
}

// TestTypographerAgreesWithGoldmarks holds the typographer to goldmark's
// Typographer extension, which it replaced, on every text of every shipped
// card and sheet-words file: a card set before reads the same now.
func TestTypographerAgreesWithGoldmarks(t *testing.T) {
	texts := 0
	paths, codes := shippedTextFiles()
	for i, f := range paths {
		typo := typographyOf(codes[i])
		ours, theirs := newMarkdown(typo), goldmarkMarkdown(typo)
		for _, s := range scalars(t, f) {
			texts++
			a, pa := ours.parse(s)
			b, pb := theirs.parse(s)
			if !reflect.DeepEqual(a, b) || !reflect.DeepEqual(pa, pb) {
				t.Errorf("%s: %q\n ours     %+v %v\n goldmark %+v %v", f, s, a, pa, b, pb)
			}
		}
	}
	if texts < 500 {
		t.Fatalf("only %d texts compared: the shipped files were not found", texts)
	}
}

// goldmarkMarkdown is newMarkdown with goldmark's Typographer extension.
func goldmarkMarkdown(t locale.Typography) *markdown {
	subs := map[extension.TypographicPunctuation]string{
		extension.LeftSingleQuote: t.Inner[0], extension.RightSingleQuote: t.Inner[1],
		extension.LeftDoubleQuote: t.Quotes[0], extension.RightDoubleQuote: t.Quotes[1],
		extension.Apostrophe: t.Apostrophe, extension.EnDash: t.EnDash, extension.EmDash: t.Dash,
		extension.Ellipsis: t.Ellipsis, extension.LeftAngleQuote: t.Angle[0], extension.RightAngleQuote: t.Angle[1],
	}
	p := parser.NewParser(
		parser.WithBlockParsers(util.Prioritized(parser.NewParagraphParser(), 1000)),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithInlineParsers(util.Prioritized(
			extension.NewTypographerParser(extension.WithTypographicSubstitutions(subs)), 9999)),
	)
	return &markdown{parser: p, typo: t}
}

// shippedTextFiles returns the shipped files of texts in a locale, each
// card's locale files and each locale's sheet words, by their locale code.
func shippedTextFiles() (paths, codes []string) {
	files, _ := filepath.Glob("cards/*/*.yaml")
	sheets, _ := filepath.Glob("../locale/*/sheet.yaml")
	for _, f := range append(files, sheets...) {
		code := strings.TrimSuffix(filepath.Base(f), ".yaml")
		if code == "sheet" {
			code = filepath.Base(filepath.Dir(f))
		}
		if locale.IsCode(code) { // not card.yaml
			paths, codes = append(paths, f), append(codes, code)
		}
	}
	return paths, codes
}

// randomString returns a string of n bytes drawn from chars.
func randomString(rng *rand.Rand, chars string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = chars[rng.IntN(len(chars))]
	}
	return string(b)
}

// scalars returns every string scalar of a YAML file.
func scalars(t *testing.T, file string) []string {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	var out []string
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n.Kind == yaml.ScalarNode && n.Tag == "!!str" {
			out = append(out, n.Value)
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(&doc)
	return out
}
