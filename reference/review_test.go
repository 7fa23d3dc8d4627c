package reference_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/internal/referencetest"
)

// regression is one of the worst problems of the 2026-12-04 language
// review (docs/review-resolution.md): a text of locale that matches bad
// holds it again.
type regression struct {
	finding, locale string
	bad             *regexp.Regexp
}

// worst are the review's ten worst problems, each as the words that
// carried it, matched on text whose spaces and apostrophes are plain.
var worst = []regression{
	// 1. The card's central rule lost "for that rank": a ban on asking
	// that player anything (FR-1).
	{"FR-1", "fr", regexp.MustCompile(`demander une valeur à un joueur qui vous a déjà répondu non`)},
	// 2. "la main passe": the hand, not the turn, passes on (FR-3).
	{"FR-3", "fr", regexp.MustCompile(`(?i)la main passe`)},
	// 3. A greyed question on a paper card, with no screen (FR-4).
	{"FR-4", "fr", regexp.MustCompile(`(?i)grisée plutôt que cachée`)},
	// 4. "question close", the grammar term for every yes/no question (FR-8).
	{"FR-8", "fr", regexp.MustCompile(`(?i)questions? closes?\b`)},
	// 5. The number of cards shown on top of the stock (FR-31).
	{"FR-31", "fr", regexp.MustCompile(`indiqué sur le dessus de la pioche`)},
	// 6. The facts table's first seat read as first place, the leader
	// (FR-30, SV-18, DE-11).
	{"FR-30", "fr", regexp.MustCompile(`(?i)première place`)},
	{"SV-18", "sv", regexp.MustCompile(`(?i)första platsen`)},
	{"DE-11", "de", regexp.MustCompile(`(?i)ersten Platz`)},
	// 7. Engine ids in the titles (FR-17, SV-7, DE-6): quoted in any of
	// the three locales' marks.
	{"FR-17", "fr", regexp.MustCompile(`(variante|préréglage) «|« (house|common|duel|whole-pack|ask-card|empty-hand)`)},
	{"SV-7", "sv", regexp.MustCompile(`förvalet ”|”(house|common|duel|whole-pack|ask-card|empty-hand)`)},
	{"DE-6", "de", regexp.MustCompile(`Voreinstellung „|„(house|common|duel|whole-pack|ask-card|empty-hand)`)},
	// 8. A draw from the pond, which changes no owner, left out of what
	// clears a refusal (SV-1).
	{"SV-1", "sv", regexp.MustCompile(`inget kort bytt ägare`)},
	// 9. "macht dich noch mal dran", no German (DE-5).
	{"DE-5", "de", regexp.MustCompile(`macht dich noch mal dran`)},
	// 10. The missing elision and the gift and the stock for a hit and a
	// draw (FR-18, FR-19).
	{"FR-18", "fr", regexp.MustCompile(`dès que un`)},
	{"FR-19", "fr", regexp.MustCompile(`\bun don\b|sauf si la pioche vous fait`)},
}

// plain sets a text's no-break spaces and curly apostrophe plain.
var plain = strings.NewReplacer("\u202f", " ", "\u00a0", " ", "’", "'")

// TestTheReviewsWorstProblemsStayFixed reads every shipped card's
// reference in every locale (the card's words, the claims, the complete
// rules, the worked examples, the facts): none holds one of the review's
// ten worst problems again. The rules text of every preset, option and
// setting value is read for them by games/gofish/rulestext's
// TestTheReviewsWorstProblemsStayOutOfTheRulesText.
func TestTheReviewsWorstProblemsStayFixed(t *testing.T) {
	texts := map[string][]string{}
	for _, r := range referencetest.All(t) {
		code := string(r.Ref.Locale)
		texts[code] = append(texts[code], proseOf(r.Ref)...)
	}
	for _, code := range []string{"fr", "sv", "de"} {
		if len(texts[code]) < 300 {
			t.Fatalf("%s: only %d texts read", code, len(texts[code]))
		}
	}
	for _, w := range worst {
		for _, text := range texts[w.locale] {
			if s := plain.Replace(text); w.bad.MatchString(s) {
				t.Errorf("%s (%s) is back: %q", w.finding, w.locale, s)
			}
		}
	}
}
