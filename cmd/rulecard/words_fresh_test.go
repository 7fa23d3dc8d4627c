package main

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The fresh rounds: edits of the shipped cards that reviewers wrote
// without reading the words files or running the check, as a card author
// would (testdata/words/fresh/roundN-LOCALE.yaml). Unlike the corpus,
// whose harmless rewordings the words were grown to read, a fresh round
// measures what the check makes of text it has not seen; once the words
// are grown from a round, it measures only that the check keeps what it
// learned. Each round is held to the figures measured when the round was
// last grown from: a change of the words or the check may only improve on
// them.
var freshBounds = map[string]struct {
	// wrongRefusedAtLeast: the round's wrong edits refused (of all of
	// them); harmlessRefusedAtMost: its harmless rewordings refused.
	wrongRefusedAtLeast, harmlessRefusedAtMost float64
}{
	// round 3 (2026-12-05): every language's words grown from it
	// (129/131 wrong refused, 10/156 harmless refused); 130/131 and
	// 6/156 with the check grown since.
	"round3": {0.99, 0.04},
	// round 4 (2026-12-06): blind, 126/130 and 77/147 as first measured;
	// every language's words grown from it since (128/130, 10/147), then
	// 6/147.
	"round4": {0.99, 0.035},
	// round 5 (2026-12-06): blind; 120/125 and 67/150 as first measured
	// (main at 721eaf0), 120/125 and 63/150 with the words grown from
	// round 4; 124/125 and 2/150 with every word grown since.
	"round5": {0.99, 0.015},
	// round 6 (2026-12-06): blind; 122/128 and 62/151 as first measured
	// (main at ef33229), 123/128 and 57/151 with the words grown from
	// round 5 and the until and joint conditions read; 127/128 and
	// 2/151 with every word grown since.
	"round6": {0.99, 0.015},
	// round 7 (2026-12-06): blind; 130/135 and 49/150 as first measured
	// (main at 2f5f881, before the words grown from round 6), 130/135
	// and 38/150 after them; every language's words grown from it since
	// (132/135, 13/150); 134/135 and 12/150 with Go Fish's HOLD, which
	// refuses its es "{no} hace falta que tengas una carta".
	"round7": {0.99, 0.04},
	// round 8 (2026-12-06): blind; en 45/45 and 8/45 as first measured
	// (main at 83da95f); 45/45 and 1/45 with the en words grown from it.
	// sv, de, fr, es (50 each) as first measured at 3118a19: all five
	// 144/145 and 22/145 (harmless refused: de 5/25, es 2/25, fr 7/25,
	// sv 7/25); 145/145 and 3/145 with every language's words grown from
	// it and the check grown since.
	"round8": {0.99, 0.015},
	// round 9 (2026-12-06): blind, all five languages (en 90, the others
	// 50 each); 138/146 and 28/144 as first measured (main at 732cd70;
	// harmless refused: de 6/25, en 5/45, es 4/25, fr 6/25, sv 7/24);
	// 145/146 and 5/144 with every language's words grown from it, the
	// added condition and the verb-first condition read, a blocked hand's
	// pass said of every player and a deal's groups kept to their
	// sentences.
	"round9": {0.99, 0.025},
	// round 10 (2026-12-06): blind, all five languages (en 90, the others
	// 50 each); 142/146 and 19/144 as first measured (main at ae7839b;
	// wrong refused: de 23/25, en 44/45, es 24/25, fr 26/26, sv 25/25;
	// harmless refused: de 2/25, en 9/45, es 3/25, fr 3/24, sv 2/25);
	// 146/146 and 2/144 with every language's words grown from it, a
	// claim's acts closed (a book laid down clears no refusal), a turn
	// passed only with its condition said, and whom a gift or a refusal
	// goes to read.
	"round10": {0.99, 0.015},
	// round 11 (2026-12-06): blind, all five languages (en 90, the others
	// 50 each); 143/146 and 16/144 as first measured (main at a216fb7;
	// wrong refused: de 25/25, en 44/45, es 25/25, fr 25/26, sv 24/25;
	// harmless refused: de 2/25, en 4/45, es 3/25, fr 2/24, sv 5/25);
	// 144/146 and 3/144 with every language's words grown from it, names
	// read, and the dead ask's refusal required.
	"round11": {0.99, 0.015},
	// round 12 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 143/147 and 11/143 as first measured (main at 0f17110;
	// wrong refused: de 25/25, en 44/45, es 24/25, fr 25/25, sv 25/27;
	// harmless refused: de 4/25, en 1/45, es 2/25, fr 0/25, sv 4/23);
	// 147/147 and 1/143 with every language's words grown from it, a claim
	// that names every act where nobody can be asked, and a concession of
	// a claim's exception read.
	"round12": {0.99, 0.015},
	// round 13 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 142/146 and 15/144 as first measured (main at ea38ad5;
	// wrong refused: de 25/25, en 45/46, es 24/25, fr 25/25, sv 23/25;
	// harmless refused: de 4/25, en 2/44, es 3/25, fr 3/25, sv 3/25);
	// 145/146 and 5/144 with every language's words grown from it, an
	// alternative said once for each claim and a condition after words
	// set apart by a comma read as opening its sentence; 3/144 since
	// "wenn nicht," reads as otherwise.
	"round13": {0.99, 0.015},
	// round 14 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 143/146 and 9/144 as first measured (main at 229570e;
	// wrong refused: de 25/25, en 43/45, es 26/26, fr 24/25, sv 25/25;
	// harmless refused: de 1/25, en 1/45, es 1/24, fr 2/25, sv 4/25);
	// 145/146 and 4/144 with every language's words grown from it and the
	// duel's claim where your opponent has no cards naming every act;
	// 145/146 and 3/144 with Go Fish's HOLD ("redan ha minst ... kort").
	"round14": {0.99, 0.025},
	// round 15 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 142/145 and 25/145 as first measured (main at b46e8f8;
	// wrong refused: de 24/25, en 45/45, es 24/25, fr 24/25, sv 25/25;
	// harmless refused: de 5/25, en 8/45, es 3/25, fr 3/25, sv 6/25);
	// 145/145 and 2/145 with every language's words grown from it, the
	// second-to-last card a word of its own (PENULTIMATE) and a
	// concession that alone says what a rule turns on refused.
	"round15": {0.99, 0.015},
	// round 16 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 143/145 and 13/145 as first measured (main at f2c9caa;
	// wrong refused: de 25/25, en 45/45, es 25/25, fr 24/25, sv 24/25;
	// harmless refused: de 3/25, en 0/45, es 1/25, fr 3/25, sv 6/25);
	// 145/145 and 4/145 with every language's words grown from it, a new
	// hand said of an empty hand and the asker's holding a word of its
	// own (HOLD).
	"round16": {0.99, 0.01},
	// round 17 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 145/146 and 15/144 as first measured (main at 4ffce54;
	// wrong refused: de 25/25, en 45/46, es 25/25, fr 25/25, sv 25/25;
	// harmless refused: de 2/25, en 4/44, es 3/25, fr 1/25, sv 5/25);
	// 146/146 and 2/144 with every language's words grown from it and a
	// hand size read in one clause with its player counts.
	"round17": {0.99, 0.015},
	// round 18 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 143/145 and 9/145 as first measured (main at ab6ea1b;
	// wrong refused: de 24/25, en 45/45, es 24/25, fr 25/25, sv 25/25;
	// harmless refused: de 1/25, en 2/45, es 2/25, fr 1/25, sv 3/25);
	// 145/145 and 2/145 with every language's words grown from it, a
	// rank named for a suit (NAME-RANK) and es "quede o no quede" read.
	"round18": {0.99, 0.015},
	// round 19 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 145/145 and 14/145 as first measured (main at 6312ea2;
	// wrong refused: de 25/25, en 45/45, es 25/25, fr 25/25, sv 25/25;
	// harmless refused: de 2/25, en 2/45, es 2/25, fr 4/25, sv 4/25);
	// 145/145 and 1/145 with every language's words grown from it and a
	// claim's negated feature read in a concession ("även om sjön har
	// torkat ut").
	"round19": {0.99, 0.01},
	// round 20 (2026-12-07): blind, harmless rewordings alone, every
	// editable statement of every card at least once (en 173, the others
	// 80 each); 118/493 refused as first measured (main at 6a9d000;
	// de 25/80, en 29/173, es 25/80, fr 25/80, sv 14/80): a wider spread
	// of wordings than a mixed round's, and the measure of how far the
	// harmless side still is; 38/493 (de 7/80, en 9/173, es 9/80, fr 9/80,
	// sv 4/80) with every language's words grown from it and the end's
	// negation read on the empty pond beside it.
	// 35/493 with round 23's mechanisms; 30/493 with round 24's (the
	// empty hands of all, "if not," as otherwise).
	// 27/493 with round 27's words and mechanisms.
	"round20": {0.99, 0.055},
	// round 21 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 143/145 and 9/145 as first measured (main at 64aa4dd;
	// wrong refused: de 24/25, en 44/45, es 25/25, fr 25/25, sv 25/25;
	// harmless refused: de 3/25, en 3/45, es 1/25, fr 1/25, sv 1/25);
	// 144/145 and 1/145 with every language's words grown from it and draw
	// two's turn end needed.
	"round21": {0.99, 0.01},
	// round 22 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 142/146 and 8/144 as first measured (main at 54155e9;
	// wrong refused: de 24/25, en 44/45, es 24/25, fr 25/25, sv 25/26;
	// harmless refused: de 2/25, en 2/45, es 0/25, fr 3/25, sv 1/24);
	// 146/146 and 3/144 with every language's words grown from it, one
	// negation read as denying one case, "any" before a negation read
	// over it and "one or several" an open count.
	"round22": {0.99, 0.01},
	// round 23 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each); 143/145 and 7/145 as first measured (main at 0fa175a,
	// with French "on" before an object; wrong refused: de 25/25,
	// en 45/45, es 24/25, fr 24/25, sv 25/25; harmless refused: de 1/25,
	// en 0/45, es 1/25, fr 3/25, sv 2/25); 144/145 and 2/145 with every
	// language's words grown from it and "only you see" read as the
	// negation the hidden card needs.
	"round23": {0.99, 0.015},
	// round 24 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each), written to a new brief that asks for bolder rewordings
	// and every card and statement; 136/145 and 57/145 as first measured
	// (main at edb14e8; wrong refused: de 24/25, en 42/45, es 25/25,
	// fr 22/25, sv 23/25; harmless refused: de 12/25, en 21/45, es 5/25,
	// fr 12/25, sv 7/25); 142/145 and 11/145 with every language's words
	// grown from it, SUIT a Go Fish feature, braced articles read, a
	// blocked hand's points required and the empty hands of all read.
	// 142/145 and 10/145 with round 26's mechanisms; 9/145 with round 27's
	// words.
	"round24": {0.97, 0.06},
	// round 25 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each), written to round 24's brief; 139/145 and 44/145 as first
	// measured (main at cccb785, with the words grown from round 24;
	// wrong refused: de 24/25, en 42/45, es 23/25, fr 25/25, sv 25/25;
	// harmless refused: de 7/25, en 18/45, es 3/25, fr 11/25, sv 5/25);
	// 140/145 and 12/145 with every language's words grown from it;
	// 141/145 with the lucky draw's book required; 10/145 harmless
	// refused with the penalty values read points first.
	// 141/145 and 9/145 with round 26's mechanisms.
	"round25": {0.97, 0.05},
	// round 26 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each), written to round 24's brief; 141/145 and 36/145 as first
	// measured (main at 743116b, with the words grown from rounds 24 and
	// 25; wrong refused: de 25/25, en 42/45, es 24/25, fr 25/25,
	// sv 25/25; harmless refused: de 8/25, en 13/45, es 7/25, fr 2/25,
	// sv 6/25); 142/145 and 3/145 with every language's words grown from
	// it, a list counting up read as a range, a pack's size said in
	// passing, a denied pole negated read as the claim's own and the
	// books of the most-books winner required; 143/145 and 2/145 with
	// the stacked sums read and round 27's words.
	"round26": {0.99, 0.015},
	// round 27 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each), written to round 24's brief; 141/145 and 43/145 as first
	// measured (main at fe7a002, with the words grown from rounds 24 to
	// 26; wrong refused: de 24/25, en 44/45, es 24/25, fr 25/25,
	// sv 24/25; harmless refused: de 10/25, en 12/45, es 5/25, fr 8/25,
	// sv 8/25); 143/145 and 8/145 with every language's words grown from
	// it and a vocabulary sweep in each; 5/145 with a braced article read
	// in a neutral phrase and "it is still your turn" read as going again.
	"round27": {0.99, 0.03},
	// round 28 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each), written to round 24's brief; 139/145 and 42/145 as first
	// measured (main at a4a70d3, with the words grown from rounds 24 to
	// 27; wrong refused: de 24/25, en 43/45, es 22/25, fr 25/25,
	// sv 25/25; harmless refused: de 10/25, en 15/45, es 3/25, fr 3/25,
	// sv 11/25); 139/145 and 41/145 after a vocabulary sweep in each
	// language that did not read this round (main at 3b2d7fe); 142/145
	// and 39/145 with the session's mechanisms read from it (a condition
	// ended by a dash, a pair read as two, knowing a hand as seeing it,
	// SAME and HOLD allowed); 143/145 and 2/145 with every language's
	// words grown from it; 144/145 and 1/145 with round 29's words and
	// a braced word read in a neutral phrase ("sigue {sin} tener").
	"round28": {0.99, 0.01},
	// round 29 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each), written to round 24's brief; 143/145 and 33/145 as first
	// measured (main at 67b83b8, with the words grown from rounds 24 to
	// 28; wrong refused: de 25/25, en 44/45, es 24/25, fr 25/25,
	// sv 25/25; harmless refused: de 7/25, en 7/45, es 6/25, fr 6/25,
	// sv 7/25); 144/145 and 4/145 with every language's words grown from
	// it and a rule a source note says the card follows read; 1/145 with
	// a pack's word read with its nearest size, a negation before a
	// condition read on the rule word between them and a braced word read
	// in a neutral phrase.
	"round29": {0.99, 0.01},
	// round 30 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each), written to round 24's brief; 140/145 and 28/145 as first
	// measured (main at fdea367, with the words grown from rounds 24 to
	// 29 and this session's mechanisms; wrong refused: de 25/25,
	// en 43/45, es 24/25, fr 24/25, sv 24/25; harmless refused: de 4/25,
	// en 10/45, es 6/25, fr 4/25, sv 4/25); 143/145 and 5/145 with
	// every language's words grown from it and a rate read as one ("a
	// penalty point per card").
	"round30": {0.98, 0.035},
	// round 31 (2026-12-07): blind, all five languages (en 90, the others
	// 50 each), written to round 24's brief; 139/145 and 25/145 as first
	// measured (main at 537eca7, with the words grown from rounds 24 to
	// 30 and this session's mechanisms; wrong refused: de 24/25,
	// en 44/45, es 23/25, fr 23/25, sv 25/25; harmless refused: de 3/25,
	// en 8/45, es 1/25, fr 6/25, sv 7/25); 140/145 with "sigue esta
	// tarjeta" read as what a source note says the card follows; 142/145
	// and 0/145 with every language's words grown from it, a deal read
	// sentence by sentence each its own way and a clitic object after an
	// adverb ("il doit alors vous remettre").
	"round31": {0.97, 0.01},
	// round 32 (2026-12-08): blind, all five languages (en 90, the others
	// 50 each), written to round 24's brief; 143/145 and 35/145 as first
	// measured (main at e3f213b, with the words grown from rounds 24 to
	// 31 and this session's mechanisms; wrong refused: de 25/25,
	// en 44/45, es 24/25, fr 25/25, sv 25/25; harmless refused: de 11/25,
	// en 8/45, es 4/25, fr 6/25, sv 6/25); 145/145 and 4/145 with every
	// language's words grown from it, a rank named with its suit read as
	// a card, a card shown held to the others and penalty.values allowing
	// the cards left in hand.
	"round32": {0.99, 0.03},
	// round 33 (2026-12-08): blind, all five languages (en 90, the others
	// 50 each), written to round 24's brief; 142/145 and 30/145 as first
	// measured (main at f41199e, with the words grown from rounds 24 to
	// 32 and this session's mechanisms; wrong refused: de 25/25,
	// en 45/45, es 25/25, fr 24/25, sv 23/25; harmless refused: de 5/25,
	// en 7/45, es 4/25, fr 7/25, sv 7/25); 144/145 and 6/145 with every
	// language's words grown from it and a braced article read as a word
	// of a rule word's phrase ("var och {en}").
	"round33": {0.99, 0.045},
	// round 34 (2026-12-08): blind, all five languages (en 90, the others
	// 50 each), written to round 24's brief; 140/145 and 25/145 as first
	// measured (main at 3d10b75, with the words grown from rounds 24 to
	// 33 and this session's mechanisms; wrong refused: de 25/25,
	// en 45/45, es 23/25, fr 25/25, sv 22/25; harmless refused: de 5/25,
	// en 3/45, es 5/25, fr 6/25, sv 6/25); 142/145 and 3/145 with every
	// language's words grown from it and only a braced negation of a must
	// refused (a braced "nicht" that restates the rule passes again).
	"round34": {0.97, 0.025},
}

