package wording

import (
	"github.com/rulecard/rulecard/locale"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/yamlfile"
)

// TestDealsReadsAValueAloneAsEveryUnnamedKeys: groups of keys and their
// value, read either way round, give every key its value; a value named
// alone, first or last, is the value of every key no group names, and
// only where it is each one's.
func TestDealsReadsAValueAloneAsEveryUnnamedKeys(t *testing.T) {
	gofish := []int{0, 0, 7, 5, 5}     // two players 7, three or four 5
	club := []int{0, 0, 7, 6, 5, 5, 4} // 2: 7, 3: 6, 4 and 5: 5, 6: 4
	mau := []int{0, 0, 5, 5, 5, 5}     // five cards for 2 to 5 players
	for _, c := range []struct {
		seq     []int
		per     []int
		ok      bool
		implied []int
	}{
		{[]int{2, 7, 3, 4, 5}, gofish, true, nil},     // two get seven, three or four five
		{[]int{7, 2, 5, 3, 4}, gofish, true, nil},     // seven for two, five for three or four
		{[]int{2, 7, 5}, gofish, true, []int{3, 4}},   // two get seven, otherwise five
		{[]int{5, 2, 7}, gofish, true, []int{3, 4}},   // everyone five, with two seven
		{[]int{5}, mau, true, []int{2, 3, 4, 5}},      // everyone gets five
		{[]int{5}, gofish, false, nil},                // everyone five: two get seven
		{[]int{2, 5, 7}, gofish, false, nil},          // two get five, otherwise seven
		{[]int{2, 7, 5}, club, false, nil},            // otherwise five: three get six
		{[]int{3, 4, 5}, gofish, false, nil},          // two players get no deal
		{[]int{2, 7, 3, 4, 5, 5}, gofish, false, nil}, // a value alone with every key named
		{[]int{7, 2, 5, 3, 4, 5}, club, false, nil},   // five for three to five: six players get none
		{[]int{2, 7, 3, 4, 5, 5}, club, false, nil},   // three, four or five players get five
	} {
		implied, ok := Deals(c.seq, c.per)
		if ok != c.ok || !slices.Equal(implied, c.implied) {
			t.Errorf("Deals(%v, %v) = %v, %v; want %v, %v", c.seq, c.per, implied, ok, c.implied, c.ok)
		}
	}
}

// TestADealReadsToAsARangeOnlyWhereThatGivesADeal: "to" between two
// numbers is a range where that gives each player count its hand size,
// and "four cards to six players" where only that does; numbers that give
// no deal either way stay refused.
func TestADealReadsToAsARangeOnlyWhereThatGivesADeal(t *testing.T) {
	lx := sharedLexicon(t, "en")
	club := []int{0, 0, 7, 6, 5, 5, 4} // 2: 7, 3: 6, 4 and 5: 5, 6: 4
	wide := []int{0, 0, 7, 5, 5, 5, 5} // 2: 7, 3 to 6: 5
	keys := func(per []int) func(int) bool {
		return func(v int) bool { return v < len(per) && per[v] > 0 || slices.Contains(per, v) && v > 0 }
	}
	for _, c := range []struct {
		text string
		per  []int
		ok   bool
	}{
		{"Deal seven cards apiece to two players, six to three, five to four or five players, and four to six.", club, true},
		{"Two players get seven; three to six get five.", wide, true},
		{"Seven to two players and five to three to six.", wide, true},
		{"Deal seven cards apiece to two players, six to three, five to four or five players, and three to six.", club, false},
		{"Two players get seven; three to five get five.", wide, false},
		{"Deal seven to two players and four to six.", wide, false},
	} {
		r := lx.Read(text(c.text))
		seq, _, ok := r.DealSeq(r.Numerals(false), c.per, keys(c.per), keys(c.per))
		if ok != c.ok {
			t.Errorf("%q: read %v, a deal %v; want %v", c.text, seq, ok, c.ok)
		}
	}
}

