package reference

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/reference/document"
)

// rules appends the preset's complete rules as the card's game writes
// them in the card's locale (game.Game.Describe) (the title, each section's heading in
// capitals as `rulecard rules` prints it, each rule an item); in English,
// saying so, when the rules text has no words in that locale.
func (b *builder) rules() error {
	r := b.cardRules
	p := b.part("rules", b.w.f.Rules)
	cmd := "rulecard rules " + string(b.in.Card.Rules)
	for _, o := range b.in.Card.Options {
		cmd += " --option " + string(o)
	}
	var lang locale.Code
	lib := b.in.Card.Library()
	tell := b.in.Locale
	if lib.Has(b.in.Locale, "rules.yaml") {
		if b.in.Locale != locale.Source {
			cmd += " --locale " + string(b.in.Locale)
		}
	} else {
		tell, lang = locale.Source, locale.Source
	}
	d, err := b.g.Describe(r, lib, tell)
	if err != nil {
		return err
	}
	p.Blocks = append(p.Blocks, document.Block{Kind: document.Para, Text: document.Plain(b.w.say("rules-note",
		b.preset(map[string]any{"Command": cmd})))})
	if lang != "" {
		p.Blocks = append(p.Blocks, document.Block{Kind: document.Para, Text: document.Plain(b.w.f.RulesEnglish)})
	}
	p.Blocks = append(p.Blocks, document.Block{Kind: document.Para, Text: document.Plain(d.Title), Lang: lang})
	for _, s := range d.Sections {
		p.Blocks = append(p.Blocks, document.Block{Kind: document.Subheading, Text: document.Plain(strings.ToUpper(s.Heading)), Lang: lang})
		for _, rule := range s.Rules {
			p.Blocks = append(p.Blocks, document.Block{Kind: document.Item, Text: document.Plain(rule), Lang: lang})
		}
	}
	return nil
}

// glossary appends the card's glossary entries, then the reference's own.
func (b *builder) glossary() {
	p := b.part("glossary", b.w.f.Glossary)
	p.Blocks = append(p.Blocks, document.Block{Kind: document.Para, Text: document.Plain(b.w.f.GlossaryNote)})
	for _, sec := range b.in.Card.Sections {
		if sec.Kind != content.Glossary {
			continue
		}
		for _, st := range sec.Statements {
			g := b.loc.Glossary[st.ID]
			p.Blocks = append(p.Blocks, document.Block{Kind: document.Entry, Text: g.Term, Def: g.Def})
		}
	}
	for _, t := range b.w.f.Terms {
		p.Blocks = append(p.Blocks, document.Block{Kind: document.Entry, Text: document.Plain(t.Term), Def: document.Plain(t.Text)})
	}
}

// check appends the summary of the check.
func (b *builder) check() {
	rep, w := b.in.Report, b.w
	p := b.part("check", w.f.Check)
	s := rep.Summary
	p.Blocks = append(p.Blocks, document.Block{Kind: document.Para, Text: document.Plain(w.say("check-text", b.preset(map[string]any{
		"Statements": s.Statements, "Claims": s.Claims, "Examples": s.Examples, "Games": s.Games,
		"Seed": rep.Seed, "Date": w.date(b.in.Date), "Version": b.in.Version,
	})))})
	if rep.Games > 0 && len(rep.Configs) > 0 {
		var cfgs []string
		for _, pack := range packsOf(rep.Configs) {
			var players []string
			for _, c := range rep.Configs {
				if c.Pack == pack {
					players = append(players, strconv.Itoa(c.Players))
				}
			}
			cfgs = append(cfgs, w.say("config", map[string]any{"Players": w.list(players), "Pack": pack}))
		}
		p.Blocks = append(p.Blocks, document.Block{Kind: document.Para, Text: document.Plain(w.say("check-configs", map[string]any{
			"Games": rep.Games, "Configs": strings.Join(cfgs, w.f.ConfigSep),
		}))})
	}
}

// packsOf lists the packs of the configurations, in their order.
func packsOf(cfgs []claim.Config) []int {
	var out []int
	for _, c := range cfgs {
		if !slices.Contains(out, c.Pack) {
			out = append(out, c.Pack)
		}
	}
	return out
}

// facts appends the figures of simulated games: a table for each bot,
// a column for each player count, a row for each figure: those of every
// game, then the game's own that its rules give a meaning to.
func (b *builder) facts() error {
	f, w := b.in.Facts, b.w
	if f == nil || len(f.Tables) == 0 {
		return nil
	}
	p := b.part("facts", w.f.Facts)
	p.Blocks = append(p.Blocks, document.Block{Kind: document.Para, Text: document.Plain(w.say("facts-text", f))})
	for _, t := range f.Tables {
		bot, ok := w.f.FactsBots[t.Bot]
		if !ok {
			return fmt.Errorf("reference: the words of locale %s name no bot %q (facts-bots)", w.code, t.Bot)
		}
		head := []string{""}
		var rows [][]string
		for i, c := range t.Columns {
			head = append(head, w.say("facts-head", c.Players))
			values := []string{w.num(c.Games), w.dec(c.Turns)}
			for _, fig := range c.Figures {
				if fig.Kind == game.Mean {
					values = append(values, w.dec(fig.Of(c.Games)))
				} else {
					values = append(values, w.pct(fig.Of(c.Games)))
				}
			}
			values = append(values, w.pct(c.FirstSeat), w.pct(1/float64(c.Players)))
			if i == 0 {
				ids := []string{"games", "turns"}
				for _, fig := range c.Figures {
					ids = append(ids, fig.ID)
				}
				for _, id := range append(ids, "first-seat", "fair") {
					label, ok := w.f.FactsRows[id]
					if !ok {
						return fmt.Errorf("reference: the words of locale %s have no row %q (facts-rows)", w.code, id)
					}
					rows = append(rows, []string{label})
				}
			}
			if len(values) != len(rows) {
				return fmt.Errorf("reference: %d players: %d figures, where the first column has %d", c.Players, len(values), len(rows))
			}
			for r, v := range values {
				rows[r] = append(rows[r], v)
			}
		}
		p.Blocks = append(p.Blocks,
			document.Block{Kind: document.Subheading, Text: document.Plain(bot)},
			document.Block{Kind: document.Table, Grid: append([][]string{head}, rows...)})
	}
	return nil
}
