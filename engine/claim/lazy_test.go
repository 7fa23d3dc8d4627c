package claim

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rulecard/rulecard/engine"
)

// TestTablesAreMadeOnceAtFirstUse: the catalogue and the tables by claim
// id are made at their first use and the same after; the catalogue is the
// house, preset and variant claims in that order, and every table names
// claims of it alone.
func TestTablesAreMadeOnceAtFirstUse(t *testing.T) {
	defs := catalogue()
	if again := catalogue(); &again[0] != &defs[0] || len(again) != len(defs) {
		t.Fatal("the catalogue was made twice")
	}
	var ids []string
	for _, part := range [][]def{houseClaims(), presetClaims(), variantClaims(), settingClaims()} {
		for _, d := range part {
			ids = append(ids, d.id)
		}
	}
	var got []string
	for _, d := range defs {
		got = append(got, d.id)
	}
	if !slices.Equal(got, ids) || len(ids) < 50 {
		t.Fatalf("catalogue ids %v\nwant %v", got, ids)
	}
	same := func(name string, a, b any, keys []string) {
		t.Helper()
		if reflect.ValueOf(a).UnsafePointer() != reflect.ValueOf(b).UnsafePointer() {
			t.Errorf("%s was made twice", name)
		}
		for _, k := range keys {
			if !slices.Contains(ids, k) {
				t.Errorf("%s names %q, no claim of the catalogue", name, k)
			}
		}
	}
	same("signatures", signatures(), signatures(), keysOf(signatures()))
	same("holdings", holdings(), holdings(), keysOf(holdings()))
	same("claimEvents", claimEvents(), claimEvents(), keysOf(claimEvents()))
	for _, id := range ids {
		if _, ok := SignatureOf(id, engine.House()); !ok {
			t.Errorf("claim %s has no signature", id)
		}
		if _, known := Holds(id, engine.House()); !known {
			t.Errorf("claim %s has no holding", id)
		}
	}
}

// keysOf returns the keys of m.
func keysOf[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
