package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// newLocaleStatusCmd builds `rulecard locale status`.
func newLocaleStatusCmd(getwd func() (string, error)) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "status [CARD ...]",
		Short: "Count each translation's texts translated, untranslated and stale",
		Long: `For each locale of each card (every shipped card when none is named),
count the texts of the source locale that are translated, untranslated (empty
or missing) and stale: translated from a source text that has changed since,
as the hash recorded in the locale file's translated-from: says. Each stale
text is listed with the source it was translated from and the source now.
A shipped card named inside rulecard's source tree is read from its folder
there, content/cards/CARD/.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				args = content.ShippedIDs()
			}
			for _, arg := range args {
				card, err := sourceCard(arg, getwd)
				if err != nil {
					return err
				}
				if err := printStatus(cmd.OutOrStdout(), card, arg); err != nil {
					return err
				}
			}
			return nil
		},
	}
	return cmd
}

// newLocaleUpdateCmd builds `rulecard locale update`.
func newLocaleUpdateCmd(getwd func() (string, error)) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "update CARD LOCALE",
		Short: "Bring a translation up to date with its source",
		Long: `Rewrite LOCALE.yaml of a card directory (or of a shipped card inside
rulecard's source tree): every text the source locale gained is added, empty,
with the source's words above it as a comment; a translated text whose source
has changed since it was translated is marked stale: true in translated-from:,
which keeps the source it was translated from; a text with no record, or not
translated yet, records the source as it stands. Once a stale text is revised,
delete its entry in translated-from: and run update again.`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			code, err := locale.ParseCode(args[1])
			if err != nil {
				return &usageError{err}
			}
			return runLocaleUpdate(cmd.OutOrStdout(), args[0], code, getwd)
		},
	}
	wrapArgs(cmd)
	return cmd
}

// sourceCard loads the card arg names for its locale files: a card
// directory, or a shipped card (its folder in the source tree when run
// there). Only its source locale is loaded as a card, so a translation
// under way stops nothing.
func sourceCard(arg string, getwd func() (string, error)) (*content.Card, error) {
	isPath := strings.ContainsAny(arg, "/"+string(os.PathSeparator)) || strings.HasPrefix(arg, ".")
	if !isPath {
		if wd, err := getwd(); err == nil {
			if dir, ok := content.SourceDir(wd, arg); ok {
				return content.ResolveLocales(dir, []locale.Code{locale.Source})
			}
		}
	}
	return content.ResolveLocales(arg, []locale.Code{locale.Source})
}

// printStatus writes where each translation of card, named arg on the
// command line, stands.
func printStatus(w io.Writer, card *content.Card, arg string) error {
	codes, err := card.TranslationCodes()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s (%s)\n", card.ID, card.Dir)
	if len(codes) == 0 {
		fmt.Fprintf(w, "  no translations\n")
	}
	for _, code := range codes {
		st, err := card.LocaleStatus(code)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "  %-5s %d translated, %d untranslated, %d stale (from %s)", code, st.Translated, st.Untranslated, st.Stale, st.From)
		if st.Unrecorded > 0 {
			fmt.Fprintf(w, ", %d with no record of their source (rulecard locale update %s %s records it)", st.Unrecorded, arg, code)
		}
		fmt.Fprintln(w)
		if st.CopiedWords != "" {
			fmt.Fprintf(w, "    rule words not translated yet: %s holds the %s words as copied\n", st.CopiedWords, st.From)
		}
		for _, s := range st.StaleKeys {
			fmt.Fprintf(w, "    stale %s (%s)\n", s.Key, st.File)
			fmt.Fprintf(w, "      was: %s\n", oneLine(s.Old))
			fmt.Fprintf(w, "      now: %s\n", oneLine(s.New))
		}
	}
	return nil
}

// oneLine writes a text's lines on one line, a glossary entry's term and
// text joined by " | ".
func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " | ") }

// runLocaleUpdate rewrites the locale file and says what changed.
func runLocaleUpdate(w io.Writer, arg string, code locale.Code, getwd func() (string, error)) error {
	if code == locale.Source {
		return &usageError{fmt.Errorf("%s is the source locale: there is nothing to update it from", code)}
	}
	card, err := sourceCard(arg, getwd)
	if err != nil {
		return err
	}
	if card.Shipped() {
		return fmt.Errorf("card %s is the copy built into rulecard, which cannot change: update a card directory, or run inside rulecard's source tree", card.ID)
	}
	path := filepath.Join(card.Dir, string(code)+".yaml")
	if _, err := os.Stat(path); err != nil {
		return &usageError{fmt.Errorf("card %s has no locale %q (%s): rulecard locale new %s %s starts one", card.ID, code, path, arg, code)}
	}
	up, err := card.UpdateLocale(code)
	if err != nil {
		return err
	}
	if err := writeReplacing(path, up.Data); err != nil {
		return err
	}
	fmt.Fprintf(w, "updated %s: %d added, %d marked stale, %d recorded\n", path, len(up.Added), len(up.Marked), len(up.Recorded))
	for _, k := range up.Added {
		fmt.Fprintf(w, "  added %s: translate it\n", k)
	}
	for _, k := range up.Marked {
		fmt.Fprintf(w, "  stale %s: its source changed; revise it, then delete its entry in translated-from:\n", k)
	}
	return nil
}

// writeReplacing writes data to path through a temporary file beside it,
// so that a failed write leaves the old file whole.
func writeReplacing(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
