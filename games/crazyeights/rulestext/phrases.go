package rulestext

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
	"github.com/rulecard/rulecard/locale"
)

// phrases are the words one locale writes the rules in, read from its
// rules.yaml: plain sentences and fmt format strings whose %s and %d the
// describer fills, as each field's comment says.
type phrases struct {
	Locale string `yaml:"locale"`
	// Title is filled by the rules' name (Quoted), Unnamed standing in
	// for none; With by the options and changes joined with And.
	Title   string `yaml:"title"`
	Unnamed string `yaml:"unnamed"`
	With    string `yaml:"with"`
	And     string `yaml:"and"`
	Or      string `yaml:"or"`
	Quoted  string `yaml:"quoted"`
	// Names are what the title calls the presets, options and changed
	// settings, never their ids.
	Names names `yaml:"names"`
	// Sections are the headings: players and pack, the deal, a turn,
	// special cards, when the stock runs out, the end, what nobody can
	// see.
	Sections []string `yaml:"sections"`

	// PlayersRange: the fewest and most players; PlayersExact: the one
	// count; Packs: Pack52 and Pack32 joined with Or.
	PlayersRange string `yaml:"players-range"`
	PlayersExact string `yaml:"players-exact"`
	Pack52       string `yaml:"pack52"`
	Pack32       string `yaml:"pack32"`
	Packs        string `yaml:"packs"`

	Shuffle string `yaml:"shuffle"`
	// SizesExact: the hand size. SizesFirst and SizesRest (later
	// groups): the players (WhoOne, WhoTwo or WhoRange, filled by player
	// counts) and the hand size; the groups joined by SizesSep.
	SizesExact string `yaml:"sizes-exact"`
	SizesFirst string `yaml:"sizes-first"`
	SizesRest  string `yaml:"sizes-rest"`
	SizesSep   string `yaml:"sizes-sep"`
	WhoOne     string `yaml:"who-one"`
	WhoTwo     string `yaml:"who-two"`
	WhoRange   string `yaml:"who-range"`
	Stock      string `yaml:"stock"`
	First      string `yaml:"first-player"`
	TurnUp     string `yaml:"turn-up"`
	// FirstBury, FirstOrdinary and FirstApplies: the cards (one of each
	// rank, "an eight or a two") that are so when turned first.
	FirstBury     string `yaml:"first-bury"`
	FirstOrdinary string `yaml:"first-ordinary"`
	FirstApplies  string `yaml:"first-applies"`

	Match string `yaml:"match"`
	// Wild: the wild rank, plural ("eights"), its first letter raised.
	Wild         string `yaml:"wild"`
	WildOnWild   string `yaml:"wild-on-wild"`
	NoWildOnWild string `yaml:"no-wild-on-wild"`
	DrawUntil    string `yaml:"draw-until"`
	DrawOne      string `yaml:"draw-one"`
	DrawThree    string `yaml:"draw-three"`
	InsteadUntil string `yaml:"instead-until"`
	Instead      string `yaml:"instead"`
	NoInstead    string `yaml:"no-instead"`
	NoSpecials   string `yaml:"no-specials"`
	// DrawTwo, Skip, Reverse: the rank, plural, its first letter raised;
	// Stack: the draw-two rank, one card ("a two"); Announce: the
	// penalty's cards.
	DrawTwo  string `yaml:"draw-two"`
	Stack    string `yaml:"stack"`
	NoStack  string `yaml:"no-stack"`
	Skip     string `yaml:"skip"`
	Reverse  string `yaml:"reverse"`
	Announce string `yaml:"announce"`

	Reshuffle string `yaml:"reshuffle"`
	StockPass string `yaml:"stock-pass"`
	StockEnd  string `yaml:"stock-end"`
	Blocked   string `yaml:"blocked"`
	// TurnLimit: the turns; Target: the target's points.
	TurnLimit     string `yaml:"turn-limit"`
	Out           string `yaml:"out"`
	PenaltyEights string `yaml:"penalty-eights"`
	PenaltyJacks  string `yaml:"penalty-jacks"`
	OneHand       string `yaml:"one-hand"`
	Target        string `yaml:"target"`
	Seen          string `yaml:"seen"`
	Unseen        string `yaml:"unseen"`

	// The ranks that may have a power, one card and many.
	EightOne  string `yaml:"eight-one"`
	EightMany string `yaml:"eight-many"`
	JackOne   string `yaml:"jack-one"`
	JackMany  string `yaml:"jack-many"`
	TwoOne    string `yaml:"two-one"`
	TwoMany   string `yaml:"two-many"`
	SevenOne  string `yaml:"seven-one"`
	SevenMany string `yaml:"seven-many"`
	QueenOne  string `yaml:"queen-one"`
	QueenMany string `yaml:"queen-many"`
	AceOne    string `yaml:"ace-one"`
	AceMany   string `yaml:"ace-many"`
	WildCard  string `yaml:"wild-card"`
}

