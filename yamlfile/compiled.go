package yamlfile

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"sync"
	"unsafe"

	"go.yaml.in/yaml/v3"
)

// The YAML files shipped in the binary (the cards, the locale folders, the
// worked examples) are parsed when the program is built, not at every run:
// the YAML parser takes a millisecond or more for a locale's words, and a
// check reads a hundred files. `make build` writes compiled/trees.bin (not
// kept in git) with their node trees, each under the SHA-256 of the file's
// bytes; Parse takes a file's tree from it when the bytes are the same, and
// parses the file otherwise. So a file edited since the program was built,
// or a program built without make, is only slower to read, never read
// wrong. internal/yamlcompile writes the file.

// compiledFiles holds compiled/trees.bin when the build wrote it (and the
// folder's README, so that the folder is never empty).
//
//go:embed compiled
var compiledFiles embed.FS

// CompiledName is the compiled trees' file, in the source tree.
const CompiledName = "yamlfile/compiled/trees.bin"

// The compiled file's layout, every number an unsigned varint unless said:
//
//	magic "RCYAML5\n" (a new number for each change of the layout)
//	n: the number of files, as 4 bytes, little-endian
//	n × 16 bytes: each file's key (the first 16 bytes of its SHA-256), sorted
//	n+1 × 4 bytes, little-endian: where each file's record starts (the
//	last: where the records end), from the start of the file
//
// A record is its checksum (recordSum of the rest, 8 bytes, little-endian:
// a record that does not match is not read), its string table's length
// and the table, the number of
// nodes, then the nodes in document order, each: kind, style, which of its
// strings are not empty (a bit each, in the order tag, value, anchor,
// head, line and foot comment), those strings (each its offset in the
// record's string table and its length), line, column, the alias target
// (its index in the record, plus one; 0 for none) and the number of
// children, which follow it. A record is read by itself: only the file
// asked for is copied out of the binary.
const compiledMagic = "RCYAML5\n"

// sumSize is the length of a record's checksum in bytes.
const sumSize = 8

// recordSum returns the checksum of a record: each 8-byte word of it (then
// each byte left) XORed into a 64-bit sum that is then multiplied by the
// FNV prime. Each step is one to one, so a change within one word always
// changes the sum. (A CRC-32 would do as well, but makes an 8 KB table at
// its first use, in every run.)
func recordSum(b []byte) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	for ; len(b) >= 8; b = b[8:] {
		h = (h ^ binary.LittleEndian.Uint64(b)) * prime
	}
	for _, c := range b {
		h = (h ^ uint64(c)) * prime
	}
	return h
}

// keySize is the length of a file's key in bytes.
const keySize = 16

// compiledKey returns the key data is compiled under.
func compiledKey(data []byte) [keySize]byte {
	sum := sha256.Sum256(data)
	return [keySize]byte(sum[:keySize])
}

// compiledIndex returns the compiled file's header, read once: its keys
// and the records' offsets; nil when the build wrote no compiled file. (A
// variable, which a test may set; a function and a sync.Once, not a
// sync.OnceValue, which is made when the program starts.)
var compiledIndex = readCompiledIndex

// theCompiledIndex is the compiled file's header once it is read.
var theCompiledIndex struct {
	once sync.Once
	idx  *treeIndex
}

// readCompiledIndex is compiledIndex.
func readCompiledIndex() *treeIndex {
	theCompiledIndex.once.Do(func() { theCompiledIndex.idx = openCompiledIndex() })
	return theCompiledIndex.idx
}

// openCompiledIndex reads the compiled file's header.
func openCompiledIndex() *treeIndex {
	f, err := compiledFiles.Open("compiled/trees.bin")
	if err != nil {
		return nil
	}
	info, err := f.Stat()
	if err != nil {
		return nil
	}
	idx, err := readIndex(f.(io.ReaderAt), info.Size())
	if err != nil {
		return nil
	}
	return idx
}

// treeIndex is a compiled file's header.
type treeIndex struct {
	r    io.ReaderAt
	size int64
	keys string // n keys of keySize bytes, sorted
	offs []byte // n+1 offsets, 4 bytes each
}

