package wording

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
)

// TestAConditionKeepsItsSide: a claim whose rule has an exception states
// which features stand in the main clause (Signature.Main) and which in
// the clause the condition heads (Signature.Condition); a sentence that
// swaps them says the opposite and is refused, in every shipped locale;
// the condition moved to the front of the sentence, its sides kept, is
// not.
func TestAConditionKeepsItsSide(t *testing.T) {
	turnEnds := ClaimSig{ID: "turn.ends-unless", Sig: Signature{Need: []Feature{TurnEnds}, Allow: []Feature{Unless, Draw}, Main: []Feature{TurnEnds}}}
	goAgain := ClaimSig{ID: "waits.unless-again", Sig: Signature{Need: []Feature{Waits, GoAgain}, Allow: []Feature{Unless, Draw},
		Main: []Feature{Waits}, Condition: []Feature{GoAgain}}}
	for _, c := range []struct {
		code    locale.Code
		claim   ClaimSig
		text    string
		swapped bool
	}{
		{"en", turnEnds, "Your turn ends unless you draw a wish.", false},
		{"en", turnEnds, "Unless you draw a wish, your turn ends.", false},
		{"en", turnEnds, "But unless you draw a wish, your turn ends.", false},
		{"en", turnEnds, "You draw a wish unless your turn ends.", true},
		{"en", turnEnds, "Unless your turn ends, you draw a wish.", true},
		{"en", turnEnds, "It is a wish unless your turn ends.", true},
		// with no comma after it, a dash ends a condition that opens its
		// sentence; with one, the comma does
		{"en", turnEnds, "Unless you draw a wish — a lucky one — your turn ends.", false},
		{"en", turnEnds, "Unless you draw a wish — a lucky one — and show it, your turn ends.", false},
		{"en", turnEnds, "Unless your turn ends — a rare case — you draw a wish.", true},
		{"en", goAgain, "It waits until your next turn unless you go again.", false},
		{"en", goAgain, "You go again unless it waits until your next turn.", true},
		{"sv", turnEnds, "Din tur är slut, utom om du drar ett önskekort.", false},
		{"sv", turnEnds, "Du drar ett önskekort, utom om din tur är slut.", true},
		{"de", turnEnds, "Dein Zug ist vorbei, es sei denn, du ziehst eine Wunschkarte.", false},
		{"de", turnEnds, "Du ziehst eine Wunschkarte, es sei denn, dein Zug ist vorbei.", true},
		{"fr", turnEnds, "Votre tour est fini, sauf si vous piochez une pêche miraculeuse.", false},
		{"fr", turnEnds, "Vous piochez une pêche miraculeuse, sauf si votre tour est fini.", true},
		{"es", turnEnds, "Tu turno termina, a menos que robes una pesca milagrosa.", false},
		{"es", turnEnds, "Robas una pesca milagrosa, a menos que tu turno termine.", true},
	} {
		lx := sharedLexicon(t, c.code)
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{c.claim}}
		swapped := says(&st, "swapped sides")
		if swapped != c.swapped {
			t.Errorf("%s %q: refused as swapped %v, want %v (%v)", c.code, c.text, swapped, c.swapped, st.Check())
		}
	}
}

