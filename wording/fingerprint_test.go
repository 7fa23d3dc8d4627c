package wording

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/yamlfile"
)

// TestTheFingerprintTellsWordsApart: words alike give one fingerprint;
// a phrase's text, kind, feature or file changed, a phrase more, a long
// phrase (past the digest's buffer) changed at its end, or a contraction
// more, each give another.
func TestTheFingerprintTellsWordsApart(t *testing.T) {
	long := strings.Repeat("word ", 2000)
	base := func() *Words {
		return &Words{
			Files: []string{"en/words.yaml"},
			Phrases: []Phrase{
				{Text: "draw", Kind: RuleWord, Feature: Draw, Pos: yamlfile.Pos{File: "en/words.yaml"}},
				{Text: "the", Kind: NeutralWord},
				{Text: long + "end", Kind: NeutralWord},
			},
			Contractions: map[string][]string{"can't": {"can", "not"}},
		}
	}
	want := base().Fingerprint()
	if got := base().Fingerprint(); got != want {
		t.Fatalf("the same words give two fingerprints")
	}
	for name, change := range map[string]func(w *Words){
		"text":        func(w *Words) { w.Phrases[0].Text = "draws" },
		"kind":        func(w *Words) { w.Phrases[1].Kind = ArticleWord },
		"feature":     func(w *Words) { w.Phrases[0].Feature = Win },
		"file":        func(w *Words) { w.Phrases[0].Pos.File = "fr/words.yaml" },
		"phrase more": func(w *Words) { w.Phrases = append(w.Phrases, Phrase{Text: "a", Kind: NeutralWord}) },
		"long phrase": func(w *Words) { w.Phrases[2].Text = long + "ends" },
		"contraction": func(w *Words) { w.Contractions["won't"] = []string{"will", "not"} },
		"role":        func(w *Words) { w.DefaultRole = Next },
	} {
		w := base()
		change(w)
		if w.Fingerprint() == want {
			t.Errorf("%s changed, the fingerprint did not", name)
		}
	}
}
