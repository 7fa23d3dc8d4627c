package content

import (
	"fmt"
	"os"
	"strings"
	"unicode"
)

// Arg returns the command-line argument that names this card again, for
// a hint such as "reproduce: rulecard check ARG …": a shipped card's id, or
// its directory written so that Resolve takes it as one ("./gofish", not
// "gofish", which would be the shipped card) and quoted for a POSIX shell
// where it needs to be.
func (c *Card) Arg() string {
	if c.shipped {
		return c.ID
	}
	dir := c.Dir
	if !strings.ContainsRune(dir, '/') && !strings.ContainsRune(dir, os.PathSeparator) && !strings.HasPrefix(dir, ".") {
		dir = "./" + dir
	}
	return shellQuote(dir)
}

// shellQuote returns s as one word of a POSIX shell command: as it is when
// it holds only letters, digits and -_./:=+,@, else in single quotes.
func shellQuote(s string) string {
	plain := s != ""
	for _, r := range s {
		if !(r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-_./:=+,@", r))) {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// SameIDs returns an error naming the first two cards of cards that share
// an id (and so would write the same output files), or nil.
func SameIDs(cards []*Card) error {
	seen := map[string]*Card{}
	for _, c := range cards {
		if first, ok := seen[c.ID]; ok {
			return fmt.Errorf("cards %s and %s have the same id %q, so they would write the same files: give one of them another id, or build them in two runs", first.Arg(), c.Arg(), c.ID)
		}
		seen[c.ID] = c
	}
	return nil
}
