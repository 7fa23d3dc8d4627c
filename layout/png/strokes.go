package png

import (
	"math"

	"github.com/rulecard/rulecard/layout"
)

// stroke strokes a drawn line with its width and grey, butt ends, and its
// dash pattern from the line's start (on, off, on ... in mm, repeated), as
// layout/pdf strokes it.
func (c *canvas) stroke(r layout.Stroke) {
	a := point{c.dpi.px(r.From.X), c.dpi.px(r.From.Y)}
	b := point{c.dpi.px(r.To.X), c.dpi.px(r.To.Y)}
	length := math.Hypot(b.x-a.x, b.y-a.y)
	if length == 0 || r.Width <= 0 {
		return
	}
	dx, dy := (b.x-a.x)/length, (b.y-a.y)/length
	half := c.dpi.px(r.Width) / 2
	nx, ny := -dy*half, dx*half
	piece := func(s, e float64) {
		p, q := point{a.x + dx*s, a.y + dy*s}, point{a.x + dx*e, a.y + dy*e}
		c.polygon(point{p.x + nx, p.y + ny}, point{q.x + nx, q.y + ny},
			point{q.x - nx, q.y - ny}, point{p.x - nx, p.y - ny})
	}
	dash := make([]float64, 0, len(r.Dash))
	period := 0.0
	for _, d := range r.Dash {
		dash = append(dash, c.dpi.px(d))
		period += c.dpi.px(d)
	}
	if len(dash)%2 == 1 { // an odd pattern repeats twice to alternate, as in PDF
		dash = append(dash, dash...)
	}
	if period <= 0 {
		piece(0, length)
	} else {
		for s, i := 0.0, 0; s < length; i = (i + 1) % len(dash) {
			e := min(s+dash[i], length)
			if i%2 == 0 && e > s {
				piece(s, e)
			}
			s += dash[i]
		}
	}
	c.fill(uint8(math.Round(math.Max(0, math.Min(1, r.Gray)) * 255)))
}
