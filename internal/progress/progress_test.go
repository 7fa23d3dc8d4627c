package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestLine(t *testing.T) {
	for _, c := range []struct {
		done, total int
		elapsed     time.Duration
		want        string
	}{
		{0, 1000000, 0, "simulate: 0 of 1,000,000 games (0 %)"},
		{250000, 1000000, 2 * time.Second, "simulate: 250,000 of 1,000,000 games (25 %), 125,000 games/s, 6s left"},
		{1000000, 1000000, 8 * time.Second, "simulate: 1,000,000 of 1,000,000 games (100 %), 125,000 games/s"},
		{999, 1000, time.Second, "simulate: 999 of 1,000 games (99 %), 999 games/s, 0s left"},
	} {
		if got := Line("simulate", c.done, c.total, "games", c.elapsed); got != c.want {
			t.Errorf("Line(%d, %d, %v) = %q, want %q", c.done, c.total, c.elapsed, got, c.want)
		}
	}
}

func TestMeterIsThrottledAndClearsItsLine(t *testing.T) {
	var buf bytes.Buffer
	clock := time.Unix(0, 0)
	m := newMeter(&buf, "check", 100, "games", func() time.Time { return clock })
	m.Set(1) // too soon: nothing
	if buf.Len() != 0 {
		t.Fatalf("wrote %q at once", buf.String())
	}
	clock = clock.Add(Every)
	m.Set(50)
	clock = clock.Add(Every / 2)
	m.Set(60)  // too soon again
	m.Set(100) // the end is always shown
	m.Done()
	out := buf.String()
	if n := strings.Count(out, "\r"); n != 3 {
		t.Errorf("%d rewrites, want 2 lines and a clear: %q", n, out)
	}
	if !strings.Contains(out, "check: 50 of 100 games (50 %)") || !strings.HasSuffix(out, "\r\x1b[K") {
		t.Errorf("output %q", out)
	}
}

func TestNoWriterShowsNothing(t *testing.T) {
	var m *Meter = New(nil, "x", 10, "games")
	m.Set(5)
	m.Done()
	if Terminal(nil, false) != nil {
		t.Error("no file is a terminal")
	}
}
