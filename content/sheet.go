package content

import (
	"fmt"
	"io/fs"
	"path"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/yamlfile"
)

// sheetSuffix ends the name of a card's own sheet-words file,
// <locale>.sheet.yaml, beside its locale file.
const sheetSuffix = ".sheet.yaml"

// readSheet reads a locale's sheet words from file name of fsys (shown as
// display in positions). It reports whether the file exists; a file that
// exists but is wrong adds problems to p.
func readSheet(p *problems, fsys fs.FS, name, display, code string, md *markdown) (SheetWords, bool) {
	data, err := yamlfile.ReadFile(fsys, name)
	if err != nil {
		return SheetWords{}, false
	}
	return readSheetData(p, data, display, code, md), true
}

// readSheetData reads a locale's sheet words from data, the file display.
func readSheetData(p *problems, data []byte, display, code string, md *markdown) SheetWords {
	w := SheetWords{File: display}
	f := parseYAML(p, display, data)
	if f.Root == nil {
		return w
	}
	d := &decoder{p: p, f: f}
	r := sheetReader{d: d, md: md}
	text, texts, plain := r.text, r.texts, r.plain
	d.fields(f.Root, path.Base(display),
		field{"locale", true, func(_, v *yaml.Node) {
			if s, ok := d.str(v, "locale"); ok && s != code {
				d.errorf(v, "locale %q does not match the file name (want %q)", s, code)
			}
		}},
		field{"fold", true, plain(&w.Fold)},
		field{"fold-tear", true, plain(&w.FoldTear)},
		field{"instructions", true, func(_, v *yaml.Node) {
			d.fields(v, "instructions",
				field{"heading", true, func(_, v *yaml.Node) { w.Instructions = text(v, "instructions.heading") }},
				field{"steps", true, func(_, v *yaml.Node) { w.Steps = texts(v, "instructions.steps") }},
				field{"notes", false, func(_, v *yaml.Node) { w.Notes = texts(v, "instructions.notes") }},
			)
		}},
		field{"legend", true, func(_, v *yaml.Node) {
			d.fields(v, "legend",
				field{"fold", true, plain(&w.LegendFold)},
				field{"fold-tear", true, plain(&w.LegendTear)},
			)
		}},
		field{"scale", true, plain(&w.Scale)},
		field{"screen", true, func(_, v *yaml.Node) {
			d.fields(v, "screen",
				field{"title", true, plain(&w.ScreenTitle)},
				field{"text", true, func(_, v *yaml.Node) { w.Screen = texts(v, "screen.text") }},
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
	items, _ := r.d.seq(n, what, false)
	out := make([]Text, 0, len(items))
	for i, it := range items {
		out = append(out, r.text(it, fmt.Sprintf("%s[%d]", what, i)))
	}
	return out
}

// plain returns a field decoder that stores a non-empty plain string,
// printed as written, in dst.
func (r sheetReader) plain(dst *string) func(_, v *yaml.Node) {
	return func(k, v *yaml.Node) {
		s, ok := r.d.str(v, k.Value)
		if ok && s == "" {
			r.d.errorf(v, "%s: empty text (not translated yet)", k.Value)
		}
		*dst = s
	}
}
