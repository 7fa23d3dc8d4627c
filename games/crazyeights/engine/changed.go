package engine

import (
	"strconv"
	"strings"
)

// ChangedSettings returns, as "name: value" in the order of [Settings],
// the settings whose values in r differ from those of its preset (the
// common rules for rules without a name) with its options, leaving out
// those that play no part in r ([Rules.Plays]).
func (r Rules) ChangedSettings() []string {
	base, err := Preset(r.Name)
	if err != nil {
		base = CrazyEights()
	}
	base, _ = base.With(r.Options.Names()...)
	var out []string
	for _, s := range Settings() {
		if v := s.Get(r); v != s.Get(base) && r.Plays(s.Name) {
			out = append(out, s.Name+": "+v)
		}
	}
	return out
}

// Plays reports whether the setting named plays a part in r: a deal size
// only for a player count r seats, the target only with scoring: target,
// the announce penalty only with announce: yes, stacking only with a
// draw-two rank.
func (r Rules) Plays(name string) bool {
	if n, ok := strings.CutPrefix(name, "deal."); ok {
		k, err := strconv.Atoi(n)
		return err == nil && r.Players.Has(k)
	}
	switch name {
	case "target":
		return r.Scoring == ScoreTarget
	case "announce-penalty":
		return r.Announce
	case "stack":
		return r.DrawTwo != DrawTwoNone
	}
	return true
}
