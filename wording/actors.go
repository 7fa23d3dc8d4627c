package wording

import (
	"fmt"
	"slices"
	"strings"
)

// Role is who does something a rule says, as a statement names it: the
// player whose turn it is (You), the next player, the other players; a
// game adds its own (Go Fish's asked player). Words files list the
// phrases that name each (actors: roles:), and the pronouns that name
// the player named before them (actors: pronouns:).
type Role string

// The core roles.
const (
	// You: the player whose turn it is, whom a card addresses ("you
	// draw", "your turn ends").
	You Role = "you"
	// Next: the player whose turn comes next ("the next player draws").
	Next Role = "next"
	// Others: every other player ("the others", "everyone else").
	Others Role = "others"
	// Another: some one player other than the one a rule is about
	// ("another player", "someone else"). No claim names it as who does
	// what it states, so a feature it does states another rule ("a rank
	// another player has already refused you"); a pronoun never names it
	// ("ask another player; if they have any, …": they are the player
	// named before it, or the locale's default).
	Another Role = "another"
	// Anyone: a player the words name by no role ("wer eine passende
	// Karte hat", "whoever holds it"): a player all the same, so a
	// feature it does is no card's (NoPlayer), but who it is is not held
	// to a claim's role, nor is it a pronoun's antecedent.
	Anyone Role = "anyone"
	// NoPlayer: no player. A claim that has a feature done by NoPlayer says it
	// of a card or another thing ("it must match the top card", "sie
	// muss passen"), so a player named as doing it ("you must play a
	// matching card") states another rule. No words name it: a thing's
	// words (a card, "it") name no player.
	NoPlayer Role = "no player"
)

// Upper returns the role's name as messages show it: "YOU".
func (r Role) Upper() string { return strings.ToUpper(string(r)) }

// Acting names who does a feature of a claim: DRAW by YOU; and, for a
// feature that goes from one player to another, to whom (To): GIVE by
// the asked player to YOU. A phrase of the feature whose subject is the
// one it goes to ("you get", words the locale lists as actors:
// converse:) is held to To. An Acting with no Role holds only whom the
// feature goes to: a card shown to the others, whoever shows it ("not
// shown to the asker" names one player where the rule has the table).
type Acting struct {
	Feature Feature
	Role    Role
	To      Role
}

// WithRoles returns s with the roles rs added to the core ones. A role
// without a name, or declared twice, is a programming error: WithRoles
// panics.
func (s FeatureSet) WithRoles(rs ...Role) FeatureSet {
	out := s
	out.roles = slices.Clip(append(slices.Clip(s.Roles()), rs...))
	for i, r := range out.roles {
		if r == "" || slices.Contains(out.roles[:i], r) {
			panic(fmt.Sprintf("wording: role %q declared twice or without a name", r))
		}
	}
	return out
}

// Roles returns the set's roles: the core ones, then the game's.
func (s FeatureSet) Roles() []Role {
	if s.roles == nil {
		return []Role{You, Next, Others, Another, Anyone}
	}
	return slices.Clone(s.roles)
}

// HasRole reports whether r is a role of the set.
func (s FeatureSet) HasRole(r Role) bool { return slices.Contains(s.Roles(), r) }

// mention is a player a statement names: the tokens of its words, and
// the role it names (for a pronoun, that of the player named before it).
type mention struct {
	from, to int // tokens [from, to]
	role     Role
	// object: named after a word that makes it an object ("from the
	// others"), not who acts; recipient: after one that makes it the one
	// a feature goes to ("to you").
	object, recipient bool
	// guessed: a verb ending with no player named before it, read as the
	// locale's default role, where its subject may be a thing ("una
	// pregunta que ya recibió un no"): who gets what it says is not held
	// to a claim's.
	guessed bool
	// naming: words that name a player (actors: roles:), not a verb's
	// ending: a rule word among them ("the player you asked", "den du
	// frågade") is part of the name, and nobody does it in the rule.
	naming bool
}

