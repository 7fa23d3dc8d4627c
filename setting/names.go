package setting

import (
	"fmt"
	"slices"
	"strings"
)

// Strings returns names (a game's presets or options) as strings, in
// order.
func Strings[T ~string](names []T) []string {
	s := make([]string, len(names))
	for i, n := range names {
		s[i] = string(n)
	}
	return s
}

// Parse returns s as one of valid, or an error naming them all; what is
// the kind of name ("preset", "option").
func Parse[T ~string](s string, valid []T, what string) (T, error) {
	if v := T(s); slices.Contains(valid, v) {
		return v, nil
	}
	return "", fmt.Errorf("unknown %s %q (%ss: %s)", what, s, what, strings.Join(Strings(valid), ", "))
}
