package cards

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestPacksBySizeAndByWord(t *testing.T) {
	for _, p := range []Pack{Pack52, Pack32} {
		if got, err := PackOf(p.Size()); err != nil || got != p {
			t.Errorf("PackOf(%d) = %v, %v", p.Size(), got, err)
		}
		if got, err := ParsePack(p.String()); err != nil || got != p || !got.Valid() {
			t.Errorf("ParsePack(%q) = %v, %v", p, got, err)
		}
	}
	for _, bad := range []int{0, 4, 36, 40, 53, 104, -52} {
		if _, err := PackOf(bad); err == nil || !strings.Contains(err.Error(), "want 52 or 32") {
			t.Errorf("PackOf(%d): error %v", bad, err)
		}
	}
	for _, bad := range []string{"", "52 ", "+52", "052", "0x34", "fifty-two", "40"} {
		if _, err := ParsePack(bad); err == nil || !strings.Contains(err.Error(), "want 52 or 32") {
			t.Errorf("ParsePack(%q): error %v", bad, err)
		}
	}
	if Pack(40).Valid() {
		t.Error("a 40-card pack is valid")
	}
}

// TestShuffleIsRandShuffle: Shuffle and Uniform draw as math/rand/v2's
// Rand does from the same source, for decks of 1 to 64 cards and bounds
// of 1 to 9 (powers of two take the short way).
func TestShuffleIsRandShuffle(t *testing.T) {
	for seed := range uint64(200) {
		for _, size := range []int{1, 2, 3, 32, 52, 64} {
			want := PackOrder(Pack52, nil)[:min(size, 52)]
			for len(want) < size {
				want = append(want, Card(len(want)))
			}
			got := slices.Clone(want)
			rand.New(rand.NewPCG(seed, Stream)).Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
			p := rand.NewPCG(seed, Stream)
			Shuffle(p, got)
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d, %d cards: %v, want %v", seed, size, got, want)
			}
			r := rand.New(rand.NewPCG(seed, Stream))
			q := rand.NewPCG(seed, Stream)
			for n := uint64(1); n <= 9; n++ {
				if got, want := Uniform(q, n), r.IntN(int(n)); got != want {
					t.Fatalf("seed %d: Uniform(%d) = %d, want %d", seed, n, got, want)
				}
			}
		}
	}
}