// mentions returns the players r names, in reading order, each pronoun
// resolved to the role of the nearest player named before it in the
// statement other than You (else the locale's default role, else none);
// a verb whose ending names a third person goes on with the player named
// last before it in its sentence ("si tiene alguna, te las entrega, y
// vuelve a jugar"), but where that is You, or where none is and it opens
// its clause, it is the imperative and names no one ("si robas …, vuelve
// a jugar"; "roba una carta"); else it is read as a pronoun.
// What a player says (quoted) names no one. One pass over the tokens with
// the actors' phrases: no search beyond the lexicon's matcher.
func (r Reading) mentions() []mention {
	ax := r.lx.actors
	if ax == nil {
		return nil
	}
	var out []mention
	last := Role("") // the nearest player named so far, other than You
	for _, m := range read(ax, r.tokens).matches {
		t := r.tokens[m.start()]
		if t.quoted {
			continue
		}
		src := m.phrase.src
		role, guessed := src.Role, false
		subject, named := subjectBefore(out, r, m.start())
		prev := subject.role
		switch {
		case src.Kind == SubjectVerbWord && named && prev == You:
			role = "" // the imperative, the card still speaking to you: "si robas …, vuelve a jugar"
		case src.Kind == SubjectVerbWord && named && prev != "":
			// the third person named before goes on: "te la entrega, y
			// vuelve a jugar" (a guess, where that one was)
			role, guessed = prev, subject.guessed
		case src.Kind == SubjectVerbWord && !named && r.opensClause(m.start()):
			role = "" // the imperative: "roba una carta"
		case src.Kind == PronounWord || src.Kind == SubjectVerbWord:
			role = last
			if role == "" {
				// a verb's ending may have a thing for its subject; a
				// pronoun names a player
				role, guessed = r.lx.defaultRole, src.Kind == SubjectVerbWord
			}
		case role != You && role != "" && role != Another && role != Anyone:
			last = role
		}
		// after a marker ("to the others"), or right after another player
		// named, as a clitic ("il vous donne"), or after a player named and
		// a marker with only words that state nothing about it ("il doit
		// alors vous remettre"): an object
		marked := m.start() > 0 && r.tokens[m.start()-1].clause == t.clause
		recipient := marked && r.lx.listed(RecipientMarkerWord, r.tokens[m.start()-1].word)
		object := marked && r.lx.objectMarker(r.tokens[m.start()-1].word) ||
			len(out) > 0 && out[len(out)-1].to == m.start()-1 && r.tokens[m.start()-1].clause == t.clause ||
			len(out) > 0 && r.markedAfter(out[len(out)-1], m.start())
		out = append(out, mention{from: m.start(), to: m.used[len(m.used)-1], role: role, object: object, recipient: recipient, guessed: guessed,
			naming: src.Kind != SubjectVerbWord})
	}
	return out
}

// markedAfter reports whether the player named at token i stands after
// prev in its clause behind a marker (objects-after:, recipients-after:),
// with nothing else between them but words of joins: with no comma
// before them, adverbs there ("il doit alors vous remettre": "vous" is the
// object of "doit … remettre", "il" its subject). A noun between them
// ("ask them for the rank you hold") leaves the player named after it a
// subject of its own.
func (r Reading) markedAfter(prev mention, i int) bool {
	clause := r.tokens[i].clause
	if r.tokens[prev.to].clause != clause {
		return false
	}
	marker := false
	for k := prev.to + 1; k < i; k++ {
		t := r.tokens[k]
		switch {
		case t.quoted:
			return false
		case r.lx.objectMarker(t.word):
			marker = true
		case r.lx.listed(ClauseJoinWord, t.word) && !strings.Contains(t.sep, ","):
		default:
			return false
		}
	}
	return marker
}

// actorOf returns who does what occurrence o says: the player named
// nearest before its last word in its clause (its subject, or a
// possessive of its own words: "your turn ends"); where none is, in a
// locale whose subjects may follow their verb ("zieht er", "drar du"),
// a subject pronoun right after it; where none is either, the player
// whose words open the clause before it, in its sentence. It reports
// whether one is named. An occurrence whose words are all inside the
// words that name a player ("the player you asked") is part of that name:
// nobody is named as doing it.
func (r Reading) actorOf(o Occurrence, ms []mention) (mention, bool) {
	m := r.matches[o.match]
	first, last := m.start(), m.used[len(m.used)-1]
	clause := r.tokens[first].clause
	for _, x := range ms {
		if x.naming && x.from <= first && last <= x.to {
			return mention{}, false
		}
	}
	for i := len(ms) - 1; i >= 0; i-- {
		x := ms[i]
		if x.from > last || x.object || r.tokens[x.to].clause != clause {
			continue
		}
		if x.role == "" {
			return x, false // a word that names no player ("il y a")
		}
		return x, true
	}
	if next := last + 1; next < len(r.tokens) && r.tokens[next].clause == clause && r.lx.listed(SubjectAfterWord, r.tokens[next].word) {
		for _, x := range ms {
			if x.from == next {
				return x, x.role != ""
			}
		}
	}
	// a clause that names no player, after a clause of its sentence that
	// opens with a player's words: that player is its subject ("Wer eine
	// Acht legt, muss aussetzen": the one who plays the eight)
	for _, x := range ms {
		if x.role == "" || x.object || r.tokens[x.to].clause != clause-1 || r.tokens[x.from].sentence != r.tokens[first].sentence ||
			(x.from > 0 && r.tokens[x.from-1].clause == clause-1) {
			continue
		}
		for _, y := range ms {
			if r.tokens[y.from].clause == clause {
				return mention{}, false // a player named after it: not the lead clause's
			}
		}
		return x, true
	}
	return mention{}, false
}

