package content

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/locale"
)

// TranslationCodes returns the locales of the card's files other than
// the source's, in the order rulecard lists locales.
func (c *Card) TranslationCodes() ([]locale.Code, error) {
	if c.src.fsys == nil {
		return nil, fmt.Errorf("card %s was not loaded from files", c.ID)
	}
	entries, err := fs.ReadDir(c.src.fsys, c.src.dir)
	if err != nil {
		return nil, err
	}
	var codes []locale.Code
	for _, e := range entries {
		code, ok := strings.CutSuffix(e.Name(), ".yaml")
		if ok && !e.IsDir() && locale.Code(code) != locale.Source && locale.IsCode(code) {
			codes = append(codes, locale.Code(code))
		}
	}
	locale.SortCodes(codes)
	return codes, nil
}

// sourceTexts returns the texts of the source locale from, by key, and
// their keys in its file's order.
func (c *Card) sourceTexts(from locale.Code) ([]string, map[string]string, error) {
	root, _, err := c.localeRoot(from)
	if err != nil {
		return nil, nil, err
	}
	var keys []string
	texts := map[string]string{}
	for _, t := range fileTexts(root) {
		keys = append(keys, t.Key)
		texts[t.Key] = strip(t.Text)
	}
	return keys, texts, nil
}

// recordsFrom returns the locale a file's records name, Source when none.
func recordsFrom(from locale.Code) locale.Code {
	if from == "" {
		return locale.Source
	}
	return from
}

// LocaleStatus returns where the card's translation into code stands
// against the locale it records it was translated from.
func (c *Card) LocaleStatus(code locale.Code) (LocaleStatus, error) {
	root, _, err := c.localeRoot(code)
	if err != nil {
		return LocaleStatus{}, err
	}
	from, recs := fileRecords(root)
	from = recordsFrom(from)
	keys, src, err := c.sourceTexts(from)
	if err != nil {
		return LocaleStatus{}, err
	}
	st := LocaleStatus{Code: code, From: from, File: c.localeFile(code)}
	have := map[string]string{}
	for _, t := range fileTexts(root) {
		have[t.Key] = strip(t.Text)
	}
	for _, k := range keys {
		r, recorded := recs[k]
		switch {
		case have[k] == "":
			st.Untranslated++
		case !recorded:
			st.Unrecorded++
			st.UnrecordedKeys = append(st.UnrecordedKeys, k)
		case r.Stale || r.Hash != TextHash(src[k]):
			st.Stale++
			st.StaleKeys = append(st.StaleKeys, Stale{Key: k, Old: r.Text, New: src[k]})
		default:
			st.Translated++
		}
	}
	if c.wordsCopied(code, from) {
		st.CopiedWords = strings.TrimSuffix(c.localeFile(code), ".yaml") + wordsSuffix
	}
	return st, nil
}

// wordsCopied reports whether the card's own words file for code holds
// the words of locale from as they are, but for its comments and its
// locale: line (as locale new writes it, for the translator to replace).
func (c *Card) wordsCopied(code, from locale.Code) bool {
	own, err := fs.ReadFile(c.src.fsys, path.Join(c.src.dir, string(code)+wordsSuffix))
	if err != nil {
		return false
	}
	for _, tag := range from.Tags() {
		if src, ok := wordsText(c.Library(), tag, c.src.features); ok {
			return wordsBody(own) == wordsBody(src)
		}
	}
	return false
}

// wordsBody returns a words file's lines but its comments, blank lines and
// locale: line.
func wordsBody(data []byte) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(line, "locale:") {
			continue
		}
		b.WriteString(strings.TrimRight(line, " \t") + "\n")
	}
	return b.String()
}

// Update is what UpdateLocale did to a locale file: its new bytes, the
// keys it added (untranslated), marked stale, and recorded afresh.
type Update struct {
	Data                    []byte
	Added, Marked, Recorded []string
}

