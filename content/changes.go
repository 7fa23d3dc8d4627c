package content

import (
	"strings"

	"github.com/rulecard/rulecard/yamlfile"
	"go.yaml.in/yaml/v3"
)

// Change is one rule a card changes from its preset, as card.yaml's
// `changes:` writes it: the setting's name (`give`, `players.max`,
// `deal.5`) and its value as written (`one`, `6`; a list is joined by
// commas). The engine's settings say which names and values exist;
// the card's game checks them, at Pos (game.Game.Rules).
type Change struct {
	Name, Value string
	Pos         Pos
}

// changes reads `changes:`, a mapping of setting names to values in
// reading order. A value is a word or number, a list of them, or a
// mapping whose keys extend the name: `players: {min: 2, max: 6}` is
// players.min and players.max, `deal: {2: 7, 3: 5}` deal.2 and deal.3.
// Each change is at its own key.
func (d *cardDecoder) changes(n *yaml.Node) []Change {
	out := []Change{}
	d.changeEntries(n, "", &out)
	return out
}

func (d *cardDecoder) changeEntries(n *yaml.Node, prefix string, out *[]Change) {
	what := "changes"
	if prefix != "" {
		what += "." + strings.TrimSuffix(prefix, ".")
	}
	d.Each(n, what, func(k, v *yaml.Node) {
		name := prefix + k.Value
		switch v.Kind {
		case yaml.MappingNode:
			if prefix != "" {
				d.Errorf(v, "changes.%s: want a word, a number or a list, got %s", name, yamlfile.Describe(v))
				return
			}
			d.changeEntries(v, name+".", out)
		case yaml.SequenceNode:
			var words []string
			for _, it := range v.Content {
				if it.Kind != yaml.ScalarNode || it.Value == "" {
					d.Errorf(it, "changes.%s: want words or numbers in the list, got %s", name, yamlfile.Describe(it))
					return
				}
				words = append(words, it.Value)
			}
			*out = append(*out, Change{Name: name, Value: strings.Join(words, ","), Pos: d.Pos(k)})
		case yaml.ScalarNode:
			if v.Value == "" || v.ShortTag() == "!!null" {
				d.Errorf(v, "changes.%s: no value", name)
				return
			}
			*out = append(*out, Change{Name: name, Value: v.Value, Pos: d.Pos(k)})
		default:
			d.Errorf(v, "changes.%s: want a word, a number or a list, got %s", name, yamlfile.Describe(v))
		}
	})
}
