package starter

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
)

// toyPlan is a plan of a toy game with a word setting (speed), a yes/no
// one (bonus) and a number (limit).
const toyPlan = `
title:
  id: title
  variants:
    - when: {rules: racing}
      text: title-racing
tagline:
  id: tagline
  variants:
    - {text: tagline, claims: [{players.range: $players}, {pack.sizes: $packs}]}
sections:
  - id: deal
    statements:
      - id: deal-sizes
        variants:
          - text: sizes
            claims: [{deal.size: $deal}]
  - id: play
    statements:
      - id: speed
        variants:
          - when: {speed: fast, bonus: "yes"}
            text: fast-bonus
            claims: [speed.fast, bonus.on]
          - when: {speed: [fast, faster]}
            text: fast
            claims: [speed.fast]
          - text: slow
            claims: [speed.slow]
      - id: limit
        variants:
          - when: {bonus: "yes"}
            text: limit
            claims: [{limit.turns: $limit}]
  - id: extra
    statements:
      - id: only-faster
        variants:
          - when: {speed: faster}
            text: faster
            claims: [speed.faster]
`

// toyWords are the toy game's English words.
const toyWords = `locale: en
title: Toy
sections: {deal: DEAL, play: PLAY, extra: EXTRA}
phrases:
  players-range: "%d to %d players"
  players-exact: "%d players"
  pack52: the full pack
  pack32: the short pack
  pack-or: " or "
  sizes-first: "%s players get %d cards each"
  sizes-rest: "%s players get %d each"
  sizes-sep: "; "
  sizes-end: "."
  list-sep: ", "
  list-or: " or "
texts:
  title-racing: Racing Toy
  tagline: $players · $packs
  sizes: $sizes
  fast-bonus: Play fast, with a bonus.
  fast: Play fast.
  slow: Play slowly.
  limit: Stop after $limit turns.
  faster: Faster still.
`

// toyLibrary returns the shared locale folders under the toy game's en
// starter words (and, when de is not "", its German ones).
func toyLibrary(de string) *locale.Library {
	fsys := fstest.MapFS{"en/starter.yaml": {Data: []byte(toyWords)}}
	if de != "" {
		fsys["de/starter.yaml"] = &fstest.MapFile{Data: []byte(de)}
	}
	return locale.Shipped().Over(fsys, ".", "toy/locales")
}

// toyRules are rules of the toy game with these settings' values.
func toyRules(speed, bonus string) Rules {
	return Rules{
		Values:  []game.Value{{Name: "speed", Value: speed}, {Name: "bonus", Value: bonus}, {Name: "limit", Value: "12"}},
		Players: [2]int{2, 5},
		Packs:   []cards.Pack{cards.Pack52, cards.Pack32},
		HandSize: func(_ cards.Pack, n int) int {
			if n == 2 {
				return 7
			}
			return 5
		},
	}
}

