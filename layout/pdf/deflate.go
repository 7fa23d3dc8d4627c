package pdf

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"codeberg.org/go-pdf/fpdf"
	"github.com/rulecard/rulecard/layout"
)

// fpdf compresses each page's content stream with compress/flate's writer,
// made anew for every stream: 1.17 MB allocated (the compressor's tables),
// a third of a one-sheet build in a fresh process, for a stream of 11 KB.
// So the documents are made with fpdf's compression off, and output
// compresses their page content streams itself, with zlibCompress, in
// fpdf's finished file: each content object is replaced and the
// cross-reference table written anew. fpdf has no hook for its streams.
// The font files are put in place the same way, fpdf having written a
// stand-in for each (see addFonts).

// newDoc returns an fpdf document of the given orientation and portrait
// size in millimetres, its page content left uncompressed for output.
func newDoc(orientation string, w, h layout.Millimetres) *fpdf.Fpdf {
	doc := fpdf.NewCustom(&fpdf.InitType{OrientationStr: orientation, UnitStr: "mm",
		Size: fpdf.SizeType{Wd: float64(w), Ht: float64(h)}})
	doc.SetCompression(false)
	return doc
}

// output finishes the document draw makes (with newDoc) and writes it to
// w with its page content streams compressed and its font files in place
// of their stand-ins (see addFonts). Should fpdf's file not be laid out as
// deflateContents expects, the document is drawn again with its font files
// and written as fpdf makes it: valid, larger.
func output(w io.Writer, draw func(fontFiles) (*fpdf.Fpdf, error)) error {
	files := fontFiles{}
	data, err := finish(draw, files)
	if err != nil {
		return err
	}
	pieces, err := deflateContents(data, files)
	if err != nil {
		if data, err = finish(draw, nil); err != nil {
			return err
		}
		pieces = [][]byte{data}
	}
	return writePieces(w, pieces)
}

// finish draws the document, with files for its font files' stand-ins,
// and returns fpdf's file.
func finish(draw func(fontFiles) (*fpdf.Fpdf, error), files fontFiles) ([]byte, error) {
	doc, err := draw(files)
	if err != nil {
		return nil, err
	}
	var c captured
	if err := doc.Output(&c); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	return c.b, nil
}

// captured keeps what fpdf's Output writes. fpdf hands over its whole file
// in one Write, from its own buffer, which it never writes again (the
// document is closed): keeping that slice, which io.Writer's contract
// does not allow in general, spares a copy of the file. A later Write is
// appended to a copy.
type captured struct{ b []byte }

// Write keeps p, or appends it to a copy of what it keeps.
func (c *captured) Write(p []byte) (int, error) {
	if c.b == nil {
		c.b = p
	} else {
		c.b = append(c.b[:len(c.b):len(c.b)], p...)
	}
	return len(p), nil
}

// writePieces writes the pieces to w one after the other, having grown w
// to hold them all when it can grow (a bytes.Buffer would otherwise
// double for each piece).
func writePieces(w io.Writer, pieces [][]byte) error {
	if g, ok := w.(interface{ Grow(int) }); ok {
		n := 0
		for _, p := range pieces {
			n += len(p)
		}
		g.Grow(n)
	}
	for _, p := range pieces {
		if _, err := w.Write(p); err != nil {
			return fmt.Errorf("pdf: %w", err)
		}
	}
	return nil
}

// pdfFile is one of fpdf's files read through its cross-reference table.
type pdfFile struct {
	data    []byte
	start   []int // start[n] is where object n begins ("n 0 obj"); start[0] is unused
	end     []int // end[n] is where it ends, after its "endobj" line
	xref    int   // where the cross-reference table begins ("xref")
	trailer int   // where the trailer begins, after the table
	tail    int   // where the last line but two begins ("startxref")
}

// errLayout is the error of a file not laid out as fpdf lays out its own.
var errLayout = errors.New("not laid out as fpdf's")

// layoutError says where fpdf's file was not as expected.
func layoutError(what string, at int) error {
	return fmt.Errorf("%w: %s at byte %d", errLayout, what, at)
}

// Fixed lines of fpdf's files.
const (
	eofLines    = "\n%%EOF\n"
	startxref   = "startxref\n"
	xrefHead    = "xref\n0 "
	freeEntry   = "0000000000 65535 f \n"
	entrySuffix = " 00000 n \n"
	entryLen    = 10 + len(entrySuffix)
	trailerHead = "trailer\n"
	endobj      = "endobj\n"
	streamTail  = "\nendstream\n" + endobj
)

