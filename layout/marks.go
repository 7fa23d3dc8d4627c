package layout

// The continuation mark: a small arrow at the end of a statement's part
// on a panel when the statement carries on on the next one. Lengths in
// ems of the body size.
const (
	arrowLength             = 0.8
	arrowHead               = 0.3  // how far back the head's strokes reach
	arrowSpread             = 0.2  // how far above and below the shaft they end
	arrowGap                = 0.4  // from the end of the line's text
	arrowRaise              = 0.27 // above the baseline: the middle of the x-height
	arrowWidth  Millimetres = 0.22
)

// continuationMarks returns the arrows of flow f: one after the last line
// of every statement part that carries on on the next panel. The arrow
// stands after the line's text when there is room in the text area, else
// at the text area's right edge a line below.
func (c *composer) continuationMarks(f *flow, blocks []Block) []Stroke {
	var out []Stroke
	em := f.size.Millimetres()
	for i, pl := range f.placed {
		if i+1 == len(f.placed) || f.placed[i+1].src != pl.src || f.placed[i+1].panel == pl.panel {
			continue
		}
		right := c.box.left[pl.panel] + c.box.width
		x, y := right-arrowLength*em, pl.baseline+leading*em-arrowRaise*em
		if end := lineEnd(blocks, pl); end+(arrowGap+arrowLength)*em <= right {
			x, y = end+arrowGap*em, pl.baseline-arrowRaise*em
		}
		tip := Pt(x+arrowLength*em, y)
		for _, from := range []Point{Pt(x, y), Pt(tip.X-arrowHead*em, y-arrowSpread*em), Pt(tip.X-arrowHead*em, y+arrowSpread*em)} {
			out = append(out, Stroke{From: from, To: tip, Kind: Continues, Width: arrowWidth})
		}
	}
	return out
}

// lineEnd returns where the text of the line placed at pl ends: the right
// end of the rightmost run on its panel at its baseline.
func lineEnd(blocks []Block, pl placement) Millimetres {
	var end Millimetres
	for i := range blocks {
		if blocks[i].Panel != pl.panel {
			continue
		}
		for _, l := range blocks[i].Lines {
			if l.Baseline == pl.baseline {
				_, r := l.Extent()
				end = max(end, r)
			}
		}
	}
	return end
}
