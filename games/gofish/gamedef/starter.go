package gamedef

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// starterFile is the starter card's structure: its statements, the
// variants of each, when each is written and the claims it rests on.
//
//go:embed starter.yaml
var starterFile []byte

// starterWordsFile is the name of a locale folder's starter words.
const starterWordsFile = "starter.yaml"

// starterPlan is starter.yaml.
type starterPlan struct {
	Tagline  starterItem      `yaml:"tagline"`
	Sections []starterSection `yaml:"sections"`
}

// starterSection is a section of the plan.
type starterSection struct {
	ID         string        `yaml:"id"`
	Statements []starterItem `yaml:"statements"`
}

// starterItem is a statement of the plan and its variants, the first
// that holds written.
type starterItem struct {
	ID       string           `yaml:"id"`
	Variants []starterVariant `yaml:"variants"`
}

// starterVariant is one way of stating a statement's rule: when it holds
// (each setting named has one of the values listed), the key of its words
// and its claims as card.yaml writes them ($players, $packs and $deal
// stand for the rules' numbers).
type starterVariant struct {
	When   map[string]anyOf `yaml:"when"`
	Text   string           `yaml:"text"`
	Claims []any            `yaml:"claims"`
}

// anyOf is a value, or a list of values, any of which a setting may have.
type anyOf []string

// UnmarshalYAML reads a word or a list of words.
func (a *anyOf) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*a = anyOf{n.Value}
		return nil
	}
	var list []string
	if err := n.Decode(&list); err != nil {
		return err
	}
	*a = list
	return nil
}

// starterWords is a locale folder's starter.yaml.
type starterWords struct {
	Locale   string            `yaml:"locale"`
	Title    string            `yaml:"title"`
	Sections map[string]string `yaml:"sections"`
	Phrases  starterPhrases    `yaml:"phrases"`
	Texts    map[string]string `yaml:"texts"`
}

// starterPhrases are the words the program fills in.
type starterPhrases struct {
	PlayersRange string `yaml:"players-range"`
	PlayersExact string `yaml:"players-exact"`
	Pack52       string `yaml:"pack52"`
	Pack32       string `yaml:"pack32"`
	PackOr       string `yaml:"pack-or"`
	SizesFirst   string `yaml:"sizes-first"`
	SizesRest    string `yaml:"sizes-rest"`
	SizesSep     string `yaml:"sizes-sep"`
	SizesEnd     string `yaml:"sizes-end"`
	ListSep      string `yaml:"list-sep"`
	ListOr       string `yaml:"list-or"`
}

