package html

import (
	"bytes"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/internal/browsertest"
	"github.com/rulecard/rulecard/internal/referencetest"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/popplertest"
	"github.com/rulecard/rulecard/reference/document"
)

// refCase is one rules reference the tests render: a card in a locale on
// a paper.
type refCase struct {
	name  string
	ref   *document.Reference
	paper layout.Paper
}

var (
	refOnce  sync.Once
	refVal   []refCase
	refErr   error
	refRendV *ReferenceRenderer
)

// refCases builds the reference of every shipped card (few games), in
// every locale, on A4 and Letter.
func refCases(tb testing.TB) ([]refCase, *ReferenceRenderer) {
	tb.Helper()
	refOnce.Do(func() {
		if refRendV, refErr = NewReferenceRenderer(); refErr != nil {
			return
		}
		for _, r := range referencetest.All(tb) {
			for _, p := range []layout.Paper{layout.A4, layout.Letter} {
				refVal = append(refVal, refCase{r.Name + "." + p.String(), r.Ref, p})
			}
		}
	})
	if refErr != nil {
		tb.Fatal(refErr)
	}
	if len(refVal) == 0 {
		tb.Fatal("no reference of a shipped card")
	}
	return refVal, refRendV
}

// renderRef renders a reference as HTML.
func renderRef(tb testing.TB, c refCase) []byte {
	tb.Helper()
	fonts, _ := shared(tb)
	_, r := refCases(tb)
	var buf bytes.Buffer
	if err := r.Write(&buf, c.ref, fonts, c.paper, Meta{}); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// loads matches the attributes that could load or run something.
// Every "<" of the words is escaped and every attribute value quoted, so
// what this finds is markup.
var loads = regexp.MustCompile(`(?i)<[a-z][a-z0-9]*(?:\s+[a-z-]+(?:="[^"]*")?)*\s+(src|srcset|action|formaction|poster|data|on[a-z]+)\s*=|<(script|iframe|object|embed|link|img|base|form)\b`)

// hrefs matches every href and its value.
var hrefs = regexp.MustCompile(`href="([^"]*)"`)

func TestTheReferenceIsOnePageThatLoadsAndRunsNothing(t *testing.T) {
	cases, _ := refCases(t)
	for _, c := range cases {
		page := renderRef(t, c)
		if m := loads.Find(page); m != nil {
			t.Errorf("%s: the page holds %q", c.name, m)
		}
		for _, m := range hrefs.FindAllSubmatch(page, -1) {
			if !bytes.HasPrefix(m[1], []byte("#")) {
				t.Errorf("%s: a link leads out of the page: %s", c.name, m[1])
			}
		}
		for _, want := range []string{
			string(`<html lang="` + c.ref.Locale + `"`),
			`content="default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:; base-uri 'none'; form-action 'none'"`,
			`src:url(data:font/ttf;base64,`,
			"portrait",
		} {
			if !bytes.Contains(page, []byte(want)) {
				t.Errorf("%s: the page lacks %q", c.name, want)
			}
		}
	}
}

// hostileReference is a reference whose every word would be markup if it
// were not escaped.
func hostileReference() *document.Reference {
	h := func(i int) string { return "x " + hostile[i%len(hostile)] + " y" }
	txt := func(i int) content.Text { return document.Plain(h(i)) }
	return &document.Reference{
		Card: "hostile", Locale: "en", Title: txt(0), Subtitle: h(1), Meta: h(2), Contents: h(3), Footer: h(0),
		PageOf: func(p, n int) string { return strconv.Itoa(p) },
		Parts: []document.Part{{ID: "part-a", Number: "1", Heading: h(1), Blocks: []document.Block{
			{Kind: document.Statement, ID: "st-a", Label: "1.1", Text: txt(2)},
			{Kind: document.Proven, Text: txt(3)},
			{Kind: document.Claim, Label: h(0), Text: txt(1)},
			{Kind: document.ExampleHead, Text: txt(2)},
			{Kind: document.Setup, Text: txt(3)},
			{Kind: document.Step, Label: "1.", Text: txt(0)},
			{Kind: document.Entry, Text: txt(1), Def: txt(2)},
			{Kind: document.Table, Grid: [][]string{{"", h(3)}, {h(0), h(1)}}},
		}}},
	}
}

func TestHostileWordsAreTextInTheReference(t *testing.T) {
	fonts, _ := shared(t)
	_, r := refCases(t)
	var buf bytes.Buffer
	if err := r.Write(&buf, hostileReference(), fonts, layout.A4, Meta{Title: hostile[0], Description: hostile[1]}); err != nil {
		t.Fatal(err)
	}
	if m := loads.Find(buf.Bytes()); m != nil {
		t.Errorf("the page holds %q", m)
	}
	ctx := tab(t)
	open(t, ctx, writeTemp(t, "hostile.html", buf.Bytes()))
	got := browsertest.Eval[[]any](t, ctx, `[
		document.querySelectorAll("script, img, iframe, object, embed, link, base, form").length,
		[...document.querySelectorAll("*")].filter(e => [...e.attributes].some(a => /^on/i.test(a.name))).length,
		document.title, document.body.textContent]`)
	if got[0].(float64) != 0 || got[1].(float64) != 0 || got[2] != hostile[0] {
		t.Errorf("%v elements that load, %v handlers, title %q", got[0], got[1], got[2])
	}
	text := squeeze(got[3].(string))
	for _, h := range hostile {
		if !strings.Contains(text, squeeze(h)) {
			t.Errorf("the page's text lacks %q", h)
		}
	}
}

// overflowJS lists the elements holding text that overflow their own box,
// and the text whose glyphs leave the page's width, laid out for print at
// the width of the paper's text area. Text is measured by the boxes of
// its own characters (a Range), which an element's box need not hold.
const overflowJS = `(() => {
	const width = document.documentElement.clientWidth, out = [];
	for (const e of document.querySelectorAll("h1, h2, h3, p, li, dt, dd, th, td, a, span, strong, em")) {
		if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== "inline")
			out.push("scrolls: " + e.textContent.slice(0, 60));
	}
	const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT), range = document.createRange();
	for (let n = walk.nextNode(); n; n = walk.nextNode()) {
		if (!n.textContent.trim()) continue;
		range.selectNodeContents(n);
		for (const r of range.getClientRects())
			if (r.width > 0 && (r.left < -0.5 || r.right > width + 0.5))
				out.push("leaves the page (" + r.left.toFixed(1) + ".." + r.right.toFixed(1) + " of " + width + "): " + n.textContent.slice(0, 60));
	}
	return out;
})()`

// refKey is a reference case's key for sized.
func refKey(c refCase) caseKey { return caseKey{c.ref.Card, c.ref.Locale, c.paper} }

func TestChromiumPrintsTheReferenceInPortraitWithEveryStatementAndNoTextClipped(t *testing.T) {
	cases, _ := refCases(t)
	want := map[layout.Paper][2]float64{layout.A4: {595.28, 841.89}, layout.Letter: {612, 792}}
	// Whether text is clipped turns on the words and the paper's width
	// together: every case is laid out. The print's pages and statements
	// turn on the paper and on the words apart: sized.
	toPrint := map[string]bool{}
	for _, c := range sized(t, cases, refKey) {
		toPrint[c.name] = true
	}
	tabOf := tabForEach(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := tabOf(t)
			open(t, ctx, writeTemp(t, c.name+".html", renderRef(t, c)))
			land := c.paper.Size()
			textPx := int(math.Floor((float64(land.H) - 40) / 25.4 * 96)) // the page less its side margins
			media(t, ctx, "print")
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(textPx), 1000)); err != nil {
				t.Fatal(err)
			}
			for _, o := range browsertest.Eval[[]string](t, ctx, overflowJS) {
				t.Error(o)
			}
			if !toPrint[c.name] {
				return
			}
			data := printPDF(t, ctx)
			keep(t, c.name+".reference.chromium.pdf", data)
			path := writeTemp(t, "printed.pdf", data)
			pages, w, h := popplertest.Info(t, path)
			size := want[c.paper]
			if math.Abs(w-size[0]) > 0.6 || math.Abs(h-size[1]) > 0.6 || pages < 5 {
				t.Errorf("%d pages of %g x %g pt, want several of %v", pages, w, h, size)
			}
			text := squeeze(popplertest.Run(t, "pdftotext", path, "-"))
			for _, p := range c.ref.Parts {
				for _, b := range p.Blocks {
					if b.Kind == document.Statement && !strings.Contains(text, squeeze(b.Text.Plain())) {
						t.Errorf("Chromium's print lacks statement %s", b.ID)
					}
				}
			}
		})
	}
}
