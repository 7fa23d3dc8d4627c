package content_test

import (
	"fmt"
	"testing/fstest"

	"github.com/rulecard/rulecard/content"
)

// A command-line argument names a shipped card or a card directory.
func ExampleResolve() {
	c, err := content.Resolve("gofish")
	if err != nil {
		fmt.Println(err)
		return
	}
	en := c.Locales["en"]
	fmt.Println(en.Title.Plain(), "—", en.Statements[c.Tagline.ID].Plain())
	for _, s := range c.Sections[:3] {
		fmt.Printf("%s (%s, %d statements)\n", en.Sections[s.ID].Plain(), s.Kind, len(s.Statements))
	}
	for _, r := range en.Statements["ask"][:2] {
		fmt.Printf("%q bold=%v\n", r.Text, r.Style&content.Bold != 0)
	}
	// Output:
	// Go Fish — 2 to 4 players · a 32-card short pack, or the full 52
	// THE IDEA (list, 2 statements)
	// THE DEAL (list, 3 statements)
	// YOUR TURN (list, 4 statements)
	// "Ask " bold=false
	// "ONE" bold=true
}

// Every problem of a card is reported at once, each with its position.
func ExampleLoadFS() {
	fsys := fstest.MapFS{
		"mine/card.yaml": {Data: []byte(`id: mine
rules: house
players: {min: 5, max: 3}
packs: [52]
tagline: {id: tagline, note: true}
sections:
  - id: deal
    statements:
      - {id: deal-sizes, claims: [{deal.size: {2: 7}}]}
`)},
		"mine/en.yaml": {Data: []byte(`locale: en
numbers: [zero, one, two]
title: Mine
sections: {deal: THE DEAL}
statements:
  tagline: For [two](https://example.com) players
  deal-size: Each player gets seven cards.
`)},
	}
	_, err := content.LoadFS(fsys, "mine")
	fmt.Println(err)
	// Output:
	// mine/card.yaml:3:10: players: min 5 is more than max 3
	// mine/en.yaml:5:1: missing text for statement "deal-sizes" (mine/card.yaml:9:9)
	// mine/en.yaml:6:16: statement "tagline": links are not allowed (only *italic* and **bold**)
	// mine/en.yaml:7:3: unused statement "deal-size": card.yaml has no such statement
}

// A translator starts a new locale from templates: every key of the card,
// each text empty under the English words.
func ExampleLocaleTemplates() {
	c, err := content.LoadShipped("gofish")
	if err != nil {
		fmt.Println(err)
		return
	}
	tpls, err := content.LocaleTemplates(c, "en", "nl")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, tpl := range tpls {
		fmt.Printf("%s: %d texts to translate\n", tpl.Name, tpl.Texts)
	}
	// Output:
	// nl.yaml: 42 texts to translate
	// nl.words.yaml: 94 texts to translate
	// nl.sheet.yaml: 19 texts to translate
	// locales/nl/locale.yaml: 1 texts to translate
}
