package wording

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Statement is one statement's text in one locale, read, with what its
// claims say of it: the check of its words (Check).
type Statement struct {
	Reading Reading
	// Claims are the signatures of the statement's claims, in order.
	Claims []ClaimSig
	// Asserted are the numbers its claims assert, sorted, each once.
	Asserted []int
	// Roles, when set, checks that the numbers play the parts the claims
	// give them (which player count gets which hand size): the claims'
	// game knows which; its problems follow the numbers'.
	Roles func(nums []Numeral) []Problem
	// Given are numbers the card states of itself (the sizes of its
	// packs): a statement may say one in passing ("the whole 52-card
	// pack is dealt") where its claims assert none.
	Given []int
}

// ProblemKind says what a Problem is about.
type ProblemKind uint8

// The kinds of problem.
const (
	// WordsProblem: a rule word, a missing one or a number's role.
	WordsProblem ProblemKind = iota
	// NumbersProblem: the numbers the text states are not those its
	// claims assert (Problem.Stated).
	NumbersProblem
	// ImpliedNumbers is no problem: a claim's Roles returns it to say
	// that the text states the numbers Problem.Stated without writing
	// them ("five each, with two players seven": the other player
	// counts), and the numbers' check counts them as stated.
	ImpliedNumbers
)

// Problem is one way a statement's words fail its claims.
type Problem struct {
	Kind ProblemKind
	// Claim is the claim the problem is about, or "".
	Claim   string
	Message string
	// Stated are the numbers the text states, for a NumbersProblem.
	Stated []int
}

// stmtCheck is one check of a statement: what it found so far.
type stmtCheck struct {
	*Statement
	found []Problem
	// may are the numbers the claims let the text state or leave unsaid
	// and none asserts (Signature.MayNumbers)
	may []int
	// the players the statement names and its condition words, each
	// read once, when a check first needs them (players, conditions)
	conds             []match
	named             []mention
	mentioned, conded bool
	// the clauses its concessions head, read once (concessionScopes)
	concs     []concession
	conceding bool
	// ofEveryone: whether each occurrence (by match) of a feature a claim
	// states of every player is said of every player (everyoneWords)
	ofEveryone map[int]bool
	// quantified: whether such an occurrence is said of several players
	// (a quantifier, a negation or the others in its clause), which no
	// requirement of one player's turns round (Requirement.Lacks)
	quantified map[int]bool
}

// players returns the players the statement names (Reading.mentions),
// read once.
func (w *stmtCheck) players() []mention {
	if !w.mentioned {
		w.named, w.mentioned = w.Reading.mentions(), true
	}
	return w.named
}

// conditions returns the matches of the locale's condition words in the
// statement (conditions: if, not-if), read once.
func (w *stmtCheck) conditions() []match {
	if !w.conded {
		w.conded = true
		if cx := w.Reading.lx.conditions; cx != nil {
			w.conds = read(cx, w.Reading.tokens).matches
		}
	}
	return w.conds
}

// fail records a rule-word problem of claim claimID.
func (w *stmtCheck) fail(claimID, msg string) {
	w.found = append(w.found, Problem{Kind: WordsProblem, Claim: claimID, Message: msg})
}

// Check checks the statement's words, every word accounted for: the
// numbers it states are those its claims assert, a number one stands
// where no claim needs ALL, the numbers play their roles (Roles), and the
// rule words carry every feature the claims need, none that contradicts
// them and none they do not account for, each negation negating what a
// claim lets it.
func (s *Statement) Check() []Problem {
	w := &stmtCheck{Statement: s}
	for _, c := range s.Claims {
		for _, v := range c.Sig.MayNumbers {
			if !slices.Contains(s.Asserted, v) && !slices.Contains(w.may, v) {
				w.may = append(w.may, v)
			}
		}
	}
	nums := s.Reading.Numerals(slices.Contains(s.Asserted, 1) || slices.Contains(w.may, 1))
	var roles []Problem
	var implied []int
	if s.Roles != nil {
		for _, p := range s.Roles(nums) {
			if p.Kind == ImpliedNumbers {
				implied = append(implied, p.Stated...)
				continue
			}
			roles = append(roles, p)
		}
	}
	w.numbers(w.ruleNumbers(nums), implied)
	w.oneForAll(nums)
	w.found = append(w.found, roles...)
	w.ruleWords()
	w.unread()
	return w.found
}

// unread reports the words of a statement read closed that the check
// does not read: a word no phrase, number or neutral word of the locale
// accounts for may state a rule that no claim holds ("and you also take a
// card of your choice").
func (w *stmtCheck) unread() {
	if !w.Reading.lx.closed {
		return
	}
	var heads []match // the words that head a condition that holds
	for _, m := range w.conditions() {
		if m.phrase.src.Kind == ConditionWord {
			heads = append(heads, m)
		}
	}
	words := w.Reading.unread(heads)
	if len(words) == 0 {
		return
	}
	quoted := make([]string, len(words))
	for i, u := range words {
		quoted[i] = strconv.Quote(u)
	}
	file := "the locale's words file"
	if fs := w.Reading.lx.files; len(fs) > 0 {
		file = fs[0]
	}
	what, it := "a word", "it"
	if len(words) > 1 {
		what, it = "words", "each"
	}
	w.fail("", fmt.Sprintf("%s the check cannot read: %s; if %s states no rule, add %s under neutral: in %s; if %s states one, add %s to the phrases of its feature and bind the claim that holds it; or write %s in braces, {%s}",
		what, strings.Join(quoted, ", "), it, it, file, it, it, it, words[0]))
}

