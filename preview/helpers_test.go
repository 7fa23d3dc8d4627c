package preview

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/internal/browsertest"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/render"
)

// browser is the test binary's one Chromium.
var browser browsertest.Browser

func TestMain(m *testing.M) {
	code := m.Run()
	browser.Stop()
	os.Exit(code)
}

// testDriver returns a render driver at the tests' panel and date.
func testDriver(t testing.TB) *render.Driver {
	t.Helper()
	d, err := render.New(render.Options{Panel: testPanel, Date: testDate})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// testBuilder returns a builder of the card src through testDriver.
func testBuilder(t testing.TB, src Source) *builder {
	return &builder{src: src, d: testDriver(t)}
}

// cardCopy writes the files of shipped card id into a new temporary
// directory and returns it.
func cardCopy(t testing.TB, id string) string {
	t.Helper()
	card, err := content.LoadShipped(id)
	if err != nil {
		t.Fatal(err)
	}
	files, err := card.Files()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), id)
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range files {
		writeFile(t, filepath.Join(dir, name), string(data))
	}
	return dir
}

// writeFile saves a file as an editor that writes in place does.
func writeFile(t testing.TB, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// readFile returns a file's text.
func readFile(t testing.TB, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// replaceOnce returns text with old replaced by new, failing the test
// unless old occurs exactly once.
func replaceOnce(t testing.TB, text, old, new string) string {
	t.Helper()
	if n := strings.Count(text, old); n != 1 {
		t.Fatalf("%q occurs %d times, want once", old, n)
	}
	return strings.Replace(text, old, new, 1)
}

// running is a preview server serving a card on a loopback port; log
// holds what it has logged.
type running struct {
	srv  *Server
	url  string
	log  *recordLog
	done chan error
	stop context.CancelFunc
}

// start serves the card in dir until the test ends. games is the full
// check's games per configuration.
func start(t testing.TB, dir string, games int) *running {
	t.Helper()
	log := &recordLog{t: t}
	srv, err := New(Options{Source: Source{Dir: dir}, Driver: testDriver(t), Games: games, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	r := &running{srv: srv, url: "http://" + ln.Addr().String(), log: log, done: make(chan error, 1), stop: stop}
	go func() { r.done <- srv.Serve(ctx, ln) }()
	t.Cleanup(func() {
		stop()
		select {
		case err := <-r.done:
			if err != nil {
				t.Errorf("serve: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("the server did not stop within 10 s of its context ending")
		}
	})
	waitFor(t, 30*time.Second, "the first build", func() bool { return srv.Status().Version > 0 || len(srv.Status().Problems) > 0 })
	return r
}

// waitFor polls cond until it holds, failing the test after d.
func waitFor(t testing.TB, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %v", what, d)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// testLog writes the server's log lines to the test's log.
type testLog struct{ t testing.TB }

func (l testLog) Write(p []byte) (int, error) {
	l.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// recordLog writes the server's log lines to the test's log and keeps
// them.
type recordLog struct {
	t     testing.TB
	mu    sync.Mutex
	lines []string
}

func (l *recordLog) Write(p []byte) (int, error) {
	text := strings.TrimRight(string(p), "\n")
	l.t.Log(text)
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, strings.Split(text, "\n")...)
	return len(p), nil
}

// since returns the lines logged after the first n, and how many there
// are in all.
func (l *recordLog) since(n int) ([]string, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.lines[min(n, len(l.lines)):]...), len(l.lines)
}

// testPanel and testDate are the builds' defaults in the tests.
var (
	testPanel = layout.PokerPanel()
	testDate  = time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
)