// actors checks who does each feature that a claim of the statement has
// done by a role (Signature.Actors): a feature the text has done by a
// player no claim names for it says another rule ("the asked player
// draws" for "you draw"; "they claim any book they hold").
func (w *stmtCheck) actors(by map[Feature][]Occurrence) {
	named := map[Feature][]Role{} // who does it
	to := map[Feature][]Role{}    // whom it goes to
	namer := map[Feature]string{}
	var fs []Feature
	for _, s := range w.Claims {
		for _, a := range s.Sig.Actors {
			if _, ok := named[a.Feature]; !ok {
				fs = append(fs, a.Feature)
				namer[a.Feature] = s.ID
				named[a.Feature] = nil
			}
			if a.Role != "" {
				named[a.Feature] = append(named[a.Feature], a.Role)
			}
			if a.To != "" {
				to[a.Feature] = append(to[a.Feature], a.To)
			}
		}
	}
	if len(fs) == 0 {
		return
	}
	ms := w.players()
	for _, f := range fs {
		for _, o := range by[f] {
			x, ok := w.Reading.actorOf(o, ms)
			want, what := named[f], "done by"
			if w.Reading.converse(o) {
				want, what = to[f], "going to"
				// who gets it, guessed, is not held to the claim's; nor is
				// the subject of a feature whose doer no claim names ("only
				// you get to see it": HIDDEN, the card kept from the others)
				ok = ok && !x.guessed && len(named[f]) > 0
			}
			if ok && x.role == Anyone && !noPlayer(want) {
				ok = false // a player of no role: held only to being a player
			}
			if ok && len(want) > 0 && !slices.Contains(want, x.role) {
				w.wrongActor(o, f, x, what, namer[f], want)
				continue
			}
			// whom it goes to, named after it ("hand them over to the
			// dealer")
			if y, ok := w.Reading.recipientOf(o, ms); ok && y.role != Anyone && len(to[f]) > 0 && !slices.Contains(to[f], y.role) {
				w.wrongActor(o, f, y, "going to", namer[f], to[f])
			}
		}
	}
}

// noPlayer reports whether the roles a claim names for a feature say it
// of no player (a card's: Acting NoPlayer).
func noPlayer(want []Role) bool { return slices.Equal(want, []Role{NoPlayer}) }

// wrongActor reports that o says f done by (or going to) x, where claim
// id has it done by (going to) one of want.
func (w *stmtCheck) wrongActor(o Occurrence, f Feature, x mention, what, id string, want []Role) {
	who := make([]string, len(want))
	for i, r := range want {
		who[i] = r.Upper()
	}
	if noPlayer(want) {
		w.fail(id, fmt.Sprintf("%q says %s %s %s (%q), but claim %s says it of a card, not of a player: the text makes it a player's duty",
			o.Words, f.Upper(), what, x.role.Upper(), w.Reading.span(x.from, x.to), id))
		return
	}
	w.fail(id, fmt.Sprintf("%q says %s %s %s (%q), but claim %s has it %s %s: the text gives the rule to another player",
		o.Words, f.Upper(), what, x.role.Upper(), w.Reading.span(x.from, x.to), id, what, strings.Join(slices.Compact(who), " or ")))
}

// recipientOf returns the player o's feature goes to where the text names
// one: the first player named after its first word in its clause behind
// a word of the locale's recipients-after: ("hand them over to you",
// "hand you every card"), with a role.
func (r Reading) recipientOf(o Occurrence, ms []mention) (mention, bool) {
	m := r.matches[o.match]
	first, last := m.start(), m.used[len(m.used)-1]
	for _, x := range ms {
		if x.from <= first || r.tokens[x.from].clause != r.tokens[first].clause {
			continue
		}
		if x.to < last {
			continue // inside the phrase, words of it after: an idiom's ("close to your chest")
		}
		if x.recipient && x.role != "" {
			return x, true
		}
	}
	return mention{}, false
}

// converse reports whether o's words make their subject the player the
// feature goes to, not the one who does it ("you get": actors: converse:).
func (r Reading) converse(o Occurrence) bool {
	for _, k := range r.matches[o.match].used {
		if r.lx.listed(ConverseWord, r.tokens[k].word) {
			return true
		}
	}
	return false
}

// span returns the tokens [from, to] as read, joined by spaces.
func (r Reading) span(from, to int) string {
	parts := make([]string, 0, to-from+1)
	for i := from; i <= to; i++ {
		parts = append(parts, r.tokens[i].shown)
	}
	return strings.Join(parts, " ")
}

// opensClause reports whether token i opens its clause: it is the first
// of its clause, or only one word that states nothing stands before it
// there ("y roba", "luego roba").
func (r Reading) opensClause(i int) bool {
	c := r.tokens[i].clause
	if i == 0 || r.tokens[i-1].clause != c {
		return true
	}
	if i == 1 || r.tokens[i-2].clause != c {
		t := r.tokens[i-1]
		return !t.quoted && (t.marked || r.lx.isNeutral(t.word))
	}
	return false
}

// subjectBefore returns the player named last before token i in its
// sentence as who acts (ms, in reading order, objects left out), and
// whether there is one.
func subjectBefore(ms []mention, r Reading, i int) (mention, bool) {
	for k := len(ms) - 1; k >= 0; k-- {
		x := ms[k]
		if r.tokens[x.from].sentence != r.tokens[i].sentence {
			return mention{}, false
		}
		if !x.object {
			return x, true
		}
	}
	return mention{}, false
}
