package schema

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	c8locales "github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/locales"
)

// TestEveryShippedFileValidates: every card, locale file, sheet-words
// file and scenario file in the repository is valid by its schema.
func TestEveryShippedFileValidates(t *testing.T) {
	n := 0
	check := func(kind Kind, path string) {
		t.Helper()
		if err := validate(t, kind, readFile(t, path)); err != nil {
			t.Errorf("%s (%s schema): %v", path, kind, err)
		}
		n++
	}
	cards, _ := filepath.Glob("../content/cards/*/*.yaml")
	for _, path := range cards {
		if kind, ok := kindOf(filepath.Base(path)); ok {
			check(kind, path)
		}
	}
	folders := shippedLocaleFiles()
	seen := map[Kind]int{}
	for _, path := range folders {
		if base := filepath.Base(path); (base == "rules.yaml" || base == "story.yaml" || base == "facts.yaml") && strings.Contains(filepath.ToSlash(path), "games/crazyeights/") {
			// The rules and story schemas are Go Fish's; Crazy Eights' have
			// none yet (its story package checks its story.yaml); facts.yaml
			// (its bots' and figures' words in the reference) has none.
			continue
		}
		kind, ok := FolderKinds[filepath.Base(path)]
		if !ok {
			t.Errorf("%s: a locale folder's file with no schema", path)
			continue
		}
		check(kind, path)
		seen[kind]++
	}
	for name, kind := range FolderKinds {
		want := 4 // every shipped language
		if kind == Starter {
			want = 1 // rulecard new starts a draft where a language has no starter words
		}
		if seen[kind] < want {
			t.Errorf("only %d shipped %s files validated", seen[kind], name)
		}
	}
	for _, dir := range []string{"../games/gofish/testdata/scenarios", "../games/gofish/testdata/fail"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
		for _, path := range files {
			check(Scenario, path)
		}
	}
	if n < 70 {
		t.Fatalf("only %d files validated", n)
	}
}

// TestErrorKindsAreTheEngines: the errors a scenario step may expect are
// the engine's, every one.
func TestErrorKindsAreTheEngines(t *testing.T) {
	var names []string
	for k := engine.ErrKind(1); ; k++ {
		s := k.String()
		if _, err := engine.ParseErrKind(s); err != nil || s == "" {
			break
		}
		names = append(names, s)
	}
	data, _ := Scenario.JSON()
	for _, n := range names {
		if !bytes.Contains(data, []byte(`"`+n+`"`)) {
			t.Errorf("the scenario schema lacks the error %q", n)
		}
		if err := validate(t, Scenario, []byte("seats: [A, B]\nhands: {A: [7S], B: [7H]}\nsteps: [{ask: {by: A, of: B, rank: 7}, expect: {error: "+n+"}}]\n")); err != nil {
			t.Errorf("error %q: %v", n, err)
		}
	}
	if err := validate(t, Scenario, []byte("seats: [A, B]\nhands: {A: [7S], B: [7H]}\nsteps: [{ask: {by: A, of: B, rank: 7}, expect: {error: no-such-error}}]\n")); err == nil {
		t.Error("the scenario schema takes an error the engine does not have")
	}
	if len(names) < 7 {
		t.Fatalf("only %d engine errors", len(names))
	}
}

// TestParseKind covers the kinds' names.
func TestParseKind(t *testing.T) {
	for _, k := range Kinds {
		if got, err := ParseKind(strings.ToUpper(string(k))); err != nil || got != k {
			t.Errorf("ParseKind(%q): %v, %v", k, got, err)
		}
		if data, err := k.JSON(); err != nil || !bytes.Contains(data, []byte(`"$schema"`)) {
			t.Errorf("%s: %v", k, err)
		}
	}
	if _, err := ParseKind("glossary"); err == nil || !strings.Contains(err.Error(), "card, locale, sheet, scenario, words, typography, rules, story, reference") {
		t.Errorf("ParseKind(glossary): %v", err)
	}
	entries, _ := os.ReadDir(".")
	var onDisk []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".schema.json") {
			onDisk = append(onDisk, e.Name())
		}
	}
	var want []string
	for _, k := range Kinds {
		want = append(want, k.File())
	}
	slices.Sort(want)
	if !slices.Equal(onDisk, want) {
		t.Errorf("schema files %v, kinds %v", onDisk, want)
	}
}

// TestTheWordsSchemaNamesEveryFeature: the features a words file may
// name are the core ones and every game's, every one.
func TestTheWordsSchemaNamesEveryFeature(t *testing.T) {
	data, err := Words.JSON()
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Properties struct {
			Features struct {
				PropertyNames struct {
					Enum []string `json:"enum"`
				} `json:"propertyNames"`
			} `json:"features"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, f := range slices.Concat(locales.Features().Features(), c8locales.Features().Features()) {
		if !slices.Contains(want, f.String()) {
			want = append(want, f.String())
		}
	}
	got := doc.Properties.Features.PropertyNames.Enum
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("the schema's features\n%v\nwant\n%v", got, want)
	}
}
