package pdf

import (
	"strconv"
	"testing"

	"github.com/rulecard/rulecard/layout"
)

func TestFamiliesAreNamedByFaceAndEncoding(t *testing.T) {
	for face := range 5 {
		for enc := range 6 {
			if got, want := family(layout.Face(face), enc), "f"+strconv.Itoa(face)+"e"+strconv.Itoa(enc); got != want {
				t.Errorf("face %d, encoding %d: %s, want %s", face, enc, got, want)
			}
		}
	}
}
