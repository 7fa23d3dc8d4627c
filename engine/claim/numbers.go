package claim

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rulecard/rulecard/content"
)

// numberWords maps each form of a locale's number words, in lower case, to
// the number it stands for.
func numberWords(loc *content.Locale) map[string]int {
	m := make(map[string]int, len(loc.Numbers))
	for n, forms := range loc.Numbers {
		for _, f := range forms {
			m[strings.ToLower(f)] = n
		}
	}
	return m
}

// countedText returns t as plain text with every word marked as not a
// number ({en} in the source: Run.NotNumber) blanked out, so that the
// numbers check skips it.
func countedText(t content.Text) string {
	var b strings.Builder
	for _, r := range t {
		if r.NotNumber {
			b.WriteString(strings.Repeat(" ", utf8.RuneCountInString(r.Text)))
			continue
		}
		b.WriteString(r.Text)
	}
	return b.String()
}

// statedNumbers returns the cardinal numbers text states, sorted and each
// once: every run of digits, and every whole word that is one of the
// locale's number words (case does not matter).
func statedNumbers(text string, words map[string]int) []int {
	var out []int
	add := func(n int) {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	start, digits := -1, false
	flush := func(end int) {
		if start < 0 {
			return
		}
		tok := text[start:end]
		if digits {
			if n, err := strconv.Atoi(tok); err == nil {
				add(n)
			}
		} else if n, ok := words[strings.ToLower(tok)]; ok {
			add(n)
		}
		start = -1
	}
	for i, r := range text {
		isDigit := r >= '0' && r <= '9'
		isLetter := unicode.IsLetter(r) || unicode.Is(unicode.Mn, r)
		switch {
		case start >= 0 && (isDigit && digits || isLetter && !digits):
			continue
		case isDigit || isLetter:
			flush(i)
			start, digits = i, isDigit
		default:
			flush(i)
		}
	}
	flush(len(text))
	slices.Sort(out)
	return out
}

// assertedNumbers returns every integer a statement's claims assert in
// their parameters, sorted and each once.
func assertedNumbers(refs []content.ClaimRef) []int {
	set := map[int]bool{}
	for _, r := range refs {
		paramNumbers(r.Params, set)
	}
	out := make([]int, 0, len(set))
	for n := range set {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// numbersList writes numbers separated by spaces, or "none".
func numbersList(ns []int) string {
	if len(ns) == 0 {
		return "none"
	}
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, " ")
}
