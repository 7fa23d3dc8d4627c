package starter

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
)

// Rules are the rules a card is started for, as a game gives them.
type Rules struct {
	// Preset is the preset the rules were made from (a when:'s "rules").
	Preset string
	// Values are every setting's value (game.Game.Values); a setting that
	// takes a list holds each value of its comma-separated list.
	Values []game.Value
	// Players are the fewest and the most players the rules seat, Packs
	// their packs, the full one first (game.Seats).
	Players [2]int
	Packs   []cards.Pack
	// HandSize returns the cards each of n players is dealt from pack p.
	HandSize func(p cards.Pack, n int) int
}

// Write returns the card that states r, in locale code's words from lib,
// the source locale's when code has none: for each statement of the
// plan, its first variant whose when: holds under r (a statement none of
// whose variants holds is left out, and so is a section left empty).
func (p *Plan) Write(lib *locale.Library, code locale.Code, r Rules) (*game.StarterCard, error) {
	words, wordsCode, err := ReadWords(lib, code)
	if err != nil {
		return nil, err
	}
	w := &writer{rules: r, words: words}
	card := &game.StarterCard{Locale: wordsCode, Title: words.Title}
	if p.Title != nil {
		if title, ok := w.statement(*p.Title); ok {
			card.Title = title.Text
		}
	}
	tagline, ok := w.statement(p.Tagline)
	if !ok {
		return nil, fmt.Errorf("the starter card's tagline has no variant for these rules")
	}
	card.Tagline = tagline
	for _, sec := range p.Sections {
		out := game.StarterSection{ID: sec.ID, Heading: words.Sections[sec.ID]}
		for _, it := range sec.Statements {
			if st, ok := w.statement(it); ok {
				out.Statements = append(out.Statements, st)
			}
		}
		if len(out.Statements) > 0 {
			card.Sections = append(card.Sections, out)
		}
	}
	if len(w.problems) > 0 {
		return nil, fmt.Errorf("%s starter words: %s", wordsCode, strings.Join(w.problems, "; "))
	}
	return card, nil
}

// writer writes one card's statements.
type writer struct {
	rules    Rules
	words    *Words
	problems []string
}

// statement returns it as its first variant that holds under the rules
// states it, and false when none does.
func (w *writer) statement(it Item) (game.StarterStatement, bool) {
	for _, v := range it.Variants {
		if !w.holds(v.When) {
			continue
		}
		text, ok := w.words.Texts[v.Text]
		if !ok {
			w.problems = append(w.problems, fmt.Sprintf("no text %q", v.Text))
		}
		st := game.StarterStatement{ID: it.ID, Text: w.fill(text)}
		for _, c := range v.Claims {
			st.Claims = append(st.Claims, w.claim(c))
		}
		return st, true
	}
	return game.StarterStatement{}, false
}

// value returns the value of the setting name (PresetKey: the preset),
// and whether there is one.
func (w *writer) value(name string) (string, bool) {
	if name == PresetKey {
		return w.rules.Preset, true
	}
	i := slices.IndexFunc(w.rules.Values, func(v game.Value) bool { return v.Name == name })
	if i < 0 {
		return "", false
	}
	return w.rules.Values[i].Value, true
}

// holds reports whether every setting when names has one of its values
// (looked at in the order of their names, so that the same plan reports
// the same problems).
func (w *writer) holds(when map[string]AnyOf) bool {
	for _, name := range sortedKeys(when) {
		want := when[name]
		value, ok := w.value(name)
		if !ok {
			w.problems = append(w.problems, fmt.Sprintf("unknown setting %q in a when:", name))
			return false
		}
		have := strings.Split(value, ",")
		if !slices.ContainsFunc(want, func(v string) bool { return slices.Contains(have, v) }) {
			return false
		}
	}
	return true
}

// claim returns a claim of the plan with its parameters filled in.
func (w *writer) claim(c any) game.StarterClaim {
	switch x := c.(type) {
	case string:
		return game.StarterClaim{ID: x}
	case map[string]any:
		for id, p := range x {
			return game.StarterClaim{ID: id, Params: w.param(p)}
		}
	}
	w.problems = append(w.problems, fmt.Sprintf("a claim is an id or {id: parameters}, not %v", c))
	return game.StarterClaim{}
}

// param fills in $players, $packs and $deal, and $<setting> with the
// setting's value (a number where it is one).
func (w *writer) param(p any) any {
	r := w.rules
	switch p {
	case "$players":
		return map[string]any{"min": r.Players[0], "max": r.Players[1]}
	case "$packs":
		var out []any
		for _, pk := range r.Packs {
			out = append(out, pk.Size())
		}
		return out
	case "$deal":
		out := map[string]any{}
		for n := r.Players[0]; n <= r.Players[1]; n++ {
			out[strconv.Itoa(n)] = r.HandSize(r.Packs[0], n)
		}
		return out
	}
	if s, ok := p.(string); ok && strings.HasPrefix(s, "$") {
		v, ok := w.value(s[1:])
		if !ok {
			w.problems = append(w.problems, fmt.Sprintf("unknown setting %q in a claim's parameters", s[1:]))
			return p
		}
		if n, err := strconv.Atoi(v); err == nil {
			return n
		}
		return v
	}
	return p
}

// fill replaces the placeholders of a text: $players, $packs and $sizes
// with the rules' phrases, $<setting> with a setting's value.
func (w *writer) fill(text string) string {
	if !strings.Contains(text, "$") {
		return text
	}
	p, r := w.words.Phrases, w.rules
	players := fmt.Sprintf(p.PlayersRange, r.Players[0], r.Players[1])
	if r.Players[0] == r.Players[1] {
		players = fmt.Sprintf(p.PlayersExact, r.Players[0])
	}
	var packs []string
	for _, pk := range r.Packs {
		packs = append(packs, map[cards.Pack]string{cards.Pack52: p.Pack52, cards.Pack32: p.Pack32}[pk])
	}
	fills := map[string]string{}
	for _, v := range r.Values {
		fills["$"+v.Name] = v.Value
	}
	fills["$players"], fills["$packs"], fills["$sizes"] = players, strings.Join(packs, p.PackOr), w.sizes()
	// The longest placeholder first, so that $players.min is not read as
	// $players followed by ".min".
	keys := make([]string, 0, len(fills))
	for k := range fills {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	var pairs []string
	for _, k := range keys {
		pairs = append(pairs, k, fills[k])
	}
	return strings.NewReplacer(pairs...).Replace(text)
}

// sizes says how many cards each player count is dealt, the counts dealt
// the same grouped: "3 players get 7 cards each; 4 or 5 players get 5
// each."
func (w *writer) sizes() string {
	p, r, pack := w.words.Phrases, w.rules, w.rules.Packs[0]
	var parts []string
	for lo := r.Players[0]; lo <= r.Players[1]; {
		counts := []string{strconv.Itoa(lo)}
		hi := lo
		for hi+1 <= r.Players[1] && r.HandSize(pack, hi+1) == r.HandSize(pack, lo) {
			hi++
			counts = append(counts, strconv.Itoa(hi))
		}
		who := counts[0]
		if n := len(counts); n > 1 {
			who = strings.Join(counts[:n-1], p.ListSep) + p.ListOr + counts[n-1]
		}
		size := p.SizesRest
		if len(parts) == 0 {
			size = p.SizesFirst
		}
		parts = append(parts, fmt.Sprintf(size, who, r.HandSize(pack, lo)))
		lo = hi + 1
	}
	return strings.Join(parts, p.SizesSep) + p.SizesEnd
}
