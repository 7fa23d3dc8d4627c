package preview

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// rawGet sends path exactly as written (no cleaning by a client) and
// returns the status code and body.
func rawGet(t *testing.T, base, path, host string) (int, string) {
	t.Helper()
	addr := strings.TrimPrefix(base, "http://")
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if host == "" {
		host = addr
	}
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", path, host)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, string(body)
}

// TestOnlyWhatWasBuiltIsServed asks for paths that would reach files, in
// the card's folder, next to it or anywhere, written as a browser never
// would: each is a 404 and gives away nothing. The paths it does serve
// answer.
func TestOnlyWhatWasBuiltIsServed(t *testing.T) {
	dir := cardCopy(t, "gofish")
	srv := start(t, dir, -1)
	card := readFile(t, dir+"/card.yaml")
	for _, path := range []string{
		"/../../etc/passwd", "/etc/passwd", "/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd",
		"/card.yaml", "/en.yaml", "/./card.yaml", "//card.yaml", "/sheet.html/../card.yaml",
		"/assets/preview.js", "/assets/page.html.tmpl", "/preview.js/", "/sheet.html/",
		"/sheet.yaml", "/sheet.pdf.png", "/index.html", "/favicon.ico", "/events/x",
		"/sheet.html?locale=../card", "/sheet.html?locale=xx", "/sheet.pdf?paper=a3", "/sheet.png?locale=en/../sv",
		"/sheet.html?part=head", "/sheet.pdf?part=body",
	} {
		code, body := rawGet(t, srv.url, path, "")
		if code != http.StatusNotFound {
			t.Errorf("GET %s: %d, want 404", path, code)
		}
		if strings.Contains(body, "root:") || strings.Contains(body, "rules: house") || len(body) > 100 {
			t.Errorf("GET %s gave away %.80q", path, body)
		}
	}
	if strings.Contains(card, "rules: house") == false {
		t.Fatal("the card copy is not the Go Fish card")
	}
	for path, typ := range map[string]string{
		"/": "text/html", "/preview.js": "text/javascript", "/preview.css": "text/css",
		"/sheet.html": "text/html", "/sheet.html?locale=sv&paper=letter": "text/html", "/sheet.html?part=body": "text/html",
		"/sheet.pdf?locale=de": "application/pdf", "/sheet.png?paper=letter": "image/png",
	} {
		resp := get(t, srv.url+path)
		if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), typ) {
			t.Errorf("GET %s: %d %s, want 200 %s", path, resp.StatusCode, resp.Header.Get("Content-Type"), typ)
		}
	}
}

// get fetches url and closes the body.
func get(t *testing.T, url string) *http.Response {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp
}

// TestPolicies checks the headers: the page may run only its own script
// and style, the sheet only its inline style and data: fonts, framed only
// by the page; nothing is cached or sniffed.
func TestPolicies(t *testing.T) {
	srv := start(t, cardCopy(t, "gofish"), -1)
	page := get(t, srv.url+"/")
	csp := page.Header.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("page policy %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "unsafe") || strings.Contains(csp, "http") || strings.Contains(csp, "*") {
		t.Errorf("page policy %q allows more than the server's own", csp)
	}
	sheet := get(t, srv.url+"/sheet.html")
	if s := sheet.Header.Get("Content-Security-Policy"); !strings.Contains(s, "default-src 'none'") || strings.Contains(s, "script-src") || !strings.Contains(s, "frame-ancestors 'self'") {
		t.Errorf("sheet policy %q", s)
	}
	for _, r := range []*http.Response{page, sheet} {
		if r.Header.Get("X-Content-Type-Options") != "nosniff" || r.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("%s: headers %v", r.Request.URL.Path, r.Header)
		}
	}
}

// TestRefusesOtherHostsAndMethods: a page elsewhere that points its name
// at 127.0.0.1 gets nothing, and nothing but GET and HEAD is answered.
func TestRefusesOtherHostsAndMethods(t *testing.T) {
	srv := start(t, cardCopy(t, "gofish"), -1)
	for _, host := range []string{"evil.example", "evil.example:80", "127.0.0.1.evil.example"} {
		if code, _ := rawGet(t, srv.url, "/", host); code != http.StatusMisdirectedRequest {
			t.Errorf("Host %s: %d, want 421", host, code)
		}
	}
	for _, host := range []string{"localhost", "localhost:1234", "127.0.0.1", "[::1]:80"} {
		if code, _ := rawGet(t, srv.url, "/", host); code != http.StatusOK {
			t.Errorf("Host %s: %d, want 200", host, code)
		}
	}
	resp, err := http.Post(srv.url+"/", "text/plain", strings.NewReader("x"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /: %d, want 405", resp.StatusCode)
	}
}

// TestEventsStreamTheStatus reads the event stream: the status at once,
// then again after an edit, with the new version.
func TestEventsStreamTheStatus(t *testing.T) {
	dir := cardCopy(t, "gofish")
	srv := start(t, dir, -1)
	resp, err := http.Get(srv.url + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("content type %q", ct)
	}
	events := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				events <- data
			}
		}
		close(events)
	}()
	next := func() string {
		select {
		case e := <-events:
			return e
		case <-time.After(10 * time.Second):
			t.Fatal("no event within 10 s")
			return ""
		}
	}
	first := next()
	if !strings.Contains(first, `"card":"gofish"`) || !strings.Contains(first, `"version":1`) {
		t.Fatalf("first event %s", first)
	}
	en := dir + "/en.yaml"
	writeFile(t, en, replaceOnce(t, readFile(t, en), "title: Go Fish\n", "title: Go Fish Now\n"))
	for e := next(); !strings.Contains(e, `"version":2`); e = next() {
	}
}

// TestAChangeRightAfterTheFirstBuildIsSeen: the directory is watched
// before the first build, so that a save made as soon as the sheet is
// built (before the watching would otherwise begin) is built too.
func TestAChangeRightAfterTheFirstBuildIsSeen(t *testing.T) {
	dir := cardCopy(t, "gofish")
	srv, err := New(Options{Source: Source{Dir: dir}, Driver: testDriver(t), Games: -1, Log: testLog{t}})
	if err != nil {
		t.Fatal(err)
	}
	en := dir + "/en.yaml"
	srv.afterFirstBuild = func() {
		writeFile(t, en, replaceOnce(t, readFile(t, en), "title: Go Fish\n", "title: Go Fish Now\n"))
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Run(ctx) }()
	defer func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
	}()
	waitFor(t, 30*time.Second, "the change built", func() bool {
		st := srv.Status()
		return st.Version >= 2 && st.Title["en"] == "Go Fish Now"
	})
}
