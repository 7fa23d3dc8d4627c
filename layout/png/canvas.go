package png

import (
	"image"
	"math"

	"golang.org/x/image/vector"
)

// canvas is a grey page being drawn: shapes are gathered as paths in
// pixel coordinates, filled into a mask the size of their bounding box and
// composited onto the page in one grey.
type canvas struct {
	img  *image.Gray
	dpi  DPI
	path []segment
	ras  vector.Rasterizer
	mask image.Alpha
}

// point is a position in pixels from the picture's top-left corner.
type point struct{ x, y float64 }

// segment is one step of a path: a move, a line or a quadratic or cubic
// curve to the last of its points.
type segment struct {
	op  op
	pts [3]point
}

// op is what a segment does.
type op uint8

const (
	moveTo op = iota
	lineTo
	quadTo
	cubeTo
)

// newCanvas returns a white page of w×h pixels at dpi.
func newCanvas(w, h int, dpi DPI) *canvas {
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	return &canvas{img: img, dpi: dpi}
}

// polygon adds a closed polygon through pts to the path.
func (c *canvas) polygon(pts ...point) {
	for i, p := range pts {
		o := lineTo
		if i == 0 {
			o = moveTo
		}
		c.path = append(c.path, segment{op: o, pts: [3]point{p}})
	}
	c.path = append(c.path, segment{op: lineTo, pts: [3]point{pts[0]}})
}

// fill fills the path gathered so far (non-zero, overlaps counted once) in
// grey level gray (0 black, 255 white) and starts a new path.
func (c *canvas) fill(gray uint8) {
	defer func() { c.path = c.path[:0] }()
	box, ok := c.bounds()
	if !ok {
		return
	}
	w, h := box.Dx(), box.Dy()
	c.ras.Reset(w, h)
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	at := func(p point) (float32, float32) { return float32(p.x - ox), float32(p.y - oy) }
	for _, s := range c.path {
		ax, ay := at(s.pts[0])
		switch s.op {
		case moveTo:
			c.ras.ClosePath()
			c.ras.MoveTo(ax, ay)
		case lineTo:
			c.ras.LineTo(ax, ay)
		case quadTo:
			bx, by := at(s.pts[1])
			c.ras.QuadTo(ax, ay, bx, by)
		case cubeTo:
			bx, by := at(s.pts[1])
			cx, cy := at(s.pts[2])
			c.ras.CubeTo(ax, ay, bx, by, cx, cy)
		}
	}
	c.ras.ClosePath()
	c.composite(box, gray)
}

// composite draws the rasterised coverage over box onto the page in gray.
func (c *canvas) composite(box image.Rectangle, gray uint8) {
	w, h := box.Dx(), box.Dy()
	if cap(c.mask.Pix) < w*h {
		c.mask.Pix = make([]uint8, w*h)
	}
	c.mask.Pix, c.mask.Stride, c.mask.Rect = c.mask.Pix[:w*h], w, image.Rect(0, 0, w, h)
	clear(c.mask.Pix)
	c.ras.Draw(&c.mask, c.mask.Rect, image.Opaque, image.Point{})
	g := uint32(gray)
	for y := range h {
		row := c.img.Pix[(box.Min.Y+y)*c.img.Stride+box.Min.X:]
		for x, m := range c.mask.Pix[y*w : (y+1)*w] {
			if m != 0 {
				v := uint32(row[x])
				row[x] = uint8((v*(255-uint32(m)) + g*uint32(m) + 127) / 255)
			}
		}
	}
}

// bounds returns the whole pixels the path may touch, clipped to the
// page; ok is false when that is nothing. A curve lies within the hull of
// its points, so the points' box holds it.
func (c *canvas) bounds() (image.Rectangle, bool) {
	if len(c.path) == 0 {
		return image.Rectangle{}, false
	}
	x0, y0 := math.Inf(1), math.Inf(1)
	x1, y1 := math.Inf(-1), math.Inf(-1)
	for _, s := range c.path {
		n := 1
		switch s.op {
		case quadTo:
			n = 2
		case cubeTo:
			n = 3
		}
		for _, p := range s.pts[:n] {
			x0, y0, x1, y1 = min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y)
		}
	}
	box := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1)))
	box = box.Intersect(c.img.Rect)
	return box, !box.Empty()
}
