package wording

import (
	"slices"
	"strings"
	"testing"
)

// stated reads text with lx and returns its numbers' values, sorted,
// each once (-1 for a numeral too long for an int).
func stated(lx *Lexicon, t []Span, one bool) []int {
	var out []int
	for _, n := range lx.Read(t).Numerals(one) {
		v := n.Value
		if n.Huge {
			v = -1
		}
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	slices.Sort(out)
	return out
}

func TestNumbersAreReadAsNumeralsNumberWordsAndArticlesThatMeanOne(t *testing.T) {
	en, sv, de := sharedLexicon(t, "en"), sharedLexicon(t, "sv"), sharedLexicon(t, "de")
	tests := []struct {
		lx   *Lexicon
		text string
		one  bool // the claims assert one
		want []int
	}{
		{en, "2 to 4 players · a 32-card short pack, or the full 52", false, []int{2, 4, 32, 52}},
		{en, "Two players get seven cards each; three or four players get five each.", false, []int{2, 3, 4, 5, 7}},
		{en, "Ask ONE player for ONE rank.", true, []int{1}},
		{en, "four sixes, four queens — sevens are not seven", false, []int{4, 7}},
		{en, "someone, oneself, fourteenth: no whole number words", false, nil},
		{en, "draw a card", true, []int{1}},
		{en, "draw a card", false, nil},
		{en, "a single rank", true, []int{1}},
		{en, "fifty-two cards, thirty two more, one hundred at most", false, []int{32, 52, 100}},
		{en, "10H and 7s", false, []int{7, 10}},
		{en, "deal ⁵ or ５ or 0007", false, []int{5, 7}},
		{en, "sev\u00aden or fi\u200bve", false, []int{5, 7}},
		{en, "99999999999999999999999 players", false, []int{-1}},
		// a pair is two in cards; a couple, a few are no number
		{en, "hold a pair of sevens", false, []int{2}},
		{en, "hold a couple of sevens, a few fives", false, nil},
		// an article before a distributive counts one of a thing for each
		// of another: a rate states one
		{en, "score a penalty point per card", false, []int{1}},
		{en, "score penalty points per card, a card at a time", false, nil},
		{sv, "Två spelare får sju kort var, ett kort, en spelare", true, []int{1, 2, 7}},
		{sv, "Två spelare får sju kort var, ett kort, en spelare", false, []int{2, 7}},
		{sv, "du får fråga en gång till", true, nil},
		{sv, "tjugoen, fyrtiotvå och hundra", false, []int{21, 42, 100}},
		{de, "Zieh eine Karte, zu zweit, einundzwanzig", false, []int{2, 21}},
		{de, "nur eine Karte", false, []int{1}},
		// a rank named with its suit is a card, no count
		{de, "Auf die Herz-Neun passt jedes Herz; zieh zwei Karten.", false, []int{2}},
		{en, "On the nine of hearts, play a heart; 9 of spades too. Draw two cards.", false, []int{2}},
		{sv, "På hjärter nio passar alla hjärter, och spader 7 likaså; dra två kort.", false, []int{2}},
		// a count of a suit's cards stays a count
		{en, "Deal nine hearts.", false, []int{9}},
	}
	for _, tt := range tests {
		if got := stated(tt.lx, text(tt.text), tt.one); !slices.Equal(got, tt.want) {
			t.Errorf("%s %q (one asserted: %v): %v, want %v", tt.lx.Code(), tt.text, tt.one, got, tt.want)
		}
	}
}

func TestWordsMarkedInBracesAreNotRead(t *testing.T) {
	sv := sharedLexicon(t, "sv")
	spans := []Span{
		{Text: "Samla alla fyra korten av "}, {Text: "en", Marked: true},
		{Text: " valör och lägg ner dem som "}, {Text: "ett", Marked: true}, {Text: " fyrtal; ett kort."},
	}
	if got, want := stated(sv, spans, true), []int{1, 4}; !slices.Equal(got, want) {
		t.Errorf("stated = %v, want %v", got, want)
	}
	if got, want := stated(sv, spans[:4], true), []int{4}; !slices.Equal(got, want) {
		t.Errorf("with the marked words only: %v, want %v", got, want)
	}
	r := sv.Read([]Span{{Text: "du får "}, {Text: "inte", Marked: true}, {Text: " fråga"}})
	for _, o := range r.Occurrences() {
		if o.Feature == Not {
			t.Errorf("a marked negation is read: %v", o)
		}
	}
}

// TestAWordSetPartlyInEmphasisIsOneWord: the check reads words whatever
// their style, so "ag*ai*n" and "go **ag**ain" (three spans, none marked)
// read "again", which a claim that denies GO-AGAIN must see; a word
// marked {so} stays apart.
func TestAWordSetPartlyInEmphasisIsOneWord(t *testing.T) {
	spans := []Span{{Text: "and go ag"}, {Text: "ai"}, {Text: "n, "},
		{Text: "never", Marked: true}, {Text: " o"}, {Text: "ne"}}
	var words []string
	for _, tok := range tokenize(spans) {
		words = append(words, tok.word)
	}
	if got, want := strings.Join(words, " "), "and go again never one"; got != want {
		t.Errorf("tokens %q, want %q", got, want)
	}
	if toks := tokenize(spans); !toks[3].marked || toks[2].marked || toks[4].marked {
		t.Errorf("marks: %+v", toks)
	}
}

func TestPairsGroupKeysWithTheirValueInReadingOrder(t *testing.T) {
	per := []int{0, 0, 7, 5, 5} // 2 players get 7, 3 or 4 get 5
	for _, tt := range []struct {
		seq       []int
		keysFirst bool
		want      bool
	}{
		{[]int{2, 7, 3, 4, 5}, true, true},
		{[]int{3, 4, 5, 2, 7}, true, true},
		{[]int{7, 2, 5, 3, 4}, false, true},
		{[]int{2, 5, 3, 4, 7}, true, false},
		{[]int{2, 7, 3, 5}, true, false},
		{[]int{2, 7, 3, 4, 5, 2, 7}, true, false},
	} {
		if got := Pairs(tt.seq, per, tt.keysFirst); got != tt.want {
			t.Errorf("Pairs(%v, keys first %v) = %v, want %v", tt.seq, tt.keysFirst, got, tt.want)
		}
	}
}

// TestAnOpenCountStatesNoRuleNumber: in a statement whose claims assert
// no number, a count left open ("two or more players", "at least two")
// says how many a situation takes, not a number of the rule; a bare
// number there, or an open count where the claims assert numbers, is
// still compared.
func TestAnOpenCountStatesNoRuleNumber(t *testing.T) {
	lx := sharedLexicon(t, "en")
	tie := ClaimSig{ID: "winner.tie-shared", Sig: Signature{Need: []Feature{Tie, Share}, Allow: []Feature{OpenCount, Most}}}
	for _, c := range []struct {
		text     string
		asserted []int
		problem  bool
	}{
		{"If two or more players tie for the most, they share the win.", nil, false},
		{"If at least two players tie for the most, they share the win.", nil, false},
		{"If two players tie for the most, they share the win.", nil, true},
		{"If two or more players tie for the most, they share the win.", []int{3}, true},
	} {
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{tie}, Asserted: c.asserted}
		got := false
		for _, p := range st.Check() {
			got = got || p.Kind == NumbersProblem
		}
		if got != c.problem {
			t.Errorf("%q (asserting %v): a numbers problem %v, want %v (%v)", c.text, c.asserted, got, c.problem, st.Check())
		}
	}
}

