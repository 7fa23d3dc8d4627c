package png

import (
	"fmt"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/rulecard/rulecard/layout"
)

// family is a font family's four faces, parsed for their outlines, with
// each glyph's outline kept once it has been read: a sheet draws the same
// few dozen characters thousands of times.
type family struct {
	fonts *layout.Fonts
	faces [4]*sfnt.Font
	buf   sfnt.Buffer
	cache map[glyphKey][]segment
}

// glyphKey names a character in a face.
type glyphKey struct {
	face layout.Face
	r    rune
}

// newFamily parses the outlines of fonts' four faces.
func newFamily(fonts *layout.Fonts) (*family, error) {
	f := &family{fonts: fonts, cache: map[glyphKey][]segment{}}
	for i, face := range layout.Faces {
		ff := fonts.Face(face)
		sf, err := sfnt.Parse(ff.TTF)
		if err != nil {
			return nil, fmt.Errorf("png: font %s: %w", ff.Name, err)
		}
		f.faces[i] = sf
	}
	return f, nil
}

// outline returns r's outline in face, in ems, y down from the baseline,
// x right from the glyph's origin. A character the face lacks is drawn as
// its .notdef glyph, as a PDF viewer would.
func (f *family) outline(face layout.Face, r rune) ([]segment, error) {
	key := glyphKey{face, r}
	if segs, ok := f.cache[key]; ok {
		return segs, nil
	}
	sf := f.faces[face&3]
	gi, err := sf.GlyphIndex(&f.buf, r)
	if err != nil {
		return nil, fmt.Errorf("png: glyph for %q: %w", r, err)
	}
	// At a ppem of UnitsPerEm/64 the 26.6 values read as font units, the
	// outline's own integers, so nothing is rounded before scaling.
	upem := f.fonts.Face(face).UnitsPerEm
	raw, err := sf.LoadGlyph(&f.buf, gi, fixed.Int26_6(upem), nil)
	if err != nil {
		return nil, fmt.Errorf("png: outline of %q: %w", r, err)
	}
	em := 1 / float64(upem)
	segs := make([]segment, len(raw))
	for i, s := range raw {
		segs[i].op = op(s.Op)
		for j, a := range s.Args {
			segs[i].pts[j] = point{float64(a.X) * em, float64(a.Y) * em}
		}
	}
	f.cache[key] = segs
	return segs, nil
}

// run draws a text run in black: each character's outline at its advance
// along the baseline (no kerning, as layout measured it), turned about the
// run's start when the run reads upwards.
func (c *canvas) run(f *family, run layout.TextRun) error {
	ff := f.fonts.Face(run.Face)
	sizePx := c.dpi.px(run.Size.Millimetres())
	ox, oy := c.dpi.px(run.Pos.X), c.dpi.px(run.Pos.Y)
	// place maps a point of the run (px, x along the baseline, y down) to
	// the page: turned a quarter counter-clockwise for Angle 90, where the
	// baseline runs up the page and "down" points right.
	place := func(x, y float64) point {
		if run.Angle == 90 {
			return point{ox + y, oy - x}
		}
		return point{ox + x, oy + y}
	}
	pen := 0.0
	for _, r := range run.Text {
		segs, err := f.outline(run.Face, r)
		if err != nil {
			return err
		}
		for _, s := range segs {
			var t segment
			t.op = s.op
			for j, p := range s.pts {
				t.pts[j] = place(pen+p.x*sizePx, p.y*sizePx)
			}
			c.path = append(c.path, t)
		}
		pen += ff.Advance(r) * sizePx
	}
	c.fill(0)
	return nil
}