// TestAConditionThatHoldsKeepsItsSide: a claim states which of its
// features are the condition that holds (Signature.When) and which the
// rule (Signature.Main): "if" and its clause swapped with the rule, or
// the condition turned round by an UNLESS, are refused in every shipped
// locale; the condition after its rule, or a clause joined after it, is
// not; nor is a concessive "even if", which heads no condition.
func TestAConditionThatHoldsKeepsItsSide(t *testing.T) {
	again := ClaimSig{ID: "wish.go-again", Sig: Signature{Need: []Feature{GoAgain}, Allow: []Feature{Draw, Shown}, When: []Feature{Draw}, Main: []Feature{GoAgain}}}
	shownUnless := ClaimSig{ID: "wish.shown", Sig: Signature{Need: []Feature{Hidden}, Allow: []Feature{Unless, Draw, Same}}}
	waits := ClaimSig{ID: "waits.unless-again", Sig: Signature{Need: []Feature{Waits, GoAgain}, Allow: []Feature{Unless, Draw},
		Main: []Feature{Waits}, Condition: []Feature{GoAgain}}}
	for _, c := range []struct {
		code    locale.Code
		claims  []ClaimSig
		text    string
		refused string // a word of the message, "" for none
	}{
		{"en", []ClaimSig{again}, "If you draw the rank you asked for, you go again.", ""},
		{"en", []ClaimSig{again}, "You go again if you draw the rank you asked for.", ""},
		{"en", []ClaimSig{again}, "When you draw the rank you asked for, you go again.", ""},
		{"en", []ClaimSig{again}, "If you go again, you draw the rank you asked for.", "swapped sides"},
		{"en", []ClaimSig{again}, "You draw the rank you asked for if you go again.", "swapped sides"},
		{"en", []ClaimSig{again}, "Even if you go again, you draw the rank you asked for.", ""},
		{"en", []ClaimSig{again, shownUnless}, "Unless you draw the rank you asked for, you go again.", "turned round"},
		{"en", []ClaimSig{again, shownUnless}, "The card stays hidden unless it is the same rank, and you go again.", ""},
		{"en", []ClaimSig{again, shownUnless}, "The card stays hidden unless it is the same rank — you go again.", ""},
		{"en", []ClaimSig{again, shownUnless}, "Your turn is over. Unless you draw the rank you asked for. Then you go again.", ""},
		{"en", []ClaimSig{waits}, "It waits until your next turn if you go again.", "turned round"},
		{"en", []ClaimSig{waits}, "It waits until your next turn unless you go again.", ""},
		{"sv", []ClaimSig{again}, "Om du drar den valör du frågade efter, får du fråga igen.", ""},
		{"sv", []ClaimSig{again}, "Om du får fråga igen, drar du den valör du frågade efter.", "swapped sides"},
		{"sv", []ClaimSig{again}, "Du frågade om en valör och får fråga igen.", ""},
		{"de", []ClaimSig{again}, "Wenn du den gefragten Wert ziehst, bist du noch mal dran.", ""},
		{"de", []ClaimSig{again}, "Wenn du noch mal dran bist, ziehst du den gefragten Wert.", "swapped sides"},
		{"de", []ClaimSig{again}, "Auch wenn du noch mal dran bist, ziehst du den gefragten Wert.", ""},
		{"fr", []ClaimSig{again}, "Si vous piochez la valeur demandée, vous rejouez.", ""},
		{"fr", []ClaimSig{again}, "Si vous rejouez, vous piochez la valeur demandée.", "swapped sides"},
		{"es", []ClaimSig{again}, "Si robas el valor que pediste, vuelves a jugar.", ""},
		{"es", []ClaimSig{again}, "Si vuelves a jugar, robas el valor que pediste.", "swapped sides"},
	} {
		lx := sharedLexicon(t, c.code)
		st := Statement{Reading: lx.Read(text(c.text)), Claims: c.claims}
		got := ""
		for _, p := range st.Check() {
			for _, w := range []string{"swapped sides", "turned round"} {
				if strings.Contains(p.Message, w) {
					got = w
				}
			}
		}
		if got != c.refused {
			t.Errorf("%s %q: refused for %q, want %q (%v)", c.code, c.text, got, c.refused, st.Check())
		}
	}
}

