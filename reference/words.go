package reference

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/template"
	"time"

	"github.com/rulecard/rulecard/locale"
)

// wordsFile is a locale's words as written.
type wordsFile struct {
	Locale       locale.Code       `yaml:"locale"`
	Subtitle     string            `yaml:"subtitle"`
	And          string            `yaml:"and"`
	Contents     string            `yaml:"contents"`
	Footer       string            `yaml:"footer"`
	Page         string            `yaml:"page"`
	Meta         string            `yaml:"meta"`
	Cover        string            `yaml:"cover"`
	Proven       string            `yaml:"proven"`
	Note         string            `yaml:"note"`
	RestsOn      string            `yaml:"rests-on"`
	Example      string            `yaml:"example"`
	NoExample    string            `yaml:"no-example"`
	Untranslated string            `yaml:"untranslated"`
	Rules        string            `yaml:"rules"`
	RulesNote    string            `yaml:"rules-note"`
	RulesEnglish string            `yaml:"rules-english"`
	Glossary     string            `yaml:"glossary"`
	GlossaryNote string            `yaml:"glossary-note"`
	Terms        []termFile        `yaml:"terms"`
	Check        string            `yaml:"check"`
	CheckText    string            `yaml:"check-text"`
	CheckConfigs string            `yaml:"check-configs"`
	Config       string            `yaml:"config"`
	ConfigSep    string            `yaml:"config-sep"`
	Facts        string            `yaml:"facts"`
	FactsText    string            `yaml:"facts-text"`
	FactsHead    string            `yaml:"facts-head"`
	FactsBots    map[string]string `yaml:"facts-bots"`
	FactsRows    map[string]string `yaml:"facts-rows"`
	Numbers      struct {
		Percent string `yaml:"percent"`
	} `yaml:"numbers"`
	Months []string          `yaml:"months"`
	Date   string            `yaml:"date"`
	Claims map[string]string `yaml:"claims"`
}

// termFile is a glossary entry of the reference's own.
type termFile struct {
	Term string `yaml:"term"`
	Text string `yaml:"text"`
}

// factRows are the rows of the facts table that every game has; a game's
// own figures come between turns and first-seat, and its bots' names in
// facts-bots.
var factRows = []string{"games", "turns", "first-seat", "fair"}

// words are a locale's words, its templates parsed.
type words struct {
	f    wordsFile
	code locale.Code        // the locale the words are in
	typo locale.Typography  // how that locale writes numbers
	tmpl *template.Template // one named template per templated key
}

// Locales returns the codes of the shipped locales the reference has its
// own words in, Source first. A card in another locale gets Source's.
func Locales() []locale.Code { return locale.Shipped().With("reference.yaml") }

// loadWords reads a locale's words from the reference.yaml of its folder
// in lib (or its language's), or locale.Source's when it has none.
func loadWords(lib *locale.Library, code locale.Code) (*words, error) {
	file, ok := lib.Find(code, "reference.yaml")
	if !ok {
		if file, ok = lib.Open(locale.Source, "reference.yaml"); !ok {
			return nil, fmt.Errorf("reference: no reference.yaml for %s", locale.Source)
		}
	}
	info, _, err := lib.Info(file.Code)
	if err != nil {
		return nil, fmt.Errorf("reference: %w", err)
	}
	w := &words{code: file.Code, typo: info.Typography}
	if err := file.Decode(&w.f); err != nil {
		return nil, fmt.Errorf("reference: %w", err)
	}
	if err := w.gameFacts(lib); err != nil {
		return nil, err
	}
	if err := w.parse(file.Path); err != nil {
		return nil, err
	}
	return w, nil
}

// factsFile is a game's (or card's) facts.yaml: the names of its bots,
// the rows of its own figures and the descriptions of its claims, over
// those of reference.yaml.
type factsFile struct {
	FactsBots map[string]string `yaml:"facts-bots"`
	FactsRows map[string]string `yaml:"facts-rows"`
	Claims    map[string]string `yaml:"claims"`
}

// gameFacts lays the facts.yaml of every layer of lib that has one for
// the words' locale over the words' facts-bots, facts-rows and claims,
// the shared layer's first and a card's last, so that a game names its
// own bots and figures and describes its own claims in its own folder
// (two games' claims may share an id and not a meaning: pack.sizes).
func (w *words) gameFacts(lib *locale.Library) error {
	files := lib.OpenEach(w.code, "facts.yaml")
	for i := len(files) - 1; i >= 0; i-- {
		var f factsFile
		if err := files[i].Decode(&f); err != nil {
			return fmt.Errorf("reference: %w", err)
		}
		w.f.FactsBots = merged(w.f.FactsBots, f.FactsBots)
		w.f.FactsRows = merged(w.f.FactsRows, f.FactsRows)
		w.f.Claims = merged(w.f.Claims, f.Claims)
	}
	return nil
}