// TestTheFreshRounds runs every fresh round's edits through `rulecard
// check`, logs what it refused by class and locale, round by round, and
// holds each round to its bounds (freshBounds).
func TestTheFreshRounds(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "words", "fresh", "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fresh rounds (%v)", err)
	}
	byRound := map[string][]string{}
	for _, f := range files {
		round, _, _ := strings.Cut(filepath.Base(f), "-")
		if _, ok := freshBounds[round]; !ok {
			t.Fatalf("%s: round %q has no bounds in freshBounds", f, round)
		}
		byRound[round] = append(byRound[round], f)
	}
	for _, round := range slices.Sorted(maps.Keys(byRound)) {
		checkFreshRound(t, round, byRound[round])
	}
}

// checkFreshRound runs one round's edits and holds it to its bounds.
func checkFreshRound(t *testing.T, round string, files []string) {
	edits := readCorpusFiles(t, files)
	cards := map[string]map[string][]byte{}
	for _, e := range edits {
		if cards[e.Card] == nil {
			cards[e.Card] = shippedFiles(t, e.Card)
		}
	}
	runs := runEdits(t, cards, edits)
	table := newCorpusTable()
	wrong, wrongRefused, harmless, harmlessRefused := 0, 0, 0, 0
	for i, e := range edits {
		code := runs[i].code
		refused := code == 3 || code == 1 && e.Class != "harmless"
		table.count(e.Class, e.Locale, refused)
		switch {
		case e.Class == "harmless":
			harmless++
			if refused {
				harmlessRefused++
				t.Logf("%s: refused: %s %s %s (%s): %s", round, e.Card, e.Locale, e.Statement, e.Note, firstProblem(runs[i].out))
			} else if code != 0 {
				t.Errorf("%s: %s %s %s (%s): exit %d\n%s", round, e.Card, e.Locale, e.Statement, e.Note, code, runs[i].out)
			}
		default:
			wrong++
			if refused {
				wrongRefused++
			} else {
				t.Logf("%s: not refused: %s %s %s [%s] %s", round, e.Card, e.Locale, e.Statement, e.Class, e.Note)
			}
		}
	}
	summary := fmt.Sprintf("%d of %d wrong edits refused (%.1f %%), %d of %d harmless rewordings refused (%.1f %%)",
		wrongRefused, wrong, 100*float64(wrongRefused)/float64(max(wrong, 1)),
		harmlessRefused, harmless, 100*float64(harmlessRefused)/float64(max(harmless, 1)))
	t.Logf("fresh %s: %s; by class and locale (refused/edits):\n%s", round, summary, table)
	// A round may be harmless rewordings alone (a breadth round): its
	// bound on the wrong side then holds nothing.
	if wrong+harmless == 0 {
		t.Fatalf("fresh %s holds no edits", round)
	}
	b := freshBounds[round]
	if wrong > 0 && float64(wrongRefused) < b.wrongRefusedAtLeast*float64(wrong) {
		t.Errorf("fresh %s: %s; want at least %.0f %% of the wrong ones refused", round, summary, 100*b.wrongRefusedAtLeast)
	}
	if float64(harmlessRefused) > b.harmlessRefusedAtMost*float64(harmless) {
		t.Errorf("fresh %s: %s; want at most %.0f %% of the harmless ones refused", round, summary, 100*b.harmlessRefusedAtMost)
	}
}

// firstProblem is the first line of a check's output that names a place
// in a card file, or its first line when none does.
func firstProblem(out string) string {
	lines := strings.Split(out, "\n")
	for _, l := range lines {
		if strings.Contains(l, ".yaml:") {
			return strings.TrimSpace(l)
		}
	}
	return lines[0]
}