// TestAnArticleAndItsNounThatAreARuleWordStateOne: in a statement whose
// claims assert the number one, "an eight" states it even where it is a
// rule word's phrase (a wild rank): "an eight goes on any card" passes;
// "they go on any card" (the plural) states no one and is refused, as is
// another number.
func TestAnArticleAndItsNounThatAreARuleWordStateOne(t *testing.T) {
	eights := Feature("eights")
	w := sharedWords(t, "en")
	w.Phrases = append(slices.Clone(w.Phrases), Phrase{Text: "an eight", Kind: RuleWord, Feature: eights}, Phrase{Text: "eights", Kind: RuleWord, Feature: eights})
	lx := Compile("en", w, CoreFeatures().With(FeatureDef{Feature: eights}))
	claim := []ClaimSig{{ID: "c", Sig: Signature{Need: []Feature{eights}, Numbers: []int{1}}}}
	for _, c := range []struct {
		text    string
		refused bool
	}{
		{"Play one on any card.", false},
		{"An eight goes on any card.", false},
		{"Eights go on any card.", true},
		{"Play two on any card.", true},
	} {
		st := Statement{Reading: lx.Read(text(c.text)), Claims: claim, Asserted: []int{1}}
		if refused := refusedForNumbers(&st); refused != c.refused {
			t.Errorf("%q: refused for its numbers %v, want %v (%v)", c.text, refused, c.refused, st.Check())
		}
	}
}