// TestAConditionHeadIsNoRuleWordWhereNoClaimStatesIt: "as soon as",
// "sobald", "dès que", "en cuanto", "så snart" say AT-ONCE where a claim
// states it; where none does, they head the condition the rule holds in
// ("as soon as the pond is empty, you may not ask …"), in every shipped
// locale. The same words anywhere but at a condition's head still say
// AT-ONCE, and a claim that denies it still refuses them.
func TestAConditionHeadIsNoRuleWordWhereNoClaimStatesIt(t *testing.T) {
	plain := ClaimSig{ID: "turn.ends", Sig: Signature{Need: []Feature{TurnEnds}, Allow: []Feature{Empty}}}
	denies := ClaimSig{ID: "turn.ends-later", Sig: Signature{Need: []Feature{TurnEnds}, Allow: []Feature{Empty}, Deny: []Feature{AtOnce}}}
	for _, c := range []struct {
		code    locale.Code
		claim   ClaimSig
		text    string
		refused bool
	}{
		{"en", plain, "As soon as the pond is empty, your turn ends.", false},
		{"en", plain, "Your turn ends as soon as the pond is empty.", false},
		{"en", plain, "Your turn ends at once.", true},
		{"en", denies, "As soon as the pond is empty, your turn ends.", true},
		{"de", plain, "Sobald der Stapel leer ist, ist dein Zug vorbei.", false},
		{"fr", plain, "Dès que la pioche est vide, votre tour est fini.", false},
		{"es", plain, "En cuanto el pozo está vacío, tu turno termina.", false},
		{"sv", plain, "Så snart högen är tom är din tur slut.", false},
	} {
		lx := sharedLexicon(t, c.code)
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{c.claim}}
		var said []string
		for _, p := range st.Check() {
			if strings.Contains(p.Message, "AT-ONCE") {
				said = append(said, p.Message)
			}
		}
		if refused := len(said) > 0; refused != c.refused {
			t.Errorf("%s %q: refused for AT-ONCE %v, want %v (%v)", c.code, c.text, refused, c.refused, st.Check())
		}
	}
}

// TestAPoleDeniedBesideItsClaimsWordsIsRefused: where one claim denies a
// feature (a first card shown, never HIDDEN) that another claim of the
// statement states of another thing (the rest of the pack, HIDDEN), the
// feature said in the clause of the first claim's own words, and not of
// the other's, contradicts the first; said with the other's words, or in
// a clause of its own, it does not.
func TestAPoleDeniedBesideItsClaimsWordsIsRefused(t *testing.T) {
	first := ClaimSig{ID: "first.shown", Sig: Signature{Need: []Feature{First}, Allow: []Feature{Shown}, Deny: []Feature{Hidden}}}
	rest := ClaimSig{ID: "rest.hidden", Sig: Signature{Need: []Feature{Rest, Hidden}}}
	for _, c := range []struct {
		text    string
		refused bool
	}{
		{"The first card is shown; the rest stays hidden.", false},
		{"The first card is shown; the rest, hidden, stays.", false},
		{"The first card is hidden; the rest stays hidden.", true},
		{"The first card stays hidden, and so does the rest.", true},
	} {
		lx := sharedLexicon(t, "en")
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{first, rest}}
		refused := says(&st, "in the clause of claim first.shown's words")
		if refused != c.refused {
			t.Errorf("%q: refused %v, want %v (%v)", c.text, refused, c.refused, st.Check())
		}
	}
}

// TestAFeatureStatedNegatedTakesItsNegationBeforeOrAfter: a feature a claim
// states only negated (Signature.Negated) stands after a negation in its
// sentence, or is the word a negation after it negates, as Swedish writes
// it ("göms inte"), or holds the negation inside its words ("tar inte
// slut när …", where the negation negates the condition); without a
// negation it is refused.
func TestAFeatureStatedNegatedTakesItsNegationBeforeOrAfter(t *testing.T) {
	claim := ClaimSig{ID: "not.hidden", Sig: Signature{Need: []Feature{Hidden, Not}, Negated: []Feature{Hidden}, Negates: []Feature{Hidden}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"en", "It is never hidden.", false},
		{"en", "It is hidden, and it is not yours.", true},
		{"sv", "Frågan göms inte.", false},
		{"sv", "Frågan göms, och den är inte din.", true},
	} {
		lx := sharedLexicon(t, c.code)
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{claim}}
		refused := says(&st, "without a negation")
		if refused != c.refused {
			t.Errorf("%s %q: refused %v, want %v (%v)", c.code, c.text, refused, c.refused, st.Check())
		}
	}
}

