package hyph

import (
	"errors"
	"strings"
	"testing"
)

func TestWordsBreakWhereTheirLanguageBreaksThem(t *testing.T) {
	for _, tc := range []struct{ locale, word, want string }{
		{"en", "hyphenation", "hy-phen-ation"},
		{"en", "everybody", "ev-ery-body"},
		{"en", "together", "to-gether"},
		{"en", "the", "the"},
		{"en-GB", "pattern", "pat-tern"},
		{"de", "Spielkarten", "Spiel-kar-ten"},
		{"de", "Silbentrennung", "Sil-ben-tren-nung"},
		{"sv", "kortleken", "kort-le-ken"},
		{"sv", "spelaren", "spe-la-ren"},
		{"fr", "joueurs", "joueurs"},
		{"fr", "distribution", "dis-tri-bu-tion"},
		{"es", "jugadores", "ju-ga-do-res"},
		{"es", "pescar", "pes-car"},
		{"es", "repartidor", "re-par-ti-dor"},
	} {
		p, err := For(tc.locale)
		if err != nil || p == nil {
			t.Fatalf("%s: %v, %v", tc.locale, p, err)
		}
		if got := p.Hyphenate(tc.word); got != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.locale, tc.word, got, tc.want)
		}
	}
}

func TestEveryBreakLeavesTwoLettersOrMoreOnEachSideThreeAfterInEnglish(t *testing.T) {
	words := []string{"abandonment", "Wahrscheinlichkeit", "Kartenspiel", "obegränsad", "ordinairement", "äventyrlig", "Übung", "area"}
	for _, l := range []string{"en", "sv", "de", "fr", "es"} {
		p, err := For(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range words {
			n := len([]rune(w))
			if p.Left < 2 || p.Right < 2 || l == "en" && p.Right != 3 {
				t.Errorf("%s: minimums %d and %d", l, p.Left, p.Right)
			}
			for _, i := range p.Points(w) {
				if i < p.Left || n-i < p.Right {
					t.Errorf("%s %q: a break at %d of %d letters (%s)", l, w, i, n, p.Hyphenate(w))
				}
			}
		}
	}
}

func TestAFileThatIsNotPatternsIsAnErrorNamingTheLine(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"", "empty file"},
		{"KOI8-R\na1b\n", "line 1: encoding"},
		{"UTF-8\nLEFTHYPHENMIN two\n", "line 2: LEFTHYPHENMIN"},
		{"UTF-8\n% only a comment\n", "no patterns"},
		{"UTF-8\na1b\n123\n", "line 3: pattern \"123\": no letters"},
		{"UTF-8\na1b\n" + strings.Repeat("a", 1<<16) + "\nb1c\n", "line 3: the line is 64 KiB or longer: a pattern file's lines must be shorter than 65536 bytes"},
		{strings.Repeat("U", 1<<17), "line 1: the line is 64 KiB or longer"},
	} {
		_, err := Parse([]byte(tc.file))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.40q: error %v, want %q", tc.file, err, tc.want)
		}
		if pe := (*ParseError)(nil); err != nil && !errors.As(err, &pe) {
			t.Errorf("%.40q: error %T, want a *ParseError (the line for its file:line)", tc.file, err)
		}
	}
	if _, err := Parse([]byte("UTF-8\na1b\n" + strings.Repeat("a", 1<<16-1) + "\n")); err != nil {
		t.Errorf("a line just under 64 KiB: %v", err)
	}
}

func TestALanguageWithoutPatternsHasNone(t *testing.T) {
	if p, err := For("tlh"); p != nil || err != nil {
		t.Errorf("For(tlh) = %v, %v; want nil, nil", p, err)
	}
	if p, _ := For("sv-FI"); p == nil {
		t.Error("sv-FI: no Swedish patterns")
	}
	for _, odd := range []string{"", "../en", "..", "en/../sv", `x\y`} {
		if p, err := For(odd); p != nil || err != nil {
			t.Errorf("For(%q) = %v, %v; want nil, nil", odd, p, err)
		}
	}
}

func TestALatin1FileReadsAsItsLetters(t *testing.T) {
	p, err := Parse([]byte("ISO8859-1\nLEFTHYPHENMIN 1\nRIGHTHYPHENMIN 1\n\xe41b\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Hyphenate("xxäbxx"); got != "xxä-bxx" {
		t.Errorf("got %q, want xxä-bxx", got)
	}
}

// TestATableReadsAsItWasWritten: load reads the minimums and the longest
// pattern that Table writes in a table's header, and refuses a header
// that is not one.
func TestATableReadsAsItWasWritten(t *testing.T) {
	for _, v := range [][3]int{{2, 3, 28}, {1, 1, 0}, {12, 100, 7}} {
		want := &Patterns{Left: v[0], Right: v[1], longest: v[2], table: "ab 001\n"}
		p, err := load(string(want.Table()))
		if err != nil {
			t.Fatal(err)
		}
		if p.Left != want.Left || p.Right != want.Right || p.longest != want.longest || p.table != want.table {
			t.Errorf("%q read as %d, %d, %d, %q", want.Table(), p.Left, p.Right, p.longest, p.table)
		}
	}
	for _, bad := range []string{"", "left 2 right 3\n", "left 2 right 3 longest x\n", "right 2 left 3 longest 4\n", "left 2 right 3 longest 4 more 5\n"} {
		if _, err := load(bad + "ab 001\n"); err == nil {
			t.Errorf("header %q: no error", bad)
		}
	}
}
