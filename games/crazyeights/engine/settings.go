package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/cards"
)

// Setting is one choice of [Rules] by a stable name, as a card's
// `changes:` and the command line's `--set name=value` set it; [Settings]
// lists every one.
type Setting struct {
	// Name is how the setting is written ("draw", "deal.3").
	Name string
	// Summary says in one line what the setting chooses.
	Summary string
	// Values are the words it takes, the common rules' choice first; empty
	// for a number.
	Values []string
	// Kind says what a value is: "word", "yes/no", "number", "numbers".
	Kind string
	get  func(Rules) string
	set  func(*Rules, string) error
}

// Get returns the setting's value in r, as it would be written.
func (s Setting) Get(r Rules) string { return s.get(r) }

// Set returns r with the setting set to value; on error r unchanged and an
// error naming the setting and the values it takes.
func (s Setting) Set(r Rules, value string) (Rules, error) {
	out := r
	if err := s.set(&out, strings.TrimSpace(value)); err != nil {
		return r, fmt.Errorf("%s: %w", s.Name, err)
	}
	return out, nil
}

// SettingNamed returns the setting of this name and whether there is one.
func SettingNamed(name string) (Setting, bool) {
	for _, s := range Settings() {
		if s.Name == name {
			return s, true
		}
	}
	return Setting{}, false
}

// Set returns r with the setting name set to value. It checks the value
// alone: [Rules.Check] finds settings that cannot be played together.
func (r Rules) Set(name, value string) (Rules, error) {
	s, ok := SettingNamed(name)
	if !ok {
		return r, fmt.Errorf("unknown setting %q (settings: %s)", name, settingNames())
	}
	return s.Set(r, value)
}

// settingNames lists the settings' names, deal.N folded.
func settingNames() string {
	var names []string
	for _, s := range Settings() {
		switch {
		case s.Name == "deal.2":
			names = append(names, "deal.N")
		case strings.HasPrefix(s.Name, "deal."):
		default:
			names = append(names, s.Name)
		}
	}
	return strings.Join(names, ", ")
}

// Settings returns every setting, in the order RULES.md tells the rules.
// The names are part of the card format: never rename one.
func Settings() []Setting {
	out := []Setting{
		number("players.min", "the fewest players the rules seat", func(r *Rules) *int { return &r.Players.Min }, 2, MaxPlayers),
		number("players.max", "the most players the rules seat", func(r *Rules) *int { return &r.Players.Max }, 2, MaxPlayers),
		packsSetting(),
	}
	for n := 2; n <= MaxPlayers; n++ {
		out = append(out, dealSize(n))
	}
	return append(out,
		enum("first-wild", "a wild card turned to start the discard pile: buried in the stock and the next card turned, or it stands as an ordinary card",
			func(r *Rules) *FirstWildRule { return &r.FirstWild }, "bury", "stands"),
		enum("first-special", "a draw-two, skip or reverse card turned to start the discard pile: acts as if the dealer played it, is an ordinary card, or is buried",
			func(r *Rules) *FirstSpecialRule { return &r.FirstSpecial }, "applies", "ignored", "bury"),
		enum("wild", "the wild rank: played on anything, its player names the suit to follow",
			func(r *Rules) *WildRule { return &r.Wild }, "eights", "jacks"),
		yesNoSetting("wild-on-wild", "a wild card may be played on a wild card",
			func(r *Rules) *bool { return &r.WildOnWild }),
		yesNoSetting("draw-instead", "a player who could play may draw instead",
			func(r *Rules) *bool { return &r.DrawInstead }),
		enum("draw", "what a player draws in a turn: one at a time until they can play, one card then play or pass, or up to three",
			func(r *Rules) *DrawRule { return &r.Draw }, "until-play", "one", "three"),
		enum("stock-out", "when the stock is empty: the discards but the top card are shuffled into a new stock, a player who cannot play passes "+
			"(a round of passes blocks the hand), or the hand ends blocked",
			func(r *Rules) *StockOutRule { return &r.StockOut }, "reshuffle", "pass", "end"),
		number("turn-limit", "a hand not over after this many turns ends as blocked", func(r *Rules) *int { return &r.TurnLimit }, 1, MaxTurnLimit),
		enum("scoring", "a game is one hand, or hands until a player's penalty points reach the target",
			func(r *Rules) *ScoringRule { return &r.Scoring }, "one-hand", "target"),
		number("target", "with scoring: target, the penalty points that end the game", func(r *Rules) *int { return &r.Target }, 1, 10_000),
		enum("draw-two", "the rank that makes the next player draw two and miss their turn",
			func(r *Rules) *DrawTwoRule { return &r.DrawTwo }, "none", "twos", "sevens"),
		yesNoSetting("stack", "a player who must draw two may answer with a draw-two card, passing the sum on",
			func(r *Rules) *bool { return &r.Stack }),
		enum("skip", "the rank that makes the next player miss their turn",
			func(r *Rules) *SkipRule { return &r.Skip }, "none", "queens", "eights"),
		enum("reverse", "the rank that reverses the direction of play (with two players, its player plays again)",
			func(r *Rules) *ReverseRule { return &r.Reverse }, "none", "aces"),
		yesNoSetting("announce", "a player whose turn ends with one card must have announced it, or draws a penalty",
			func(r *Rules) *bool { return &r.Announce }),
		number("announce-penalty", "with announce: yes, the cards drawn for a last card not announced", func(r *Rules) *int { return &r.AnnouncePenalty }, 1, 5),
	)
}