// TestTheSameInARuleWordsPhraseStatesOne: "the same" inside a rule word's
// phrase names one thing ("four cards of the same rank": one rank), so in
// a statement whose claims assert one and four it states the one; another
// number is still refused, and so is a text that states no one at all.
func TestTheSameInARuleWordsPhraseStatesOne(t *testing.T) {
	book := Feature("book")
	w := sharedWords(t, "en")
	w.Phrases = append(slices.Clone(w.Phrases), Phrase{Text: "cards of the same rank", Kind: RuleWord, Feature: book},
		Phrase{Text: "cards", Kind: RuleWord, Feature: book})
	lx := Compile("en", w, CoreFeatures().With(FeatureDef{Feature: book}))
	claim := []ClaimSig{{ID: "c", Sig: Signature{Need: []Feature{book}, Numbers: []int{1, 4}}}}
	for _, c := range []struct {
		text    string
		refused bool
	}{
		{"Four cards of the same rank.", false},
		{"Four cards of one rank.", false},
		{"Four cards.", true},
		{"Four cards of the same rank, or two.", true},
	} {
		st := Statement{Reading: lx.Read(text(c.text)), Claims: claim, Asserted: []int{1, 4}}
		if refused := refusedForNumbers(&st); refused != c.refused {
			t.Errorf("%q: refused for its numbers %v, want %v (%v)", c.text, refused, c.refused, st.Check())
		}
	}
}

// TestARangeStatesTheNumbersBetweenItsEndsThatTheClaimsAssert: "three to
// six" states 3 4 5 6 where the claims assert each (a deal per player
// count), and its ends alone where they assert only those (a range of
// players); a range one short leaves a number unstated.
func TestARangeStatesTheNumbersBetweenItsEndsThatTheClaimsAssert(t *testing.T) {
	lx := Compile("en", sharedWords(t, "en"), CoreFeatures())
	for _, c := range []struct {
		text     string
		asserted []int
		refused  bool
	}{
		{"Two get seven; three to six get five.", []int{2, 3, 4, 5, 6, 7}, false},
		{"Two get seven; 3–6 get five.", []int{2, 3, 4, 5, 6, 7}, false},
		{"Two get seven; three to five get five.", []int{2, 3, 4, 5, 6, 7}, true},
		{"Two get seven; three or six get five.", []int{2, 3, 4, 5, 6, 7}, true},
		{"Seven each to two, six each to three, five each to four or five, and four each to six.", []int{2, 3, 4, 5, 6, 7}, false},
		{"2 to 5 players.", []int{2, 5}, false},
		{"2 to 6 players.", []int{2, 5}, true},
	} {
		st := Statement{Reading: lx.Read(text(c.text)), Asserted: c.asserted}
		if refused := refusedForNumbers(&st); refused != c.refused {
			t.Errorf("%q (asserted %v): refused for its numbers %v, want %v (%v)", c.text, c.asserted, refused, c.refused, st.Check())
		}
	}
}

