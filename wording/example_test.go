package wording_test

import (
	"fmt"
	"os"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
	"github.com/rulecard/rulecard/yamlfile"
)

// english compiles the shared English words with the core features.
func english() *wording.Lexicon {
	f, _ := locale.Shipped().Open("en", "words.yaml")
	var p yamlfile.Problems
	var w wording.Words
	wording.ReadFile(&p, f.Data, f.Path, "en", wording.CoreFeatures(), &w)
	return wording.Compile("en", &w, wording.CoreFeatures())
}

// mostWins is the signature of a claim that the player with the most
// cards wins; a negation elsewhere in its sentence is allowed.
var mostWins = wording.ClaimSig{ID: "winner.most", Sig: wording.Signature{
	OneOf: [][]wording.Feature{{wording.Most, wording.Score}},
	Allow: []wording.Feature{wording.Win, wording.Only, wording.GameEnds, wording.Not},
}}

// A statement's words are checked against its claims' signatures: a
// negation that negates what a claim states as it stands says the
// opposite of the rule.
func ExampleStatement_Check() {
	lx := english()
	for _, text := range []string{"The player with the most cards wins.", "The player with the most cards does not win."} {
		s := wording.Statement{Reading: lx.Read([]wording.Span{{Text: text}}), Claims: []wording.ClaimSig{mostWins}}
		fmt.Println(text)
		for _, pr := range s.Check() {
			fmt.Printf("  %s: %s\n", pr.Claim, pr.Message)
		}
	}
	// Output:
	// The player with the most cards wins.
	// The player with the most cards does not win.
	//   winner.most: "not" negates WIN ("win"), which claim winner.most states as it stands: the negation says the opposite; write a negation that states no rule in braces, {not}
}

// A translator sees which words carried which feature of each claim.
func ExampleStatement_Explain() {
	s := wording.Statement{Reading: english().Read([]wording.Span{{Text: "Whoever has the most cards wins, and not at random."}}),
		Claims: []wording.ClaimSig{mostWins}}
	s.Explain(os.Stdout)
	// Output:
	//   claim winner.most
	//     one of   MOST         "the most"
	//     one of   SCORE        none of its words
	//     allows   WIN          "wins"
	//     allows   NOT          "not"
	//   rule words no claim accounts for: RANDOM "at random"
	//   negation "not" negates RANDOM "at random"
	//   numbers in reading order: none; the claims assert none
}