// merged returns a copy of base with over's entries laid over it.
func merged(base, over map[string]string) map[string]string {
	out := make(map[string]string, len(base)+len(over))
	maps.Copy(out, base)
	maps.Copy(out, over)
	return out
}

// parse parses the templated words and checks that none is missing.
func (w *words) parse(name string) error {
	f := &w.f
	w.tmpl = template.New(name).Option("missingkey=error").Funcs(w.funcs())
	var probs []string
	for key, text := range map[string]string{
		"footer": f.Footer, "page": f.Page, "meta": f.Meta, "proven": f.Proven, "example": f.Example,
		"rules-note": f.RulesNote, "check-text": f.CheckText, "check-configs": f.CheckConfigs,
		"config": f.Config, "facts-text": f.FactsText, "facts-head": f.FactsHead,
		"percent": f.Numbers.Percent, "date": f.Date,
	} {
		if text == "" {
			probs = append(probs, key+" is missing")
			continue
		}
		if _, err := w.tmpl.New(key).Parse(text); err != nil {
			probs = append(probs, err.Error())
		}
	}
	for _, s := range []string{f.Subtitle, f.And, f.Contents, f.Cover, f.Note, f.RestsOn, f.NoExample, f.Untranslated,
		f.Rules, f.RulesEnglish, f.Glossary, f.GlossaryNote, f.Check, f.Facts, f.ConfigSep} {
		if s == "" {
			probs = append(probs, "a plain word is missing")
		}
	}
	for _, r := range factRows {
		if f.FactsRows[r] == "" {
			probs = append(probs, "facts-rows."+r+" is missing")
		}
	}
	if len(f.Months) != 12 {
		probs = append(probs, "months: want twelve")
	}
	if len(probs) > 0 {
		slices.Sort(probs)
		return fmt.Errorf("reference: %s: %s", name, strings.Join(probs, "; "))
	}
	return nil
}

// funcs are the functions the templates may call.
func (w *words) funcs() template.FuncMap {
	return template.FuncMap{
		"num":   w.num,
		"dec":   w.dec,
		"pct":   w.pct,
		"quote": w.quote,
		"plural": func(n int, one, other string) string {
			if n == 1 {
				return one
			}
			return other
		},
	}
}

// quote sets s in the locale's double quotes, with the spaces its
// typography puts inside them (« house » in French).
func (w *words) quote(s string) string {
	open, close := w.typo.Quotes[0], w.typo.Quotes[1]
	if r := []rune(open); len(r) == 1 {
		if sp, ok := w.typo.After[r[0]]; ok {
			open += string(rune(sp))
		}
	}
	if r := []rune(close); len(r) == 1 {
		if sp, ok := w.typo.Before[r[0]]; ok {
			close = string(rune(sp)) + close
		}
	}
	return open + s + close
}

// say executes the templated word key with data. A template that fails
// is a bug of the locale file, found by the tests; it says so in place.
func (w *words) say(key string, data any) string {
	var b strings.Builder
	if err := w.tmpl.ExecuteTemplate(&b, key, data); err != nil {
		return "[" + err.Error() + "]"
	}
	return b.String()
}

// list joins words as the locale does: "a", "a and b", "a, b and c".
func (w *words) list(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + w.f.And + words[len(words)-1]
}

// num formats a whole number with the locale's thousands separator.
func (w *words) num(n int) string {
	s := strconv.Itoa(max(n, -n))
	var b strings.Builder
	if n < 0 {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(w.typo.Group)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// dec formats a number with one decimal, in the locale's way.
func (w *words) dec(v float64) string {
	whole := int(math.Floor(v*10+0.5)) / 10
	tenth := int(math.Floor(v*10+0.5)) % 10
	return w.num(whole) + w.typo.Decimal + strconv.Itoa(tenth)
}

// pct formats a fraction (0 to 1) as a percentage with one decimal.
func (w *words) pct(v float64) string { return w.say("percent", w.dec(100*v)) }

// date formats a day in the locale's way ("2 May 2025").
func (w *words) date(t time.Time) string {
	return w.say("date", struct {
		Day   int
		Month string
		Year  int
	}{t.Day(), w.f.Months[t.Month()-1], t.Year()})
}
