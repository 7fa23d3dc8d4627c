package layout

import (
	"fmt"
	"strconv"
	"strings"
)

// Paper is a sheet size, always used in landscape.
type Paper uint8

// The paper sizes a sheet can be printed on.
const (
	// A4 is ISO A4, 297 × 210 mm in landscape.
	A4 Paper = iota
	// Letter is US Letter, 279.4 × 215.9 mm (11 × 8.5 in) in landscape.
	Letter
)

// Size returns the paper's landscape width and height in millimetres.
func (p Paper) Size() Size {
	if p == Letter {
		return Size{279.4, 215.9}
	}
	return Size{297, 210}
}

// String returns the paper's name as ParsePaper accepts it: "a4", "letter".
func (p Paper) String() string {
	if p == Letter {
		return "letter"
	}
	return "a4"
}

// ParsePaper returns the paper named s: "a4" or "letter" (any case).
func ParsePaper(s string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "a4":
		return A4, nil
	case "letter":
		return Letter, nil
	}
	return A4, fmt.Errorf("paper %q: want a4 or letter", s)
}

// PokerPanel is the default panel: a poker card, 63.5 × 88.9 mm, so the
// folded card lies on the deck in its box.
func PokerPanel() Size { return Size{63.5, 88.9} }

// Panels bounds the panel sizes ParsePanel accepts, in millimetres: small
// enough to be a card, big enough to hold a few words a line.
const (
	minPanel Millimetres = 40
	maxPanel Millimetres = 200
)

// ParsePanel returns the panel size named s: "poker" (63.5 × 88.9 mm), or
// "WxH" in millimetres such as "63.5x88.9" (an "×" may stand for the "x").
// Each side must lie between 40 and 200 mm.
func ParsePanel(s string) (Size, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "poker" {
		return PokerPanel(), nil
	}
	t = strings.ReplaceAll(t, "×", "x")
	ws, hs, ok := strings.Cut(t, "x")
	if !ok {
		return Size{}, fmt.Errorf("panel %q: want poker or WIDTHxHEIGHT in mm, like 63.5x88.9", s)
	}
	w, errW := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(ws, "mm")), 64)
	h, errH := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(hs, "mm")), 64)
	if errW != nil || errH != nil {
		return Size{}, fmt.Errorf("panel %q: want poker or WIDTHxHEIGHT in mm, like 63.5x88.9", s)
	}
	for _, v := range []float64{w, h} {
		if !(v >= float64(minPanel) && v <= float64(maxPanel)) {
			return Size{}, fmt.Errorf("panel %q: each side must be %v to %v", s, minPanel, maxPanel)
		}
	}
	return Size{Millimetres(w), Millimetres(h)}, nil
}

// StripFits reports, as a *PanelError, whether a strip of four panels of
// the given size does not fit the paper in landscape.
func StripFits(p Paper, panel Size) error {
	paper := p.Size()
	if 4*panel.W > paper.W+1e-9 || panel.H > paper.H+1e-9 {
		return &PanelError{Panel: panel, Paper: p}
	}
	return nil
}

// PanelError is a panel size the paper cannot take: a strip of four such
// panels does not fit the paper, or it leaves too little paper below the
// strip for the printing instructions.
type PanelError struct {
	Panel Size
	Paper Paper
	// Short is how much paper the instructions lack below the strip; zero
	// when the strip itself does not fit.
	Short Millimetres
}

func (e *PanelError) Error() string {
	if e.Short > 0 {
		return fmt.Sprintf("panel %s leaves too little paper below the strip for the instructions (%s mm short)",
			e.Panel, trimFloat(float64(e.Short)))
	}
	return fmt.Sprintf("panel %s: a strip of four (%s x %s mm) does not fit %s paper (%s mm)",
		e.Panel, trimFloat(float64(4*e.Panel.W)), trimFloat(float64(e.Panel.H)), e.Paper, e.Paper.Size())
}
