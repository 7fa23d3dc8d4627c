package rulestext

import (
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/games/gofish/preset"
	"github.com/rulecard/rulecard/locale"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// describeCases are the rules whose descriptions are kept as golden
// files: every preset, alone and with each of its options.
var describeCases = []struct {
	preset preset.Name
	opts   []preset.Option
}{
	{"house", nil}, {"house", []preset.Option{"lucky-draw"}}, {"house", []preset.Option{"play-on"}},
	{"duel", nil},
	{"whole-pack", nil}, {"whole-pack", []preset.Option{"give-one"}}, {"whole-pack", []preset.Option{"lucky-draw"}},
	{"common", nil}, {"common", []preset.Option{"ask-card"}}, {"common", []preset.Option{"ask-card", "bluff"}},
	{"common", []preset.Option{"play-on"}},
}

// TestDescribeGolden compares the description of every preset, alone and
// with each option, with its golden file testdata/describe/NAME.txt in
// English and testdata/describe/LOCALE/NAME.txt in each other locale (NAME
// is the preset's name, then each option's after a "+").
func TestDescribeGolden(t *testing.T) {
	for _, c := range describeCases {
		name := caseName(c.preset, c.opts)
		r, err := engine.Preset(c.preset)
		if err == nil {
			r, err = r.With(c.opts...)
		}
		if err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) {
			golden(t, filepath.Join("testdata", "describe", name+".txt"), Describe(r).Text())
		})
		for _, loc := range DescribeLocales(locales.Library()) {
			if loc == "en" {
				continue
			}
			t.Run(string(loc)+"/"+name, func(t *testing.T) {
				got, err := DescribeIn(r, loc)
				if err != nil {
					t.Fatal(err)
				}
				golden(t, filepath.Join("testdata", "describe", string(loc), name+".txt"), got.Text())
			})
		}
	}
}

func TestDescribeInEnglishIsDescribe(t *testing.T) {
	got, err := DescribeIn(engine.House(), "en")
	if err != nil || !reflect.DeepEqual(got, Describe(engine.House())) {
		t.Errorf("DescribeIn(engine.House(), \"en\") = %+v, %v; want Describe's words", got, err)
	}
}

func TestDescribeInAnUnknownLocaleListsTheKnownOnes(t *testing.T) {
	_, err := DescribeIn(engine.House(), "xx")
	known := strings.Join(locale.Strings(DescribeLocales(locales.Library())), ", ")
	if err == nil || !strings.Contains(err.Error(), `"xx"`) || !strings.HasPrefix(known, "en, ") || !strings.Contains(err.Error(), known) {
		t.Errorf("DescribeIn(engine.House(), \"xx\") error %v, want one naming xx and listing %s", err, known)
	}
}

// TestRulesWordsAreData reads a new locale's rules.yaml from a folder of
// its own, and refuses one whose phrase lacks a blank or has an unknown key.
func TestRulesWordsAreData(t *testing.T) {
	en, _ := locales.Library().Open("en", "rules.yaml")
	xx := strings.Replace(string(en.Data), "locale: en", "locale: xx", 1)
	xx = strings.Replace(xx, "Go Fish: the %s rules", "Xo Xish: %s", 1)
	fsys := fstest.MapFS{"locales/xx/rules.yaml": {Data: []byte(xx)}}
	lib := locales.Library().Over(fsys, "locales", "card/locales")
	d, err := DescribeFrom(lib, engine.House(), "xx")
	if err != nil || d.Title != "Xo Xish: house" {
		t.Fatalf("DescribeFrom xx: %v, %v", d, err)
	}
	broken := strings.Replace(xx, "Xo Xish: %s", "Xo Xish", 1) + "extra: x\n"
	fsys["locales/xx/rules.yaml"] = &fstest.MapFile{Data: []byte(broken)}
	_, err = DescribeFrom(lib, engine.House(), "xx")
	if err == nil || !strings.Contains(err.Error(), `card/locales/xx/rules.yaml:`) || !strings.Contains(err.Error(), `unknown phrase "extra"`) {
		t.Errorf("unknown key: got %v", err)
	}
	fsys["locales/xx/rules.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(xx, "Xo Xish: %s", "Xo Xish", 1))}
	_, err = DescribeFrom(lib, engine.House(), "xx")
	if err == nil || !strings.Contains(err.Error(), `title: the blanks are "", want "%s"`) {
		t.Errorf("missing blank: got %v", err)
	}
}

// golden compares got with the file at path, or with -update writes it.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if got != string(want) {
		t.Errorf("the description differs from %s (run go test -update after checking):\n%s", path, got)
	}
	for _, line := range strings.Split(got, "\n") {
		if utf8.RuneCountInString(line) > 78 {
			t.Errorf("line longer than 78 characters: %q", line)
		}
	}
}

