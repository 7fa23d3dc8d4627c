package content

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/yamlfile"
)

// sectionKinds names the values of a section's kind, by value.
var sectionKinds = [...]string{List: "list", Glossary: "glossary", Prose: "prose"}

// sectionKind returns the kind a card.yaml names, and whether it is one.
func sectionKind(name string) (SectionKind, bool) {
	for k, n := range sectionKinds {
		if n == name {
			return SectionKind(k), true
		}
	}
	return 0, false
}

// cardDecoder reads card.yaml into a Card.
type cardDecoder struct {
	decoder
	card       *Card
	statements map[string]*yaml.Node // statement id -> its id node
	sections   map[string]*yaml.Node // section id -> its id node
}

// decodeCard reads the top node of card.yaml into c. It reports whether
// the card's sections were read, so that the locales can be checked
// against them.
func decodeCard(p *yamlfile.Problems, f *yamlfile.File, c *Card) (sectionsRead bool) {
	d := &cardDecoder{
		decoder:    newDecoder(p, f),
		card:       c,
		statements: map[string]*yaml.Node{},
		sections:   map[string]*yaml.Node{},
	}
	c.Pos = d.Pos(f.Root)
	c.Game, c.GamePos = DefaultGame, c.Pos
	var g game.Game
	c.Game, g = d.game(f.Root)
	proven := c.Game != NoGame
	var namedPlayers, namedPacks bool
	d.Fields(f.Root, "card.yaml",
		yamlfile.Field{Key: "id", Required: true, Decode: func(_, v *yaml.Node) { c.ID, _ = d.ident(v, "id") }},
		yamlfile.Field{Key: "game", Required: false, Decode: func(_, v *yaml.Node) { c.GamePos = d.Pos(v) }},
		yamlfile.Field{Key: "rules", Required: proven, Decode: func(k, v *yaml.Node) {
			if d.noEngine(k, c.Game) {
				c.Rules = d.preset(g, v)
				c.RulesPos = d.Pos(v)
			}
		}},
		yamlfile.Field{Key: "options", Required: false, Decode: func(k, v *yaml.Node) {
			if d.noEngine(k, c.Game) {
				c.Options, c.OptionPos = d.options(g, v)
			}
		}},
		yamlfile.Field{Key: "changes", Required: false, Decode: func(k, v *yaml.Node) {
			if d.noEngine(k, c.Game) {
				c.Changes = d.changes(v)
			}
		}},
		yamlfile.Field{Key: "players", Required: !proven, Decode: func(_, v *yaml.Node) {
			c.Players, namedPlayers = d.players(v), true
		}},
		yamlfile.Field{Key: "packs", Required: false, Decode: func(_, v *yaml.Node) {
			c.Packs, namedPacks = d.packs(g, v), true
		}},
		yamlfile.Field{Key: "tagline", Required: true, Decode: func(_, v *yaml.Node) { c.Tagline, _ = d.statement(v, "tagline") }},
		yamlfile.Field{Key: "sections", Required: true, Decode: func(_, v *yaml.Node) {
			c.Sections = d.sectionList(v)
			sectionsRead = v.Kind == yaml.SequenceNode
		}},
	)
	if proven && g != nil && (!namedPlayers || !namedPacks) {
		d.seats(g, namedPlayers, namedPacks)
	}
	return sectionsRead
}

// seats gives a card that leaves out players or packs those of its rules:
// what its preset, options and changes make them (game.Seats), so that a
// card that changes them says so once, in changes:. A game that cannot
// say is an error at the card, naming the keys to write.
func (d *cardDecoder) seats(g game.Game, namedPlayers, namedPacks bool) {
	c := d.card
	s, ok := g.(game.Seats)
	if !ok {
		d.Problems.Addf(c.Pos, "card.yaml: %s does not say whom its rules seat: write players: {min, max} and packs:", g.Name())
		return
	}
	r, err := g.Rules(c.Spec())
	if err != nil {
		var re *game.RulesError
		if errors.As(err, &re) {
			d.Problems.Addf(re.Pos, "%s", re.Msg)
			return
		}
		d.Problems.Wrap(c.Pos, "card.yaml", err)
		return
	}
	players, packs := s.Seats(r)
	if !namedPlayers {
		c.Players = Players{Min: players[0], Max: players[1]}
	}
	if !namedPacks {
		c.Packs = packs
	}
}

// game reads the game card.yaml names (game:), DefaultGame when it names
// none, and refuses a game rulecard does not know, naming those it does.
// It returns the registered game too: nil for NoGame, or when the game is
// unknown (a problem already).
func (d *cardDecoder) game(root *yaml.Node) (string, game.Game) {
	id, at := DefaultGame, root
	if root != nil && root.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(root.Content); i += 2 {
			if root.Content[i].Value != "game" {
				continue
			}
			at = root.Content[i+1]
			s, ok := d.ident(at, "game")
			if !ok {
				return DefaultGame, nil
			}
			id = s
		}
	}
	if id == NoGame {
		return id, nil
	}
	g, err := game.Lookup(id)
	if err != nil {
		d.Errorf(at, "game: unknown game %q (games: %s)", id, strings.Join(Games(), ", "))
		return DefaultGame, nil
	}
	return id, g
}

