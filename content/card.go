// Package content loads rules cards: a card directory holds card.yaml (the
// structure and the claims each statement rests on, shared by every locale)
// and one <locale>.yaml per language (all the words). Inline Markdown in the
// words is parsed once, with goldmark, into styled runs.
//
// The types in this file are the contract read by the checker (games/gofish/claims)
// and the layout (layout); the loader fills them and validates them strictly.
package content

import (
	"slices"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// Pos is a position in a content file: the file's path as given to the
// loader, and the 1-based line and column (yamlfile.Pos, shared by every
// file format rulecard reads).
type Pos = yamlfile.Pos

// Error is one problem in a content file, at a position; ErrorList is
// every problem of a load, sorted. They are yamlfile's, shared by every
// file format rulecard reads.
type (
	Error     = yamlfile.Error
	ErrorList = yamlfile.ErrorList
)

// Style is a set of type styles of a run of text.
type Style uint8

// The styles a run may carry; Bold|Italic is bold italic.
const (
	Regular Style = 0
	Bold    Style = 1 << 0
	Italic  Style = 1 << 1
)

// Run is a stretch of text in one style. Text holds real characters (curly
// quotes, dashes, ellipses), never HTML entities or Markdown syntax.
//
// NotNumber marks a run that is one word written {in braces} in the
// source: a word the check does not read, neither as a number nor as a
// rule word. It marks an article written like the number one ("{en}
// valör", "{eine} Karte"; articles are also listed as data and count as
// one only where a claim asserts one), and a rule word that states no rule
// of the statement ("they still have {no} sevens"). The braces are not
// printed.
type Run struct {
	Text      string
	Style     Style
	NotNumber bool
}

// Text is a paragraph of styled runs, in reading order.
type Text []Run

// Plain returns the text without its styles.
func (t Text) Plain() string {
	n := 0
	for _, r := range t {
		n += len(r.Text)
	}
	b := make([]byte, 0, n)
	for _, r := range t {
		b = append(b, r.Text...)
	}
	return string(b)
}

// SectionKind says how a section's statements are set.
type SectionKind uint8

// The kinds of section.
const (
	// List: each statement is a bulleted item.
	List SectionKind = iota
	// Glossary: each statement is a term and its definition.
	Glossary
	// Prose: each statement is a paragraph without a bullet.
	Prose
)

// The games card.yaml names beside those registered (package game).
const (
	// DefaultGame is the game of a card that names none: the card
	// format's default since before cards named their game, so that every
	// card written then still loads.
	DefaultGame = "gofish"
	// NoGame is a card for a game rulecard has no engine for: it is
	// printed, never proven.
	NoGame = "none"
)

// Games returns the games card.yaml may name, sorted: the registered
// games' ids (package game), then NoGame.
func Games() []string { return append(game.IDs(), NoGame) }

// Spec returns the rules the card names, as its game makes them into the
// rules it plays (game.Game.Rules), each part at its position.
func (c *Card) Spec() game.Spec {
	s := game.Spec{Preset: c.Rules, PresetPos: c.RulesPos, Options: c.Options, OptionPos: c.OptionPos, At: c.Pos}
	for _, ch := range c.Changes {
		s.Changes = append(s.Changes, game.Change{Name: ch.Name, Value: ch.Value, Pos: ch.Pos})
	}
	return s
}

// Proven reports whether the card's statements are proven against an
// engine: false for a card of NoGame.
func (c *Card) Proven() bool { return c.Game != NoGame }

// Players is the range of player counts a card is for.
type Players struct {
	Min, Max int
}

// ClaimRef is a claim a statement rests on, as written in card.yaml:
// `ask.hit-go-again` (no parameters) or `{deal.size: {2: 7, 3: 5, 4: 5}}`.
// Params keeps the YAML value of the parameters as decoded: nil, or a
// scalar, list or map of ints and strings (map keys as written); the claims
// catalogue checks its shape.
type ClaimRef struct {
	ID     string
	Params any
	Pos    Pos
}

// Statement is one sentence or item of the card. A statement states rules
// (bound to one or more claims) or is a note that states none.
type Statement struct {
	ID     string
	Claims []ClaimRef
	Note   bool
	Pos    Pos
}

// Section is a titled part of the card.
type Section struct {
	ID         string
	Kind       SectionKind
	Statements []Statement
	Pos        Pos
}

// Card is a loaded card: its structure and every locale's words.
type Card struct {
	// ID names the card; output files are <ID>.<locale>.<ext>.
	ID string
	// Dir is the directory the card was loaded from (as given).
	Dir string
	// shipped is true for a card embedded in the binary (LoadShipped).
	shipped bool
	// Game names the game the card is for (card.yaml's game:, DefaultGame when
	// it names none), and GamePos where it is written. A card of NoGame is
	// printed, never proven: it names no rules, and its statements rest on
	// no claims.
	Game    string
	GamePos Pos
	// Rules names the preset of the card's game the card describes;
	// Options its options (OptionPos where each is written) and Changes
	// the rules it changes by name, applied after the options. The game
	// checked the names as the card loaded (game.ParsePreset); it makes
	// them into rules from Spec.
	Rules     string
	RulesPos  Pos // where the preset's name is written
	Options   []string
	OptionPos []Pos
	Changes   []Change
	Players   Players
	// Packs lists the packs the card names, in the order it names them.
	Packs []cards.Pack
	// Tagline is the cover statement under the title ("2 to 4 players · …").
	Tagline Statement
	// Sections in reading order; the first is set on the cover panel.
	Sections []Section
	// Locales by code ("en", "sv", "de"); LocaleOrder lists the codes with
	// "en" first and the rest sorted.
	Locales     map[locale.Code]*Locale
	LocaleOrder []locale.Code
	Pos         Pos

	// unread are the codes of the card's locale files left unread because
	// the load asked for other locales (see ResolveLocales).
	unread []locale.Code
	// noWords is set when the load left out the words files, which only
	// the check reads (see SelectSheets).
	noWords bool

	// src is where the card was loaded from, for the files a translator
	// starts from (see LocaleTemplate).
	src source
}

// WordsRead reports whether the load read each locale's words, which the
// check needs: false for a card from SelectSheets.
func (c *Card) WordsRead() bool { return !c.noWords }

// Glossed is a glossary entry's words: the term and its definition.
type Glossed struct {
	Term Text
	Def  Text
}

// Locale is one language's words for a card.
type Locale struct {
	// Code is the BCP 47 code ("en", "sv", "de"), File the path loaded.
	Code locale.Code
	File string
	// Numbers are the locale's number words from zero up; Numbers[n] lists
	// the forms of n ("en", "ett").
	Numbers [][]string
	// Title is the card's title in this locale.
	Title Text
	// Sections maps a section id to its heading.
	Sections map[string]Text
	// Statements maps a statement id to its words (list and prose
	// sections, and the tagline).
	Statements map[string]Text
	// Glossary maps a glossary statement id to its term and definition.
	Glossary map[string]Glossed
	// Sheet holds the sheet's own words in this locale.
	Sheet SheetWords
	// Words are the words the check reads in this locale: numbers,
	// ordinals, articles and rule words (see Words).
	Words Words
	// Dash is the dash the locale sets between clauses, as its typography
	// turns --- into: "—" in English, "–" in Swedish and German. The layout
	// sets it between a glossary term and its definition too.
	Dash string
	// Draft is set by status: draft: a translation under way, whose
	// untranslated texts are set in the source locale's words, marked.
	Draft bool
	// Untranslated lists the keys of a draft that are not translated yet
	// ("title", "sections.<id>", "statements.<id>"), in the order found.
	Untranslated []string
	// Hyphenation is the locale's own hyphenation patterns, when its
	// locale folder has them (locales/<code>/hyphenation.dic, or its
	// language's): a LibreOffice pattern file, as read; the layout parses
	// it. Without one the layout takes the shipped patterns of the
	// language, if any.
	Hyphenation PatternFile
	// Pos records where each key was written: "title", "sections.<id>",
	// "statements.<id>", "numbers", and the top-level "locale",
	// "sections" and "statements" keys.
	Pos map[string]Pos
}

// PatternFile is a hyphenation pattern file: its path as positions name
// it, and its bytes (nil for none).
type PatternFile struct {
	File string
	Data []byte
}

// PatternsName is the name of a locale folder's hyphenation pattern file.
const PatternsName = "hyphenation.dic"

// SheetWords are the words printed by the sheet itself rather than the
// card: fold labels, the instructions on the spare paper, the legend and
// the scale bar's caption. They are the same for every card of a locale.
type SheetWords struct {
	// File is the path the words were read from, as shown in positions.
	File         string
	Fold         string // "▲ FOLD ▼"
	FoldTear     string // "FOLD & TEAR"
	Instructions Text   // heading of the instructions block
	Steps        []Text // numbered steps
	Notes        []Text // paragraphs after the steps
	LegendFold   string // legend caption for a fold line
	LegendTear   string // legend caption for a fold & tear line
	Scale        string // caption of the 50 mm scale bar
	// Screen holds the HTML page's on-screen help: how to print and fold.
	ScreenTitle string
	Screen      []Text
}

// IsUntranslated reports whether key ("statements.ask") of a draft is not
// translated yet and is shown in the source locale's words.
func (l *Locale) IsUntranslated(key string) bool {
	return slices.Contains(l.Untranslated, key)
}