// readFile reads data's last lines, its cross-reference table and the
// extent of every object the table lists: each must begin with its own
// "n 0 obj" line and end with an "endobj" line where the next begins.
func readFile(data []byte) (*pdfFile, error) {
	f := &pdfFile{data: data}
	if err := f.readTail(); err != nil {
		return nil, err
	}
	if err := f.readXref(); err != nil {
		return nil, err
	}
	return f, f.readExtents()
}

// readTail finds the cross-reference table from the file's last lines:
// "startxref", the table's offset and "%%EOF".
func (f *pdfFile) readTail() error {
	d := f.data
	if !bytes.HasSuffix(d, []byte(eofLines)) {
		return layoutError("no %%EOF line", len(d))
	}
	f.tail = bytes.LastIndex(d, []byte("\n"+startxref)) + 1
	if f.tail == 0 {
		return layoutError("no startxref line", len(d))
	}
	xref, ok := number(d[f.tail+len(startxref) : len(d)-len(eofLines)])
	if !ok || xref >= f.tail {
		return layoutError("a bad startxref offset", f.tail)
	}
	f.xref = xref
	return nil
}

// readXref reads the table: one subsection from object 0, object 0 free,
// every other in use at generation 0, each entry 20 bytes.
func (f *pdfFile) readXref() error {
	d, at := f.data, f.xref
	if !bytes.HasPrefix(d[at:f.tail], []byte(xrefHead)) {
		return layoutError("no xref table", at)
	}
	at += len(xrefHead)
	nl := bytes.IndexByte(d[at:f.tail], '\n')
	count, ok := number(d[at : at+max(nl, 0)])
	if nl < 0 || !ok || count < 1 {
		return layoutError("a bad xref subsection", at)
	}
	at += nl + 1
	if at+len(freeEntry)+(count-1)*entryLen > f.tail || string(d[at:at+len(freeEntry)]) != freeEntry {
		return layoutError("a bad first xref entry", at)
	}
	at += len(freeEntry)
	f.start = make([]int, count)
	for n := 1; n < count; n, at = n+1, at+entryLen {
		off, ok := number(d[at : at+10])
		if !ok || string(d[at+10:at+entryLen]) != entrySuffix {
			return layoutError("a bad xref entry", at)
		}
		if off <= 0 || off >= f.xref {
			return layoutError("an xref entry outside the objects", at)
		}
		f.start[n] = off
	}
	f.trailer = at
	return f.readTrailer(count)
}

// readTrailer checks the trailer is fpdf's: the table's size, the
// catalog and the information dictionary, and nothing else (no /Encrypt:
// an encrypted file's streams are not to be read).
func (f *pdfFile) readTrailer(size int) error {
	t := f.data[f.trailer:f.tail]
	head := strconv.AppendInt([]byte(trailerHead+"<<\n/Size "), int64(size), 10)
	if !bytes.HasPrefix(t, head) || !bytes.HasSuffix(t, []byte("\n>>\n")) {
		return layoutError("a trailer not fpdf's", f.trailer)
	}
	lines := bytes.Split(t[len(head):len(t)-len("\n>>\n")], []byte("\n"))
	if len(lines) != 3 || len(lines[0]) != 0 {
		return layoutError("a trailer not fpdf's", f.trailer)
	}
	for i, key := range []string{"/Root ", "/Info "} {
		ref, ok := bytes.CutPrefix(lines[i+1], []byte(key))
		n, isNum := number(bytes.TrimSuffix(ref, []byte(" 0 R")))
		if !ok || !bytes.HasSuffix(ref, []byte(" 0 R")) || !isNum || n == 0 || n >= size {
			return layoutError("a trailer not fpdf's", f.trailer)
		}
	}
	return nil
}

// readExtents finds where each object ends: where the next in the file
// begins, or the table. Each must begin and end as fpdf writes objects.
func (f *pdfFile) readExtents() error {
	order := make([]int, 0, len(f.start))
	for n := 1; n < len(f.start); n++ {
		order = append(order, n)
	}
	slices.SortFunc(order, func(a, b int) int { return f.start[a] - f.start[b] })
	f.end = make([]int, len(f.start))
	for i, n := range order {
		end := f.xref
		if i+1 < len(order) {
			end = f.start[order[i+1]]
		}
		obj := f.data[f.start[n]:end]
		if !bytes.HasPrefix(obj, objLine(n)) || !bytes.HasSuffix(obj, []byte("\n"+endobj)) {
			return layoutError("object "+strconv.Itoa(n)+" not one whole object", f.start[n])
		}
		f.end[n] = end
	}
	return nil
}

