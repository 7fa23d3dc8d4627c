package layout

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Dump writes the sheet as text, one item a line, lengths in millimetres
// with at most two decimals: the paper and size, the fill, every stroke,
// then every block with its marker, lines and runs. Golden tests compare
// it; it is also handy to read.
func (s *Sheet) Dump(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "sheet %s %s panel %s size %v locale %s title %q\n",
		s.Paper, s.Paper.Size(), s.Panel, s.Size, s.Locale, s.Title)
	fmt.Fprintf(bw, "fill %.2f %.2f %.2f %.2f\n", s.Fill[0], s.Fill[1], s.Fill[2], s.Fill[3])
	for i, a := range s.Areas {
		fmt.Fprintf(bw, "area %d %v\n", i, a)
	}
	for _, r := range s.Strokes {
		dash := make([]string, len(r.Dash))
		for i, d := range r.Dash {
			dash[i] = trimFloat(float64(d))
		}
		sample := ""
		if r.Sample {
			sample = " sample"
		}
		fmt.Fprintf(bw, "stroke %s %v-%v width %s dash [%s] gray %s%s\n", r.Kind, r.From, r.To,
			trimFloat(float64(r.Width)), strings.Join(dash, " "), trimFloat(r.Gray), sample)
	}
	for i := range s.Blocks {
		b := &s.Blocks[i]
		fmt.Fprintf(bw, "block %s panel %d", b.Role, b.Panel)
		if b.Section != "" {
			fmt.Fprintf(bw, " section %s", b.Section)
		}
		if b.ID != "" {
			fmt.Fprintf(bw, " id %s", b.ID)
		}
		if b.Continued {
			bw.WriteString(" continued")
		}
		bw.WriteByte('\n')
		if b.Marker != nil {
			bw.WriteString("  marker ")
			dumpRun(bw, *b.Marker)
		}
		for _, l := range b.Lines {
			hyph := ""
			if l.Hyphenated {
				hyph = " hyphenated"
			}
			fmt.Fprintf(bw, "  line %s%s\n", trimFloat(float64(l.Baseline)), hyph)
			for _, r := range l.Runs {
				bw.WriteString("    ")
				dumpRun(bw, r)
			}
		}
	}
	return bw.Flush()
}

// dumpRun writes one run: position, face, size, width, angle, text.
func dumpRun(w io.Writer, r TextRun) {
	angle := ""
	if r.Angle != 0 {
		angle = fmt.Sprintf(" angle %d", r.Angle)
	}
	fmt.Fprintf(w, "%v %s %v width %s%s %q\n", r.Pos, r.Face, r.Size, trimFloat(float64(r.Width)), angle, r.Text)
}