// TestAListCountingUpStatesTheRangeOfItsEnds: "2, 3 or 4 players"
// lists every count of the range 2 to 4, so the numbers inside it are the
// range's; a list that skips a count, runs past an end the claims assert
// or has one number more than the range is no range, and a number inside
// a counted list that a claim asserts must still be stated.
func TestAListCountingUpStatesTheRangeOfItsEnds(t *testing.T) {
	lx := Compile("en", sharedWords(t, "en"), CoreFeatures())
	for _, c := range []struct {
		text     string
		asserted []int
		refused  bool
		counts   bool // Counts(2, 4)
	}{
		{"For 2, 3 or 4 players.", []int{2, 4}, false, true},
		{"For two, three or four players.", []int{2, 4}, false, true},
		{"For two, three and four players.", []int{2, 4}, false, true},
		{"For 2, 3 or 5 players.", []int{2, 5}, true, false},
		{"For 2, 3, 4 or 5 players.", []int{2, 4}, true, false},
		{"For 3 or 4 players.", []int{2, 4}, true, false},
		{"For 2 or 4 players.", []int{2, 4}, false, false},
		{"For 2 players, 3 cards or 4 books.", []int{2, 4}, true, false},
		{"2, 3 or 4 players get five.", []int{2, 3, 4, 5}, false, true},
	} {
		st := Statement{Reading: lx.Read(text(c.text)), Asserted: c.asserted}
		if refused := refusedForNumbers(&st); refused != c.refused {
			t.Errorf("%q (asserted %v): refused for its numbers %v, want %v (%v)", c.text, c.asserted, refused, c.refused, st.Check())
		}
		if got := st.Reading.Counts(st.Reading.Numerals(false), 2, 4); got != c.counts {
			t.Errorf("%q: counts 2 to 4: %v, want %v", c.text, got, c.counts)
		}
	}
}

// TestANumberTheCardGivesMayBeSaidInPassing: the sizes of the card's
// packs (Statement.Given) may be said where the claims assert none; a
// number the claims assert is still needed, and another is refused.
func TestANumberTheCardGivesMayBeSaidInPassing(t *testing.T) {
	lx := Compile("en", sharedWords(t, "en"), CoreFeatures())
	for _, c := range []struct {
		text     string
		asserted []int
		refused  bool
	}{
		{"Deal all 52 cards, seven each.", []int{7}, false},
		{"Deal all 54 cards, seven each.", []int{7}, true},
		{"Deal all 52 cards.", []int{7}, true},
		{"Deal seven each.", []int{7}, false},
		{"A pack of 52 cards, seven each.", []int{7, 52}, false},
		{"Seven each.", []int{7, 52}, true},
	} {
		st := Statement{Reading: lx.Read(text(c.text)), Asserted: c.asserted, Given: []int{52}}
		if refused := refusedForNumbers(&st); refused != c.refused {
			t.Errorf("%q (asserted %v, 52 given): refused for its numbers %v, want %v (%v)", c.text, c.asserted, refused, c.refused, st.Check())
		}
	}
}

// refusedForNumbers reports whether the check of st finds a problem with
// its numbers.
func refusedForNumbers(st *Statement) bool {
	for _, p := range st.Check() {
		if p.Kind == NumbersProblem {
			return true
		}
	}
	return false
}

// TestANumberAClaimMayLeaveUnsaidIsStatedOrNot: a claim's MayNumbers may
// be stated ("a jack", read as one) or left unsaid ("jacks"); any
// other number is refused, and a number another claim of the statement
// asserts must still be stated.
func TestANumberAClaimMayLeaveUnsaidIsStatedOrNot(t *testing.T) {
	lx := sharedLexicon(t, "en")
	may := ClaimSig{ID: "wild", Sig: Signature{MayNumbers: []int{1}}}
	for _, c := range []struct {
		text     string
		asserted []int
		refused  bool
	}{
		{"A jack is wild.", nil, false},
		{"Jacks are wild.", nil, false},
		{"One jack is wild.", nil, false},
		{"Two jacks are wild.", nil, true},
		{"Jacks are wild.", []int{1}, true},
		{"A jack is wild.", []int{1}, false},
	} {
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{may}, Asserted: c.asserted}
		if refused := refusedForNumbers(&st); refused != c.refused {
			t.Errorf("%q (asserted %v): refused for its numbers %v, want %v (%v)", c.text, c.asserted, refused, c.refused, st.Check())
		}
	}
}