// TestAFeatureHoldingANegationIsStatedNegated: a feature a claim states
// only negated whose words hold the negation ("tar inte slut") is
// negated, though the negation negates the condition after it.
func TestAFeatureHoldingANegationIsStatedNegated(t *testing.T) {
	claim := ClaimSig{ID: "not.empty", Sig: Signature{Need: []Feature{Empty, Not}, Negated: []Feature{Empty}, Negates: []Feature{Empty}}}
	for _, c := range []struct {
		text    string
		refused bool
	}{
		{"Det tar inte slut när det är tomt.", false},
		{"Det tar slut när det inte är tomt.", true},
	} {
		lx := sharedLexicon(t, "sv")
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{claim}}
		refused := says(&st, "without a negation")
		if refused != c.refused {
			t.Errorf("sv %q: refused %v, want %v (%v)", c.text, refused, c.refused, st.Check())
		}
	}
}

// TestAConditionNamesNoActItsClaimsDoNotSpeakOf: a thing done (a topic of
// kind Act) that a condition that holds names where none of the
// statement's claims speaks of it adds a requirement: refused. The same
// act outside the condition, or one a claim speaks of, is not.
func TestAConditionNamesNoActItsClaimsDoNotSpeakOf(t *testing.T) {
	again := ClaimSig{ID: "go.again", Sig: Signature{Need: []Feature{GoAgain}, Allow: []Feature{Draw}, When: []Feature{Draw}, Main: []Feature{GoAgain}}}
	againDealt := ClaimSig{ID: "go.again-dealt", Sig: Signature{Need: []Feature{GoAgain}, Allow: []Feature{Draw, Deal}, When: []Feature{Draw}, Main: []Feature{GoAgain}}}
	for _, c := range []struct {
		code    locale.Code
		claim   ClaimSig
		text    string
		refused bool
	}{
		{"en", again, "If you draw, you go again.", false},
		{"en", again, "If you draw and it was dealt to you, you go again.", true},
		{"en", againDealt, "If you draw and it was dealt to you, you go again.", false},
		{"de", again, "Wenn du ziehst und sie dir gegeben wurde, bist du noch mal dran.", true},
		{"fr", again, "Si vous piochez et qu'on vous l'a distribuée, vous rejouez.", true},
	} {
		lx := sharedLexicon(t, c.code)
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{c.claim}}
		refused := says(&st, "adds a requirement")
		if refused != c.refused {
			t.Errorf("%s %q with %s: refused %v, want %v (%v)", c.code, c.text, c.claim.ID, refused, c.refused, st.Check())
		}
	}
}

// TestAConditionWithTheVerbFirstHeadsItsClause: Swedish and German write a
// condition with no condition word, the verb first and its subject after
// it ("drar du …, får du …"); it heads its clause up to the comma after
// which the main clause puts its verb first too, and its sides are kept
// like those of "if". A noun and its relative clause ("kortet du drar")
// head none.
func TestAConditionWithTheVerbFirstHeadsItsClause(t *testing.T) {
	again := ClaimSig{ID: "go.again", Sig: Signature{Need: []Feature{GoAgain}, Allow: []Feature{Draw}, When: []Feature{Draw}, Main: []Feature{GoAgain}}}
	for _, c := range []struct {
		code   locale.Code
		text   string
		scopes []string // the words each inverted condition heads
	}{
		{"sv", "Drar du ett kort, får du fråga igen.", []string{"drar du ett kort"}},
		{"sv", "Men drar du ett kort, får du fråga igen.", []string{"drar du ett kort"}},
		{"de", "Ziehst du eine Karte, bist du noch mal dran.", []string{"ziehst du eine karte"}},
		{"sv", "Kortet du drar hålls dolt, utom om det är ett önskekort.", nil},
		{"sv", "Drar du ett kort får du fråga igen.", nil},
		{"en", "Draw a card, you go again.", nil},
	} {
		r := sharedLexicon(t, c.code).Read(text(c.text))
		var got []string
		for _, sc := range r.invertedScopes() {
			got = append(got, r.span(sc.from, sc.to-1))
		}
		if strings.Join(got, "|") != strings.Join(c.scopes, "|") {
			t.Errorf("%s %q: inverted conditions %q, want %q", c.code, c.text, got, c.scopes)
		}
	}
	lx := sharedLexicon(t, "sv")
	st := Statement{Reading: lx.Read(text("Får du fråga igen, drar du ett kort.")), Claims: []ClaimSig{again}}
	if !says(&st, "swapped sides") {
		t.Errorf("the rule and its verb-first condition swapped: not refused (%v)", st.Check())
	}
}

