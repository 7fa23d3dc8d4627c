package yamlfile

import (
	"fmt"
	"math/rand/v2"
	"reflect"
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

// TestPairsFindsEveryRepeatedKey holds Pairs, which looks through a few
// keys and finds many in a map, to finding each key in a map: mappings of
// every size around the change, with keys repeated anywhere, give the same
// pairs and the same problems.
func TestPairsFindsEveryRepeatedKey(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for n := range 3000 {
		size := n % (2*manyKeys + 3)
		var b strings.Builder
		for range size {
			fmt.Fprintf(&b, "k%d: v\n", rng.IntN(size+1))
		}
		if size == 0 {
			b.WriteString("{}\n")
		}
		var p Problems
		f := Parse(&p, "f.yaml", []byte(b.String()))
		d := Decoder{Problems: &p, File: f}
		got, _ := d.Pairs(f.Root, "m")
		var wantP Problems
		var want []KeyValue
		first := map[string]*yaml.Node{}
		for i := 0; i+1 < len(f.Root.Content); i += 2 {
			k, v := f.Root.Content[i], f.Root.Content[i+1]
			if fk, dup := first[k.Value]; dup {
				wantP.Addf(Pos{File: "f.yaml", Line: k.Line, Col: k.Column}, "duplicate key %q in %s (first at line %d)", k.Value, "m", fk.Line)
				continue
			}
			first[k.Value] = k
			want = append(want, KeyValue{k, v})
		}
		if !reflect.DeepEqual(got, want) || fmt.Sprint(p.Err()) != fmt.Sprint(wantP.Err()) {
			t.Fatalf("%q:\n pairs %d, problems %v\nwant %d, %v", b.String(), len(got), p.Err(), len(want), wantP.Err())
		}
	}
}
