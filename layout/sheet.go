package layout

import "github.com/rulecard/rulecard/locale"

// Sheet is a composed rules card: everything a backend draws, positioned
// in millimetres from the sheet's top-left corner (x right, y down).
// Backends read it and never measure or break text themselves.
type Sheet struct {
	// Paper is the sheet, used in landscape; Panel the size of one panel.
	Paper Paper
	Panel Size
	// Size is the body type size the card was fitted at; headings and the
	// title are derived from it.
	Size Points
	// Locale is the locale's code ("en"); Title the card's plain title.
	Locale locale.Code
	Title  string
	// Fonts are the faces the runs are set in (for embedding).
	Fonts *Fonts
	// Areas are the panels' text areas: the same width on every panel,
	// clear of the sheet's edges, the folds and the tears.
	Areas [4]Rect
	// Blocks hold every text line, grouped by role, in reading order: the
	// four panels first, then the spare paper.
	Blocks []Block
	// Strokes are the drawn lines: folds, tears, legend samples, the scale.
	Strokes []Stroke
	// Fill is how full each panel is, from 0 (empty) to 1 (text reaches
	// the bottom of the panel's text area).
	Fill [4]float64
	// Hyphenation names the patterns words were hyphenated by: the
	// locale's own pattern file, ShippedPatterns, or "" when the locale
	// has none (no word is broken at a line's end).
	Hyphenation string
}

// ShippedPatterns is Sheet.Hyphenation for the patterns rulecard ships
// for the locale's language.
const ShippedPatterns = "shipped"

// Strip returns the rectangle of the four panels: from the sheet's
// top-left corner, four panel widths wide and one panel high.
func (s *Sheet) Strip() Rect { return Rect{Max: Pt(4*s.Panel.W, s.Panel.H)} }

// PanelRect returns panel i's rectangle (i from 0): x from i·W to (i+1)·W,
// y from 0 to H.
func (s *Sheet) PanelRect(i int) Rect {
	w := Millimetres(i) * s.Panel.W
	return Rect{Min: Pt(w, 0), Max: Pt(w+s.Panel.W, s.Panel.H)}
}

// MaxFill returns how full the fullest panel is.
func (s *Sheet) MaxFill() float64 {
	m := 0.0
	for _, f := range s.Fill {
		m = max(m, f)
	}
	return m
}

// Runs returns every positioned text run of the sheet, markers included,
// in reading order.
func (s *Sheet) Runs() []TextRun {
	var out []TextRun
	for i := range s.Blocks {
		b := &s.Blocks[i]
		if b.Marker != nil {
			out = append(out, *b.Marker)
		}
		for _, l := range b.Lines {
			out = append(out, l.Runs...)
		}
	}
	return out
}

// Role says what a block of text is, for backends that mark text up
// (headings, lists, a definition list for the glossary).
type Role uint8

// The roles of blocks. The first group is set on the panels, the second on
// the spare paper.
const (
	// Title is the card's title, on the cover panel.
	Title Role = iota
	// Tagline is the cover statement under the title.
	Tagline
	// Heading is a section's heading.
	Heading
	// Item is a statement of a list section, set with a bullet.
	Item
	// Term is a glossary entry's term; its Definition follows on the
	// same line.
	Term
	// Definition is a glossary entry's definition.
	Definition
	// Prose is a statement of a prose section: a paragraph.
	Prose
	// Instructions is the heading of the printing and folding instructions.
	Instructions
	// Step is a numbered instruction step.
	Step
	// Note is a paragraph after the steps.
	Note
	// Legend is the caption of a line-kind sample.
	Legend
	// Scale is the caption of the scale bar.
	Scale
	// FoldLabel labels a fold line.
	FoldLabel
	// TearLabel labels a fold-and-tear edge.
	TearLabel
)

var roleNames = [...]string{"title", "tagline", "heading", "item", "term", "definition",
	"prose", "instructions", "step", "note", "legend", "scale", "fold-label", "tear-label"}

// String names the role in lower case, "heading".
func (r Role) String() string {
	if int(r) < len(roleNames) {
		return roleNames[r]
	}
	return "role?"
}

// OnStrip reports whether blocks of the role are set on the panels (as
// opposed to the spare paper, which is torn off).
func (r Role) OnStrip() bool { return r <= Prose }

