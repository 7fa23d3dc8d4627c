package pdf

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"codeberg.org/go-pdf/fpdf"
	"github.com/rulecard/rulecard/layout"
)

// fpdfFile finishes doc as fpdf writes it, its page contents compressed
// by fpdf itself or left uncompressed.
func fpdfFile(t *testing.T, doc *fpdf.Fpdf, compress bool) []byte {
	t.Helper()
	doc.SetCompression(compress)
	var buf bytes.Buffer
	if err := doc.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// files is one document written three ways: by Write or WriteReference,
// and by fpdf with its own compression and without.
type files struct{ ours, fpdfs, raw []byte }

// set keeps fpdf's file, made with its compression or without.
func (f *files) set(data []byte, compressed bool) {
	if compressed {
		f.fpdfs = data
	} else {
		f.raw = data
	}
}

// sheetFiles writes s the three ways.
func sheetFiles(t *testing.T, s *layout.Sheet) files {
	t.Helper()
	var f files
	var buf bytes.Buffer
	if err := Write(&buf, s, Meta{Date: testDate}); err != nil {
		t.Fatal(err)
	}
	f.ours = buf.Bytes()
	for _, compress := range []bool{true, false} {
		doc, err := NewRenderer().sheetDoc(s, Meta{Date: testDate}, nil)
		if err != nil {
			t.Fatal(err)
		}
		f.set(fpdfFile(t, doc, compress), compress)
	}
	return f
}

// referenceFiles writes the English reference on A4 the three ways, and
// returns its page count.
func referenceFiles(t *testing.T) (files, int) {
	t.Helper()
	_, d := referenceDoc(t, "en", layout.A4)
	meta := Meta{Date: testDate}
	var f files
	var buf bytes.Buffer
	if err := NewRenderer().WriteReference(&buf, d, meta); err != nil {
		t.Fatal(err)
	}
	f.ours = buf.Bytes()
	for _, compress := range []bool{true, false} {
		doc, err := NewRenderer().referenceFpdf(d, meta, nil)
		if err != nil {
			t.Fatal(err)
		}
		f.set(fpdfFile(t, doc, compress), compress)
	}
	return f, len(d.Pages)
}

var (
	startxrefRE = regexp.MustCompile(`\nstartxref\n(\d+)\n%%EOF\n$`)
	xrefRE      = regexp.MustCompile(`^xref\n0 (\d+)\n0000000000 65535 f \n((?:\d{10} 00000 n \n)*)trailer\n<<\n/Size (\d+)\n`)
	entryRE     = regexp.MustCompile(`(\d{10}) 00000 n \n`)
)

// objects reads pdf as a reader does, through startxref and the
// cross-reference table, and checks that startxref points at the table,
// the table's count and the trailer's /Size agree and each entry's offset
// holds its object's "n 0 obj" line. It returns each object's bytes, from
// that line to where the next object in the file begins, or the table.
func objects(pdf []byte) (map[int][]byte, error) {
	m := startxrefRE.FindSubmatch(pdf)
	if m == nil {
		return nil, fmt.Errorf("no startxref at the end")
	}
	xref, _ := strconv.Atoi(string(m[1]))
	if xref >= len(pdf) {
		return nil, fmt.Errorf("startxref %d past the end", xref)
	}
	x := xrefRE.FindSubmatch(pdf[xref:])
	if x == nil {
		return nil, fmt.Errorf("no xref table at startxref %d", xref)
	}
	entries := entryRE.FindAllSubmatch(x[2], -1)
	if string(x[1]) != strconv.Itoa(len(entries)+1) || string(x[3]) != string(x[1]) {
		return nil, fmt.Errorf("xref count %s, /Size %s, %d entries", x[1], x[3], len(entries))
	}
	offs := make([]int, len(entries)+1)
	for i, e := range entries {
		n := i + 1
		offs[n], _ = strconv.Atoi(string(e[1]))
		if !bytes.HasPrefix(pdf[min(offs[n], len(pdf)):], []byte(strconv.Itoa(n)+" 0 obj\n")) {
			return nil, fmt.Errorf("object %d's offset %d holds %.20q", n, offs[n], pdf[min(offs[n], len(pdf)):])
		}
	}
	sorted := slices.Sorted(slices.Values(offs[1:]))
	out := map[int][]byte{}
	for n := 1; n < len(offs); n++ {
		end := xref
		if i, _ := slices.BinarySearch(sorted, offs[n]); i+1 < len(sorted) {
			end = sorted[i+1]
		}
		if end < offs[n] {
			return nil, fmt.Errorf("object %d at %d after the xref table", n, offs[n])
		}
		out[n] = pdf[offs[n]:end]
	}
	return out, nil
}

var contentRE = regexp.MustCompile(`^\d+ 0 obj\n<<(/Filter /FlateDecode )?/Length (\d+)>>\nstream\n`)

// errNotContent is contentData's error for an object not a content stream.
var errNotContent = errors.New("not a content stream")

// contentData returns the data of obj, a stream whose dictionary holds
// just its length, and FlateDecode if it is compressed (as fpdf writes a
// page's contents), decompressed.
func contentData(obj []byte) (data []byte, compressed bool, err error) {
	m := contentRE.FindSubmatchIndex(obj)
	if m == nil {
		return nil, false, errNotContent
	}
	n, _ := strconv.Atoi(string(obj[m[4]:m[5]]))
	start := m[1]
	if start+n > len(obj) || string(obj[start+n:]) != "\nendstream\nendobj\n" {
		return nil, false, fmt.Errorf("a stream of %d bytes not followed by endstream: %.40q", n, obj[min(start+n, len(obj)):])
	}
	if m[2] < 0 {
		return obj[start : start+n], false, nil
	}
	r, err := zlib.NewReader(bytes.NewReader(obj[start : start+n]))
	if err != nil {
		return nil, true, err
	}
	data, err = io.ReadAll(r)
	return data, true, err
}

// compareObjects checks that ours has theirs' objects, each the same bytes
// but the content streams, which hold the same data, compressed in ours.
// It returns how many content streams differ in their bytes.
func compareObjects(ours, theirs []byte) (int, error) {
	a, err := objects(ours)
	if err != nil {
		return 0, err
	}
	b, err := objects(theirs)
	if err != nil {
		return 0, err
	}
	if len(a) != len(b) {
		return 0, fmt.Errorf("%d objects, want %d", len(a), len(b))
	}
	streams := 0
	for n, obj := range b {
		if bytes.Equal(a[n], obj) {
			continue
		}
		da, compressed, errA := contentData(a[n])
		db, _, errB := contentData(obj)
		if errA != nil || errB != nil || !compressed || !bytes.Equal(da, db) {
			return 0, fmt.Errorf("object %d differs (%v, %v):\n%.300q\nwant\n%.300q", n, errA, errB, a[n], obj)
		}
		streams++
	}
	return streams, nil
}

func TestThePageContentsDecompressToWhatFpdfCompresses(t *testing.T) {
	sheet := sheetFiles(t, englishSheet(t))
	ref, pages := referenceFiles(t)
	for _, tc := range []struct {
		name  string
		f     files
		pages int
	}{{"sheet", sheet, 1}, {"reference", ref, pages}} {
		for _, theirs := range [][]byte{tc.f.fpdfs, tc.f.raw} {
			n, err := compareObjects(tc.f.ours, theirs)
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			if n != tc.pages {
				t.Errorf("%s: %d content streams differ in their bytes, want one a page, %d", tc.name, n, tc.pages)
			}
		}
		if n := bytes.Count(tc.f.raw, []byte("/FlateDecode")); n != bytes.Count(tc.f.fpdfs, []byte("/FlateDecode"))-tc.pages {
			t.Errorf("%s: fpdf without compression leaves %d streams compressed: not only the pages' contents", tc.name, n)
		}
		if len(tc.f.ours) > len(tc.f.fpdfs)+len(tc.f.fpdfs)/50 {
			t.Errorf("%s: %d bytes, fpdf's own compression %d: more than 2 %% larger", tc.name, len(tc.f.ours), len(tc.f.fpdfs))
		}
		t.Logf("%s: %d bytes, %d with fpdf's compression, %d without", tc.name, len(tc.f.ours), len(tc.f.fpdfs), len(tc.f.raw))
	}
}

func TestEverySheetHasACompressedPageAndAWholeXrefTable(t *testing.T) {
	for _, c := range shippedCases(t, layout.A4, layout.Letter) {
		var buf bytes.Buffer
		if err := Write(&buf, c.Sheet, Meta{Date: testDate}); err != nil {
			t.Fatal(err)
		}
		objs, err := objects(buf.Bytes())
		if err != nil {
			t.Errorf("%s: %v", c.Name(), err)
			continue
		}
		contents := 0
		for _, obj := range objs {
			_, compressed, err := contentData(obj)
			switch {
			case err == nil && compressed:
				contents++
			case err == nil:
				t.Errorf("%s: an uncompressed content stream: %.60q", c.Name(), obj)
			case !errors.Is(err, errNotContent):
				t.Errorf("%s: %v", c.Name(), err)
			}
			dict, _, isStream := bytes.Cut(obj, []byte(">>\nstream\n"))
			if isStream && !bytes.Contains(dict, []byte("/Filter /FlateDecode")) {
				t.Errorf("%s: an uncompressed stream: %.60q", c.Name(), obj)
			}
		}
		if contents != 1 {
			t.Errorf("%s: %d compressed content streams, want 1", c.Name(), contents)
		}
	}
}

// popplerSays runs a poppler tool on the PDF data and returns what it
// says on its standard error: poppler mends a broken cross-reference
// table, saying so there, and goes on.
func popplerSays(t *testing.T, data []byte, tool string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd := exec.Command(tool, path, os.DevNull)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Sprintf("%v\n%s", err, stderr.String())
	}
	return stderr.String()
}

