package content

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
	"github.com/rulecard/rulecard/yamlfile"
)

// source is where a card was loaded from: its directory in a file system,
// the locale folders it reads its locales' words from, and the features
// those words may name.
type source struct {
	fsys     fs.FS
	dir      string
	lib      *locale.Library
	features wording.FeatureSet
}

// Library returns the locale folders the card's words come from: the
// card's own locales/ folder, then the shipped locale folders.
func (c *Card) Library() *locale.Library {
	if c.src.lib == nil {
		return locale.Shipped()
	}
	return c.src.lib
}

// Shipped reports whether the card is one of the shipped cards, embedded
// in the program, rather than a directory on disk.
func (c *Card) Shipped() bool { return c.src.fsys == embedded }

// Files returns every file of the card's directory that the loader reads
// (card.yaml, the locale files, the card's own sheet words), by name, so
// that a copy of the card can be written elsewhere.
func (c *Card) Files() (map[string][]byte, error) {
	if c.src.fsys == nil {
		return nil, errors.New("the card was not loaded from files")
	}
	entries, err := fs.ReadDir(c.src.fsys, c.src.dir)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, e := range entries {
		if e.IsDir() || path.Ext(e.Name()) != ".yaml" {
			continue
		}
		data, err := yamlfile.ReadFile(c.src.fsys, path.Join(c.src.dir, e.Name()))
		if err != nil {
			return nil, err
		}
		out[e.Name()] = data
	}
	return out, nil
}

// Template is a file for a translator to start from: every key a locale
// needs, each text left empty ("") with the text of another locale above
// it as a comment.
type Template struct {
	// Name is the file's name in the card's directory: "fr.yaml" or
	// "fr.sheet.yaml".
	Name string
	Data []byte
	// Texts counts the texts left empty.
	Texts int
}

// LocaleTemplates returns the files a new locale code of card needs,
// written from the words of locale from: <code>.yaml with every key of
// the card in card order, and <code>.sheet.yaml with the sheet's own
// words when no sheet words for code are shipped or beside the card. The
// loader reports each text still empty as "not translated yet", at its
// line.
func LocaleTemplates(c *Card, from, code locale.Code) ([]Template, error) {
	if _, err := locale.ParseCode(string(code)); err != nil {
		return nil, err
	}
	if loc, ok := c.Locales[code]; ok {
		return nil, fmt.Errorf("card %s already has locale %q (%s)", c.ID, code, loc.File)
	}
	if c.src.fsys == nil {
		return nil, errors.New("the card was not loaded from files")
	}
	// lang is the language the rule words, sheet words and typography
	// start from; src the card's texts the new texts are translated from.
	// A language the card has no texts in but rulecard ships (locale new
	// it --from es) lends its words, and the texts come from the card's
	// first locale.
	src, ok := c.Locales[from]
	lang := src
	if !ok {
		if _, shipped := wordsText(c.Library(), from, c.src.features); !shipped || len(c.LocaleOrder) == 0 {
			return nil, noLocale("card %s has no locale %q to translate from, and rulecard ships no words for it (the card has: %s; rulecard ships: %s)",
				c.ID, from, strings.Join(locale.Strings(c.LocaleOrder), ", "), strings.Join(locale.Strings(locale.Shipped().Codes()), ", "))
		}
		src, lang = c.Locales[c.LocaleOrder[0]], &Locale{Code: from}
	}
	words, err := c.wordsTemplate(src, code)
	if err != nil {
		return nil, err
	}
	out := []Template{words}
	if !c.hasRuleWords(code) {
		rw, err := c.ruleWordsTemplate(lang, code)
		if err != nil {
			return nil, err
		}
		out = append(out, rw)
	}
	if !c.hasSheetWords(code) {
		sheet, err := c.sheetTemplate(lang, code)
		if err != nil {
			return nil, err
		}
		out = append(out, sheet)
	}
	if !c.hasTypography(code) {
		ty, err := c.typographyTemplate(lang, code)
		if err != nil {
			return nil, err
		}
		out = append(out, ty)
	}
	return out, nil
}

// hasTypography reports whether a locale.yaml for code, or for its
// language, is shipped or in the card's locale folders.
func (c *Card) hasTypography(code locale.Code) bool {
	for _, tag := range code.Tags() {
		if c.Library().Has(tag, "locale.yaml") {
			return true
		}
	}
	return false
}

