// Package png draws a composed layout.Sheet as a PNG picture: the same
// runs in the same fonts at the same positions as layout/pdf, and the
// fold, tear and scale lines with their widths, dashes and greys, filled
// by golang.org/x/image/vector (anti-aliased, exact area coverage). The
// picture is grey-scale, white paper, the size of the sheet's paper in
// landscape at the resolution asked for, and it records that resolution
// (a pHYs chunk) so that an image viewer or printer can show it at its
// true size.
package png

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"image"
	stdpng "image/png"
	"io"
	"math"

	"github.com/rulecard/rulecard/layout"
)

// DPI is a picture's resolution in pixels per inch (25.4 mm).
type DPI int

// DefaultDPI is the resolution of `rulecard build --format png`.
const DefaultDPI DPI = 150

// MinDPI and MaxDPI bound the resolution: below MinDPI body text is no
// longer legible; above MaxDPI an A4 sheet takes more than 35 MB.
const (
	MinDPI DPI = 30
	MaxDPI DPI = 600
)

// ErrDPI is returned for a resolution outside MinDPI to MaxDPI.
var ErrDPI = errors.New("png: resolution out of range")

// Check returns an error wrapping ErrDPI unless d lies between MinDPI and
// MaxDPI.
func (d DPI) Check() error {
	if d < MinDPI || d > MaxDPI {
		return fmt.Errorf("%w: %d dpi (want %d to %d)", ErrDPI, d, MinDPI, MaxDPI)
	}
	return nil
}

// px converts a length on the sheet to pixels at d, unrounded.
func (d DPI) px(mm layout.Millimetres) float64 { return float64(mm) / 25.4 * float64(d) }

// Write draws s at dpi and writes it to w as a PNG with its resolution
// recorded. The same sheet and resolution always give the same bytes.
func Write(w io.Writer, s *layout.Sheet, dpi DPI) error {
	img, err := Image(s, dpi)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	var enc stdpng.Encoder
	if err := enc.Encode(&buf, img); err != nil {
		return fmt.Errorf("png: %w", err)
	}
	bw := bufio.NewWriter(w)
	if err := withResolution(bw, buf.Bytes(), dpi); err != nil {
		return err
	}
	return bw.Flush()
}

// Image draws s at dpi: white paper, the lines first, then every text run
// in black. Pixel (0, 0) is the sheet's top-left corner; the picture is
// the paper's size in landscape, rounded up to whole pixels.
func Image(s *layout.Sheet, dpi DPI) (*image.Gray, error) {
	if err := dpi.Check(); err != nil {
		return nil, err
	}
	if s.Fonts == nil {
		return nil, errors.New("png: sheet has no fonts")
	}
	fam, err := newFamily(s.Fonts)
	if err != nil {
		return nil, err
	}
	paper := s.Paper.Size()
	w, h := int(math.Ceil(dpi.px(paper.W)-1e-6)), int(math.Ceil(dpi.px(paper.H)-1e-6))
	c := newCanvas(w, h, dpi)
	for _, st := range s.Strokes {
		c.stroke(st)
	}
	for _, run := range s.Runs() {
		if err := c.run(fam, run); err != nil {
			return nil, err
		}
	}
	return c.img, nil
}
