package content

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
	"github.com/rulecard/rulecard/yamlfile"
)

// cardFile is the name of a card's structure file in its directory.
const cardFile = "card.yaml"

// Load loads the card in directory dir on disk. Positions in errors name
// the files under dir as given. On any problem it returns a nil card and
// an ErrorList holding every problem found, sorted.
func Load(dir string) (*Card, error) {
	l := newLoader(os.DirFS(dir), ".", dir, func(name string) string { return filepath.Join(dir, name) })
	return l.load()
}

// LoadFS loads the card in directory dir of fsys (dir is a slash-separated
// fs.FS path, "." for the root). Positions in errors name the files as
// dir/<file>. On any problem it returns a nil card and an ErrorList.
func LoadFS(fsys fs.FS, dir string) (*Card, error) {
	l := newLoader(fsys, dir, dir, func(name string) string { return path.Join(dir, name) })
	return l.load()
}

// loader loads one card: it reads the files, records every problem and
// builds one Markdown parser per locale.
type loader struct {
	fsys    fs.FS
	dir     string                    // the card's directory in fsys
	shownAs string                    // the directory as the caller gave it
	join    func(string) string       // a file of the card as shown in positions
	lib     *locale.Library           // the locale folders: the card's own locales/, then its game's, then the shared
	only    []locale.Code             // the locales to read (and locale.Source); nil: all
	noWords bool                      // leave out the words files (SelectSheets)
	md      map[locale.Code]*markdown // Markdown parsers by locale code
	p       yamlfile.Problems

	// features are the features the words files may name: the core ones
	// and the card's game's (package wording).
	features wording.FeatureSet
	gameID   string // the game whose features they are ("" for the core ones alone)
}

// newLoader returns a loader for the card in dir of fsys, reading the
// words of each locale from the card's own locales/ folder, then the
// shipped locale folders (its game's, once card.yaml names the game:
// see useGame).
func newLoader(fsys fs.FS, dir, shownAs string, join func(string) string) *loader {
	l := &loader{fsys: fsys, dir: dir, shownAs: shownAs, join: join, md: map[locale.Code]*markdown{}}
	l.useGame(nil)
	return l
}

// useGame sets the locale folders the card's words are read from (the
// card's own locales/, then g's shipped folders) and the features its
// words files may name (g's): the shared folders and the core features
// alone for a card of no registered game.
func (l *loader) useGame(g game.Game) {
	shipped := locale.Shipped()
	if g != nil {
		shipped = g.Locales()
	}
	l.lib = shipped.Over(l.fsys, path.Join(l.dir, "locales"), l.join("locales"))
	l.features, l.gameID = wording.CoreFeatures(), ""
	if g != nil {
		l.features, l.gameID = g.Features(), g.ID()
	}
}

// markdown returns the Markdown parser of a locale.
func (l *loader) markdown(code locale.Code) *markdown {
	m, ok := l.md[code]
	if !ok {
		m = newMarkdown(l.typography(code))
		l.md[code] = m
	}
	return m
}

// read reads a file of the card; a failure is a problem at the file.
func (l *loader) read(name string) ([]byte, bool) {
	data, err := yamlfile.ReadFile(l.fsys, path.Join(l.dir, name))
	if err != nil {
		l.p.Add(yamlfile.ReadError(l.join(name), err))
		return nil, false
	}
	return data, true
}