// TestADealsGroupsStayInTheirSentences: a deal written in several
// sentences (split at . or ;) groups each sentence's numbers on their own:
// "four get five; five or six get four" does not lend the first five to
// the second sentence as a key.
func TestADealsGroupsStayInTheirSentences(t *testing.T) {
	club := []int{0, 0, 7, 6, 5, 5, 4} // 2: 7, 3: 6, 4 and 5: 5, 6: 4
	keys := func(v int) bool { return v < len(club) && club[v] > 0 || slices.Contains(club, v) && v > 0 }
	for _, c := range []struct {
		code locale.Code
		text string
		ok   bool
	}{
		{"sv", "Två spelare får sju kort var; tre får sex; fyra eller fem får fem; sex får fyra.", true},
		{"sv", "Två spelare får sju kort var; tre får sex; fyra får fem; fem eller sex får fyra.", false},
		{"en", "Two players get seven each. Three get six. Four or five get five. Six get four.", true},
		{"en", "Two players get seven each. Three get six. Four get five. Five or six get four.", false},
		{"en", "Two players get seven; three, six; four or five, five; six, four.", true},
		// each sentence its own way: the value first in one, last in the next
		{"de", "Sieben Karten pro Kopf, wenn ihr zu zweit spielt; sind es drei, vier, fünf oder sechs Spieler, bekommt jeder fünf.", false},
		{"de", "Sieben Karten pro Kopf, wenn ihr zu zweit spielt; zu dritt sechs; zu viert oder zu fünft fünf; zu sechst vier.", true},
		{"de", "Sieben Karten pro Kopf, wenn ihr zu dritt spielt; zu zweit sechs; zu viert oder zu fünft fünf; zu sechst vier.", false},
		{"en", "Seven cards each when two play. Three players get six; four or five players get five; six players get four.", true},
		{"en", "Seven cards each when two play. Three players get six; four players get five; five or six players get four.", false},
		{"en", "Seven cards each when two play. Six cards each for three. Four or five players get five; six players get four.", true},
		{"en", "Seven cards each when three play. Six cards each for two. Four or five players get five; six players get four.", false},
	} {
		r := sharedLexicon(t, c.code).Read(text(c.text))
		seq, _, ok := r.DealSeq(r.Numerals(false), club, keys, keys)
		if ok != c.ok {
			t.Errorf("%s %q: read %v, a deal %v; want %v", c.code, c.text, seq, ok, c.ok)
		}
	}
}

// TestSuitsAreReadInTheOrderTheTextNamesThem: a suit's names are read as
// that suit, in reading order, each of its words read (none is left
// unread); a words file naming a suit that is none of the four is
// refused at the key.
func TestSuitsAreReadInTheOrderTheTextNamesThem(t *testing.T) {
	lx := sharedLexicon(t, "sv")
	r := lx.Read(text("Spader först, sedan hjärter, klöver och ruter."))
	var got []int
	for _, s := range r.Suits() {
		got = append(got, s.Value)
	}
	if want := []int{0, 1, 3, 2}; !slices.Equal(got, want) {
		t.Errorf("suits %v, want %v", got, want)
	}
	if u := r.Unread(); slices.ContainsFunc(u, func(w string) bool { return w == "spader" || w == "ruter" }) {
		t.Errorf("unread %v: a suit's name is read", u)
	}
	var p yamlfile.Problems
	var w Words
	ReadFile(&p, []byte("locale: en\nsuits:\n  spades: [spade|spades]\n  stars: [star]\n"), "en/words.yaml", "en", CoreFeatures(), &w)
	if err := p.Err(); err == nil || !strings.HasPrefix(err.Error(), `en/words.yaml:4:3: suits: unknown suit "stars"`) {
		t.Errorf("error %v", err)
	}
}

// TestADealGroupStaysInItsClause: a hand size and the player counts it is
// for stand in one clause; a comma and a joining word start another. "four
// get five, and five or six get four" gives five players four cards, where
// the numbers alone (4 5 5 6 4) could read "four and five get five".
func TestADealGroupStaysInItsClause(t *testing.T) {
	per := []int{0, 0, 7, 6, 5, 5, 4}
	keys := func(v int) bool { return v >= 2 && v <= 6 }
	for _, c := range []struct {
		text string
		ok   bool
	}{
		{"Two players get seven cards each, three get six, four or five get five, and six get four.", true},
		{"Two players get seven cards each, three get six, four get five, and five or six get four.", false},
		{"With two players, deal seven each; with three, six; with four or five, five; with six, four.", true},
	} {
		r := sharedLexicon(t, "en").Read(text(c.text))
		nums := r.Numerals(true)
		_, _, ok := r.DealSeq(nums, per, func(v int) bool { return keys(v) || v == 7 }, keys)
		if ok != c.ok {
			t.Errorf("%q: read as the deal %v, want %v", c.text, ok, c.ok)
		}
	}
}
