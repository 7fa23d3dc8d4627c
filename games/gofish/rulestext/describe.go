package rulestext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/games/gofish/preset"
	"github.com/rulecard/rulecard/locale"
)

// Describe returns the complete rules that r sets, in plain English: a
// title, then one section per part of the game, each choice of r in its own
// rules. Its Text is what `rulecard rules NAME` prints; it is made from the
// Rules value alone, so a preset's description cannot drift from the rules
// the engine plays. The words are locale.Source's shipped rules.yaml.
func Describe(r engine.Rules) *game.Description {
	d, err := DescribeIn(r, locale.Source)
	if err != nil {
		panic(err) // the shipped words are checked by the tests
	}
	return d
}

// DescribeIn returns the complete rules that r sets, as Describe does, in
// the language of a shipped locale ("en", "sv", "de", "fr": DescribeLocales
// lists them). Every locale makes the same choices of r into the same
// sections and rules. A locale without rules.yaml is an error.
func DescribeIn(r engine.Rules, code locale.Code) (*game.Description, error) {
	return DescribeFrom(locales.Library(), r, code)
}

// DescribeFrom describes r in the words of locale code's rules.yaml in lib
// (a card's own locale folders, then the shipped ones; a regional locale
// falls back to its language). A locale without one, or one that is
// wrong, is an error naming the file.
func DescribeFrom(lib *locale.Library, r engine.Rules, code locale.Code) (*game.Description, error) {
	f, ok := lib.Find(code, "rules.yaml")
	if !ok {
		// The "engine:" prefix is what users have always read here (the
		// engine wrote the rules text once); the messages stay as they were.
		return nil, fmt.Errorf("engine: no description of the rules in locale %q (locales: %s)",
			code, strings.Join(locale.Strings(DescribeLocales(lib)), ", "))
	}
	p, err := readPhrases(f)
	if err != nil {
		return nil, err
	}
	if f.Code != locale.Source {
		src, ok := lib.Open(locale.Source, "rules.yaml")
		if !ok {
			return nil, fmt.Errorf("engine: no %s rules.yaml to check %s against", locale.Source, f.Path)
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

// DescribeLocales returns the codes of the locales of lib that have the
// rules' words, Source first.
func DescribeLocales(lib *locale.Library) []locale.Code {
	return lib.With("rules.yaml")
}

// describe describes r in the words of p, the phrases of locale.
func describe(r engine.Rules, code locale.Code, p *phrases) *game.Description {
	d := &game.Description{Locale: code, Name: string(r.Name), Options: preset.Strings(r.Options.Names())}
	if d.Name == "" {
		d.Name = p.Unnamed
	}
	name := d.Name
	if r.Name != "" {
		name = fmt.Sprintf(p.Quoted, r.Name)
	}
	d.Title = fmt.Sprintf(p.Title, name)
	d.Changes = r.ChangedSettings()
	if len(d.Options)+len(d.Changes) > 0 {
		quoted := make([]string, 0, len(d.Options)+len(d.Changes))
		for _, o := range d.Options {
			quoted = append(quoted, fmt.Sprintf(p.Quoted, o))
		}
		for _, c := range d.Changes {
			quoted = append(quoted, fmt.Sprintf(p.Quoted, c))
		}
		d.Title += fmt.Sprintf(p.With, listWith(quoted, p.And))
	}
	for i, rules := range [][]string{
		describePlayers(r, p), describeDeal(r, p), describeTurn(r, p), describeBooks(r, p),
		describeDeadAsks(r, p), describeRunningOut(r, p), describeEnd(r, p), describeHidden(r, p),
	} {
		d.Sections = append(d.Sections, game.RuleSection{Heading: p.Sections[i], Rules: rules})
	}
	return d
}

// listWith joins words with ", ", the last two with and: "a, b and c".
func listWith(words []string, and string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + and + words[len(words)-1]
}

func describePlayers(r engine.Rules, p *phrases) []string {
	players := fmt.Sprintf(p.PlayersRange, r.Players.Min, r.Players.Max)
	if r.Players.Min == r.Players.Max {
		players = fmt.Sprintf(p.PlayersExact, r.Players.Min)
	}
	var packs []string
	if r.Packs.Has(cards.Pack52) {
		packs = append(packs, p.Pack52)
	}
	if r.Packs.Has(cards.Pack32) {
		packs = append(packs, p.Pack32)
	}
	return []string{players, fmt.Sprintf(p.Packs, strings.Join(packs, p.PackOr))}
}

func describeDeal(r engine.Rules, p *phrases) []string {
	items := []string{p.Shuffle}
	switch r.Deal {
	case engine.DealExtraPlayer:
		items = append(items, fmt.Sprintf(p.DealExtra, dealSizes(r, p)))
	case engine.DealWholePack:
		items = append(items, fmt.Sprintf(p.DealWhole, dealSizes(r, p)))
	default:
		items = append(items, fmt.Sprintf(p.DealRest, dealSizes(r, p)))
	}
	if r.Deal != engine.DealTable && r.Packs.Has(cards.Pack52) && r.Packs.Has(cards.Pack32) {
		items = append(items, fmt.Sprintf(p.ShortPackSizes, dealSizesOf(r, p, cards.Pack32)))
	}
	items = append(items, p.TopCard)
	if r.First == engine.FirstRandom {
		items = append(items, p.FirstRandom)
	} else {
		items = append(items, p.FirstNext)
	}
	if r.Books == engine.BookClaim {
		items = append(items, p.DealtClaim)
	} else {
		items = append(items, p.DealtLaid)
	}
	return items
}

// dealSizes says how many cards each player count is dealt, grouping
// counts dealt the same: "2 players get 7 cards each; 3 or 4 players get
// 5 each."
func dealSizes(r engine.Rules, p *phrases) string {
	pack := cards.Pack52
	if !r.Packs.Has(pack) {
		pack = cards.Pack32
	}
	return dealSizesOf(r, p, pack)
}

// dealSizesOf says how many cards each player count is dealt with pack.
func dealSizesOf(r engine.Rules, p *phrases, pack cards.Pack) string {
	if r.Players.Min == r.Players.Max {
		return fmt.Sprintf(p.SizesExact, r.HandSize(pack, r.Players.Min))
	}
	var parts []string
	for lo := r.Players.Min; lo <= r.Players.Max; {
		hi := lo
		for hi+1 <= r.Players.Max && r.HandSize(pack, hi+1) == r.HandSize(pack, lo) {
			hi++
		}
		var who string
		switch {
		case hi == lo:
			who = fmt.Sprintf(p.WhoOne, lo)
		case hi == lo+1:
			who = fmt.Sprintf(p.WhoTwo, lo, hi)
		default:
			who = fmt.Sprintf(p.WhoRange, lo, hi)
		}
		size := p.SizesRest
		if len(parts) == 0 {
			size = p.SizesFirst
		}
		parts = append(parts, fmt.Sprintf(size, who, r.HandSize(pack, lo)))
		lo = hi + 1
	}
	return upperFirst(strings.Join(parts, p.SizesSep)) + "."
}

func describeTurn(r engine.Rules, p *phrases) []string {
	var items []string
	if r.Ask == engine.AskForCard {
		items = append(items, p.AskCard)
		if r.Bluff {
			items = append(items, p.BluffYes)
		} else {
			items = append(items, p.BluffNo)
		}
	} else {
		items = append(items, p.AskRank)
	}
	items = append(items, describeHit(r, p))
	items = append(items, describeMiss(r, p)...)
	return items
}

func describeHit(r engine.Rules, p *phrases) string {
	switch {
	case r.Ask == engine.AskForCard:
		return p.HitCard
	case r.Give == engine.GiveOne:
		return p.HitOne
	}
	return p.HitAll
}

func describeMiss(r engine.Rules, p *phrases) []string {
	next := p.NextSeat
	if r.AfterMiss == engine.MissAsked {
		next = p.NextAsked
	}
	none := p.NoneRank
	if r.Ask == engine.AskForCard {
		none = p.NoneCard
	}
	miss := fmt.Sprintf(p.Miss, none, next)
	if !r.PlayOn && r.End&engine.EndStockOut == 0 {
		miss += fmt.Sprintf(p.MissEmpty, next)
	}
	items := []string{miss}
	what := p.WhatRank
	if r.Ask == engine.AskForCard && !r.WishRank {
		what = p.WhatCard
	}
	switch {
	case r.Wish && r.LuckyDraw:
		items = append(items, fmt.Sprintf(p.WishLucky, what))
	case r.Wish:
		items = append(items, fmt.Sprintf(p.Wish, what))
	case r.LuckyDraw:
		items = append(items, p.Lucky)
	default:
		items = append(items, fmt.Sprintf(p.NoWish, what))
	}
	if r.PlayOn {
		items = append(items, p.PlayOnMiss)
	}
	return items
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
