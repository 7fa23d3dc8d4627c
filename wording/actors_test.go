package wording

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// TestAPronounNamesThePlayerNamedBeforeIt: the words files say who words
// name (actors:); a claim names who does each feature (Signature.Actors);
// a feature done by a player in another role is refused, naming both; a
// pronoun names the player named before it in the statement, else the
// default role; a player named after "to" is no subject; a subject after
// its verb counts where the locale lists it; a clause that names no player
// has the one whose words open the clause before it; "another player" is
// no claim's actor and no pronoun's antecedent; a rule word inside the
// words that name a player is part of the name, done by nobody.
func TestAPronounNamesThePlayerNamedBeforeIt(t *testing.T) {
	const words = `locale: en
features:
  draw: [draw|draws]
  go-again: [go|goes again, another turn]
actors:
  roles:
    you: [you, your]
    next: [the next player, the player who draws]
    others: [the others]
    another: [another player]
  pronouns: [they, their]
  objects-after: [to]
  after-verb: [they]
  default: others
`
	lx, err := closedLexicon(t, words)
	if err != nil {
		t.Fatal(err)
	}
	claim := ClaimSig{ID: "you.draw", Sig: Signature{Need: []Feature{Draw}, Allow: []Feature{GoAgain},
		Actors: []Acting{{Feature: Draw, Role: You}, {Feature: GoAgain, Role: You}}}}
	for _, c := range []struct {
		text, refused string
	}{
		{"you draw and go again", ""},
		{"draw, and you go again", ""},
		{"a card is drawn", ""},
		{"show it to the others and go again", ""},
		{"the next player draws", "DRAW done by NEXT"},
		{"you draw; the next player goes again", "GO-AGAIN done by NEXT"},
		{"the next player asks. they draw", "DRAW done by NEXT"},
		{"they draw", "DRAW done by OTHERS"},
		{"you draw, then draws they", "DRAW done by OTHERS"},
		// a clause that names no player: the one whose words open the
		// clause before it
		{"you ask, then draw", ""},
		{"the next player asks, then draws", "DRAW done by NEXT"},
		{"if the next player asks, draw", ""},
		{"the next player asks, and then you draw", ""},
		// another player: no claim's actor, and no pronoun's antecedent
		{"another player draws", "DRAW done by ANOTHER"},
		{"ask another player; then they draw", "DRAW done by OTHERS"},
		{"the next player asks another player; then they draw", "DRAW done by NEXT"},
		// a rule word inside the words that name a player is part of the
		// name: nobody does it
		{"the player who draws goes again", "GO-AGAIN done by NEXT"},
		{"you show it to the player who draws", ""},
	} {
		wantActorProblem(t, lx, c.text, claim, c.refused)
	}
	if _, err := closedLexicon(t, "locale: en\nactors:\n  roles:\n    dealer: [the dealer]\n"); err == nil || !strings.Contains(err.Error(), `unknown role "dealer"`) {
		t.Errorf("an unknown role: %v", err)
	}
}

// TestASubjectlessVerbNamesItsPlayer: where a language drops subject
// pronouns (Spanish), a verb whose ending names a third person is read
// as a pronoun ("dice «¡A pescar!» y roba una carta": the asked player
// draws), one whose ending names the second person is You ("robas"), and
// a third-person form that opens its clause is the imperative and names
// no one ("Si no tienes ninguna, roba una carta"), unless a third person
// is the last named before it in its sentence.
func TestASubjectlessVerbNamesItsPlayer(t *testing.T) {
	w := sharedWords(t, "es")
	set := CoreFeatures().WithRoles("asked")
	w.DefaultRole = "asked"
	lx := Compile("es", w, set)
	draw := ClaimSig{ID: "gofish.draw", Sig: Signature{Need: []Feature{Draw}, Allow: []Feature{Not, Any, GoAgain}, Actors: []Acting{{Feature: Draw, Role: You}, {Feature: GoAgain, Role: You}}}}
	for s, refused := range map[string]bool{
		"Si no tiene ninguna, te dice «¡A pescar!» y robas una carta.":          false,
		"Si no tiene ninguna, te dice «¡A pescar!» y roba una carta.":           true,
		"Si no tienes ninguna, roba una carta.":                                 false,
		"Roba una carta.":                                                       false,
		"Si tiene alguna, te la entrega, y vuelve a jugar.":                     true,
		"Si tiene alguna, te la entrega, y vuelves a jugar.":                    false,
		"El siguiente jugador roba una carta.":                                  true,
		"Si robas el valor que pediste, enséñalo a los demás y vuelve a jugar.": false,
		"Si la carta que robas es del valor que pediste, vuelve a jugar.":       false,
	} {
		st := Statement{Reading: lx.Read(text(s)), Claims: []ClaimSig{draw}}
		got := says(&st, "done by")
		if got != refused {
			t.Errorf("%q: refused for its actor %v, want %v (%v)", s, got, refused, st.Check())
		}
	}
}

