package cards

import (
	"strconv"
	"strings"
	"testing"
)

func TestCardTokensRoundTrip(t *testing.T) {
	n := 0
	for _, c := range PackOrder(Pack52, nil) {
		got, err := ParseCard(c.String())
		if err != nil || got != c {
			t.Errorf("ParseCard(%q) = %v, %v", c.String(), got, err)
		}
		lower, err := ParseCard(strings.ToLower(c.String()))
		if err != nil || lower != c {
			t.Errorf("ParseCard(%q) = %v, %v", strings.ToLower(c.String()), lower, err)
		}
		n++
	}
	if n != 52 {
		t.Fatalf("%d cards", n)
	}
}

func TestCardTokens(t *testing.T) {
	for tok, want := range map[string]Card{
		"7S": NewCard(Seven, Spades), "10H": NewCard(Ten, Hearts), "KD": NewCard(King, Diamonds),
		"AS": NewCard(Ace, Spades), "2C": NewCard(Two, Clubs), "JH": NewCard(Jack, Hearts),
	} {
		if got, err := ParseCard(tok); err != nil || got != want || got.String() != tok {
			t.Errorf("ParseCard(%q) = %v (%v), want %v", tok, got, err, want)
		}
	}
}

func TestBadTokensAreNamed(t *testing.T) {
	for _, tok := range []string{"", "7", "1H", "11S", "7X", "10", "KDD", "0S", "ZZ", "A♠", "🂡"} {
		_, err := ParseCard(tok)
		if err == nil || !strings.Contains(err.Error(), `"`+tok+`"`) {
			t.Errorf("ParseCard(%q): error %v does not name the token", tok, err)
		}
	}
	for _, tok := range []string{"", "1", "11", "T", "Kk", "0", "14"} {
		_, err := ParseRank(tok)
		if err == nil || !strings.Contains(err.Error(), `"`+tok+`"`) {
			t.Errorf("ParseRank(%q): error %v does not name the token", tok, err)
		}
	}
}

func TestRankNames(t *testing.T) {
	var toks, plurals []string
	for r := Ace; r <= King; r++ {
		toks = append(toks, r.String())
		plurals = append(plurals, r.Plural())
		if got, err := ParseRank(r.String()); err != nil || got != r {
			t.Errorf("ParseRank(%q) = %v, %v", r.String(), got, err)
		}
	}
	if got := strings.Join(toks, " "); got != "A 2 3 4 5 6 7 8 9 10 J Q K" {
		t.Errorf("ranks print as %q", got)
	}
	if got := strings.Join(plurals, " "); got != "aces 2s 3s 4s 5s 6s 7s 8s 9s 10s jacks queens kings" {
		t.Errorf("plurals %q", got)
	}
	if Seven.Words() != "sevens" || Six.Words() != "sixes" || Ace.Word() != "ace" {
		t.Errorf("words %s %s %s", Seven.Words(), Six.Words(), Ace.Word())
	}
	if Rank(0).String() != "rank(0)" || Card(3).String() != "card(3)" || Suit(7).String() != "suit(7)" {
		t.Error("invalid values do not print as such")
	}
}

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"7S", "10H", "kd", "1", "10X", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			if !strings.Contains(err.Error(), strconv.Quote(s)) {
				t.Errorf("error %q does not name %q", err, s)
			}
			return
		}
		if !c.Valid() || !strings.EqualFold(c.String(), s) {
			t.Errorf("ParseCard(%q) = %v", s, c)
		}
	})
}

// parseCards parses space-separated card tokens.
func parseCards(t testing.TB, s string) []Card {
	t.Helper()
	var cs []Card
	for _, tok := range strings.Fields(s) {
		c, err := ParseCard(tok)
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, c)
	}
	return cs
}
