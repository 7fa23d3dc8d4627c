package reference

import "github.com/rulecard/rulecard/layout"

// paginate places the boxes on pages, top to bottom: a chain of boxes
// held together (keep) goes to a new page when it does not fit on this
// one but would on a page of its own; a box taller than a page is split
// between its lines.
func (c *composer) paginate(boxes []box) {
	c.anchors = map[string]Mark{}
	f := &flow{c: c, top: marginTop, bottom: c.doc.Size.H - marginBottom}
	f.newPage()
	for i := 0; i < len(boxes); {
		j := i
		for j < len(boxes)-1 && boxes[j].keep && !boxes[j+1].newPage {
			j++
		}
		j++
		if boxes[i].newPage && f.y > f.top {
			f.newPage()
		}
		need := f.chainHeight(boxes[i:j])
		if need > f.bottom-f.top && j-i > 1 {
			need = f.chainHeight(boxes[i : i+2]) // at least the first box and the next
		}
		if f.y > f.top && f.y+need > f.bottom && need <= f.bottom-f.top {
			if k := f.softBreak(boxes[i:j]); k > 0 {
				for ; k > 0; k-- {
					f.place(&boxes[i])
					i++
				}
			}
			f.newPage()
		}
		for k := i; k < j; k++ {
			f.place(&boxes[k])
		}
		i = j
	}
}

// minSteps is the fewest steps of a worked example on either side of a
// page break within it.
const minSteps = 2

// softBreak returns how many boxes of a chain that does not fit here go on
// this page when the chain breaks between two steps of a worked example,
// with at least minSteps steps on each side, or 0 to move the whole chain
// to the next page. It breaks only to spare a third of a page or more.
func (f *flow) softBreak(chain []box) int {
	if f.bottom-f.y < (f.bottom-f.top)/3 {
		return 0
	}
	best, steps := 0, 0
	for k := range chain {
		if !chain[k].step {
			steps = 0
			continue
		}
		steps++
		rest := 0
		for r := k + 1; r < len(chain) && chain[r].step; r++ {
			rest++
		}
		if steps >= minSteps && rest >= minSteps && f.y+f.chainHeight(chain[:k+1]) <= f.bottom {
			best = k + 1
		}
	}
	return best
}

// flow is the place the next box goes.
type flow struct {
	c           *composer
	page        int
	y           Millimetres
	top, bottom Millimetres
}

// newPage starts a page.
func (f *flow) newPage() {
	f.c.doc.Pages = append(f.c.doc.Pages, Page{})
	f.page = len(f.c.doc.Pages) - 1
	f.y = f.top
}

// chainHeight is the height the boxes take from where the flow is.
func (f *flow) chainHeight(bs []box) Millimetres {
	h := Millimetres(0)
	for i, b := range bs {
		if i > 0 || f.y > f.top {
			h += b.before
		}
		h += b.height
	}
	return h
}

// place puts a box where the flow is, on a new page when it does not fit
// here, split between its lines when it does not fit on any page.
func (f *flow) place(b *box) {
	body := f.bottom - f.top
	before := b.before
	if f.y == f.top {
		before = 0
	}
	if f.y+before+b.height > f.bottom && f.y > f.top && b.height <= body {
		f.newPage()
		before = 0
	}
	for f.y+before+b.height > f.bottom+0.01 {
		cut := Millimetres(0)
		for _, k := range b.cuts {
			if f.y+before+k <= f.bottom {
				cut = k
			}
		}
		if cut == 0 {
			if f.y == f.top { // not even one line fits: set it anyway
				break
			}
			f.newPage()
			before = 0
			continue
		}
		head, tail := split(b, cut)
		f.put(&head, f.y+before)
		f.newPage()
		before = 0
		*b = tail
	}
	f.put(b, f.y+before)
}

// put moves the box onto the page at top and advances the flow below it.
func (f *flow) put(b *box, top Millimetres) {
	c := f.c
	pg := &c.doc.Pages[f.page]
	at := func(p layout.Point) layout.Point { return layout.Pt(p.X+marginSide, p.Y+top) }
	for _, r := range b.runs {
		r.Pos = at(r.Pos)
		pg.Runs = append(pg.Runs, r)
	}
	for _, r := range b.strokes {
		r.From, r.To = at(r.From), at(r.To)
		pg.Strokes = append(pg.Strokes, r)
	}
	for _, m := range b.marks {
		m.Page, m.Y = f.page, top
		c.anchors[m.ID] = m
		if m.Title != "" {
			c.doc.Outline = append(c.doc.Outline, m)
		}
	}
	if b.fill != nil || len(b.links) > 0 {
		c.placed = append(c.placed, placedBox{b: b, page: f.page, top: top})
	}
	f.y = top + b.height
}

// split cuts a box at height cut: the lines above it, and the rest moved
// up to start at 0.
func split(b *box, cut Millimetres) (head, tail box) {
	head = box{height: cut, marks: b.marks, before: b.before}
	tail = box{height: b.height - cut, keep: b.keep}
	for _, r := range b.runs {
		if r.Pos.Y < cut {
			head.runs = append(head.runs, r)
		} else {
			r.Pos.Y -= cut
			tail.runs = append(tail.runs, r)
		}
	}
	for _, r := range b.strokes {
		if r.From.Y < cut {
			head.strokes = append(head.strokes, r)
		} else {
			r.From.Y -= cut
			r.To.Y -= cut
			tail.strokes = append(tail.strokes, r)
		}
	}
	for _, k := range b.cuts {
		if k > cut {
			tail.cuts = append(tail.cuts, k-cut)
		}
	}
	return head, tail
}

// finish fills in what depends on every anchor's page (the contents'
// page numbers and links) and sets each page's footer.
func (c *composer) finish() {
	for _, p := range c.placed {
		b := p.b
		pg := &c.doc.Pages[p.page]
		if b.fill != nil {
			for _, r := range b.fill(c.anchors) {
				r.Pos = layout.Pt(r.Pos.X+marginSide, r.Pos.Y+p.top)
				pg.Runs = append(pg.Runs, r)
			}
		}
		for _, l := range b.links {
			a, ok := c.anchors[l.target]
			if !ok {
				continue
			}
			rect := layout.Rect{Min: layout.Pt(l.rect.Min.X+marginSide, l.rect.Min.Y+p.top),
				Max: layout.Pt(l.rect.Max.X+marginSide, l.rect.Max.Y+p.top)}
			pg.Links = append(pg.Links, Link{Rect: rect, Page: a.Page, Y: a.Y})
		}
	}
	c.footers()
}

// footers sets every page's footer: the document's name on the left, the
// page's number on the right, a hairline above them.
func (c *composer) footers() {
	n := len(c.doc.Pages)
	size := layout.Points(8)
	y := c.doc.Size.H - footerY
	right := c.doc.Size.W - marginSide
	for i := range c.doc.Pages {
		pg := &c.doc.Pages[i]
		num := c.ref.PageOf(i+1, n)
		w := c.set.fonts.Face(layout.Regular).Width(num, size)
		pg.Strokes = append(pg.Strokes, Stroke{From: layout.Pt(marginSide, y-4), To: layout.Pt(right, y-4), Width: 0.2, Gray: 0.5})
		pg.Runs = append(pg.Runs,
			c.set.run(c.ref.Footer, layout.Regular, size, marginSide, y, Grey),
			c.set.run(num, layout.Regular, size, right-w, y, Grey))
	}
}
