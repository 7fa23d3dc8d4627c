package main

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rulecard/rulecard/content"
)

// TestServeServesAndStopsOnInterrupt runs `rulecard serve` on a copy of
// a card with a free port: it prints its address, serves the page and the
// sheet there, and on SIGINT (Ctrl-C) stops serving, says so and exits as
// every interrupted command does (130), the port free.
func TestServeServesAndStopsOnInterrupt(t *testing.T) {
	dir := t.TempDir()
	card, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	files, err := card.Files()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "gofish"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, "gofish", name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(binPath, "serve", "./gofish", "--addr", "127.0.0.1:0", "--games", "10")
	cmd.Dir = dir
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stdout)
	if !lines.Scan() {
		t.Fatalf("serve printed nothing; stderr: %s", stderr.String())
	}
	if !strings.HasPrefix(lines.Text(), "built gofish") || !lines.Scan() {
		t.Fatalf("first line %q, want the build", lines.Text())
	}
	m := regexp.MustCompile(`at (http://127\.0\.0\.1:\d+/)`).FindStringSubmatch(lines.Text())
	if m == nil {
		t.Fatalf("second line %q names no address", lines.Text())
	}
	rest := make(chan string, 1)
	go func() {
		var b strings.Builder
		for lines.Scan() {
			b.WriteString(lines.Text() + "\n")
		}
		rest <- b.String()
	}()
	for _, path := range []string{"", "sheet.html?locale=en", "sheet.pdf?locale=en&paper=letter"} {
		resp, err := http.Get(m[1] + path)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET /%s: %d", path, resp.StatusCode)
		}
	}
	events, err := http.Get(m[1] + "events") // an open event stream must not hold the shutdown up
	if err != nil {
		t.Fatal(err)
	}
	defer events.Body.Close()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	select {
	case err := <-exited:
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 130 {
			t.Fatalf("serve after Ctrl-C: %v, want exit 130\nstderr: %s", err, stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop within 30 s of Ctrl-C")
	}
	if out := <-rest; !strings.HasSuffix(out, "stopped\n") {
		t.Errorf("serve's output:\n%s", out)
	}
	if _, err := http.Get(m[1]); err == nil {
		t.Error("the port still answers after serve stopped")
	}
}

// TestServeUsageErrors: a bad address, a bad panel, two cards, are usage
// errors; a card that does not exist is an error.
func TestServeUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--addr", "nonsense"},
		{"serve", "--panel", "80x88.9"},
		{"serve", "gofish", "duel"},
	} {
		if r := run(t, t.TempDir(), nil, args...); r.code != 2 {
			t.Errorf("%v: exit %d, want 2\n%s", args, r.code, r.stderr)
		}
	}
	if r := run(t, t.TempDir(), nil, "serve", "./no-such-card", "--addr", "127.0.0.1:0"); r.code != 1 || !strings.Contains(r.stderr, "no-such-card") {
		t.Errorf("no such card: exit %d\n%s", r.code, r.stderr)
	}
}

// TestServeRefusesABadAddressAsItsFlagIsRead: an address net.Listen would
// refuse for its form or its port is a usage error naming --addr, before
// any card is read; one it takes is read as written.
func TestServeRefusesABadAddressAsItsFlagIsRead(t *testing.T) {
	for _, addr := range []string{"127.0.0.1:99999", ":65536", "localhost:-1", "[::1]:70000", "127.0.0.1:0x50",
		"127.0.0.1:no-such-service", "nonsense", "127.0.0.1", "1:2:3", "my host:80", "-x:80", "a..b:80", "[::1%]:80", "é.example:80"} {
		r := run(t, t.TempDir(), nil, "serve", "./no-such-card", "--addr", addr)
		if r.code != 2 || !strings.Contains(r.stderr, `"--addr"`) || !strings.Contains(r.stderr, addr) {
			t.Errorf("--addr %s: exit %d, want 2 and a message naming --addr and the value\n%s", addr, r.code, r.stderr)
		}
	}
	for _, addr := range []string{"127.0.0.1:0", ":8080", "[::1]:65535", "localhost:080", "example.org:http", "127.0.0.1:",
		"[fe80::1%eth0]:80", "localhost.:80", "0.0.0.0:80", "xn--bcher-kva.example:80"} {
		if a, err := parseListenAddr(addr); err != nil || string(a) != addr {
			t.Errorf("--addr %s: %q, %v; want it as written", addr, a, err)
		}
	}
}

// TestServeNamesTheAddressItCannotListenOn: an address of the right form
// that cannot be listened on (its port taken) is an error naming --addr,
// exit 1.
func TestServeNamesTheAddressItCannotListenOn(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	addr := ln.Addr().String()
	r := run(t, t.TempDir(), nil, "serve", "gofish", "--addr", addr)
	if r.code != 1 || !strings.Contains(r.stderr, "--addr "+addr+": ") {
		t.Errorf("serve on a port taken: exit %d, want 1 and --addr %s named\n%s", r.code, addr, r.stderr)
	}
}
