package content

import (
	"strings"
	"testing"
)

// TestTypographerPlacesQuotes covers the typographer's rules in English,
// German (low-high quotes) and French (guillemets).
func TestTypographerPlacesQuotes(t *testing.T) {
	for _, tt := range []struct{ code, in, want string }{
		{"en", `they say "go fish"`, "they say “go fish”"},
		{"en", `("go fish")`, "(“go fish”)"},
		{"en", `"Go fish!"`, "“Go fish!”"},
		{"en", `"...", he said`, "“…”, he said"},
		{"en", `a "quote 'inside' it"`, "a “quote ‘inside’ it”"},
		{"en", `don't, children's, rock'n'roll`, "don’t, children’s, rock’n’roll"},
		{"en", `head to the waterin' hole`, "head to the waterin’ hole"},
		{"en", `the Smiths' house`, "the Smiths’ house"},
		{"en", `the '90s and '24`, "the ’90s and ’24"},
		{"en", `'wish' isn't`, "‘wish’ isn’t"},
		{"en", `a "b" c`, "a “b” c"},
		{"en", `five " marks`, `five " marks`},
		{"en", `inch"`, `inch"`},
		{"en", `a ' b`, `a ' b`},
		{"en", `a -- b --- c ... d`, "a – b — c … d"},
		{"en", `----`, "—-"},
		{"en", `<<a>>`, "«a»"},
		{"en", `2 < 4`, "2 < 4"},
		{"de", `sie sagen "Fisch" und 'so'`, "sie sagen „Fisch“ und ‚so‘"},
		{"de", `Grass' Bücher, geht's`, "Grass’ Bücher, geht’s"},
		{"fr", `on dit "pêche" -- l'as`, "on dit «\u202fpêche\u202f» – l’as"},
		{"sv", `de säger "fiska"`, "de säger ”fiska”"},
	} {
		got, probs := newMarkdown(typographyOf(tt.code)).parse(tt.in)
		if len(probs) > 0 {
			t.Errorf("%s %q: problems %v", tt.code, tt.in, probs)
			continue
		}
		var b strings.Builder
		for _, r := range got {
			b.WriteString(r.Text)
		}
		if b.String() != tt.want {
			t.Errorf("%s %q\n got %q\nwant %q", tt.code, tt.in, b.String(), tt.want)
		}
	}
}