// TestDescribeFollowsEveryField changes each field of the rules in turn
// and checks the words change with it, in every locale.
func TestDescribeFollowsEveryField(t *testing.T) {
	cards := with(engine.House(), func(r *engine.Rules) { r.Ask = engine.AskForCard })
	out := with(engine.House(), func(r *engine.Rules) { r.End = engine.EndPlayerOut })
	for _, c := range []struct {
		field string
		base  engine.Rules
		f     func(*engine.Rules)
	}{
		{"Name", engine.House(), func(r *engine.Rules) { r.Name = "other" }},
		{"Players.Min", engine.House(), func(r *engine.Rules) { r.Players.Min = 3 }},
		{"Players.Max", engine.House(), func(r *engine.Rules) { r.Players.Max = 5; r.DealSizes[5] = 5 }},
		{"Packs", engine.House(), func(r *engine.Rules) { r.Packs = engine.WithPack52 }},
		{"Deal", engine.House(), func(r *engine.Rules) { r.Deal = engine.DealExtraPlayer }},
		{"DealSizes", engine.House(), func(r *engine.Rules) { r.DealSizes[3] = 6 }},
		{"First", engine.House(), func(r *engine.Rules) { r.First = engine.FirstRandom }},
		{"Ask", engine.House(), func(r *engine.Rules) { r.Ask = engine.AskForCard }},
		{"Bluff", cards, func(r *engine.Rules) { r.Bluff = true }},
		{"Give", engine.House(), func(r *engine.Rules) { r.Give = engine.GiveOne }},
		{"Wish", engine.House(), func(r *engine.Rules) { r.Wish = false }},
		{"LuckyDraw", engine.House(), func(r *engine.Rules) { r.LuckyDraw = true }},
		{"AfterMiss", engine.House(), func(r *engine.Rules) { r.AfterMiss = engine.MissAsked }},
		{"PlayOn", engine.House(), func(r *engine.Rules) { r.PlayOn = true }},
		{"Books next turn", engine.House(), func(r *engine.Rules) { r.Books = engine.BookNextTurn }},
		{"Books claimed", engine.House(), func(r *engine.Rules) { r.Books = engine.BookClaim }},
		{"EmptyHand draw one", engine.House(), func(r *engine.Rules) { r.EmptyHand = engine.EmptyDrawOne }},
		{"EmptyHand out", engine.House(), func(r *engine.Rules) { r.EmptyHand = engine.EmptyOut }},
		{"DeadAsks", engine.House(), func(r *engine.Rules) { r.DeadAsks = false }},
		{"End stock out", engine.House(), func(r *engine.Rules) { r.End = engine.EndStockOut }},
		{"End player out", engine.House(), func(r *engine.Rules) { r.End = engine.EndPlayerOut }},
		{"End booked out", engine.House(), func(r *engine.Rules) { r.End = engine.EndBookedOut }},
		{"Options", engine.House(), func(r *engine.Rules) { *r, _ = r.With("play-on"); r.PlayOn = false }},
		{"OutWins", out, func(r *engine.Rules) { r.OutWins = true }},
	} {
		changed := with(c.base, c.f)
		if changed == c.base {
			t.Fatalf("%s: the change changes nothing", c.field)
		}
		for _, loc := range DescribeLocales(locales.Library()) {
			a, err := DescribeIn(changed, loc)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := DescribeIn(c.base, loc)
			if a.Text() == b.Text() {
				t.Errorf("%s (%s): changing it does not change the description", c.field, loc)
			}
		}
	}
}