// load reads card.yaml and every locale file, and returns the card or the
// sorted list of every problem.
func (l *loader) load() (*Card, error) {
	if l.dir != "." && !fs.ValidPath(l.dir) {
		l.p.Addf(Pos{File: l.shownAs}, "not a valid directory path")
		return nil, l.p.Err()
	}
	c := &Card{Dir: l.shownAs, Locales: map[locale.Code]*Locale{}, noWords: l.noWords}
	var idx *cardIndex
	if data, ok := l.read(cardFile); ok {
		if f := yamlfile.Parse(&l.p, l.join(cardFile), data); f.Root != nil {
			if decodeCard(&l.p, f, c) {
				idx = &cardIndex{card: c, kinds: statementKinds(c)}
			}
		}
	}
	if g, err := game.Lookup(c.Game); err == nil {
		l.useGame(g)
	}
	c.src = source{l.fsys, l.dir, l.lib, l.features}
	names, unread := l.localeFiles()
	c.unread = unread
	for _, e := range l.lib.Unreadable(l.reads) {
		l.p.Add(e)
	}
	for _, name := range names {
		if loc := l.locale(name, idx); loc != nil {
			c.Locales[loc.Code] = loc
			c.LocaleOrder = append(c.LocaleOrder, loc.Code)
		}
	}
	locale.SortCodes(c.LocaleOrder)
	l.fillDrafts(c)
	if err := l.p.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

// shippedSheets holds the sheet words of the shipped sheet files, each
// as read for a locale whose typography is shipped too: a process (a
// preview that reads a card on every save, a check of many cards) reads
// each once. Sheet words are never changed once read.
var shippedSheets sync.Map // sheetKey → SheetWords

type sheetKey struct {
	path string
	code locale.Code
}

// shippedSheet reads the sheet file f of locale folder tag for locale
// code, whose Markdown md sets; a shipped file read in a shipped
// typography is read once a process.
func (l *loader) shippedSheet(f locale.File, tag, code locale.Code, md *markdown) SheetWords {
	info, ok := l.lib.Find(code, "locale.yaml")
	if !f.Shipped || ok && !info.Shipped {
		return readSheetData(&l.p, f.Data, f.Path, tag, md)
	}
	key := sheetKey{f.Path, code}
	if got, ok := shippedSheets.Load(key); ok {
		return got.(SheetWords)
	}
	before := l.p.Len()
	w := readSheetData(&l.p, f.Data, f.Path, tag, md)
	if l.p.Len() == before { // a file with problems is read again, and says them again
		shippedSheets.Store(key, w)
	}
	return w
}

// reads reports whether the load reads locale folder c's files: those of
// the locales asked for and their languages', and the source's.
func (l *loader) reads(c locale.Code) bool {
	if l.only == nil || c == locale.Source {
		return true
	}
	for _, code := range l.only {
		if slices.Contains(code.Tags(), c) {
			return true
		}
	}
	return false
}

// locale reads the locale file name (a code and .yaml: localeFiles
// checked it), its sheet words and, unless left out, its words; nil when
// the file cannot be read or parsed.
func (l *loader) locale(name string, idx *cardIndex) *Locale {
	code := locale.Code(strings.TrimSuffix(name, ".yaml"))
	data, ok := l.read(name)
	if !ok {
		return nil
	}
	f := yamlfile.Parse(&l.p, l.join(name), data)
	if f.Root == nil {
		return nil
	}
	loc := decodeLocale(&l.p, f, code, l.markdown(code), idx)
	l.sheet(loc)
	if f, ok := l.lib.Find(loc.Code, PatternsName); ok {
		loc.Hyphenation = PatternFile{File: f.Path, Data: f.Data}
	}
	if !l.noWords {
		l.words(loc)
	}
	return loc
}

// localeFiles lists the card's locale files to read: every .yaml or .yml
// file of the directory but card.yaml (of the locales asked for, when
// some are), and the codes of those it leaves unread. A name that is not
// <locale>.yaml is a problem; no locale file at all is one too.
func (l *loader) localeFiles() (names []string, unread []locale.Code) {
	entries, err := fs.ReadDir(l.fsys, l.dir)
	if err != nil {
		if _, statErr := fs.Stat(l.fsys, path.Join(l.dir, cardFile)); statErr == nil {
			l.p.Wrap(Pos{File: l.shownAs}, "cannot list the card's files", err)
		}
		return nil, nil
	}
	for _, e := range entries {
		name := e.Name()
		if name == cardFile {
			continue
		}
		if e.IsDir() {
			if ext := path.Ext(name); ext == ".yaml" || ext == ".yml" {
				l.p.Add(yamlfile.ReadError(l.join(name), yamlfile.ErrNotRegular))
			}
			continue
		}
		if l.ownFile(name, sheetSuffix, "sheet-words", "sheet words") || l.ownFile(name, wordsSuffix, "words", "words") {
			continue
		}
		ext := path.Ext(name)
		if ext != ".yaml" && ext != ".yml" {
			continue
		}
		if code := locale.Code(strings.TrimSuffix(name, ext)); l.only != nil && code != locale.Source && !slices.Contains(l.only, code) {
			if ext == ".yaml" && locale.IsCode(string(code)) {
				unread = append(unread, code)
			}
			continue
		}
		if code := strings.TrimSuffix(name, ext); ext != ".yaml" || !locale.IsCode(code) {
			l.p.Addf(Pos{File: l.join(name), Line: 1, Col: 1}, "not a locale file: a card's words go in <locale>.yaml, like en.yaml or sv.yaml")
			continue
		}
		names = append(names, name)
	}
	if len(names) == 0 && l.only == nil {
		l.p.Addf(Pos{File: l.join(cardFile)}, "no locale file (en.yaml, sv.yaml …) beside card.yaml")
	}
	return names, unread
}

// ownFile reports whether name is a card's own file of a locale with
// this suffix (<locale>.sheet.yaml, <locale>.words.yaml), and reports one
// whose locale is not a code or has no locale file.
func (l *loader) ownFile(name, suffix, kind, what string) bool {
	code, ok := ownFileCode(name, suffix)
	if !ok {
		return false
	}
	if !locale.IsCode(code) {
		l.p.Addf(Pos{File: l.join(name), Line: 1, Col: 1}, "not a %s file: a card's own %s go in <locale>%s, like xx%s", kind, what, suffix, suffix)
	} else if _, err := fs.Stat(l.fsys, path.Join(l.dir, code+".yaml")); err != nil {
		l.p.Addf(Pos{File: l.join(name), Line: 1, Col: 1}, "%s for locale %q, but the card has no %s.yaml", what, code, code)
	}
	return true
}

// sheet fills loc.Sheet with the sheet words of its locale: the card's
// own <locale>.sheet.yaml when it has one, else the sheet.yaml of its
// locale folder (the card's own locales/<locale>/, then the shipped); for a regional locale (de-CH) the same
// files of its language (de) next. A locale without any is a problem at
// its locale: key.
func (l *loader) sheet(loc *Locale) {
	md := l.markdown(loc.Code)
	for _, tag := range loc.Code.Tags() {
		own := string(tag) + sheetSuffix
		if w, ok := readSheet(&l.p, l.fsys, path.Join(l.dir, own), l.join(own), tag, md); ok {
			loc.Sheet = w
			return
		}
		if f, ok := l.lib.Open(tag, "sheet.yaml"); ok {
			loc.Sheet = l.shippedSheet(f, tag, loc.Code, md)
			return
		}
	}
	own, shipped := "locales/"+string(loc.Code)+"/sheet.yaml", "locale/"+string(loc.Code)+"/sheet.yaml"
	at, found := loc.Pos["locale"]
	if !found {
		at = Pos{File: loc.File, Line: 1, Col: 1}
	}
	l.p.Addf(at, "no sheet words for locale %q: write them in %s (rulecard locale new writes one to fill in), or ship them as %s",
		loc.Code, l.join(own), shipped)
}
