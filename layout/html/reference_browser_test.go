package html

import (
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/rulecard/rulecard/layout"
)

// englishReference is the Go Fish card's reference in English on A4.
func englishReference(t *testing.T) refCase {
	t.Helper()
	cases, _ := refCases(t)
	for _, c := range cases {
		if c.name == "gofish.en.a4" {
			return c
		}
	}
	t.Fatal("no English Go Fish reference")
	return refCase{}
}

func TestTheReferenceRequestsNothingButItself(t *testing.T) {
	ctx := tab(t)
	var mu sync.Mutex
	var urls []string
	requests := chromedp.Events(ctx, network.RequestWillBeSent)
	go func() {
		for ev, err := range requests {
			if err != nil {
				return
			}
			mu.Lock()
			urls = append(urls, ev.Request.URL)
			mu.Unlock()
		}
	}()
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, writeTemp(t, "reference.html", renderRef(t, englishReference(t))))
	printPDF(t, ctx)
	mu.Lock()
	defer mu.Unlock()
	if len(urls) == 0 {
		t.Fatal("no request seen, not even the page's own")
	}
	for _, u := range urls {
		if !strings.HasPrefix(u, "file://") && !strings.HasPrefix(u, "data:") {
			t.Errorf("the page requested %.80s", u)
		}
	}
}

func TestTheReferenceIsSetInTheEmbeddedFontsAlone(t *testing.T) {
	fonts, _ := shared(t)
	ctx := tab(t)
	open(t, ctx, writeTemp(t, "reference.html", renderRef(t, englishReference(t))))
	want := map[string]bool{}
	for _, f := range layout.Faces {
		want[fonts.Face(f).PostScriptName] = true
	}
	if _, err := chromedp.Call(ctx, css.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	ids, err := chromedp.Run(ctx, chromedp.QueryNodeIDs(chromedp.CSSAll("h1, h2, h3, p, li, dt, dd, th, td, strong, em, span")))
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]float64{}
	for _, id := range ids {
		res, err := chromedp.Call(ctx, css.GetPlatformFontsForNode, css.GetPlatformFontsForNodeParams{NodeID: id})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range res.Fonts {
			used[f.PostScriptName] += f.GlyphCount
			if !f.IsCustomFont || !want[f.PostScriptName] {
				t.Errorf("node %d is set in %q (%s), not an embedded Go face", id, f.FamilyName, f.PostScriptName)
			}
		}
	}
	for _, f := range []layout.Face{layout.Regular, layout.Bold, layout.Italic} {
		if used[fonts.Face(f).PostScriptName] == 0 {
			t.Errorf("no glyph set in %s: %v", fonts.Face(f).PostScriptName, used)
		}
	}
}
