package engine

import (
	"slices"
	"testing"

	"github.com/rulecard/rulecard/preset"
)

// TestTablesAreMadeAtFirstUse: the settings are made once, at their first
// use; every preset name is registered, each with options of its own
// that are options; every reason a game ends is told, each its own way.
func TestTablesAreMadeAtFirstUse(t *testing.T) {
	if a, b := settings(), settings(); &a[0] != &b[0] || len(a) < 20 {
		t.Fatalf("the settings were made twice, or are %d", len(a))
	}
	if s := Settings(); &s[0] == &settings()[0] {
		t.Error("Settings gives the settings themselves, not a copy")
	}
	for _, name := range preset.Names() {
		p, ok := registeredAs(name)
		if !ok || p.rules == nil {
			t.Errorf("preset %s is not registered", name)
		}
		for _, o := range p.options {
			if !slices.Contains(preset.Options(), o) || optionNamed(o) == nil {
				t.Errorf("preset %s takes %q, no option", name, o)
			}
		}
	}
	if _, ok := registeredAs("nothing"); ok {
		t.Error("an unknown preset is registered")
	}
	seen := map[string]bool{}
	for _, why := range []Why{WhyAllBooked, WhyStockOut, WhyPlayerOut, WhyStuck, WhyBookedOut} {
		if s := endWhy(why); s == "" || seen[s] {
			t.Errorf("the end %v is told as %q", why, s)
		} else {
			seen[s] = true
		}
	}
}
