package rulestext

import (
	"os"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
)

// TestNamesMustNameEverything: a rules.yaml whose names: lacks a preset,
// an option or a setting's value, or names one the engine does not have,
// is refused at its line.
func TestNamesMustNameEverything(t *testing.T) {
	src, err := os.ReadFile("../locales/fr/rules.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, to, want string }{
		{"house: règles maison, ", "", "preset house has no name"},
		{"bluff: bluff, ", "", "option bluff has no name"},
		{"skip: tour sauté quand on n’a plus de cartes}", "}", "value of empty-hand skip has no name"},
		{"    players.min:", "    players.least:", "unknown setting players.least"},
		{"    deal.N:", "    deal.M:", "setting deal.N has no name"},
	} {
		text := strings.Replace(string(src), c.from, c.to, 1)
		if text == string(src) {
			t.Fatalf("%q is not in the file", c.from)
		}
		_, err := readPhrases(locale.File{Code: "fr", Path: "fr/rules.yaml", Data: []byte(text)})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "fr/rules.yaml:") {
			t.Errorf("without %q: error %v, want %q at a line", c.from, err, c.want)
		}
	}
}
