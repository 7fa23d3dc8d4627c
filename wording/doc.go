// Package wording reads the words of a card's statements as the check
// proves them: a locale's words files (number words, ordinals, articles,
// vague quantities, range words and the phrases of each feature) compiled
// into a lexicon, a statement's text read into numerals and rule words,
// negations and the word each negates, and the check of those against the
// signatures of the statement's claims: every word of a statement is
// accounted for.
//
// Beyond the words, the check reads the structure a claim states: who
// does each feature and to whom (actors: roles, pronouns, verbs whose
// ending names their subject, the receiver of a gift), which side of a
// condition (if, unless) each feature stands on, alternatives joined by
// "or" and not "and", and things spoken of in full not narrowed to one
// player's (Signature). Each reading is bounded: one pass of a lexicon's
// matcher over the tokens, then work linear in the matches.
//
// A feature is a language-independent thing a rule word says. The
// package knows no game: it defines the core features, and a game adds
// its own to make the feature set its words and signatures are built
// against (CoreFeatures, FeatureSet.With). One principle sorts them: a
// feature that the rules of most card games say is core (a negation, a
// quantifier, the turn going on or passing, the order of play, the
// dealer, the stock running out, what is shown or hidden, winning); one
// that names a move or an object of one game is that game's (Go Fish's
// asking and its answers, "go fish", books, the pond).
//
// The words are data: a shared words file per locale holds the numbers,
// ordinals, articles, vague quantities, range words and the core
// features' phrases; a game's words file holds its own features'. Read one
// after the other into one Words (ReadFile), the game's merge over the
// shared: which phrase is read where two of as many words match at one
// word does not depend on the file that holds them but on the feature
// set's order (Lexicon.Read).
package wording
