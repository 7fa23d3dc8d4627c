package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/setting"
)

// Setting is one choice of [Rules] by a stable name, as a card's
// `changes:` and the command line's `--set name=value` set it;
// [Settings] lists every one.
type Setting = setting.Setting[Rules]

// Change sets one setting by name to a value, as written.
type Change struct {
	Name, Value string
}

// String returns the change as a card writes it: "give: one".
func (c Change) String() string { return c.Name + ": " + c.Value }

// SettingNamed returns the setting of this name and whether there is one.
func SettingNamed(name string) (Setting, bool) { return setting.Named(Settings(), name) }

// settingNames lists the names of settings for error messages, deal.N
// folded.
func settingNames(settings []Setting) string {
	var names []string
	for _, s := range settings {
		if strings.HasPrefix(s.Name, "deal.") {
			if s.Name == "deal.2" {
				names = append(names, "deal.N")
			}
			continue
		}
		names = append(names, s.Name)
	}
	return strings.Join(names, ", ")
}

// Set returns r with the setting name set to value. On error r is
// returned unchanged; the error names the setting and the values it
// takes. Set checks the value alone: [Rules.Conflicts] finds settings
// that cannot be played together.
func (r Rules) Set(name, value string) (Rules, error) { return r.setIn(Settings(), name, value) }

// setIn is [Rules.Set] with the settings given.
func (r Rules) setIn(settings []Setting, name, value string) (Rules, error) {
	s, ok := setting.Named(settings, name)
	if !ok {
		return r, fmt.Errorf("unknown setting %q (settings: %s)", name, settingNames(settings))
	}
	return s.Set(r, value)
}

// Settings returns every setting, in the order the rules are told. The
// names are part of the card format: never rename one.
func Settings() []Setting {
	out := []Setting{
		setting.Number("players.min", "the fewest players the rules seat", func(r *Rules) *int { return &r.Players.Min }, 2, MaxPlayers),
		setting.Number("players.max", "the most players the rules seat", func(r *Rules) *int { return &r.Players.Max }, 2, MaxPlayers),
		packsSetting(),
		setting.Enum("deal", "how many cards each player is dealt: the sizes deal.N give by player count, the whole pack "+
			"dealt out evenly (the leftovers are the pond), or the whole pack dealt as if there were one more "+
			"player (the pretend hand and the leftovers are the pond)",
			func(r *Rules) *DealRule { return &r.Deal }, "sizes", "pretend-hand", "whole-pack"),
	}
	for n := 2; n <= MaxPlayers; n++ {
		out = append(out, dealSize(n))
	}
	return append(out,
		setting.Enum("first", "who takes the first turn: the seat after the dealer, or a player drawn at random",
			func(r *Rules) *FirstRule { return &r.First }, "after-dealer", "random"),
		setting.Enum("ask", "what a player asks for: a rank they hold, or one card of a rank they hold",
			func(r *Rules) *AskRule { return &r.Ask }, "rank", "card"),
		setting.YesNo("bluff", "with ask: card, a player may ask for a card they hold themselves: they then fish and the turn ends",
			func(r *Rules) *bool { return &r.Bluff }),
		setting.Enum("give", "what the asked player hands over on a hit: every card of the rank, or one",
			func(r *Rules) *GiveRule { return &r.Give }, "all", "one"),
		setting.YesNo("wish", "a go-fish draw of what was asked for is shown and the asker goes again",
			func(r *Rules) *bool { return &r.Wish }),
		setting.YesNo("wish-rank", "with card asks, a go-fish draw of any card of the rank asked for is a wish, not only the card asked for",
			func(r *Rules) *bool { return &r.WishRank }),
		setting.YesNo("lucky-draw", "a go-fish draw that completes a book lets the asker go again",
			func(r *Rules) *bool { return &r.LuckyDraw }),
		setting.Enum("after-miss", "who takes the turn after a go fish that is no wish: the next seat, or the player who said go fish",
			func(r *Rules) *MissRule { return &r.AfterMiss }, "next-seat", "asked"),
		setting.YesNo("play-on", "once the pond is empty nobody says go fish, a miss hands the turn to the asked player, "+
			"and play goes on until every rank is booked",
			func(r *Rules) *bool { return &r.PlayOn }),
		setting.Enum("books", "when four of a rank are laid as a book: at once, at once but one completed by a go-fish "+
			"draw waits for its holder's next turn, or only when claimed as a move",
			func(r *Rules) *BookRule { return &r.Books }, "at-once", "next-turn", "claim"),
		setting.Enum("empty-hand", "what a player whose turn comes with no cards does: draws a new hand, draws one card "+
			"and passes, sits out the game, or is passed over",
			func(r *Rules) *EmptyRule { return &r.EmptyHand }, "new-hand", "draw-one", "out", "skip"),
		setting.YesNo("dead-asks", "while the pond is empty an ask that repeats a remembered refusal is not allowed",
			func(r *Rules) *bool { return &r.DeadAsks }),
		endSetting(),
		setting.YesNo("out-wins", "when the game ends because a player went out (end: player-out or booked-out), "+
			"the players out win instead of whoever has the most books",
			func(r *Rules) *bool { return &r.OutWins }),
	)
}

