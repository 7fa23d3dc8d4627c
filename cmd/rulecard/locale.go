package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// localeNewOptions are the inputs of `rulecard locale new`.
type localeNewOptions struct {
	Out    io.Writer
	Getwd  func() (string, error)
	Card   string
	Code   locale.Code
	From   locale.Code
	OutDir string
}

// newLocaleCmd builds `rulecard locale` and its `new` subcommand.
func newLocaleCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "locale",
		Short: "Start, update and follow the translations of a card",
		Args:  cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return &usageError{fmt.Errorf("unknown command %q for %q", args[0], cmd.CommandPath())}
			}
			return cmd.Help()
		},
	}
	opts := &localeNewOptions{Getwd: os.Getwd}
	newCmd := &cobra.Command{
		Use:   "new CARD LOCALE",
		Short: "Write a new locale's files for a translator to fill in",
		Long: `Write LOCALE.yaml for a card: every key the card needs, in card order, each
text left empty ("") with the words of --from (English by default) above it as
a comment, so that a translator starts from a complete file. When no sheet
words exist for LOCALE (shipped in locale/LOCALE/, or in the card), it also
writes LOCALE.sheet.yaml: the fold labels, printing instructions, legend,
scale caption and on-screen help, to translate the same way. It never
replaces an existing file: when LOCALE.yaml is there already, the translation
is under way, and 'rulecard locale status' and 'rulecard locale update' go on
with it.

--from names the language to start from. The rule words the check reads
(LOCALE.words.yaml), the sheet words and the typography are copied from it:
for a language rulecard does not ship, name the closest one it does
(rulecard locale new CARD it --from es), so the translator adapts Spanish
lists rather than writing every one from English. The texts are translated
from --from's texts when the card has them, else from the card's own first
locale.

Where the files go:
  - a card directory (CARD is a path): into that directory;
  - a shipped card, run inside rulecard's source tree: into its directory
    there, content/cards/CARD/;
  - a shipped card outside the source tree: into ./CARD/, with a copy of
    the card's own files, so that the copy is a card directory of its own;
  - with --out DIR, any card: into DIR/CARD/, copied the same way unless
    DIR/CARD/ already holds the card.

Then 'rulecard check DIR' lists every text still empty, with its file and
line; once none is left, it checks the new words like every other locale's.`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			code, err := locale.ParseCode(args[1])
			if err != nil {
				return &usageError{err}
			}
			opts.Card, opts.Code = args[0], code
			return runLocaleNew(opts)
		},
	}
	oneOfVar(newCmd.Flags(), &opts.From, "from", locale.Source, locale.ParseCode, "locale", "the language to start from: its rule words, sheet words and typography (and its texts, when the card has them)")
	newCmd.Flags().StringVarP(&opts.OutDir, "out", "o", "", "write a copy of the card with the new locale into DIR/CARD/ (see above for the default)")
	wrapArgs(newCmd)
	cmd.AddCommand(newCmd, newLocaleStatusCmd(os.Getwd), newLocaleUpdateCmd(os.Getwd))
	return cmd
}

