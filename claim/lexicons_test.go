package claim

import (
	"fmt"
	"testing"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/wording"
	"github.com/rulecard/rulecard/yamlfile"
)

// featuresOnly is a game that has an id and the core features, all a
// lexicon needs.
type featuresOnly struct {
	game.Game
	id string
}

func (g featuresOnly) ID() string                 { return g.id }
func (featuresOnly) Features() wording.FeatureSet { return wording.CoreFeatures() }

// TestALexiconIsCompiledOnceForTheSameWords: the same words (another
// copy of them too, or with its number words written elsewhere) give the
// lexicon compiled first; a word changed, a rule word read from another
// file, another game or another locale give another.
func TestALexiconIsCompiledOnceForTheSameWords(t *testing.T) {
	words := func(text string, line int) *wording.Words {
		return &wording.Words{Files: []string{"words.yaml"}, Phrases: []wording.Phrase{
			{Text: "not", Kind: wording.RuleWord, Feature: wording.Not, Pos: yamlfile.Pos{File: "words.yaml", Line: 2, Col: 5}},
			{Text: text, Kind: wording.NumberWord, Value: 2, Pos: yamlfile.Pos{File: "en.yaml", Line: line, Col: 5}},
		}}
	}
	g := featuresOnly{id: "lexicon-test"}
	first := lexicon(g, "en", words("two", 3))
	if lexicon(g, "en", words("two", 3)) != first {
		t.Error("the same words compiled twice")
	}
	if lexicon(g, "en", words("two", 30)) != first {
		t.Error("the same words compiled twice, their number word written on another line")
	}
	moved := words("two", 3)
	moved.Phrases[0].Pos.File = "club.words.yaml"
	for name, lx := range map[string]*wording.Lexicon{
		"a word changed":                     lexicon(g, "en", words("deux", 3)),
		"a rule word read from another file": lexicon(g, "en", moved),
		"another locale":                     lexicon(g, "fr", words("two", 3)),
		"another game":                       lexicon(featuresOnly{id: "lexicon-test-2"}, "en", words("two", 3)),
	} {
		if lx == first {
			t.Errorf("%s: the lexicon of the first words", name)
		}
	}
	w := words("two", 3)
	w.Contractions = map[string][]string{"two's": {"two", "is"}}
	if lexicon(g, "en", w) == first {
		t.Error("a contraction added: the lexicon of the first words")
	}
	for i := range 65 {
		lexicon(g, "en", words(fmt.Sprint("many", i), 3))
	}
	if n := lexicons.Len(); n > 64 {
		t.Errorf("%d lexicons held, more than 64", n)
	}
}
