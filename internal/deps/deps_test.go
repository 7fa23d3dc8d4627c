package deps

import (
	"errors"
	"fmt"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// module is rulecard's module path; packages in rules are named relative
// to it ("engine/bot"), other modules by their module path.
const module = "github.com/rulecard/rulecard"

// rules are the layers, lowest first. "a, b < c, d" says that c and d may
// import a and b, and everything a and b may import: the relation is
// transitive. A package may import the standard library and what the
// rules allow, nothing else; a package no rule names is an error, so a new
// package is placed in the pipeline by adding it here. Only the packages'
// own (non-test) imports are checked: tests may reach further.
const rules = `
# Positions, errors and strict YAML: below everything that reads a file.
go.yaml.in/yaml/v3 < yamlfile;

# Playing cards, packs and the seeded shuffle: no game, the standard
# library alone (TestCardsKnowNoGame).
cards;
# A game's rules as named settings (generic over its Rules): no game,
# no word of any language, the standard library alone.
setting;

# The names of Go Fish's presets, options and packs: what a card, a
# scenario and the command line name, and the engine gives meaning to.
cards, setting < games/gofish/preset;

# Every word of every language, as data; read by the stages that use it.
yamlfile < locale;
# The reading of words: words files, features (the core ones; a game adds
# its own), lexicons, numbers and their roles, negation, signatures and the
# check of a statement's words. It knows no game (TestWordingKnowsNoGame).
locale, golang.org/x/text < wording;

# The game seam: the interface a game implements and the registry. It
# names no game (TestGameNeutralPackagesNameNoGame).
cards, locale, wording < game;
# What every game's tests check through the seam (a test helper).
game < game/gametest;
# The card rulecard new starts, written from a game's starter plan and
# its locales' starter words. It names no game.
game, yamlfile < game/starter;
# Go Fish's words in every language (rules text, stories, its features),
# as data.
locale, wording < games/gofish/locales;

# content: cards and their words. Markdown via goldmark.
github.com/yuin/goldmark, yamlfile, wording, game < content;

# The engine knows no card, no paper, no sentence of a sheet and no
# word of any language: it writes no prose (TestTheEngineWritesNoProse).
cards, setting, games/gofish/preset < games/gofish/engine;
# The rules text: a Rules value in a locale's words (rules.yaml).
game, games/gofish/engine, games/gofish/locales < games/gofish/rulestext;
# Events, refusals and typed moves told in English, for the table.
games/gofish/engine < games/gofish/tell;
games/gofish/tell, game, yamlfile < games/gofish/scenario;
games/gofish/tell < games/gofish/bot;
games/gofish/scenario, games/gofish/locales < games/gofish/story;
games/gofish/bot, internal/parallel, golang.org/x/term < games/gofish/sim, internal/progress;
# Go Fish at a terminal: a person against the bots, told in English.
game, games/gofish/bot < games/gofish/terminal;

# Go Fish as the registry knows it but for its claims: presets, options,
# settings, the rules a card's spec makes, its words and features, its
# table (games, bots, stories, simulations, the terminal).
game/starter, games/gofish/engine, games/gofish/locales, games/gofish/bot, games/gofish/scenario, games/gofish/rulestext, games/gofish/story, games/gofish/sim, games/gofish/terminal < games/gofish/gamedef;
# Go Fish's claims: catalogue, properties over seeded games, worked
# examples. No card: the runner (claim) binds cards to them.
game, games/gofish/bot, games/gofish/scenario, games/gofish/sim, games/gofish/locales, internal/parallel, internal/memo < games/gofish/claims;
# Go Fish behind the seam: registers itself with its claims.
games/gofish/gamedef, games/gofish/claims < games/gofish;
# Crazy Eights and Mau-Mau: the presets' and options' names, the engine
# (no prose: TestTheEngineWritesNoProse), its bots and table.
cards, setting < games/crazyeights/preset;
cards, setting, games/crazyeights/preset < games/crazyeights/engine;
games/crazyeights/engine < games/crazyeights/bot;
# Its words in every language, as data; the rules text written from a
# Rules value in a locale's words.
locale, wording < games/crazyeights/locales;
game, games/crazyeights/engine, games/crazyeights/locales < games/crazyeights/rulestext;
# Its worked examples (scenario files replayed on the engine) and their
# stories, told in a locale's words (story.yaml).
game, games/crazyeights/engine, yamlfile < games/crazyeights/scenario;
games/crazyeights/scenario, games/crazyeights/locales < games/crazyeights/story;
# Crazy Eights as the registry knows it but for its claims; its claims;
# the game behind the seam, registered with them.
game/starter, games/crazyeights/bot, games/crazyeights/rulestext, games/crazyeights/scenario, games/crazyeights/story, internal/parallel < games/crazyeights/gamedef;
game, games/crazyeights/bot, games/crazyeights/scenario, games/crazyeights/locales, internal/parallel, internal/memo < games/crazyeights/claims;
games/crazyeights/gamedef, games/crazyeights/claims < games/crazyeights;

# The games the binary ships.
games/gofish, games/crazyeights < games;

# The check: binds a card's statements to its game's claims, reads their
# words, has the game prove them, reports. It names no game
# (TestGameNeutralPackagesNameNoGame).
content, game, internal/parallel, internal/memo < claim;

# The reference stage evaluates a card into a backend-free document.
content < reference/document;
reference/document, claim, yamlfile < reference;

# layout draws words, not games: it never reaches the engine. Hyphenation
# knows only its patterns, the TrueType tables only font files.
layout/hyph, layout/internal/truetype;
content, golang.org/x/image, layout/hyph, layout/internal/truetype < layout;
layout < layout/internal/sheettest;
layout, reference/document < layout/reference;
layout/reference, codeberg.org/go-pdf/fpdf, github.com/klauspost/compress, golang.org/x/text < layout/pdf;
layout < layout/png;
layout, reference/document, templates < layout/html;

# The files' JSON Schemas, for editors: data only.
schema;

# The one render driver: check, compose, the backends, and writing a set
# of files.
layout/pdf, layout/png, layout/html, layout/reference, reference, claim, internal/atomicfile < render;

# The live preview builds, watches and serves a card.
render, github.com/fsnotify/fsnotify < preview;

# Developers' tools: timing whole runs.
scripts/proctime;

# Test helpers.
reference < internal/referencetest;
github.com/chromedp/chromedp < internal/browsertest;
layout/internal/popplertest, internal/termsafe, internal/deps, internal/soak;

# Files written whole or not at all: the standard library alone.
internal/atomicfile;

# Jobs on several goroutines, merged in the order of the jobs: the
# standard library alone.
internal/parallel;

# Results of pure functions kept for the life of a process: the standard
# library alone.
internal/memo;

# The command wires everything.
render, preview, schema, games, internal/termsafe, internal/progress,
github.com/spf13/cobra, github.com/spf13/pflag < cmd/rulecard;
`

// layers parses rules into, for each package or module, what it may
// import directly.
func layers(t *testing.T) map[string][]string {
	t.Helper()
	allowed := map[string][]string{}
	for _, stmt := range strings.Split(stripComments(rules), ";") {
		if strings.TrimSpace(stmt) == "" {
			continue
		}
		lower, upper, ok := strings.Cut(stmt, "<")
		if !ok {
			upper, lower = lower, ""
		}
		for _, u := range names(upper) {
			allowed[u] = append(allowed[u], names(lower)...)
			for _, l := range names(lower) {
				if _, ok := allowed[l]; !ok {
					allowed[l] = nil
				}
			}
		}
	}
	return allowed
}

// stripComments drops the # comments of rules.
func stripComments(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		line, _, _ = strings.Cut(line, "#")
		b.WriteString(line + "\n")
	}
	return b.String()
}

