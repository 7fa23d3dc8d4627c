package content

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// A translation records what it was translated from. A locale file's
// translated-from: holds, for each of its texts, a short hash of the
// source text the translator was given and that text itself:
//
//	translated-from:
//	  locale: en
//	  texts:
//	    statements.ask-hit:
//	      hash: 3f2a9c01
//	      text: If they have any, they hand over **EVERY** card of that rank, …
//
// `rulecard locale new` writes it for every text, `locale update` adds the
// texts the source gained and marks stale: true the ones whose source has
// changed since; `locale status` counts them. A translator who has revised
// a stale text deletes its entry, and the next update records the source
// as it now stands.

// recordsKey is the key of a locale file's records.
const recordsKey = "translated-from"

// TextHash is the short hash a translation records of its source text:
// the first eight hex digits of the text's SHA-256.
func TextHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:4])
}

// Record is what a translated text was translated from.
type Record struct {
	Hash, Text string
	// Stale is set by locale update when the source changed since.
	Stale bool
}

// keyedText is one text of a locale file: its key ("title",
// "sections.idea", "statements.ask-hit") and its words as written (a
// glossary entry's term and text joined by a line break).
type keyedText struct {
	Key, Text string
	// Node is the text's value in the file.
	Node *yaml.Node
}

// fileTexts returns the texts of a locale file's top mapping, in the
// file's order.
func fileTexts(root *yaml.Node) []keyedText {
	var out []keyedText
	if t := child(root, "title"); t.Kind == yaml.ScalarNode && t.Tag != "" {
		out = append(out, keyedText{"title", t.Value, t})
	}
	each := func(section string) {
		n := child(root, section)
		if n.Kind != yaml.MappingNode {
			return
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			text := v.Value
			if v.Kind == yaml.MappingNode {
				text = glossText(child(v, "term").Value, child(v, "text").Value)
			}
			out = append(out, keyedText{section + "." + k.Value, text, v})
		}
	}
	each("sections")
	each("statements")
	return out
}

// glossText joins a glossary entry's term and text into one source text.
func glossText(term, text string) string {
	if term == "" && text == "" {
		return ""
	}
	return term + "\n" + text
}

// fileRecords reads the records of a locale file's top mapping, and the
// locale they were translated from ("" when it has none).
func fileRecords(root *yaml.Node) (locale.Code, map[string]Record) {
	recs := map[string]Record{}
	n := child(root, recordsKey)
	texts := child(n, "texts")
	for i := 0; texts.Kind == yaml.MappingNode && i+1 < len(texts.Content); i += 2 {
		v := texts.Content[i+1]
		recs[texts.Content[i].Value] = Record{Hash: child(v, "hash").Value, Text: child(v, "text").Value,
			Stale: child(v, "stale").Value == "true"}
	}
	return locale.Code(child(n, "locale").Value), recs
}

// records decodes a locale file's translated-from: strictly, with every
// mistake at its place.
func (d *localeDecoder) records(n *yaml.Node) {
	d.Fields(n, recordsKey,
		yamlfile.Field{Key: "locale", Required: true, Decode: func(_, v *yaml.Node) {
			if s, ok := d.Str(v, recordsKey+".locale"); ok && !locale.IsCode(s) {
				d.Errorf(v, "%s.locale: %q is not a locale code", recordsKey, s)
			}
		}},
		yamlfile.Field{Key: "texts", Required: true, Decode: func(_, v *yaml.Node) {
			d.Each(v, recordsKey+".texts", func(k, r *yaml.Node) {
				what := recordsKey + " " + k.Value
				d.Fields(r, what,
					yamlfile.Field{Key: "hash", Required: true, Decode: func(_, h *yaml.Node) {
						if s, ok := d.Str(h, what+" hash"); ok && !isHash(s) {
							d.Errorf(h, "%s: hash %q: want eight hex digits, as rulecard locale update writes", what, s)
						}
					}},
					yamlfile.Field{Key: "text", Required: true, Decode: func(_, t *yaml.Node) { d.Str(t, what+" text") }},
					yamlfile.Field{Key: "stale", Required: false, Decode: func(_, b *yaml.Node) { d.Bool(b, what+" stale") }},
				)
			})
		}},
	)
}

