package html

import (
	"bytes"
	"errors"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/layout"
)

// count counts the matches of a regular expression in the page.
func count(page []byte, re string) int {
	return len(regexp.MustCompile(re).FindAllIndex(page, -1))
}

func TestThePageMarksTheCardUp(t *testing.T) {
	c := splitA4(t)
	page := render(t, c, Meta{})
	roles := map[layout.Role]int{}
	continued := 0
	for _, b := range c.Sheet.Blocks {
		roles[b.Role]++
		if b.Role == layout.Item && b.Continued {
			continued++
		}
	}
	if continued == 0 {
		t.Fatal("the card splits no statement across panels; the test needs one")
	}
	for _, tc := range []struct {
		what, re string
		want     int
	}{
		{"html lang", `<html lang="en" dir="ltr">`, 1},
		{"title", `<title>Go Fish</title>`, 1},
		{"h1", `<h1>`, 1},
		{"h2: the help, the sections, the instructions", `<h2[ >]`, 1 + roles[layout.Heading] + roles[layout.Instructions]},
		{"list items and steps", `<li[ >]`, roles[layout.Item] + roles[layout.Step]},
		{"continued items, without a bullet", `<li class="cont">\n<span class="l"`, continued},
		{"bullets", `<span class="m" aria-hidden="true"[^>]*>•</span>`, roles[layout.Item] - continued},
		{"numbered steps", `<ol>`, 1},
		{"terms", `<dt>`, roles[layout.Term]},
		{"definitions", `<dd>`, roles[layout.Definition]},
		{"the rotated tear label", `<span class="l r90"`, 1},
		{"the continuation mark's strokes", `<line class="continues"`, 3 * continued},
		{"one style sheet", `<style>`, 1},
		{"fonts: regular and bold only", `@font-face`, 2},
		{"the page size", `@page\{size:A4 landscape;margin:0\}`, 1},
	} {
		if got := count(page, tc.re); got != tc.want {
			t.Errorf("%s: %d matches of %q, want %d", tc.what, got, tc.re, tc.want)
		}
	}
}

func TestThePageIsInTheLanguageOfItsLocale(t *testing.T) {
	for _, c := range shippedCases(t) {
		page := render(t, c, Meta{})
		loc := c.Card.Locales[c.Locale]
		for _, want := range []string{string(`<html lang="` + c.Locale + `" dir="ltr">`),
			"<title>" + html.EscapeString(loc.Title.Plain()) + "</title>",
			html.EscapeString(loc.Sheet.ScreenTitle)} {
			if !bytes.Contains(page, []byte(want)) {
				t.Errorf("%s: no %q", c.Name(), want)
			}
		}
	}
}

func TestLetterPaperAsksForLetterInLandscape(t *testing.T) {
	for _, c := range shippedCases(t) {
		if c.Paper == layout.Letter {
			page := render(t, c, Meta{})
			for _, want := range []string{"@page{size:letter landscape;margin:0}", ".sheet{width:279.4mm;height:215.9mm}"} {
				if !bytes.Contains(page, []byte(want)) {
					t.Errorf("%s: no %q", c.Name(), want)
				}
			}
		}
	}
}

func TestTwoRendersAreByteIdentical(t *testing.T) {
	c := englishA4(t)
	r, err := NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	for _, out := range []*bytes.Buffer{&a, &b} {
		if err := r.Write(out, c.Sheet, c.Card, Meta{}); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) || !bytes.Equal(a.Bytes(), render(t, c, Meta{})) {
		t.Error("renders of the same sheet differ")
	}
}

func TestAGlossaryEntrySplitAcrossPanelsKeepsTheListsValid(t *testing.T) {
	l := func(s string) []line { return []line{{Runs: []run{{Text: s}}}} }
	groups := fixGlossaries([]group{{Kind: tagDL, Items: []item{
		{Kind: tagDD, Class: "cont", Lines: l("rest of a definition")},
		{Kind: tagDT, Lines: l("Term")}, {Kind: tagDD, Lines: l("definition")},
		{Kind: tagDT, Lines: l("Last term")},
	}}})
	var got []string
	for _, g := range groups {
		var kinds []string
		for _, it := range g.Items {
			kinds = append(kinds, it.Kind)
		}
		got = append(got, g.Kind+"."+g.Class+"["+strings.Join(kinds, " ")+"]")
	}
	want := "p.definition cont[] dl.[dt dd] p.term[]"
	if strings.Join(got, " ") != want {
		t.Errorf("groups %q, want %q", strings.Join(got, " "), want)
	}
}

// failing is a writer that always fails.
type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteReportsErrors(t *testing.T) {
	c := englishA4(t)
	_, r := shared(t)
	if err := r.Write(failing{}, c.Sheet, c.Card, Meta{}); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("writing to a failing writer: %v", err)
	}
	if err := r.Write(&bytes.Buffer{}, &layout.Sheet{Locale: "en"}, c.Card, Meta{}); err == nil {
		t.Error("a sheet without fonts rendered")
	}
	if err := r.Write(&bytes.Buffer{}, c.Sheet, nil, Meta{}); err == nil {
		t.Error("a sheet without its card rendered")
	}
	s := *c.Sheet
	s.Locale = "xx"
	if err := r.Write(&bytes.Buffer{}, &s, c.Card, Meta{}); err == nil || !strings.Contains(err.Error(), `"xx"`) {
		t.Errorf("a sheet in a locale the card lacks: %v", err)
	}
}