// runLocaleNew writes the new locale's files where the options say.
func runLocaleNew(opts *localeNewOptions) error {
	if err := refuseStarted(opts); err != nil {
		return err
	}
	// When the whole card does not load (another translation under way,
	// its texts still empty), the locale translated from is read alone
	// (with the source): that stops no new translation.
	card, err := content.Resolve(opts.Card)
	if err != nil {
		card, err = content.ResolveLocales(opts.Card, []locale.Code{opts.From})
	}
	if err != nil {
		return err
	}
	tpls, err := content.LocaleTemplates(card, opts.From, opts.Code)
	if errors.Is(err, content.ErrNoLocale) {
		return &usageError{err} // --from names a locale the card lacks
	}
	if err != nil {
		return err
	}
	dir, copied, err := localeDir(opts, card)
	if err != nil {
		return err
	}
	for _, tpl := range tpls {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(tpl.Name))); err == nil {
			return fmt.Errorf("%s already exists: not replacing it", filepath.Join(dir, filepath.FromSlash(tpl.Name)))
		}
	}
	if copied {
		if err := copyCard(opts.Out, card, dir); err != nil {
			return err
		}
	}
	for _, tpl := range tpls {
		p := filepath.Join(dir, filepath.FromSlash(tpl.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := writeNew(p, tpl.Data); err != nil {
			return err
		}
		what := "texts"
		switch {
		case strings.HasSuffix(tpl.Name, ".sheet.yaml"):
			what = "sheet words"
		case strings.HasSuffix(tpl.Name, ".words.yaml"):
			what = "lists of rule words"
		case path.Base(tpl.Name) == "locale.yaml":
			fmt.Fprintf(opts.Out, "wrote %s: the language's name to write, and its typography to set\n", p)
			continue
		}
		fmt.Fprintf(opts.Out, "wrote %s: %d %s to translate\n", p, tpl.Texts, what)
	}
	fmt.Fprintf(opts.Out, "Fill in every \"\", then run: rulecard check %s --locale %s\n", dirArg(dir), opts.Code)
	return nil
}

// refuseStarted refuses a locale whose translation is under way where the
// new files would go (its <locale>.yaml is there): in one line, naming the
// commands that go on with it, rather than every text it still lacks (the
// whole card cannot load until they are in). It reads the card's source
// locale alone, as locale status does; when even that does not load,
// runLocaleNew reports why.
func refuseStarted(opts *localeNewOptions) error {
	if opts.Code == locale.Source {
		return nil // the source is no translation: LocaleTemplates says it exists
	}
	card, err := content.ResolveLocales(opts.Card, []locale.Code{locale.Source})
	if err != nil {
		return nil
	}
	dir, _, err := localeDir(opts, card)
	if err != nil {
		return nil
	}
	p := filepath.Join(dir, string(opts.Code)+".yaml")
	if _, err := os.Lstat(p); err != nil {
		return nil
	}
	return fmt.Errorf("%s already exists: card %s has locale %s, and nothing is replaced "+
		"(rulecard locale status %s says where its translation stands, rulecard locale update %s %s adds what the source gained since)",
		p, card.ID, opts.Code, dirArg(dir), dirArg(dir), opts.Code)
}

// localeDir returns the directory the new files go to, and whether the
// card's own files must be copied there first.
func localeDir(opts *localeNewOptions, card *content.Card) (string, bool, error) {
	switch {
	case opts.OutDir != "":
		return copyDir(filepath.Join(opts.OutDir, card.ID))
	case !card.Shipped():
		return card.Dir, false, nil
	}
	if wd, err := opts.Getwd(); err == nil {
		if dir, ok := content.SourceDir(wd, card.ID); ok {
			return dir, false, nil
		}
	}
	return copyDir(card.ID)
}

// copyDir returns dir as the target of a copied card: the copy is needed
// unless dir already holds a card.
func copyDir(dir string) (string, bool, error) {
	if _, err := os.Stat(filepath.Join(dir, "card.yaml")); err == nil {
		return dir, false, nil
	}
	return dir, true, nil
}

// copyCard writes the card's own files into dir, which it creates.
func copyCard(w io.Writer, card *content.Card, dir string) error {
	files, err := card.Files()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if err := writeNew(filepath.Join(dir, name), files[name]); err != nil {
			return err
		}
	}
	fmt.Fprintf(w, "copied card %s into %s (%s)\n", card.ID, dir, strings.Join(names, ", "))
	return nil
}

// writeNew writes data to a new file at path; an existing file is an
// error and is left as it was.
func writeNew(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s already exists: not replacing it", path)
	}
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, bytes.NewReader(data)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// dirArg writes a directory as a command-line argument that names a
// directory, not a shipped card ("./gofish", not "gofish").
func dirArg(dir string) string {
	if filepath.IsAbs(dir) || strings.ContainsRune(dir, filepath.Separator) || strings.HasPrefix(dir, ".") {
		return dir
	}
	return "." + string(filepath.Separator) + dir
}
