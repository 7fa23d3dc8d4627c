package wording

import (
	"fmt"
	"slices"
)

// Poles are two features that say opposite things of one rule: the book
// is laid AT-ONCE or WAITS, the card is SHOWN or HIDDEN, the player
// GOES-AGAIN or the TURN-ENDS. A claim's signature names the pole it
// needs: it never accepts both (Signature.Accepts), or a sentence and its
// exact opposite would both state it.
type Poles [2]Feature

// corePoles returns the pairs of core features that say opposite things.
func corePoles() []Poles {
	return []Poles{
		{AtOnce, Waits},
		{Shown, Hidden},
		{GoAgain, TurnEnds},
		{GoAgain, ToNext},
		{Most, Fewest},
		{Win, Lose},
		{First, Last},
	}
}

// WithPoles returns s with the pairs ps added to its poles. A pair of a
// feature the set does not hold, or of one feature twice, is a
// programming error: WithPoles panics.
func (s FeatureSet) WithPoles(ps ...Poles) FeatureSet {
	out := s
	out.poles = slices.Clip(append(slices.Clip(s.poles), ps...))
	for _, p := range ps {
		if !s.Has(p[0]) || !s.Has(p[1]) || p[0] == p[1] {
			panic(fmt.Sprintf("wording: poles %q and %q: not two features of the set", p[0], p[1]))
		}
	}
	return out
}

// Poles returns the set's pairs of opposite features.
func (s FeatureSet) Poles() []Poles { return slices.Clone(s.poles) }

// Opposites returns the features that say the opposite of f.
func (s FeatureSet) Opposites(f Feature) []Feature {
	var out []Feature
	for _, p := range s.poles {
		switch f {
		case p[0]:
			out = append(out, p[1])
		case p[1]:
			out = append(out, p[0])
		}
	}
	return out
}

// Accepts reports whether a sentence that states the signature's claim
// may carry f as it stands: f is needed (alone or in a group) or allowed,
// and not one the claim states only negated (Negated) or turned round by
// a condition (Excepted).
func (s Signature) Accepts(f Feature) bool {
	return (slices.Contains(s.Needs(), f) || slices.Contains(s.Allow, f)) &&
		!slices.Contains(s.Negated, f) && !slices.Contains(s.Excepted, f)
}

// AcceptsPole reports whether a sentence that states the signature's
// claim may say pole f: it accepts f as it stands, or accepts only
// negated or turned round a feature opposite to f ("does not end your
// turn" says GO-AGAIN; "stays hidden unless …" says SHOWN).
func (s Signature) AcceptsPole(set FeatureSet, f Feature) bool {
	if s.Accepts(f) {
		return true
	}
	for _, o := range set.Opposites(f) {
		turned := slices.Contains(s.Negated, o) || slices.Contains(s.Excepted, o)
		if turned && (slices.Contains(s.Needs(), o) || slices.Contains(s.Allow, o)) {
			return true
		}
	}
	return false
}

// BothPoles returns the pairs of set's poles both of which the signature
// accepts (AcceptsPole): nil for a signature that names the pole it needs.
func (s Signature) BothPoles(set FeatureSet) []Poles {
	var out []Poles
	for _, p := range set.poles {
		if s.AcceptsPole(set, p[0]) && s.AcceptsPole(set, p[1]) {
			out = append(out, p)
		}
	}
	return out
}