// readToy reads toyPlan.
func readToy(t *testing.T) *Plan {
	t.Helper()
	p, err := ReadPlan("toy/starter.yaml", []byte(toyPlan))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// statementIDs lists a card's statements as id=text, by section.
func statementIDs(c *game.StarterCard) []string {
	var out []string
	for _, s := range c.Sections {
		for _, st := range s.Statements {
			out = append(out, s.ID+"/"+st.ID+"="+st.Text)
		}
	}
	return out
}

// TestTheFirstVariantThatHoldsIsWritten: a statement is written as its
// first variant whose when: holds (a list of values holds for any of
// them); one with no variant that holds is left out, and a section left
// empty with it.
func TestTheFirstVariantThatHoldsIsWritten(t *testing.T) {
	p := readToy(t)
	for _, tc := range []struct {
		speed, bonus string
		want         []string
	}{
		{"slow", "no", []string{"play/speed=Play slowly."}},
		{"fast", "no", []string{"play/speed=Play fast."}},
		{"fast", "yes", []string{"play/speed=Play fast, with a bonus.", "play/limit=Stop after 12 turns."}},
		{"faster", "no", []string{"play/speed=Play fast.", "extra/only-faster=Faster still."}},
	} {
		c, err := p.Write(toyLibrary(""), locale.Source, toyRules(tc.speed, tc.bonus))
		if err != nil {
			t.Fatal(err)
		}
		got := statementIDs(c)
		want := append([]string{"deal/deal-sizes=2 players get 7 cards each; 3, 4 or 5 players get 5 each."}, tc.want...)
		if !slices.Equal(got, want) {
			t.Errorf("speed %s, bonus %s:\n got %q\nwant %q", tc.speed, tc.bonus, got, want)
		}
	}
}

// TestPlaceholdersAreFilledFromTheRules: $players, $packs, $deal and a
// setting's $name are filled in the claims, $players, $packs, $sizes and
// $name in the words.
func TestPlaceholdersAreFilledFromTheRules(t *testing.T) {
	c, err := readToy(t).Write(toyLibrary(""), locale.Source, toyRules("fast", "yes"))
	if err != nil {
		t.Fatal(err)
	}
	if c.Tagline.Text != "2 to 5 players · the full pack or the short pack" {
		t.Errorf("tagline %q", c.Tagline.Text)
	}
	var params []string
	for _, cl := range append(c.Tagline.Claims, append(c.Sections[0].Statements[0].Claims, c.Sections[1].Statements[1].Claims...)...) {
		params = append(params, cl.ID+" "+game.FormatParams(cl.Params))
	}
	want := []string{"players.range {min: 2, max: 5}", "pack.sizes [52, 32]", "deal.size {2: 7, 3: 5, 4: 5, 5: 5}", "limit.turns 12"}
	if !slices.Equal(params, want) {
		t.Errorf("claims\n got %q\nwant %q", params, want)
	}
}

// TestTheTitleIsChosenByThePreset: a plan's title variants choose the
// title by the preset the rules were made from; with none that holds it
// is the words' title.
func TestTheTitleIsChosenByThePreset(t *testing.T) {
	p := readToy(t)
	for preset, want := range map[string]string{"racing": "Racing Toy", "strolling": "Toy", "": "Toy"} {
		r := toyRules("slow", "no")
		r.Preset = preset
		c, err := p.Write(toyLibrary(""), locale.Source, r)
		if err != nil || c.Title != want {
			t.Errorf("preset %q: %v, title %q, want %q", preset, err, c.Title, want)
		}
	}
	presets := []game.Named{{Name: "strolling"}}
	if got := strings.Join(p.CheckSettings(nil, presets), "\n"); !strings.Contains(got, `title/title-racing: rules has no value "racing"`) {
		t.Errorf("CheckSettings with no preset racing: %s", got)
	}
}

// TestALocaleWithoutWordsIsTheSourcesAndOneWithThemItsOwn: a locale with
// no starter words is written in English and says so; one with words in
// its own; a file whose locale: is not its folder's is refused.
func TestALocaleWithoutWordsIsTheSourcesAndOneWithThemItsOwn(t *testing.T) {
	p := readToy(t)
	c, err := p.Write(toyLibrary(""), "nl", toyRules("slow", "no"))
	if err != nil || c.Locale != locale.Source || c.Title != "Toy" {
		t.Fatalf("nl: %v %+v", err, c)
	}
	de := strings.NewReplacer("locale: en", "locale: de", "title: Toy", "title: Spielzeug").Replace(toyWords)
	if c, err = p.Write(toyLibrary(de), "de", toyRules("slow", "no")); err != nil || c.Locale != "de" || c.Title != "Spielzeug" {
		t.Fatalf("de: %v %+v", err, c)
	}
	wrong := strings.Replace(toyWords, "locale: en", "locale: sv", 1)
	if _, err = p.Write(toyLibrary(wrong), "de", toyRules("slow", "no")); err == nil || !strings.Contains(err.Error(), `locale "sv" does not match its folder`) {
		t.Errorf("a de file that says sv: %v", err)
	}
}

// TestAPlanThatNamesWhatIsNotThereIsAnError: a when: naming no setting,
// a variant naming no text, a claim that is neither an id nor one
// {id: parameters}, a $name naming no setting: each is an error of the
// words' locale, and CheckSettings and CheckWords find the same before.
func TestAPlanThatNamesWhatIsNotThereIsAnError(t *testing.T) {
	bad := strings.NewReplacer("when: {bonus: \"yes\"}", "when: {bonsu: \"yes\"}",
		"text: faster", "text: fastest", "$limit", "$limits", "[speed.slow]", "[[speed.slow]]").Replace(toyPlan)
	p, err := ReadPlan("toy/starter.yaml", []byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		speed string
		want  string
	}{
		{"fast", `en starter words: unknown setting "bonsu" in a when:`},
		{"faster", `no text "fastest"`},
		{"slow", "a claim is an id or {id: parameters}, not [speed.slow]"},
	} {
		if _, err := p.Write(toyLibrary(""), locale.Source, toyRules(tc.speed, "no")); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("speed %s: %v, want %q", tc.speed, err, tc.want)
		}
	}
	settings := []game.Setting{{Name: "speed", Values: []string{"slow", "fast"}, Kind: "word"}, {Name: "bonus", Kind: "yes/no"}, {Name: "limit", Kind: "number"}}
	got := strings.Join(p.CheckSettings(settings, nil), "\n")
	for _, want := range []string{`limit/limit: unknown setting "bonsu"`, `speed/fast: speed has no value "faster"`, `limit/limit: claim limit.turns: unknown setting "limits"`} {
		if !strings.Contains(got, want) {
			t.Errorf("CheckSettings lacks %q:\n%s", want, got)
		}
	}
	got = strings.Join(p.CheckWords(toyLibrary("")), "\n")
	for _, want := range []string{`en: no text "fastest"`, `en: text "faster" is written by no variant`} {
		if !strings.Contains(got, want) {
			t.Errorf("CheckWords lacks %q:\n%s", want, got)
		}
	}
	settings[0].Values = append(settings[0].Values, "faster")
	presets := []game.Named{{Name: "strolling"}, {Name: "racing"}}
	if got := readToy(t).CheckSettings(settings, presets); len(got) != 0 {
		t.Errorf("the toy plan: %q", got)
	}
	if got := readToy(t).CheckWords(toyLibrary("")); len(got) != 0 {
		t.Errorf("the toy words: %q", got)
	}
}

