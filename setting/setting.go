// Package setting is a game's rules as named settings: what a card's
// changes: and the command line's --set name=value choose. It is generic
// over a game's rules value and knows no game; each game's engine lists
// its settings with the helpers here.
package setting

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Setting is one choice of a game's rules R by a stable name.
type Setting[R any] struct {
	// Name is how the setting is written ("give", "deal.3").
	Name string
	// Summary says in one line what the setting chooses.
	Summary string
	// Values are the words it takes, first the preset's choice where there
	// is one; a number or a list of numbers when empty (Kind says).
	Values []string
	// Kind says what a value is: "word", "yes/no", "number", "numbers",
	// "words" (a list of Values, joined by commas).
	Kind string
	get  func(R) string
	set  func(*R, string) error
}

// New makes a setting of its own kind: get writes its value in r, set
// reads value into r (value trimmed) or says why it cannot.
func New[R any](name, summary, kind string, values []string, get func(R) string, set func(r *R, value string) error) Setting[R] {
	return Setting[R]{Name: name, Summary: summary, Kind: kind, Values: values, get: get, set: set}
}

// Get returns the setting's value in r, as it would be written.
func (s Setting[R]) Get(r R) string { return s.get(r) }

// Set returns r with the setting set to value; on error r unchanged and an
// error naming the setting.
func (s Setting[R]) Set(r R, value string) (R, error) {
	out := r
	if err := s.set(&out, strings.TrimSpace(value)); err != nil {
		return r, fmt.Errorf("%s: %w", s.Name, err)
	}
	return out, nil
}

// Named returns the setting of this name among settings, and whether
// there is one.
func Named[R any](settings []Setting[R], name string) (Setting[R], bool) {
	for _, s := range settings {
		if s.Name == name {
			return s, true
		}
	}
	return Setting[R]{}, false
}

// Enum makes a setting of an enumerated field: words[i] is the value i.
func Enum[R any, T ~uint8](name, summary string, field func(*R) *T, words ...string) Setting[R] {
	return New(name, summary, "word", words,
		func(r R) string {
			if v := int(*field(&r)); v < len(words) {
				return words[v]
			}
			return "?"
		},
		func(r *R, v string) error {
			i := slices.Index(words, v)
			if i < 0 {
				return fmt.Errorf("%q is not a value (values: %s)", v, strings.Join(words, ", "))
			}
			*field(r) = T(i)
			return nil
		})
}

// YesNo makes a setting of a yes/no field (true and false are read too).
func YesNo[R any](name, summary string, field func(*R) *bool) Setting[R] {
	return New(name, summary, "yes/no", []string{"yes", "no"},
		func(r R) string {
			if *field(&r) {
				return "yes"
			}
			return "no"
		},
		func(r *R, v string) error {
			switch v {
			case "yes", "true":
				*field(r) = true
			case "no", "false":
				*field(r) = false
			default:
				return fmt.Errorf("%q is not a value (values: yes, no)", v)
			}
			return nil
		})
}

// Number makes a setting of an integer field within [lo, hi].
func Number[R any](name, summary string, field func(*R) *int, lo, hi int) Setting[R] {
	return New(name, summary, "number", nil,
		func(r R) string { return strconv.Itoa(*field(&r)) },
		func(r *R, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < lo || n > hi {
				return fmt.Errorf("%q is not a number from %d to %d", v, lo, hi)
			}
			*field(r) = n
			return nil
		})
}