// readStarterPlan reads starter.yaml.
func readStarterPlan() (*starterPlan, error) {
	var p starterPlan
	if err := yamlfile.Strict("games/gofish/gamedef/starter.yaml", starterFile, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// readStarterWords reads the starter words of locale code from lib (its
// own or its language's), and says which locale they are: the source
// locale's when code has none.
func readStarterWords(lib *locale.Library, code locale.Code) (*starterWords, locale.Code, error) {
	f, ok := lib.Find(code, starterWordsFile)
	if !ok {
		code = locale.Source
		if f, ok = lib.Find(code, starterWordsFile); !ok {
			return nil, "", fmt.Errorf("no %s for %s, nor for %s", starterWordsFile, code, locale.Source)
		}
	}
	var w starterWords
	if err := f.Decode(&w); err != nil {
		return nil, "", err
	}
	if locale.Code(w.Locale) != f.Code {
		return nil, "", fmt.Errorf("%s: locale %q does not match its folder (want %q)", f.Path, w.Locale, f.Code)
	}
	return &w, f.Code, nil
}

// Starter returns the card that states r, in locale code's words from lib
// (nil: Go Fish's shipped folders), English when code has none.
func (Game) Starter(r game.Rules, lib *locale.Library, code locale.Code) (*game.StarterCard, error) {
	if lib == nil {
		lib = locales.Library()
	}
	plan, err := readStarterPlan()
	if err != nil {
		return nil, err
	}
	words, wordsCode, err := readStarterWords(lib, code)
	if err != nil {
		return nil, err
	}
	s := &starter{rules: r.(engine.Rules), values: Game{}.Values(r), words: words}
	card := &game.StarterCard{Locale: wordsCode, Title: words.Title}
	tagline, ok := s.statement(plan.Tagline)
	if !ok {
		return nil, fmt.Errorf("the starter card's tagline has no variant for these rules")
	}
	card.Tagline = tagline
	for _, sec := range plan.Sections {
		out := game.StarterSection{ID: sec.ID, Heading: words.Sections[sec.ID]}
		for _, it := range sec.Statements {
			if st, ok := s.statement(it); ok {
				out.Statements = append(out.Statements, st)
			}
		}
		if len(out.Statements) > 0 {
			card.Sections = append(card.Sections, out)
		}
	}
	if len(s.problems) > 0 {
		return nil, fmt.Errorf("%s starter words: %s", wordsCode, strings.Join(s.problems, "; "))
	}
	return card, nil
}

// starter writes one card's statements.
type starter struct {
	rules    engine.Rules
	values   []game.Value
	words    *starterWords
	problems []string
}

// statement returns it as its first variant that holds under the rules
// states it, and false when none does.
func (s *starter) statement(it starterItem) (game.StarterStatement, bool) {
	for _, v := range it.Variants {
		if !s.holds(v.When) {
			continue
		}
		text, ok := s.words.Texts[v.Text]
		if !ok {
			s.problems = append(s.problems, fmt.Sprintf("no text %q", v.Text))
		}
		st := game.StarterStatement{ID: it.ID, Text: s.fill(text)}
		for _, c := range v.Claims {
			st.Claims = append(st.Claims, s.claim(c))
		}
		return st, true
	}
	return game.StarterStatement{}, false
}

// holds reports whether every setting when names has one of its values.
func (s *starter) holds(when map[string]anyOf) bool {
	for name, want := range when {
		i := slices.IndexFunc(s.values, func(v game.Value) bool { return v.Name == name })
		if i < 0 {
			s.problems = append(s.problems, fmt.Sprintf("unknown setting %q in a when:", name))
			return false
		}
		have := strings.Split(s.values[i].Value, ",")
		if !slices.ContainsFunc(want, func(w string) bool { return slices.Contains(have, w) }) {
			return false
		}
	}
	return true
}

// claim returns a claim of the plan with its parameters filled in.
func (s *starter) claim(c any) game.StarterClaim {
	switch x := c.(type) {
	case string:
		return game.StarterClaim{ID: x}
	case map[string]any:
		for id, p := range x {
			return game.StarterClaim{ID: id, Params: s.param(p)}
		}
	}
	s.problems = append(s.problems, fmt.Sprintf("a claim is an id or {id: parameters}, not %v", c))
	return game.StarterClaim{}
}

// param fills in $players, $packs and $deal.
func (s *starter) param(p any) any {
	r := s.rules
	switch p {
	case "$players":
		return map[string]any{"min": r.Players.Min, "max": r.Players.Max}
	case "$packs":
		var out []any
		for _, pk := range s.packs() {
			out = append(out, pk.Size())
		}
		return out
	case "$deal":
		out := map[string]any{}
		for n := r.Players.Min; n <= r.Players.Max; n++ {
			out[strconv.Itoa(n)] = r.HandSize(s.packs()[0], n)
		}
		return out
	}
	return p
}

// packs are the rules' packs, the full one first.
func (s *starter) packs() []cards.Pack {
	_, packs := Game{}.Seats(s.rules)
	return packs
}

// fill replaces the placeholders of a text with the rules' phrases.
func (s *starter) fill(text string) string {
	p, r := s.words.Phrases, s.rules
	players := fmt.Sprintf(p.PlayersRange, r.Players.Min, r.Players.Max)
	if r.Players.Min == r.Players.Max {
		players = fmt.Sprintf(p.PlayersExact, r.Players.Min)
	}
	var packs []string
	for _, pk := range s.packs() {
		packs = append(packs, map[cards.Pack]string{cards.Pack52: p.Pack52, cards.Pack32: p.Pack32}[pk])
	}
	return strings.NewReplacer("$players", players, "$packs", strings.Join(packs, p.PackOr),
		"$sizes", s.sizes()).Replace(text)
}

// sizes says how many cards each player count is dealt, the counts dealt
// the same grouped: "3 players get 7 cards each; 4 or 5 players get 5
// each."
func (s *starter) sizes() string {
	p, r, pack := s.words.Phrases, s.rules, s.packs()[0]
	var parts []string
	for lo := r.Players.Min; lo <= r.Players.Max; {
		counts := []string{strconv.Itoa(lo)}
		hi := lo
		for hi+1 <= r.Players.Max && r.HandSize(pack, hi+1) == r.HandSize(pack, lo) {
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