// TestAClaimThatNamesEveryActRefusesAnother: where a claim names every
// act its rule holds for (Signature.OnlyActs), another act anywhere in
// the statement adds a case; without it, only a condition's act does.
func TestAClaimThatNamesEveryActRefusesAnother(t *testing.T) {
	open := Signature{Need: []Feature{GoAgain}, Allow: []Feature{Draw}}
	only := open
	only.OnlyActs = true
	for _, c := range []struct {
		code    locale.Code
		sig     Signature
		text    string
		refused bool
	}{
		{"en", only, "You go again after you draw.", false},
		{"en", only, "You go again after you draw, and after the deal too.", true},
		{"en", open, "You go again after you draw, and after the deal too.", false},
		{"de", only, "Nach dem Ziehen bist du noch mal dran, und nach dem Geben auch.", true},
		{"sv", only, "Du får fråga igen när du har dragit.", false},
	} {
		st := Statement{Reading: sharedLexicon(t, c.code).Read(text(c.text)), Claims: []ClaimSig{{ID: "go.again", Sig: c.sig}}}
		if refused := says(&st, "adds a case"); refused != c.refused {
			t.Errorf("%s %q (only acts %v): refused %v, want %v (%v)", c.code, c.text, c.sig.OnlyActs, refused, c.refused, st.Check())
		}
	}
}

// TestAConditionedFeatureSaysItsCondition: a feature a claim states only
// under its condition (Signature.Conditioned) is said with the condition
// in its sentence, or after a question that asks it.
func TestAConditionedFeatureSaysItsCondition(t *testing.T) {
	moves := ClaimSig{ID: "runout.skip", Sig: Signature{OneOf: [][]Feature{{TurnEnds, Skip}}, Allow: []Feature{Empty, TurnEnds}, When: []Feature{Empty}, Conditioned: []Feature{TurnEnds}}}
	always := ClaimSig{ID: "turn.ends", Sig: Signature{Need: []Feature{TurnEnds}}}
	for _, c := range []struct {
		code    locale.Code
		claims  []ClaimSig
		text    string
		refused bool
	}{
		{"en", []ClaimSig{moves}, "If the pond is empty, your turn ends.", false},
		{"en", []ClaimSig{moves}, "Is the pond empty? Your turn ends.", false},
		{"fr", []ClaimSig{moves}, "Pioche vide ? Votre tour se termine.", false},
		{"en", []ClaimSig{moves}, "You draw a card. Then your turn ends.", true},
		{"en", []ClaimSig{moves}, "The pond is empty. Your turn ends.", true},
		{"en", []ClaimSig{moves, always}, "You draw a card. Then your turn ends.", false},
	} {
		st := Statement{Reading: sharedLexicon(t, c.code).Read(text(c.text)), Claims: c.claims}
		if refused := says(&st, "states only when"); refused != c.refused {
			t.Errorf("%s %q: refused %v, want %v (%v)", c.code, c.text, refused, c.refused, st.Check())
		}
	}
}

