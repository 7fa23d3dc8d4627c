// Package schema holds the JSON Schemas of rulecard's files, for editors
// that check YAML as it is written (VS Code's YAML extension and others
// that read a `# yaml-language-server: $schema=…` line): card.yaml, a
// card's locale files, the sheet words and the worked-example scenario
// files. The loaders are the authority; the schemas say as much of what
// they check as a schema can (a test keeps them in step).
package schema

import (
	"embed"
	"fmt"
	"slices"
	"strings"
)

//go:embed *.schema.json
var files embed.FS

// Kind names one file format with a schema.
type Kind string

// The kinds of file with a schema.
const (
	// Card is card.yaml: a card's structure and claims.
	Card Kind = "card"
	// Locale is <locale>.yaml beside card.yaml: a card's words.
	Locale Kind = "locale"
	// Sheet is the sheet words: locale/<locale>/sheet.yaml, or a card's
	// own <locale>.sheet.yaml.
	Sheet Kind = "sheet"
	// Scenario is a worked-example scenario file.
	Scenario Kind = "scenario"
	// Words is the words the check reads: locale/<locale>/words.yaml (the
	// shared ones), a game's games/<game>/locales/<locale>/words.yaml, or
	// a card's own <locale>.words.yaml.
	Words Kind = "words"
	// Typography is a locale folder's locale.yaml: its name and
	// typography.
	Typography Kind = "typography"
	// Rules is a locale folder's rules.yaml: the rules text's phrases.
	Rules Kind = "rules"
	// Story is a locale folder's story.yaml: the worked examples' words.
	Story Kind = "story"
	// Reference is a locale folder's reference.yaml: the rules
	// reference's own words.
	Reference Kind = "reference"
	// Starter is a locale folder's starter.yaml: the words of the card
	// rulecard new starts.
	Starter Kind = "starter"
)

// Kinds lists every kind, in the order the help shows them.
var Kinds = []Kind{Card, Locale, Sheet, Scenario, Words, Typography, Rules, Story, Reference, Starter}

// FolderKinds are the kinds of a locale folder's files (locale/<code>/ or
// a card's locales/<code>/), by file name.
var FolderKinds = map[string]Kind{
	"locale.yaml": Typography, "sheet.yaml": Sheet, "words.yaml": Words,
	"rules.yaml": Rules, "story.yaml": Story, "reference.yaml": Reference,
	"starter.yaml": Starter,
}

// File returns the kind's file name, "card.schema.json".
func (k Kind) File() string { return string(k) + ".schema.json" }

// ParseKind returns the kind named s ("card", any case).
func ParseKind(s string) (Kind, error) {
	k := Kind(strings.ToLower(strings.TrimSpace(s)))
	if !slices.Contains(Kinds, k) {
		names := make([]string, len(Kinds))
		for i, k := range Kinds {
			names[i] = string(k)
		}
		return "", fmt.Errorf("no schema %q (schemas: %s)", s, strings.Join(names, ", "))
	}
	return k, nil
}

// JSON returns the kind's schema, JSON Schema draft-07.
func (k Kind) JSON() ([]byte, error) {
	return files.ReadFile(k.File())
}
