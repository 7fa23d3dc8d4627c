package layout

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/content"
)

func FuzzParsePanel(f *testing.F) {
	for _, s := range []string{"poker", "63.5x88.9", "70X95", "57×89", "60mmx80mm", "x", "1e2x1e2", "NaNxInf"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		size, err := ParsePanel(s)
		if err != nil {
			if !strings.Contains(err.Error(), "panel ") {
				t.Errorf("error %q does not say what it parsed", err)
			}
			return
		}
		if size.W < minPanel || size.W > maxPanel || size.H < minPanel || size.H > maxPanel {
			t.Errorf("ParsePanel(%q) = %v, out of bounds", s, size)
		}
	})
}

func FuzzBreakLines(f *testing.F) {
	f.Add("Ask ONE player for ONE rank — you cannot fish for go-fish/2–4.", 12.5)
	f.Add("   ", 1.0)
	f.Add("Pneumonoultramicroscopic", 0.1)
	fonts, err := LoadGoFonts()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string, width float64) {
		if !(width > 0 && width < 1e6) {
			return
		}
		gs := markBreaks(fonts.shape(nil, content.Text{{Text: text}}, Regular))
		lines := breakLines(gs, width, width)
		if n := newPara(gs).lineCount(width, width); n != len(lines) {
			t.Fatalf("lineCount says %d lines, breakLines sets %d", n, len(lines))
		}
		next := 0
		for _, sp := range lines {
			if sp.start < next || sp.end <= sp.start || sp.end > len(gs) {
				t.Fatalf("line %v after %d of %d glyphs", sp, next, len(gs))
			}
			for _, g := range gs[next:sp.start] {
				if g.r != ' ' {
					t.Fatalf("a line break dropped %q", g.r)
				}
			}
			next = sp.end
		}
		if next != len(gs) {
			t.Fatalf("lines end at %d of %d glyphs", next, len(gs))
		}
	})
}
