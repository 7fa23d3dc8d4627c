package pdf

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// pageContentRE finds fpdf's page content stream, compressed.
var pageContentRE = regexp.MustCompile(`<</Filter /FlateDecode /Length (\d+)>>\nstream\n`)

// pageContent returns the page's content stream of the one-page PDF pdf.
func pageContent(t *testing.T, pdf []byte) string {
	t.Helper()
	m := pageContentRE.FindSubmatchIndex(pdf)
	if m == nil {
		t.Fatal("no page content stream")
	}
	n, _ := strconv.Atoi(string(pdf[m[2]:m[3]]))
	r, err := zlib.NewReader(bytes.NewReader(pdf[m[1] : m[1]+n]))
	if err != nil {
		t.Fatal(err)
	}
	content, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(content)
}

func TestTheTextSetsAFontOnlyWhereTheFontChanges(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, englishSheet(t), Meta{Date: testDate}); err != nil {
		t.Fatal(err)
	}
	var fonts []string // the font in force at each depth of q ... Q
	fonts = append(fonts, "")
	sets, rotated := 0, 0
	for _, line := range strings.Split(pageContent(t, buf.Bytes()), "\n") {
		fields := strings.Fields(line)
		switch {
		case strings.HasPrefix(line, "q ") || line == "q":
			fonts = append(fonts, fonts[len(fonts)-1])
			rotated++
		case line == "Q" && len(fonts) > 1:
			fonts = fonts[:len(fonts)-1]
		case len(fields) == 5 && fields[3] == "Tf":
			font := fields[1] + " " + fields[2]
			if fonts[len(fonts)-1] == font {
				t.Errorf("%q sets the font in force", line)
			}
			fonts[len(fonts)-1] = font
			sets++
		case strings.Contains(line, " Tj ") && fonts[len(fonts)-1] == "":
			t.Errorf("%q sets text in no font", line)
		}
	}
	if sets == 0 || rotated == 0 {
		t.Fatalf("%d font changes and %d saved states: the test saw no page", sets, rotated)
	}
}
