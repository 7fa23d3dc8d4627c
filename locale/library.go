package locale

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/yamlfile"
)

// shipped holds the shipped locale folders, <code>/<file>.yaml.
//
//go:embed */*.yaml
var shipped embed.FS

// Code is a locale's code, a BCP 47 language tag such as en, sv or de-CH,
// as [ParseCode] reads it.
type Code string

// Source is the code of the language every card is written in first and
// every other locale is translated from: its words stand in where a
// draft translation has none, and the reference falls back to it.
const Source Code = "en"

// shippedShown is how positions name the shipped folders' files: by their
// path in the repository.
const shippedShown = "locale"

// codeExpr is how a locale code is written: two or three lowercase
// letters, then any number of subtags of two to eight letters or digits,
// each after a hyphen.
var codeExpr = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)

// IsCode reports whether s is written as a locale code, a BCP 47
// language tag such as en, sv or de-CH (codeExpr).
func IsCode(s string) bool { return codeExpr.MatchString(s) }

// ParseCode returns s as a locale code, or an error saying how one is
// written. Whether a locale of that code exists is for the caller to say.
func ParseCode(s string) (Code, error) {
	if !IsCode(s) {
		return "", fmt.Errorf("%q is not a locale code (a language tag such as en, sv or de-CH)", s)
	}
	return Code(s), nil
}

// String returns the code as written.
func (c Code) String() string { return string(c) }

// Language returns the language of a code: "de" for "de-CH", the code
// itself when it has no region.
func (c Code) Language() Code {
	lang, _, _ := strings.Cut(string(c), "-")
	return Code(lang)
}

// Tags returns the codes whose files locale c may use, in order: its
// own, then its language's ("de-CH", "de").
func (c Code) Tags() []Code {
	if lang := c.Language(); lang != c {
		return []Code{c, lang}
	}
	return []Code{c}
}

// Strings returns codes as strings, in order.
func Strings(codes []Code) []string {
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = string(c)
	}
	return out
}

// layer is one folder of locale folders: the shipped ones, or a card's
// locales/ directory.
type layer struct {
	fsys  fs.FS
	dir   string // the folder in fsys holding <code>/ folders
	shown string // the folder as positions name it
	// shipped is set for folders embedded in the binary: the shared ones
	// and a game's (see Unreadable).
	shipped bool
}

// Library is the locale folders a card can use, searched in order: a
// card's own locales/ first, then the shipped ones. It is read-only.
type Library struct {
	layers []layer
}

// Shipped returns the library of the shipped locales alone.
func Shipped() *Library {
	return &Library{layers: []layer{{fsys: shipped, dir: ".", shown: shippedShown, shipped: true}}}
}

// Over returns a library that searches the locale folders in dir of fsys
// (shown as shown in positions) before l's. A dir that does not exist
// adds nothing.
func (l *Library) Over(fsys fs.FS, dir, shown string) *Library {
	layers := append([]layer{{fsys: fsys, dir: dir, shown: shown}}, l.layers...)
	return &Library{layers: layers}
}

// OverShipped returns a library that searches the locale folders a game
// ships, in dir of fsys (shown as shown in positions), before l's: a
// game's words, rules text and stories, beside the shared folders.
func (l *Library) OverShipped(fsys fs.FS, dir, shown string) *Library {
	layers := append([]layer{{fsys: fsys, dir: dir, shown: shown, shipped: true}}, l.layers...)
	return &Library{layers: layers}
}

// Codes returns the code of every locale folder of the library, sorted
// with Source first.
func (l *Library) Codes() []Code {
	var codes []Code
	for _, ly := range l.layers {
		entries, err := fs.ReadDir(ly.fsys, ly.dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if c := Code(e.Name()); e.IsDir() && IsCode(e.Name()) && !slices.Contains(codes, c) {
				codes = append(codes, c)
			}
		}
	}
	SortCodes(codes)
	return codes
}

// SortCodes sorts locale codes as rulecard lists them: Source first, the
// rest in order.
func SortCodes(codes []Code) {
	slices.SortFunc(codes, func(a, b Code) int {
		switch {
		case a == b:
			return 0
		case a == Source:
			return -1
		case b == Source:
			return 1
		}
		return strings.Compare(string(a), string(b))
	})
}

