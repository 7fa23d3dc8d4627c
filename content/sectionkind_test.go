package content

import "testing"

// TestSectionKindsReadAsTheyAreWritten: each kind a card.yaml may name
// reads as its value and prints as its name; no other name is a kind.
func TestSectionKindsReadAsTheyAreWritten(t *testing.T) {
	for name, want := range map[string]SectionKind{"list": List, "glossary": Glossary, "prose": Prose} {
		if k, ok := sectionKind(name); !ok || k != want || k.String() != name {
			t.Errorf("%q reads as %v (%v), prints as %q", name, k, ok, k.String())
		}
	}
	for _, name := range []string{"", "List", "lists", "bullets"} {
		if k, ok := sectionKind(name); ok || k != List {
			t.Errorf("%q reads as the kind %v", name, k)
		}
	}
	if s := SectionKind(9).String(); s != "SectionKind(9)" {
		t.Errorf("an unknown kind prints as %q", s)
	}
}
