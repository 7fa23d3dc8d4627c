package html

import (
	"testing"

	"github.com/rulecard/rulecard/layout"
)

// englishReference is the Go Fish card's reference in English on A4.
func englishReference(t *testing.T) refCase {
	t.Helper()
	cases, _ := refCases(t)
	for _, c := range cases {
		if c.name == "gofish.en.a4" {
			return c
		}
	}
	t.Fatal("no English Go Fish reference")
	return refCase{}
}

func TestTheReferenceRequestsNothingButItself(t *testing.T) {
	ctx := tab(t)
	checkRequestsOnlyItself(t, ctx, writeTemp(t, "reference.html", renderRef(t, englishReference(t))))
}

func TestTheReferenceIsSetInTheEmbeddedFontsAlone(t *testing.T) {
	fonts, _ := shared(t)
	ctx := tab(t)
	open(t, ctx, writeTemp(t, "reference.html", renderRef(t, englishReference(t))))
	used := checkSetInEmbeddedFonts(t, ctx, fonts, "h1, h2, h3, p, li, dt, dd, th, td, strong, em, span")
	for _, f := range []layout.Face{layout.Regular, layout.Bold, layout.Italic} {
		if used[fonts.Face(f).PostScriptName] == 0 {
			t.Errorf("no glyph set in %s: %v", fonts.Face(f).PostScriptName, used)
		}
	}
}
