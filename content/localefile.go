package content

import (
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
	"github.com/rulecard/rulecard/yamlfile"
	"go.yaml.in/yaml/v3"
)

// localeDecoder reads one <locale>.yaml.
type localeDecoder struct {
	decoder
	md  *markdown
	loc *Locale
	// blank is set by text when a draft's text is empty: not yet
	// translated, which is no problem in a draft.
	blank bool
}

// cardIndex is what a locale file is checked against: the card's sections
// and statements, with where card.yaml declares them. It is nil when
// card.yaml could not be read, and the cross-checks are skipped.
type cardIndex struct {
	card  *Card
	kinds map[string]SectionKind
}

// decodeLocale reads the top node of a locale file into a Locale and
// checks its keys against the card: every section and statement needs
// words, and every key must name one of them.
func decodeLocale(p *yamlfile.Problems, f *yamlfile.File, code locale.Code, md *markdown, idx *cardIndex) *Locale {
	loc := &Locale{
		Code:       code,
		File:       f.Path,
		Sections:   map[string]Text{},
		Statements: map[string]Text{},
		Glossary:   map[string]Glossed{},
		Pos:        map[string]Pos{},
		Dash:       md.typo.Dash,
	}
	d := &localeDecoder{decoder: newDecoder(p, f), md: md, loc: loc}
	loc.Draft = isDraft(f.Root)
	var sectionsKey, statementsKey *yaml.Node
	d.Fields(f.Root, path.Base(f.Path),
		yamlfile.Field{Key: "locale", Required: true, Decode: func(k, v *yaml.Node) {
			loc.Pos["locale"] = d.Pos(k)
			if s, ok := d.Str(v, "locale"); ok && locale.Code(s) != code {
				d.Errorf(v, "locale %q does not match the file name (want %q)", s, code)
			}
		}},
		yamlfile.Field{Key: "status", Required: false, Decode: func(_, v *yaml.Node) {
			if s, ok := d.Str(v, "status"); ok && s != "draft" {
				d.Errorf(v, "status %q: the only status is draft (a translation under way); leave it out when the translation is complete", s)
			}
		}},
		yamlfile.Field{Key: recordsKey, Required: false, Decode: func(_, v *yaml.Node) { d.records(v) }},
		yamlfile.Field{Key: "numbers", Required: false, Decode: func(k, v *yaml.Node) {
			loc.Pos["numbers"] = d.Pos(k)
			loc.Numbers = d.numbers(v)
		}},
		yamlfile.Field{Key: "title", Required: true, Decode: func(k, v *yaml.Node) {
			loc.Pos["title"] = d.Pos(k)
			loc.Title, _ = d.text(v, "title")
			d.untranslated("title")
		}},
		yamlfile.Field{Key: "sections", Required: true, Decode: func(k, v *yaml.Node) {
			sectionsKey = k
			loc.Pos["sections"] = d.Pos(k)
			d.sections(v, idx)
		}},
		yamlfile.Field{Key: "statements", Required: true, Decode: func(k, v *yaml.Node) {
			statementsKey = k
			loc.Pos["statements"] = d.Pos(k)
			d.statements(v, idx)
		}},
	)
	if idx != nil {
		d.missing(idx, sectionsKey, statementsKey)
	}
	return loc
}

// marks reports every word marked {…} that the check would not read
// anyway (not one of the locale's number words, articles or rule words):
// the braces would mark nothing.
func marks(p *yamlfile.Problems, loc *Locale) {
	type mark struct{ key, what, word string }
	var ms []mark
	// collect adds the marks of t, each named as its kind, its id quoted
	// and its part.
	collect := func(key, kind, id, part string, t Text) {
		for _, r := range t {
			if r.NotNumber {
				what := kind
				if id != "" {
					what = kind + " " + strconv.Quote(id) + part
				}
				ms = append(ms, mark{key, what, r.Text})
			}
		}
	}
	collect("title", "title", "", "", loc.Title)
	for id, t := range loc.Sections {
		collect("sections."+id, "section", id, "", t)
	}
	for id, t := range loc.Statements {
		collect("statements."+id, "statement", id, "", t)
	}
	for id, g := range loc.Glossary {
		collect("statements."+id, "statement", id, " term", g.Term)
		collect("statements."+id, "statement", id, " text", g.Def)
	}
	if loc.Words.Has(wording.NeutralWord) {
		// Read closed, the locale asks every word to be read or braced: a
		// word in braces is one the text says states no rule here.
		return
	}
	words := make([]string, len(ms))
	for i, m := range ms {
		words[i] = strings.ToLower(m.word)
	}
	for i, read := range loc.Words.Reads(words) {
		if !read {
			m := ms[i]
			p.Addf(loc.Pos[m.key], "%s: {%s} marks a word the check does not read, but %q is none of the locale's number words, articles or rule words (drop the braces)", m.what, m.word, m.word)
		}
	}
}

