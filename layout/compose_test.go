package layout

import (
	"errors"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// english composes the shipped card in English.
func english(t *testing.T, opt Options) *Sheet { return composed(t, "en", opt) }

// composed composes the shipped card in a locale.
func composed(t *testing.T, code locale.Code, opt Options) *Sheet {
	t.Helper()
	opt.Fonts = testFonts(t)
	s, err := Compose(shippedCard(t), code, opt)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// layouts are the sheets the geometry tests check: the card in every
// locale on both papers, and in English on larger panels.
func layouts(t *testing.T) map[string]*Sheet {
	out := map[string]*Sheet{
		"en a4 70x95":     english(t, Options{Paper: A4, Panel: Size{70, 95}}),
		"en letter 66x80": english(t, Options{Paper: Letter, Panel: Size{66, 80}}),
	}
	for _, loc := range shippedCard(t).LocaleOrder {
		out[string(loc)+" a4"] = composed(t, loc, Options{Paper: A4})
		out[string(loc)+" letter"] = composed(t, loc, Options{Paper: Letter})
	}
	return out
}

// withLocale returns a copy of card whose English words edit changed.
func withLocale(card *content.Card, edit func(*content.Locale)) *content.Card {
	c := *card
	loc := *card.Locales["en"]
	loc.Statements = maps.Clone(loc.Statements)
	loc.Glossary = maps.Clone(loc.Glossary)
	loc.Sections = maps.Clone(loc.Sections)
	edit(&loc)
	c.Locales = map[locale.Code]*content.Locale{"en": &loc}
	return &c
}

func TestTheEnglishCardFitsAtSevenPointsOrMore(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		s := english(t, Options{Paper: paper})
		if s.Size < 7 {
			t.Errorf("%s: type size %v, want at least 7pt", paper, s.Size)
		}
		if s.MaxFill() > 1 {
			t.Errorf("%s: fullest panel %.2f full", paper, s.MaxFill())
		}
	}
}

func TestEveryShippedLocaleFitsThePokerPanelAtSixAndAHalfPointsOrMore(t *testing.T) {
	cards, err := content.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, card := range cards {
		for _, loc := range card.LocaleOrder {
			for _, paper := range []Paper{A4, Letter} {
				s, err := Compose(card, loc, Options{Paper: paper, Fonts: testFonts(t)})
				if err != nil {
					t.Fatalf("%s.%s.%s: %v", card.ID, loc, paper, err)
				}
				t.Logf("%s.%s.%s: %v pt, fullest panel %.0f %%", card.ID, loc, paper, float64(s.Size), 100*s.MaxFill())
				if s.Size < 6.5 || s.MaxFill() > 1 {
					t.Errorf("%s.%s.%s: type size %v pt, fullest panel %.2f; want at least 6.5 pt, at most full",
						card.ID, loc, paper, float64(s.Size), s.MaxFill())
				}
			}
		}
	}
}

func TestAHeadingIsNeverTheLastLineOfAPanel(t *testing.T) {
	for name, s := range layouts(t) {
		for i, b := range s.Blocks {
			if b.Role != Heading {
				continue
			}
			if i+1 == len(s.Blocks) || s.Blocks[i+1].Panel != b.Panel {
				t.Errorf("%s: heading %q ends panel %d", name, b.Text(), b.Panel+1)
			}
		}
	}
}

func TestTextKeepsSixMillimetresFromTheTopAndLeftEdges(t *testing.T) {
	for name, s := range layouts(t) {
		for _, r := range s.Runs() {
			if b := r.Bounds(s.Fonts); b.Min.X < 6 || b.Min.Y < 6 {
				t.Errorf("%s: run %q at %v reaches %v", name, r.Text, r.Pos, b.Min)
			}
		}
	}
}

func TestNoTextCrossesAFoldOrLeavesItsPanel(t *testing.T) {
	const minGutter = 3.5
	for name, s := range layouts(t) {
		for _, b := range s.Blocks {
			runs := b.runs()
			for _, r := range runs {
				box := r.Bounds(s.Fonts)
				if b.Panel < 0 {
					if box.Min.Y <= s.Panel.H && box.Min.X <= 4*s.Panel.W {
						t.Errorf("%s: spare-paper run %q at %v reaches into the strip", name, r.Text, box)
					}
					continue
				}
				p := s.PanelRect(b.Panel)
				area := Rect{Min: Pt(p.Min.X+minGutter, p.Min.Y), Max: Pt(p.Max.X-minGutter, p.Max.Y)}
				if !area.Contains(box) {
					t.Errorf("%s: run %q %v leaves panel %d's area %v", name, r.Text, box, b.Panel+1, area)
				}
			}
		}
	}
}

// runs returns the block's runs, its marker first.
func (b *Block) runs() []TextRun {
	s := Sheet{Blocks: []Block{*b}}
	return s.Runs()
}

// spaced collapses white space, as the layout does: a no-break space
// stays, and so does a narrow one.
func spaced(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' }), " ")
}

func TestEveryStatementIsSetWholeAndSplitOnlyBetweenLines(t *testing.T) {
	card := shippedCard(t)
	for name, s := range layouts(t) {
		loc := card.Locales[s.Locale]
		parts := map[string][]Block{}
		for _, b := range s.Blocks {
			if b.ID != "" {
				parts[b.ID+"/"+b.Role.String()] = append(parts[b.ID+"/"+b.Role.String()], b)
			}
		}
		check := func(key, want string) {
			var texts []string
			for i, b := range parts[key] {
				texts = append(texts, b.Text())
				if b.Continued != (i > 0) {
					t.Errorf("%s: %s part %d: continued %v", name, key, i, b.Continued)
				}
				if i > 0 && b.Panel != parts[key][i-1].Panel+1 {
					t.Errorf("%s: %s jumps from panel %d to %d", name, key, parts[key][i-1].Panel, b.Panel)
				}
			}
			if got := strings.Join(texts, " "); got != spaced(want) {
				t.Errorf("%s: %s set as %q, want %q", name, key, got, spaced(want))
			}
		}
		check(card.Tagline.ID+"/tagline", loc.Statements[card.Tagline.ID].Plain())
		for _, sec := range card.Sections {
			for _, st := range sec.Statements {
				switch sec.Kind {
				case content.Glossary:
					check(st.ID+"/term", loc.Glossary[st.ID].Term.Plain())
					check(st.ID+"/definition", loc.Glossary[st.ID].Def.Plain())
				case content.List:
					check(st.ID+"/item", loc.Statements[st.ID].Plain())
				default:
					check(st.ID+"/prose", loc.Statements[st.ID].Plain())
				}
			}
		}
	}
}

func TestACardTooLongForSixPointsNamesTheSectionAndTheOverflow(t *testing.T) {
	card := withLocale(shippedCard(t), func(l *content.Locale) {
		// Every statement of the sections from "runout" on, three times over.
		for id, text := range l.Statements {
			if strings.HasPrefix(id, "runout") || strings.HasPrefix(id, "hidden") {
				l.Statements[id] = slices.Concat(text, content.Text{{Text: " "}}, text, content.Text{{Text: " "}}, text)
			}
		}
		for id, g := range l.Glossary {
			g.Def = slices.Concat(g.Def, content.Text{{Text: " "}}, g.Def, content.Text{{Text: " "}}, g.Def)
			l.Glossary[id] = g
		}
	})
	_, err := Compose(card, "en", Options{Fonts: testFonts(t)})
	if err == nil {
		t.Fatal("an oversized card composed")
	}
	m := regexp.MustCompile(`section "([a-z-]+)" overflows the fourth panel by ([0-9.]+) mm at 6 pt`).FindStringSubmatch(err.Error())
	if m == nil {
		t.Fatalf("error %q names no section and amount", err)
	}
	t.Log(err)
	if m[1] != "hidden" && m[1] != "words" && m[1] != "sources" && m[1] != "runout" {
		t.Errorf("overflowing section %q, want one from runout on", m[1])
	}
	if m[2] == "0" {
		t.Errorf("overflow amount %s mm", m[2])
	}
}

func TestMissingCharactersAreAllReportedWithStatementAndPosition(t *testing.T) {
	card := withLocale(shippedCard(t), func(l *content.Locale) {
		l.Statements["deal-sizes"] = content.Text{{Text: "Seven cards ☃ each ✂"}}
		l.Sections["idea"] = content.Text{{Text: "THE ☃ IDEA"}}
	})
	_, err := Compose(card, "en", Options{Fonts: testFonts(t)})
	var list content.ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("error %v, want a content.ErrorList", err)
	}
	pos := card.Locales["en"].Pos
	want := []string{
		pos["sections.idea"].String() + `: section "idea": character '☃' (U+2603) is not in the font Go Bold`,
		pos["statements.deal-sizes"].String() + `: statement "deal-sizes": character '☃' (U+2603) is not in the font Go Regular`,
		pos["statements.deal-sizes"].String() + `: statement "deal-sizes": character '✂' (U+2702) is not in the font Go Regular`,
	}
	if p := pos["statements.deal-sizes"]; !strings.HasSuffix(p.File, "en.yaml") || p.Line == 0 {
		t.Fatalf("no position in en.yaml for deal-sizes: %v", p)
	}
	if len(list) != len(want) {
		t.Fatalf("errors:\n%v\nwant %d", err, len(want))
	}
	for i, e := range list {
		if e.Error() != want[i] {
			t.Errorf("error %d:\n got %s\nwant %s", i, e.Error(), want[i])
		}
	}
}

