package yamlfile

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// typographyShape is the shape of locale.yaml (package locale's type),
// storyShape that of a locale's story.yaml (engine/story's): the shapes
// of the shipped files decoded by Strict.
type (
	typographyShape struct {
		Locale     code   `yaml:"locale"`
		Name       string `yaml:"name"`
		Typography struct {
			Quotes      []string          `yaml:"quotes"`
			InnerQuotes []string          `yaml:"inner-quotes"`
			Apostrophe  string            `yaml:"apostrophe"`
			EnDash      string            `yaml:"en-dash"`
			Dash        string            `yaml:"dash"`
			Ellipsis    string            `yaml:"ellipsis"`
			AngleQuotes []string          `yaml:"angle-quotes"`
			SpaceBefore map[string]string `yaml:"space-before"`
			SpaceAfter  map[string]string `yaml:"space-after"`
		} `yaml:"typography"`
		Numbers struct {
			Group   string `yaml:"group"`
			Decimal string `yaml:"decimal"`
		} `yaml:"numbers"`
	}
	storyShape struct {
		Locale code `yaml:"locale"`
		Ranks  struct {
			Asked    []string `yaml:"asked"`
			Booked   []string `yaml:"booked"`
			Definite []string `yaml:"definite"`
			Letters  []string `yaml:"letters"`
		} `yaml:"ranks"`
		Cards    []string          `yaml:"cards"`
		Books    []string          `yaml:"books"`
		And      string            `yaml:"and"`
		Seat     string            `yaml:"seat"`
		Messages map[string]string `yaml:"messages"`
	}
	// code is a named string type, as locale.Code is.
	code string
)

// oddShape has what decodeSimple leaves to the yaml package: fields it
// names otherwise, skips, or decodes by their own methods.
type oddShape struct {
	Plain    string   // no tag: its key is "plain"
	Skipped  string   `yaml:"-"`
	Flow     []string `yaml:"flow,flow"`
	Empty    string   `yaml:",omitempty"` // its key is "empty"
	Terms    []struct{ A, B string }
	Keyed    map[code]string     `yaml:"keyed"`
	Lists    map[string][]string `yaml:"lists"`
	Count    int                 `yaml:"count"`
	Node     yaml.Node           `yaml:"node"`
	Text     textValue           `yaml:"text"`
	Any      any                 `yaml:"any"`
	Pointer  *string             `yaml:"pointer"`
	Embedded struct{ textValue } `yaml:"embedded"` // no name, a method of its field's
	internal string
}

// textValue decodes itself from text.
type textValue struct{ s string }

func (v *textValue) UnmarshalText(b []byte) error { v.s = "text " + string(b); return nil }

// agree decodes data into a new value of each shape with decodeSimple and
// with the yaml package (KnownFields, as Strict asks): where decodeSimple
// decodes, the package must decode the same without an error; where it
// does not, it must leave the value as it was. It reports for each shape
// whether decodeSimple decoded.
func agree(t *testing.T, name string, data []byte, shapes ...func() any) []bool {
	t.Helper()
	var p Problems
	f := Parse(&p, name, data)
	took := make([]bool, len(shapes))
	if f.Root == nil {
		return took
	}
	for i, shape := range shapes {
		fast, slow := shape(), shape()
		took[i] = decodeSimple(f.Root, fast)
		dec := yaml.NewDecoder(bytes.NewReader(data))
		dec.KnownFields(true)
		err := dec.Decode(slow)
		switch {
		case took[i] && err != nil:
			t.Errorf("%s as %T: decoded, but the yaml package says %v", name, fast, err)
		case took[i] && !reflect.DeepEqual(fast, slow):
			t.Errorf("%s as %T:\n decoded %+v\n the yaml package %+v", name, fast, fast, slow)
		case !took[i] && !reflect.ValueOf(fast).Elem().IsZero():
			t.Errorf("%s as %T: not decoded, but the value was changed: %+v", name, fast, fast)
		}
	}
	return took
}

func newTypography() any { return new(typographyShape) }
func newStory() any      { return new(storyShape) }
func newOdd() any        { return new(oddShape) }

// TestDecodeSimpleAgreesOnTheShippedFiles decodes every shipped locale
// file as each shape: decodeSimple decodes every locale.yaml and
// story.yaml (so Strict parses them once), each as the yaml package does.
func TestDecodeSimpleAgreesOnTheShippedFiles(t *testing.T) {
	files, _ := filepath.Glob("../locale/*/*.yaml")
	decoded := 0
	for _, file := range files {
		data := readTestFile(t, file)
		took := agree(t, file, data, newTypography, newStory, newOdd)
		base := filepath.Base(file)
		if want := base == "locale.yaml"; took[0] != want {
			t.Errorf("%s as locale.yaml: decoded %v, want %v", file, took[0], want)
		}
		if want := base == "story.yaml"; took[1] != want {
			t.Errorf("%s as story.yaml: decoded %v, want %v", file, took[1], want)
		}
		if took[0] || took[1] {
			decoded++
		}
	}
	if decoded < 6 {
		t.Fatalf("%d shipped files decoded: the files were not found", decoded)
	}
}

