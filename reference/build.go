package reference

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/reference/document"
)

// Input is what a reference is built from.
type Input struct {
	// Card is the card, Locale the code of the locale to build.
	Card   *content.Card
	Locale locale.Code
	// Report is the card's check (claim.Check); it must have passed.
	Report *claim.Report
	// Facts are the figures of simulated games (Simulate); nil leaves
	// the facts out.
	Facts *Facts
	// Version is the engine's version (rulecard's version string); Date
	// the day of the check, printed in the locale's way.
	Version string
	Date    time.Time
}

// Build gathers the reference of in.Card in in.Locale. It fails when the
// card has no such locale or the check did not pass (with the check's
// error, which matches claim.ErrContradiction or claim.ErrBroken).
func Build(in Input) (*document.Reference, error) {
	card := in.Card
	loc, ok := card.Locales[in.Locale]
	if !ok {
		return nil, fmt.Errorf("reference: card %s has no locale %q (it has: %s)", card.ID, in.Locale, strings.Join(locale.Strings(card.LocaleOrder), ", "))
	}
	if in.Report == nil {
		return nil, fmt.Errorf("reference: card %s: no check report", card.ID)
	}
	if err := in.Report.Err(); err != nil {
		return nil, err
	}
	b, err := newBuilder(in, loc)
	if err != nil {
		return nil, err
	}
	return b.build()
}

// builder builds one reference.
type builder struct {
	in     Input
	loc    *content.Locale
	w      *words
	g      game.Game
	teller game.Teller
	// storyLocale is the locale the stories are told in: the card's, or
	// English when there are no story words for it.
	storyLocale locale.Code
	results     map[string]claim.StatementResult
	// used counts the worked examples told so far of each claim binding,
	// so that a claim under several statements shows another example
	// each time while it has one.
	used map[string]int
	// descriptions are the claims' descriptions in English, by id.
	descriptions map[string]string
	ref          *document.Reference
	number       int // the last part's number
	// cardRules are the rules the card describes: its preset with its
	// options and settings.
	cardRules game.Rules
}

// newBuilder loads the locale's words and story teller.
func newBuilder(in Input, loc *content.Locale) (*builder, error) {
	lib := in.Card.Library()
	w, err := loadWords(lib, in.Locale)
	if err != nil {
		return nil, err
	}
	b := &builder{in: in, loc: loc, w: w, storyLocale: in.Locale, results: map[string]claim.StatementResult{}, used: map[string]int{}}
	if b.g, b.cardRules, err = cardRules(in.Card); err != nil {
		return nil, err
	}
	if !lib.Has(in.Locale, "story.yaml") {
		b.storyLocale = locale.Source
	}
	if b.teller, err = b.g.Table().Teller(lib, b.storyLocale); err != nil {
		return nil, err
	}
	for _, r := range in.Report.Statements {
		b.results[r.ID] = r
	}
	return b, nil
}

// build makes every part in order.
func (b *builder) build() (*document.Reference, error) {
	in, w := b.in, b.w
	title := b.loc.Title.Plain()
	subtitle := w.f.Subtitle
	if w.f.Locale != in.Locale { // no words of the reference's own in this locale
		subtitle += " " + w.f.Untranslated
	}
	b.ref = &document.Reference{
		Card: in.Card.ID, Locale: in.Locale, Title: b.loc.Title, Subtitle: subtitle,
		Meta:     w.say("meta", b.preset(map[string]any{"Date": w.date(in.Date), "Version": in.Version})),
		Contents: w.f.Contents,
		Sep:      " " + cmp.Or(b.loc.Dash, "—") + " ",
		Footer:   w.say("footer", map[string]string{"Title": title}),
		PageOf:   func(p, n int) string { return w.say("page", map[string]int{"Page": p, "Pages": n}) },
	}
	cover := b.part("cover", w.f.Cover)
	if err := b.statement(cover, "", b.in.Card.Tagline, content.List); err != nil {
		return nil, err
	}
	for _, sec := range in.Card.Sections {
		p := b.part(sec.ID, b.loc.Sections[sec.ID].Plain())
		for i, st := range sec.Statements {
			if err := b.statement(p, p.Number+"."+strconv.Itoa(i+1), st, sec.Kind); err != nil {
				return nil, err
			}
		}
	}
	if err := b.rules(); err != nil {
		return nil, err
	}
	b.glossary()
	b.check()
	if err := b.facts(); err != nil {
		return nil, err
	}
	return b.ref, nil
}

// part appends a new numbered part and returns it.
func (b *builder) part(id, heading string) *document.Part {
	b.number++
	b.ref.Parts = append(b.ref.Parts, document.Part{ID: "part-" + id, Number: strconv.Itoa(b.number), Heading: heading})
	return &b.ref.Parts[len(b.ref.Parts)-1]
}

