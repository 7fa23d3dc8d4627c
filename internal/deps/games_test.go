package deps

import (
	"slices"
	"strings"
	"testing"
)

// wiring is the one package outside games/ that reaches the games: the
// binary, which imports package games (the list of shipped games) so that
// they register, and reaches each game through package game alone.
const wiring = "cmd/rulecard"

// reaches returns, for each package of the module, every package of the
// module it imports directly or through others (its own imports, as
// `go list -deps` follows them).
func reaches(pkgs []pkg) map[string][]string {
	imports := map[string][]string{}
	for _, p := range pkgs {
		from, _ := strings.CutPrefix(p.ImportPath, module+"/")
		if _, ok := imports[from]; !ok {
			imports[from] = nil
		}
		for _, imp := range p.Imports {
			if rel, ok := strings.CutPrefix(imp, module+"/"); ok {
				imports[from] = append(imports[from], rel)
			}
		}
	}
	out := map[string][]string{}
	for from := range imports {
		seen := map[string]bool{}
		var visit func(string)
		visit = func(n string) {
			for _, imp := range imports[n] {
				if !seen[imp] {
					seen[imp] = true
					visit(imp)
				}
			}
		}
		visit(from)
		out[from] = []string{}
		for n := range seen {
			out[from] = append(out[from], n)
		}
		slices.Sort(out[from])
	}
	return out
}

// gameOf returns the game folder a package is in ("games/gofish" for
// games/gofish/engine), or "" for one in none. Package games, which lists
// the shipped games, is in none.
func gameOf(p string) string {
	rest, ok := strings.CutPrefix(p, "games/")
	if !ok {
		return ""
	}
	id, _, _ := strings.Cut(rest, "/")
	return "games/" + id
}

// TestGameNeutralPackagesNameNoGame: no package outside the games'
// folders reaches one of them (but the binary, through package games), so
// the playing cards, the seam, the check, the reference, the render driver
// and the preview serve any game.
func TestGameNeutralPackagesNameNoGame(t *testing.T) {
	all := reaches(modulePackages(t))
	checked := 0
	for from, to := range all {
		if gameOf(from) != "" || from == "games" || from == wiring {
			continue
		}
		checked++
		for _, n := range to {
			if gameOf(n) != "" || n == "games" {
				t.Errorf("%s reaches %s: a game-neutral package names no game", from, n)
			}
		}
	}
	for _, must := range []string{"cards", "game", "claim", "wording", "content", "layout", "locale", "reference", "render", "preview"} {
		if _, ok := all[must]; !ok {
			t.Errorf("no package %s in the module", must)
		}
	}
	if checked < 15 {
		t.Errorf("only %d game-neutral packages checked", checked)
	}
}

// TestTheBinaryImportsTheGamesListAlone: the binary imports package games,
// which registers the shipped games, and no package of a game's folder:
// it reaches each game through package game.
func TestTheBinaryImportsTheGamesListAlone(t *testing.T) {
	found := false
	for _, p := range modulePackages(t) {
		if p.ImportPath != module+"/"+wiring {
			continue
		}
		found = true
		for _, imp := range p.Imports {
			if rel, ok := strings.CutPrefix(imp, module+"/"); ok && gameOf(rel) != "" {
				t.Errorf("%s imports %s: it reaches a game through package game alone", wiring, rel)
			}
		}
		if !slices.Contains(p.Imports, module+"/games") {
			t.Errorf("%s does not import package games: no game is registered", wiring)
		}
	}
	if !found {
		t.Errorf("no package %s", wiring)
	}
}

// TestAGameImportsNoOtherGame: a package in a game's folder reaches no
// other game's folder.
func TestAGameImportsNoOtherGame(t *testing.T) {
	for from, to := range reaches(modulePackages(t)) {
		g := gameOf(from)
		if g == "" {
			continue
		}
		for _, n := range to {
			if other := gameOf(n); other != "" && other != g {
				t.Errorf("%s (game %s) reaches %s", from, g, n)
			}
		}
	}
}

// TestReachesFollowsImportsThrough: a package that reaches a game only
// through another is found, as the tests above rely on.
func TestReachesFollowsImportsThrough(t *testing.T) {
	pkgs := []pkg{
		{ImportPath: module + "/layout", Imports: []string{"fmt", module + "/content"}},
		{ImportPath: module + "/content", Imports: []string{module + "/games/gofish/preset"}},
		{ImportPath: module + "/games/gofish/preset"},
		{ImportPath: module + "/cards"},
	}
	got := reaches(pkgs)
	if want := []string{"content", "games/gofish/preset"}; !slices.Equal(got["layout"], want) {
		t.Errorf("layout reaches %v, want %v", got["layout"], want)
	}
	if r, ok := got["cards"]; !ok || len(r) != 0 {
		t.Errorf("cards reaches %v (listed: %v), want nothing", r, ok)
	}
}

// TestGameOfNamesTheFolder keeps gameOf honest.
func TestGameOfNamesTheFolder(t *testing.T) {
	for in, want := range map[string]string{
		"games/gofish/engine": "games/gofish", "games/gofish": "games/gofish", "games": "",
		"game": "", "gamesx/y": "", "content": "",
	} {
		if got := gameOf(in); got != want {
			t.Errorf("gameOf(%q) = %q, want %q", in, got, want)
		}
	}
}