// Block is a run of lines with one role: a title, a heading, one
// statement (or the part of it on one panel), one instruction.
type Block struct {
	// Role is what the block is: a heading, an item, a definition...
	Role Role
	// Panel is the panel index (0 to 3) for blocks on the strip, -1 for
	// the spare paper.
	Panel int
	// Section is the id of the section the block belongs to, ID the
	// statement's id; both are empty for the sheet's own words.
	Section, ID string
	// Continued is set on the second part of a statement split across two
	// panels: the part that carries on from the previous block.
	Continued bool
	// Marker is set before the block's text and is not part of its words:
	// an item's bullet, a step's number, the dash before a definition.
	Marker *TextRun
	// Lines are the block's lines, top to bottom: each line is where the
	// layout broke the text.
	Lines []Line
}

// Text returns the block's words, its lines joined by spaces; a word
// hyphenated at a line's end is joined whole again, without the hyphen.
func (b *Block) Text() string {
	var out []byte
	for i, l := range b.Lines {
		if i > 0 {
			if b.Lines[i-1].Hyphenated {
				out = out[:len(out)-len(Hyphen)]
			} else {
				out = append(out, ' ')
			}
		}
		for _, r := range l.Runs {
			out = append(out, r.Text...)
		}
	}
	if n := len(b.Lines); n > 0 && b.Lines[n-1].Hyphenated {
		out = out[:len(out)-len(Hyphen)]
	}
	return string(out)
}

// Hyphen is the text a hyphenated line ends with.
const Hyphen = "-"

// Line is one line of text.
type Line struct {
	// Baseline is the line's baseline, in millimetres from the top edge.
	Baseline Millimetres
	// Runs are the line's styled runs, left to right.
	Runs []TextRun
	// Hyphenated is set on a line that ends in a hyphen the layout added
	// where it broke a word (the last run's text ends with it); the word
	// carries on at the start of the next line.
	Hyphenated bool
}

// Extent returns the left and right ends of the line's runs.
func (l Line) Extent() (left, right Millimetres) {
	if len(l.Runs) == 0 {
		return 0, 0
	}
	left = l.Runs[0].Pos.X
	last := l.Runs[len(l.Runs)-1]
	return left, last.Pos.X + last.Width
}

// TextRun is text in one face and size, at one position.
type TextRun struct {
	// Pos is the left end of the baseline (before rotation); Face and
	// Size are the face and type size the text is set in.
	Pos  Point
	Face Face
	Size Points
	// Text is the run's characters, set with their advance widths and no
	// kerning; Width is their total advance.
	Text  string
	Width Millimetres
	// Angle is the rotation in degrees counter-clockwise about Pos: 0, or
	// 90 for text reading upwards.
	Angle int
}

// Bounds returns the box the run's glyphs may cover, from the face's
// descent to its ascent (the box's long side runs upwards when Angle is
// 90).
func (r TextRun) Bounds(fs *Fonts) Rect {
	ff := fs.Face(r.Face)
	asc, desc := ff.ascentMM(r.Size), ff.descentMM(r.Size)
	if r.Angle == 90 {
		return Rect{Min: Pt(r.Pos.X-asc, r.Pos.Y-r.Width), Max: Pt(r.Pos.X+desc, r.Pos.Y)}
	}
	return Rect{Min: Pt(r.Pos.X, r.Pos.Y-asc), Max: Pt(r.Pos.X+r.Width, r.Pos.Y+desc)}
}

// StrokeKind says what a drawn line is for; each kind has its own look.
type StrokeKind uint8

// The kinds of drawn lines.
const (
	// Fold is a line to crease and fold along: dashed.
	Fold StrokeKind = iota
	// FoldTear is an edge to crease and tear along: long dash and dot.
	FoldTear
	// ScaleBar is the 50 mm bar and its end ticks: solid.
	ScaleBar
	// Continues is a stroke of the small arrow at the end of a statement's
	// part on one panel when the statement carries on on the next: solid.
	Continues
)

// String names the kind: "fold", "fold-tear", "scale", "continues".
func (k StrokeKind) String() string {
	switch k {
	case FoldTear:
		return "fold-tear"
	case ScaleBar:
		return "scale"
	case Continues:
		return "continues"
	}
	return "fold"
}

// Stroke is a straight drawn line.
type Stroke struct {
	// From and To are the line's ends; Kind what it is for.
	From, To Point
	Kind     StrokeKind
	// Width is the stroke width; Dash the dash pattern, alternating on and
	// off lengths starting with on (none for a solid line). Both in mm.
	Width Millimetres
	Dash  []Millimetres
	// Gray is the stroke's grey level, 0 black to 1 white.
	Gray float64
	// Sample is set on a legend sample: it shows the look of a kind and is
	// not a line to fold along.
	Sample bool
}
