package game

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
	"github.com/rulecard/rulecard/yamlfile"
)

// Game is a game rulecard has an engine for.
type Game interface {
	// ID is the game's id as card.yaml's game: and --game name it
	// ("gofish"): lower-case letters, digits and hyphens.
	ID() string
	// Name is the game's name in English ("Go Fish").
	Name() string
	// Presets are the rule sets the game names, sorted by name; Default
	// the one a card or a command plays when it names none.
	Presets() []Named
	DefaultPreset() string
	// Options are the variants a preset may be played with, sorted.
	Options() []Named
	// Settings are the rules a card's changes: may set, by name, as
	// `rulecard rules` lists them: a setting given for each player count
	// is listed once, its name ending in .N ("deal.N").
	Settings() []Setting
	// Packs are the packs the game may be played with.
	Packs() []cards.Pack
	// Rules makes the rules spec names. An error is a *RulesError at the
	// offending key's position.
	Rules(spec Spec) (Rules, error)
	// Values returns the rules as a structure: every setting (Settings)
	// with its value under r, in order.
	Values(r Rules) []Value
	// Changed returns the settings whose values under r differ from
	// those of its preset with its options, in the order of Settings,
	// leaving out any that plays no part in r.
	Changed(r Rules) []Value
	// Describe writes the complete rules r sets in locale code's words,
	// from the game's rules text in lib (nil: Locales()): what `rulecard
	// rules` prints and the reference sets.
	Describe(r Rules, lib *locale.Library, code locale.Code) (*Description, error)
	// Locales returns the shipped locale folders with the game's own
	// words, rules text and stories before the shared ones.
	Locales() *locale.Library
	// Features returns the features its words files and claims' signatures
	// are written in: the core ones (package wording) and the game's own.
	Features() wording.FeatureSet
	// Claims returns what the game proves a card's statements by.
	Claims() Claims
	// Table returns how the game is played: deals, moves, views, bots.
	Table() Table
}

// Named is a preset or an option: its name and what it is, in a line.
type Named struct {
	Name    string `json:"name"`
	Summary string `json:"summary"`
}

// Setting is one rule a card may change by name.
type Setting struct {
	// Name is how the setting is written ("give", "deal.3").
	Name string
	// Summary says in one line what the setting chooses.
	Summary string
	// Values are the words it takes; empty for a number or numbers.
	Values []string
	// Kind says what a value is ("word", "yes/no", "number", "numbers",
	// "words").
	Kind string
}

// Value is one setting's value under some rules, as a card's changes:
// would write it.
type Value struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Rules are the rules a game plays a card by, as the game made them from
// a Spec: opaque to everything but the game.
type Rules any

// Pos is a position in a file: file, line and column.
type Pos = yamlfile.Pos

// Spec is what a card names of its rules, each part where card.yaml
// writes it.
type Spec struct {
	// Preset names the preset ("" for the game's default), PresetPos
	// where.
	Preset    string
	PresetPos Pos
	// Options are the options in the order written, OptionPos where each
	// is.
	Options   []string
	OptionPos []Pos
	// Changes are the settings changed by name, applied after the
	// options, in the order written.
	Changes []Change
	// At is where the card is: the position of an error that has none of
	// its own.
	At Pos
}

// Change sets one setting by name, as card.yaml's changes: writes it (a
// list is joined by commas).
type Change struct {
	Name, Value string
	Pos         Pos
}

// String returns "name: value".
func (c Change) String() string { return c.Name + ": " + c.Value }

// RulesError is a card whose rules cannot be played as card.yaml writes
// them: an unknown preset, option or setting, a bad value, or two settings
// that conflict. Pos is the offending key's own position.
type RulesError struct {
	Pos Pos
	Msg string
}

// Error returns "file:line:col: what is wrong".
func (e *RulesError) Error() string { return e.Pos.String() + ": " + e.Msg }

// OptionAt returns where spec writes option i, or where the card is.
func (s Spec) OptionAt(i int) Pos {
	if i < len(s.OptionPos) {
		return s.OptionPos[i]
	}
	return s.At
}

// PresetAt returns where spec names its preset, or where the card is.
func (s Spec) PresetAt() Pos {
	if s.PresetPos.Line == 0 {
		return s.At
	}
	return s.PresetPos
}

// unknown returns the error for a name that is not one of valid: what is
// the kind of name ("preset").
func unknown(what, name string, valid []Named) error {
	names := make([]string, len(valid))
	for i, n := range valid {
		names[i] = n.Name
	}
	return fmt.Errorf("unknown %s %q (%ss: %s)", what, name, what, joinComma(names))
}
