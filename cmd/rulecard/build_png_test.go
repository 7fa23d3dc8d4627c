package main

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBuildPNGWritesAPictureAtTheResolutionAsked builds PNG pictures at
// the default and at another resolution and decodes them.
func TestBuildPNGWritesAPictureAtTheResolutionAsked(t *testing.T) {
	for _, tt := range []struct {
		args []string
		w, h int
	}{
		{args: nil, w: 1754, h: 1241},                                          // A4 at 150 dpi
		{args: []string{"--dpi", "100", "--paper", "letter"}, w: 1100, h: 850}, // 11 × 8.5 in
	} {
		out := t.TempDir()
		args := append([]string{"build", "gofish", "--locale", "de", "--format", "png", "--no-check", "--out", out}, tt.args...)
		r := run(t, t.TempDir(), nil, args...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d\n%s", args, r.code, r.stderr)
		}
		entries, _ := os.ReadDir(out)
		if len(entries) != 1 || entries[0].Name() != "gofish.de.png" {
			t.Fatalf("%v wrote %v, want gofish.de.png alone", args, entries)
		}
		if !strings.Contains(r.stdout, "gofish.de.png") || !strings.Contains(r.stdout, "dpi") {
			t.Errorf("the build does not list the picture and its resolution:\n%s", r.stdout)
		}
		f, err := os.Open(filepath.Join(out, "gofish.de.png"))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Width != tt.w || cfg.Height != tt.h {
			t.Errorf("%v: %dx%d pixels, want %dx%d", args, cfg.Width, cfg.Height, tt.w, tt.h)
		}
	}
}