// readIndex reads the header of the compiled file r.
func readIndex(r io.ReaderAt, size int64) (*treeIndex, error) {
	head := make([]byte, len(compiledMagic)+4)
	if _, err := r.ReadAt(head, 0); err != nil || string(head[:len(compiledMagic)]) != compiledMagic {
		return nil, errors.New("not a compiled file of this version")
	}
	n := int64(binary.LittleEndian.Uint32(head[len(compiledMagic):]))
	if int64(len(head))+n*keySize+(n+1)*4 > size {
		return nil, errors.New("a compiled file cut short")
	}
	body := make([]byte, n*keySize+(n+1)*4)
	if _, err := r.ReadAt(body, int64(len(head))); err != nil {
		return nil, err
	}
	return &treeIndex{r: r, size: size, keys: string(body[:n*keySize]), offs: body[n*keySize:]}, nil
}

// CompiledRoot returns a new copy of the top node of data from the
// compiled file blob (as Compile returns it), if it holds data: what Parse
// does with the compiled file of the build.
func CompiledRoot(blob, data []byte) (*yaml.Node, bool) {
	idx, err := readIndex(bytes.NewReader(blob), int64(len(blob)))
	if err != nil {
		return nil, false
	}
	return idx.root(data)
}

// compiledRoot returns a new copy of the top node of data from the
// compiled files, if data is one of them.
func compiledRoot(data []byte) (*yaml.Node, bool) {
	idx := compiledIndex()
	if idx == nil {
		return nil, false
	}
	return idx.root(data)
}

// root returns a new copy of the top node of data, if idx holds it. A
// compiled file that does not read as one (cut short by a full disk, say)
// holds nothing: the file is parsed instead.
func (idx *treeIndex) root(data []byte) (root *yaml.Node, ok bool) {
	defer func() {
		if recover() != nil {
			root, ok = nil, false
		}
	}()
	want := compiledKey(data)
	n := len(idx.keys) / keySize
	keyAt := func(i int) string { return idx.keys[i*keySize : (i+1)*keySize] }
	i := sort.Search(n, func(i int) bool { return keyAt(i) >= string(want[:]) })
	if i == n || keyAt(i) != string(want[:]) {
		return nil, false
	}
	from := binary.LittleEndian.Uint32(idx.offs[i*4:])
	to := binary.LittleEndian.Uint32(idx.offs[(i+1)*4:])
	if to < from+sumSize || int64(to) > idx.size {
		return nil, false
	}
	rec := make([]byte, to-from)
	if _, err := idx.r.ReadAt(rec, int64(from)); err != nil {
		return nil, false
	}
	if binary.LittleEndian.Uint64(rec) != recordSum(rec[sumSize:]) {
		return nil, false
	}
	rec = rec[sumSize:]
	if len(rec) == 0 {
		return nil, false
	}
	// The record's strings are the nodes' strings: rec is read into once
	// and never written again, so it is taken as a string without a copy.
	r := compiledReader{blob: unsafe.String(&rec[0], len(rec))}
	size := int(r.uvarint())
	r.strings, r.at = r.at, r.at+size
	return r.record(), true
}

// compiledReader reads the compiled file.
type compiledReader struct {
	blob    string
	at      int
	strings int // the string table's offset
	nodes   []yaml.Node
	next    int
	kids    []*yaml.Node // every node's children, one after another
	nextKid int
}

// uvarint reads an unsigned varint: most are one byte.
func (r *compiledReader) uvarint() uint64 {
	if b := r.blob[r.at]; b < 0x80 {
		r.at++
		return uint64(b)
	}
	var x uint64
	for shift := 0; ; shift += 7 {
		b := r.blob[r.at]
		r.at++
		x |= uint64(b&0x7f) << shift
		if b < 0x80 {
			return x
		}
	}
}

func (r *compiledReader) str() string {
	off, n := int(r.uvarint()), int(r.uvarint())
	return r.blob[r.strings+off : r.strings+off+n]
}

// record reads a file's nodes into one allocation, and their lists of
// children into one more, and returns its top node (the document's
// content, as Parse gives it). Every node but the top one is the child of
// one node.
func (r *compiledReader) record() *yaml.Node {
	n := int(r.uvarint())
	r.nodes, r.kids = make([]yaml.Node, n), make([]*yaml.Node, max(n-1, 0))
	r.next, r.nextKid = 0, 0
	r.node()
	return &r.nodes[0]
}

