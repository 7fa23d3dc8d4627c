package layout

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// dumped is a sheet read back from its dump: the strip's blocks, the
// panels' text area heights and the continuation marks drawn.
type dumped struct {
	areaH  [4]float64
	blocks []dumpedBlock
	marks  int
}

// dumpedBlock is one block of a dump on the strip.
type dumpedBlock struct {
	role, id  string
	panel     int
	continued bool
	size      float64 // the type size of its runs, pt
	lines     []dumpedLine
}

// dumpedLine is one line of a dumped block.
type dumpedLine struct {
	baseline   float64
	hyphenated bool
}

// readDump parses what Sheet.Dump writes, keeping the strip's blocks.
func readDump(t *testing.T, dump []byte) dumped {
	t.Helper()
	var d dumped
	var cur *dumpedBlock
	sc := bufio.NewScanner(bytes.NewReader(dump))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		switch {
		case f[0] == "area":
			var i int
			var x0, y0, x1, y1 float64
			if _, err := fmt.Sscanf(sc.Text(), "area %d (%g,%g)-(%g,%g)", &i, &x0, &y0, &x1, &y1); err != nil {
				t.Fatalf("%q: %v", sc.Text(), err)
			}
			d.areaH[i] = y1 - y0
		case f[0] == "stroke" && f[1] == Continues.String():
			d.marks++
		case f[0] == "block":
			cur = nil
			if f[3] == "-1" {
				continue
			}
			b := dumpedBlock{role: f[1]}
			fmt.Sscan(f[3], &b.panel)
			for i := 4; i < len(f); i++ {
				switch f[i] {
				case "id":
					b.id = f[i+1]
				case "continued":
					b.continued = true
				}
			}
			d.blocks = append(d.blocks, b)
			cur = &d.blocks[len(d.blocks)-1]
		case cur != nil && f[0] == "line":
			l := dumpedLine{hyphenated: len(f) > 2 && f[2] == "hyphenated"}
			fmt.Sscan(f[1], &l.baseline)
			cur.lines = append(cur.lines, l)
		case cur != nil && strings.HasPrefix(f[0], "("):
			cur.size, _ = strconv.ParseFloat(strings.TrimSuffix(f[2], "pt"), 64)
		}
	}
	return d
}

// statementHeight is how tall n lines of body text at size stand: from
// the first line's ascent to the last line's descent, in mm.
func statementHeight(fs *Fonts, size float64, n int) float64 {
	sz := Points(size)
	ff := fs.Face(Regular)
	return float64(ff.ascentMM(sz) + Millimetres(n-1)*sz.Millimetres()*leading + ff.descentMM(sz))
}

// checkKeeps checks a dumped sheet: no heading ends a panel, no panel
// ends in a hyphen, a statement carries on to the next panel only when it
// (with the heading before it) is taller than a panel, leaving two lines
// or more on each side, and each carry has its mark. It returns the
// statements split.
func checkKeeps(t *testing.T, name string, fs *Fonts, d dumped) int {
	t.Helper()
	last := map[int]dumpedLine{} // the lowest line of each panel
	for i, b := range d.blocks {
		if b.role == Heading.String() && (i+1 == len(d.blocks) || d.blocks[i+1].panel != b.panel) {
			t.Errorf("%s: a heading ends panel %d", name, b.panel+1)
		}
		for _, l := range b.lines {
			if l.baseline >= last[b.panel].baseline {
				last[b.panel] = l
			}
		}
	}
	for p, l := range last {
		if l.hyphenated {
			t.Errorf("%s: panel %d ends in a hyphen", name, p+1)
		}
	}
	splits := 0
	for id, parts := range statementParts(d) {
		if len(parts) < 2 {
			continue
		}
		splits++
		n := 0
		for _, p := range parts {
			n += len(p.lines)
			if len(p.lines) < 2 {
				t.Errorf("%s: %s leaves %d line on panel %d", name, id, len(p.lines), p.panel+1)
			}
		}
		h := statementHeight(fs, parts[0].size, n)
		if parts[0].heading > 0 {
			h += float64(Points(parts[0].size).Millimetres()) * leading * float64(parts[0].heading)
		}
		if h <= d.areaH[parts[0].panel] {
			t.Errorf("%s: %s (%d lines, %.1f mm with its heading) fits a panel (%.1f mm) but is split across panels %d and %d",
				name, id, n, h, d.areaH[0], parts[0].panel+1, parts[1].panel+1)
		}
	}
	if d.marks != 3*splits {
		t.Errorf("%s: %d strokes of continuation marks for %d split statements, want %d", name, d.marks, splits, 3*splits)
	}
	return splits
}