// ruleNumbers returns the numbers of nums that state a rule: all of
// them, but in a statement whose claims assert no number, a count left
// open ("two or more players", "at least two") states none: it says
// how many a situation takes, not a number of the rule.
func (w *stmtCheck) ruleNumbers(nums []Numeral) []Numeral {
	if len(w.Asserted) > 0 {
		return nums
	}
	var open []match
	for _, m := range w.Reading.matches {
		if m.phrase.src.Kind == RuleWord && m.phrase.src.Feature == OpenCount {
			open = append(open, m)
		}
	}
	if len(open) == 0 {
		return nums
	}
	var out []Numeral
	for _, n := range nums {
		qualified := false
		for _, m := range open {
			first, last := m.start(), m.used[len(m.used)-1]
			// "two or more", "two players or more"; "at least two"
			if first > n.Tok && first-n.Tok <= 2 && w.Reading.tokens[first].clause == w.Reading.tokens[n.Tok].clause ||
				last < n.Tok && n.Tok-last == 1 {
				qualified = true
			}
		}
		if !qualified {
			out = append(out, n)
		}
	}
	return out
}

// numbers compares the numbers stated with those asserted, as sets; a
// range states the numbers between its ends that the claims assert
// ("three to six players": 3 4 5 6 where the claims give each its deal;
// 2 and 5 alone where they assert a range of players).
func (w *stmtCheck) numbers(nums []Numeral, implied []int) {
	nums = w.Reading.Spans(nums, func(v int) bool { return slices.Contains(w.Asserted, v) })
	// a list counting up between two numbers the claims assert states
	// their range: the numbers inside it are the range's (Counts)
	inner := make([]bool, len(nums))
	for _, l := range w.Reading.countedLists(nums) {
		if slices.Contains(w.Asserted, nums[l[0]].Value) && slices.Contains(w.Asserted, nums[l[1]].Value) {
			for k := l[0] + 1; k < l[1]; k++ {
				inner[k] = !slices.Contains(w.Asserted, nums[k].Value)
			}
		}
	}
	var kept []Numeral
	for k, n := range nums {
		if !inner[k] {
			kept = append(kept, n)
		}
	}
	nums = kept
	var stated []int
	// a number the claims may leave unsaid is stated or not, as the text
	// says it (MayNumbers)
	nums = slices.DeleteFunc(slices.Clone(nums), func(n Numeral) bool {
		return !n.Huge && (slices.Contains(w.may, n.Value) || slices.Contains(w.Given, n.Value) && !slices.Contains(w.Asserted, n.Value))
	})
	var shown []string
	huge := false
	for _, n := range nums {
		if n.Huge {
			huge = true
			shown = append(shown, n.Words)
			continue
		}
		if !slices.Contains(stated, n.Value) {
			stated = append(stated, n.Value)
		}
	}
	for _, v := range implied {
		if !slices.Contains(stated, v) && slices.Contains(w.Asserted, v) {
			stated = append(stated, v)
		}
	}
	slices.Sort(stated)
	if slices.Equal(stated, w.Asserted) && !huge {
		return
	}
	list := NumbersList(stated)
	if huge {
		if len(stated) == 0 {
			list = strings.Join(shown, " ")
		} else {
			list += " " + strings.Join(shown, " ")
		}
	}
	w.found = append(w.found, Problem{Kind: NumbersProblem, Message: fmt.Sprintf("the text states the numbers %s, its claims assert %s", list, NumbersList(w.Asserted)), Stated: stated})
}

// oneForAll reports a number one the claims do not assert in a statement
// whose claim needs ALL: "a single card" where every card is handed over.
func (w *stmtCheck) oneForAll(nums []Numeral) {
	if slices.Contains(w.Asserted, 1) || slices.Contains(w.may, 1) {
		return
	}
	for _, n := range nums {
		if n.Value != 1 || n.Huge {
			continue
		}
		for _, s := range w.Claims {
			if slices.Contains(s.Sig.Need, All) {
				w.fail(s.ID, fmt.Sprintf("%q says ONE, but claim %s needs ALL (%s)", n.Words, s.ID, w.phraseList(All, 3)))
				return
			}
		}
	}
}

// phraseList quotes up to n phrases of feature f.
func (w *stmtCheck) phraseList(f Feature, n int) string {
	var out []string
	for _, p := range w.Reading.lx.phrasesOf(f, n) {
		out = append(out, strconv.Quote(p))
	}
	return strings.Join(out, ", ")
}
