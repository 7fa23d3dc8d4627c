package layout

// The sheet's typography and margins. Lengths in millimetres; "lines" are
// multiples of a line's leading.
const (
	// maxSize and minSize bound the body type size; the fit tries every
	// sizeStep between them, largest first.
	maxSize  Points = 9
	minSize  Points = 6
	sizeStep Points = 0.25

	// leading is the distance between baselines, in type sizes.
	leading = 1.2
	// titleScale and headingScale size the title and the section headings
	// from the body size.
	titleScale   = 2.5
	headingScale = 1.0

	// statementGap is the space between two statements, headingGap the
	// space before a heading, coverGap the space between the tagline and
	// the first heading; in lines of body text.
	statementGap = 0.3
	headingGap   = 0.8
	coverGap     = 0.9
	taglineGap   = 0.15

	// edgeMargin keeps text clear of the sheet's top and left edges (home
	// printers do not print there); gutter keeps it clear of the folds and
	// the right tear; bottomMargin clear of the bottom tear.
	edgeMargin   Millimetres = 6.5
	gutter       Millimetres = 4.5
	bottomMargin Millimetres = 4.5

	// bullet marks a list item; definitionMark separates a term from its
	// definition in a locale that names no dash of its own.
	bullet         = '•'
	definitionMark = '—'
)

// textBox is the area of a panel text may take: every panel's is the same
// width, so a statement that carries on to the next panel keeps its line
// breaks.
type textBox struct {
	left   [4]Millimetres // the left edge in each panel
	width  Millimetres
	top    Millimetres
	bottom Millimetres
}

// newTextBox places the text area in each panel of the given size: panel
// 1 keeps edgeMargin from the sheet's left edge and a gutter from the
// first fold; panels 2 to 4 are centred between their folds.
func newTextBox(panel Size) textBox {
	b := textBox{
		width:  panel.W - edgeMargin - gutter,
		top:    edgeMargin,
		bottom: panel.H - bottomMargin,
	}
	b.left[0] = edgeMargin
	for i := 1; i < 4; i++ {
		b.left[i] = Millimetres(i)*panel.W + (panel.W-b.width)/2
	}
	return b
}
