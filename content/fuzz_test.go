package content

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"go.yaml.in/yaml/v3"
)

// FuzzLoad feeds the loader arbitrary card.yaml and en.yaml files: it must
// never panic, and must return either a card or a list of problems each
// with a file, a line and a column.
func FuzzLoad(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/broken/*")
	mini := miniCard()
	f.Add(mini["mini/card.yaml"].Data, mini["mini/en.yaml"].Data)
	for _, dir := range seeds {
		card, err1 := os.ReadFile(filepath.Join(dir, "card.yaml"))
		en, err2 := os.ReadFile(filepath.Join(dir, "en.yaml"))
		if err1 == nil && err2 == nil {
			f.Add(card, en)
		}
	}
	// The gofish card holds claim kinds the small cards do not; its texts
	// are cut to a word each, so that the fuzzer spends its executions on
	// the structure rather than on 4 KB of prose (a full gofish load is
	// six times a small card's).
	card, err := os.ReadFile("cards/gofish/card.yaml")
	if err != nil {
		f.Fatal(err)
	}
	en, err := os.ReadFile("cards/gofish/en.yaml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(card, shortTexts(f, en))
	f.Fuzz(func(t *testing.T, card, en []byte) {
		fsys := fstest.MapFS{
			"c/card.yaml": {Data: card},
			"c/en.yaml":   {Data: en},
		}
		c, err := LoadFS(fsys, "c")
		if err == nil {
			if c == nil || c.Locales["en"] == nil {
				t.Fatalf("no error and no card")
			}
			return
		}
		if c != nil {
			t.Fatalf("both a card and an error: %v", err)
		}
		var list ErrorList
		if !errors.As(err, &list) || len(list) == 0 {
			t.Fatalf("error %T is not an ErrorList: %v", err, err)
		}
		for _, e := range list {
			if e.Pos.File == "" || e.Pos.Line < 1 || e.Pos.Col < 1 || e.Msg == "" {
				t.Fatalf("a problem without a position: %q", e.Error())
			}
		}
	})
}

// shortTexts returns a locale file with every statement's text cut to its
// first word, and the numbers list to its first four: the same keys and
// shapes in a fraction of the bytes.
func shortTexts(f *testing.F, data []byte) []byte {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		f.Fatal(err)
	}
	var cut func(n *yaml.Node, key string)
	cut = func(n *yaml.Node, key string) {
		switch n.Kind {
		case yaml.DocumentNode:
			cut(n.Content[0], key)
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				cut(n.Content[i+1], n.Content[i].Value)
			}
		case yaml.SequenceNode:
			if key == "numbers" {
				n.Content = n.Content[:min(4, len(n.Content))]
			}
			for _, c := range n.Content {
				cut(c, key)
			}
		case yaml.ScalarNode:
			if word, _, cutAt := strings.Cut(n.Value, " "); cutAt && key != "locale" {
				n.Value = word
			}
		}
	}
	cut(&doc, "")
	out, err := yaml.Marshal(&doc)
	if err != nil {
		f.Fatal(err)
	}
	return out
}

// FuzzMarkdown parses any text as a locale's inline Markdown: it never
// panics, every problem lies inside the text, and a word marked {so} as
// not a number is a run of letters alone, with an apostrophe only
// between two of them ({don't}).
func FuzzMarkdown(f *testing.F) {
	for _, s := range []string{"a **BOOK**.", "ta {en} valör, **{EN}**", `\{ x \}`, "{två ord}", "}{", "{", "x\n  {y}",
		`"go fish" -- it's`, "you {don't} ask", "{l’as}", "&amp; &#8212;", "[a](b) <b>"} {
		f.Add(s)
	}
	md := newMarkdown(typographyOf("sv"))
	f.Fuzz(func(t *testing.T, s string) {
		text, probs := md.parse(s)
		for _, p := range probs {
			if p.off < 0 || p.off > len(s) || p.msg == "" {
				t.Fatalf("problem %+v outside the text (%d bytes)", p, len(s))
			}
		}
		for _, r := range text {
			if r.NotNumber && markedWord("{"+r.Text+"}") != r.Text {
				t.Fatalf("marked run %q is not a word", r.Text)
			}
		}
	})
}

// FuzzWordsFile feeds a card's own en.words.yaml arbitrary bytes beside
// the mini card's files: the loader must never panic, and every problem
// it reports has a file and a line. The seeds are small words files that
// use every key and every phrase form (|, *, ..., compounds); the shipped
// files, at 9 KB each, would only make every execution slower.
func FuzzWordsFile(f *testing.F) {
	for _, s := range []string{
		"locale: en\nnumbers:\n  words: [zero|nought, one, two, three, four, five, six, seven, eight, nine]\n  tens: [twenty, thirty]\n  compounds: [\"{tens}-{unit}\"]\n" +
			"  hundred: [hundred]\n  also:\n    12: [a dozen]\nordinals:\n  words: [first, second]\narticles: [a, an]\nrange: [to]\n" +
			"features:\n  not: [not, \"n't\", stop|stops you]\n  draw: [draw*, go ... fishing]\n",
		"locale: en\nfeatures: {not: [\"...\", \"a|\", \"x ... ... y\"], nope: [a]}\nnumbers: {compounds: [\"{tens}\"], unit-forms: {12: x}}\n",
		"locale: sv\narticles: [en, ett]\n",
	} {
		f.Add([]byte(s))
	}
	mini := miniCard()
	f.Fuzz(func(t *testing.T, words []byte) {
		fsys := fstest.MapFS{
			"c/card.yaml":     mini["mini/card.yaml"],
			"c/en.yaml":       mini["mini/en.yaml"],
			"c/en.words.yaml": {Data: words},
		}
		_, err := LoadFS(fsys, "c")
		var list ErrorList
		if err != nil && !errors.As(err, &list) {
			t.Fatalf("not an ErrorList: %v", err)
		}
		for _, e := range list {
			if e.Pos.File == "" || e.Pos.Line == 0 {
				t.Fatalf("a problem without a position: %v", e)
			}
		}
	})
}