// statement appends a statement of the card, how it was proven, and the
// claims it rests on with their worked examples.
func (b *builder) statement(p *document.Part, label string, st content.Statement, kind content.SectionKind) error {
	text := b.loc.Statements[st.ID]
	if kind == content.Glossary {
		g := b.loc.Glossary[st.ID]
		text = append(document.Emphasised(g.Term), content.Run{Text: b.ref.Sep})
		text = append(text, g.Def...)
	}
	p.Blocks = append(p.Blocks, document.Block{Kind: document.Statement, ID: "st-" + st.ID, Label: label, Text: text})
	switch {
	case st.Note:
		p.Blocks = append(p.Blocks, document.Block{Kind: document.Proven, Text: document.Plain(b.w.f.Note)})
		return nil
	case len(st.Claims) == 0:
		// A check that passed binds every statement that is no note; a
		// statement without claims is not called a note for want of them.
		return fmt.Errorf("reference: card %s: statement %s rests on no claim and is not a note", b.in.Card.ID, st.ID)
	}
	r := b.results[st.ID]
	p.Blocks = append(p.Blocks,
		document.Block{Kind: document.Proven, Text: document.Plain(b.w.say("proven", map[string]int{"Examples": r.Examples, "Games": r.Games}))},
		document.Block{Kind: document.RestsOn, Text: document.Plain(b.w.f.RestsOn)})
	for _, ref := range st.Claims {
		if err := b.claim(p, ref); err != nil {
			return err
		}
	}
	return nil
}

// claim appends a claim in words and one of its worked examples, told.
func (b *builder) claim(p *document.Part, ref content.ClaimRef) error {
	label := ref.ID
	if params := game.FormatParams(ref.Params); params != "" {
		label += " " + params
	}
	p.Blocks = append(p.Blocks, document.Block{Kind: document.Claim, Label: label, Text: document.Plain(b.description(ref.ID))})
	card := b.in.Card
	exs, err := b.g.Claims().Examples(ref.ID, ref.Params, b.cardRules, [2]int{card.Players.Min, card.Players.Max}, card.Packs)
	if err != nil {
		return fmt.Errorf("reference: card %s: %w", b.in.Card.ID, err)
	}
	if len(exs) == 0 {
		p.Blocks = append(p.Blocks, document.Block{Kind: document.Setup, Text: document.Plain(b.w.f.NoExample)})
		return nil
	}
	ex := exs[b.used[label]%len(exs)]
	b.used[label]++
	return b.example(p, ex)
}

// description returns a claim's description in the locale, as a
// sentence; in English when the locale has none, marked as such.
func (b *builder) description(id string) string {
	if b.descriptions == nil {
		b.descriptions = map[string]string{}
		for _, c := range b.g.Claims().Catalogue() {
			b.descriptions[c.ID] = c.Description
		}
	}
	d := b.descriptions[id]
	if b.in.Locale != locale.Source {
		if t, ok := b.w.f.Claims[id]; ok {
			d = t
		} else {
			d += " " + b.w.f.Untranslated
		}
	}
	return sentence(d)
}

// sentence capitalises s and ends it with a full stop.
func sentence(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	s = strings.ToUpper(string(r[0])) + string(r[1:])
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// example appends a worked example told as a story of the table.
func (b *builder) example(p *document.Part, ex game.Example) error {
	st, err := b.teller.Tell(ex)
	if err != nil {
		return fmt.Errorf("reference: %w", err)
	}
	file := ex.Name
	head := document.Block{Kind: document.ExampleHead, Label: file, Text: document.Plain(b.w.say("example", file))}
	var lang locale.Code
	if b.storyLocale != b.in.Locale {
		head.Text = document.Plain(b.w.say("example", file) + " " + b.w.f.Untranslated)
		lang = b.storyLocale
	}
	p.Blocks = append(p.Blocks, head, document.Block{Kind: document.Setup, Text: document.Plain(st.Setup), Lang: lang})
	for i, s := range st.Steps {
		p.Blocks = append(p.Blocks, document.Block{Kind: document.Step, Label: strconv.Itoa(i+1) + ".", Text: document.Plain(s), Lang: lang})
	}
	return nil
}

// preset adds to a template's data what the templates say of the rules
// the card describes: Preset, the preset's name, and Changed, whether the
// card changes it (options or settings); the complete rules list each.
func (b *builder) preset(data map[string]any) map[string]any {
	data["Preset"] = string(b.in.Card.Rules)
	data["Changed"] = len(b.in.Card.Options) > 0 || len(b.g.Changed(b.cardRules)) > 0
	return data
}

// cardRules returns the card's game and its rules: its preset, options
// and changes.
func cardRules(card *content.Card) (game.Game, game.Rules, error) {
	g, err := game.Lookup(card.Game)
	if err != nil {
		return nil, nil, fmt.Errorf("reference: card %s: %w", card.ID, err)
	}
	r, err := g.Rules(card.Spec())
	if err != nil {
		return nil, nil, fmt.Errorf("reference: card %s: %w", card.ID, err)
	}
	return g, r, nil
}
