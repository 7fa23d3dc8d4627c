package bot

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// digestGames is how many games each line of the games digest plays.
const digestGames = 300

// TestGamesDigest plays the same seeded games for every preset, each of its
// options alone, every player count, pack and bot, and compares a digest of
// every event of every record, the moves made and the winners with
// testdata/games.golden. A faster engine or bot must play the very same
// games: a changed line names the rules, the bot and the table that differ.
func TestGamesDigest(t *testing.T) {
	var out bytes.Buffer
	for _, name := range preset.Names() {
		base, _ := engine.Preset(name)
		variants := []engine.Rules{base}
		for _, o := range engine.PresetOptions(name) {
			opts := []preset.Option{o.Name}
			if o.Needs != "" {
				opts = append(opts, o.Needs)
			}
			r, err := base.With(opts...)
			if err != nil {
				t.Fatal(err)
			}
			variants = append(variants, r)
		}
		for _, r := range variants {
			digestRules(t, &out, r)
		}
	}
	path := filepath.Join("testdata", "games.golden")
	if *update {
		if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), want) {
		t.Errorf("the games played differ from %s (go test -update to accept):\n%s", path, lineDiff(want, out.Bytes()))
	}
}

// digestRules writes one digest line for each table of rules r.
func digestRules(t *testing.T, out *bytes.Buffer, r engine.Rules) {
	for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
		if !r.Packs.Has(p) {
			continue
		}
		for n := r.Players.Min; n <= r.Players.Max; n++ {
			for _, kind := range Kinds() {
				fmt.Fprintf(out, "%s pack %d, %d players, %s: %016x\n", rulesName(r), p, n, kind, digest(t, r, p, n, kind))
			}
		}
	}
}

// digest plays digestGames games and hashes their records and results.
func digest(t *testing.T, r engine.Rules, p cards.Pack, n int, kind Kind) uint64 {
	t.Helper()
	g, err := engine.Deal(r, p, n, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb := Table{Bots: make([]Bot, n)}
	for s := range tb.Bots {
		tb.Bots[s], _ = New(kind, uint64(s)+1)
	}
	h := fnv.New64a()
	var buf [16]byte
	for seed := range uint64(digestGames) {
		g.Redeal(seed)
		res, err := tb.Play(g)
		if err != nil {
			t.Fatalf("%s %d players seed %d: %v", r.Name, n, seed, err)
		}
		for _, e := range g.Record() {
			buf = [16]byte{byte(e.Kind), byte(e.Why), byte(e.Rank), byte(e.Card), e.Count, e.Pond, byte(e.Seat), byte(e.Other)}
			binary.LittleEndian.PutUint16(buf[8:], uint16(e.Winners))
			h.Write(buf[:10])
			binary.LittleEndian.PutUint64(buf[:], uint64(e.Cards))
			h.Write(buf[:8])
		}
		binary.LittleEndian.PutUint64(buf[:], uint64(res.Moves)<<32|uint64(res.Turns)<<16|uint64(res.Winners))
		h.Write(buf[:8])
	}
	return h.Sum64()
}

// lineDiff lists the lines of got that are not the same line of want.
func lineDiff(want, got []byte) string {
	w, g := bytes.Split(want, []byte("\n")), bytes.Split(got, []byte("\n"))
	var b bytes.Buffer
	for i := range max(len(w), len(g)) {
		var wl, gl []byte
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if !bytes.Equal(wl, gl) {
			fmt.Fprintf(&b, "- %s\n+ %s\n", wl, gl)
		}
	}
	return b.String()
}

// rulesName names rules by their preset and options: "house+lucky-draw".
func rulesName(r engine.Rules) string {
	name := string(r.Name)
	for _, o := range r.Options.Names() {
		name += "+" + string(o)
	}
	return name
}
