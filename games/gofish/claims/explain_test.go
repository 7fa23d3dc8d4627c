package claims

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
)

func TestExplainShowsWhichWordsCarriedEachFeatureInEveryLocale(t *testing.T) {
	card, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	rep, err := claim.Explain(&b, card, "ask-hit", claim.Options{Games: -1})
	if err != nil || rep == nil {
		t.Fatalf("explain: %v", err)
	}
	out := b.String()
	for _, want := range []string{
		"ask-hit (en) content/cards/gofish/en.yaml:",
		"  claim ask.hit-gives-all\n    needs    ALL          \"every\"\n    needs    GIVE         \"they hand over\"",
		"ask-hit (sv)", "    needs    ALL          \"alla\"",
		"ask-hit (de)", "    needs    GO-AGAIN     \"du bist noch mal dran\"",
		"numbers in reading order: none; the claims assert none",
		"ok: ask-hit passes in en, de, es, fr, sv",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain lacks %q:\n%s", want, out)
		}
	}
	if _, err := claim.Explain(&b, card, "no-such", claim.Options{Games: -1}); err == nil || !strings.Contains(err.Error(), `no statement "no-such"`) {
		t.Errorf("an unknown statement: %v", err)
	}
}
