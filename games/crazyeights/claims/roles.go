package claims

import (
	"fmt"
	"slices"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/wording"
)

// roles checks the part each number of a statement plays for claim id:
// deal.size's player counts and hand sizes, read in order, must pair as
// the parameters do; penalty.values' each follow the words of the cards
// they count.
func roles(id string, p game.Params, r wording.Reading, nums []wording.Numeral) []wording.Problem {
	switch id {
	case "deal.size":
		return dealRole(p, r, nums)
	case "penalty.values":
		return valueRole(p, r, nums)
	case "draw-two.stack":
		return stackRole(nums)
	}
	return nil
}

// stackRole: the sums owed as draw-two cards are stacked, read in order,
// go up by two from four: "four, then six, and so on" (RULES.md 13).
func stackRole(nums []wording.Numeral) []wording.Problem {
	want := 4
	var said []int
	for _, n := range nums {
		if n.Huge || n.Value < 4 || n.Value > 8 || n.Value%2 != 0 {
			continue
		}
		said = append(said, n.Value)
		if n.Value != want {
			return []wording.Problem{{Kind: wording.WordsProblem, Claim: "draw-two.stack", Message: fmt.Sprintf(
				"the sums %s are not read in order: claim draw-two.stack owes four after a second card stacked, and two more with each card after it (four, six, eight)",
				wording.NumbersList(said))}}
		}
		want += 2
	}
	return nil
}

// dealRole: read in order, the player counts and hand sizes form groups,
// each of player counts then the size they get (or the size then the
// counts), every player count of the card once.
func dealRole(p game.Params, r wording.Reading, nums []wording.Numeral) []wording.Problem {
	keys := map[int]bool{}
	for n, v := range p.Per {
		if v > 0 {
			keys[n], keys[v] = true, true
		}
	}
	in := func(v int) bool { return keys[v] }
	seq, implied, ok := r.DealSeq(nums, p.Per, in, in)
	if ok {
		if len(implied) == 0 {
			return nil
		}
		return []wording.Problem{{Kind: wording.ImpliedNumbers, Claim: "deal.size", Stated: implied}}
	}
	return []wording.Problem{{Kind: wording.WordsProblem, Claim: "deal.size", Message: fmt.Sprintf(
		"read in order, the numbers %s do not give each player count its hand size (write each player count with the cards it gets, like \"two players get seven cards each\")",
		wording.NumbersList(seq))}}
}

// The cards penalty.values counts, in the order of its sorted list: an
// ace, a court card, a wild card.
var valueNames = [...]string{"an ace", "a court card", "a wild card"}

// valueRole: read in order, each of penalty.values' numbers follows the
// words of the cards it counts, written since the number before it: an
// ace (ACES) the lowest, a court card (COURT, QUEENS) the middle one, a
// wild card (the wild rank, WILD) the highest. Or each comes before them,
// the words up to the number after it ("50 for an eight, 10 for a court
// card, 1 for an ace"): either order, kept through, places them.
func valueRole(p game.Params, r wording.Reading, nums []wording.Numeral) []wording.Problem {
	if len(p.List) != 3 {
		return []wording.Problem{{Kind: wording.WordsProblem, Claim: "penalty.values", Message: fmt.Sprintf(
			"claim penalty.values takes three values (a wild card's, a court card's, an ace's), not %s", wording.NumbersList(p.List))}}
	}
	before := placeValues(p, r, nums, func(i int) (int, int) {
		from := 0
		if i > 0 {
			from = nums[i-1].Tok + 1
		}
		return from, nums[i].Tok - 1
	})
	if len(before) == 0 {
		return nil
	}
	after := placeValues(p, r, nums, func(i int) (int, int) {
		// up to the next numeral, but for one right before a card's
		// words, an article ("for an eight"), which names no points
		to := r.Len() - 1
		for j := i + 1; j < len(nums); j++ {
			if at := nums[j].Tok + 1; groupRole(r, at, at) < 0 {
				to = nums[j].Tok - 1
				break
			}
		}
		return nums[i].Tok + 1, to
	})
	if len(after) == 0 {
		return nil
	}
	return before
}

// placeValues returns a problem for each of penalty.values' numbers that
// words returns the tokens of no card it counts for: words(i) gives the
// tokens read as the cards of the i-th numeral of nums.
func placeValues(p game.Params, r wording.Reading, nums []wording.Numeral, words func(i int) (a, b int)) []wording.Problem {
	// An article read as one ("a king") may stand where no card's
	// points are: a value is placed if any of its numerals is. A number
	// written out that falls to another card's words says that card's
	// points wrong, whether or not its value is placed elsewhere ("10 for
	// each king …, 10 for an ace").
	placed, wrong := map[int]bool{}, map[int]int{}
	var order []int
	var out []wording.Problem
	for i, n := range nums {
		at := slices.Index(p.List, n.Value)
		if n.Huge || at < 0 {
			continue
		}
		a, b := words(i)
		role := groupRole(r, a, b)
		if role == at {
			placed[n.Value] = true
			continue
		}
		if role >= 0 && !n.Article {
			out = append(out, wording.Problem{Kind: wording.WordsProblem, Claim: "penalty.values", Message: fmt.Sprintf(
				"read in order, %d goes with the words of %s, but claim penalty.values counts %d for %s",
				n.Value, valueNames[role], p.List[role], valueNames[role])})
		}
		if _, seen := wrong[n.Value]; !seen {
			wrong[n.Value] = role
			order = append(order, n.Value)
		}
	}
	for _, v := range order {
		if placed[v] {
			continue
		}
		said := "no card"
		if role := wrong[v]; role >= 0 {
			said = valueNames[role]
		}
		at := slices.Index(p.List, v)
		out = append(out, wording.Problem{Kind: wording.WordsProblem, Claim: "penalty.values", Message: fmt.Sprintf(
			"read in order, %d follows the words of %s, but claim penalty.values counts %d for %s (write each card before its points, like \"an eight scores 50\", or each number before its card, like \"50 for an eight\")",
			v, said, v, valueNames[at])})
	}
	return out
}

// groupRole returns the card the words from a to b (tokens) name, as an
// index of valueNames: an ace if ACES is among them, else a court card
// if COURT or QUEENS is, else a wild card if a rank that may be wild or
// WILD is; -1 for none.
func groupRole(r wording.Reading, a, b int) int {
	if b < a {
		return -1
	}
	in := func(fs ...wording.Feature) bool {
		_, ok := r.Nearest((a+b)/2, (b-a+1)/2, fs...)
		return ok
	}
	switch {
	case in(locales.Aces):
		return 0
	case in(locales.Court, locales.Queens):
		return 1
	case in(locales.Eights, locales.Jacks, locales.Wild):
		return 2
	}
	return -1
}
