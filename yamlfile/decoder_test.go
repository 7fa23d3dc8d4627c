package yamlfile

import (
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
