package starter

import (
	"fmt"

	"github.com/rulecard/rulecard/locale"
)

// Words are a locale folder's starter.yaml.
type Words struct {
	Locale   string            `yaml:"locale"`
	Title    string            `yaml:"title"`
	Sections map[string]string `yaml:"sections"`
	Phrases  Phrases           `yaml:"phrases"`
	Texts    map[string]string `yaml:"texts"`
}

// Phrases are the words the program fills in with the rules' numbers.
type Phrases struct {
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

// ReadWords reads the starter words of locale code from lib (its own or
// its language's), and says which locale they are: the source locale's
// when code has none.
func ReadWords(lib *locale.Library, code locale.Code) (*Words, locale.Code, error) {
	f, ok := lib.Find(code, WordsFile)
	if !ok {
		if f, ok = lib.Find(locale.Source, WordsFile); !ok {
			return nil, "", fmt.Errorf("no %s for %s, nor for %s", WordsFile, code, locale.Source)
		}
	}
	var w Words
	if err := f.Decode(&w); err != nil {
		return nil, "", err
	}
	if locale.Code(w.Locale) != f.Code {
		return nil, "", fmt.Errorf("%s: locale %q does not match its folder (want %q)", f.Path, w.Locale, f.Code)
	}
	return &w, f.Code, nil
}