// noEngine reports whether key k (rules, options or changes) may be
// written for game: a card of NoGame has no engine to play its rules by,
// so naming them is an error at the key.
func (d *cardDecoder) noEngine(k *yaml.Node, game string) bool {
	if game == NoGame {
		d.Errorf(k, "%s: a card of game %s has no engine to play its rules; leave %s out", k.Value, NoGame, k.Value)
		return false
	}
	return true
}

// preset reads the name of the rules preset, one of g's (nil: the game
// is unknown, a problem already).
func (d *cardDecoder) preset(g game.Game, n *yaml.Node) string {
	s, ok := d.ident(n, "rules")
	if !ok || g == nil {
		return ""
	}
	if err := game.ParsePreset(g, s); err != nil {
		d.Errorf(n, "rules: %v", err)
		return ""
	}
	return s
}

// options reads the list of preset options: distinct options of g, and
// where each is written.
func (d *cardDecoder) options(g game.Game, n *yaml.Node) ([]string, []Pos) {
	items, _ := d.Seq(n, "options", true)
	out := []string{}
	var at []Pos
	seen := map[string]bool{}
	for _, it := range items {
		s, ok := d.ident(it, "options")
		if !ok || g == nil {
			continue
		}
		o := s
		switch err := game.ParseOption(g, s); {
		case err != nil:
			d.Errorf(it, "options: %v", err)
			continue
		case seen[o]:
			d.Errorf(it, "options: %q is listed twice", s)
			continue
		}
		seen[o] = true
		out = append(out, o)
		at = append(at, d.Pos(it))
	}
	return out, at
}

// players reads {min, max}: at least 2, min no more than max.
func (d *cardDecoder) players(n *yaml.Node) Players {
	var pl Players
	var okMin, okMax bool
	if !d.Fields(n, "players",
		yamlfile.Field{Key: "min", Required: true, Decode: func(_, v *yaml.Node) { pl.Min, okMin = d.Int(v, "players.min") }},
		yamlfile.Field{Key: "max", Required: true, Decode: func(_, v *yaml.Node) { pl.Max, okMax = d.Int(v, "players.max") }},
	) {
		return pl
	}
	switch {
	case okMin && pl.Min < 2:
		d.Errorf(n, "players: min is %d, want at least 2", pl.Min)
	case okMin && okMax && pl.Min > pl.Max:
		d.Errorf(n, "players: min %d is more than max %d", pl.Min, pl.Max)
	}
	return pl
}

// packs reads the packs by their sizes (52, 32), each named once and each
// one g is played with (nil: any).
func (d *cardDecoder) packs(g game.Game, n *yaml.Node) []cards.Pack {
	items, _ := d.Seq(n, "packs", false)
	var out []cards.Pack
	for _, it := range items {
		size, ok := d.Int(it, "packs")
		if !ok {
			continue
		}
		p, err := cards.PackOf(size)
		switch {
		case err != nil:
			d.Errorf(it, "packs: %v", err)
		case slices.Contains(out, p):
			d.Errorf(it, "packs: %d is listed twice", size)
		case g != nil && !slices.Contains(g.Packs(), p):
			var sizes []string
			for _, q := range g.Packs() {
				sizes = append(sizes, q.String())
			}
			d.Errorf(it, "packs: %s is played with a pack of %s cards, not %d", g.Name(), strings.Join(sizes, " or "), size)
		default:
			out = append(out, p)
		}
	}
	return out
}

// sectionList reads the sections in reading order.
func (d *cardDecoder) sectionList(n *yaml.Node) []Section {
	items, _ := d.Seq(n, "sections", false)
	var out []Section
	for _, it := range items {
		if s, ok := d.section(it); ok {
			out = append(out, s)
		}
	}
	return out
}

// section reads one section: id, kind and statements.
func (d *cardDecoder) section(n *yaml.Node) (Section, bool) {
	s := Section{Pos: d.Pos(n)}
	ok := d.Fields(n, "section",
		yamlfile.Field{Key: "id", Required: true, Decode: func(_, v *yaml.Node) {
			id, _ := d.ident(v, "section id")
			if first, dup := d.sections[id]; dup {
				d.Errorf(v, "duplicate section id %q (first at line %d)", id, first.Line)
				return
			}
			if id != "" {
				d.sections[id] = v
			}
			s.ID = id
		}},
		yamlfile.Field{Key: "kind", Required: false, Decode: func(_, v *yaml.Node) {
			name, ok := d.Str(v, "kind")
			if !ok {
				return
			}
			k, known := sectionKind(name)
			if !known {
				d.Errorf(v, "unknown section kind %q (want list, glossary or prose)", name)
			}
			s.Kind = k
		}},
		yamlfile.Field{Key: "statements", Required: true, Decode: func(_, v *yaml.Node) {
			items, _ := d.Seq(v, "statements", false)
			for _, it := range items {
				if st, ok := d.statement(it, "statement"); ok {
					s.Statements = append(s.Statements, st)
				}
			}
		}},
	)
	return s, ok
}

