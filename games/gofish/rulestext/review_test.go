package rulestext

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/games/gofish/locales"
)

// rulesRegressions are the 2026-12-04 language review's worst problems
// that stood in the rules text (docs/review-resolution.md), by locale:
// the words that carried each, matched on text whose spaces and
// apostrophes are plain.
var rulesRegressions = map[string][]*regexp.Regexp{
	"fr": {
		regexp.MustCompile(`(?i)la main passe`),                                                            // FR-3
		regexp.MustCompile(`dès que un`),                                                                   // FR-18
		regexp.MustCompile(`\bun don\b|sauf si la pioche vous fait`),                                       // FR-19
		regexp.MustCompile(`(variante|préréglage) «|« (house|common|duel|whole-pack|ask-card|empty-hand)`), // FR-17
		regexp.MustCompile(`(?i)questions? closes?\b`),                                                     // FR-8
	},
	"sv": {
		regexp.MustCompile(`förvalet ”|”(house|common|duel|whole-pack|ask-card|empty-hand)`), // SV-7
	},
	"de": {
		regexp.MustCompile(`macht dich noch mal dran`),                                             // DE-5
		regexp.MustCompile(`Voreinstellung „|„(house|common|duel|whole-pack|ask-card|empty-hand)`), // DE-6
	},
}

// TestTheReviewsWorstProblemsStayOutOfTheRulesText reads the rules text
// of every preset alone, with each option and with each value of each
// setting, in French, Swedish and German: none holds one of the review's
// worst problems again, and a Swedish title with one option never says
// tillvalen, the plural (SV-6).
func TestTheReviewsWorstProblemsStayOutOfTheRulesText(t *testing.T) {
	plain := strings.NewReplacer("\u202f", " ", "\u00a0", " ", "’", "'")
	rs := variants(t)
	for _, code := range DescribeLocales(locales.Library()) {
		bad := rulesRegressions[string(code)]
		for _, r := range rs {
			d, err := DescribeIn(r, code)
			if err != nil {
				t.Fatal(err)
			}
			// The text is wrapped: its lines are read as one.
			text := plain.Replace(d.Title + " " + strings.Join(strings.Fields(d.Text()), " "))
			for _, re := range bad {
				if m := re.FindString(text); m != "" {
					t.Errorf("%s %s %v %v: %q is back", code, r.Name, r.Options.Names(), r.ChangedSettings(), m)
				}
			}
			if code == "sv" && len(r.Options.Names())+len(r.ChangedSettings()) == 1 && strings.Contains(d.Title, "tillvalen") {
				t.Errorf("SV-6: one option, title %q", d.Title)
			}
		}
	}
}