// names reads a comma-separated list of names.
func names(s string) []string {
	var out []string
	for _, n := range strings.Split(s, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// closure returns everything each name may import, directly or through
// what it may import.
func closure(allowed map[string][]string) map[string]map[string]bool {
	out := map[string]map[string]bool{}
	var visit func(n string, into map[string]bool)
	visit = func(n string, into map[string]bool) {
		for _, l := range allowed[n] {
			if !into[l] {
				into[l] = true
				visit(l, into)
			}
		}
	}
	for n := range allowed {
		out[n] = map[string]bool{}
		visit(n, out[n])
	}
	return out
}

// pkg is a package of the module and its own (non-test) imports.
type pkg struct {
	ImportPath string
	Imports    []string
}

// modulePackages reads every package of the module from its source (as
// go/build does, so that the test's cached result is dropped when a file
// changes), leaving out testdata and folders that hold no Go package.
func modulePackages(t *testing.T) []pkg {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("no module root at %s: %v", root, err)
	}
	var pkgs []pkg
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if name := d.Name(); path != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		p, err := build.ImportDir(path, 0)
		var none *build.NoGoError
		if errors.As(err, &none) {
			return nil
		} else if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		pkgs = append(pkgs, pkg{ImportPath: module + "/" + filepath.ToSlash(rel), Imports: p.Imports})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// node names an import as rules do: a package of the module relative to
// it, another module's package by the module rules name for it, or "" for
// the standard library.
func node(path string, allowed map[string][]string) string {
	if rel, ok := strings.CutPrefix(path, module+"/"); ok {
		return rel
	}
	first, _, _ := strings.Cut(path, "/")
	if !strings.Contains(first, ".") {
		return "" // the standard library
	}
	for n := range allowed {
		if path == n || strings.HasPrefix(path, n+"/") {
			return n
		}
	}
	return path
}

// violations returns every import of pkgs the rules do not allow, and
// every package the rules do not place, one line each, sorted.
func violations(pkgs []pkg, allowed map[string][]string) []string {
	may := closure(allowed)
	var out []string
	for _, p := range pkgs {
		from := node(p.ImportPath, allowed)
		if _, ok := allowed[from]; !ok {
			out = append(out, fmt.Sprintf("%s is in no layer: place it in the rules of internal/deps/deps_test.go", from))
			continue
		}
		for _, imp := range p.Imports {
			to := node(imp, allowed)
			if to != "" && !may[from][to] {
				out = append(out, fmt.Sprintf("%s imports %s: the layers do not allow it", from, to))
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func TestEveryImportFollowsTheLayers(t *testing.T) {
	for _, v := range violations(modulePackages(t), layers(t)) {
		t.Error(v)
	}
}

func TestNothingUnderLayoutReachesTheEngine(t *testing.T) {
	may := closure(layers(t))
	for from, to := range may {
		if !strings.HasPrefix(from, "layout") {
			continue
		}
		for n := range to {
			if strings.HasPrefix(n, "games/") || n == "reference" {
				t.Errorf("the rules let %s reach %s", from, n)
			}
		}
	}
}

// TestWordingKnowsNoGame: nothing wording imports, directly or through
// what it imports, is a game's (under games/) or content.
func TestWordingKnowsNoGame(t *testing.T) {
	imports := map[string][]string{}
	for _, p := range modulePackages(t) {
		imports[p.ImportPath] = p.Imports
	}
	if _, ok := imports[module+"/wording"]; !ok {
		t.Fatal("no package wording in the module")
	}
	seen := map[string]bool{}
	var visit func(p string)
	visit = func(p string) {
		for _, imp := range imports[p] {
			if seen[imp] {
				continue
			}
			seen[imp] = true
			if rel, ok := strings.CutPrefix(imp, module+"/"); ok && (strings.HasPrefix(rel, "games/") || rel == "content") {
				t.Errorf("wording reaches %s (through %s)", rel, p)
			}
			visit(imp)
		}
	}
	visit(module + "/wording")
}

// TestCardsKnowNoGame: the playing cards import the standard library
// alone, so no game (no engine, no preset, no content) can reach them.
func TestCardsKnowNoGame(t *testing.T) {
	found := false
	for _, p := range modulePackages(t) {
		if p.ImportPath != module+"/cards" {
			continue
		}
		found = true
		for _, imp := range p.Imports {
			if first, _, _ := strings.Cut(imp, "/"); strings.Contains(first, ".") {
				t.Errorf("cards imports %s: it may import the standard library alone", imp)
			}
		}
	}
	if !found {
		t.Fatal("no package cards in the module")
	}
}

// engineMay is, for each game's engine, all it may import besides the
// standard library: the playing cards, its presets' names and the
// settings helpers, none of which writes a word of any language.
var engineMay = map[string][]string{
	"games/gofish/engine":      {"cards", "setting", "games/gofish/preset"},
	"games/crazyeights/engine": {"cards", "setting", "games/crazyeights/preset"},
}

// TestTheEngineWritesNoProse: a game's engine imports no locale, no
// game's words and no package that writes words (Go Fish's rules text is
// games/gofish/rulestext's, the telling of events games/gofish/tell's):
// only engineMay and the standard library, both in its own imports and
// in what the layers let it reach.
func TestTheEngineWritesNoProse(t *testing.T) {
	pkgs := modulePackages(t)
	may := closure(layers(t))
	for engine, allowed := range engineMay {
		found := false
		for _, p := range pkgs {
			if p.ImportPath != module+"/"+engine {
				continue
			}
			found = true
			for _, imp := range p.Imports {
				if to := node(imp, nil); to != "" && !slices.Contains(allowed, to) {
					t.Errorf("%s imports %s: it may import only %s and the standard library",
						engine, imp, strings.Join(allowed, ", "))
				}
			}
		}
		if !found {
			t.Fatalf("no package %s in the module", engine)
		}
		for n := range may[engine] {
			if !slices.Contains(allowed, n) {
				t.Errorf("the rules let %s reach %s: it may reach only %s", engine, n, strings.Join(allowed, ", "))
			}
		}
	}
}

func TestAForbiddenImportIsNamed(t *testing.T) {
	allowed := layers(t)
	pkgs := []pkg{
		{ImportPath: module + "/layout", Imports: []string{"fmt", module + "/content", module + "/games/gofish/engine"}},
		{ImportPath: module + "/games/gofish/engine", Imports: []string{module + "/content"}},
		{ImportPath: module + "/games/gofish/claims", Imports: []string{module + "/games/gofish/engine", "golang.org/x/text/unicode/norm"}},
		{ImportPath: module + "/layout/html", Imports: []string{"codeberg.org/go-pdf/fpdf"}},
		{ImportPath: module + "/newpkg"},
	}
	got := violations(pkgs, allowed)
	want := []string{
		"games/gofish/engine imports content: the layers do not allow it",
		"layout imports games/gofish/engine: the layers do not allow it",
		"layout/html imports codeberg.org/go-pdf/fpdf: the layers do not allow it",
		"newpkg is in no layer: place it in the rules of internal/deps/deps_test.go",
	}
	if !slices.Equal(got, want) {
		t.Errorf("violations\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestOnlyTheRenderDriverCallsTheBackends: the commands and the preview
// render through the one driver (render), never a backend directly.
func TestOnlyTheRenderDriverCallsTheBackends(t *testing.T) {
	backends := []string{"layout/pdf", "layout/html", "layout/png"}
	for _, p := range modulePackages(t) {
		from, _ := strings.CutPrefix(p.ImportPath, module+"/")
		if from == "render" || strings.HasPrefix(from, "layout") {
			continue
		}
		for _, imp := range p.Imports {
			if to, _ := strings.CutPrefix(imp, module+"/"); slices.Contains(backends, to) {
				t.Errorf("%s imports %s: only render calls the backends", from, to)
			}
		}
	}
}