// objLine is the line that begins object n: "n 0 obj".
func objLine(n int) []byte {
	return append(strconv.AppendInt(nil, int64(n), 10), " 0 obj\n"...)
}

// object returns object n, its first line and its "endobj" line included.
func (f *pdfFile) object(n int) ([]byte, bool) {
	if n <= 0 || n >= len(f.start) {
		return nil, false
	}
	return f.data[f.start[n]:f.end[n]], true
}

// contents returns the object numbers of the pages' content streams, page
// by page: the pages are the page tree's (object 1) kids, and each page
// names its contents on its dictionary's last line.
func (f *pdfFile) contents() ([]int, error) {
	root, ok := f.object(1)
	head := "1 0 obj\n<</Type /Pages\n/Kids ["
	if !ok || !bytes.HasPrefix(root, []byte(head)) {
		return nil, layoutError("no page tree", f.xref)
	}
	kids, _, ok := bytes.Cut(root[len(head):], []byte("]\n"))
	if !ok {
		return nil, layoutError("no page tree kids", f.start[1])
	}
	var out []int
	for len(kids) > 0 {
		ref, rest, ok := bytes.Cut(kids, []byte(" 0 R "))
		page, isNum := number(ref)
		if !ok || !isNum {
			return nil, layoutError("a bad kid of the page tree", f.start[1])
		}
		kids = rest
		c, err := f.pageContents(page)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	if len(out) == 0 {
		return nil, layoutError("no pages", f.start[1])
	}
	return out, nil
}

// pageContents returns the number of page object n's content stream: its
// dictionary's last line is "/Contents c 0 R>>".
func (f *pdfFile) pageContents(n int) (int, error) {
	page, ok := f.object(n)
	if !ok || !bytes.HasPrefix(page[len(objLine(n)):], []byte("<</Type /Page\n")) {
		return 0, layoutError("kid "+strconv.Itoa(n)+" of the page tree not a page", f.start[1])
	}
	const tail = " 0 R>>\n" + endobj
	i := bytes.LastIndex(page, []byte("\n/Contents "))
	if i < 0 || !bytes.HasSuffix(page, []byte(tail)) {
		return 0, layoutError("a page without contents", f.start[n])
	}
	c, ok := number(page[i+len("\n/Contents ") : len(page)-len(tail)])
	if !ok {
		return 0, layoutError("a page's bad contents", f.start[n])
	}
	return c, nil
}

// rawStream returns the data of object n, an uncompressed stream that has
// only its length in its dictionary, as fpdf writes a page's content
// uncompressed: "<</Length L>>", "stream", L bytes, "endstream".
func (f *pdfFile) rawStream(n int) ([]byte, error) {
	obj, ok := f.object(n)
	if !ok {
		return nil, layoutError("no content stream object "+strconv.Itoa(n), f.xref)
	}
	body := obj[len(objLine(n)):]
	const head = "<</Length "
	dict, data, ok := bytes.Cut(body, []byte(">>\nstream\n"))
	length, isNum := number(bytes.TrimPrefix(dict, []byte(head)))
	if !ok || !bytes.HasPrefix(dict, []byte(head)) || !isNum ||
		len(data) != length+len(streamTail) || string(data[length:]) != streamTail {
		return nil, layoutError("object "+strconv.Itoa(n)+" not an uncompressed content stream", f.start[n])
	}
	return data[:length], nil
}

// deflateContents returns fpdf's file data with its pages' content streams
// compressed (FlateDecode) and the font files that stand in for those of
// files replaced by them, as pieces to write one after the other: the
// file's own bytes between the objects written anew, each of those objects
// and a new cross-reference table with the objects' new offsets. It fails
// (errLayout) if the file is not laid out as fpdf's are.
func deflateContents(data []byte, files fontFiles) ([][]byte, error) {
	f, err := readFile(data)
	if err != nil {
		return nil, err
	}
	nums, err := f.contents()
	if err != nil {
		return nil, err
	}
	objs := make([]newObject, 0, len(nums)+len(files))
	for _, n := range nums {
		raw, err := f.rawStream(n)
		if err != nil {
			return nil, err
		}
		z, err := zlibCompress(raw)
		if err != nil {
			return nil, fmt.Errorf("pdf: page contents: %w", err)
		}
		head := append(objLine(n), "<</Filter /FlateDecode /Length "...)
		head = append(strconv.AppendInt(head, int64(len(z)), 10), ">>\nstream\n"...)
		objs = append(objs, newObject{n: n, head: head, data: z})
	}
	if objs, err = f.fontFiles(objs, files); err != nil {
		return nil, err
	}
	slices.SortFunc(objs, func(a, b newObject) int { return f.start[a.n] - f.start[b.n] })
	pieces := make([][]byte, 0, 5*len(objs)+2)
	shift := make([]int, len(objs)) // how much the file grows by each new object
	at := 0
	for i, o := range objs {
		if i > 0 && o.n == objs[i-1].n {
			return nil, layoutError("object "+strconv.Itoa(o.n)+" written anew twice", f.start[o.n])
		}
		pieces = append(pieces, data[at:f.start[o.n]], o.head)
		if o.dict != nil {
			pieces = append(pieces, o.dict)
		}
		pieces = append(pieces, o.data, []byte(streamTail))
		shift[i] = len(o.head) + len(o.dict) + len(o.data) + len(streamTail) - (f.end[o.n] - f.start[o.n])
		at = f.end[o.n]
	}
	pieces = append(pieces, data[at:f.xref])
	return append(pieces, f.newXref(objs, shift)), nil
}

// newObject is a stream object written anew: its first line and its
// dictionary (head, and dict, fpdf's own bytes, when not nil), its data,
// and streamTail.
type newObject struct {
	n                int
	head, dict, data []byte
}

// fontFiles appends to objs the font files of files, each where fpdf's file
// holds its stand-in: a stream object whose data is the stand-in (see
// addFonts) and whose dictionary begins with its length, as fpdf writes a
// font file: "<</Length L", "/Filter /FlateDecode", "/Length1 M", ">>".
// Each must be found once.
func (f *pdfFile) fontFiles(objs []newObject, files fontFiles) ([]newObject, error) {
	if len(files) == 0 {
		return objs, nil
	}
	longest := 0 // no stream longer than the longest stand-in is one
	for name := range files {
		longest = max(longest, len(name))
	}
	found := make(map[string]bool, len(files))
	for n := 1; n < len(f.start); n++ {
		obj, _ := f.object(n)
		line := len(objLine(n))
		rest, ok := bytes.CutPrefix(obj[line:], []byte("<</Length "))
		if !ok {
			continue
		}
		digits := 0
		for digits < len(rest) && rest[digits] >= '0' && rest[digits] <= '9' {
			digits++
		}
		length, isNum := number(rest[:digits])
		dict := rest[digits:]
		i := bytes.Index(dict, []byte(">>\nstream\n"))
		if !isNum || length > longest || i < 0 {
			continue
		}
		dict, stream := dict[:i+len(">>\nstream\n")], dict[i+len(">>\nstream\n"):]
		if len(stream) != length+len(streamTail) || string(stream[length:]) != streamTail {
			continue
		}
		z, ok := files[string(stream[:length])]
		if !ok {
			continue
		}
		name := string(stream[:length])
		if found[name] {
			return nil, layoutError("font file "+name+" twice", f.start[n])
		}
		found[name] = true
		head := append(obj[:line:line], "<</Length "...)
		objs = append(objs, newObject{n: n, head: strconv.AppendInt(head, int64(len(z)), 10), dict: dict, data: z})
	}
	if len(found) != len(files) {
		return nil, layoutError(strconv.Itoa(len(found))+" font files of "+strconv.Itoa(len(files))+" found", f.xref)
	}
	return objs, nil
}

// newXref returns the cross-reference table, trailer and last lines of the
// file once the objects objs (in the file's order) have grown by shift.
func (f *pdfFile) newXref(objs []newObject, shift []int) []byte {
	moved := func(off int) int {
		by := 0
		for i, o := range objs {
			if f.start[o.n] < off {
				by += shift[i]
			}
		}
		return off + by
	}
	b := make([]byte, 0, f.tail-f.xref+len(startxref)+20+len(eofLines))
	b = strconv.AppendInt(append(b, xrefHead...), int64(len(f.start)), 10)
	b = append(append(b, '\n'), freeEntry...)
	for n := 1; n < len(f.start); n++ {
		b = append(appendOffset(b, moved(f.start[n])), entrySuffix...)
	}
	b = append(b, f.data[f.trailer:f.tail]...)
	b = strconv.AppendInt(append(b, startxref...), int64(moved(f.xref)), 10)
	return append(b, eofLines...)
}

// appendOffset appends off as an xref entry's ten digits.
func appendOffset(b []byte, off int) []byte {
	var digits [20]byte
	d := strconv.AppendInt(digits[:0], int64(off), 10)
	for range 10 - len(d) {
		b = append(b, '0')
	}
	return append(b, d...)
}

// number reads a non-negative decimal number of at most 12 digits.
func number(b []byte) (int, bool) {
	if len(b) == 0 || len(b) > 12 {
		return 0, false
	}
	n := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}
