package claim

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
)

// ErrContradiction is matched (with errors.Is) by the error of a check in
// which the card contradicts the engine: a statement's numbers differ from
// its claims', a worked example or a property fails with the card's
// preset, or the card is for players or packs the preset does not play.
// The CLI exits 3 on it.
var ErrContradiction = errors.New("the card contradicts the engine")

// ErrBroken is matched by the error of a check of a broken card: a
// statement bound to no claim and not a note, an unknown claim, claim
// parameters of the wrong shape, an unknown preset or option. The CLI
// exits 1 on it, even if the card also contradicts the engine: a broken
// card has to be fixed first.
var ErrBroken = errors.New("broken card")

// Kind says what a [Failure] is about.
type Kind string

// The kinds of failure. The first four make a broken card, the others a
// contradiction.
const (
	KindUnbound      Kind = "unbound"       // a statement bound to no claim, not a note
	KindUnknownClaim Kind = "unknown-claim" // a claim the catalogue does not hold
	KindParams       Kind = "params"        // claim parameters of the wrong shape
	KindPreset       Kind = "preset"        // an unknown preset or option
	KindNumbers      Kind = "numbers"       // the text's numbers are not the claims'
	KindWords        Kind = "words"         // the text's rule words are not the claims'
	KindExample      Kind = "example"       // a worked example failed with the preset
	KindProperty     Kind = "property"      // the engine contradicts the claim in play
	KindEngine       Kind = "engine"        // the engine cannot play the card's games
)

// Broken reports whether the kind makes a broken card (rather than a
// contradiction).
func (k Kind) Broken() bool {
	return k == KindUnbound || k == KindUnknownClaim || k == KindParams || k == KindPreset
}

// Report is the result of checking one card.
type Report struct {
	// Card is the card's id, Dir where it was loaded from.
	Card string `json:"card"`
	Dir  string `json:"dir"`
	// Preset is the engine preset the card describes, with its options:
	// "house", "house [play-on]".
	Preset string `json:"preset"`
	// Locales are the locales whose words were checked.
	Locales []locale.Code `json:"locales"`
	// Seed is the first game's seed; Games the games played for each
	// configuration (player count and pack) in Configs.
	Seed    uint64   `json:"seed"`
	Games   int      `json:"games_per_config"`
	Configs []Config `json:"configs"`
	// Statements are the card's statements in reading order, the tagline
	// first.
	Statements []StatementResult `json:"statements"`
	// Problems are the failures that concern the card as a whole.
	Problems []Failure `json:"problems,omitempty"`
	// Generated are the worked examples cut from seeded games, for the
	// claims no hand-written example shows under the card's rules.
	Generated []GeneratedExample `json:"generated_examples,omitempty"`
	// Untranslated lists, by draft locale, the statements not translated
	// yet: shown in the source locale's words, not checked (warnings).
	Untranslated map[locale.Code][]string `json:"untranslated,omitempty"`
	// Unproven is set for a card of a game rulecard has no engine for
	// (content.NoGame): nothing of it was checked, and its statements are
	// listed as unproven.
	Unproven bool    `json:"unproven,omitempty"`
	Summary  Summary `json:"summary"`
}

// unproven returns the report of a card of a game rulecard has no engine
// for, in locales: every statement unproven, nothing checked.
func unproven(card *content.Card, locales []locale.Code) *Report {
	r := &Report{Card: card.ID, Dir: card.Dir, Preset: "", Locales: locales, Unproven: true}
	r.Statements = append(r.Statements, StatementResult{ID: card.Tagline.ID, OK: true, Claims: []string{}})
	for _, sec := range card.Sections {
		for _, st := range sec.Statements {
			r.Statements = append(r.Statements, StatementResult{ID: st.ID, Section: sec.ID, Note: st.Note, OK: true, Claims: []string{}})
		}
	}
	r.Summary.Statements = len(r.Statements)
	r.Summary.Unproven = len(r.Statements)
	return r
}