// enum makes a setting of an enumerated field: words[i] is the value i.
func enum[T ~uint8](name, summary string, field func(*Rules) *T, words ...string) Setting {
	return Setting{Name: name, Summary: summary, Values: words, Kind: "word",
		get: func(r Rules) string {
			if v := int(*field(&r)); v < len(words) {
				return words[v]
			}
			return "?"
		},
		set: func(r *Rules, v string) error {
			i := slices.Index(words, v)
			if i < 0 {
				return fmt.Errorf("%q is not a value (values: %s)", v, strings.Join(words, ", "))
			}
			*field(r) = T(i)
			return nil
		}}
}

// yesNoSetting makes a setting of a yes/no field.
func yesNoSetting(name, summary string, field func(*Rules) *bool) Setting {
	return Setting{Name: name, Summary: summary, Values: []string{"yes", "no"}, Kind: "yes/no",
		get: func(r Rules) string {
			if *field(&r) {
				return "yes"
			}
			return "no"
		},
		set: func(r *Rules, v string) error {
			switch v {
			case "yes":
				*field(r) = true
			case "no":
				*field(r) = false
			default:
				return fmt.Errorf("%q is not a value (values: yes, no)", v)
			}
			return nil
		}}
}

// number makes a setting of an integer field within [lo, hi].
func number(name, summary string, field func(*Rules) *int, lo, hi int) Setting {
	return Setting{Name: name, Summary: summary, Kind: "number",
		get: func(r Rules) string { return strconv.Itoa(*field(&r)) },
		set: func(r *Rules, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < lo || n > hi {
				return fmt.Errorf("%q is not a number from %d to %d", v, lo, hi)
			}
			*field(r) = n
			return nil
		}}
}

// dealSize makes deal.N: the cards dealt to each of n players.
func dealSize(n int) Setting {
	return Setting{Name: "deal." + strconv.Itoa(n), Kind: "number",
		Summary: fmt.Sprintf("the cards dealt to each player when %d play", n),
		get:     func(r Rules) string { return strconv.Itoa(int(r.DealSizes[n])) },
		set: func(r *Rules, v string) error {
			k, err := strconv.Atoi(v)
			if err != nil || k < 1 || n*k+1 > cards.Pack52.Size() {
				return fmt.Errorf("%q is not a hand size for %d players (1 to %d: a card is left to turn)", v, n, (cards.Pack52.Size()-1)/n)
			}
			r.DealSizes[n] = uint8(k)
			return nil
		}}
}

// packsSetting is packs: the pack sizes the rules are played with.
func packsSetting() Setting {
	return Setting{Name: "packs", Kind: "numbers", Values: []string{"52", "32"},
		Summary: "the packs the rules are played with, by size: 52, 32 or both",
		get: func(r Rules) string {
			var s []string
			for _, p := range [...]cards.Pack{cards.Pack52, cards.Pack32} {
				if r.Packs.Has(p) {
					s = append(s, p.String())
				}
			}
			return strings.Join(s, ",")
		},
		set: func(r *Rules, v string) error {
			var set PackSet
			for _, w := range strings.Split(v, ",") {
				switch strings.TrimSpace(w) {
				case "52":
					set |= WithPack52
				case "32":
					set |= WithPack32
				default:
					return fmt.Errorf("%q is not a pack (packs: 52, 32)", w)
				}
			}
			r.Packs = set
			return nil
		}}
}
