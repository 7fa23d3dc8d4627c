package claims

import (
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/preset"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// TestEveryClaimHasASignatureInEveryShippedLocale: each claim of the
// catalogue has a signature, and every feature it needs or denies has
// phrases in the words of every shipped locale, so that a sentence of the
// claim can be read (and a contradiction seen) in each.
func TestEveryClaimHasASignatureInEveryShippedLocale(t *testing.T) {
	locales := map[string]*wording.Lexicon{}
	for _, code := range locale.Shipped().Codes() {
		locales[string(code)] = shippedLexicon(t, string(code))
	}
	presets := []engine.Rules{engine.House()}
	for _, name := range []preset.Name{preset.Duel, preset.WholePack, preset.Common} {
		r, err := engine.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		presets = append(presets, r)
	}
	for _, c := range Catalogue() {
		for _, r := range presets {
			s, ok := SignatureOf(c.ID, r)
			if !ok {
				t.Errorf("claim %s has no signature", c.ID)
				break
			}
			fs := append(append(s.Needs(), s.Deny...), s.Allow...)
			for code, lx := range locales {
				for _, f := range fs {
					if !lx.Has(f) {
						t.Errorf("claim %s (preset %s): locale %s has no phrase for %s", c.ID, r.Name, code, f)
					}
				}
			}
		}
	}
	for id := range signatures() {
		if _, ok := Lookup(id); !ok {
			t.Errorf("signature for %s, which the catalogue does not hold", id)
		}
	}
}

// TestEveryFeatureHasPhrasesInEveryShippedLocale: a words file that
// lacks a feature cannot read a sentence that carries it.
func TestEveryFeatureHasPhrasesInEveryShippedLocale(t *testing.T) {
	for _, code := range locale.Shipped().Codes() {
		lx := shippedLexicon(t, string(code))
		for _, f := range features().Features() {
			if !lx.Has(f) {
				t.Errorf("locale %s: no phrase for feature %s", code, f)
			}
		}
	}
}

// TestSignaturesNameTheCataloguesFeatures: every feature a signature
// names is one of the features the catalogue's words are read with.
func TestSignaturesNameTheCataloguesFeatures(t *testing.T) {
	set := features()
	for id, fn := range signatures() {
		s := fn(engine.House())
		for _, f := range append(append(append(append(s.Needs(), s.Allow...), s.Deny...), s.Negated...), s.Negates...) {
			if !set.Has(f) {
				t.Errorf("claim %s: %q is no feature", id, f)
			}
		}
	}
}

// shippedLexicon compiles the shipped words of a locale, as the gofish
// card loads them.
func shippedLexicon(t testing.TB, code string) *wording.Lexicon {
	t.Helper()
	c, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	return wording.Compile(locale.Code(code), &c.Locales[locale.Code(code)].Words, features())
}

// TestNoSignatureAcceptsBothPoles: every claim's signature names the pole
// it needs: none accepts both features of a pair that say opposite things
// (wording.Poles), under any preset or setting, or a sentence and its
// exact opposite would both state the claim.
func TestNoSignatureAcceptsBothPoles(t *testing.T) {
	set := features()
	if len(set.Poles()) == 0 {
		t.Fatal("the feature set has no poles")
	}
	for _, r := range everyRules(t) {
		for id, fn := range signatures() {
			for _, p := range fn(r).BothPoles(set) {
				t.Errorf("claim %s (rules %s) accepts both %s and %s", id, r.Name, p[0].Upper(), p[1].Upper())
			}
		}
	}
}

// everyRules returns the presets and the house rules with each value of
// each setting: every rule set a signature may depend on.
func everyRules(t *testing.T) []engine.Rules {
	t.Helper()
	out := []engine.Rules{engine.House()}
	for _, name := range []preset.Name{preset.Duel, preset.WholePack, preset.Common} {
		r, err := engine.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	for _, s := range engine.Settings() {
		for _, v := range s.Values {
			if r, err := s.Set(engine.House(), v); err == nil {
				r.Name = preset.Name(s.Name + ": " + v)
				out = append(out, r)
			}
		}
	}
	return out
}