// TestAGiftHasAGiverAndAReceiver: a claim names who does a feature that
// goes from one player to another and to whom (Acting.To); a phrase whose
// subject gets it ("you get", actors: converse:) is held to the receiver;
// a player named right after another is an object ("il vous donne"); one
// named after a word of recipients-after: ("to someone else") is whom it
// goes to.
func TestAGiftHasAGiverAndAReceiver(t *testing.T) {
	const asked Role = "asked"
	set := CoreFeatures().WithRoles(asked)
	give := Feature("give")
	set = set.With(FeatureDef{Feature: give})
	for _, c := range []struct {
		code    string
		words   string
		text    string
		refused bool
	}{
		{"en", "give: [hand|hands over, give|gives you, get|gets every]", "They hand over every card.", false},
		{"en", "give: [hand|hands over, give|gives you, get|gets every]", "They give you every card.", false},
		{"en", "give: [hand|hands over, give|gives you, get|gets every]", "You get every card.", false},
		{"en", "give: [hand|hands over, give|gives you, get|gets every]", "They get every card.", true},
		{"en", "give: [hand|hands over, give|gives you, get|gets every]", "The others hand over every card.", true},
		{"fr", "give: [donne|donnent]", "Il vous donne toutes ses cartes.", false},
		{"fr", "give: [donne|donnent]", "Les autres vous donnent toutes leurs cartes.", true},
		// whom it goes to, named after a word of recipients-after:
		{"en", "give: [hand|hands over, give|gives you, get|gets every]", "They hand over every card to you.", false},
		{"en", "give: [hand|hands over, give|gives you, get|gets every]", "They hand over every card to the asked player.", true},
		{"en", "give: [hand|hands over, give|gives you, get|gets every]", "They hand over every card to someone else.", true},
		{"en", "give: [hand|hands over, give|gives you, get|gets every]", "They hand over every card from their hand.", false},
		{"fr", "give: [donne|donnent]", "Ils donnent leurs cartes à un autre joueur.", true},
		{"fr", "give: [donne|donnent]", "Ils donnent leurs cartes à vous.", false},
	} {
		w := sharedWords(t, locale.Code(c.code))
		extra := "locale: " + c.code + "\nfeatures:\n  " + c.words + "\nactors:\n  roles:\n    asked: [the asked player]\n  default: asked\n"
		var p yamlfile.Problems
		ReadFile(&p, []byte(extra), "extra.yaml", locale.Code(c.code), set, w)
		if err := p.Err(); err != nil {
			t.Fatal(err)
		}
		lx := Compile(locale.Code(c.code), w, set)
		claim := ClaimSig{ID: "ask.hit-gives-all", Sig: Signature{Need: []Feature{give}, Allow: []Feature{All}, Actors: []Acting{{Feature: give, Role: asked, To: You}}}}
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{claim}}
		got := says(&st, "another player")
		if got != c.refused {
			t.Errorf("%s %q: refused for its actor %v, want %v (%v)", c.code, c.text, got, c.refused, st.Check())
		}
	}
}

// TestADutyOfACardIsNoPlayers: a claim that has a feature done by
// NoPlayer says it of a card ("it must match"): a player named as doing
// it, in a role or in none ("whoever holds one"), states another rule; a
// player of no role (Anyone) is held to no claim's role but that.
func TestADutyOfACardIsNoPlayers(t *testing.T) {
	const words = `locale: en
features:
  must: [must]
  draw: [draw|draws]
actors:
  roles:
    you: [you, your]
    next: [the next player]
    anyone: [whoever]
  pronouns: [they]
`
	lx, err := closedLexicon(t, words)
	if err != nil {
		t.Fatal(err)
	}
	card := ClaimSig{ID: "card.must", Sig: Signature{Allow: []Feature{Must}, Actors: []Acting{{Feature: Must, Role: NoPlayer}}}}
	drawer := ClaimSig{ID: "you.draw", Sig: Signature{Allow: []Feature{Draw}, Actors: []Acting{{Feature: Draw, Role: You}}}}
	for _, c := range []struct {
		text    string
		claim   ClaimSig
		refused string
	}{
		{"play a card. it must match.", card, ""},
		{"the card must match.", card, ""},
		{"you must play a card.", card, "MUST done by YOU"},
		{"whoever holds one must play it.", card, "MUST done by ANYONE"},
		// a pronoun does not take a player of no role for its antecedent
		{"if whoever holds one asks, they must play it.", card, ""},
		// a player of no role is held to no claim's role
		{"whoever holds one draws.", drawer, ""},
		{"the next player draws.", drawer, "DRAW done by NEXT"},
	} {
		wantActorProblem(t, lx, c.text, c.claim, c.refused)
	}
}

// wantActorProblem checks text against claim: refused "" wants no
// problem of who does what, else exactly one that says refused.
func wantActorProblem(t *testing.T, lx *Lexicon, txt string, claim ClaimSig, refused string) {
	t.Helper()
	st := Statement{Reading: lx.Read(text(txt)), Claims: []ClaimSig{claim}}
	var got []string
	for _, p := range st.Check() {
		if strings.Contains(p.Message, "done by") {
			got = append(got, p.Message)
		}
	}
	switch {
	case refused == "" && len(got) > 0:
		t.Errorf("%q: refused: %q", txt, got)
	case refused != "" && (len(got) != 1 || !strings.Contains(got[0], refused)):
		t.Errorf("%q: %q, want one problem saying %q", txt, got, refused)
	}
}

// TestAnActingWithNoRoleHoldsOnlyWhomItGoesTo: a claim may name whom a
// feature goes to and leave who does it unsaid: a card shown to the
// others may be shown by anyone, but one shown to a single player states
// another rule.
func TestAnActingWithNoRoleHoldsOnlyWhomItGoesTo(t *testing.T) {
	lx := sharedLexicon(t, "en")
	shown := ClaimSig{ID: "card.shown", Sig: Signature{Need: []Feature{Shown}, Actors: []Acting{{Feature: Shown, To: Others}}}}
	for _, c := range []struct {
		text    string
		refused bool
	}{
		{"The card is shown.", false},
		{"You show the card to the others.", false},
		{"The next player shows the card to the others.", false},
		{"You show the card to the next player.", true},
	} {
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{shown}}
		got := says(&st, "going to")
		if got != c.refused {
			t.Errorf("%q: refused for whom it goes to %v, want %v (%v)", c.text, got, c.refused, st.Check())
		}
	}
}
