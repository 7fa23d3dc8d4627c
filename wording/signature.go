package wording

// Signature is what a sentence that states a claim must carry in its rule
// words, in features that every locale's words files give phrases for.
type Signature struct {
	// Need: each must be in the text.
	Need []Feature
	// OneOf: at least one of each group must be in the text.
	OneOf [][]Feature
	// Allow: may be in the text (the claim accounts for it).
	Allow []Feature
	// Deny: contradicts the claim, unless another claim of the statement
	// needs or allows it.
	Deny []Feature
	// Negated: every occurrence must follow a negation in its sentence
	// ("not when the pond runs dry").
	Negated []Feature
	// Excepted: the pole opposite to the one the claim states, which a
	// sentence may say only turned round by a condition (UNLESS) in it:
	// "the card you draw stays hidden unless it is the rank you asked
	// for" states that a wish is shown (Poles).
	Excepted []Feature
	// Main: the features the claim states in the main clause of its
	// exception or condition, never in the clause a condition (UNLESS, IF)
	// heads: TURN-ENDS of "your turn ends unless you drew the rank you
	// asked for", which "you drew the rank you asked for unless your turn
	// ends" turns round.
	Main []Feature
	// Exception: the features that name the case the claim's rule does
	// not hold in (the turn that ends on a miss unless the card drawn
	// completes a book: BOOK). A concession that names one ("your turn
	// ends, even if the card completes a book") says the rule holds there
	// too, which the claim denies.
	Exception []Feature
	// Condition: the features the claim states in the clause a condition
	// heads, where its sentence has one ("… unless you go again":
	// GO-AGAIN).
	Condition []Feature
	// When: the features the claim states in a condition that holds,
	// where its sentence has one ("if you draw the rank you asked for, go
	// again": DRAW); never in the clause an UNLESS heads, which turns the
	// condition round.
	When []Feature
	// Alternative: the features by which the claim states one of several
	// things any of which is enough ("the game ends when a player is out
	// or the pond runs dry"): where a statement binds two such claims,
	// their features are joined by "or", never by "and" alone, which
	// makes one condition of two.
	Alternative []Feature
	// Joint: the features by which the claim states conditions that
	// must all hold ("if you cannot play and there is nothing to draw"):
	// where two of them stand in a sentence, the last word joining them
	// is never one of the locale's coordination: or:, which makes either
	// enough.
	Joint []Feature
	// Whole: the things the claim speaks of in full ("every remembered
	// refusal"): one narrowed to one player's or one rank's by the words
	// next to it ("that player's refusals", "tous ses refus", "the
	// refusals for its rank") states another rule.
	Whole []Feature
	// Everyone: the acts or states the claim states of every player ("if
	// every player passes in turn", "if every other hand is empty"):
	// where the text says one, its clause says who in full too, with a
	// quantifier (ALL, EACH, which the claim then accounts for), a
	// negation ("nobody can play") or the other players named; "if a
	// player passes" or "if any of the others is out of cards" states
	// another rule.
	Everyone []Feature
	// Conditioned: the features the claim states only under its
	// condition (When): a sentence that says one says the condition too
	// ("if the pond is empty, play moves on"); "…, and after that play
	// moves on" states it always. Where another claim of the statement
	// accounts for the feature as it stands, it is that claim's.
	Conditioned []Feature
	// OnlyActs: the things done (topics of kind Act) that the signature
	// names are all its rule speaks of: the rule holds when one of them
	// happens ("any card drawn or handed over clears every refusal"), so a
	// statement that names another act anywhere adds a case the rule does
	// not have ("…, and so does any book laid down"). Without it, an act
	// no claim names is refused only in a condition that holds.
	OnlyActs bool
	// Requires: the acts the claim makes turn on something ("you must
	// hold a card of the rank you ask for": ASK requires HOLD). A
	// sentence may state such a rule turned round, the act denied where
	// what it requires fails: "you cannot ask for a rank you do not
	// hold". Its two negations together state what the claim states, and
	// are read as the requirement itself (contrapositives).
	Requires []Requirement
	// NeedsBeside: features the claim needs only in a statement that names
	// a topic: the record "never contains a card nobody has seen" needs its
	// negation, where the card's own sentence, "the card you draw stays
	// hidden unless …", needs none.
	NeedsBeside []Beside
	// NegatesBeside: features the claim's negations may negate only in a
	// sentence that names a topic too: the record "never contains a card
	// nobody has seen" negates HIDDEN where the sentence names the
	// record; "the card you draw is never hidden" says it shown.
	NegatesBeside []Beside
	// Negates: what the claim's negations may negate ("you may not ask":
	// ASK). A negation negates the nearest rule word of its clause
	// (Reading.Negations); one that negates a feature no claim of the
	// statement lists here or under Negated says the opposite of what a
	// claim states ("does not win"), whatever the claims allow.
	Negates []Feature
	// Actors: who does each feature the claim names one for ("you draw":
	// DRAW by YOU); the text may leave it unsaid ("a card is drawn"), but
	// a feature done by a player in another role states another rule.
	Actors []Acting
	// Numbers are numbers the claim asserts without parameters (one card
	// handed over: 1).
	Numbers []int
	// MayNumbers are numbers the text may state for the claim or leave
	// unsaid: "an eight may be played on anything" and "eights are wild"
	// say the same (1). A number another claim of the statement asserts
	// must be stated all the same.
	MayNumbers []int
}

// Beside is a feature and the topic its statement or sentence must name
// (Signature.NeedsBeside, NegatesBeside).
type Beside struct {
	Feature, Topic Feature
}

// Requirement is an act and what it requires (Signature.Requires), or
// the word that says what it requires is lacking (Lacks: an EMPTY hand
// lacks the cards an ASK requires of the one asked). A Lacks word as it
// stands, in the sentence of a negation of the act, states the
// requirement turned round ("you cannot ask a player with an empty
// hand"); the negation stays the claim's.
type Requirement struct {
	Act, Requires, Lacks Feature
}

// Needs returns every feature the signature needs, alone (Need) or in a
// group (OneOf).
func (s Signature) Needs() []Feature {
	out := append([]Feature{}, s.Need...)
	for _, g := range s.OneOf {
		out = append(out, g...)
	}
	return out
}

// ClaimSig is the signature of one claim of a statement, with the claim's
// id for messages.
type ClaimSig struct {
	ID  string
	Sig Signature
}
