package story

import (
	"bytes"
	"fmt"
	"strings"
	"text/template"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/locale"
)

// localeFile is a locale's story.yaml.
type localeFile struct {
	Locale   locale.Code       `yaml:"locale"`
	Ranks    []string          `yaml:"ranks"`
	Suits    []string          `yaml:"suits"`
	Named    []string          `yaml:"suit-names"`
	Cards    []string          `yaml:"cards"`
	Points   []string          `yaml:"points"`
	And      string            `yaml:"and"`
	Messages map[string]string `yaml:"messages"`
}

// words are a locale's story words, parsed.
type words struct {
	code          locale.Code
	ranks         [cards.NumRanks + 1]string
	suits, named  [cards.NumSuits]string
	cards, points [2]*template.Template
	and           string
	msgs          map[string]*template.Template
}

// messageKeys are the messages every story.yaml gives: one for each
// event of the record, the position, whose turn follows, and a refusal
// of each kind (refused.<kind>).
var messageKeys = func() []string {
	keys := []string{"hand", "hand-empty", "start", "beneath", "turns", "hand-begins", "deal", "turn-up", "bury",
		"play", "play-named", "announce", "draw", "draw-unseen", "draw-owed", "draw-penalty",
		"draw-none", "reshuffle", "pass", "owe", "skip", "reverse",
		"out", "blocked", "stock-end", "turn-limit", "score", "win", "share", "next"}
	for k := engine.ErrGameOver; k <= engine.ErrBadMove; k++ {
		keys = append(keys, "refused."+k.String())
	}
	return keys
}()

// funcs are the functions a message may call: plural N ONE OTHER.
var funcs = template.FuncMap{
	"plural": func(n int, one, other string) string {
		if n == 1 {
			return one
		}
		return other
	},
}

// loadWords reads and checks the story.yaml of locale code in lib.
func loadWords(lib *locale.Library, code locale.Code) (*words, error) {
	file, ok := lib.Find(code, "story.yaml")
	if !ok {
		return nil, fmt.Errorf("story: no Crazy Eights story words for locale %q (locales: %s)", code, strings.Join(locale.Strings(lib.With("story.yaml")), ", "))
	}
	var f localeFile
	if err := file.Decode(&f); err != nil {
		return nil, fmt.Errorf("story: %w", err)
	}
	return f.parse(file.Path, file.Code)
}

// parse checks the file and parses its templates, naming every problem.
func (f *localeFile) parse(name string, code locale.Code) (*words, error) {
	w := &words{code: code, and: f.And, msgs: map[string]*template.Template{}}
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	if f.Locale != code {
		bad("locale %q, want %q", f.Locale, code)
	}
	if len(f.Ranks) != cards.NumRanks {
		bad("ranks: want %d, ace first", cards.NumRanks)
	} else {
		copy(w.ranks[1:], f.Ranks)
	}
	if len(f.Suits) != cards.NumSuits || len(f.Named) != cards.NumSuits {
		bad("suits and suit-names: want %d each: spades, hearts, diamonds, clubs", cards.NumSuits)
	} else {
		copy(w.suits[:], f.Suits)
		copy(w.named[:], f.Named)
	}
	parse := func(key, text string) *template.Template {
		t, err := template.New(key).Funcs(funcs).Option("missingkey=error").Parse(text)
		if err != nil {
			bad("%s: %v", key, err)
		}
		return t
	}
	if len(f.Cards) != 2 || len(f.Points) != 2 {
		bad("cards and points: want two forms each, one and other")
	} else {
		w.cards = [2]*template.Template{parse("cards", f.Cards[0]), parse("cards", f.Cards[1])}
		w.points = [2]*template.Template{parse("points", f.Points[0]), parse("points", f.Points[1])}
	}
	for _, k := range messageKeys {
		if text, ok := f.Messages[k]; ok {
			w.msgs[k] = parse(k, text)
		} else {
			bad("messages: %s is missing", k)
		}
	}
	for k := range f.Messages {
		if _, ok := w.msgs[k]; !ok {
			bad("messages: unknown message %s", k)
		}
	}
	if len(probs) > 0 {
		return nil, fmt.Errorf("story: %s: %s", name, strings.Join(probs, "; "))
	}
	return w, nil
}

// run fills template t with data.
func run(t *template.Template, data any) (string, error) {
	var b bytes.Buffer
	if err := t.Execute(&b, data); err != nil {
		return "", fmt.Errorf("story: %w", err)
	}
	return b.String(), nil
}

// count says n of a counted thing in its one or other form.
func count(forms [2]*template.Template, n int) (string, error) {
	if n == 1 {
		return run(forms[0], n)
	}
	return run(forms[1], n)
}

// card writes a card as its rank and suit, in the locale's words.
func (w *words) card(c cards.Card) string {
	return w.ranks[c.Rank()] + w.suits[c.Suit()]
}

// list joins items: "a, b and c".
func (w *words) list(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + w.and + items[len(items)-1]
}

// cardList writes cards as a list.
func (w *words) cardList(cs []cards.Card) string {
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = w.card(c)
	}
	return w.list(items)
}