// File is one file of a locale folder, read.
type File struct {
	// Code is the locale whose folder holds the file (the language's, for
	// a regional locale that has none of its own).
	Code Code
	// Path names the file in positions ("locale/fr/rules.yaml").
	Path string
	Data []byte
	// Shipped is set for a file of a shipped folder (the shared ones or a
	// game's), not a card's own.
	Shipped bool
}

// Open returns the file name ("rules.yaml") of locale c's own folder:
// the first layer's that has it. It does not fall back to the language.
func (l *Library) Open(c Code, name string) (File, bool) {
	if !IsCode(string(c)) {
		return File{}, false
	}
	for _, ly := range l.layers {
		if f, ok := ly.open(c, name); ok {
			return f, true
		}
	}
	return File{}, false
}

// OpenEach returns the file name of locale c's own folder in every layer
// that has it, in search order: a card's own first, then a game's, then
// the shared one. It does not fall back to the language.
func (l *Library) OpenEach(c Code, name string) []File {
	if !IsCode(string(c)) {
		return nil
	}
	var out []File
	for _, ly := range l.layers {
		if f, ok := ly.open(c, name); ok {
			out = append(out, f)
		}
	}
	return out
}

// open returns the file name of locale c's folder in the layer, if it
// can be read.
func (ly layer) open(c Code, name string) (File, bool) {
	data, err := yamlfile.ReadFile(ly.fsys, path.Join(ly.dir, string(c), name))
	if err != nil {
		return File{}, false
	}
	return File{Code: c, Path: path.Join(ly.shown, string(c), name), Data: data, Shipped: ly.shipped}, true
}

// Unreadable returns a problem for each locale folder, and each .yaml
// and .dic file in one, of the library's own layers (a card's locales/, not the
// shipped folders) that Open could not read, for the locales keep takes:
// Open passes over such a file to the next layer's, so that a file a
// card's author wrote but that cannot be read (a folder, a FIFO, a link
// that leads nowhere, a file over its limit (yamlfile.LimitOf) or one that may
// not be opened) would silently give way to the shipped one.
func (l *Library) Unreadable(keep func(Code) bool) []*yamlfile.Error {
	var out []*yamlfile.Error
	for _, ly := range l.layers {
		if ly.shipped {
			continue
		}
		entries, err := fs.ReadDir(ly.fsys, ly.dir)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			out = append(out, yamlfile.ReadError(ly.shown, err))
			continue
		}
		for _, e := range entries {
			c := Code(e.Name())
			if !IsCode(e.Name()) || !keep(c) {
				continue
			}
			dir, shown := path.Join(ly.dir, e.Name()), path.Join(ly.shown, e.Name())
			files, err := fs.ReadDir(ly.fsys, dir)
			if err != nil {
				if info, statErr := fs.Stat(ly.fsys, dir); statErr == nil && !info.IsDir() {
					err = errNotFolder
				}
				out = append(out, yamlfile.ReadError(shown, err))
				continue
			}
			for _, f := range files {
				if ext := path.Ext(f.Name()); ext != ".yaml" && ext != ".dic" {
					continue
				}
				if err := yamlfile.CheckReadable(ly.fsys, path.Join(dir, f.Name())); err != nil {
					out = append(out, yamlfile.ReadError(path.Join(shown, f.Name()), err))
				}
			}
		}
	}
	return out
}

// errNotFolder is the cause given for a locale folder that is a file.
var errNotFolder = errors.New("not a folder: a locale's files go in a folder named by its code")

// Find returns the file name for locale c: its own, else its language's
// (de-CH, then de).
func (l *Library) Find(c Code, name string) (File, bool) {
	for _, tag := range c.Tags() {
		if f, ok := l.Open(tag, name); ok {
			return f, true
		}
	}
	return File{}, false
}

// Has reports whether locale c (or its language) has the file name.
func (l *Library) Has(c Code, name string) bool {
	_, ok := l.Find(c, name)
	return ok
}

// Decode decodes the file into v strictly: a key v has no place for is
// an error, at its line and column in the file.
func (f File) Decode(v any) error {
	return yamlfile.Strict(f.Path, f.Data, v)
}

// With returns the codes of lib's locales that have the file name in
// their own folder, Source first.
func (l *Library) With(name string) []Code {
	var out []Code
	for _, c := range l.Codes() {
		if _, ok := l.Open(c, name); ok {
			out = append(out, c)
		}
	}
	return out
}
