package pdf

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/popplertest"
)

// TestFrenchSheetKeepsItsNarrowSpaces renders the French house card and
// reads it back with pdftotext: « » have a narrow no-break space inside,
// ; : ! ? one before, and no ordinary space stands where one belongs.
func TestFrenchSheetKeepsItsNarrowSpaces(t *testing.T) {
	card, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	s, err := layout.Compose(card, "fr", layout.Options{Paper: layout.A4, Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	text := popplertest.Run(t, "pdftotext", renderFile(t, s), "-")
	for _, want := range []string{"«\u202fVa pêcher\u202f!\u202f»", "aussitôt\u202f:", "Va pêcher\u202f!\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("pdftotext lacks %q", want)
		}
	}
	for _, mark := range []string{";", ":", "!", "?", "»"} {
		if bad := regexp.MustCompile(`[^\s\x{202f}(]` + regexp.QuoteMeta(mark) + `(\s|$)`).FindString(text); bad != "" {
			t.Errorf("%q: %q stands without its narrow space", bad, mark)
		}
		if strings.Contains(text, " "+mark) {
			t.Errorf("an ordinary space before %q", mark)
		}
	}
	if strings.Contains(text, "« ") {
		t.Error("an ordinary space after «")
	}
}
