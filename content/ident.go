package content

import "regexp"

// The ids content checks: a card, section, statement, preset or option
// id is lowercase words joined by hyphens, the first starting with a
// letter; a claim id is such ids joined by dots (deal.size,
// ask.hit-go-again); a record's hash is eight lowercase hex digits.
var (
	identifierExpr = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)
	claimIDExpr    = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*(\.[a-z][a-z0-9]*(-[a-z0-9]+)*)*$`)
	hashExpr       = regexp.MustCompile(`^[0-9a-f]{8}$`)
)

// isIdentifier reports whether s is an id of a card, section, statement,
// preset or option.
func isIdentifier(s string) bool { return identifierExpr.MatchString(s) }

// isClaimID reports whether s is a claim id.
func isClaimID(s string) bool { return claimIDExpr.MatchString(s) }

// isHash reports whether s is a record's hash.
func isHash(s string) bool { return hashExpr.MatchString(s) }
