package content

import (
	"strings"

	"github.com/rulecard/rulecard/locale"
)

// fillDrafts sets every untranslated text of each draft locale of c in the
// words of the card's source locale (locale.Source), each marked with the
// source's code in brackets, so that a draft builds and shows what is left
// to translate. A draft of a card without the source locale is a problem.
func (l *loader) fillDrafts(c *Card) {
	src := c.Locales[locale.Source]
	for _, code := range c.LocaleOrder {
		loc := c.Locales[code]
		if !loc.Draft || len(loc.Untranslated) == 0 {
			continue
		}
		if src == nil || src == loc {
			at := loc.Pos["locale"]
			if at.File == "" {
				at = Pos{File: loc.File, Line: 1, Col: 1}
			}
			l.p.Addf(at, "a draft shows its untranslated texts in %s, but the card has no %s.yaml", locale.Source, locale.Source)
			continue
		}
		for _, key := range loc.Untranslated {
			kind, id, _ := strings.Cut(key, ".")
			switch kind {
			case "title":
				loc.Title = marked(src.Title)
			case "sections":
				loc.Sections[id] = marked(src.Sections[id])
			case "statements":
				if g, ok := src.Glossary[id]; ok {
					loc.Glossary[id] = Glossed{Term: marked(g.Term), Def: g.Def}
				} else {
					loc.Statements[id] = marked(src.Statements[id])
				}
			}
		}
	}
}

// marked returns the source text t with the source locale's code before
// it, in brackets: the mark of a text a draft has not translated yet.
func marked(t Text) Text {
	out := Text{{Text: "[" + string(locale.Source) + "] ", Style: Italic}}
	return append(out, t...)
}
