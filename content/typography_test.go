package content

import (
	"testing"

	"github.com/rulecard/rulecard/locale"
)

// typographyOf returns the shipped typography of a locale code (Source's
// for one without a folder).
func typographyOf(code string) locale.Typography {
	info, _, err := locale.Shipped().Info(locale.Code(code))
	if err != nil {
		panic(err)
	}
	return info.Typography
}

// TestSpacesBesidePunctuation checks that a locale's space-before and
// space-after rules replace the spaces a translator wrote, put one where
// none was written, keep run styles, and leave a colon inside a number.
func TestSpacesBesidePunctuation(t *testing.T) {
	fr := typographyOf("en")
	fr.Quotes = [2]string{"«", "»"}
	fr.Before = map[rune]locale.Space{';': locale.Narrow, '!': locale.Narrow, '»': locale.Narrow, ':': locale.NoBreak}
	fr.After = map[rune]locale.Space{'«': locale.Narrow}
	md := newMarkdown(fr)
	for _, tc := range []struct{ in, want string }{
		{`il dit "Pêche !" ; puis!`, "il dit «\u202fPêche\u202f!\u202f»\u202f; puis\u202f!"},
		{"à 10:30 : fin", "à 10:30\u00a0: fin"},
		{"(!) et !", "(!) et\u202f!"},
	} {
		got, _ := md.parse(tc.in)
		if got.Plain() != tc.want {
			t.Errorf("%q: got %q, want %q", tc.in, got.Plain(), tc.want)
		}
	}
	got, _ := md.parse("**Pêche** !")
	want := Text{{Text: "Pêche", Style: Bold}, {Text: "\u202f!", Style: Regular}}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("styles: got %#v, want %#v", got, want)
	}
}