// GeneratedExample is a worked example the check cut from a seeded game:
// the claim it shows and its path under a --write-examples folder.
type GeneratedExample struct {
	Claim  string `json:"claim"`
	Path   string `json:"path"`
	OK     bool   `json:"ok"`
	source []byte
}

// Source returns the example's scenario file.
func (g GeneratedExample) Source() []byte { return g.source }

// Config is a player count and pack the card's games were played with.
type Config struct {
	Players int `json:"players"`
	Pack    int `json:"pack"`
}

// StatementResult is what the check found for one statement.
type StatementResult struct {
	// ID is the statement's id, Section its section's ("" for the
	// tagline).
	ID      string `json:"id"`
	Section string `json:"section"`
	// Note is set for a statement that states no rule.
	Note bool `json:"note,omitempty"`
	// Claims are the ids of the claims it is bound to.
	Claims []string `json:"claims"`
	// Examples counts the worked examples replayed for its claims, Games
	// the games in which its claims were checked.
	Examples int  `json:"examples"`
	Games    int  `json:"games"`
	OK       bool `json:"ok"`
	// Failures says why it is not OK.
	Failures []Failure `json:"failures,omitempty"`
}

// Failure is one way in which a statement (or the card) fails the check.
type Failure struct {
	Kind Kind `json:"kind"`
	// Statement and Claim name what failed ("" where none applies).
	Statement string `json:"statement,omitempty"`
	Claim     string `json:"claim,omitempty"`
	// Pos is where in the card's files the failure lies: file:line:col.
	Pos string `json:"pos"`
	// Message says what is wrong.
	Message string `json:"message"`
	// Texts are the statement's words in each locale concerned.
	Texts []LocaleText `json:"texts,omitempty"`
	// Stated and Asserted are, for a numbers failure, the numbers the
	// text states and the numbers its claims assert.
	Stated   []int `json:"stated,omitempty"`
	Asserted []int `json:"asserted,omitempty"`
	// Preset is the preset the claim was checked against.
	Preset string `json:"preset,omitempty"`
	// Examples are the failed worked examples, Counterexample the game in
	// which the property failed.
	Examples       []game.ExampleResult `json:"examples,omitempty"`
	Counterexample *game.Counterexample `json:"counterexample,omitempty"`
	// Reproduce is the command that shows the failure again.
	Reproduce string `json:"reproduce,omitempty"`
}

// LocaleText is a statement's words in one locale.
type LocaleText struct {
	Locale locale.Code `json:"locale"`
	Text   string      `json:"text"`
}

// Summary counts what the check did.
type Summary struct {
	// Statements counts every statement, notes and the tagline included;
	// Bound those bound to at least one claim; Unbound those bound to none
	// that are not notes.
	Statements int `json:"statements"`
	Bound      int `json:"bound"`
	Unbound    int `json:"unbound"`
	// Claims counts the distinct claims checked.
	Claims int `json:"claims"`
	// Failed counts the statements that failed, and the card-level
	// problems.
	Failed int `json:"failed"`
	// Examples counts the worked examples replayed, Generated those of
	// them cut from seeded games; Games the games played.
	Examples  int `json:"examples"`
	Generated int `json:"generated_examples"`
	Games     int `json:"games"`
	// Unproven counts the statements of cards of a game rulecard has no
	// engine for: printed, never proven.
	Unproven int `json:"unproven"`
	// Notes counts the statements that state no rule (note: true), and
	// Braced the words written {so} in the locales checked: what the
	// check read as stating no rule, so did not prove.
	Notes  int `json:"notes"`
	Braced int `json:"braced_words"`
}

// Add adds t's counts to s.
func (s *Summary) Add(t Summary) {
	s.Generated += t.Generated
	s.Statements += t.Statements
	s.Bound += t.Bound
	s.Unbound += t.Unbound
	s.Claims += t.Claims
	s.Failed += t.Failed
	s.Examples += t.Examples
	s.Games += t.Games
	s.Unproven += t.Unproven
	s.Notes += t.Notes
	s.Braced += t.Braced
}

