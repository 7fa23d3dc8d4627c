// Package progress shows how far a long job has come on a terminal: the
// work done, its rate and the time left, on one line rewritten in place.
// Where standard error is not a terminal (a pipe, a file, a test) it
// shows nothing, so logs and scripts see only the job's own output.
package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"
)

// Every is how often a Meter rewrites its line at most.
const Every = 100 * time.Millisecond

// Meter shows a job's progress on one line of a terminal. The zero Meter
// and a nil *Meter show nothing; a Meter is used from one goroutine.
type Meter struct {
	w     io.Writer
	what  string
	unit  string
	total int
	start time.Time
	shown time.Time
	wrote bool
	// now is the clock, time.Now but in tests.
	now func() time.Time
}

// Terminal returns f if it is a terminal and quiet is false, else nil:
// the writer to give New.
func Terminal(f *os.File, quiet bool) io.Writer {
	if quiet || f == nil || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return f
}

// New returns a meter of a job called what (as "simulate") of total
// units (as "games") on w; with w nil it shows nothing.
func New(w io.Writer, what string, total int, unit string) *Meter {
	return newMeter(w, what, total, unit, time.Now)
}

func newMeter(w io.Writer, what string, total int, unit string, now func() time.Time) *Meter {
	if w == nil {
		return nil
	}
	t := now()
	return &Meter{w: w, what: what, unit: unit, total: total, start: t, shown: t, now: now}
}

// Set shows that done units of the total are done, at most every Every.
func (m *Meter) Set(done int) {
	if m == nil {
		return
	}
	t := m.now()
	if t.Sub(m.shown) < Every && done < m.total {
		return
	}
	m.shown = t
	m.wrote = true
	fmt.Fprintf(m.w, "\r%s\x1b[K", Line(m.what, done, m.total, m.unit, t.Sub(m.start)))
}

// Done clears the meter's line, so the job's own output starts on a clean
// line.
func (m *Meter) Done() {
	if m == nil || !m.wrote {
		return
	}
	fmt.Fprint(m.w, "\r\x1b[K")
	m.wrote = false
}

// Line is the meter's text after elapsed: the units done of the total,
// the share, the rate and the time left.
func Line(what string, done, total int, unit string, elapsed time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s of %s %s", what, group(done), group(total), unit)
	if total > 0 {
		fmt.Fprintf(&b, " (%d %%)", 100*done/total)
	}
	if s := elapsed.Seconds(); s > 0 && done > 0 {
		rate := float64(done) / s
		fmt.Fprintf(&b, ", %s %s/s", group(int(rate+0.5)), unit)
		if done < total {
			left := time.Duration(float64(total-done) / rate * float64(time.Second))
			fmt.Fprintf(&b, ", %s left", left.Round(time.Second))
		}
	}
	return b.String()
}

// group writes n with its digits in groups of three: 1,234,567.
func group(n int) string {
	s := fmt.Sprint(n)
	if n < 0 || len(s) <= 3 {
		return s
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