// node reads the next node and its children.
func (r *compiledReader) node() *yaml.Node {
	n := &r.nodes[r.next]
	r.next++
	n.Kind, n.Style = yaml.Kind(r.uvarint()), yaml.Style(r.uvarint())
	set := r.uvarint()
	for i, s := range [...]*string{&n.Tag, &n.Value, &n.Anchor, &n.HeadComment, &n.LineComment, &n.FootComment} {
		if set&(1<<i) != 0 {
			*s = r.str()
		}
	}
	n.Line, n.Column = int(r.uvarint()), int(r.uvarint())
	if a := r.uvarint(); a > 0 {
		n.Alias = &r.nodes[a-1]
	}
	if k := int(r.uvarint()); k > 0 {
		n.Content = r.kids[r.nextKid : r.nextKid+k : r.nextKid+k] // an append copies them
		r.nextKid += k
		for i := range n.Content {
			n.Content[i] = r.node()
		}
	}
	return n
}

// Compile returns the compiled file of the YAML files given: the node tree
// of each file that Parse reads without a problem (the others are left out,
// to be parsed, and refused, where they are read). The result depends on
// the files' bytes alone, not on their order.
func Compile(files [][]byte) []byte {
	type rec struct {
		key  [keySize]byte
		root *yaml.Node
	}
	var recs []rec
	for _, data := range files {
		var p Problems
		f := parse(&p, "f.yaml", data)
		key := compiledKey(data)
		if f.Root == nil || p.Err() != nil || slices.ContainsFunc(recs, func(r rec) bool { return r.key == key }) {
			continue
		}
		recs = append(recs, rec{key: key, root: f.Root})
	}
	slices.SortFunc(recs, func(a, b rec) int { return bytes.Compare(a.key[:], b.key[:]) })
	out := binary.LittleEndian.AppendUint32([]byte(compiledMagic), uint32(len(recs)))
	for _, r := range recs {
		out = append(out, r.key[:]...)
	}
	var body []byte
	start := len(out) + 4*(len(recs)+1)
	for _, r := range recs {
		out = binary.LittleEndian.AppendUint32(out, uint32(start+len(body)))
		var w compiledWriter
		nodes := w.record(nil, r.root)
		rec := binary.AppendUvarint(nil, uint64(len(w.table)))
		rec = append(append(rec, w.table...), nodes...)
		body = binary.LittleEndian.AppendUint64(body, recordSum(rec))
		body = append(body, rec...)
	}
	out = binary.LittleEndian.AppendUint32(out, uint32(start+len(body)))
	return append(out, body...)
}

// compiledWriter writes records and their string table.
type compiledWriter struct {
	table []byte
	strs  map[string]int
	index map[*yaml.Node]int
	count int
}

func (w *compiledWriter) record(b []byte, root *yaml.Node) []byte {
	w.strs, w.index, w.count = map[string]int{}, map[*yaml.Node]int{}, 0
	var count func(n *yaml.Node)
	count = func(n *yaml.Node) {
		w.index[n] = w.count
		w.count++
		for _, c := range n.Content {
			count(c)
		}
	}
	count(root)
	b = binary.AppendUvarint(b, uint64(w.count))
	return w.node(b, root)
}

func (w *compiledWriter) node(b []byte, n *yaml.Node) []byte {
	b = binary.AppendUvarint(b, uint64(n.Kind))
	b = binary.AppendUvarint(b, uint64(n.Style))
	strs := [...]string{n.Tag, n.Value, n.Anchor, n.HeadComment, n.LineComment, n.FootComment}
	set := 0
	for i, s := range strs {
		if s != "" {
			set |= 1 << i
		}
	}
	b = binary.AppendUvarint(b, uint64(set))
	for _, s := range strs {
		if s != "" {
			b = w.str(b, s)
		}
	}
	b = binary.AppendUvarint(b, uint64(n.Line))
	b = binary.AppendUvarint(b, uint64(n.Column))
	alias := 0
	if n.Alias != nil {
		i, ok := w.index[n.Alias]
		if !ok {
			panic(fmt.Sprintf("yamlfile: alias at %d:%d to a node outside its file", n.Line, n.Column))
		}
		alias = i + 1
	}
	b = binary.AppendUvarint(b, uint64(alias))
	b = binary.AppendUvarint(b, uint64(len(n.Content)))
	for _, c := range n.Content {
		b = w.node(b, c)
	}
	return b
}

func (w *compiledWriter) str(b []byte, s string) []byte {
	off, ok := w.strs[s]
	if !ok {
		off = len(w.table)
		w.table = append(w.table, s...)
		w.strs[s] = off
	}
	b = binary.AppendUvarint(b, uint64(off))
	return binary.AppendUvarint(b, uint64(len(s)))
}
