package preview

import "testing"

// BenchmarkBuild is one build of the Go Fish card as the preview makes it
// on every save: load, quick check, every locale on every paper.
func BenchmarkBuild(b *testing.B) {
	bd := testBuilder(b, Source{Shipped: "gofish"})
	bd.build(nil)
	for b.Loop() {
		if r := bd.build(nil); !r.ok() {
			b.Fatal(r.problems)
		}
	}
}
