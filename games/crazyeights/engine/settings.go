package engine

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/setting"
)

// Setting is one choice of [Rules] by a stable name, as a card's
// `changes:` and the command line's `--set name=value` set it;
// [Settings] lists every one.
type Setting = setting.Setting[Rules]

// SettingNamed returns the setting of this name and whether there is one.
func SettingNamed(name string) (Setting, bool) { return setting.Named(Settings(), name) }

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
		setting.Number("players.min", "the fewest players the rules seat", func(r *Rules) *int { return &r.Players.Min }, 2, MaxPlayers),
		setting.Number("players.max", "the most players the rules seat", func(r *Rules) *int { return &r.Players.Max }, 2, MaxPlayers),
		packsSetting(),
	}
	for n := 2; n <= MaxPlayers; n++ {
		out = append(out, dealSize(n))
	}
	return append(out,
		setting.Enum("first-wild", "a wild card turned to start the discard pile: buried in the stock and the next card turned, or it stands as an ordinary card",
			func(r *Rules) *FirstWildRule { return &r.FirstWild }, "bury", "stands"),
		setting.Enum("first-special", "a draw-two, skip or reverse card turned to start the discard pile: acts as if the dealer played it, is an ordinary card, or is buried",
			func(r *Rules) *FirstSpecialRule { return &r.FirstSpecial }, "applies", "ignored", "bury"),
		setting.Enum("wild", "the wild rank: played on anything, its player names the suit to follow",
			func(r *Rules) *WildRule { return &r.Wild }, "eights", "jacks"),
		setting.YesNo("wild-on-wild", "a wild card may be played on a wild card",
			func(r *Rules) *bool { return &r.WildOnWild }),
		setting.YesNo("draw-instead", "a player who could play may draw instead",
			func(r *Rules) *bool { return &r.DrawInstead }),
		setting.Enum("draw", "what a player draws in a turn: one at a time until they can play, one card then play or pass, or up to three",
			func(r *Rules) *DrawRule { return &r.Draw }, "until-play", "one", "three"),
		setting.Enum("stock-out", "when the stock is empty: the discards but the top card are shuffled into a new stock, a player who cannot play passes "+
			"(a round of passes blocks the hand), or the hand ends blocked",
			func(r *Rules) *StockOutRule { return &r.StockOut }, "reshuffle", "pass", "end"),
		setting.Number("turn-limit", "a hand not over after this many turns ends as blocked", func(r *Rules) *int { return &r.TurnLimit }, 1, MaxTurnLimit),
		setting.Enum("scoring", "a game is one hand, or hands until a player's penalty points reach the target",
			func(r *Rules) *ScoringRule { return &r.Scoring }, "one-hand", "target"),
		setting.Number("target", "with scoring: target, the penalty points that end the game", func(r *Rules) *int { return &r.Target }, 1, 10_000),
		setting.Enum("draw-two", "the rank that makes the next player draw two and miss their turn",
			func(r *Rules) *DrawTwoRule { return &r.DrawTwo }, "none", "twos", "sevens"),
		setting.YesNo("stack", "a player who must draw two may answer with a draw-two card, passing the sum on",
			func(r *Rules) *bool { return &r.Stack }),
		setting.Enum("skip", "the rank that makes the next player miss their turn",
			func(r *Rules) *SkipRule { return &r.Skip }, "none", "queens", "eights"),
		setting.Enum("reverse", "the rank that reverses the direction of play (with two players, its player plays again)",
			func(r *Rules) *ReverseRule { return &r.Reverse }, "none", "aces"),
		setting.YesNo("announce", "a player whose turn ends with one card must have announced it, or draws a penalty",
			func(r *Rules) *bool { return &r.Announce }),
		setting.Number("announce-penalty", "with announce: yes, the cards drawn for a last card not announced", func(r *Rules) *int { return &r.AnnouncePenalty }, 1, 5),
	)
}

// dealSize makes deal.N: the cards dealt to each of n players.
func dealSize(n int) Setting {
	return setting.New("deal."+strconv.Itoa(n), fmt.Sprintf("the cards dealt to each player when %d play", n), "number", nil,
		func(r Rules) string { return strconv.Itoa(int(r.DealSizes[n])) },
		func(r *Rules, v string) error {
			k, err := strconv.Atoi(v)
			if err != nil || k < 1 || n*k+1 > cards.Pack52.Size() {
				return fmt.Errorf("%q is not a hand size for %d players (1 to %d: a card is left to turn)", v, n, (cards.Pack52.Size()-1)/n)
			}
			r.DealSizes[n] = uint8(k)
			return nil
		})
}

// packsSetting is packs: the pack sizes the rules are played with.
func packsSetting() Setting {
	return setting.New("packs", "the packs the rules are played with, by size: 52, 32 or both", "numbers", []string{"52", "32"},
		func(r Rules) string {
			var s []string
			for _, p := range [...]cards.Pack{cards.Pack52, cards.Pack32} {
				if r.Packs.Has(p) {
					s = append(s, p.String())
				}
			}
			return strings.Join(s, ",")
		},
		func(r *Rules, v string) error {
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
		})
}