// sections reads the section headings.
func (d *localeDecoder) sections(n *yaml.Node, idx *cardIndex) {
	d.Each(n, "sections", func(k, v *yaml.Node) {
		d.loc.Pos["sections."+k.Value] = d.Pos(k)
		if idx != nil && !idx.hasSection(k.Value) {
			d.Errorf(k, "unused section heading %q: card.yaml has no such section", k.Value)
			return
		}
		if t, ok := d.text(v, "section "+strconv.Quote(k.Value)); ok {
			d.loc.Sections[k.Value] = t
		}
		d.untranslated("sections." + k.Value)
	})
}

// statements reads the words of every statement: a text, or for a
// glossary statement {term, text}.
func (d *localeDecoder) statements(n *yaml.Node, idx *cardIndex) {
	d.Each(n, "statements", func(k, v *yaml.Node) {
		id := k.Value
		d.loc.Pos["statements."+id] = d.Pos(k)
		kind := List
		if idx != nil {
			var ok bool
			if kind, ok = idx.kinds[id]; !ok {
				d.Errorf(k, "unused statement %q: card.yaml has no such statement", id)
				return
			}
		} else if v.Kind == yaml.MappingNode {
			kind = Glossary
		}
		what := "statement " + strconv.Quote(id)
		if kind != Glossary {
			if v.Kind == yaml.MappingNode {
				d.Errorf(v, "%s: want a text, got a mapping (only glossary statements have a term)", what)
				return
			}
			if t, ok := d.text(v, what); ok {
				d.loc.Statements[id] = t
			}
			d.untranslated("statements." + id)
			return
		}
		if v.Kind != yaml.MappingNode {
			d.Errorf(v, "%s: a glossary statement wants {term: …, text: …}, got %s", what, yamlfile.Describe(v))
			return
		}
		var g Glossed
		termOK, textOK := false, false
		d.Fields(v, what,
			yamlfile.Field{Key: "term", Required: true, Decode: func(_, tv *yaml.Node) { g.Term, termOK = d.text(tv, what+" term") }},
			yamlfile.Field{Key: "text", Required: true, Decode: func(_, tv *yaml.Node) { g.Def, textOK = d.text(tv, what+" text") }},
		)
		if termOK && textOK {
			d.loc.Glossary[id] = g
		}
		d.untranslated("statements." + id)
	})
}

// missing reports every section and statement of the card that has no
// words in this locale, at the locale file's sections: or statements: key.
func (d *localeDecoder) missing(idx *cardIndex, sectionsKey, statementsKey *yaml.Node) {
	if sectionsKey != nil {
		for _, s := range idx.card.Sections {
			if _, ok := d.loc.Pos["sections."+s.ID]; s.ID != "" && !ok {
				if d.loc.Draft {
					d.loc.Untranslated = append(d.loc.Untranslated, "sections."+s.ID)
					continue
				}
				d.Errorf(sectionsKey, "missing heading for section %q (%s)", s.ID, s.Pos)
			}
		}
	}
	if statementsKey == nil {
		return
	}
	check := func(st Statement) {
		if _, ok := d.loc.Pos["statements."+st.ID]; st.ID != "" && !ok {
			if d.loc.Draft {
				d.loc.Untranslated = append(d.loc.Untranslated, "statements."+st.ID)
				return
			}
			d.Errorf(statementsKey, "missing text for statement %q (%s)", st.ID, st.Pos)
		}
	}
	check(idx.card.Tagline)
	for _, s := range idx.card.Sections {
		for _, st := range s.Statements {
			check(st)
		}
	}
}

