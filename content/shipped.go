package content

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/rulecard/rulecard/locale"
	"go.yaml.in/yaml/v3"
)

// embedded holds the shipped cards (cards/<id>/); every locale's words
// are in package locale.
//
//go:embed cards
var embedded embed.FS

// ErrNoCard is wrapped by Resolve's error when its argument names neither
// a shipped card nor a directory.
var ErrNoCard = errors.New("no such card")

// shippedPrefix is prepended to the embedded files' paths in positions, so
// that an error in a shipped card names its file in the repository.
const shippedPrefix = "content/"

// ShippedIDs returns the ids of the shipped cards, sorted.
func ShippedIDs() []string {
	entries, err := fs.ReadDir(embedded, "cards")
	if err != nil {
		return nil
	}
	var ids []string
	for _, e := range entries {
		if e.IsDir() {
			ids = append(ids, e.Name())
		}
	}
	return ids
}

// LoadShipped loads the shipped card with this id.
func LoadShipped(id string) (*Card, error) { return loadShipped(id, scope{}) }

// scope is what a load reads besides card.yaml: the locale files of
// locales (and of locale.Source) when there are some, else every one;
// and each locale's words unless noWords.
type scope struct {
	locales []locale.Code
	noWords bool
}

// apply sets l to read what s says.
func (s scope) apply(l *loader) {
	if len(s.locales) > 0 {
		l.only = s.locales
	}
	l.noWords = s.noWords
}

// loadShipped loads the shipped card with this id, reading what s says.
func loadShipped(id string, s scope) (*Card, error) {
	if !isIdentifier(id) || !fs.ValidPath("cards/"+id) {
		return nil, fmt.Errorf("%w: %q is not a shipped card (%s)", ErrNoCard, id, strings.Join(ShippedIDs(), ", "))
	}
	dir := "cards/" + id
	if _, err := fs.Stat(embedded, dir); err != nil {
		return nil, fmt.Errorf("%w: %q is not a shipped card (%s)", ErrNoCard, id, strings.Join(ShippedIDs(), ", "))
	}
	shown := shippedPrefix + dir
	l := newLoader(embedded, dir, shown, func(name string) string { return path.Join(shown, name) })
	s.apply(l)
	c, err := l.load()
	if err != nil {
		return nil, err
	}
	if c.ID != id {
		return nil, ErrorList{{Pos: c.Pos, Msg: fmt.Sprintf("card id %q does not match its directory %q", c.ID, id)}}
	}
	c.shipped = true
	return c, nil
}

// Shipped loads every shipped card, in the order of their ids. It fails
// with the problems of the first card that does not load.
func Shipped() ([]*Card, error) { return shippedCards(scope{}) }

// shippedCards is Shipped, each card read as s says.
func shippedCards(s scope) ([]*Card, error) {
	var cards []*Card
	for _, id := range ShippedIDs() {
		c, err := loadShipped(id, s)
		if err != nil {
			return nil, err
		}
		cards = append(cards, c)
	}
	return cards, nil
}

// Resolve loads the card a command-line argument names: a shipped card's
// id ("gofish") or a card directory. An argument with a path separator or
// a leading dot is always a directory ("./gofish" is the directory even if
// a shipped card is called gofish); otherwise a shipped id wins over a
// directory of the same name. Neither is an error wrapping ErrNoCard.
func Resolve(arg string) (*Card, error) { return ResolveLocales(arg, nil) }

// ResolveLocales loads the card arg names, as Resolve does, reading only
// the locale files of locales (and of locale.Source, which a draft falls
// back on), so that a locale under way or broken stops no other and a
// build of one language reads no other. With locales empty it reads every
// one.
func ResolveLocales(arg string, locales []locale.Code) (*Card, error) {
	return resolveCard(arg, scope{locales: locales})
}

// resolveCard is ResolveLocales, reading what s says.
func resolveCard(arg string, s scope) (*Card, error) {
	isPath := strings.ContainsRune(arg, '/') || strings.ContainsRune(arg, os.PathSeparator) || strings.HasPrefix(arg, ".")
	if !isPath {
		c, err := loadShipped(arg, s)
		if !errors.Is(err, ErrNoCard) {
			return c, err
		}
	}
	if info, err := os.Stat(arg); err != nil || !info.IsDir() {
		return nil, fmt.Errorf("%w: %q is not a shipped card (%s) nor a card directory", ErrNoCard, arg, strings.Join(ShippedIDs(), ", "))
	}
	l := newLoader(os.DirFS(arg), ".", arg, func(name string) string { return filepath.Join(arg, name) })
	s.apply(l)
	return l.load()
}

// ShippedGame returns the game a shipped card is for, as its card.yaml's
// game: names it (DefaultGame when it names none), read without loading
// the card: a test of one game walks that game's cards without the
// others registered.
func ShippedGame(id string) (string, error) {
	data, err := fs.ReadFile(embedded, path.Join("cards", id, cardFile))
	if err != nil {
		return "", err
	}
	var head struct {
		Game string `yaml:"game"`
	}
	if err := yaml.Unmarshal(data, &head); err != nil {
		return "", fmt.Errorf("%s%s: %w", shippedPrefix, path.Join("cards", id, cardFile), err)
	}
	if head.Game == "" {
		return DefaultGame, nil
	}
	return head.Game, nil
}
