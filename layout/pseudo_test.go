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
)

// accents gives each plain letter the accented letter a pseudo-locale
// sets in its place.
var accents = strings.NewReplacer(
	"a", "á", "e", "é", "i", "ï", "o", "ö", "u", "ü", "c", "ç", "n", "ñ", "y", "ÿ",
	"A", "Å", "E", "É", "I", "Ï", "O", "Ö", "U", "Ü", "C", "Ç", "N", "Ñ", "Y", "Ÿ",
	"s", "ß",
)

// pseudoWords lengthens and accents s: every word of two letters or more
// grows by about grow of its length (its own letters, accented, repeated),
// and every fifth word is joined to the next into one long word, as
// German and Swedish compounds are.
func pseudoWords(s string, grow float64) string {
	var b strings.Builder
	word := 0
	fields := strings.SplitAfter(s, " ")
	for i, field := range fields {
		w := strings.TrimSuffix(field, " ")
		letters := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
		if letters < 0 {
			letters = len(w)
		}
		if letters >= 2 {
			word++
			extra := int(float64(len([]rune(w[:letters])))*grow + 0.5)
			head := []rune(w[:letters])
			var pad []rune
			for len(pad) < extra {
				pad = append(pad, unicode.ToLower(head[len(pad)%len(head)]))
			}
			w = w[:letters] + string(pad) + w[letters:]
		}
		b.WriteString(accents.Replace(w))
		joins := word%5 == 0 && letters >= 2 && letters == len(field)-1 &&
			i+1 < len(fields) && strings.IndexFunc(fields[i+1], unicode.IsLetter) == 0
		if strings.HasSuffix(field, " ") && !joins {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// pseudoText applies pseudoWords to every run of t, keeping the styles.
func pseudoText(t content.Text, grow float64) content.Text {
	out := make(content.Text, len(t))
	for i, r := range t {
		out[i] = content.Run{Text: pseudoWords(r.Text, grow), Style: r.Style}
	}
	return out
}

// pseudoLocale returns a copy of card with one more locale, xx: every
// text of the English words, the sheet's too, accented and lengthened
// until the card's words are 1+grow times as wide as in English. It
// stands for a translation that runs long.
func pseudoLocale(fs *Fonts, card *content.Card, grow float64) *content.Card {
	en := cardWidth(fs, card, card.Locales["en"])
	for pad := grow; ; pad += 0.02 {
		c := pseudoCard(card, pad)
		if cardWidth(fs, c, c.Locales["xx"]) >= (1+grow)*en {
			return c
		}
	}
}

// pseudoCard returns a copy of card with the locale xx: its English
// words, each lengthened by pad of its letters and accented.
func pseudoCard(card *content.Card, grow float64) *content.Card {
	en := card.Locales["en"]
	xx := *en
	xx.Code, xx.File = "xx", "pseudo/xx.yaml"
	xx.Title = pseudoText(en.Title, grow)
	xx.Sections = map[string]content.Text{}
	for id, t := range en.Sections {
		xx.Sections[id] = pseudoText(t, grow)
	}
	xx.Statements = map[string]content.Text{}
	for id, t := range en.Statements {
		xx.Statements[id] = pseudoText(t, grow)
	}
	xx.Glossary = map[string]content.Glossed{}
	for id, g := range en.Glossary {
		xx.Glossary[id] = content.Glossed{Term: pseudoText(g.Term, grow), Def: pseudoText(g.Def, grow)}
	}
	sw := en.Sheet
	sw.Instructions = pseudoText(sw.Instructions, grow)
	sw.Steps, sw.Notes = nil, nil
	for _, t := range en.Sheet.Steps {
		sw.Steps = append(sw.Steps, pseudoText(t, grow))
	}
	for _, t := range en.Sheet.Notes {
		sw.Notes = append(sw.Notes, pseudoText(t, grow))
	}
	sw.LegendFold = pseudoWords(sw.LegendFold, grow)
	sw.LegendTear = pseudoWords(sw.LegendTear, grow)
	sw.Scale = pseudoWords(sw.Scale, grow)
	xx.Sheet = sw
	c := *card
	c.Locales = maps.Clone(card.Locales)
	c.Locales["xx"] = &xx
	c.LocaleOrder = append(slices.Clone(card.LocaleOrder), "xx")
	return &c
}

// cardWidth is the width of every statement of a locale set in one line,
// in ems of the regular face.
func cardWidth(fs *Fonts, card *content.Card, loc *content.Locale) float64 {
	w := 0.0
	for _, s := range sources(fs, card, loc, nil) {
		w += advance(s.gs)
	}
	return w
}

// overflowMessage is the clear failure of a card that does not fit: where
// the section is declared, how much it overflows at the smallest size and
// whose words overflow.
var overflowMessage = regexp.MustCompile(`^\S+card\.yaml:\d+:\d+: section "[a-z-]+" overflows the fourth panel by [0-9.]+ mm at 6 pt, the smallest type size, with the words of \S+$`)

func TestALongerTranslationFitsOrFailsWithAClearOverflow(t *testing.T) {
	fonts := testFonts(t)
	shipped := shippedCard(t)
	enWidth := cardWidth(fonts, shipped, shipped.Locales["en"])
	fits, fails := 0, 0
	for _, tc := range []struct {
		name string
		grow float64
	}{
		{"a fifth longer", 0.2},
		{"two fifths longer", 0.4},
		{"three fifths longer", 0.6},
		{"four fifths longer", 0.8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			card := pseudoLocale(fonts, shipped, tc.grow)
			xx := card.Locales["xx"]
			ratio := cardWidth(fonts, card, xx) / enWidth
			if ratio < 1+tc.grow || ratio > 1+tc.grow+0.05 {
				t.Fatalf("the pseudo-locale is %.2f times as wide as English, want about %.2f", ratio, 1+tc.grow)
			}
			if !strings.ContainsAny(xx.Statements["ask"].Plain(), "áéöü") {
				t.Fatalf("no accents in %q", xx.Statements["ask"].Plain())
			}
			for _, paper := range []Paper{A4, Letter} {
				s, err := Compose(card, "xx", Options{Paper: paper, Fonts: fonts})
				if err != nil {
					var list content.ErrorList
					if errors.As(err, &list) || !overflowMessage.MatchString(err.Error()) || !strings.HasSuffix(err.Error(), xx.File) {
						t.Fatalf("%s: %.2f times English: not a clear overflow: %v", paper, ratio, err)
					}
					t.Logf("%s: %.2f times English does not fit: %v", paper, ratio, err)
					fails++
					continue
				}
				fits++
				t.Logf("%s: %.2f times English fits at %v pt: %q", paper, ratio, float64(s.Size), xx.Statements["ask"].Plain())
				if s.MaxFill() > 1 {
					t.Errorf("%s: fullest panel %.2f full", paper, s.MaxFill())
				}
				for _, b := range s.Blocks {
					if b.Panel < 0 {
						continue
					}
					p := s.PanelRect(b.Panel)
					area := Rect{Min: Pt(p.Min.X+3.5, p.Min.Y), Max: Pt(p.Max.X-3.5, p.Max.Y)}
					for _, r := range b.runs() {
						if box := r.Bounds(s.Fonts); !area.Contains(box) {
							t.Errorf("%s: run %q %v leaves panel %d's area %v", paper, r.Text, box, b.Panel+1, area)
						}
					}
				}
			}
		})
	}
	if fits == 0 || fails == 0 {
		t.Errorf("%d pseudo-locales fit and %d fail: the test shows only one way", fits, fails)
	}
}
