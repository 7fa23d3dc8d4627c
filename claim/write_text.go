package claim

import "io"

// WriteText writes reports as `rulecard check` prints them by default,
// short: for each card a heading, one line per failure (FAIL, its
// file:line:col, the statement and its locales, what is wrong: the claim
// and the words), the draft locales' untranslated statements, when
// anything failed a hint that --verbose shows each failure in full
// (WriteVerbose), then a summary line over every card and, last, one line
// of what the check did not prove (notes, words in braces, statements
// bound to no claim).
func WriteText(w io.Writer, reps []*Report) error {
	ew := &errWriter{w: w}
	var total Summary
	failed := false
	for _, r := range reps {
		if writeHeading(ew, r) {
			for _, f := range r.failures() {
				ew.printf("FAIL %s\n", f.line(false))
				failed = true
			}
		}
		writeUntranslated(ew, r)
		total.Add(r.Summary)
	}
	if failed {
		ew.printf("run with --verbose for each failure's words and each failed claim's worked examples and counterexample game\n")
	}
	writeSummary(ew, total)
	return ew.err
}
