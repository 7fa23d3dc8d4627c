package yamlfile

import (
	"math"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

func TestEachVisitsEveryEntryInOrderAndReportsBadKeys(t *testing.T) {
	var p Problems
	f := Parse(&p, "x.yaml", []byte("b: 1\na: 2\nb: 3\n[k]: 4\nc: 5\n"))
	d := &Decoder{Problems: &p, File: f}
	var keys []string
	if !d.Each(f.Root, "top", func(k, v *yaml.Node) { keys = append(keys, k.Value+"="+v.Value) }) {
		t.Fatal("a mapping is not a mapping")
	}
	if got := strings.Join(keys, " "); got != "b=1 a=2 c=5" {
		t.Errorf("visited %s, want b=1 a=2 c=5", got)
	}
	want := "x.yaml:3:1: duplicate key \"b\" in top (first at line 1)\nx.yaml:4:1: top: a key must be a plain word, got a list"
	if err := p.Err(); err == nil || err.Error() != want {
		t.Errorf("problems:\n%v\nwant:\n%s", err, want)
	}
	var q Problems
	g := Parse(&q, "y.yaml", []byte("- 1\n"))
	if (&Decoder{Problems: &q, File: g}).Each(g.Root, "top", func(_, _ *yaml.Node) { t.Error("an entry of a list") }) {
		t.Error("a list is a mapping")
	}
}

// TestIntAndBoolReadAsTheYAMLPackageDecodes holds Int and Bool to the yaml
// package's decoder on every kind of number and boolean a file may write,
// Int to the range of an int32.
func TestIntAndBoolReadAsTheYAMLPackageDecodes(t *testing.T) {
	values := []string{"0", "1", "-1", "-0", "+1", "7", "10", "010", "0o10", "0x1f", "0b11", "1_000", "123456789", "999999999",
		"1234567890", "2147483647", "2147483648", "-2147483648", "-2147483649", "1e3", "1.0", ".5", "!!int 12", "!!int '12'", "-5",
		"'12'", "x", "true", "false", "True", "FALSE", "yes", "no", "on", "!!bool true", "!!bool yes", "'true'", "~", "--1"}
	for _, v := range values {
		var p Problems
		f := Parse(&p, "f.yaml", []byte("v: "+v+"\n"))
		if f.Root == nil {
			t.Fatalf("%q: %v", v, p.Err())
		}
		n := f.Root.Content[1]
		d := Decoder{Problems: &p, File: f}
		got, ok := d.Int(n, "v")
		var want int64
		wantOK := n.ShortTag() == "!!int" && n.Decode(&want) == nil && want >= math.MinInt32 && want <= math.MaxInt32
		if ok != wantOK || ok && int64(got) != want {
			t.Errorf("Int(%s) = %d, %v; the yaml package: %d, %v", v, got, ok, want, wantOK)
		}
		gotB, okB := d.Bool(n, "v")
		var wantB bool
		wantBOK := n.ShortTag() == "!!bool" && n.Decode(&wantB) == nil
		if okB != wantBOK || gotB != wantB {
			t.Errorf("Bool(%s) = %v, %v; the yaml package: %v, %v", v, gotB, okB, wantB, wantBOK)
		}
	}
}
