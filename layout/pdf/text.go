package pdf

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"

	"codeberg.org/go-pdf/fpdf"
	"github.com/rulecard/rulecard/layout"
)

// pen sets a page's text runs with fpdf. It keeps the font the text is
// set in at the point drawn to, and room for a run's characters, codes
// and pieces that the next run uses again.
type pen struct {
	doc   *fpdf.Fpdf
	font  textFont
	rs    []rune
	pairs []int
	piece []byte // the piece's codes
	text  []rune // the piece's characters
	line  []byte // the line that shows the piece
	r     bytes.Reader
}

// textFont is the font and size the page's text is set in at the point
// drawn to (fpdf writes a font change at every SetFont, even to the font
// in use: two thirds of a sheet's font changes were to it): a face's
// encoding, told apart without making its family's name. The zero value
// is no font, as on a new page.
type textFont struct {
	set  bool
	face layout.Face
	enc  int
	size layout.Points
}

// setFont makes encoding enc of face at size the font of the text drawn
// next.
func (p *pen) setFont(face layout.Face, enc int, size layout.Points) {
	if f := (textFont{true, face, enc, size}); p.font != f {
		p.doc.SetFont(family(face, enc), "", float64(size))
		p.font = f
	}
}

// draw sets one text run: in pieces when its characters fall in more than
// one of the face's encodings, each piece where the one before ends. A
// narrow no-break space is set with the mark it binds to as a piece of its
// own, marked with its actual text (see actualPairs).
func (p *pen) draw(fonts *layout.Fonts, ff *faceFont, run layout.TextRun) {
	if run.Angle != 0 {
		p.doc.TransformBegin()
		p.doc.TransformRotate(float64(run.Angle), float64(run.Pos.X), float64(run.Pos.Y))
		outside := p.font
		defer func() {
			p.doc.TransformEnd() // the font set within is lost with the rest of the state
			p.font = outside
		}()
	}
	face := fonts.Face(run.Face)
	x, y := run.Pos.X, run.Pos.Y
	enc := -1 // the piece's encoding
	// flush sets the piece, and moves x past it when more follows: by its
	// width in ems, summed as FontFace.Width sums it (most runs are one
	// piece, whose width nothing needs).
	flush := func(actual, more bool) {
		if len(p.piece) > 0 {
			p.setFont(run.Face, enc, run.Size)
			if actual {
				p.doc.RawWriteStr(fmt.Sprintf("/Span <</ActualText <FEFF%s>>> BDC", utf16Hex(p.text)))
			}
			p.show(x, y)
			if actual {
				p.doc.RawWriteStr("EMC")
			}
			if more {
				em := 0.0
				for _, c := range p.text {
					em += face.Advance(c)
				}
				x += layout.Millimetres(em) * run.Size.Millimetres()
			}
		}
		p.piece, p.text = p.piece[:0], p.text[:0]
	}
	p.rs = p.rs[:0]
	for _, c := range run.Text {
		p.rs = append(p.rs, c)
	}
	p.pairs = actualPairs(p.pairs, p.rs)
	for i, c := range p.rs {
		cd := ff.code(c)
		if int(cd.enc) != enc || p.pairs[i] == pairStart {
			flush(false, true)
			enc = int(cd.enc)
		}
		p.piece = append(p.piece, cd.char)
		p.text = append(p.text, c)
		if p.pairs[i] == pairEnd {
			flush(true, true)
		}
	}
	flush(false, false)
}

// show sets the piece at x, y, writing the line fpdf's Text writes, "BT
// x y Td (codes) Tj ET", the point in PDF units from the page's bottom
// left and the codes escaped as fpdf escapes them, formatted with strconv
// rather than fmt (0.62M instructions of the English sheet's 148 pieces
// in fpdf's Text). Text colored otherwise than the fill, which fpdf's
// Text sets for its line, is left to fpdf.
func (p *pen) show(x, y layout.Millimetres) {
	tr, tg, tb := p.doc.GetTextColor()
	if fr, fg, fb := p.doc.GetFillColor(); tr != fr || tg != fg || tb != fb {
		p.doc.Text(float64(x), float64(y), string(p.piece))
		return
	}
	k := p.doc.GetConversionRatio()
	_, h := p.doc.GetPageSize()
	b := append(p.line[:0], "BT "...)
	b = strconv.AppendFloat(b, float64(x)*k, 'f', 2, 64)
	b = append(b, ' ')
	b = strconv.AppendFloat(b, (h-float64(y))*k, 'f', 2, 64)
	b = append(b, " Td ("...)
	for _, c := range p.piece {
		switch c {
		case '\\', '(', ')':
			b = append(b, '\\', c)
		case '\r':
			b = append(b, '\\', 'r')
		default:
			b = append(b, c)
		}
	}
	p.line = append(b, ") Tj ET"...)
	p.r.Reset(p.line)
	p.doc.RawWriteBuf(&p.r) // fpdf copies it, as RawWriteStr would a string made of it
}

// Where a rune stands in a pair that actualPairs marks.
const (
	pairNone = iota
	pairStart
	pairEnd
)

// actualPairs marks each narrow no-break space (U+202F) with the mark it
// binds to: the rune after it ("\u202f!", "\u202f»"), or before it when a
// letter or digit follows ("«\u202fVa"). Text extraction drops a lone
// space character and puts its own space from the gap; a pair set as one
// piece with its actual text gives the narrow space back (pdftotext).
// Two runes of different encodings are not paired. It reuses marks' room.
func actualPairs(marks []int, rs []rune) []int {
	marks = append(marks[:0], make([]int, len(rs))...)
	for i, c := range rs {
		if c != '\u202f' || marks[i] != pairNone {
			continue
		}
		switch {
		case i+1 < len(rs) && !unicode.IsLetter(rs[i+1]) && !unicode.IsDigit(rs[i+1]) && !unicode.IsSpace(rs[i+1]):
			marks[i], marks[i+1] = pairStart, pairEnd
		case i > 0 && marks[i-1] == pairNone && !unicode.IsSpace(rs[i-1]):
			marks[i-1], marks[i] = pairStart, pairEnd
		}
	}
	return marks
}

// utf16Hex writes runes as UTF-16BE in hexadecimal, for a PDF text string.
func utf16Hex(rs []rune) string {
	var b strings.Builder
	for _, u := range utf16.Encode(rs) {
		fmt.Fprintf(&b, "%04X", u)
	}
	return b.String()
}
