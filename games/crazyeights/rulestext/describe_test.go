package rulestext_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
	"github.com/rulecard/rulecard/games/crazyeights/rulestext"
	"github.com/rulecard/rulecard/locale"
)

// text describes r in English.
func text(t *testing.T, r engine.Rules) string {
	t.Helper()
	d, err := rulestext.Describe(nil, r, locale.Source)
	if err != nil {
		t.Fatal(err)
	}
	return d.Text()
}

func TestThePresetsAreDescribed(t *testing.T) {
	c8 := text(t, engine.CrazyEights())
	for _, want := range []string{"Crazy Eights: the common rules PLAYERS AND PACK", "2 players get 7 cards each; 3 to 6 players get 5 each.",
		"Eights are wild", "No card has a power but the wild cards.", "eights 50, kings, queens and jacks 10"} {
		if !strings.Contains(strings.Join(strings.Fields(c8), " "), want) {
			t.Errorf("crazy-eights lacks %q:\n%s", want, c8)
		}
	}
	mm := strings.Join(strings.Fields(text(t, engine.MauMau())), " ")
	for _, want := range []string{"the 32-card short pack", "Each player gets 5 cards.", "Jacks are wild", "jacks 50, kings and queens 10",
		"Sevens make the next player draw two", "play a seven of any suit", "Eights make the next player miss their turn",
		"draw 2 cards at once", "If it is a jack, put it back", "If it is a seven or an eight, it acts as if the dealer had played it."} {
		if !strings.Contains(mm, want) {
			t.Errorf("mau-mau lacks %q:\n%s", want, mm)
		}
	}
}

// TestEveryValueOfEverySettingChangesTheText: each value of each setting
// that plays a part in the rules it is set in is told: the text differs
// from the preset's (the turn limit and target by their numbers).
func TestEveryValueOfEverySettingChangesTheText(t *testing.T) {
	for _, base := range []engine.Rules{engine.CrazyEights(), engine.MauMau()} {
		before := text(t, base)
		for _, s := range engine.Settings() {
			values := s.Values
			switch s.Name {
			case "turn-limit", "announce-penalty", "target":
				values = []string{"3"}
			case "packs", "players.min", "players.max":
				continue // told in the players' section, tested below
			}
			if strings.HasPrefix(s.Name, "deal.") {
				values = []string{"3"}
			}
			for _, v := range values {
				r, err := base.Set(s.Name, v)
				if err != nil || r.Check() != nil || s.Get(r) == s.Get(base) || !r.Plays(s.Name) {
					continue
				}
				if text(t, r) == before {
					t.Errorf("%s: %s: %s does not change the text", base.Name, s.Name, v)
				}
			}
		}
	}
	r, _ := engine.CrazyEights().Set("players.max", "4")
	if !strings.Contains(text(t, r), "2 to 4 players.") {
		t.Errorf("players.max 4 not told")
	}
}

func TestTheTitleNamesOptionsAndChanges(t *testing.T) {
	r, _ := engine.CrazyEights().With(preset.QueensSkip)
	r, _ = r.Set("draw", "three")
	d, err := rulestext.Describe(nil, r, "en")
	if err != nil {
		t.Fatal(err)
	}
	if want := "Crazy Eights: the common rules, with queens skipping and drawing up to three cards"; d.Title != want {
		t.Errorf("title %q, want %q", d.Title, want)
	}
}

// TestAWrongRulesFileIsRefusedNamingIt: a card's own rules.yaml with a
// phrase missing, one unknown, or blanks not those of English is an error
// naming the file; a locale without one names those that have.
func TestAWrongRulesFileIsRefusedNamingIt(t *testing.T) {
	en, ok := locales.Library().Open("en", "rules.yaml")
	if !ok {
		t.Fatal("no en rules.yaml")
	}
	src := string(en.Data)
	for name, c := range map[string]struct{ data, want string }{
		"missing":  {strings.Replace(src, "\nout: ", "\n# out: ", 1), "phrase out is missing"},
		"unknown":  {src + "colour: x\n", "colour"},
		"blanks":   {strings.Replace(strings.Replace(src, "locale: en", "locale: de", 1), "%d turns", "turns", 1), `turn-limit: the blanks are "", want "%d"`},
		"language": {strings.Replace(src, "locale: en", "locale: fr", 1), `locale "fr" does not match its folder`},
	} {
		code := "en"
		if name == "blanks" {
			code = "de"
		}
		fsys := fstest.MapFS{"c/locales/" + code + "/rules.yaml": {Data: []byte(c.data)}}
		lib := locales.Library().Over(fsys, "c/locales", "mycard/locales")
		_, err := rulestext.Describe(lib, engine.CrazyEights(), locale.Code(code))
		if err == nil || !strings.Contains(err.Error(), "mycard/locales/"+code+"/rules.yaml") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want an error naming the file and %q", name, err, c.want)
		}
	}
	if _, err := rulestext.Describe(nil, engine.CrazyEights(), "xx"); err == nil || !strings.Contains(err.Error(), "(locales: en") {
		t.Errorf("locale xx: %v", err)
	}
}

// TestNoTitleHoldsAnEngineID: every preset, with each option and with a
// change of every setting, is titled in words, never by the ids the
// engine and card.yaml use.
func TestNoTitleHoldsAnEngineID(t *testing.T) {
	var ids []string // the ids no English word spells: joined by - or .
	for _, p := range preset.Names() {
		ids = append(ids, string(p))
	}
	for _, o := range preset.Options() {
		if strings.Contains(string(o), "-") {
			ids = append(ids, string(o))
		}
	}
	for _, s := range engine.Settings() {
		if strings.Contains(s.Name, "-") || strings.Contains(s.Name, ".") {
			ids = append(ids, s.Name)
		}
		for _, v := range s.Values {
			if strings.Contains(v, "-") {
				ids = append(ids, v)
			}
		}
	}
	for _, r := range variants(t) {
		d, err := rulestext.Describe(nil, r, locale.Source)
		if err != nil {
			t.Fatal(err)
		}
		if _, rest, _ := strings.Cut(d.Title, ": "); strings.Contains(rest, ": ") {
			t.Errorf("title %q holds a change as card.yaml writes it", d.Title)
		}
		for _, tok := range strings.FieldsFunc(d.Title, func(r rune) bool { return r == ' ' || r == ',' }) {
			if slices.Contains(ids, tok) && tok != "draw-two" { // a draw-two card is English
				t.Errorf("title %q holds the id %q", d.Title, tok)
			}
		}
	}
}