// hasSection reports whether the card has a section with this id.
func (idx *cardIndex) hasSection(id string) bool {
	for _, s := range idx.card.Sections {
		if s.ID == id {
			return true
		}
	}
	return false
}

// text reads a scalar as inline Markdown, reporting problems at their
// place in the file.
func (d *localeDecoder) text(n *yaml.Node, what string) (Text, bool) {
	if d.loc.Draft && n.Kind == yaml.ScalarNode && strings.TrimSpace(n.Value) == "" {
		d.blank = true
		return nil, false
	}
	return markdownText(&d.decoder, d.md, n, what)
}

// untranslated records key as not yet translated when the text just read
// was blank in a draft.
func (d *localeDecoder) untranslated(key string) {
	if d.blank && !slices.Contains(d.loc.Untranslated, key) {
		d.loc.Untranslated = append(d.loc.Untranslated, key)
	}
	d.blank = false
}

// isDraft reports whether a locale file's top mapping says status: draft.
func isDraft(root *yaml.Node) bool {
	if root == nil || root.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "status" && root.Content[i+1].Value == "draft" {
			return true
		}
	}
	return false
}

// markdownText reads scalar n as inline Markdown with md. Empty text and
// constructs the card may not use are problems, placed inside the scalar.
func markdownText(d *decoder, md *markdown, n *yaml.Node, what string) (Text, bool) {
	if n.Kind != yaml.ScalarNode {
		d.Errorf(n, "%s: want a text, got %s", what, yamlfile.Describe(n))
		return nil, false
	}
	if n.ShortTag() == "!!null" { // "key:", "key: ~", "key: null"
		d.Errorf(n, "%s: empty text (not translated yet)", what)
		return nil, false
	}
	if n.Style&yaml.TaggedStyle != 0 { // !!binary, !custom: read as their plain text, or dropped
		d.Errorf(n, "%s: a YAML tag (%s) on a text: write the text alone", what, n.Tag)
		return nil, false
	}
	t, probs := md.parse(n.Value)
	slices.SortStableFunc(probs, func(a, b mdProblem) int { return a.off - b.off })
	offs := make([]int, len(probs))
	for i, pr := range probs {
		offs[i] = pr.off
	}
	for i, pos := range d.File.ValuePositions(n, offs) {
		d.Problems.Addf(pos, "%s: %s", what, probs[i].msg)
	}
	if len(probs) > 0 {
		return nil, false
	}
	if len(t) == 0 {
		d.Errorf(n, "%s: empty text (not translated yet)", what)
		return nil, false
	}
	return t, true
}

// numbers reads the number words from zero up; an entry is a word or
// several forms joined by | ("en|ett").
func (d *localeDecoder) numbers(n *yaml.Node) [][]string {
	if n.Kind == yaml.SequenceNode && len(n.Content) == 0 {
		d.Errorf(n, "numbers: empty list (not translated yet): list the number words from zero up, forms joined by |, like [zero, one, two]")
		return nil
	}
	items, _ := d.Seq(n, "numbers", false)
	out := make([][]string, 0, len(items))
	first := map[string]int{}
	for i, it := range items {
		what := fmt.Sprintf("numbers[%d]", i)
		s, ok := d.Str(it, what)
		if !ok {
			out = append(out, nil)
			continue
		}
		var forms []string
		for _, form := range strings.Split(s, "|") {
			switch {
			case form == "":
				d.Errorf(it, "%s: %q has an empty form (write word or form|form)", what, s)
			case strings.IndexFunc(form, unicode.IsSpace) >= 0:
				d.Errorf(it, "%s: number word %q has a space in it", what, form)
			case strings.IndexFunc(form, unicode.IsDigit) >= 0:
				d.Errorf(it, "%s: number word %q has a digit in it (digits are always numbers)", what, form)
			default:
				if j, dup := first[strings.ToLower(form)]; dup {
					d.Errorf(it, "%s: number word %q already stands for %d", what, form, j)
					continue
				}
				first[strings.ToLower(form)] = i
				forms = append(forms, form)
			}
		}
		out = append(out, forms)
	}
	return out
}