// part is a statement's lines on one panel (a glossary entry's term and
// definition share lines); heading counts the lines of the heading just
// before the statement's first part, on the same panel.
type part struct {
	panel, heading int
	size           float64
	lines          map[float64]bool
}

// statementParts groups the dumped statements' lines by panel, in order.
func statementParts(d dumped) map[string][]*part {
	out := map[string][]*part{}
	for i, b := range d.blocks {
		if b.id == "" {
			continue
		}
		ps := out[b.id]
		if len(ps) == 0 || ps[len(ps)-1].panel != b.panel {
			p := &part{panel: b.panel, size: b.size, lines: map[float64]bool{}}
			if len(ps) == 0 && i > 0 && d.blocks[i-1].role == Heading.String() && d.blocks[i-1].panel == b.panel {
				p.heading = len(d.blocks[i-1].lines)
			}
			ps = append(ps, p)
			out[b.id] = ps
		}
		for _, l := range b.lines {
			ps[len(ps)-1].lines[l.baseline] = true
		}
	}
	return out
}

func TestNoStatementThatFitsAPanelIsSplitAndNoHeadingEndsAPanel(t *testing.T) {
	fs := testFonts(t)
	cards, err := content.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, card := range cards {
		for _, loc := range card.LocaleOrder {
			for _, paper := range []Paper{A4, Letter} {
				name := card.ID + "." + string(loc) + "." + paper.String()
				s, err := Compose(card, loc, Options{Paper: paper, Fonts: fs})
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				var buf bytes.Buffer
				if err := s.Dump(&buf); err != nil {
					t.Fatal(err)
				}
				if n := checkKeeps(t, name, fs, readDump(t, buf.Bytes())); n != 0 {
					t.Errorf("%s: %d statements split", name, n)
				}
			}
		}
	}
}

func TestAStatementTallerThanAPanelSplitsBetweenLinesWithAMark(t *testing.T) {
	fs := testFonts(t)
	card := withLocale(shippedCard(t), func(l *content.Locale) {
		long := l.Statements["ask-miss"]
		for range 19 {
			long = append(long, content.Run{Text: " "})
			long = append(long, l.Statements["ask-miss"]...)
		}
		l.Statements["ask-miss"] = long
	})
	s, err := Compose(card, "en", Options{Fonts: fs, Panel: Size{W: 72, H: 88.9}})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := s.Dump(&buf); err != nil {
		t.Fatal(err)
	}
	d := readDump(t, buf.Bytes())
	if n := checkKeeps(t, "long ask-miss", fs, d); n != 1 {
		t.Errorf("%d statements split, want the long one alone", n)
	}
	if parts := statementParts(d)["ask-miss"]; len(parts) != 2 {
		t.Errorf("the long statement is on %d panels, want 2", len(parts))
	}
}

func TestFiguresCountTheSplitsAndTheHyphenatedLines(t *testing.T) {
	fs := testFonts(t)
	long := withLocale(shippedCard(t), func(l *content.Locale) {
		text := l.Statements["ask-miss"]
		for range 19 {
			text = append(append(text, content.Run{Text: " "}), l.Statements["ask-miss"]...)
		}
		l.Statements["ask-miss"] = text
	})
	for _, tc := range []struct {
		card          *content.Card
		locale        string
		split, hyphen bool
	}{
		{long, "en", true, false},
		{shippedCard(t), "de", false, true},
	} {
		s, err := Compose(tc.card, locale.Code(tc.locale), Options{Fonts: fs})
		if err != nil {
			t.Fatal(err)
		}
		f := s.Figures()
		hyph := 0
		for _, b := range s.Blocks {
			for _, l := range b.Lines {
				if l.Hyphenated && b.Panel >= 0 {
					hyph++
					if !strings.HasSuffix(l.Runs[len(l.Runs)-1].Text, Hyphen) {
						t.Errorf("a hyphenated line %q does not end in a hyphen", l.Runs[len(l.Runs)-1].Text)
					}
				}
			}
		}
		if (f.Split == 1) != tc.split || f.Split > 1 || f.Hyphenated != hyph || (hyph > 0) != tc.hyphen || f.Size != s.Size {
			t.Errorf("%s: figures %+v: want split %v, %d hyphenated lines, size %v", tc.locale, f, tc.split, hyph, s.Size)
		}
		if s.Fill[f.Fullest] != s.MaxFill() || s.Fill[f.Emptiest] > s.Fill[f.Fullest] {
			t.Errorf("%s: fullest panel %d, emptiest %d of %v", tc.locale, f.Fullest, f.Emptiest, s.Fill)
		}
	}
}