// statement reads one statement: id, and claims or note: true.
func (d *cardDecoder) statement(n *yaml.Node, what string) (Statement, bool) {
	st := Statement{Pos: d.Pos(n)}
	var claimsNode, noteNode *yaml.Node
	ok := d.Fields(n, what,
		yamlfile.Field{Key: "id", Required: true, Decode: func(_, v *yaml.Node) {
			id, _ := d.ident(v, what+" id")
			if first, dup := d.statements[id]; dup {
				d.Errorf(v, "duplicate statement id %q (first at line %d)", id, first.Line)
				return
			}
			if id != "" {
				d.statements[id] = v
			}
			st.ID = id
		}},
		yamlfile.Field{Key: "claims", Required: false, Decode: func(k, v *yaml.Node) {
			claimsNode = k
			if d.card.Game == NoGame {
				d.Errorf(k, "claims: a card of game %s proves nothing, so its statements rest on no claims; leave claims out", NoGame)
				return
			}
			st.Claims = d.claims(v)
		}},
		yamlfile.Field{Key: "note", Required: false, Decode: func(k, v *yaml.Node) {
			noteNode = k
			st.Note, _ = d.Bool(v, "note")
		}},
	)
	if ok && st.Note && claimsNode != nil {
		d.Errorf(noteNode, "statement %q is a note (it states no rule) but has claims", st.ID)
	}
	return st, ok
}

// claims reads a statement's claims: each an id, or {id: parameters}.
func (d *cardDecoder) claims(n *yaml.Node) []ClaimRef {
	items, _ := d.Seq(n, "claims", false)
	var out []ClaimRef
	seen := map[string]bool{}
	for _, it := range items {
		var c ClaimRef
		switch {
		case it.Kind == yaml.ScalarNode && it.ShortTag() == "!!str":
			c = ClaimRef{ID: it.Value, Pos: d.Pos(it)}
		case it.Kind == yaml.MappingNode && len(it.Content) == 2:
			k := it.Content[0]
			if k.Kind != yaml.ScalarNode {
				d.Errorf(k, "claims: a claim id must be a word, got %s", yamlfile.Describe(k))
				continue
			}
			params, ok := d.params(it.Content[1])
			if !ok {
				continue
			}
			c = ClaimRef{ID: k.Value, Params: params, Pos: d.Pos(k)}
		default:
			d.Errorf(it, "claims: want a claim id or {id: parameters}, got %s", yamlfile.Describe(it))
			continue
		}
		switch {
		case !isClaimID(c.ID):
			d.Errorf(it, "claims: %q is not a claim id (like ask.hit-go-again)", c.ID)
		case seen[c.ID]:
			d.Errorf(it, "claims: %q is listed twice", c.ID)
		default:
			seen[c.ID] = true
			out = append(out, c)
		}
	}
	return out
}

// params decodes a claim's parameters: an integer, a string, or a list
// or mapping of them (mapping keys as written).
func (d *cardDecoder) params(n *yaml.Node) (any, bool) {
	switch n.Kind {
	case yaml.ScalarNode:
		switch n.ShortTag() {
		case "!!int":
			return d.Int(n, "claim parameter")
		case "!!str":
			return n.Value, true
		}
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		ok := true
		for _, it := range n.Content {
			v, itOK := d.params(it)
			ok = ok && itOK
			out = append(out, v)
		}
		return out, ok
	case yaml.MappingNode:
		out := map[string]any{}
		ok := true
		if !d.Each(n, "claim parameters", func(k, v *yaml.Node) {
			pv, pok := d.params(v)
			ok = ok && pok
			out[k.Value] = pv
		}) {
			return nil, false
		}
		return out, ok
	}
	d.Errorf(n, "claim parameters: want integers or strings, got %s", yamlfile.Describe(n))
	return nil, false
}

// statementKinds returns, for each statement id of c, how its words are
// written: a glossary entry ({term, text}) or a text.
func statementKinds(c *Card) map[string]SectionKind {
	kinds := map[string]SectionKind{}
	if c.Tagline.ID != "" {
		kinds[c.Tagline.ID] = List
	}
	for _, s := range c.Sections {
		for _, st := range s.Statements {
			if st.ID != "" {
				kinds[st.ID] = s.Kind
			}
		}
	}
	return kinds
}

// String returns the kind's name as written in card.yaml.
func (k SectionKind) String() string {
	if int(k) < len(sectionKinds) {
		return sectionKinds[k]
	}
	return fmt.Sprintf("SectionKind(%d)", uint8(k))
}
