package preview

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/content"
)

// Source is where the preview reads the card: a card directory, which it
// watches, or a shipped card's id, read from the files built into rulecard
// (nothing to watch).
type Source struct {
	// Dir is the card's directory; when set, Shipped is ignored.
	Dir string
	// Shipped is a shipped card's id.
	Shipped string
}

// load loads the card.
func (s Source) load() (*content.Card, error) {
	if s.Dir != "" {
		return content.Load(s.Dir)
	}
	return content.LoadShipped(s.Shipped)
}

// Name is the card's directory, or its id for a shipped card read from
// rulecard itself.
func (s Source) Name() string {
	if s.Dir != "" {
		return s.Dir
	}
	return s.Shipped
}

// Watched reports whether the source is a directory the preview watches.
func (s Source) Watched() bool { return s.Dir != "" }

// ResolveSource says where the card a command-line argument names is read
// from, as content.Resolve reads it: a shipped card's id, or a card
// directory (an argument with a path separator or a leading dot is always
// a directory). A shipped card is read from its directory in rulecard's
// source tree when the working directory wd lies in it (content.SourceDir),
// so that its files can be edited and watched. No argument is the card in
// wd if there is one, else the shipped Go Fish card.
func ResolveSource(arg, wd string) (Source, error) {
	if arg == "" {
		if _, err := os.Stat(filepath.Join(wd, "card.yaml")); err == nil {
			return Source{Dir: "."}, nil
		}
		arg = "gofish"
	}
	isPath := strings.ContainsRune(arg, '/') || strings.ContainsRune(arg, os.PathSeparator) || strings.HasPrefix(arg, ".")
	if !isPath && slices.Contains(content.ShippedIDs(), arg) {
		if dir, ok := content.SourceDir(wd, arg); ok {
			return Source{Dir: dir}, nil
		}
		return Source{Shipped: arg}, nil
	}
	if info, err := os.Stat(arg); err != nil || !info.IsDir() {
		return Source{}, fmt.Errorf("%w: %q is not a shipped card (%s) nor a card directory",
			content.ErrNoCard, arg, strings.Join(content.ShippedIDs(), ", "))
	}
	return Source{Dir: filepath.Clean(arg)}, nil
}
