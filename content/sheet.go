package content

import (
	"io/fs"
	"path"
	"strconv"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// sheetSuffix ends the name of a card's own sheet-words file,
// <locale>.sheet.yaml, beside its locale file.
const sheetSuffix = ".sheet.yaml"

// readSheet reads a locale's sheet words from file name of fsys (shown as
// display in positions). It reports whether the file exists; a file that
// exists but is wrong adds problems to p.
func readSheet(p *yamlfile.Problems, fsys fs.FS, name, display string, code locale.Code, md *markdown) (SheetWords, bool) {
	data, present, err := yamlfile.ReadIfPresent(fsys, name)
	if err != nil {
		p.Add(yamlfile.ReadError(display, err))
		return SheetWords{File: display}, true
	}
	if !present {
		return SheetWords{}, false
	}
	return readSheetData(p, data, display, code, md), true
}

// readSheetData reads a locale's sheet words from data, the file display.
func readSheetData(p *yamlfile.Problems, data []byte, display string, code locale.Code, md *markdown) SheetWords {
	w := SheetWords{File: display}
	f := yamlfile.Parse(p, display, data)
	if f.Root == nil {
		return w
	}
	dec := newDecoder(p, f)
	d := &dec
	r := sheetReader{d: d, md: md}
	text, texts, plain := r.text, r.texts, r.plain
	d.Fields(f.Root, path.Base(display),
		yamlfile.Field{Key: "locale", Required: true, Decode: func(_, v *yaml.Node) {
			if s, ok := d.Str(v, "locale"); ok && locale.Code(s) != code {
				d.Errorf(v, "locale %q does not match the file name (want %q)", s, code)
			}
		}},
		yamlfile.Field{Key: "fold", Required: true, Decode: plain(&w.Fold)},
		yamlfile.Field{Key: "fold-tear", Required: true, Decode: plain(&w.FoldTear)},
		yamlfile.Field{Key: "instructions", Required: true, Decode: func(_, v *yaml.Node) {
			d.Fields(v, "instructions",
				yamlfile.Field{Key: "heading", Required: true, Decode: func(_, v *yaml.Node) { w.Instructions = text(v, "instructions.heading") }},
				yamlfile.Field{Key: "steps", Required: true, Decode: func(_, v *yaml.Node) { w.Steps = texts(v, "instructions.steps") }},
				yamlfile.Field{Key: "notes", Required: false, Decode: func(_, v *yaml.Node) { w.Notes = texts(v, "instructions.notes") }},
			)
		}},
		yamlfile.Field{Key: "legend", Required: true, Decode: func(_, v *yaml.Node) {
			d.Fields(v, "legend",
				yamlfile.Field{Key: "fold", Required: true, Decode: plain(&w.LegendFold)},
				yamlfile.Field{Key: "fold-tear", Required: true, Decode: plain(&w.LegendTear)},
			)
		}},
		yamlfile.Field{Key: "scale", Required: true, Decode: plain(&w.Scale)},
		yamlfile.Field{Key: "screen", Required: true, Decode: func(_, v *yaml.Node) {
			d.Fields(v, "screen",
				yamlfile.Field{Key: "title", Required: true, Decode: plain(&w.ScreenTitle)},
				yamlfile.Field{Key: "text", Required: true, Decode: func(_, v *yaml.Node) { w.Screen = texts(v, "screen.text") }},
			)
		}},
	)
	return w
}

// sheetReader reads the values of a sheet file.
type sheetReader struct {
	d  *decoder
	md *markdown
}

// text reads one inline Markdown text.
func (r sheetReader) text(n *yaml.Node, what string) Text {
	t, _ := markdownText(r.d, r.md, n, what)
	return t
}

// texts reads a non-empty list of inline Markdown texts.
func (r sheetReader) texts(n *yaml.Node, what string) []Text {
	items, _ := r.d.Seq(n, what, false)
	out := make([]Text, 0, len(items))
	for i, it := range items {
		out = append(out, r.text(it, what+"["+strconv.Itoa(i)+"]"))
	}
	return out
}

// plain returns a field decoder that stores a non-empty plain string,
// printed as written, in dst.
func (r sheetReader) plain(dst *string) func(_, v *yaml.Node) {
	return func(k, v *yaml.Node) {
		s, ok := r.d.Str(v, k.Value)
		if ok && s == "" {
			r.d.Errorf(v, "%s: empty text (not translated yet)", k.Value)
		}
		*dst = s
	}
}