// TestAConcessionOfTheExceptionIsRefused: a concession says the rule
// beside it holds in the case it names too, which a claim that makes that
// case its exception (Signature.Exception) denies; a concession of
// another case, or the exception said as a condition, is no concession
// of it.
func TestAConcessionOfTheExceptionIsRefused(t *testing.T) {
	ends := ClaimSig{ID: "turn.ends", Sig: Signature{Need: []Feature{TurnEnds}, Allow: []Feature{Empty, Unless}, Exception: []Feature{Empty}}}
	plain := ClaimSig{ID: "turn.ends", Sig: Signature{Need: []Feature{TurnEnds}, Allow: []Feature{Empty}}}
	for _, c := range []struct {
		code    locale.Code
		claim   ClaimSig
		text    string
		refused bool
	}{
		{"en", ends, "Your turn ends, even if the pond is empty.", true},
		{"en", ends, "Even when the pond is empty, your turn ends.", true},
		{"en", plain, "Your turn ends, even if the pond is empty.", false},
		{"en", ends, "Your turn ends unless the pond is empty.", false},
		{"en", ends, "Your turn ends.", false},
		{"sv", ends, "Din tur är slut, även om sjön är tom.", true},
		{"sv", ends, "Din tur är slut, och även när sjön är tom.", false},
		{"de", ends, "Dein Zug ist vorbei, auch wenn der Teich leer ist.", true},
		{"fr", ends, "Votre tour s'arrête, même si la pioche est vide.", true},
		{"es", ends, "Tu turno termina, aunque el pozo esté vacío.", true},
	} {
		st := Statement{Reading: sharedLexicon(t, c.code).Read(text(c.text)), Claims: []ClaimSig{c.claim}}
		if refused := says(&st, "in the concession"); refused != c.refused {
			t.Errorf("%s %q (exception %v): refused %v, want %v (%v)", c.code, c.text, c.claim.Sig.Exception, refused, c.refused, st.Check())
		}
	}
}

// TestAConcessionDropsWhatTheRuleTurnsOn: a rule word a claim needs
// (or negates), said only in a concession ("whether or not the pond is
// empty"), is not said of the rule: the rule loses its condition. Said
// outside the concession too, or a concession of a word the rule does
// not turn on, passes; the concession's own words ("not" of "whether or
// not") state no rule.
func TestAConcessionDropsWhatTheRuleTurnsOn(t *testing.T) {
	dead := ClaimSig{ID: "dead.empty", Sig: Signature{Need: []Feature{Not, Empty}, Allow: []Feature{Draw}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"en", "Whether or not the pond is empty, you may not draw.", true},
		{"en", "You may not draw, whether the pond is empty or not.", true},
		{"en", "Once the pond is empty, you may not draw, whether or not you drew before.", false},
		{"sv", "Vare sig sjön är tom eller inte får du inte dra.", true},
		{"de", "Ob der Teich leer ist oder nicht, du darfst nicht ziehen.", true},
		{"fr", "Que la pioche soit épuisée ou non, vous ne pouvez pas piocher.", true},
		{"es", "Tanto si el pozo está vacío como si no, no puedes robar.", true},
	} {
		st := Statement{Reading: sharedLexicon(t, c.code).Read(text(c.text)), Claims: []ClaimSig{dead}}
		if refused := says(&st, "said only in the concession"); refused != c.refused {
			t.Errorf("%s %q: refused %v, want %v (%v)", c.code, c.text, refused, c.refused, st.Check())
		}
		if c.code == "en" && says(&st, "the text negates") {
			t.Errorf("%s %q: the concession's \"not\" read as a negation (%v)", c.code, c.text, st.Check())
		}
	}
}

// TestAConditionOpensASentenceAfterAFewWordsSetApart: a condition after a
// few words that state nothing, set apart by a comma ("ahora bien, si
// …"), opens its sentence: it heads the words up to its comma, not the
// rest of the sentence; without the comma it follows them.
func TestAConditionOpensASentenceAfterAFewWordsSetApart(t *testing.T) {
	for _, c := range []struct {
		code  locale.Code
		text  string
		opens bool
	}{
		{"es", "Ahora bien, si robas, vuelves a jugar.", true},
		{"en", "In that case, if you draw, you go again.", true},
		{"en", "But if you draw, you go again.", true},
		{"en", "And so if you draw, you go again.", false},
	} {
		r := sharedLexicon(t, c.code).Read(text(c.text))
		var got []bool
		for _, m := range r.lx.conditions.Read(text(c.text)).matches {
			if m.phrase.src.Kind == ConditionWord {
				got = append(got, r.opens(m.start()))
			}
		}
		if len(got) != 1 || got[0] != c.opens {
			t.Errorf("%s %q: its condition opens the sentence %v, want [%v]", c.code, c.text, got, c.opens)
		}
	}
}

