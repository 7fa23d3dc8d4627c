package locale

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/yamlfile"
)

// Space is a kind of space typography sets beside punctuation.
type Space rune

// The spaces a locale may ask for beside punctuation.
const (
	// NoSpace: no space at all.
	NoSpace Space = 0
	// Narrow is the narrow no-break space, U+202F (French before ; ! ?).
	Narrow Space = '\u202f'
	// NoBreak is the no-break space, U+00A0 (a word space that never
	// breaks).
	NoBreak Space = '\u00a0'
)

// spaceNamed returns the space a locale.yaml names (narrow or no-break),
// and whether it is one.
func spaceNamed(name string) (Space, bool) {
	switch name {
	case "narrow":
		return Narrow, true
	case "no-break":
		return NoBreak, true
	}
	return NoSpace, false
}

// Typography is how a locale sets its text: the characters the
// typographer puts for straight quotes, apostrophes, -- and --- and ...,
// the spaces it sets before and after punctuation, and how it writes
// numbers.
type Typography struct {
	// Quotes are the double quotes, left and right ("…" becomes them);
	// Inner the single quotes, for a quote inside a quote.
	Quotes, Inner [2]string
	// Apostrophe replaces a straight ' inside a word.
	Apostrophe string
	// EnDash is what -- becomes; Dash what --- becomes, the dash set
	// between clauses ("—" in English, "–" in Swedish and German).
	EnDash, Dash string
	// Ellipsis is what ... becomes; Angle what << and >> become.
	Ellipsis string
	Angle    [2]string
	// Before and After map a punctuation character to the space set
	// before or after it: a space written there is replaced by it, and
	// one is put where none was written.
	Before, After map[rune]Space
	// Group separates groups of three digits in numbers of five digits or
	// more; Decimal is the decimal mark.
	Group, Decimal string
}

// typographyFile is locale.yaml as written.
type typographyFile struct {
	Locale     Code   `yaml:"locale"`
	Name       string `yaml:"name"`
	Typography struct {
		Quotes      []string          `yaml:"quotes"`
		InnerQuotes []string          `yaml:"inner-quotes"`
		Apostrophe  string            `yaml:"apostrophe"`
		EnDash      string            `yaml:"en-dash"`
		Dash        string            `yaml:"dash"`
		Ellipsis    string            `yaml:"ellipsis"`
		AngleQuotes []string          `yaml:"angle-quotes"`
		SpaceBefore map[string]string `yaml:"space-before"`
		SpaceAfter  map[string]string `yaml:"space-after"`
	} `yaml:"typography"`
	Numbers struct {
		Group   string `yaml:"group"`
		Decimal string `yaml:"decimal"`
	} `yaml:"numbers"`
}

// Info is what a locale's locale.yaml says: its name and typography.
type Info struct {
	Code Code
	// Name is the language's name in itself ("Français").
	Name       string
	Typography Typography
	// File is the file read, as positions name it.
	File string
}

// Info reads locale c's locale.yaml (or its language's). A locale with
// none is set like Source (ok false tells so); a file that is wrong is an
// error naming it and the line.
func (l *Library) Info(c Code) (info Info, ok bool, err error) {
	f, found := l.Find(c, "locale.yaml")
	if !found {
		f, found = l.Open(Source, "locale.yaml")
		if !found {
			return Info{}, false, fmt.Errorf("locale: no %s/locale.yaml", Source)
		}
		info, err = readInfo(f)
		info.Code = c
		return info, false, err
	}
	info, err = readInfo(f)
	return info, true, err
}

// readInfo reads and checks one locale.yaml; each problem is placed at
// the key it is about (its value, or the mapping that lacks it).
func readInfo(f File) (Info, error) {
	var tf typographyFile
	if err := f.Decode(&tf); err != nil {
		return Info{}, err
	}
	var probs yamlfile.ErrorList
	var root *yaml.Node // parsed at the first problem, to place each
	bad := func(key, format string, args ...any) {
		if root == nil {
			var p yamlfile.Problems
			root = yamlfile.Parse(&p, f.Path, f.Data).Root
		}
		probs = append(probs, &yamlfile.Error{Pos: keyPos(f.Path, root, key), Msg: fmt.Sprintf(format, args...)})
	}
	if tf.Locale != f.Code {
		bad("locale", "locale %q does not match its folder (want %q)", tf.Locale, f.Code)
	}
	t := tf.Typography
	ty := Typography{Apostrophe: t.Apostrophe, EnDash: t.EnDash, Dash: t.Dash, Ellipsis: t.Ellipsis,
		Group: tf.Numbers.Group, Decimal: tf.Numbers.Decimal}
	pair := func(what string, v []string) [2]string {
		if len(v) != 2 || v[0] == "" || v[1] == "" {
			bad("typography."+what, "typography.%s: want two marks, left and right", what)
			return [2]string{`"`, `"`}
		}
		return [2]string{v[0], v[1]}
	}
	ty.Quotes, ty.Inner = pair("quotes", t.Quotes), pair("inner-quotes", t.InnerQuotes)
	ty.Angle = [2]string{"«", "»"}
	if t.AngleQuotes != nil {
		ty.Angle = pair("angle-quotes", t.AngleQuotes)
	}
	if tf.Name == "" {
		bad("name", "name: empty text (not translated yet): the language's name in itself, like Nederlands")
	}
	for what, v := range map[string]string{"typography.apostrophe": t.Apostrophe,
		"typography.en-dash": t.EnDash, "typography.dash": t.Dash, "typography.ellipsis": t.Ellipsis,
		"numbers.decimal": tf.Numbers.Decimal} {
		if v == "" {
			bad(what, "%s is missing", what)
		}
	}
	ty.Before, ty.After = spaces(bad, "space-before", t.SpaceBefore), spaces(bad, "space-after", t.SpaceAfter)
	if len(probs) > 0 {
		probs.Sort()
		return Info{}, probs
	}
	return Info{Code: f.Code, Name: tf.Name, Typography: ty, File: f.Path}, nil
}

// keyPos returns where the file file, parsed into root, gives key
// ("name", "typography.dash"): its value, else the mapping that lacks it,
// else the file's start.
func keyPos(file string, root *yaml.Node, key string) yamlfile.Pos {
	n := root
	pos := yamlfile.Pos{File: file, Line: 1, Col: 1}
	for _, k := range strings.Split(key, ".") {
		if n == nil {
			break
		}
		pos.Line, pos.Col = n.Line, n.Column
		n = yamlfile.MapValue(n, k)
	}
	if n != nil {
		pos.Line, pos.Col = n.Line, n.Column
	}
	return pos
}

// spaces reads {space name: "characters"} into a map from each character
// to its space.
func spaces(bad func(string, string, ...any), what string, m map[string]string) map[rune]Space {
	out := map[rune]Space{}
	for name, chars := range m {
		sp, ok := spaceNamed(name)
		if !ok {
			bad("typography."+what+"."+name, "typography.%s: unknown space %q (want narrow or no-break)", what, name)
			continue
		}
		for _, r := range chars {
			if r == ' ' {
				continue
			}
			out[r] = sp
		}
	}
	return out
}

// sorted returns s sorted (for a stable message).
func sorted(s []string) []string {
	slices.Sort(s)
	return s
}
