package rulestext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
	"github.com/rulecard/rulecard/locale"
)

// Describe describes r in the words of locale code's rules.yaml in lib
// (nil: the shipped ones; a card's own locale folders come first, and a
// regional locale falls back to its language). A locale without one, or
// one written wrong, is an error naming the file.
func Describe(lib *locale.Library, r engine.Rules, code locale.Code) (*game.Description, error) {
	if lib == nil {
		lib = locales.Library()
	}
	f, ok := lib.Find(code, "rules.yaml")
	if !ok {
		return nil, fmt.Errorf("crazy-eights: no description of the rules in locale %q (locales: %s)",
			code, strings.Join(locale.Strings(lib.With("rules.yaml")), ", "))
	}
	p, err := readPhrases(f)
	if err != nil {
		return nil, err
	}
	if f.Code != locale.Source {
		src, ok := lib.Open(locale.Source, "rules.yaml")
		if !ok {
			return nil, fmt.Errorf("crazy-eights: no %s rules.yaml to check %s against", locale.Source, f.Path)
		}
		en, err := readPhrases(src)
		if err != nil {
			return nil, err
		}
		if err := sameBlanks(f.Path, p, en); err != nil {
			return nil, err
		}
	}
	return describe(r, code, p), nil
}

// describe describes r in the words of p, the phrases of locale code.
func describe(r engine.Rules, code locale.Code, p *phrases) *game.Description {
	d := &game.Description{Locale: code, Name: string(r.Name), Options: preset.Strings(r.Options.Names())}
	name := p.Unnamed
	if d.Name != "" {
		name = p.Names.Presets[d.Name]
	} else {
		d.Name = p.Unnamed
	}
	d.Title = fmt.Sprintf(p.Title, name)
	d.Changes = r.ChangedSettings()
	var quoted []string
	for _, o := range d.Options {
		quoted = append(quoted, fmt.Sprintf(p.Quoted, p.Names.Options[o]))
	}
	for _, c := range d.Changes {
		w, _ := p.Names.setting(c)
		quoted = append(quoted, fmt.Sprintf(p.Quoted, w))
	}
	if len(quoted) > 0 {
		d.Title += fmt.Sprintf(p.With, join(quoted, p.And))
	}
	parts := [numSections][]string{players(r, p), deal(r, p), turn(r, p), specials(r, p), stockOut(r, p), end(r, p), {p.Seen, p.Unseen}}
	for i, rules := range parts {
		d.Sections = append(d.Sections, game.RuleSection{Heading: p.Sections[i], Rules: rules})
	}
	return d
}

func players(r engine.Rules, p *phrases) []string {
	n := fmt.Sprintf(p.PlayersRange, r.Players.Min, r.Players.Max)
	if r.Players.Min == r.Players.Max {
		n = fmt.Sprintf(p.PlayersExact, r.Players.Min)
	}
	var packs []string
	if r.Packs.Has(cards.Pack52) {
		packs = append(packs, p.Pack52)
	}
	if r.Packs.Has(cards.Pack32) {
		packs = append(packs, p.Pack32)
	}
	return []string{n, fmt.Sprintf(p.Packs, strings.Join(packs, p.Or))}
}

func deal(r engine.Rules, p *phrases) []string {
	items := []string{p.Shuffle + " " + sizes(r, p), p.Stock, p.First, p.TurnUp}
	var bury, ordinary, applies []string
	wild := one(r.Wild.Rank(), p)
	if r.FirstWild == engine.FirstWildBury {
		bury = append(bury, wild)
	} else {
		ordinary = append(ordinary, wild)
	}
	for _, k := range specialRanks(r) {
		switch r.FirstSpecial {
		case engine.FirstSpecialBury:
			bury = append(bury, one(k, p))
		case engine.FirstSpecialIgnored:
			ordinary = append(ordinary, one(k, p))
		default:
			applies = append(applies, one(k, p))
		}
	}
	for _, x := range []struct {
		cards  []string
		phrase string
	}{{bury, p.FirstBury}, {ordinary, p.FirstOrdinary}, {applies, p.FirstApplies}} {
		if len(x.cards) > 0 {
			items = append(items, fmt.Sprintf(x.phrase, join(x.cards, p.Or)))
		}
	}
	return items
}