func TestPopplerReadsTheFilesWithoutMendingThem(t *testing.T) {
	ref, _ := referenceFiles(t)
	sheet := sheetFiles(t, englishSheet(t)).ours
	for _, data := range [][]byte{sheet, ref.ours} {
		if says := popplerSays(t, data, "pdftotext"); says != "" {
			t.Errorf("pdftotext: %s", says)
		}
	}
	// The test can fail: a table with the page tree's offset one byte off
	// is mended, and poppler says so (not of every object: objects is
	// stricter).
	broken := slices.Clone(sheet)
	free := []byte(" 65535 f \n")
	first := bytes.LastIndex(broken, free) + len(free)
	broken[first+9] = '0' + (broken[first+9]-'0'+1)%10
	if _, err := objects(broken); err == nil {
		t.Error("objects finds nothing wrong with an offset one byte off")
	}
	if popplerSays(t, broken, "pdftotext") == "" {
		t.Error("pdftotext is quiet about a broken xref table: the test above proves nothing")
	}
}

// pixels renders every page of the PDF data at 150 dpi with pdftoppm and
// returns the pages' images.
func pixels(t *testing.T, data []byte) [][]byte {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "doc.pdf")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("pdftoppm", "-r", "150", path, filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	names, err := filepath.Glob(filepath.Join(dir, "page*.ppm"))
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(names)
	var out [][]byte
	for _, n := range names {
		img, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, img)
	}
	return out
}

