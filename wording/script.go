package wording

import (
	"fmt"
	"strings"
	"unicode"
)

// confusable are the scripts whose letters look alike (a Latin o, a
// Cyrillic о, a Greek ο).
var confusable = []*unicode.RangeTable{unicode.Latin, unicode.Cyrillic, unicode.Greek}

// confusableNames name them in messages.
var confusableNames = []string{"Latin", "Cyrillic", "Greek"}

// MixedWord is a word whose letters come from two or more of the scripts
// whose letters look alike (Latin, Cyrillic, Greek): "dо" with a Cyrillic
// о reads as "do" to a reader, but not to the check, whose phrases are
// each of one script.
type MixedWord struct {
	// Off is the word's first byte in the text.
	Off  int
	Word string
	// Scripts are the scripts its letters come from, in the order Latin,
	// Cyrillic, Greek.
	Scripts []string
}

// Message says what is wrong with the word, for a problem at it.
func (m MixedWord) Message() string {
	return fmt.Sprintf("the word %q mixes %s letters, which look alike: write it in one script", m.Word, strings.Join(m.Scripts, " and "))
}

// MixedScripts returns every word of s whose letters come from two of
// the confusable scripts, in order.
func MixedScripts(s string) []MixedWord {
	var out []MixedWord
	start, seen := -1, 0 // the word's first byte; a bit for each script seen in it
	end := func(i int) {
		if start >= 0 && seen&(seen-1) != 0 { // two bits or more
			var names []string
			for k, name := range confusableNames {
				if seen&(1<<k) != 0 {
					names = append(names, name)
				}
			}
			out = append(out, MixedWord{Off: start, Word: s[start:i], Scripts: names})
		}
		start, seen = -1, 0
	}
	for i, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsMark(r) {
			end(i)
			continue
		}
		if start < 0 {
			start = i
		}
		for k, t := range confusable {
			if unicode.Is(t, r) {
				seen |= 1 << k
			}
		}
	}
	end(len(s))
	return out
}
