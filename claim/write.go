package claim

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
)

// WriteVerbose writes reports as `rulecard check --verbose` prints them:
// for each card a heading, one line per statement (ok, FAIL or note; id;
// examples and games run; claims), the card's problems and each failure in
// full (the statement's words, the failed worked examples, the
// counterexample game and the command that plays it again), then a summary
// line over every card and one of what the check did not prove.
func WriteVerbose(w io.Writer, reps []*Report) error {
	ew := &errWriter{w: w}
	var total Summary
	for _, r := range reps {
		writeReport(ew, r)
		writeUntranslated(ew, r)
		total.Add(r.Summary)
	}
	writeSummary(ew, total)
	return ew.err
}

// writeSummary writes the summary line over every card, and the line of
// what the check did not prove.
func writeSummary(w *errWriter, total Summary) {
	w.printf("summary: %d statements, %d bound, %d unbound, %d claims, %d failed, %d examples, %d games",
		total.Statements, total.Bound, total.Unbound, total.Claims, total.Failed, total.Examples, total.Games)
	if total.Unproven > 0 {
		w.printf(", %d unproven", total.Unproven)
	}
	w.printf("\n")
	w.printf("not proved: %s\n", notProved(total))
}

// notProved says in one line what the check read and did not prove: the
// notes, the words in braces, the statements bound to no claim, those of
// a game without an engine.
func notProved(s Summary) string {
	var parts []string
	add := func(n int, one, many string) {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, plural(n, one, many)))
		}
	}
	add(s.Notes, "note (states no rule)", "notes (they state no rule)")
	add(s.Braced, "word in braces (read as stating no rule)", "words in braces (read as stating no rule)")
	add(s.Unbound, "statement bound to no claim", "statements bound to no claim")
	add(s.Unproven, "statement of a game without an engine", "statements of a game without an engine")
	if len(parts) == 0 {
		return "nothing left out: no notes, no words in braces, every statement bound"
	}
	return strings.Join(parts, ", ")
}

// writeReport writes one card's report.
func writeReport(w *errWriter, r *Report) {
	if !writeHeading(w, r) {
		return
	}
	width := 0
	for _, s := range r.Statements {
		width = max(width, len(s.ID))
	}
	for _, s := range r.Statements {
		status := "ok"
		switch {
		case !s.OK:
			status = "FAIL"
		case s.Note:
			status = "note"
		}
		w.printf("  %-4s  %-*s  %11s  %11s  %s\n", status, width, s.ID, fmt.Sprint(s.Examples, plural(s.Examples, " example", " examples")), fmt.Sprint(s.Games, plural(s.Games, " game", " games")),
			strings.Join(s.Claims, ", "))
	}
	if n := len(r.Generated); n > 0 {
		w.printf("  %d worked examples generated from seeded games, where no hand-written one applies (check --write-examples DIR writes them)\n", n)
	}
	for _, f := range r.failures() {
		writeFailure(w, f)
	}
}

// writeHeading writes a card's heading line: its preset, locales and
// games, or that nothing of it is proven; it reports whether the card was
// checked (it has more to tell).
func writeHeading(w *errWriter, r *Report) bool {
	if r.Unproven {
		w.printf("%s (%s): nothing proven: rulecard has no engine for this card's game (game: none); its %d statements in %s are printed as written\n",
			r.Card, r.Dir, len(r.Statements), strings.Join(locale.Strings(r.Locales), ", "))
		return false
	}
	w.printf("%s (%s): preset %s, locales %s, %d games for each of %d configurations from seed %d\n",
		r.Card, r.Dir, r.Preset, strings.Join(locale.Strings(r.Locales), ", "), r.Games, len(r.Configs), r.Seed)
	return true
}

// writeFailure writes one failure in full.
func writeFailure(w *errWriter, f *Failure) {
	w.printf("\nFAIL %s\n", f.line(true))
	for _, t := range f.Texts {
		w.printf("  %s: %s\n", t.Locale, t.Text)
	}
	for _, e := range f.Examples {
		w.printf("  worked example %s:\n", e.Path)
		for _, l := range e.Failures {
			w.printf("    %s\n", l)
		}
		for _, l := range strings.Split(strings.TrimRight(e.Replay, "\n"), "\n") {
			if l != "" {
				w.printf("      %s\n", l)
			}
		}
	}
	if ce := f.Counterexample; ce != nil {
		writeCounterexample(w, ce)
	}
	if f.Reproduce != "" {
		w.printf("  reproduce: %s\n", f.Reproduce)
	}
}

// writeCounterexample writes a counterexample game: how it was dealt, and
// the record up to the contradicting event, marked.
func writeCounterexample(w *errWriter, ce *game.Counterexample) {
	bots := ce.Bots
	w.printf("  game: seed %d, %d players, %d-card pack, bots %s; fails at %s\n",
		ce.Seed, ce.Players, ce.Pack, strings.Join(bots, " "), moveName(ce.Move))
	w.printf("  dealt:\n")
	for _, h := range ce.Hands {
		w.printf("    %s\n", h)
	}
	w.printf("    %s (top first): %s\n", ce.StockName, ce.Stock)
	w.printf("  record:\n")
	for i, l := range ce.Record {
		mark := "   "
		if i == ce.At {
			mark = ">>>"
		}
		w.printf("  %s %s\n", mark, l)
	}
	w.printf("  contradiction: %s\n", ce.Message)
}

func moveName(m int) string {
	if m == 0 {
		return "the deal"
	}
	return fmt.Sprintf("move %d", m)
}

// WriteJSON writes reports as `rulecard check --json` prints them: an
// object with the cards' reports and a summary over them all.
func WriteJSON(w io.Writer, reps []*Report) error {
	out := struct {
		Cards   []*Report `json:"cards"`
		Summary Summary   `json:"summary"`
	}{Cards: reps}
	if out.Cards == nil {
		out.Cards = []*Report{}
	}
	for _, r := range reps {
		out.Summary.Add(r.Summary)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// WriteCatalogue writes the catalogue as `rulecard claims` prints it:
// each claim's id, parameters and description, and its worked examples.
func WriteCatalogue(w io.Writer, claims []game.Claim) error {
	ew := &errWriter{w: w}
	width := 0
	for _, c := range claims {
		width = max(width, len(c.ID))
	}
	for _, c := range claims {
		desc := c.Description
		if c.Variant {
			desc += " [variant]"
		}
		ew.printf("%-*s  %-17s  %s\n", width, c.ID, c.Params, desc)
		for i, e := range c.Examples {
			deps := ""
			if i < len(c.Depends) && len(c.Depends[i]) > 0 {
				deps = " (depends on " + strings.Join(c.Depends[i], ", ") + ")"
			}
			ew.printf("%-*s  %-17s  example: %s%s\n", width, "", "", e, deps)
		}
	}
	return ew.err
}

// errWriter writes until the first error and keeps it.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

// writeUntranslated warns of each draft locale's statements not yet
// translated: shown in the source words and not checked.
func writeUntranslated(w *errWriter, r *Report) {
	codes := make([]locale.Code, 0, len(r.Untranslated))
	for code := range r.Untranslated {
		codes = append(codes, code)
	}
	slices.Sort(codes)
	for _, code := range codes {
		ids := r.Untranslated[code]
		w.printf("warning: %s (draft): %d %s not translated yet, shown in the source words and not checked: %s\n",
			code, len(ids), plural(len(ids), "statement", "statements"), strings.Join(ids, ", "))
	}
}

// plural picks one or other by n.
func plural(n int, one, other string) string {
	if n == 1 {
		return one
	}
	return other
}
