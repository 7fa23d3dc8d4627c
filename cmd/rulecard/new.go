package main

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
)

// newOptions are the inputs of `rulecard new`.
type newOptions struct {
	Out     io.Writer
	Dir     string
	Game    newGame
	Rules   word
	Options []word
	Sets    []string
	Locales []locale.Code
}

// newGame is the game --game names for a new card: a registered game, or
// none (a card printed, never proven).
type newGame string

// String returns the id.
func (g newGame) String() string { return string(g) }

// parseNewGame takes a registered game's id, or none.
func parseNewGame(s string) (newGame, error) {
	if s == content.NoGame {
		return newGame(s), nil
	}
	if _, err := game.Lookup(s); err != nil {
		return "", fmt.Errorf("%w, or %s for a card of a game rulecard has no engine for", err, content.NoGame)
	}
	return newGame(s), nil
}

func newNewCmd() *cobra.Command {
	opts := &newOptions{}
	cmd := &cobra.Command{
		Use:   "new DIR",
		Short: "Start a card folder whose statements are the chosen rules in words",
		Long: `Write a new card folder DIR: card.yaml, with the rules --rules, --option and
--set name it (the same as rules, play and simulate take) and a statement for
each of them bound to the claims that prove it, and one LOCALE.yaml per
--locale with the statements' words. The card checks at once
(rulecard check DIR); then change its words, its title, its sections, and
check again.

The words and the claims are the game's: a locale it has no words for is
written as a draft (status: draft), set in English until it is translated,
and said so in one line. --game none writes a card for a game rulecard has
no engine for: a printable skeleton whose statements you write, never
proven. The players and packs are those the rules make: a --set of
players.min, players.max or packs is written once, in changes:.

DIR must not exist, or be empty: nothing is replaced.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out, opts.Dir = cmd.OutOrStdout(), args[0]
			if opts.Game == content.NoGame {
				for _, name := range []string{"rules", "option", "set"} {
					if cmd.Flags().Changed(name) {
						return &usageError{fmt.Errorf("--%s: a card of game %s has no engine to play its rules; leave --rules, --option and --set out", name, content.NoGame)}
					}
				}
			}
			return runNew(opts)
		},
	}
	f := cmd.Flags()
	oneOfVar(f, &opts.Game, "game", newGame(content.DefaultGame), parseNewGame, "game", "the game (rulecard games lists them), or none for a card never proven")
	oneOfVar(f, &opts.Rules, "rules", "", parseWord, "preset", "rule preset (default: the game's; rulecard rules lists them)")
	listOfVar(f, &opts.Options, "option", nil, parseWord, "options", "preset options")
	f.StringArrayVar(&opts.Sets, "set", nil, "change one rule: name=value (repeatable; rulecard rules lists the names)")
	listOfVar(f, &opts.Locales, "locale", []locale.Code{locale.Source}, locale.ParseCode, "locale", "the card's languages (repeatable or a comma list; "+string(locale.Source)+" is always written)")
	return cmd
}

// runNew writes the card folder: into a temporary folder beside DIR,
// renamed to DIR once every file is written and the card loads.
func runNew(opts *newOptions) error {
	if err := refuseNonEmpty(opts.Dir); err != nil {
		return err
	}
	codes := []locale.Code{locale.Source}
	for _, c := range opts.Locales {
		if !locale.Shipped().Has(c, "sheet.yaml") {
			return &usageError{fmt.Errorf("--locale %s: rulecard ships no language %s (%s); start the card in %s, then rulecard locale new %s %s writes the files of a new language",
				c, c, strings.Join(locale.Strings(locale.Shipped().Codes()), ", "), locale.Source, dirArg(opts.Dir), c)}
		}
		if !slices.Contains(codes, c) {
			codes = append(codes, c)
		}
	}
	files, drafts, err := newCardFiles(opts, codes)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(filepath.Clean(opts.Dir)), ".new-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := writeCardFiles(tmp, files); err != nil {
		return err
	}
	var notes []string
	for _, code := range drafts {
		if err := writeDraft(tmp, code); err != nil {
			return err
		}
		notes = append(notes, fmt.Sprintf("%s: no starter words in %s; %s.yaml is a draft, set in %s until translated (rulecard locale status %s)",
			code, code, code, locale.Source, dirArg(opts.Dir)))
	}
	if _, err := content.Load(tmp); err != nil {
		return fmt.Errorf("the new card does not load (a fault of rulecard's, please report it): %w", err)
	}
	if err := os.Remove(opts.Dir); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err := os.Rename(tmp, opts.Dir); err != nil {
		return err
	}
	names, err := fileNames(opts.Dir)
	if err != nil {
		return err
	}
	fmt.Fprintf(opts.Out, "wrote %s: %s\n", opts.Dir, strings.Join(names, ", "))
	for _, n := range notes {
		fmt.Fprintln(opts.Out, n)
	}
	next := "rulecard check " + dirArg(opts.Dir)
	if opts.Game == content.NoGame {
		next = "write its statements, then run: rulecard build " + dirArg(opts.Dir)
	}
	fmt.Fprintf(opts.Out, "Next: %s\n", next)
	return nil
}

// refuseNonEmpty refuses a DIR that exists and is not an empty folder.
func refuseNonEmpty(dir string) error {
	if dir == "" {
		return &usageError{errors.New("DIR: want a folder name")}
	}
	info, err := os.Lstat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !info.IsDir() {
		return fmt.Errorf("%s exists and is not a folder: nothing is replaced", dir)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	if len(entries) > 0 {
		return fmt.Errorf("%s is not empty: nothing is replaced (name a new folder)", dir)
	}
	return nil
}

// newCardFiles returns the files of the card, by name, and the locales
// written as drafts: those the game has no starter words for.
func newCardFiles(opts *newOptions, codes []locale.Code) (map[string][]byte, []locale.Code, error) {
	id := cardID(opts.Dir)
	if opts.Game == content.NoGame {
		return skeletonFiles(id, codes)
	}
	g, err := game.Lookup(string(opts.Game))
	if err != nil {
		return nil, nil, &usageError{err}
	}
	st, ok := g.(game.Starter)
	if !ok {
		return nil, nil, fmt.Errorf("%s cannot start a card: it has no starter words", g.Name())
	}
	preset := string(opts.Rules)
	if preset == "" {
		preset = g.DefaultPreset()
	}
	sets := lastSets(opts.Sets)
	r, err := rulesOf(g, preset, words(opts.Options), sets)
	if err != nil {
		return nil, nil, err
	}
	files := map[string][]byte{}
	var drafts []locale.Code
	var first *game.StarterCard
	for _, code := range codes {
		sc, err := st.Starter(r, nil, code)
		if err != nil {
			return nil, nil, err
		}
		if sc.Locale != code {
			drafts = append(drafts, code)
			continue
		}
		if first == nil {
			first = sc
			files["card.yaml"] = starterCardYAML(id, g.ID(), preset, words(opts.Options), sets, sc)
		} else if err := sameStatements(first, sc); err != nil {
			return nil, nil, err
		}
		files[string(code)+".yaml"] = starterLocaleYAML(sc)
	}
	return files, drafts, nil
}

// cardID makes a card id of DIR's name: lower-case letters, digits and
// hyphens.
func cardID(dir string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(filepath.Base(filepath.Clean(dir))) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	id := strings.TrimSuffix(b.String(), "-")
	if id == "" || id[0] < 'a' || id[0] > 'z' {
		id = "card" + strings.TrimPrefix("-"+id, "-")
	}
	return id
}

// lastSets keeps each --set setting's last value, where it was last
// given, so that card.yaml's changes: names each setting once.
func lastSets(sets []string) []string {
	var out []string
	for i, s := range sets {
		name, _, _ := strings.Cut(s, "=")
		later := slices.ContainsFunc(sets[i+1:], func(t string) bool {
			n, _, _ := strings.Cut(t, "=")
			return strings.TrimSpace(n) == strings.TrimSpace(name)
		})
		if !later {
			out = append(out, s)
		}
	}
	return out
}

// sameStatements reports a locale's starter card whose statements or
// claims differ from the first's: every locale shares card.yaml.
func sameStatements(a, b *game.StarterCard) error {
	if shape(a) != shape(b) {
		return fmt.Errorf("the starter words of %s and %s give different statements (a fault of the game's starter data)", a.Locale, b.Locale)
	}
	return nil
}

// shape writes a starter card's statements and claims, not its words.
func shape(c *game.StarterCard) string {
	var b strings.Builder
	writeStatement := func(st game.StarterStatement) {
		fmt.Fprintf(&b, "%s %t", st.ID, st.Term != "")
		for _, cl := range st.Claims {
			fmt.Fprintf(&b, " %s%s", cl.ID, game.FormatParams(cl.Params))
		}
		b.WriteString("\n")
	}
	writeStatement(c.Tagline)
	for _, s := range c.Sections {
		fmt.Fprintf(&b, "[%s %t]\n", s.ID, s.Glossary)
		for _, st := range s.Statements {
			writeStatement(st)
		}
	}
	return b.String()
}

// writeCardFiles writes files into dir.
func writeCardFiles(dir string, files map[string][]byte) error {
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := writeNew(p, data); err != nil {
			return err
		}
	}
	return nil
}

// writeDraft writes the files of locale code as a draft into the card at
// dir, as `rulecard locale new` writes them, marked status: draft.
func writeDraft(dir string, code locale.Code) error {
	card, err := content.Load(dir)
	if err != nil {
		return err
	}
	tpls, err := content.LocaleTemplates(card, locale.Source, code)
	if err != nil {
		return err
	}
	for i, tpl := range tpls {
		if tpl.Name == string(code)+".yaml" {
			// A draft is set in English until translated; its number
			// words, left out, are its language's (or the source's).
			line := "locale: " + string(code) + "\n"
			data := strings.Replace(string(tpl.Data), line, line+"status: draft\n", 1)
			tpls[i].Data = []byte(strings.Replace(data, "\nnumbers: []\n", "\n", 1))
		}
		if err := writeCardFiles(dir, map[string][]byte{tpl.Name: tpls[i].Data}); err != nil {
			return err
		}
	}
	return nil
}

// fileNames lists the files under dir, sorted, by their slash paths.
func fileNames(dir string) ([]string, error) {
	var names []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		names = append(names, filepath.ToSlash(rel))
		return err
	})
	slices.Sort(names)
	return names, err
}

// skeleton holds the card a --game none card starts from: card.yaml and
// <locale>.yaml, the words of the statements to write.
//
//go:embed skeleton
var skeleton embed.FS

// skeletonFiles returns the skeleton card, its id set, and the locales
// to write as drafts (every one but the source: the skeleton's words are
// English).
func skeletonFiles(id string, codes []locale.Code) (map[string][]byte, []locale.Code, error) {
	files := map[string][]byte{}
	for _, name := range []string{"card.yaml", string(locale.Source) + ".yaml"} {
		data, err := fs.ReadFile(skeleton, "skeleton/"+name)
		if err != nil {
			return nil, nil, err
		}
		files[name] = []byte(strings.Replace(string(data), "id: skeleton\n", "id: "+id+"\n", 1))
	}
	return files, codes[1:], nil
}