func TestADescriptionsTextIsItsStructure(t *testing.T) {
	for _, c := range describeCases {
		r, err := engine.Preset(c.preset)
		if err == nil {
			r, err = r.With(c.opts...)
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, loc := range DescribeLocales(locales.Library()) {
			d, err := DescribeIn(r, loc)
			if err != nil {
				t.Fatal(err)
			}
			if d.Locale != loc || d.Name != string(r.Name) || !reflect.DeepEqual(d.Options, preset.Strings(r.Options.Names())) || len(d.Sections) != 8 {
				t.Errorf("%s %v (%s): %q %q %v, %d sections", c.preset, c.opts, loc, d.Locale, d.Name, d.Options, len(d.Sections))
			}
			got := readDescription(d.Text())
			want := &game.Description{Title: d.Title}
			for _, s := range d.Sections {
				want.Sections = append(want.Sections, game.RuleSection{Heading: strings.ToUpper(s.Heading), Rules: s.Rules})
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s %v (%s): the text reads back as\n%+v\nwant\n%+v", c.preset, c.opts, loc, got, want)
			}
		}
	}
}

// readDescription reads a description's Text back: its title, each
// heading (in capitals), each item with its continuation lines.
func readDescription(text string) *game.Description {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	d := &game.Description{Title: lines[0]}
	for _, l := range lines[1:] {
		n := len(d.Sections) - 1
		switch {
		case l == "":
		case strings.HasPrefix(l, "- "):
			d.Sections[n].Rules = append(d.Sections[n].Rules, l[2:])
		case strings.HasPrefix(l, "  "):
			d.Sections[n].Rules[len(d.Sections[n].Rules)-1] += " " + l[2:]
		default:
			d.Sections = append(d.Sections, game.RuleSection{Heading: l})
		}
	}
	return d
}

// caseName names a describe case: the preset, then each option after a "+".
func caseName(p preset.Name, opts []preset.Option) string {
	name := string(p)
	for _, o := range opts {
		name += "+" + string(o)
	}
	return name
}

// with returns r changed by f.
func with(r engine.Rules, f func(*engine.Rules)) engine.Rules {
	f(&r)
	return r
}

// TestTheTitleNamesTheOptionsAndChanges: a variant's title names its
// preset, its options, then its changes, each by the locale's name for it
// (the names: of rules.yaml), never by its engine id.
func TestTheTitleNamesTheOptionsAndChanges(t *testing.T) {
	r, err := engine.Variant{Preset: "duel", Options: []preset.Option{"give-one", "lucky-draw"},
		Changes: []engine.Change{{Name: "wish", Value: "no"}, {Name: "players.max", Value: "3"}, {Name: "deal.3", Value: "5"}}}.Rules()
	if err != nil {
		t.Fatal(err)
	}
	for code, want := range map[locale.Code]string{
		"en": "Go Fish: the duel rules, with lucky draws, one card per hit, at most 3 players, 5 cards each for 3 players and no wishes",
		"fr": "Va pêcher\u202f! – règles du duel, avec «\u202fcoup de chance\u202f», «\u202fune carte par réponse\u202f», «\u202fau plus 3 joueurs\u202f», «\u202f5 cartes chacun à 3 joueurs\u202f» et «\u202fsans pêche miraculeuse\u202f»",
		"sv": "Finns i sjön – regler för två, med ”lyckodrag”, ”ett kort per träff”, ”högst 3 spelare”, ”5 kort var till 3 spelare” och ”inga önskekort”",
	} {
		d, err := DescribeIn(r, code)
		if err != nil {
			t.Fatal(err)
		}
		if d.Title != want {
			t.Errorf("%s: title %q, want %q", code, d.Title, want)
		}
	}
}

// TestTheNewDealsAndSkipAreDescribed: the whole pack dealt evenly and an
// empty hand passed over are said as they are played.
func TestTheNewDealsAndSkipAreDescribed(t *testing.T) {
	r, err := engine.Variant{Preset: "house", Changes: []engine.Change{{Name: "deal", Value: "whole-pack"}, {Name: "empty-hand", Value: "skip"}}}.Rules()
	if err != nil {
		t.Fatal(err)
	}
	if d := strings.Join(strings.Fields(Describe(r).Text()), " "); !strings.Contains(d, "Deal the whole pack out. 2 players get 26 cards each") ||
		!strings.Contains(d, "With the short pack: 2 players get 16 cards each") || !strings.Contains(d, "draws nothing and is skipped") {
		t.Errorf("description:\n%s", Describe(r).Text())
	}
}
