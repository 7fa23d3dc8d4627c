package yamlfile

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestCompiledTreesAreTheParsedTrees compiles files that use every kind
// of node, style, comment, anchor and alias, and finds each tree exactly
// as the parser gives it; a file the parser refuses is left out, and bytes
// not compiled are not found.
func TestCompiledTreesAreTheParsedTrees(t *testing.T) {
	files := []string{
		"locale: en\nnumbers: [zero, one|a, two]\n",
		"# head\nkey: value # line\n# foot\n\nother: {a: 1, b: [x, 'y', \"z\"]}\n",
		"block: |\n  one\n  two\nfolded: >-\n  three\n  four\nplain: multi\n  line\n",
		"base: &b {x: 1}\nuse: *b\nlist:\n  - &i item\n  - *i\n",
		"- 1\n- 2.5\n- true\n- null\n- !!str 3\n- ~\n",
		"ünïcode: «ça» — “x”\n",
		"\uFEFFbom: first\n",
		"a: b\r\nc: d\r\n",
	}
	bad := []string{"a: [b\n", "", "a: 1\n---\nb: 2\n"}
	var all [][]byte
	for _, f := range append(files, bad...) {
		all = append(all, []byte(f))
	}
	blob := Compile(all)
	for _, f := range files {
		var p Problems
		want := parse(&p, "f.yaml", []byte(f)).Root
		got, ok := CompiledRoot(blob, []byte(f))
		if !ok {
			t.Errorf("%q: not found in the compiled file", f)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: compiled tree\n%s\nparsed tree\n%s", f, dump(got), dump(want))
		}
		var walk func(n *yaml.Node)
		walk = func(n *yaml.Node) {
			if cap(n.Content) != len(n.Content) {
				t.Errorf("%q: a node's children have room for %d more: an append would write over another's", f, cap(n.Content)-len(n.Content))
			}
			for _, c := range n.Content {
				walk(c)
			}
		}
		walk(got)
	}
	for _, f := range append(bad, "not: compiled\n") {
		if _, ok := CompiledRoot(blob, []byte(f)); ok {
			t.Errorf("%q: found in the compiled file", f)
		}
	}
	if again := Compile(append(all[len(all)/2:], all[:len(all)/2]...)); string(again) != string(blob) {
		t.Errorf("the compiled file depends on the order of the files")
	}
}

// TestADamagedCompiledFileGivesNoOtherTree reads a compiled file cut
// short anywhere, or with any one byte changed: a lookup finds the file's
// own tree or nothing (the file is then parsed), never another tree, and
// never fails.
func TestADamagedCompiledFileGivesNoOtherTree(t *testing.T) {
	data := []byte("a: [b, c]\nd: {e: f}\n")
	blob := Compile([][]byte{data, []byte("x: 1\n")})
	var p Problems
	want := parse(&p, "f.yaml", data).Root
	check := func(what string, b []byte) {
		if root, ok := CompiledRoot(b, data); ok && !reflect.DeepEqual(root, want) || ok != (root != nil) {
			t.Errorf("%s: found another tree %v", what, root)
		}
	}
	for n := range len(blob) {
		check(fmt.Sprintf("cut at %d of %d bytes", n, len(blob)), blob[:n])
	}
	for i := range blob {
		for _, flip := range []byte{0x01, 0x80, 0xff} {
			bad := bytes.Clone(blob)
			bad[i] ^= flip
			check(fmt.Sprintf("byte %d xor %#x", i, flip), bad)
		}
	}
}

// TestCompiledTreesAreCopies gives every lookup its own tree: a caller may
// change the nodes it is given.
func TestCompiledTreesAreCopies(t *testing.T) {
	data := []byte("a: [b, c]\n")
	blob := Compile([][]byte{data})
	one, _ := CompiledRoot(blob, data)
	one.Content[1].Content[0].Value = "changed"
	two, _ := CompiledRoot(blob, data)
	if two.Content[1].Content[0].Value != "b" {
		t.Errorf("a second lookup sees the first one's change")
	}
}

// TestParseReadsACompiledFileAsItsBytes holds Parse to the same file,
// problems and all, whether the build compiled the bytes or not.
func TestParseReadsACompiledFileAsItsBytes(t *testing.T) {
	good, bad := []byte("a: 1\nb: [x]\n"), []byte("a: [1\n")
	blob := Compile([][]byte{good, bad})
	idx, err := readIndex(bytes.NewReader(blob), int64(len(blob)))
	if err != nil {
		t.Fatal(err)
	}
	build := compiledIndex
	compiledIndex = func() *treeIndex { return idx }
	defer func() { compiledIndex = build }()
	for _, src := range [][]byte{good, bad} {
		var p1, p2 Problems
		compiled := Parse(&p1, "f.yaml", src)
		parsed := parse(&p2, "f.yaml", src)
		if !reflect.DeepEqual(compiled, parsed) || !reflect.DeepEqual(p1.Err(), p2.Err()) {
			t.Errorf("%q: Parse and parse differ", src)
		}
	}
	if _, ok := idx.root(good); !ok {
		t.Errorf("the good file was not compiled")
	}
}

// dump prints a tree for a failure message.
func dump(n *yaml.Node) string {
	out, err := yaml.Marshal(n)
	if err != nil {
		return err.Error()
	}
	return string(out)
}

// TestRecordSumSeesEveryChangedByte: changing any one byte of a record,
// in a word or in the bytes after the last, changes its checksum.
func TestRecordSumSeesEveryChangedByte(t *testing.T) {
	for _, n := range []int{0, 1, 7, 8, 9, 23, 64} {
		rec := make([]byte, n)
		for i := range rec {
			rec[i] = byte(i * 37)
		}
		sum := recordSum(rec)
		for i := range rec {
			for x := 1; x < 256; x++ {
				rec[i] ^= byte(x)
				if recordSum(rec) == sum {
					t.Fatalf("%d bytes, byte %d xor %#x: the same checksum", n, i, x)
				}
				rec[i] ^= byte(x)
			}
		}
		if n > 0 && recordSum(rec[:n-1]) == sum {
			t.Errorf("%d bytes: the checksum of all but the last is the same", n)
		}
	}
}
