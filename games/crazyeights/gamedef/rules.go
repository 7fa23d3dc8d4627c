package gamedef

import (
	"strings"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
)

// Rules returns the engine.Rules spec names.
func (Game) Rules(spec game.Spec) (game.Rules, error) { return Rules(spec) }

// Rules returns the rules spec names: its preset (the common rules when
// it names none), its options in order, then its changes in order, each
// by its engine.Settings name. An error is a *game.RulesError at the
// offending key: an unknown preset, option or setting, or a bad value, at
// its own; settings that cannot be played together at the later of the
// keys that set them (the preset's, when it alone did).
func Rules(spec game.Spec) (engine.Rules, error) {
	name := preset.Name(spec.Preset)
	if name == "" {
		name = preset.CrazyEights
	}
	r, err := engine.Preset(name)
	if err != nil {
		return r, &game.RulesError{Pos: spec.PresetAt(), Msg: err.Error()}
	}
	// keys are the options' and changes' positions in the order applied;
	// setAt[name] the index of the last that set the setting.
	var keys []game.Pos
	setAt := map[string]int{}
	for i, o := range spec.Options {
		before := r
		if r, err = r.With(preset.Option(o)); err != nil {
			return r, &game.RulesError{Pos: spec.OptionAt(i), Msg: err.Error()}
		}
		keys = append(keys, spec.OptionAt(i))
		for _, s := range engine.Settings() {
			if s.Get(r) != s.Get(before) {
				setAt[s.Name] = len(keys) - 1
			}
		}
	}
	for _, c := range spec.Changes {
		if r, err = r.Set(c.Name, c.Value); err != nil {
			return r, &game.RulesError{Pos: c.Pos, Msg: err.Error()}
		}
		keys = append(keys, c.Pos)
		setAt[c.Name] = len(keys) - 1
	}
	if err := r.Check(); err != nil {
		return r, &game.RulesError{Pos: blame(r, spec, keys, setAt), Msg: strings.ReplaceAll(err.Error(), "\n", "; ")}
	}
	return r, nil
}

// blame returns where the spec set what makes r unplayable: the last
// key that set a setting of its first conflict, else the last option or
// change, else the preset.
func blame(r engine.Rules, spec game.Spec, keys []game.Pos, setAt map[string]int) game.Pos {
	last := -1
	if cs := r.Conflicts(); len(cs) > 0 {
		for _, n := range []string{cs[0].A, cs[0].B} {
			if i, ok := setAt[n]; ok {
				last = max(last, i)
			}
		}
	} else {
		last = len(keys) - 1
	}
	if last < 0 {
		return spec.PresetAt()
	}
	return keys[last]
}