// TestANumberWordAfterAnArticleNamesARank: "un dix sur un dix" names
// the tens, no number of cards; a hyphen joining the number to the next
// word keeps it a count ("a seven-card hand"), and so do an article
// inside another phrase ("var och en fem") and a count before it ("with
// five eight").
func TestANumberWordAfterAnArticleNamesARank(t *testing.T) {
	en, fr, es, sv := sharedLexicon(t, "en"), sharedLexicon(t, "fr"), sharedLexicon(t, "es"), sharedLexicon(t, "sv")
	tests := []struct {
		lx   *Lexicon
		text string
		one  bool
		want []int
	}{
		{fr, "quatre as, quatre dix", false, []int{4, 10}},
		{fr, "un cœur sur un cœur, un dix sur un dix", true, []int{1}},
		{fr, "à deux, sept cartes chacun", false, []int{2, 7}},
		{es, "un diez sobre un diez", true, []int{1}},
		{sv, "vid tre eller fyra får var och en fem", true, []int{3, 4, 5}},
		{en, "with five eight, and with six seven", false, []int{5, 6, 7, 8}},
		{en, "play a ten on a ten", true, []int{1}},
		{en, "deal a seven-card hand", true, []int{1, 7}},
		{en, "two or three players get seven", false, []int{2, 3, 7}},
	}
	de := sharedLexicon(t, "de")
	braces := []struct {
		lx   *Lexicon
		text string
		want []int
	}{
		// an article the author marked as no number: a rank after it all the same
		{de, "nach {einer} Sieben zieht der Nächste zwei Karten", []int{2}},
		{de, "er darf {eine} Sieben drauflegen", nil},
		{en, "play {a} ten on {a} ten", nil},
	}
	for _, tt := range braces {
		if got := stated(tt.lx, braced(tt.text), false); !slices.Equal(got, tt.want) {
			t.Errorf("%s %q: %v, want %v", tt.lx.Code(), tt.text, got, tt.want)
		}
	}
	for _, tt := range tests {
		if got := stated(tt.lx, text(tt.text), tt.one); !slices.Equal(got, tt.want) {
			t.Errorf("%s %q (one asserted: %v): %v, want %v", tt.lx.Code(), tt.text, tt.one, got, tt.want)
		}
	}
}

// TestABracedArticleGoesOnInsideAPhraseThatStatesNoRule: "om det blev
// {en} träff" is the neutral phrase "om det blev en träff", so "träff" is
// not read; in a rule word's phrase a braced article is a word of the
// phrase, no count ("visa {en} träff" is "visa en träff", as "var och
// {en}" is each one).
func TestABracedArticleGoesOnInsideAPhraseThatStatesNoRule(t *testing.T) {
	w := &Words{Phrases: []Phrase{
		{Text: "en", Kind: ArticleWord},
		{Text: "om det blev en träff", Kind: NeutralWord},
		{Text: "visa en träff", Kind: RuleWord, Feature: Shown},
		{Text: "träff", Kind: RuleWord, Feature: Hidden},
	}}
	lx := Compile("sv", w, CoreFeatures())
	for _, c := range []struct {
		text string
		want []Feature
	}{
		{"om det blev {en} träff", nil},
		{"om det blev en träff", nil},
		{"visa en träff", []Feature{Shown}},
		{"visa {en} träff", []Feature{Shown}},
	} {
		var got []Feature
		for _, o := range lx.Read(braced(c.text)).Occurrences() {
			got = append(got, o.Feature)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: %v, want %v", c.text, got, c.want)
		}
	}
}

// TestAnAlternativeGoesOnPastTheCommaBeforeItsOr: a phrase whose or
// opens the clause after a comma reads on through it ("same suit as the
// top card, or same rank"); an and there, an or in a clause further
// on, or an or that ends the phrase ("no …, sino"), ends it.
func TestAnAlternativeGoesOnPastTheCommaBeforeItsOr(t *testing.T) {
	w := &Words{Phrases: []Phrase{
		{Text: "or", Kind: OrWord},
		{Text: "same suit ... or same rank", Kind: RuleWord, Feature: Same},
		{Text: "not ... or", Kind: RuleWord, Feature: Only},
	}}
	lx := Compile("en", w, CoreFeatures())
	for _, c := range []struct {
		text string
		want bool
	}{
		{"same suit or same rank", true},
		{"same suit as the top, or same rank", true},
		{"same suit as the top, and same rank", false},
		{"same suit, as the top, or same rank", false},
	} {
		got := false
		for _, o := range lx.Read(text(c.text)).Occurrences() {
			got = got || o.Feature == Same
		}
		if only := slices.ContainsFunc(lx.Read(text("not the top, or")).Occurrences(), func(o Occurrence) bool { return o.Feature == Only }); only {
			t.Errorf("a phrase that ends at its or read past the comma before it")
		}
		if got != c.want {
			t.Errorf("%q: read SAME %v, want %v", c.text, got, c.want)
		}
	}
}
