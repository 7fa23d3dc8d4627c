package story

import (
	"fmt"
	"slices"
	"strings"
	"text/template"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/locale"
)

// messageKeys are the messages every locale must define; a locale file
// with a key missing or one more is refused.
var messageKeys = []string{
	"hand", "hand-empty", "start", "start-empty",
	"ask", "ask-card", "hit", "go-fish", "none-held",
	"draw", "draw-wish", "draw-wish-card", "draw-lucky", "draw-none",
	"book", "book-deal", "book-claimed", "book-waited", "book-end", "book-given",
	"new-hand", "draw-one", "skip-no-cards", "skip-nobody", "out",
	"end", "end-all-booked", "end-stock-out", "end-player-out", "end-stuck", "end-booked-out", "end-other",
	"wins", "share", "nobody-wins", "again", "turn", "claim", "refused", "refused-over",
	"why-not-your-turn", "why-no-such-seat", "why-ask-self", "why-empty-hand", "why-not-holding-rank",
	"why-dead-ask", "why-game-over", "why-wrong-move-kind", "why-not-a-book", "why-own-card", "why-other",
}

// localeFile is a locale's file as written.
type localeFile struct {
	Locale locale.Code `yaml:"locale"`
	Ranks  struct {
		Asked  []string `yaml:"asked"`
		Booked []string `yaml:"booked"`
		// Definite is the definite plural ("the sevens", "sjuorna",
		// "die Siebener"); Letters the rank as a card shows it (A, Kn, B).
		Definite []string `yaml:"definite"`
		Letters  []string `yaml:"letters"`
	} `yaml:"ranks"`
	Cards    []string          `yaml:"cards"`
	Books    []string          `yaml:"books"`
	And      string            `yaml:"and"`
	Seat     string            `yaml:"seat"`
	Messages map[string]string `yaml:"messages"`
}

// words are a locale's words, parsed: the rank names and the messages.
type words struct {
	code          locale.Code
	asked, booked [cards.NumRanks + 1]string
	// definite: the definite plural of each rank; letters: its index
	// on a card.
	definite, letters [cards.NumRanks + 1]string
	cards, books      [2]*template.Template // one, other
	and               string
	seat              *template.Template
	msgs              map[string]*template.Template
}

// Locales returns the codes of the shipped locales stories can be told
// in (those whose folder has story.yaml), Source first.
func Locales() []locale.Code { return locales.Library().With("story.yaml") }

// funcs are the functions a message may call: plural N ONE OTHER.
var funcs = template.FuncMap{
	"plural": func(n int, one, other string) string {
		if n == 1 {
			return one
		}
		return other
	},
}

// loadWords reads and checks the words of a locale: the story.yaml of
// its folder in lib (or its language's).
func loadWords(lib *locale.Library, code locale.Code) (*words, error) {
	file, ok := lib.Find(code, "story.yaml")
	if !ok {
		return nil, fmt.Errorf("story: no words for locale %q (locales: %s)", code, strings.Join(locale.Strings(lib.With("story.yaml")), ", "))
	}
	var f localeFile
	if err := file.Decode(&f); err != nil {
		return nil, fmt.Errorf("story: %w", err)
	}
	return f.parse(file.Path, file.Code)
}

// parse checks the file and parses its templates.
func (f *localeFile) parse(name string, code locale.Code) (*words, error) {
	w := &words{code: code, and: f.And, msgs: map[string]*template.Template{}}
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	if f.Locale != code {
		bad("locale %q, want %q", f.Locale, code)
	}
	if len(f.Ranks.Asked) != cards.NumRanks || len(f.Ranks.Booked) != cards.NumRanks ||
		len(f.Ranks.Definite) != cards.NumRanks || len(f.Ranks.Letters) != cards.NumRanks {
		bad("ranks: want %d asked, booked, definite and letters, ace first", cards.NumRanks)
	} else {
		copy(w.asked[1:], f.Ranks.Asked)
		copy(w.booked[1:], f.Ranks.Booked)
		copy(w.definite[1:], f.Ranks.Definite)
		copy(w.letters[1:], f.Ranks.Letters)
	}
	parse := func(key, text string) *template.Template {
		t, err := template.New(key).Funcs(funcs).Option("missingkey=error").Parse(text)
		if err != nil {
			bad("%s: %v", key, err)
		}
		return t
	}
	if len(f.Cards) != 2 || len(f.Books) != 2 {
		bad("cards and books: want two forms each, one and other")
	} else {
		w.cards = [2]*template.Template{parse("cards", f.Cards[0]), parse("cards", f.Cards[1])}
		w.books = [2]*template.Template{parse("books", f.Books[0]), parse("books", f.Books[1])}
	}
	w.seat = parse("seat", f.Seat)
	for _, k := range messageKeys {
		if text, ok := f.Messages[k]; ok {
			w.msgs[k] = parse(k, text)
		} else {
			bad("messages: %s is missing", k)
		}
	}
	for k := range f.Messages {
		if !slices.Contains(messageKeys, k) {
			bad("messages: unknown message %s", k)
		}
	}
	if len(probs) > 0 {
		slices.Sort(probs)
		return nil, fmt.Errorf("story: %s: %s", name, strings.Join(probs, "; "))
	}
	return w, nil
}
