package layout

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout/hyph"
	"github.com/rulecard/rulecard/locale"
)

// checked is a piece of text to check: what it is, where it was written,
// its words and the face added to its runs' own styles.
type checked struct {
	what string
	pos  content.Pos
	text content.Text
	add  Face
}

// CheckPrintable reports what keeps the card's sheet in locale code from
// being set, whatever its panel and paper, as Compose would before it
// sets it: every character of the card's words (and of the sheet's own
// words and marks) that the fonts lack, and a problem of the locale's own
// hyphenation patterns. The error is a content.ErrorList sorted by
// position; nil when the sheet can be set.
func CheckPrintable(fs *Fonts, card *content.Card, code locale.Code) error {
	loc, ok := card.Locales[code]
	if !ok {
		return fmt.Errorf("card %s has no locale %q", card.ID, code)
	}
	if err := checkGlyphs(fs, card, loc); err != nil {
		return err
	}
	_, err := patternsOf(loc)
	return err
}

// patternsOf returns the hyphenation patterns of the locale: its own
// pattern file when its locale folder has one, else the shipped patterns
// of its language; nil when there are none. A pattern file that cannot be
// read as one is a problem at its line.
func patternsOf(loc *content.Locale) (*hyph.Patterns, error) {
	h := loc.Hyphenation
	if h.Data == nil {
		return hyph.For(string(loc.Code))
	}
	p, err := hyph.Parse(h.Data)
	if err == nil {
		return p, nil
	}
	pos := content.Pos{File: h.File}
	var pe *hyph.ParseError
	if errors.As(err, &pe) {
		pos.Line, pos.Col, err = pe.Line, 1, pe.Err
	}
	return nil, content.ErrorList{&content.Error{Pos: pos, Msg: "hyphenation patterns: " + err.Error()}}
}

// checkGlyphs reports every character of the card's words in the locale
// (and of the sheet's own words and marks) that its face lacks, one error
// per statement and character, as a content.ErrorList sorted by position.
func checkGlyphs(fs *Fonts, card *content.Card, loc *content.Locale) error {
	var errs content.ErrorList
	seen := map[string]bool{}
	for _, c := range textsToCheck(card, loc) {
		for _, run := range c.text {
			face := Face(run.Style)&BoldItalic | c.add
			ff := fs.Face(face)
			for _, r := range run.Text {
				if ff.Has(r) || r == '\n' || r == '\t' {
					continue
				}
				msg := fmt.Sprintf("%s: character %s (%U) is not in the font %s",
					c.what, quoteRune(r), r, ff.Name)
				if key := c.pos.String() + msg; !seen[key] {
					seen[key] = true
					errs = append(errs, &content.Error{Pos: c.pos, Msg: msg})
				}
			}
		}
	}
	if len(errs) == 0 {
		return nil
	}
	slices.SortStableFunc(errs, func(a, b *content.Error) int {
		return cmp.Or(cmp.Compare(a.Pos.File, b.Pos.File), cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Col, b.Pos.Col), cmp.Compare(a.Msg, b.Msg))
	})
	return errs
}

// quoteRune quotes r as '☃', or with its Go escape when it is not
// printable.
func quoteRune(r rune) string {
	if strconv.IsPrint(r) {
		return "'" + string(r) + "'"
	}
	return strconv.QuoteRune(r)
}

// textsToCheck lists every text the sheet sets, with its position.
func textsToCheck(card *content.Card, loc *content.Locale) []checked {
	pos := func(key string, fallback content.Pos) content.Pos {
		if p, ok := loc.Pos[key]; ok {
			return p
		}
		if fallback == (content.Pos{}) {
			return content.Pos{File: loc.File}
		}
		return fallback
	}
	plain := func(s string) content.Text { return content.Text{{Text: s}} }
	out := []checked{
		{"title", pos("title", content.Pos{}), loc.Title, Bold},
		statementText(card.Tagline, loc, pos),
	}
	for _, sec := range card.Sections {
		out = append(out, checked{fmt.Sprintf("section %q", sec.ID),
			pos("sections."+sec.ID, sec.Pos), loc.Sections[sec.ID], Bold})
		for _, st := range sec.Statements {
			if sec.Kind != content.Glossary {
				out = append(out, statementText(st, loc, pos))
				continue
			}
			g := loc.Glossary[st.ID]
			what := fmt.Sprintf("statement %q", st.ID)
			p := pos("statements."+st.ID, st.Pos)
			out = append(out, checked{what, p, g.Term, Bold}, checked{what, p, g.Def, Regular})
		}
	}
	sheetPos := content.Pos{File: loc.Sheet.File}
	if sheetPos.File == "" {
		sheetPos.File = "sheet/" + string(loc.Code) + ".yaml"
	}
	sw := loc.Sheet
	out = append(out,
		checked{"sheet word fold", pos("sheet.fold", sheetPos), plain(sw.Fold), Bold},
		checked{"sheet word fold-tear", pos("sheet.fold-tear", sheetPos), plain(sw.FoldTear), Bold},
		checked{"sheet instructions", pos("sheet.instructions", sheetPos), sw.Instructions, Bold},
		checked{"sheet legend", pos("sheet.legend", sheetPos), plain(sw.LegendFold + sw.LegendTear), Regular},
		checked{"sheet scale", pos("sheet.scale", sheetPos), plain(sw.Scale), Regular},
		checked{"sheet marks", sheetPos, plain(string([]rune{bullet, dashOf(loc)})), Regular},
		checked{"sheet marks", sheetPos, plain("0123456789."), Bold},
	)
	for _, t := range append(slices.Clip(sw.Steps), sw.Notes...) {
		out = append(out, checked{"sheet instructions", pos("sheet.instructions", sheetPos), t, Regular})
	}
	return out
}

// statementText is the check of a list or prose statement's words.
func statementText(st content.Statement, loc *content.Locale, pos func(string, content.Pos) content.Pos) checked {
	return checked{fmt.Sprintf("statement %q", st.ID), pos("statements."+st.ID, st.Pos),
		loc.Statements[st.ID], Regular}
}