func TestThePagesRenderPixelForPixelAsWithFpdfsCompression(t *testing.T) {
	ref, pages := referenceFiles(t)
	for _, tc := range []struct {
		name  string
		f     files
		pages int
	}{{"sheet", sheetFiles(t, englishSheet(t)), 1}, {"reference", ref, pages}} {
		ours, fpdfs := pixels(t, tc.f.ours), pixels(t, tc.f.fpdfs)
		if len(ours) != tc.pages || len(fpdfs) != tc.pages {
			t.Fatalf("%s: %d and %d pages rendered, want %d", tc.name, len(ours), len(fpdfs), tc.pages)
		}
		for i := range ours {
			if !bytes.Equal(ours[i], fpdfs[i]) {
				t.Errorf("%s: page %d renders otherwise", tc.name, i+1)
			}
		}
	}
}

// mutations returns copies of data each with one byte of the file's
// structure changed: every byte outside the streams' data, to a digit, a
// letter and a line feed in turn, and the file cut short at every 101st
// byte.
func mutations(data []byte) [][]byte {
	var out [][]byte
	inStream := false
	for i := range data {
		switch {
		case bytes.HasPrefix(data[i:], []byte("stream\n")) && (i == 0 || data[i-1] == '\n'):
			inStream = true
		case bytes.HasPrefix(data[i:], []byte("\nendstream\n")):
			inStream = false
		}
		if inStream && !bytes.HasPrefix(data[i:], []byte("stream\n")) {
			continue
		}
		for _, c := range []byte{'7', 'x', '\n'} {
			if data[i] != c {
				m := slices.Clone(data)
				m[i] = c
				out = append(out, m)
			}
		}
		if i%101 == 0 {
			out = append(out, data[:i])
		}
	}
	return out
}

