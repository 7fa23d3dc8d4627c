// Package starter writes the card `rulecard new` starts from a game's
// starter data: a plan (the game's starter.yaml: sections of statements,
// each with variants chosen by `when:` conditions on the rules' settings,
// each variant naming its words and the claims it rests on) and the words
// of each locale (<code>/starter.yaml in the game's locale folders), the
// source locale's when a locale has none. It names no game: a game gives
// its plan, its locale folders and its rules' settings and numbers.
package starter

import (
	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// WordsFile is the name of a locale folder's starter words.
const WordsFile = "starter.yaml"

// Plan is a game's starter plan: the card's statements, the variants of
// each, when each is written and the claims it rests on. Title, when the
// plan has one, chooses the key of the card's title among the texts (its
// variants' claims are none); without one, or none that holds, the title
// is the words' title.
type Plan struct {
	Title    *Item     `yaml:"title"`
	Tagline  Item      `yaml:"tagline"`
	Sections []Section `yaml:"sections"`
}

// Section is a section of the plan.
type Section struct {
	ID         string `yaml:"id"`
	Statements []Item `yaml:"statements"`
}

// Item is a statement of the plan and its variants, the first that holds
// written.
type Item struct {
	ID       string    `yaml:"id"`
	Variants []Variant `yaml:"variants"`
}

// Variant is one way of stating a statement's rule: when it holds (each
// setting named has one of the values listed; "rules" names the preset
// the rules were made from, as card.yaml's rules: does), the key of its words and
// its claims as card.yaml writes them ($players, $packs and $deal stand
// for the rules' numbers, $<setting> for a setting's value).
type Variant struct {
	When   map[string]AnyOf `yaml:"when"`
	Text   string           `yaml:"text"`
	Claims []any            `yaml:"claims"`
}

// AnyOf is a value, or a list of values, any of which a setting may have.
type AnyOf []string

// UnmarshalYAML reads a word or a list of words.
func (a *AnyOf) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*a = AnyOf{n.Value}
		return nil
	}
	var list []string
	if err := n.Decode(&list); err != nil {
		return err
	}
	*a = list
	return nil
}

// ReadPlan reads a plan from data, its errors at their positions in path.
func ReadPlan(path string, data []byte) (*Plan, error) {
	var p Plan
	if err := yamlfile.Strict(path, data, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// PresetKey is what a when: calls the preset the rules were made from.
const PresetKey = "rules"

// Items returns the title (when the plan has one), the tagline and every
// statement of the plan, in order.
func (p *Plan) Items() []Item {
	var items []Item
	if p.Title != nil {
		items = append(items, *p.Title)
	}
	items = append(items, p.Tagline)
	for _, s := range p.Sections {
		items = append(items, s.Statements...)
	}
	return items
}

// Start reads the plan in data (at path) and writes it for r, in locale
// code's words from lib (Plan.Write): a game's Starter in one call.
func Start(path string, data []byte, lib *locale.Library, code locale.Code, r Rules) (*game.StarterCard, error) {
	p, err := ReadPlan(path, data)
	if err != nil {
		return nil, err
	}
	return p.Write(lib, code, r)
}