// TestDecodeSimpleAgreesOnEveryShape holds decodeSimple to the yaml package
// on files of every kind of node and tag, each a key of its own or
// nested, and reports which it decodes itself.
func TestDecodeSimpleAgreesOnEveryShape(t *testing.T) {
	for _, tt := range []struct {
		src  string
		took bool
	}{
		{"plain: a\nflow: [b, c]\nempty: d\nterms: [{a: x, b: y}, {a: z}]\nkeyed: {en: e}\nlists: {l: [f], m: []}\n", true},
		{"lists: {}\nflow: []\n", true},
		{"plain: 'quoted'\nempty: \"double\"\n", true},
		{"plain: |\n  literal\n  text\nempty: >-\n  folded\n  text\nflow:\n  - |\n    in a list\n", true},
		{"plain: !!str 12\nempty: '12'\n", true},
		{"plain: &a anchored\n", true},
		{"plain: 12\n", false},
		{"plain: true\n", false},
		{"plain: 1.5\n", false},
		{"plain:\n", false},
		{"plain: ~\n", false},
		{"plain: null\n", false},
		{"plain: !custom x\n", false},
		{"plain: !!binary aGk=\n", false},
		{"plain: &a x\nempty: *a\n", false},
		{"plain: a\nplain: b\n", false},
		{"keyed: {en: a, en: b}\n", false},
		{"base: &b {plain: a}\n<<: *b\n", false},
		{"<<: {plain: a}\n", false},
		{"skipped: a\n", false},
		{"internal: a\n", false},
		{"unknown: a\n", false},
		{"Plain: a\n", false},
		{"1: a\n", false},
		{"flow: a\n", false},
		{"flow: {a: b}\n", false},
		{"flow: [a, [b]]\n", false},
		{"flow: [a, 1]\n", false},
		{"terms: [{a: x, c: y}]\n", false},
		{"lists: {1: [a]}\n", false},
		{"lists: {l: a}\n", false},
		{"count: 3\n", false},
		{"node: {a: b}\n", false},
		{"text: hello\n", false},
		{"any: hello\n", false},
		{"pointer: hello\n", false},
		{"embedded: hello\n", false},
		{"embedded: {s: x}\n", false},
		{"[a, b]\n", false},
		{"just text\n", false},
	} {
		if took := agree(t, fmt.Sprintf("%q", tt.src), []byte(tt.src), newOdd); took[0] != tt.took {
			t.Errorf("%q: decoded by decodeSimple %v, want %v", tt.src, took[0], tt.took)
		}
	}
	var s typographyShape
	s.Name = "already"
	if decodeSimple(mustParse(t, "name: x\n"), &s) || decodeSimple(mustParse(t, "name: x\n"), s) {
		t.Errorf("a value not zero, or not a pointer, was decoded")
	}
}

// TestDecodeSimpleAgreesOnRandomFiles holds decodeSimple to the yaml
// package on random files of oddShape's keys, each value mostly of the
// kind its field takes, else of any kind.
func TestDecodeSimpleAgreesOnRandomFiles(t *testing.T) {
	strs := []string{"en", "x y", "'q'", "\"d\"", "!!str 5", "&a v", "'12'", "|\n    block\n"}
	good := map[string][]string{
		"plain": strs, "empty": strs, "flow": {"[a, b]", "[]", "['x', \"y\"]", "\n    - a\n    - b\n"},
		"terms": {"[{a: x, b: y}]", "[]", "[{b: z}]", "\n    - a: x\n      b: y\n"}, "keyed": {"{en: a}", "{}", "{en: a, sv: b}"},
		"lists": {"{l: [a]}", "{l: [], m: [b, c]}", "\n    l: [a]\n"},
	}
	bad := []string{"12", "true", "~", "", "[1]", "*a", "!t v", "[x, [y]]", "{a: b}", "{en: a, en: b}", "a"}
	keys := []string{"plain", "empty", "flow", "terms", "keyed", "lists", "skipped", "count", "<<", "Plain"}
	rng := rand.New(rand.NewPCG(5, 6))
	took := 0
	for range 3000 {
		var b strings.Builder
		for _, k := range keys {
			if rng.IntN(2) == 0 {
				continue
			}
			v := bad[rng.IntN(len(bad))]
			if g := good[k]; g != nil && rng.IntN(8) > 0 {
				v = g[rng.IntN(len(g))]
			} else if g == nil && rng.IntN(6) > 0 {
				continue // mostly leave out a key of no field
			}
			fmt.Fprintf(&b, "%s: %s\n", k, v)
		}
		if agree(t, fmt.Sprintf("%q", b.String()), []byte(b.String()), newOdd)[0] {
			took++
		}
	}
	if took < 300 {
		t.Errorf("decodeSimple decoded only %d of the random files", took)
	}
}

// mustParse returns the top node of src.
func mustParse(t *testing.T, src string) *yaml.Node {
	t.Helper()
	var p Problems
	f := Parse(&p, "f.yaml", []byte(src))
	if f.Root == nil {
		t.Fatalf("%q: %v", src, p.Err())
	}
	return f.Root
}

// readTestFile returns the bytes of a file of the source tree.
func readTestFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