// dealSize makes deal.N: the cards dealt to each of n players. Setting it
// deals by sizes (deal: sizes).
func dealSize(n int) Setting {
	name := "deal." + strconv.Itoa(n)
	return setting.New(name, fmt.Sprintf("with deal: sizes, the cards dealt to each player when %d play", n), "number", nil,
		func(r Rules) string { return strconv.Itoa(int(r.DealSizes[n])) },
		func(r *Rules, v string) error {
			k, err := strconv.Atoi(v)
			if err != nil || k < 1 || k*n > cards.Pack52.Size() {
				return fmt.Errorf("%q is not a hand size for %d players (1 to %d with the full pack; with the short pack too, 1 to %d)",
					v, n, cards.Pack52.Size()/n, max(cards.Pack32.Size()/n, 1))
			}
			r.DealSizes[n] = uint8(k)
			r.Deal = DealTable
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
			for _, w := range splitList(v) {
				switch w {
				case "52":
					set |= WithPack52
				case "32":
					set |= WithPack32
				default:
					return fmt.Errorf("%q is not a pack (packs: 52, 32)", w)
				}
			}
			if set == 0 {
				return fmt.Errorf("name at least one pack (52, 32)")
			}
			r.Packs = set
			return nil
		})
}

// endWords name the end conditions, in EndRule bit order.
var endWords = []string{"stock-out", "player-out", "booked-out"}

// endSetting is end: the conditions besides every rank booked that end
// the game ("none" for none).
func endSetting() Setting {
	return setting.New("end", "what ends the game besides every rank booked: the pond running out (stock-out), a player "+
		"with no cards (player-out), a player booking their last card while the pond holds cards (booked-out); none for none", "words", append([]string{"none"}, endWords...),
		func(r Rules) string {
			var s []string
			for i, w := range endWords {
				if r.End&(1<<i) != 0 {
					s = append(s, w)
				}
			}
			if len(s) == 0 {
				return "none"
			}
			return strings.Join(s, ",")
		},
		func(r *Rules, v string) error {
			var end EndRule
			for _, w := range splitList(v) {
				i := slices.Index(endWords, w)
				switch {
				case w == "none" || w == "all-booked":
				case i < 0:
					return fmt.Errorf("%q is not an end (ends: none, %s)", w, strings.Join(endWords, ", "))
				default:
					end |= 1 << i
				}
			}
			r.End = end
			return nil
		})
}

// splitList splits a list value at commas (and the spaces around them).
func splitList(v string) []string {
	var out []string
	for _, w := range strings.Split(v, ",") {
		if w = strings.TrimSpace(w); w != "" {
			out = append(out, w)
		}
	}
	return out
}
