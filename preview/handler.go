package preview

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html/template"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"time"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/render"
)

// assets are the page's template, script and style.
//
//go:embed assets
var assets embed.FS

// pageTemplate is the page's template.
var pageTemplate = template.Must(template.New("page.html.tmpl").Funcs(template.FuncMap{
	// choice changes the locale or the paper of a choice (an empty string
	// keeps it).
	"choice": func(c choice, code locale.Code, paper string) choice {
		if code != "" {
			c.Locale = code
		}
		if p, err := layout.ParsePaper(paper); paper != "" && err == nil {
			c.Paper = p
		}
		return c
	},
}).ParseFS(assets, "assets/page.html.tmpl"))

// The policies the responses carry. The page may load only its own
// script, style, frames and event stream; the sheet keeps the policy its
// own <meta> states (inline style, fonts as data: URIs, nothing else) and
// may be framed only by the page.
const (
	pagePolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
		"connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
	sheetPolicy = "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:; " +
		"base-uri 'none'; form-action 'none'; frame-ancestors 'self'"
)

// Handler returns the server's HTTP handler. It answers GET and HEAD for
// a fixed set of paths, /, /preview.js, /preview.css, /events and
// /sheet.html, /sheet.pdf and /sheet.png (?locale=en&paper=a4), and 404
// for every other path: a request's path is only ever compared with
// these, never used to open a file.
func (s *Server) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		if s.loopback && !loopbackHost(r.Host) {
			http.Error(w, "this preview answers only to localhost", http.StatusMisdirectedRequest)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		switch r.URL.Path {
		case "/":
			s.page(w, r)
		case "/events":
			s.events(w, r)
		case "/preview.js":
			s.asset(w, "assets/preview.js", "text/javascript; charset=utf-8")
		case "/preview.css":
			s.asset(w, "assets/preview.css", "text/css; charset=utf-8")
		case "/sheet.html":
			s.sheet(w, r, render.HTML)
		case "/sheet.pdf":
			s.sheet(w, r, render.PDF)
		case "/sheet.png":
			s.sheet(w, r, render.PNG)
		default:
			http.NotFound(w, r)
		}
	})
}

// loopbackHost reports whether a request's Host names this machine's
// loopback interface: "localhost", 127.0.0.1, ::1, with any port. A page
// elsewhere whose name is made to resolve to 127.0.0.1 is refused.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// asset serves an embedded file.
func (s *Server) asset(w http.ResponseWriter, name, typ string) {
	data, err := assets.ReadFile(name)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", typ)
	w.Write(data)
}

// choice is the locale and paper a request asks for.
type choice struct {
	Locale locale.Code
	Paper  layout.Paper
}

// choose reads ?locale= and ?paper=; ok is false when either names none
// the shown build has. An empty locale is the card's first.
func choose(q url.Values, st Status) (c choice, ok bool) {
	c.Locale = locale.Code(q.Get("locale")) // found among st.Locales, or refused
	if c.Locale == "" && len(st.Locales) > 0 {
		c.Locale = st.Locales[0]
	}
	if p := q.Get("paper"); p != "" {
		var err error
		if c.Paper, err = layout.ParsePaper(p); err != nil {
			return c, false
		}
	}
	return c, slices.Contains(st.Locales, c.Locale)
}

// Query returns the choice as a query string, "locale=en&paper=a4".
func (c choice) Query() string {
	return url.Values{"locale": {string(c.Locale)}, "paper": {c.Paper.String()}}.Encode()
}

// Href returns the address of path for the choice, for the page's links
// (its query is encoded already).
func (c choice) Href(path string) template.URL {
	return template.URL(path + "?" + c.Query())
}

// sheet serves the shown build's sheet for the request's locale and paper
// as f; 404 when there is no such sheet. The HTML sheet carries the digest
// of its head (its style and fonts) in X-Sheet-Head, and with ?part=body
// is only its <body> element: the page swaps a new body into the sheet it
// shows when the head is the same, without loading the fonts again.
func (s *Server) sheet(w http.ResponseWriter, r *http.Request, f render.Format) {
	st, b := s.state.current()
	q := r.URL.Query()
	c, ok := choose(q, st)
	part := q.Get("part")
	if b == nil || !ok || (part != "" && (part != "body" || f != render.HTML)) {
		http.NotFound(w, r)
		return
	}
	data, err := s.bd.render(b, view{c.Locale, c.Paper}, f)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	name := fmt.Sprintf("%s.%s.%s", b.card.ID, c.Locale, c.Paper)
	switch f {
	case render.HTML:
		head, body := splitSheet(data)
		h.Set("X-Sheet-Head", head)
		if part == "body" {
			data = body
		}
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Content-Security-Policy", sheetPolicy)
	case render.PDF:
		h.Set("Content-Type", "application/pdf")
		h.Set("Content-Disposition", `inline; filename="`+name+`.pdf"`)
	case render.PNG:
		h.Set("Content-Type", "image/png")
		h.Set("Content-Disposition", `inline; filename="`+name+`.png"`)
	}
	h.Set("Content-Length", strconv.Itoa(len(data)))
	w.Write(data)
}

// splitSheet returns the digest of an HTML sheet's head (all before its
// <body>) and its <body> element.
func splitSheet(page []byte) (head string, body []byte) {
	i := bytes.Index(page, []byte("<body"))
	j := bytes.LastIndex(page, []byte("</body>"))
	if i < 0 || j < i {
		i, j = len(page), len(page)-len("</body>")
	}
	sum := sha256.Sum256(page[:i])
	return hex.EncodeToString(sum[:12]), page[i : j+len("</body>")]
}

// pageData is what the page template reads.
type pageData struct {
	Status
	Choice choice
	Papers []layout.Paper
	// Head is the digest of the head of the sheet in view.
	Head string
}

// page serves the preview page for the request's locale and paper (the
// card's first locale, A4, for a choice the card does not have).
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	st, b := s.state.current()
	c, ok := choose(r.URL.Query(), st)
	if !ok {
		c = choice{}
		if len(st.Locales) > 0 {
			c.Locale = st.Locales[0]
		}
	}
	d := pageData{Status: st, Choice: c, Papers: Papers}
	if b != nil {
		if sheet, err := s.bd.render(b, view{c.Locale, c.Paper}, render.HTML); err == nil {
			d.Head, _ = splitSheet(sheet)
		}
	}
	var buf bytes.Buffer
	if err := pageTemplate.Execute(&buf, d); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", pagePolicy)
	w.Write(buf.Bytes())
}

// keepAlive is how often an idle event stream sends a comment, so that
// the connection is seen to be alive.
const keepAlive = 20 * time.Second

// events streams the status as server-sent events: at once, then after
// every change, until the client goes or the server stops.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	ch, stop := s.state.subscribe()
	defer stop()
	send := func() bool {
		st, _ := s.state.current()
		js, _ := json.Marshal(st)
		if _, err := fmt.Fprintf(w, "event: status\ndata: %s\n\n", js); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if _, err := fmt.Fprint(w, "retry: 500\n\n"); err != nil || !send() {
		return
	}
	tick := time.NewTicker(keepAlive)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case _, open := <-ch:
			if !open || !send() {
				return
			}
		case <-tick.C:
			if _, err := fmt.Fprint(w, ": still here\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		}
	}
}
