package pdf

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf16"

	"codeberg.org/go-pdf/fpdf"
	"github.com/rulecard/rulecard/layout"
)

// draw sets one text run with fpdf's Text: in pieces when its characters
// fall in more than one of the face's encodings, each piece where the one
// before ends. A narrow no-break space is set with the mark it binds to as
// a piece of its own, marked with its actual text (see actualPairs).
func draw(doc *fpdf.Fpdf, fonts *layout.Fonts, ff *faceFont, run layout.TextRun) {
	if run.Angle != 0 {
		doc.TransformBegin()
		doc.TransformRotate(float64(run.Angle), float64(run.Pos.X), float64(run.Pos.Y))
		defer doc.TransformEnd()
	}
	face := fonts.Face(run.Face)
	x, y := run.Pos.X, run.Pos.Y
	enc := -1        // the piece's encoding
	var codes []byte // the piece's codes
	var text []rune  // the piece's characters
	// flush sets the piece and moves x past it: by its width in ems, summed
	// as FontFace.Width sums it.
	flush := func(actual bool) {
		if len(codes) > 0 {
			doc.SetFont(family(run.Face, enc), "", float64(run.Size))
			if actual {
				doc.RawWriteStr(fmt.Sprintf("/Span <</ActualText <FEFF%s>>> BDC", utf16Hex(text)))
			}
			doc.Text(float64(x), float64(y), string(codes))
			if actual {
				doc.RawWriteStr("EMC")
			}
			x += face.Width(string(text), run.Size)
		}
		codes, text = codes[:0], text[:0]
	}
	rs := []rune(run.Text)
	pairs := actualPairs(rs)
	for i, c := range rs {
		cd := ff.codes[c]
		if int(cd.enc) != enc || pairs[i] == pairStart {
			flush(false)
			enc = int(cd.enc)
		}
		codes = append(codes, cd.char)
		text = append(text, c)
		if pairs[i] == pairEnd {
			flush(true)
		}
	}
	flush(false)
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
// Two runes of different encodings are not paired.
func actualPairs(rs []rune) []int {
	marks := make([]int, len(rs))
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
