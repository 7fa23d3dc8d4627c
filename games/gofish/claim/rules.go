package claim

import (
	"errors"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// RulesError is a card whose rules cannot be played as card.yaml writes
// them: an unknown preset, option or setting, a bad value, or two settings
// that conflict. Pos is the offending key's own position (for a conflict,
// the later of the two settings).
type RulesError struct {
	Pos content.Pos
	Msg string
}

// Error returns "file:line:col: what is wrong".
func (e *RulesError) Error() string { return e.Pos.String() + ": " + e.Msg }

// CardRules returns the rules a card describes: its preset (`rules:`),
// its options in order, then its changes in order (`changes:`, any rule by
// its engine.Settings name).
func CardRules(card *content.Card) (engine.Rules, error) {
	v := cardVariant(card)
	r, err := v.Rules()
	if err == nil {
		return r, nil
	}
	rulesAt := card.RulesPos
	if rulesAt.Line == 0 {
		rulesAt = card.Pos
	}
	var ve *engine.VariantError
	if !errors.As(err, &ve) {
		return r, &RulesError{Pos: rulesAt, Msg: err.Error()}
	}
	where := func(s engine.Source) string {
		words := "the " + string(card.Rules) + " rules"
		switch s.Kind {
		case engine.FromOption:
			words = "option " + string(v.Options[s.Index]) + " at " + optionPos(card, s.Index).String()
		case engine.FromChange:
			words = v.Changes[s.Index].String() + " at " + card.Changes[s.Index].Pos.String()
		}
		return words
	}
	pos := rulesAt
	switch ve.At.Kind {
	case engine.FromOption:
		pos = optionPos(card, ve.At.Index)
	case engine.FromChange:
		pos = card.Changes[ve.At.Index].Pos
	}
	return r, &RulesError{Pos: pos, Msg: ve.Explain(where)}
}

// cardVariant returns the card's preset, options and changes.
func cardVariant(card *content.Card) engine.Variant {
	v := engine.Variant{Preset: card.Rules, Options: card.Options}
	for _, c := range card.Changes {
		v.Changes = append(v.Changes, engine.Change{Name: c.Name, Value: c.Value})
	}
	return v
}

// optionPos returns where the card writes its option i.
func optionPos(card *content.Card, i int) content.Pos {
	if i < len(card.OptionPos) {
		return card.OptionPos[i]
	}
	return card.Pos
}
