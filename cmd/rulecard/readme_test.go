package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// TestTheReadmeListsTheShippedLocales: the README's table of languages
// is the locale folders, in rulecard's order, each under the name its
// locale.yaml gives it, and its table of shipped cards lists each card's
// locales as the card has them; rulecard --help lists the same folders.
func TestTheReadmeListsTheShippedLocales(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	lib := locale.Shipped()
	rows := regexp.MustCompile("(?m)^\\| `([a-z-]+)` \\| ([^|]+) \\|").FindAllStringSubmatch(readme[strings.Index(readme, "| code | language |"):], -1)
	var codes []string
	for _, r := range rows {
		if !locale.IsCode(r[1]) {
			break
		}
		codes = append(codes, r[1])
		info, ok, err := lib.Info(locale.Code(r[1]))
		if err != nil || !ok || info.Name != strings.TrimSpace(r[2]) {
			t.Errorf("README names %s %q; its locale.yaml: %q (%v)", r[1], strings.TrimSpace(r[2]), info.Name, err)
		}
	}
	if want := lib.Codes(); strings.Join(codes, " ") != strings.Join(locale.Strings(want), " ") {
		t.Errorf("README lists the languages %v, the locale folders are %v", codes, want)
	}
	help := run(t, t.TempDir(), nil, "--help")
	for _, c := range lib.Codes() {
		info, _, _ := lib.Info(c)
		if !strings.Contains(help.stdout, string(c)+" ("+info.Name+")") {
			t.Errorf("rulecard --help does not list %s (%s)", c, info.Name)
		}
	}
	for _, id := range content.ShippedIDs() {
		c, err := content.LoadShipped(id)
		if err != nil {
			t.Fatal(err)
		}
		row := regexp.MustCompile("(?m)^\\| `" + regexp.QuoteMeta(id) + "` \\|.*\\| ([a-z, -]+) \\|$").FindStringSubmatch(readme)
		if row == nil || row[1] != strings.Join(locale.Strings(c.LocaleOrder), ", ") {
			t.Errorf("README's shipped cards: %s has locales %v, the card %v", id, row, c.LocaleOrder)
		}
	}
}
