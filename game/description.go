package game

import (
	"strings"
	"unicode/utf8"

	"github.com/rulecard/rulecard/locale"
)

// Description is the complete rules a Rules value sets, in one locale's
// words: a title, then the parts of the game in order, each a list of
// rules. A game writes it from its rules and its locale data
// (Game.Describe); Text prints it.
type Description struct {
	// Locale is the language of every word ("en").
	Locale locale.Code
	// Name is the rules' name ("house"), or the locale's word for rules
	// without one; Options the names of the options the rules are
	// played with, in order.
	Name    string
	Options []string
	// Changes are the settings in which the rules differ from the preset
	// and its options, as "name: value".
	Changes []string
	// Title is the description's title, its name, options and changes in
	// words: "Go Fish: the house rules, with lucky-draw and give: one".
	Title string
	// Sections are the parts of the game, in the order the game tells
	// them.
	Sections []RuleSection
}

// RuleSection is one part of the game as a Description tells it.
type RuleSection struct {
	// Heading is the part's name as a sentence writes it ("The deal").
	Heading string `json:"heading"`
	// Rules are the part's rules in order, each a sentence or a few, on
	// one line.
	Rules []string `json:"rules"`
}

// textWidth is the width Text wraps rules at, in characters.
const textWidth = 78

// Text returns the description as `rulecard rules` prints it: the title,
// then each section's heading in capitals and its rules as items ("- "),
// wrapped at 78 characters with continuation lines indented by two.
func (d *Description) Text() string {
	var b strings.Builder
	b.WriteString(d.Title + "\n")
	for _, s := range d.Sections {
		b.WriteString("\n" + strings.ToUpper(s.Heading) + "\n")
		for _, rule := range s.Rules {
			b.WriteString(wrap(rule, textWidth, "- ", "  "))
		}
	}
	return b.String()
}

// wrap breaks text into lines of at most width characters (runes), the
// first starting with first and the rest with rest. It breaks at
// ordinary spaces only: a no-break space (U+00A0, U+202F) binds.
func wrap(text string, width int, first, rest string) string {
	var b strings.Builder
	line := first
	start := true
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' }) {
		if !start && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) > width {
			b.WriteString(line + "\n")
			line, start = rest, true
		}
		if !start {
			line += " "
		}
		line += w
		start = false
	}
	b.WriteString(line + "\n")
	return b.String()
}