// CheckError is the error of a failed check: every failure, one a line,
// each with its position and naming the statement and the locales. It
// matches ErrBroken or ErrContradiction.
type CheckError struct {
	// Card is the card's id.
	Card string
	// Broken and Contradiction say what kinds of failure there are.
	Broken        bool
	Contradiction bool
	// Lines tell the failures, one each.
	Lines []string
}

// Error lists the failures under a line that says what kind they are.
func (e *CheckError) Error() string {
	return fmt.Sprintf("card %s %s:\n  %s", e.Card, e.what(), strings.Join(e.Lines, "\n  "))
}

// Problems returns the error that says in one line what kind of failures
// there are and how many, for a command that has listed them already: "card
// gofish contradicts the engine: 3 problems, listed above". It matches
// what e matches, and unwraps to e.
func (e *CheckError) Problems() error { return &listedError{e} }

// listedError is a CheckError whose failures were listed already.
type listedError struct{ e *CheckError }

func (l *listedError) Error() string {
	return fmt.Sprintf("card %s %s: %d %s, listed above", l.e.Card, l.e.what(), len(l.e.Lines), plural(len(l.e.Lines), "problem", "problems"))
}

func (l *listedError) Unwrap() error { return l.e }

// what says what kind of failures there are.
func (e *CheckError) what() string {
	if e.Broken {
		return "is broken"
	}
	return "contradicts the engine"
}

// Is reports whether target is ErrBroken or ErrContradiction, as the
// failures are.
func (e *CheckError) Is(target error) bool {
	return target == ErrBroken && e.Broken || target == ErrContradiction && e.Contradiction
}

// Err returns the error of the check the report tells of: nil when it
// passed, else a *CheckError.
func (r *Report) Err() error {
	e := &CheckError{Card: r.Card}
	for _, f := range r.failures() {
		e.Broken = e.Broken || f.Kind.Broken()
		e.Contradiction = e.Contradiction || !f.Kind.Broken()
		e.Lines = append(e.Lines, f.line(true))
	}
	if len(e.Lines) == 0 {
		return nil
	}
	return e
}

// failures returns every failure of the report: the card's problems,
// then each statement's, in reading order.
func (r *Report) failures() []*Failure {
	var out []*Failure
	for i := range r.Problems {
		out = append(out, &r.Problems[i])
	}
	for i := range r.Statements {
		for j := range r.Statements[i].Failures {
			out = append(out, &r.Statements[i].Failures[j])
		}
	}
	return out
}

// line tells a failure in one line: position, statement and locales,
// what is wrong; in full, also where its counterexample game failed and
// the command that plays it again.
func (f *Failure) line(full bool) string {
	var b strings.Builder
	b.WriteString(f.Pos)
	b.WriteString(": ")
	if f.Statement != "" {
		b.WriteString(f.Statement)
		if locs := f.locales(); locs != "" {
			b.WriteString(" (" + locs + ")")
		}
		b.WriteString(": ")
	}
	if f.Claim != "" && (f.Kind == KindExample || f.Kind == KindProperty) {
		fmt.Fprintf(&b, "claim %s fails with preset %s: ", f.Claim, f.Preset)
	}
	b.WriteString(f.Message)
	if !full {
		return b.String()
	}
	if ce := f.Counterexample; ce != nil {
		fmt.Fprintf(&b, " (seed %d, %d players, %d-card pack, move %d)", ce.Seed, ce.Players, ce.Pack, ce.Move)
	}
	if f.Reproduce != "" {
		b.WriteString("; reproduce: " + f.Reproduce)
	}
	return b.String()
}

// locales lists the locales of the failure's texts.
func (f *Failure) locales() string {
	s := make([]string, len(f.Texts))
	for i, t := range f.Texts {
		s[i] = string(t.Locale)
	}
	return strings.Join(s, ", ")
}
