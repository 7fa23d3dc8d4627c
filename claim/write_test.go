package claim

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
)

// failedReport is a card's report with a words failure and a property
// failure whose counterexample game is long.
func failedReport() *Report {
	record := make([]string, 200)
	for i := range record {
		record[i] = "move: someone does something"
	}
	ce := &game.Counterexample{Seed: 3, Players: 3, Pack: 52, Bots: []string{"random", "random", "random"}, Move: 59,
		Hands: []string{"seat 0: AS", "seat 1: 2S", "seat 2: 3S"}, Stock: "4S", StockName: "pond", Record: record, At: 199, Message: "it went wrong"}
	return &Report{Card: "toy", Dir: "cards/toy", Preset: "house", Locales: []locale.Code{"en", "sv"}, Games: 10, Seed: 1,
		Statements: []StatementResult{
			{ID: "one", Claims: []string{"a.b"}, OK: false, Failures: []Failure{
				{Kind: KindWords, Statement: "one", Pos: "cards/toy/en.yaml:3:3", Message: `"never" says NOT, which none of the statement's claims (a.b) states`,
					Texts: []LocaleText{{"en", "You never win."}}},
				{Kind: KindProperty, Statement: "one", Claim: "a.b", Preset: "house", Pos: "cards/toy/card.yaml:7:18", Message: "a.b is false under these rules",
					Texts: []LocaleText{{"en", "You never win."}, {"sv", "Du vinner aldrig."}}, Counterexample: ce, Reproduce: "rulecard check ./toy --seed 1 --games 10"},
			}},
			{ID: "two", Claims: []string{"c.d"}, OK: true},
		},
		Summary: Summary{Statements: 2, Bound: 2, Claims: 2, Failed: 1, Games: 30, Notes: 1, Braced: 3},
	}
}

// TestTheTextReportIsALinePerProblem: by default a failed card prints its
// heading, one FAIL line per problem (position, statement, locales, what
// is wrong), a hint to --verbose, the summary and what the check did not
// prove: no game record, no repeat of the statement's words.
func TestTheTextReportIsALinePerProblem(t *testing.T) {
	var b strings.Builder
	if err := WriteText(&b, []*Report{failedReport()}); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"toy (cards/toy): preset house, locales en, sv, 10 games for each of 0 configurations from seed 1",
		`FAIL cards/toy/en.yaml:3:3: one (en): "never" says NOT, which none of the statement's claims (a.b) states`,
		"FAIL cards/toy/card.yaml:7:18: one (en, sv): claim a.b fails with preset house: a.b is false under these rules",
		"run with --verbose for each failure's words and each failed claim's worked examples and counterexample game",
		"summary: 2 statements, 2 bound, 0 unbound, 2 claims, 1 failed, 0 examples, 30 games",
		"not proved: 1 note (states no rule), 3 words in braces (read as stating no rule)",
	}
	if got := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", b.String(), strings.Join(want, "\n"))
	}
}

// TestTheVerboseReportShowsEachFailureInFull: --verbose prints every
// statement, the words, the counterexample game and the reproduce
// command.
func TestTheVerboseReportShowsEachFailureInFull(t *testing.T) {
	var b strings.Builder
	if err := WriteVerbose(&b, []*Report{failedReport()}); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"  FAIL  one", "  ok    two", "  sv: Du vinner aldrig.", "  game: seed 3, 3 players, 52-card pack",
		">>> move: someone does something", "  reproduce: rulecard check ./toy --seed 1 --games 10"} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("the verbose report lacks %q:\n%s", w, b.String())
		}
	}
	if n := strings.Count(b.String(), "\n"); n < 200 {
		t.Errorf("%d lines: the game record is missing", n)
	}
}

// TestTheListedErrorIsOneLineAndMatchesAsTheCheckError: once the report
// has listed the failures, the error says how many in one line, and is
// still a contradiction.
func TestTheListedErrorIsOneLineAndMatchesAsTheCheckError(t *testing.T) {
	err := failedReport().Err()
	var ce *CheckError
	if !errors.As(err, &ce) {
		t.Fatalf("%v is no CheckError", err)
	}
	listed := ce.Problems()
	if got, want := listed.Error(), "card toy contradicts the engine: 2 problems, listed above"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if !errors.Is(listed, ErrContradiction) || errors.Is(listed, ErrBroken) || !errors.As(listed, &ce) {
		t.Errorf("%v does not match as the check's error", listed)
	}
}

// TestTheSummarySaysWhatWasNotProved: the last line counts what the check
// read as stating no rule, or says that nothing was left out.
func TestTheSummarySaysWhatWasNotProved(t *testing.T) {
	for _, tc := range []struct {
		s    Summary
		want string
	}{
		{Summary{}, "nothing left out: no notes, no words in braces, every statement bound"},
		{Summary{Notes: 2, Braced: 1, Unbound: 1}, "2 notes (they state no rule), 1 word in braces (read as stating no rule), 1 statement bound to no claim"},
		{Summary{Unproven: 14}, "14 statements of a game without an engine"},
	} {
		if got := notProved(tc.s); got != tc.want {
			t.Errorf("notProved(%+v) = %q, want %q", tc.s, got, tc.want)
		}
	}
}
