package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/internal/atomicfile"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/locale"
)

// cardSelection is which cards and locales a command works on: the
// CARD|DIR arguments (every shipped card when none) and --locale.
type cardSelection struct {
	Cards   []string
	Locales []locale.Code
	// sheetsOnly leaves out the words files, which only the check reads
	// (content.SelectSheets): for a build that does not check.
	sheetsOnly bool
}

// addLocaleFlag adds --locale; verb says what is done with the locales.
func (s *cardSelection) addLocaleFlag(f *pflag.FlagSet, verb string) {
	listOfVar(f, &s.Locales, "locale", nil, locale.ParseCode, "locales", "locales to "+verb+", e.g. en,sv (default: every locale of each card)")
}

// load loads the cards and returns, for each, the locales to work on.
func (s cardSelection) load() ([]*content.Card, [][]locale.Code, error) {
	pick := content.Select
	if s.sheetsOnly {
		pick = content.SelectSheets
	}
	cards, locales, err := pick(s.Cards, s.Locales)
	if errors.Is(err, content.ErrNoLocale) {
		err = &usageError{err} // --locale named what is not there
	}
	return cards, locales, err
}

// outputFlags are the flags of a command that writes files: formats,
// paper, output folder, and SOURCE_DATE_EPOCH read through Getenv.
type outputFlags struct {
	// Ctx is the command's context: done when the run is interrupted.
	Ctx     context.Context
	Getenv  func(string) string
	Formats []string
	Paper   string
	OutDir  string
	// allowed are the formats the command writes (pdf and html when
	// none is set).
	allowed []string
}

// addFlags adds --format, --paper (in the orientation named) and --out.
func (o *outputFlags) addFlags(f *pflag.FlagSet, orientation string) {
	if len(o.allowed) == 0 {
		o.allowed = []string{"pdf", "html"}
	}
	f.StringSliceVar(&o.Formats, "format", []string{"pdf", "html"}, "output formats: "+strings.Join(o.allowed, ", "))
	f.StringVar(&o.Paper, "paper", "a4", "paper: a4 or letter ("+orientation+")")
	f.StringVarP(&o.OutDir, "out", "o", "out", "output folder")
}

// context returns Ctx, or a context that is never done when it is unset.
func (o *outputFlags) context() context.Context {
	if o.Ctx == nil {
		return context.Background()
	}
	return o.Ctx
}

// outputSetup is what the output flags say, read and checked.
type outputSetup struct {
	paper   layout.Paper
	formats formatSet
	date    time.Time
}

// parse checks the output flags: a bad paper or format is a usage error.
// The date is SOURCE_DATE_EPOCH's when it is set, now otherwise.
func (o outputFlags) parse() (outputSetup, error) {
	var s outputSetup
	var err error
	if strings.TrimSpace(o.OutDir) == "" {
		return s, &usageError{errors.New("--out: want a folder to write to")}
	}
	if s.paper, err = layout.ParsePaper(o.Paper); err != nil {
		return s, &usageError{err}
	}
	if s.formats, err = parseFormats(o.Formats, o.allowed); err != nil {
		return s, &usageError{err}
	}
	date, fixed, err := layout.SourceDate(o.Getenv)
	if err != nil {
		return s, err
	}
	if !fixed {
		date = time.Now().UTC()
	}
	s.date = date
	return s, nil
}

// formatSet is the output formats a build writes.
type formatSet struct{ pdf, html, png bool }

// parseFormats reads the --format values, each one of allowed.
func parseFormats(names, allowed []string) (formatSet, error) {
	var f formatSet
	list := strings.Join(allowed, ", ")
	for _, n := range names {
		name := strings.ToLower(strings.TrimSpace(n))
		if !slices.Contains(allowed, name) {
			return f, fmt.Errorf("unknown format %q (formats: %s)", n, list)
		}
		switch name {
		case "pdf":
			f.pdf = true
		case "html":
			f.html = true
		case "png":
			f.png = true
		}
	}
	if f == (formatSet{}) {
		return f, errors.New("no output format given (formats: " + list + ")")
	}
	return f, nil
}

// output is one rendered file waiting to be written, and the summary
// printed after its path once it is.
type output struct {
	path    string
	data    []byte
	summary string
}

// writeOutputs writes every output atomically, then prints its path and
// summary. Once ctx is done (an interrupt) it writes no more, and a file
// being written is left as it was, its temporary file removed.
func writeOutputs(ctx context.Context, w io.Writer, dir string, outs []output) error {
	awaitInterrupts(ctx)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var names []string // the outputs in dir, whose killed runs' temporary files go
	for _, o := range outs {
		if filepath.Clean(filepath.Dir(o.path)) == filepath.Clean(dir) {
			names = append(names, filepath.Base(o.path))
		}
	}
	if _, err := atomicfile.RemoveStale(dir, names, time.Now()); err != nil {
		return err
	}
	width := 0
	for _, o := range outs {
		width = max(width, len(o.path))
	}
	for _, o := range outs {
		if err := ctx.Err(); err != nil {
			return context.Cause(ctx)
		}
		err := atomicfile.Write(o.path, func(w io.Writer) error {
			if _, err := w.Write(o.data); err != nil {
				return err
			}
			return context.Cause(ctx) // nil unless interrupted meanwhile
		})
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%-*s  %s\n", width, o.path, o.summary)
	}
	return nil
}