// TestAConcessionSaysWhatANegationDoes: a feature a claim states only
// negated ("the game ends when all are done, not when the pond runs dry")
// may stand in a concession instead, which says the same ("even if the
// pond runs dry"); without either it is refused.
func TestAConcessionSaysWhatANegationDoes(t *testing.T) {
	booked := ClaimSig{ID: "end.all-done", Sig: Signature{Need: []Feature{All, GameEnds}, Allow: []Feature{Not, Empty}, Negated: []Feature{Empty}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"en", "The game ends when all are done, not when the {pond} is empty.", false},
		{"en", "The game ends when all are done, even if the {pond} is empty.", false},
		{"en", "The game ends when all are done or when the {pond} is empty.", true},
		{"sv", "Spelet är slut när alla är {klara}, även om {sjön} är tom.", false},
		{"de", "Das Spiel endet erst, wenn alle {fertig} sind, auch wenn der {Teich} leer ist.", false},
		{"fr", "La partie se termine quand tous ont {fini}, même si la {pioche} est vide.", false},
	} {
		wantRefused(t, c.code, c.text, []ClaimSig{booked}, c.refused)
	}
}

// TestANegationOfWhatAClaimStatesReachesTheConditionBesideIt: a negation
// of a rule word no claim lets it negate, right before a condition, or
// after a clause that opens the sentence as its subject, negates what a
// claim states only negated there ("the game does not end when the pond
// is empty" is "not when the pond is empty"), but never away from what a
// claim needs.
func TestANegationOfWhatAClaimStatesReachesTheConditionBesideIt(t *testing.T) {
	booked := ClaimSig{ID: "end.all-done", Sig: Signature{Need: []Feature{All}, Allow: []Feature{GameEnds, Not, Empty}, Negated: []Feature{Empty}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"fr", "La partie ne se termine pas quand la {pioche} est vide, mais quand tous ont {fini}.", false},
		{"fr", "La partie ne se termine pas quand tous ont {fini}, mais quand la {pioche} est vide.", true},
		{"de", "Dass der {Teich} leer ist, beendet das Spiel nicht; es ist {erst} aus, wenn alle {fertig} sind.", false},
		{"de", "Dass alle {fertig} sind, beendet das Spiel nicht; es ist {erst} aus, wenn der {Teich} leer ist.", true},
		// a negation of what the claim needs stays on it
		{"en", "The {pond} running dry ends the game, not when all are {done}.", true},
	} {
		wantRefused(t, c.code, c.text, []ClaimSig{booked}, c.refused)
	}
}

// TestOneNegationDeniesOneCase: a negation that negates one word of a
// feature a claim states only negated is that word's, so the same feature
// said again after it stands as said ("not when the pond is empty, or
// sooner, when a hand is empty"); a negation inside the words of the
// other still negates it.
func TestOneNegationDeniesOneCase(t *testing.T) {
	booked := ClaimSig{ID: "end.all-done", Sig: Signature{Need: []Feature{All}, Allow: []Feature{GameEnds, Not, Empty}, Negated: []Feature{Empty}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"en", "The game ends when all are {done}, not when the {pond} is empty.", false},
		{"en", "The game ends when all are {done}, not when the {pond} is empty, or sooner, when a {hand} is empty.", true},
		{"sv", "Spelet är slut när alla är {klara}, inte när {sjön} är tom, eller {redan} {tidigare} när en {hand} är tom.", true},
		{"sv", "Spelet tar inte slut när {sjön} torkar ut, utan först när alla är {klara}.", false},
	} {
		wantRefused(t, c.code, c.text, []ClaimSig{booked}, c.refused)
	}
}