// sizes says how many cards each player count is dealt, grouping the
// counts dealt alike: "2 players get 7 cards each; 3 to 6 players get 5
// each.", or "Each player gets 5 cards." when every count gets as many.
func sizes(r engine.Rules, p *phrases) string {
	same := true
	for n := r.Players.Min; n <= r.Players.Max; n++ {
		same = same && r.HandSize(n) == r.HandSize(r.Players.Min)
	}
	if same {
		return fmt.Sprintf(p.SizesExact, r.HandSize(r.Players.Min))
	}
	var parts []string
	for lo := r.Players.Min; lo <= r.Players.Max; {
		hi := lo
		for hi < r.Players.Max && r.HandSize(hi+1) == r.HandSize(lo) {
			hi++
		}
		who := fmt.Sprintf(p.WhoRange, lo, hi)
		switch hi {
		case lo:
			who = fmt.Sprintf(p.WhoOne, lo)
		case lo + 1:
			who = fmt.Sprintf(p.WhoTwo, lo, hi)
		}
		size := p.SizesRest
		if len(parts) == 0 {
			size = p.SizesFirst
		}
		parts = append(parts, fmt.Sprintf(size, who, r.HandSize(lo)))
		lo = hi + 1
	}
	return upperFirst(strings.Join(parts, p.SizesSep)) + "."
}

func turn(r engine.Rules, p *phrases) []string {
	items := []string{p.Match, fmt.Sprintf(p.Wild, upperFirst(many(r.Wild.Rank(), p)))}
	if r.WildOnWild {
		items = append(items, p.WildOnWild)
	} else {
		items = append(items, p.NoWildOnWild)
	}
	switch r.Draw {
	case engine.DrawOne:
		items = append(items, p.DrawOne)
	case engine.DrawThree:
		items = append(items, p.DrawThree)
	default:
		items = append(items, p.DrawUntil)
	}
	switch {
	case !r.DrawInstead:
		items = append(items, p.NoInstead)
	case r.Draw == engine.DrawUntilPlay:
		items = append(items, p.InsteadUntil)
	default:
		items = append(items, p.Instead)
	}
	return items
}

func specials(r engine.Rules, p *phrases) []string {
	var items []string
	if k := r.DrawTwo.Rank(); k != 0 {
		items = append(items, fmt.Sprintf(p.DrawTwo, upperFirst(many(k, p))))
		if r.Stack {
			items = append(items, fmt.Sprintf(p.Stack, one(k, p)))
		} else {
			items = append(items, p.NoStack)
		}
	}
	if k := r.Skip.Rank(); k != 0 {
		items = append(items, fmt.Sprintf(p.Skip, upperFirst(many(k, p))))
	}
	if k := r.Reverse.Rank(); k != 0 {
		items = append(items, fmt.Sprintf(p.Reverse, upperFirst(many(k, p))))
	}
	if r.Announce {
		items = append(items, fmt.Sprintf(p.Announce, r.AnnouncePenalty))
	}
	if len(items) == 0 {
		items = append(items, p.NoSpecials)
	}
	return items
}

func stockOut(r engine.Rules, p *phrases) []string {
	switch r.StockOut {
	case engine.StockPass:
		return []string{p.StockPass, p.Blocked}
	case engine.StockEnd:
		return []string{p.StockEnd}
	}
	return []string{p.Reshuffle, p.Blocked}
}

func end(r engine.Rules, p *phrases) []string {
	items := []string{fmt.Sprintf(p.TurnLimit, r.TurnLimit), p.Out}
	if r.Wild == engine.WildJacks {
		items = append(items, p.PenaltyJacks)
	} else {
		items = append(items, p.PenaltyEights)
	}
	if r.Scoring == engine.ScoreTarget {
		return append(items, fmt.Sprintf(p.Target, r.Target))
	}
	return append(items, p.OneHand)
}

// specialRanks returns the draw-two, skip and reverse ranks of r, those it
// has.
func specialRanks(r engine.Rules) []cards.Rank {
	var out []cards.Rank
	for _, k := range []cards.Rank{r.DrawTwo.Rank(), r.Skip.Rank(), r.Reverse.Rank()} {
		if k != 0 {
			out = append(out, k)
		}
	}
	return out
}

// one and many name a card of rank k and cards of it in p's words.
func one(k cards.Rank, p *phrases) string  { w := words(k, p); return w[0] }
func many(k cards.Rank, p *phrases) string { w := words(k, p); return w[1] }

// words returns a card of rank k and many, for the ranks that may have a
// power; a wild card's words for any other.
func words(k cards.Rank, p *phrases) [2]string {
	switch k {
	case cards.Eight:
		return [2]string{p.EightOne, p.EightMany}
	case cards.Jack:
		return [2]string{p.JackOne, p.JackMany}
	case cards.Two:
		return [2]string{p.TwoOne, p.TwoMany}
	case cards.Seven:
		return [2]string{p.SevenOne, p.SevenMany}
	case cards.Queen:
		return [2]string{p.QueenOne, p.QueenMany}
	case cards.Ace:
		return [2]string{p.AceOne, p.AceMany}
	}
	return [2]string{p.WildCard, p.WildCard}
}

// join joins words with ", ", the last two with and: "a, b and c".
func join(words []string, and string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + and + words[len(words)-1]
}

// upperFirst raises the first letter of s.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
