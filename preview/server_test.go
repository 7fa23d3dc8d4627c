package preview

import (
	"net"
	"strings"
	"testing"
	"time"
)

// TestServeStopsWithAConnectionThatSendsNothing: a browser opens
// connections ahead of its requests, and net/http counts such a one as
// busy for its first 5 s, as long as Serve's grace for answers in
// progress. Serve still stops at once when asked, and returns nil (the
// cleanup of start asserts it).
func TestServeStopsWithAConnectionThatSendsNothing(t *testing.T) {
	r := start(t, cardCopy(t, "gofish"), 1)
	conn, err := net.Dial("tcp", strings.TrimPrefix(r.url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	time.Sleep(100 * time.Millisecond) // the server has taken it
	began := time.Now()
	r.stop()
	select {
	case err := <-r.done:
		r.done <- err // for start's cleanup, which checks it is nil
	case <-time.After(3 * time.Second):
		t.Fatal("Serve did not return within 3 s of its context ending")
	}
	t.Logf("stopped in %v", time.Since(began).Round(time.Millisecond))
}
