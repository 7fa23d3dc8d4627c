package layout

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestParsePaperAcceptsA4AndLetter(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Paper
		size Size
	}{
		{"a4", A4, Size{297, 210}},
		{"A4", A4, Size{297, 210}},
		{" letter ", Letter, Size{279.4, 215.9}},
	} {
		p, err := ParsePaper(tc.in)
		if err != nil || p != tc.want || p.Size() != tc.size {
			t.Errorf("ParsePaper(%q) = %v %v, %v; want %v %v", tc.in, p, p.Size(), err, tc.want, tc.size)
		}
		if back, _ := ParsePaper(p.String()); back != p {
			t.Errorf("%v does not parse back", p)
		}
	}
	if _, err := ParsePaper("a3"); err == nil || !strings.Contains(err.Error(), `"a3"`) {
		t.Errorf("ParsePaper(a3) error %v, want one naming a3", err)
	}
}

func TestParsePanelAcceptsPokerAndSizesInMillimetres(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Size
	}{
		{"poker", Size{63.5, 88.9}},
		{"63.5x88.9", Size{63.5, 88.9}},
		{"70X95", Size{70, 95}},
		{"57×89", Size{57, 89}},
		{"60mmx80mm", Size{60, 80}},
	} {
		got, err := ParsePanel(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParsePanel(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"bridge", "63.5", "63.5x", "x88", "0x88.9", "63.5x-1", "10x88.9", "63.5x500", "NaNx88"} {
		if _, err := ParsePanel(bad); err == nil || !strings.Contains(err.Error(), `"`+bad+`"`) {
			t.Errorf("ParsePanel(%q) error %v, want one naming the value", bad, err)
		}
	}
}

func TestLengthsConvertBetweenPointsAndMillimetres(t *testing.T) {
	if got := Points(72).Millimetres(); math.Abs(float64(got)-25.4) > 1e-12 {
		t.Errorf("72pt = %v, want 25.4mm", got)
	}
	if got := Millimetres(25.4).Points(); math.Abs(float64(got)-72) > 1e-12 {
		t.Errorf("25.4mm = %v, want 72pt", got)
	}
	if s := Millimetres(63.5).String(); s != "63.5mm" {
		t.Errorf("String = %q", s)
	}
}

func TestAPanelThePaperCannotTakeIsAPanelErrorSayingWhy(t *testing.T) {
	fonts := testFonts(t)
	card := shippedCard(t)
	for _, tc := range []struct {
		paper Paper
		panel Size
		want  string
	}{
		{A4, Size{80, 88.9}, "panel 80x88.9: a strip of four (320 x 88.9 mm) does not fit a4 paper (297x210 mm)"},
		{A4, Size{74, 150}, "panel 74x150 leaves too little paper below the strip for the instructions ("},
	} {
		_, err := Compose(card, "en", Options{Paper: tc.paper, Panel: tc.panel, Fonts: fonts})
		var pe *PanelError
		if !errors.As(err, &pe) || pe.Panel != tc.panel || pe.Paper != tc.paper {
			t.Errorf("panel %s on %s: error %v, want a PanelError", tc.panel, tc.paper, err)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("panel %s on %s: %q, want %q", tc.panel, tc.paper, err, tc.want)
		}
	}
}
