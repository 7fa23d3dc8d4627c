package html

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/internal/browsertest"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/locale"
)

// hostile are words that would be markup, a script or a style sheet's end
// if they were not escaped.
var hostile = []string{
	`<script>alert(1)</script>`,
	`"><img src=x onerror=alert(1)>`,
	`javascript:alert(1)`,
	`</style><script>alert(2)</script>`,
}

// hostileCard is a card whose every word, and every word of the sheet
// and the help, is one of the hostile strings.
func hostileCard() *content.Card {
	txt := func(i int, st content.Style) content.Text {
		return content.Text{{Text: "x " + hostile[i%len(hostile)] + " y", Style: st}}
	}
	loc := &content.Locale{
		Code:  "en",
		Title: txt(0, content.Regular),
		Sections: map[string]content.Text{
			"list": txt(1, content.Regular), "words": txt(2, content.Regular), "prose": txt(3, content.Regular)},
		Statements: map[string]content.Text{
			"tagline": txt(2, content.Regular),
			"a":       append(txt(0, content.Bold), txt(1, content.Regular)...),
			"b":       txt(3, content.Italic),
			"p":       txt(2, content.Bold|content.Italic),
		},
		Glossary: map[string]content.Glossed{"g": {Term: txt(1, content.Regular), Def: txt(0, content.Regular)}},
		Sheet: content.SheetWords{
			Fold: hostile[1], FoldTear: hostile[3], Instructions: txt(0, content.Regular),
			Steps: []content.Text{txt(1, content.Regular)}, Notes: []content.Text{txt(3, content.Regular)},
			LegendFold: hostile[2], LegendTear: hostile[0], Scale: hostile[1],
			ScreenTitle: hostile[3], Screen: []content.Text{txt(0, content.Bold), txt(2, content.Regular)},
		},
	}
	return &content.Card{
		ID:      "hostile",
		Tagline: content.Statement{ID: "tagline"},
		Sections: []content.Section{
			{ID: "list", Kind: content.List, Statements: []content.Statement{{ID: "a"}, {ID: "b"}}},
			{ID: "words", Kind: content.Glossary, Statements: []content.Statement{{ID: "g"}}},
			{ID: "prose", Kind: content.Prose, Statements: []content.Statement{{ID: "p"}}},
		},
		Locales:     map[locale.Code]*content.Locale{"en": loc},
		LocaleOrder: []locale.Code{"en"},
	}
}

// hostilePage renders the hostile card, with hostile page metadata.
func hostilePage(t *testing.T) []byte {
	t.Helper()
	fonts, _ := shared(t)
	card := hostileCard()
	s, err := layout.Compose(card, "en", layout.Options{Fonts: fonts})
	if err != nil {
		t.Fatal(err)
	}
	return render(t, sheetCase{Card: card, Locale: "en", Sheet: s}, Meta{Title: hostile[0], Description: hostile[1]})
}

func TestHostileWordsAreEscapedInTheFile(t *testing.T) {
	page := hostilePage(t)
	lower := bytes.ToLower(page)
	for _, bad := range []string{"<script", "<img", "onerror=alert(1)>", `"javascript:`} {
		if bytes.Contains(lower, []byte(bad)) {
			i := bytes.Index(lower, []byte(bad))
			t.Errorf("the page holds %q: …%s…", bad, page[max(0, i-60):min(len(page), i+60)])
		}
	}
	if n := bytes.Count(lower, []byte("</style>")); n != 1 {
		t.Errorf("%d </style> tags, want 1 (the page's own)", n)
	}
}

func TestHostileWordsAreTextInTheBrowser(t *testing.T) {
	ctx := tab(t)
	open(t, ctx, writeTemp(t, "hostile.html", hostilePage(t)))
	type dom struct {
		Title    string `json:"title"`
		Desc     string `json:"desc"`
		Bad      int    `json:"bad"`
		Styles   int    `json:"styles"`
		Handlers int    `json:"handlers"`
		Text     string `json:"text"`
	}
	got := browsertest.Eval[dom](t, ctx, `({
		title: document.title,
		desc: document.querySelector('meta[name="description"]').content,
		bad: document.querySelectorAll("script, img, iframe, object, embed, link, base, form, a, svg image").length,
		styles: document.querySelectorAll("style").length,
		handlers: [...document.querySelectorAll("*")].filter(e => [...e.attributes].some(a => /^on/i.test(a.name))).length,
		text: document.body.textContent,
	})`)
	if got.Title != hostile[0] || got.Desc != hostile[1] {
		t.Errorf("title %q, description %q: want the words as written", got.Title, got.Desc)
	}
	if got.Bad != 0 || got.Styles != 1 || got.Handlers != 0 {
		t.Errorf("%d elements that load or run, %d style sheets, %d event handlers: want 0, 1, 0", got.Bad, got.Styles, got.Handlers)
	}
	text := squeeze(got.Text)
	for _, h := range hostile {
		if !strings.Contains(text, squeeze(h)) {
			t.Errorf("the page's text lacks %q", h)
		}
	}
}
