package wording

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// Explain writes how the statement was read, for a translator: for each
// of its claims, the words that carried each feature of the claim's
// signature (or that none did), and those it denies; the rule words no
// claim accounts for; what each negation negates; the numbers read, in
// order, and those the claims assert. Each line is indented two spaces;
// a blank line ends the explanation.
func (s *Statement) Explain(w io.Writer) {
	r := s.Reading
	occ := r.Occurrences()
	by := map[Feature][]string{}
	for _, o := range occ {
		by[o.Feature] = append(by[o.Feature], strconv.Quote(o.Words))
	}
	accounted := map[Feature]bool{}
	for _, c := range s.Claims {
		fmt.Fprintf(w, "  claim %s\n", c.ID)
		line := func(what string, fs []Feature) {
			for _, f := range fs {
				accounted[f] = true
				found := "none of its words"
				if len(by[f]) > 0 {
					found = strings.Join(by[f], ", ")
				}
				fmt.Fprintf(w, "    %-8s %-12s %s\n", what, f.Upper(), found)
			}
		}
		line("needs", c.Sig.Need)
		for _, b := range c.Sig.NeedsBeside {
			if len(by[b.Topic]) > 0 {
				line("needs", []Feature{b.Feature}) // the topic it needs it beside is named
			}
		}
		for _, g := range c.Sig.OneOf {
			line("one of", g)
		}
		var allowed []Feature
		for _, f := range c.Sig.Allow {
			if len(by[f]) > 0 && !slices.Contains(allowed, f) {
				allowed = append(allowed, f)
			}
		}
		line("allows", allowed)
		var denied []Feature
		for _, f := range c.Sig.Deny {
			if len(by[f]) > 0 {
				denied = append(denied, f)
			}
		}
		line("denies", denied)
	}
	var rest []string
	for _, o := range occ {
		if !accounted[o.Feature] && !r.lx.features.Topic(o.Feature) {
			rest = append(rest, fmt.Sprintf("%s %q", o.Feature.Upper(), o.Words))
		}
	}
	if len(rest) > 0 {
		fmt.Fprintf(w, "  rule words no claim accounts for: %s\n", strings.Join(rest, ", "))
	}
	for _, n := range r.Negations(occ) {
		target := "nothing (no other rule word in its clause)"
		if n.Target >= 0 {
			target = fmt.Sprintf("%s %q", occ[n.Target].Feature.Upper(), occ[n.Target].Words)
		}
		fmt.Fprintf(w, "  negation %q negates %s\n", n.Not.Words, target)
	}
	var nums []string
	for _, n := range r.Numerals(slices.Contains(s.Asserted, 1)) {
		nums = append(nums, fmt.Sprintf("%q", n.Words))
	}
	if len(nums) == 0 {
		nums = []string{"none"}
	}
	fmt.Fprintf(w, "  numbers in reading order: %s; the claims assert %s\n\n", strings.Join(nums, " "), NumbersList(s.Asserted))
}