// UpdateLocale brings the card's locale file for code up to date with
// its source: every text the source gained is added, empty, with the
// source's words above it as a comment; a translated text whose source
// changed since its record is marked stale: true (the record keeps the
// old source); a text with no record, or untranslated, records the source
// as it stands; records of texts the source no longer has go.
func (c *Card) UpdateLocale(code locale.Code) (Update, error) {
	root, data, err := c.localeRoot(code)
	if err != nil {
		return Update{}, err
	}
	from, recs := fileRecords(root)
	from = recordsFrom(from)
	keys, src, err := c.sourceTexts(from)
	if err != nil {
		return Update{}, err
	}
	srcRoot, _, err := c.localeRoot(from)
	if err != nil {
		return Update{}, err
	}
	have := map[string]string{}
	for _, t := range fileTexts(root) {
		have[t.Key] = strip(t.Text)
	}
	var up Update
	next := map[string]Record{}
	for _, k := range keys {
		r, recorded := recs[k]
		_, present := have[k]
		fresh := Record{Hash: TextHash(src[k]), Text: src[k]}
		switch {
		case !present:
			up.Added = append(up.Added, k)
			next[k] = fresh
		case have[k] == "" || !recorded:
			if !recorded || r.Hash != fresh.Hash {
				up.Recorded = append(up.Recorded, k)
			}
			next[k] = fresh
		case r.Hash != fresh.Hash && !r.Stale:
			r.Stale = true
			up.Marked = append(up.Marked, k)
			next[k] = r
		default:
			next[k] = r
		}
	}
	lines := strings.SplitAfter(string(data), "\n")
	lines = dropRecords(root, lines)
	lines, err = addTexts(root, srcRoot, lines, up.Added, from)
	if err != nil {
		return Update{}, err
	}
	recBytes, err := writeRecords(from, keys, next)
	if err != nil {
		return Update{}, err
	}
	body := strings.TrimRight(strings.Join(lines, ""), "\n") + "\n"
	out := body + string(recBytes)
	if strings.Contains(string(data), "\r\n") {
		// A file with CRLF line ends keeps them, in the lines written too.
		out = strings.ReplaceAll(strings.ReplaceAll(out, "\r\n", "\n"), "\n", "\r\n")
	}
	up.Data = []byte(out)
	if _, err := parseNode(c.localeFile(code), up.Data); err != nil {
		return Update{}, fmt.Errorf("locale update would write a file that does not read back: %w", err)
	}
	return up, nil
}

// topKeys returns the top-level keys of root, in order.
func topKeys(root *yaml.Node) []*yaml.Node {
	var out []*yaml.Node
	for i := 0; i+1 < len(root.Content); i += 2 {
		out = append(out, root.Content[i])
	}
	return out
}

// dropRecords removes the lines of the file's translated-from: section,
// from its key to the next top-level key or the end.
func dropRecords(root *yaml.Node, lines []string) []string {
	keys := topKeys(root)
	for i, k := range keys {
		if k.Value != recordsKey {
			continue
		}
		start, end := k.Line-1, len(lines)
		for start > 0 && strings.HasPrefix(strings.TrimSpace(lines[start-1]), "#") {
			start-- // its comment goes with it
		}
		if i+1 < len(keys) {
			end = keys[i+1].Line - 1
		}
		return slices.Delete(slices.Clone(lines), start, end)
	}
	return lines
}

// addTexts inserts an empty text for each added key, under its
// sections: or statements: key, after the source's words as a comment.
func addTexts(root, srcRoot *yaml.Node, lines, added []string, from locale.Code) ([]string, error) {
	for _, section := range []string{"statements", "sections"} { // later lines first
		var keys []string
		for _, k := range added {
			if id, ok := strings.CutPrefix(k, section+"."); ok {
				keys = append(keys, id)
			}
		}
		if len(keys) == 0 {
			continue
		}
		at, indent, err := sectionStart(root, section)
		if err != nil {
			return nil, err
		}
		w := &templateWriter{from: from}
		for _, id := range keys {
			v := child(child(srcRoot, section), id)
			if v.Kind == yaml.MappingNode {
				w.b.WriteString(indent + id + ":\n")
				w.text(indent+"  ", "term", child(v, "term").Value)
				w.text(indent+"  ", "text", child(v, "text").Value)
				continue
			}
			w.text(indent, id, v.Value)
		}
		ins := strings.SplitAfter(w.b.String(), "\n")
		lines = slices.Insert(slices.Clone(lines), at, ins[:len(ins)-1]...)
	}
	return lines, nil
}

// sectionStart returns the line index just after the top-level key
// section, and the indentation of its entries.
func sectionStart(root *yaml.Node, section string) (int, string, error) {
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Value != section {
			continue
		}
		if v.Kind != yaml.MappingNode || v.Style&yaml.FlowStyle != 0 {
			return 0, "", fmt.Errorf("%s: want a block mapping to add texts to", section)
		}
		indent := "  "
		if len(v.Content) > 0 {
			indent = strings.Repeat(" ", v.Content[0].Column-1)
		}
		return k.Line, indent, nil
	}
	return 0, "", fmt.Errorf("no %s: mapping to add texts to", section)
}
