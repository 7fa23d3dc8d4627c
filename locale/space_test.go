package locale

import "testing"

// TestSpacesAreNamedAsLocaleYAMLWritesThem: narrow and no-break are the
// spaces' names; nothing else names one.
func TestSpacesAreNamedAsLocaleYAMLWritesThem(t *testing.T) {
	for name, want := range map[string]Space{"narrow": Narrow, "no-break": NoBreak} {
		if sp, ok := spaceNamed(name); !ok || sp != want {
			t.Errorf("%q names %U (%v), want %U", name, sp, ok, want)
		}
	}
	for _, name := range []string{"", "Narrow", "nbsp", "thin"} {
		if sp, ok := spaceNamed(name); ok || sp != NoSpace {
			t.Errorf("%q names the space %U", name, sp)
		}
	}
}