// toyGame is the toy game as Lint asks of it.
type toyGame struct{}

func (toyGame) Settings() []game.Setting {
	return []game.Setting{{Name: "speed", Values: []string{"slow", "fast", "faster"}, Kind: "word"}, {Name: "bonus", Kind: "yes/no"}, {Name: "limit", Kind: "number"}}
}
func (toyGame) Presets() []game.Named    { return []game.Named{{Name: "strolling"}, {Name: "racing"}} }
func (toyGame) Locales() *locale.Library { return toyLibrary("") }

// TestLintReadsThePlanAndChecksItsSettingsAndWords: the toy game's data
// is whole; a plan that does not read is one problem at its position, a
// misspelt value another.
func TestLintReadsThePlanAndChecksItsSettingsAndWords(t *testing.T) {
	if got := Lint("toy/starter.yaml", []byte(toyPlan), toyGame{}); len(got) != 0 {
		t.Errorf("the toy data: %q", got)
	}
	got := Lint("toy/starter.yaml", []byte("tagline: {id: t, variants: [{text: x, claimz: []}]}\n"), toyGame{})
	if len(got) != 1 || !strings.HasPrefix(got[0], "toy/starter.yaml:1:") {
		t.Errorf("a plan with an unknown key: %q", got)
	}
	got = Lint("toy/starter.yaml", []byte(strings.Replace(toyPlan, "speed: faster", "speed: fastr", 1)), toyGame{})
	if len(got) != 1 || !strings.Contains(got[0], `speed has no value "fastr"`) {
		t.Errorf("a misspelt value: %q", got)
	}
}