// typographyTemplate writes locales/<code>/locale.yaml: the name and
// typography of locale src, its name emptied, for the new language's own
// (without it, the new locale would be set in English typography).
func (c *Card) typographyTemplate(src *Locale, code locale.Code) (Template, error) {
	f, ok := c.Library().Find(src.Code, "locale.yaml")
	if !ok {
		return Template{}, fmt.Errorf("no locale.yaml of locale %q to start the typography of %s from", src.Code, code)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# The name of %s in itself and how its text is set, copied from %s:\n", code, f.Path)
	b.WriteString("# write the language's name, and set its quotes, apostrophe, dashes, the spaces\n")
	b.WriteString("# it sets before or after punctuation and its number marks (locale/README.md\n")
	b.WriteString("# describes each key).\n")
	head := true
	for _, line := range strings.Split(strings.TrimRight(string(f.Data), "\n"), "\n") {
		if head && strings.HasPrefix(line, "#") {
			continue // the source's own comment
		}
		head = false
		switch {
		case strings.HasPrefix(line, "locale:"):
			line = "locale: " + string(code)
		case strings.HasPrefix(line, "name:"):
			line = `name: ""`
		}
		b.WriteString(line + "\n")
	}
	return Template{Name: path.Join("locales", string(code), "locale.yaml"), Data: []byte(b.String()), Texts: 1}, nil
}

// hasRuleWords reports whether words the check reads for code, or for
// its language, are shipped or lie beside the card.
func (c *Card) hasRuleWords(code locale.Code) bool {
	for _, tag := range code.Tags() {
		if _, err := fs.Stat(c.src.fsys, path.Join(c.src.dir, string(tag)+wordsSuffix)); err == nil {
			return true
		}
		if c.Library().Has(tag, wordsName) {
			return true
		}
	}
	return false
}

// ruleWordsTemplate writes <code>.words.yaml: the shipped words of locale
// src (the shared and the game's, as one file: wordsText), to be replaced
// phrase by phrase with the new locale's.
func (c *Card) ruleWordsTemplate(src *Locale, code locale.Code) (Template, error) {
	var data []byte
	for _, tag := range src.Code.Tags() {
		if text, ok := wordsText(c.Library(), tag, c.src.features); ok {
			data = text
			break
		}
	}
	if data == nil {
		return Template{}, fmt.Errorf("no words of locale %q to start %s.words.yaml from", src.Code, code)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# The words rulecard check reads in %s, copied from the %s words:\n", code, src.Code)
	b.WriteString("# replace each phrase with the phrases of this language that say the same\n")
	b.WriteString("# (the numbers too), and the neutral: words with this language's words that\n")
	b.WriteString("# state no rule; the check reads the card's texts with these, and refuses a\n")
	b.WriteString("# word it cannot read, naming it.\n")
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "locale:") {
			line = "locale: " + string(code)
		}
		if strings.HasPrefix(line, "  ") && strings.Contains(line, ": [") {
			n++
		}
		b.WriteString(line + "\n")
	}
	return Template{Name: string(code) + wordsSuffix, Data: []byte(strings.TrimRight(b.String(), "\n") + "\n"), Texts: n}, nil
}

// hasSheetWords reports whether sheet words for code, or for its
// language, are shipped or lie beside the card.
func (c *Card) hasSheetWords(code locale.Code) bool {
	for _, tag := range code.Tags() {
		if _, err := fs.Stat(c.src.fsys, path.Join(c.src.dir, string(tag)+sheetSuffix)); err == nil {
			return true
		}
		if c.Library().Has(tag, "sheet.yaml") {
			return true
		}
	}
	return false
}

// readNode reads and parses a YAML file of fsys into its top mapping.
func readNode(fsys fs.FS, name string) (*yaml.Node, error) {
	data, err := yamlfile.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	return parseNode(name, data)
}

// parseNode parses the YAML file name, holding data, into its top mapping.
func parseNode(name string, data []byte) (*yaml.Node, error) {
	var p yamlfile.Problems
	f := yamlfile.Parse(&p, name, data)
	if f.Root == nil {
		return nil, p.Err()
	}
	if f.Root.Kind != yaml.MappingNode {
		return nil, &Error{Pos: Pos{File: name, Line: f.Root.Line, Col: f.Root.Column}, Msg: "want a mapping, got " + yamlfile.Describe(f.Root)}
	}
	return f.Root, nil
}

// child returns the value of key in mapping n, or an empty node.
func child(n *yaml.Node, key string) *yaml.Node {
	if n != nil && n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == key {
				return n.Content[i+1]
			}
		}
	}
	return &yaml.Node{Kind: yaml.ScalarNode}
}

// templateWriter writes a template: keys with empty values, each after
// the source text as a comment.
type templateWriter struct {
	b     bytes.Buffer
	from  locale.Code
	texts int
}

// comment writes lines of comment at indent.
func (w *templateWriter) comment(indent, text string) {
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		w.b.WriteString(strings.TrimRight(indent+"# "+l, " ") + "\n")
	}
}

// text writes key: "" (or - "" when key is empty) after the source text
// src, wrapped as a comment.
func (w *templateWriter) text(indent, key, src string) {
	w.comment(indent, string(w.from)+": "+wrap(src, 72-len(indent), strings.Repeat(" ", len(w.from)+2)))
	if key == "" {
		w.b.WriteString(indent + "- \"\"\n")
	} else {
		w.b.WriteString(indent + key + ": \"\"\n")
	}
	w.texts++
}

