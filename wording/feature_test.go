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