func TestAFileNotLaidOutAsFpdfsIsRefused(t *testing.T) {
	s := englishSheet(t)
	raw := sheetFiles(t, s).raw
	files := fontFiles{}
	doc, err := NewRenderer().sheetDoc(s, Meta{Date: testDate}, files)
	if err != nil {
		t.Fatal(err)
	}
	stubbed := fpdfFile(t, doc, false)
	for _, tc := range []struct {
		data  []byte
		files fontFiles
	}{{raw, nil}, {stubbed, files}} {
		if _, err := deflateContents(tc.data, tc.files); err != nil {
			t.Fatalf("fpdf's own file: %v", err)
		}
	}
	if _, err := deflateContents(raw, files); !errors.Is(err, errLayout) {
		t.Errorf("a file without the font files' stand-ins: %v", err)
	}
	for _, short := range []string{"", "%PDF-1.3\n", "xref\n0 1\n0000000000 65535 f \ntrailer\n<<\n/Size 1\n>>\nstartxref\n0\n%%EOF\n"} {
		if _, err := deflateContents([]byte(short), nil); !errors.Is(err, errLayout) {
			t.Errorf("%q: %v", short, err)
		}
	}
	refusedOrRewritten(t, raw, nil, func(out, m []byte) {
		if n, err := compareObjects(out, m); err != nil || n != 1 {
			t.Fatalf("a changed file rewritten, %d content streams compressed: %v", n, err)
		}
	})
	refusedOrRewritten(t, stubbed, files, func(out, _ []byte) {
		if _, err := objects(out); err != nil {
			t.Fatalf("a changed file rewritten: %v", err)
		}
		for name, z := range files {
			if bytes.Count(out, z) != 1 || bytes.Contains(out, []byte(name+"\nendstream")) {
				t.Fatalf("a changed file rewritten without the font file %s in place of its stand-in", name)
			}
		}
	})
}

// refusedOrRewritten runs deflateContents with files on every mutation of
// data: each is refused as not laid out as fpdf's (errLayout) or rewritten
// and given to check with the mutation; some must be each, or the
// mutations change nothing that matters.
func refusedOrRewritten(t *testing.T, data []byte, files fontFiles, check func(out, m []byte)) {
	t.Helper()
	failed, rewritten := 0, 0
	for _, m := range mutations(data) {
		pieces, err := deflateContents(m, files)
		if err != nil {
			if !errors.Is(err, errLayout) {
				t.Fatalf("a changed file: %v", err)
			}
			failed++
			continue
		}
		rewritten++
		check(bytes.Join(pieces, nil), m)
	}
	if failed == 0 || rewritten == 0 {
		t.Errorf("%d changed files refused (font files %d), %d rewritten: the test changes nothing that matters", failed, len(files), rewritten)
	}
}

func TestAFileNotLaidOutAsFpdfsIsWrittenAsFpdfMakesIt(t *testing.T) {
	s := englishSheet(t)
	// An encrypted file's streams are not to be read (its trailer names
	// its encryption), so output writes it as fpdf makes it.
	draw := func(files fontFiles) (*fpdf.Fpdf, error) {
		doc, err := NewRenderer().sheetDoc(s, Meta{Date: testDate}, files)
		if err == nil {
			doc.SetProtection(fpdf.CnProtectPrint, "", "owner")
		}
		return doc, err
	}
	var buf bytes.Buffer
	if err := output(&buf, draw); err != nil {
		t.Fatal(err)
	}
	doc, err := draw(nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := fpdfFile(t, doc, false); !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("an encrypted file is written in %d bytes, fpdf's are %d", buf.Len(), len(want))
	}
}