// wrap breaks s into lines of at most width characters at spaces; the
// lines after the first start with hang.
func wrap(s string, width int, hang string) string {
	var b strings.Builder
	line := 0
	for i, word := range strings.Fields(s) {
		switch {
		case i == 0:
		case line+1+len([]rune(word)) > width:
			b.WriteString("\n" + hang)
			line = len(hang)
		default:
			b.WriteByte(' ')
			line++
		}
		b.WriteString(word)
		line += len([]rune(word))
	}
	return b.String()
}

// wordsTemplate writes <code>.yaml from the words of locale src.
func (c *Card) wordsTemplate(src *Locale, code locale.Code) (Template, error) {
	root, err := readNode(c.src.fsys, path.Join(c.src.dir, string(src.Code)+".yaml"))
	if err != nil {
		return Template{}, err
	}
	w := &templateWriter{from: src.Code}
	w.comment("", fmt.Sprintf(`%s in %s: every text of the card, to translate from %s.yaml.
Fill in each "" below; the %s text is in the comment above it.
Keep **bold** words bold and in capitals. Straight "quotes" and ---
become the language's own quotes and dash. Where the language writes
the number one and the article "a" alike (en/ett, ein/eine), put the
article in braces, {en}: the numbers check then does not read it as 1.
rulecard check lists every text still empty, with its line.`, src.Title.Plain(), code, src.Code, src.Code))
	fmt.Fprintf(&w.b, "locale: %s\n", code)
	nums := make([]string, len(src.Numbers))
	for i, forms := range src.Numbers {
		nums[i] = strings.Join(forms, "|")
	}
	w.comment("", "the number words from zero up, forms of one number joined by |")
	w.comment("", string(src.Code)+": "+wrap("["+strings.Join(nums, ", ")+"]", 72, strings.Repeat(" ", len(src.Code)+2)))
	w.b.WriteString("numbers: []\n")
	w.texts++
	w.text("", "title", child(root, "title").Value)
	w.b.WriteString("sections:\n")
	sections := child(root, "sections")
	for _, s := range c.Sections {
		w.text("  ", s.ID, child(sections, s.ID).Value)
	}
	w.b.WriteString("statements:\n")
	statements := child(root, "statements")
	for _, st := range c.statements() {
		v := child(statements, st.ID)
		if v.Kind == yaml.MappingNode {
			w.b.WriteString("  " + st.ID + ":\n")
			w.text("    ", "term", child(v, "term").Value)
			w.text("    ", "text", child(v, "text").Value)
			continue
		}
		w.text("  ", st.ID, v.Value)
	}
	recs := map[string]Record{}
	var keys []string
	for _, t := range fileTexts(root) {
		keys = append(keys, t.Key)
		recs[t.Key] = Record{Hash: TextHash(strip(t.Text)), Text: strip(t.Text)}
	}
	data, err := writeRecords(src.Code, keys, recs)
	if err != nil {
		return Template{}, err
	}
	w.b.Write(data)
	return Template{Name: string(code) + ".yaml", Data: w.b.Bytes(), Texts: w.texts}, nil
}

// statements returns the card's statements in card order, the tagline
// first.
func (c *Card) statements() []Statement {
	out := []Statement{c.Tagline}
	for _, s := range c.Sections {
		out = append(out, s.Statements...)
	}
	return out
}

// sheetTemplate writes <code>.sheet.yaml from the sheet words of locale
// src, key for key.
func (c *Card) sheetTemplate(src *Locale, code locale.Code) (Template, error) {
	name := path.Join(c.src.dir, string(src.Code)+sheetSuffix)
	data, err := yamlfile.ReadFile(c.src.fsys, name)
	if err != nil {
		f, ok := c.Library().Find(src.Code, "sheet.yaml")
		if !ok {
			return Template{}, fmt.Errorf("no sheet words of locale %q to start from", src.Code)
		}
		name, data = f.Path, f.Data
	}
	root, err := parseNode(name, data)
	if err != nil {
		return Template{}, err
	}
	w := &templateWriter{from: src.Code}
	w.comment("", fmt.Sprintf(`The sheet's own words in %s (fold labels, printing instructions,
legend, scale caption, on-screen help), to translate from %s.
Fill in each "" below. The labels and captions are printed as written;
the instructions and the help are inline Markdown. Every card in %s
uses them: to ship them with rulecard, move this file to
locale/%s/sheet.yaml.`, code, src.Code, code, code))
	w.mapping("", root, code)
	return Template{Name: string(code) + sheetSuffix, Data: w.b.Bytes(), Texts: w.texts}, nil
}

// mapping writes the keys of mapping n at indent with empty texts.
func (w *templateWriter) mapping(indent string, n *yaml.Node, code locale.Code) {
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i].Value, n.Content[i+1]
		switch {
		case k == "locale" && indent == "":
			fmt.Fprintf(&w.b, "locale: %s\n", code)
		case v.Kind == yaml.MappingNode:
			w.b.WriteString(indent + k + ":\n")
			w.mapping(indent+"  ", v, code)
		case v.Kind == yaml.SequenceNode:
			w.b.WriteString(indent + k + ":\n")
			for _, item := range v.Content {
				w.text(indent+"  ", "", item.Value)
			}
		default:
			w.text(indent, k, v.Value)
		}
	}
}
