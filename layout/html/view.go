package html

import (
	"html/template"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
)

// page is the template's data: one card in one locale.
type page struct {
	Lang, Title, Description string
	// CSS is the embedded style sheet, SheetCSS what depends on the
	// sheet's paper, FontCSS the fonts (in pieces); all are built here,
	// never from the card's words.
	CSS, SheetCSS template.CSS
	FontCSS       []template.CSS
	Help          help
	// Width and Height are the sheet's size ("297mm"), ViewBox the rules'
	// coordinates: one unit a millimetre.
	Width, Height, ViewBox string
	Rules                  []rule
	Panels                 []panel
	// Spare is the spare paper's text, then the fold and tear labels.
	Spare []group

	faces uint8 // the faces the page sets text in, a bit per layout.Face
}

// help is the on-screen box that says how to print and fold the sheet.
type help struct {
	Title string
	Paras [][]run
}

// panel is one panel of the strip: its box (the panel, padded to its text
// area) and its text.
type panel struct {
	Style  template.CSS
	Groups []group
}

// group is one element holding text: Kind is its tag (h1, h2, p, ul, ol,
// dl); a heading or paragraph has one item, a list one per entry.
type group struct {
	Kind, Class string
	Items       []item
	section     string // the section of the blocks a list holds
}

// item is one block of the layout: a list item (Kind li), a term (dt) or
// definition (dd), or the text of a heading or paragraph (Kind empty).
type item struct {
	Kind, Class string
	Marker      *line
	Lines       []line
}

// line is one line of the layout, positioned absolutely.
type line struct {
	Class string
	Style template.CSS
	Runs  []run
}

// run is text in one face: Strong and Em add bold and italic to the
// block's face; Class, on a marker or a run lighter than its block,
// sets the face outright.
type run struct {
	Text       string
	Strong, Em bool
	Class      string
	// Hyphen is set on the hyphen the layout added where it broke a word.
	Hyphen bool
}

// rule is one drawn line of the SVG layer, in millimetres.
type rule struct {
	Class, X1, Y1, X2, Y2, Stroke, Width, Dash string
}

// newPage builds the template's data from the sheet, the locale's sheet
// words (for the help) and meta; the caller adds the CSS.
func newPage(s *layout.Sheet, sw content.SheetWords, meta Meta) *page {
	size := s.Paper.Size()
	p := &page{
		Lang:        string(s.Locale),
		Title:       meta.Title,
		Description: meta.Description,
		SheetCSS:    pageCSS(s),
		Width:       mm(float64(size.W)),
		Height:      mm(float64(size.H)),
		ViewBox:     "0 0 " + num(float64(size.W)) + " " + num(float64(size.H)),
		Rules:       rules(s.Strokes),
		Panels:      make([]panel, len(s.Areas)),
	}
	if p.Title == "" {
		p.Title = s.Title
	}
	p.Help = p.help(sw)
	for i := range p.Panels {
		p.Panels[i].Style = panelStyle(s, i)
	}
	b := builder{p: p, asc: ascent(s.Fonts)}
	var labels []group
	for i := range s.Blocks {
		blk := &s.Blocks[i]
		switch {
		case blk.Panel >= 0 && blk.Panel < len(p.Panels):
			x0 := s.PanelRect(blk.Panel).Min.X
			pn := &p.Panels[blk.Panel]
			pn.Groups = b.add(pn.Groups, blk, x0)
		case blk.Role == layout.FoldLabel || blk.Role == layout.TearLabel:
			labels = b.add(labels, blk, 0)
		default:
			p.Spare = b.add(p.Spare, blk, 0)
		}
	}
	for i := range p.Panels {
		p.Panels[i].Groups = fixGlossaries(p.Panels[i].Groups)
	}
	p.Spare = append(p.Spare, labels...)
	return p
}

// help builds the on-screen help from the locale's words.
func (p *page) help(sw content.SheetWords) help {
	h := help{Title: sw.ScreenTitle}
	if sw.ScreenTitle != "" {
		p.faces |= 1 << layout.Bold
	}
	for _, t := range sw.Screen {
		var para []run
		for _, r := range t {
			face := layout.Face(r.Style) & layout.BoldItalic
			p.faces |= 1 << face
			para = append(para, textRun(r.Text, face, layout.Regular))
		}
		h.Paras = append(h.Paras, para)
	}
	return h
}

// panelStyle places panel i in the text layer and pads it to its text
// area.
func panelStyle(s *layout.Sheet, i int) template.CSS {
	r, a := s.PanelRect(i), s.Areas[i]
	b := make([]byte, 0, 96)
	b = appendText(b, "left:", r.Min.X)
	b = appendText(b, ";width:", r.Dx())
	b = appendText(b, ";height:", r.Dy())
	b = appendText(b, ";padding:", a.Min.Y-r.Min.Y)
	b = appendText(b, " ", r.Max.X-a.Max.X)
	b = appendText(b, " ", r.Max.Y-a.Max.Y)
	b = appendText(b, " ", a.Min.X-r.Min.X)
	return template.CSS(b)
}

// ascent returns the regular face's ascent in ems: a line's box starts
// that far above its baseline (see strutCSS).
func ascent(fs *layout.Fonts) float64 {
	ff := fs.Face(layout.Regular)
	return float64(ff.Ascent) / float64(ff.UnitsPerEm)
}

// rules turns the sheet's drawn lines into SVG lines.
func rules(rs []layout.Stroke) []rule {
	out := make([]rule, 0, len(rs))
	for _, r := range rs {
		class := r.Kind.String()
		if r.Sample {
			class += " sample"
		}
		var dash []byte
		for i, d := range r.Dash {
			if i > 0 {
				dash = append(dash, ' ')
			}
			dash = appendNum(dash, float64(d))
		}
		out = append(out, rule{
			Class: class,
			X1:    num(float64(r.From.X)), Y1: num(float64(r.From.Y)),
			X2: num(float64(r.To.X)), Y2: num(float64(r.To.Y)),
			Stroke: gray(r.Gray),
			Width:  num(float64(r.Width)),
			Dash:   string(dash),
		})
	}
	return out
}

// gray returns the CSS colour of a grey level, 0 black to 1 white.
func gray(g float64) string {
	const hex = "0123456789abcdef"
	v := int(min(max(g, 0), 1)*255 + 0.5)
	c := []byte{'#', hex[v>>4], hex[v&15]}
	return string(append(append(c, c[1:]...), c[1:]...))
}