// names are a locale's words for the presets, options and settings a
// title names. A setting's words are keyed by "name: value" for one value,
// or by its name with %s for any value (a number).
type names struct {
	Presets  map[string]string `yaml:"presets"`
	Options  map[string]string `yaml:"options"`
	Settings map[string]string `yaml:"settings"`
}

// setting returns the words for a changed setting, "name: value", and
// whether the locale has them.
func (n names) setting(change string) (string, bool) {
	if w, ok := n.Settings[change]; ok {
		return w, true
	}
	name, value, _ := strings.Cut(change, ": ")
	if players, ok := strings.CutPrefix(name, "deal."); ok {
		if f, ok := n.Settings["deal.N"]; ok {
			return fmt.Sprintf(f, players, value), true
		}
	}
	if f, ok := n.Settings[name]; ok && strings.Contains(f, "%s") {
		return fmt.Sprintf(f, value), true
	}
	return "", false
}

// numSections is the number of headings a rules.yaml gives.
const numSections = 7

// readPhrases reads a locale folder's rules.yaml strictly: an unknown
// key is an error at its line, a missing or empty phrase an error naming
// its key, and the locale: must be the folder's.
func readPhrases(f locale.File) (*phrases, error) {
	p := &phrases{}
	if err := f.Decode(p); err != nil {
		return nil, err
	}
	var probs []string
	if locale.Code(p.Locale) != f.Code {
		probs = append(probs, fmt.Sprintf("locale %q does not match its folder (want %q)", p.Locale, f.Code))
	}
	if len(p.Sections) != numSections {
		probs = append(probs, fmt.Sprintf("sections: want %d headings, got %d", numSections, len(p.Sections)))
	}
	v := reflect.ValueOf(p).Elem()
	for i := range v.NumField() {
		if fv := v.Field(i); fv.Kind() == reflect.String && fv.String() == "" {
			probs = append(probs, "phrase "+yamlKey(v.Type().Field(i))+" is missing")
		}
	}
	if miss := p.Names.missingNames(); len(miss) > 0 {
		probs = append(probs, "names: no words for "+strings.Join(miss, ", "))
	}
	if len(probs) > 0 {
		return nil, fmt.Errorf("%s: %s", f.Path, strings.Join(probs, "; "))
	}
	return p, nil
}

// yamlKey returns the key a field is read from.
func yamlKey(f reflect.StructField) string {
	k, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
	return k
}

// sameBlanks reports every phrase of p whose blanks (%s, %d) are not
// those of the same phrase of src, in order: the program fills them in
// turn.
func sameBlanks(path string, p, src *phrases) error {
	v, w := reflect.ValueOf(p).Elem(), reflect.ValueOf(src).Elem()
	var probs []string
	for i := range v.NumField() {
		if v.Field(i).Kind() != reflect.String {
			continue
		}
		if got, want := blanks(v.Field(i).String()), blanks(w.Field(i).String()); got != want {
			probs = append(probs, fmt.Sprintf("%s: the blanks are %q, want %q (as in %s)", yamlKey(v.Type().Field(i)), got, want, locale.Source))
		}
	}
	if len(probs) > 0 {
		return fmt.Errorf("%s: %s", path, strings.Join(probs, "; "))
	}
	return nil
}

// blanks returns the fmt verbs of s in order ("%s%d").
func blanks(s string) string {
	var b strings.Builder
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' {
			b.WriteString(s[i : i+2])
			i++
		}
	}
	return b.String()
}

// missingNames lists what the title may name and names has no words for:
// every preset, option, and every value of every setting.
func (n names) missingNames() []string {
	var out []string
	for _, p := range preset.Names() {
		if n.Presets[string(p)] == "" {
			out = append(out, "preset "+string(p))
		}
	}
	for _, o := range preset.Options() {
		if n.Options[string(o)] == "" {
			out = append(out, "option "+string(o))
		}
	}
	for _, s := range engine.Settings() {
		values := s.Values
		if len(values) == 0 || s.Kind == "numbers" {
			values = []string{"2"} // a number: the name's %s takes it
		}
		for _, v := range values {
			if _, ok := n.setting(s.Name + ": " + v); !ok {
				out = append(out, "setting "+s.Name+": "+v)
			}
		}
	}
	return out
}