func TestTheStripMustFitThePaper(t *testing.T) {
	_, err := Compose(shippedCard(t), "en", Options{Paper: A4, Panel: Size{80, 88.9}, Fonts: testFonts(t)})
	if err == nil || !strings.Contains(err.Error(), "80x88.9") || !strings.Contains(err.Error(), "a4") {
		t.Errorf("error %v, want one naming the panel and the paper", err)
	}
	if _, err := Compose(shippedCard(t), "xx", Options{Fonts: testFonts(t)}); err == nil {
		t.Error("an unknown locale composed")
	}
}

func TestEmptySheetWordsLeaveNoEmptyBlocks(t *testing.T) {
	card := withLocale(shippedCard(t), func(l *content.Locale) { l.Sheet = content.SheetWords{} })
	s, err := Compose(card, "en", Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range s.Blocks {
		if len(b.Lines) == 0 || b.Text() == "" {
			t.Errorf("empty %s block", b.Role)
		}
	}
}

func TestTheSpareSheetHasALegendAndAFiftyMillimetreScaleBar(t *testing.T) {
	for name, s := range layouts(t) {
		var bars, ends, samples int
		for _, r := range s.Strokes {
			switch {
			case r.Kind == ScaleBar && r.From.Y == r.To.Y:
				bars++
				if r.To.X-r.From.X != 50 {
					t.Errorf("%s: scale bar %v long", name, r.To.X-r.From.X)
				}
			case r.Kind == ScaleBar && r.To.Y-r.From.Y == 5:
				ends++
			case r.Sample:
				samples++
			}
			if r.From.Y < s.Panel.H && r.Sample {
				t.Errorf("%s: legend sample %v on the strip", name, r)
			}
		}
		if bars != 1 || ends != 2 || samples != 2 {
			t.Errorf("%s: %d bars, %d end ticks, %d legend samples; want 1, 2, 2", name, bars, ends, samples)
		}
		roles := map[Role]int{}
		for _, b := range s.Blocks {
			roles[b.Role]++
		}
		if roles[FoldLabel] != 3 || roles[Legend] != 2 || roles[Scale] != 1 || roles[Step] != 3 || roles[Instructions] != 1 {
			t.Errorf("%s: spare paper blocks %v", name, roles)
		}
	}
}

// TestATitleTooLongForAnyPanelIsPlacedAtTheTitle: a cover that overflows
// is the locale file's title (card.yaml holds no title), not card.yaml.
func TestATitleTooLongForAnyPanelIsPlacedAtTheTitle(t *testing.T) {
	at := content.Pos{File: "cards/gofish/en.yaml", Line: 5, Col: 1}
	card := withLocale(shippedCard(t), func(l *content.Locale) {
		l.Title = content.Text{{Text: strings.Repeat("Go Fish for ever and ever ", 400)}}
		l.Pos["title"] = at
	})
	_, err := Compose(card, "en", Options{Fonts: testFonts(t)})
	if err == nil {
		t.Fatal("a card with a title of 10,000 characters composed")
	}
	if want := at.String() + ": the cover (title and tagline) overflows the fourth panel by "; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %q, want it to start %q", err, want)
	}
}
