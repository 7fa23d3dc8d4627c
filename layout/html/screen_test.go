package html

import (
	"math"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/rulecard/rulecard/internal/browsertest"
	"github.com/rulecard/rulecard/layout"
)

// screenJS reports what the screen view shows: whether the help box is
// displayed and the sheet's width in CSS pixels.
const screenJS = `(() => ({
	help: getComputedStyle(document.querySelector("header.help")).display !== "none",
	helpText: document.querySelector("header.help").innerText,
	sheetPx: document.querySelector("main.sheet").getBoundingClientRect().width,
}))()`

// screenView is what screenJS returns.
type screenView struct {
	Help     bool    `json:"help"`
	HelpText string  `json:"helpText"`
	SheetPx  float64 `json:"sheetPx"`
}

func TestTheScreenShowsTheHelpAboveTheSheetAtTrueSizeAndPrintDoesNot(t *testing.T) {
	tabOf := tabForEach(t)
	// The help is the locale's words, the sheet's size the paper's.
	for _, c := range sized(t, shippedCases(t), sheetKey) {
		t.Run(c.Name(), func(t *testing.T) {
			ctx := tabOf(t)
			open(t, ctx, writeTemp(t, "card.html", render(t, c, Meta{})))
			sw := c.Card.Locales[c.Locale].Sheet
			v := browsertest.Eval[screenView](t, ctx, screenJS)
			if !v.Help || !strings.Contains(v.HelpText, sw.ScreenTitle) || !strings.Contains(v.HelpText, sw.Screen[0].Plain()) {
				t.Errorf("screen: the help is not shown: %+v", v)
			}
			// True size: a CSS millimetre is 96/25.4 CSS pixels.
			if want := float64(c.Sheet.Paper.Size().W) * 96 / 25.4; math.Abs(v.SheetPx-want) > 0.5 {
				t.Errorf("screen: the sheet is %.1f px wide, want %.1f (true size)", v.SheetPx, want)
			}
			shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			if err != nil {
				t.Fatal(err)
			}
			keep(t, c.Name()+".screen.png", shot)
			media(t, ctx, "print")
			if v := browsertest.Eval[screenView](t, ctx, screenJS); v.Help {
				t.Error("print: the help is shown")
			}
		})
	}
}

func TestTheSheetIsSetInTheEmbeddedFontsAlone(t *testing.T) {
	c := englishA4(t)
	ctx := tab(t)
	open(t, ctx, writeTemp(t, "card.html", render(t, c, Meta{})))
	used := checkSetInEmbeddedFonts(t, ctx, c.Sheet.Fonts, ".sheet .l, .sheet .m, .sheet strong, .sheet em, .sheet span span")
	regular, bold := c.Sheet.Fonts.Face(layout.Regular).PostScriptName, c.Sheet.Fonts.Face(layout.Bold).PostScriptName
	if used[regular] == 0 || used[bold] == 0 {
		t.Errorf("glyphs per face: %v; want regular and bold", used)
	}
}

func TestThePageRequestsNothingButItselfAndRunsNoScript(t *testing.T) {
	c := englishA4(t)
	ctx := tab(t)
	urls := checkRequestsOnlyItself(t, ctx, writeTemp(t, "card.html", render(t, c, Meta{})))
	t.Logf("%d requests", len(urls))
	got := browsertest.Eval[string](t, ctx, `[
		document.querySelectorAll("script, iframe, object, embed, link, img, base, form").length,
		[...document.querySelectorAll("*")].filter(e => [...e.attributes].some(a =>
			/^on|^(src|href|srcset|action|formaction|poster|data)$/i.test(a.name))).length,
		document.querySelector('meta[http-equiv="Content-Security-Policy"]').content,
	].join(" | ")`)
	if want := "0 | 0 | default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:; base-uri 'none'; form-action 'none'"; got != want {
		t.Errorf("scripts, loaders | attributes that load or run | CSP:\n got %s\nwant %s", got, want)
	}
}
