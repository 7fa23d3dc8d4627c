package wording

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

func TestAGamesFeaturesTakeTheirPlaceAmongTheCoreOnes(t *testing.T) {
	set := CoreFeatures().With(
		FeatureDef{Feature: "fish", Before: GoAgain},
		FeatureDef{Feature: "net", Before: GoAgain},
		FeatureDef{Feature: "sea", Kind: Thing},
		FeatureDef{Feature: "cast", Kind: Act, Before: "sea"},
	)
	fs := set.Features()
	at := func(f Feature) int { return slices.Index(fs, f) }
	if !(at(Own) < at("fish") && at("fish") < at("net") && at("net") < at(GoAgain)) {
		t.Errorf("fish and net are not just before GO-AGAIN: %v", fs)
	}
	if at("cast") != len(fs)-2 || at("sea") != len(fs)-1 {
		t.Errorf("cast and sea are not last: %v", fs)
	}
	if !set.Has("fish") || CoreFeatures().Has("fish") {
		t.Error("the game's feature is not its set's alone")
	}
	for _, tt := range []struct {
		f                Feature
		topic, negatable bool
	}{
		{Win, false, true}, {Not, false, false}, {Draw, true, true}, {Player, true, false}, {"cast", true, true}, {"sea", true, false}, {"fish", false, true},
	} {
		if set.Topic(tt.f) != tt.topic || set.Negatable(tt.f) != tt.negatable {
			t.Errorf("%s: topic %v negatable %v, want %v %v", tt.f, set.Topic(tt.f), set.Negatable(tt.f), tt.topic, tt.negatable)
		}
	}
}

func TestAFeatureDeclaredTwiceOrPlacedNowhereIsAProgrammingError(t *testing.T) {
	for _, defs := range [][]FeatureDef{{{Feature: Win}}, {{Feature: NoFeature}}, {{Feature: "fish", Before: "nowhere"}}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("With(%v) does not panic", defs)
				}
			}()
			CoreFeatures().With(defs...)
		}()
	}
}

// TestTheSharedWordsNameTheCoreFeaturesAlone: every shipped locale's
// shared words file reads with the core features, and gives every core
// feature phrases.
func TestTheSharedWordsNameTheCoreFeaturesAlone(t *testing.T) {
	codes := locale.Shipped().Codes()
	if len(codes) < 4 {
		t.Fatalf("shipped locales %v", codes)
	}
	for _, code := range codes {
		lx := sharedLexicon(t, code)
		for _, f := range CoreFeatures().Features() {
			if !lx.Has(f) {
				t.Errorf("%s: no phrase for %s", code, f)
			}
		}
	}
}

func TestAWordsFileNamingAnotherGamesFeatureIsRefusedAtIt(t *testing.T) {
	var p yamlfile.Problems
	var w Words
	ReadFile(&p, []byte("locale: en\nfeatures:\n  not: [not]\n  go-fish: [go fish]\n"), "en/words.yaml", "en", CoreFeatures(), &w)
	err := p.Err()
	if err == nil || !strings.HasPrefix(err.Error(), `en/words.yaml:4:3: unknown feature "go-fish" (want one of not, unless, all,`) {
		t.Fatalf("error %v", err)
	}
	if len(w.Phrases) != 1 || w.Phrases[0].Feature != Not || w.Files[0] != "en/words.yaml" {
		t.Errorf("phrases %+v", w)
	}
}

// TestLigaturesReadAsTheirLetters: "ex æquo" reads as "ex aequo", in
// words files and texts alike.
func TestLigaturesReadAsTheirLetters(t *testing.T) {
	for in, want := range map[string]string{"ex æquo": "ex aequo", "Œuvre": "oeuvre", "plain": "plain"} {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestAContractionReadsAsItsWords: a words file's contractions: read a
// word as the words it stands for, so that a phrase written in full
// matches it ("if they've any" is "if they have any"); a malformed entry
// is an error at its place.
func TestAContractionReadsAsItsWords(t *testing.T) {
	set := CoreFeatures()
	const words = `locale: en
features:
  not: [not]
  all: [all]
  go-again: [go again]
contractions:
  they've: they have
  you'll: you will
neutral:
  - if|they|have|any|hand|them|over|will|you
`
	var p yamlfile.Problems
	w := &Words{}
	ReadFile(&p, []byte(words), "w.yaml", "en", set, w)
	if err := p.Err(); err != nil {
		t.Fatal(err)
	}
	lx := Compile("en", w, set)
	r := lx.Read(text("If they've any, they hand them all over. You'll go again."))
	if u := r.Unread(); len(u) > 0 {
		t.Errorf("unread: %v", u)
	}
	var got []string
	for _, o := range r.Occurrences() {
		got = append(got, o.Feature.String())
	}
	if strings.Join(got, " ") != "all go-again" {
		t.Errorf("read %v, want all go-again", got)
	}
	if r := lx.Read(text("If they ve any.")); len(r.Unread()) != 1 {
		t.Errorf("they ve: unread %v, want ve", r.Unread())
	}
	for _, bad := range []string{"contractions:\n  they ve: they have\n", "contractions:\n  they've: they ... have\n", "contractions:\n  they've: \"\"\n"} {
		var p yamlfile.Problems
		ReadFile(&p, []byte("locale: en\n"+bad), "bad.yaml", "en", set, &Words{})
		if err := p.Err(); err == nil || !strings.Contains(err.Error(), "bad.yaml:3:") {
			t.Errorf("%q: error %v, want one at bad.yaml:3", bad, err)
		}
	}
}