// writeRecords writes the translated-from: section for the texts, from
// the locale from, each with its record; a long text folded at 80
// columns.
func writeRecords(from locale.Code, keys []string, recs map[string]Record) ([]byte, error) {
	var b strings.Builder
	for _, l := range []string{
		"What each text was translated from, as rulecard locale new and locale",
		string("update recorded it: a short hash of the " + from + " text, and the text. locale"),
		string("update marks stale: true a text whose " + from + " has changed since; once you"),
		"have revised the translation, delete its entry and run locale update.",
	} {
		b.WriteString("# " + l + "\n")
	}
	b.WriteString(string(recordsKey + ":\n  locale: " + from + "\n  texts:\n"))
	for _, k := range keys {
		r := recs[k]
		key, err := yamlScalar(k)
		if err != nil {
			return nil, err
		}
		text, err := recordText(r.Text, "        ")
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "    %s:\n      hash: \"%s\"\n      text:%s", key, r.Hash, text)
		if r.Stale {
			b.WriteString("      stale: true\n")
		}
	}
	return []byte(b.String()), nil
}

// yamlScalar writes s as a YAML scalar on one line.
func yamlScalar(s string) (string, error) {
	out, err := yaml.Marshal(scalar(s))
	return strings.TrimSuffix(string(out), "\n"), err
}

// recordText writes a record's text after "text:": on the same line
// when it fits, else folded under it at indent, 80 columns wide. A text
// folding would change is written on one line.
func recordText(s, indent string) (string, error) {
	one, err := yamlScalar(s)
	if err != nil {
		return "", err
	}
	if len(indent)+len(" text: ")+len([]rune(one)) <= 80 && !strings.Contains(one, "\n") {
		return " " + one + "\n", nil
	}
	var b strings.Builder
	b.WriteString(" >-\n")
	for i, para := range strings.Split(s, "\n") {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(indent + strings.ReplaceAll(wrap(para, 80-len(indent), ""), "\n", "\n"+indent) + "\n")
	}
	var back struct{ T string }
	if yaml.Unmarshal([]byte("t:"+b.String()), &back) != nil || back.T != s {
		n := scalar(s)
		n.Style = yaml.DoubleQuotedStyle
		out, err := yaml.Marshal(n)
		return " " + strings.TrimSuffix(string(out), "\n") + "\n", err
	}
	return b.String(), nil
}

// localeRoot reads the card's locale file for code: its top mapping and
// its bytes.
func (c *Card) localeRoot(code locale.Code) (*yaml.Node, []byte, error) {
	if c.src.fsys == nil {
		return nil, nil, fmt.Errorf("card %s was not loaded from files", c.ID)
	}
	data, err := yamlfile.ReadFile(c.src.fsys, path.Join(c.src.dir, string(code)+".yaml"))
	if err != nil {
		return nil, nil, err
	}
	root, err := parseNode(c.localeFile(code), data)
	return root, data, err
}

// localeFile names the card's locale file for code as positions do.
func (c *Card) localeFile(code locale.Code) string {
	if loc, ok := c.Locales[code]; ok {
		return loc.File
	}
	return path.Join(c.Dir, string(code)+".yaml")
}

// Stale is one stale text: its key, the source it was translated from
// and the source as it now stands.
type Stale struct {
	Key, Old, New string
}

// LocaleStatus is where a translation stands against its source: counts
// of the source's texts translated (from the source as it stands),
// untranslated (empty or missing) and stale (translated from a source
// that has changed since), and those translated with no record of their
// source (locale update records it).
type LocaleStatus struct {
	Code, From                                  locale.Code
	File                                        string
	Translated, Untranslated, Stale, Unrecorded int
	StaleKeys                                   []Stale
	UnrecordedKeys                              []string
	// CopiedWords names the card's own words file for the locale
	// (<code>.words.yaml) when it still holds the source's words as
	// locale new copied them: its rule words are not translated yet.
	CopiedWords string
}

// strip trims the text as a record keeps it.
func strip(s string) string { return strings.TrimSpace(s) }

// scalar is a plain string node.
func scalar(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }
