package layout

import "fmt"

// Millimetres is a length on the sheet, in millimetres.
type Millimetres float64

// Points is a type size or a line width in PostScript points
// (1 pt = 25.4/72 mm).
type Points float64

// mmPerPoint is the length of one point in millimetres.
const mmPerPoint = 25.4 / 72

// Millimetres returns the length p in millimetres.
func (p Points) Millimetres() Millimetres { return Millimetres(float64(p) * mmPerPoint) }

// Points returns the length m in points.
func (m Millimetres) Points() Points { return Points(float64(m) / mmPerPoint) }

// String formats the length with up to two decimals and its unit, "63.5mm".
func (m Millimetres) String() string { return trimFloat(float64(m)) + "mm" }

// String formats the size with up to two decimals and its unit, "8.75pt".
func (p Points) String() string { return trimFloat(float64(p)) + "pt" }

// trimFloat formats v with two decimals and drops trailing zeros.
func trimFloat(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	for s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	if s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	if s == "-0" {
		return "0"
	}
	return s
}

// Point is a position on the sheet: X millimetres right of the sheet's left
// edge and Y millimetres below its top edge.
type Point struct {
	X, Y Millimetres // right of the left edge, below the top edge
}

// Pt is shorthand for Point{x, y}.
func Pt(x, y Millimetres) Point { return Point{x, y} }

// String formats the point as "(x,y)" in millimetres.
func (p Point) String() string {
	return "(" + trimFloat(float64(p.X)) + "," + trimFloat(float64(p.Y)) + ")"
}

// Size is a width and a height, in millimetres.
type Size struct {
	W, H Millimetres // width (along x) and height (along y)
}

// String formats the size as "WxH" in millimetres, "63.5x88.9".
func (s Size) String() string { return trimFloat(float64(s.W)) + "x" + trimFloat(float64(s.H)) }

// Rect is the rectangle from Min (top-left corner) to Max (bottom-right
// corner), in sheet coordinates.
type Rect struct {
	Min, Max Point // top-left and bottom-right corners
}

// Dx returns the rectangle's width.
func (r Rect) Dx() Millimetres { return r.Max.X - r.Min.X }

// Dy returns the rectangle's height.
func (r Rect) Dy() Millimetres { return r.Max.Y - r.Min.Y }

// Contains reports whether r holds all of s.
func (r Rect) Contains(s Rect) bool {
	return s.Min.X >= r.Min.X && s.Max.X <= r.Max.X && s.Min.Y >= r.Min.Y && s.Max.Y <= r.Max.Y
}

// String formats the rectangle as "(x0,y0)-(x1,y1)".
func (r Rect) String() string { return r.Min.String() + "-" + r.Max.String() }
