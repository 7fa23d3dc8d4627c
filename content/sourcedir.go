package content

import (
	"os"
	"path/filepath"
	"strings"
)

// modulePath is the module whose source tree holds the shipped cards.
const modulePath = "github.com/rulecard/rulecard"

// SourceDir finds the shipped card id in rulecard's source tree, seen
// from the directory wd: the nearest directory from wd up with a go.mod,
// if that is rulecard's module and holds content/cards/<id>/card.yaml.
// The path returned is relative to wd. It reports false outside the
// source tree, in another module, and for a card the tree does not hold.
func SourceDir(wd, id string) (string, bool) {
	for dir := wd; ; dir = filepath.Dir(dir) {
		mod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil {
			first, _, _ := strings.Cut(string(mod), "\n")
			card := filepath.Join(dir, "content", "cards", id)
			if strings.TrimSpace(first) != "module "+modulePath {
				return "", false
			}
			if _, err := os.Stat(filepath.Join(card, "card.yaml")); err != nil {
				return "", false
			}
			if rel, err := filepath.Rel(wd, card); err == nil {
				card = rel
			}
			return card, true
		}
		if filepath.Dir(dir) == dir {
			return "", false
		}
	}
}