// TestANegationMayNegateAFeatureOnlyBesideItsTopic: where a claim lets a
// negation negate HIDDEN only in a sentence that names the record, "the
// record never holds a card nobody has seen" passes and "the card is
// never hidden" says it shown.
func TestANegationMayNegateAFeatureOnlyBesideItsTopic(t *testing.T) {
	record := []ClaimSig{{ID: "record.hidden", Sig: Signature{Need: []Feature{Not, Hidden}, Allow: []Feature{Draw, Turn},
		NegatesBeside: []Beside{{Feature: Hidden, Topic: Turn}}}}}
	wantRefused(t, "en", "On your turn, you never {get} a {card} nobody has seen.", record, false)
	wantRefused(t, "en", "The {card} you draw is never hidden.", record, true)
	wantRefused(t, "en", "The {card} you draw is never hidden. It is your turn.", record, true)
}

// TestAFeatureMayBeNeededOnlyBesideItsTopic: where a claim needs NOT only
// in a statement that names the record, the card's own "stays hidden"
// passes without one, and the record's sentence without one is refused.
func TestAFeatureMayBeNeededOnlyBesideItsTopic(t *testing.T) {
	record := []ClaimSig{{ID: "record.hidden", Sig: Signature{Need: []Feature{Hidden}, Allow: []Feature{Not, Draw, Turn},
		NeedsBeside: []Beside{{Feature: Not, Topic: Turn}}, NegatesBeside: []Beside{{Feature: Hidden, Topic: Turn}}}}}
	wantRefused(t, "en", "The {card} you draw stays hidden.", record, false)
	wantRefused(t, "en", "Only you see the {card} you draw.", record, false)
	wantRefused(t, "sv", "{Kortet} du drar ser bara du.", record, false)
	wantRefused(t, "en", "On your turn, you {get} a {card} nobody has seen.", record, true)
	wantRefused(t, "en", "On your turn, you never {get} a {card} nobody has seen.", record, false)
}

// TestAnEllipticConditionSaysOtherwise: "if not," alone in its clause
// says "otherwise", the case the condition before it does not hold, and
// negates no word of the rule; a negation in a clause of its own words
// still counts.
func TestAnEllipticConditionSaysOtherwise(t *testing.T) {
	drawOnce := []ClaimSig{{ID: "draw.one", Sig: Signature{Need: []Feature{Draw, Not}, Allow: []Feature{TurnEnds}, Negates: []Feature{Draw}}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"de", "Kannst du nicht ziehen, ist dein Zug zu Ende; wenn nicht, ziehst du.", false},
		{"en", "If you cannot draw, your turn ends; if not, you draw.", false},
		{"es", "Si no puedes robar, tu turno termina; si no, robas.", false},
		{"sv", "Kan du inte dra, går turen vidare; om inte, drar du.", false},
		// the negation of a clause of its own words is still one more
		{"de", "Kannst du nicht ziehen, ist dein Zug zu Ende; wenn du nicht ziehst, ziehst du.", true},
		{"en", "If you cannot draw, your turn ends; if you do not draw, you draw.", true},
		// "if not" at the very end closes no clause before another
		{"en", "If you cannot draw, your turn ends, and not if you draw.", true},
	} {
		wantRefused(t, c.code, c.text, drawOnce, c.refused)
	}
}

// TestDenyingThePoleAClaimDeniesStatesItsOwn: a negation before a
// feature the claim denies, which no claim needs or allows, states the
// claim's own pole ("at once, not later"); the denied feature as it
// stands, a second negation of it, or a negation after it, does not.
func TestDenyingThePoleAClaimDeniesStatesItsOwn(t *testing.T) {
	atOnce := []ClaimSig{{ID: "book.at-once", Sig: Signature{Need: []Feature{AtOnce}, Deny: []Feature{Waits}}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"en", "{Lay} it {down} at once, not later.", false},
		{"de", "{Leg} es sofort {ab}, nicht später.", false},
		{"en", "{Lay} it {down} at once, later.", true},
		{"en", "{Lay} it {down} at once, not never later.", true},
		{"en", "{Lay} it {down} later, not at once.", true},
	} {
		wantRefused(t, c.code, c.text, atOnce, c.refused)
	}
}
