package claim_test

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/game/gametest"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// highCard is a game the engine was not written for, registered through
// the seam alone: each player is dealt one card, and the highest rank (ace
// high) wins, ties shared. It has one preset, no options, and two claims:
// the true one, and its opposite.
type highCard struct{}

func (highCard) ID() string   { return "highcard" }
func (highCard) Name() string { return "High Card" }
func (highCard) Presets() []game.Named {
	return []game.Named{{Name: "plain", Summary: "2 to 6 players"}}
}
func (highCard) DefaultPreset() string    { return "plain" }
func (highCard) Options() []game.Named    { return nil }
func (highCard) Settings() []game.Setting { return nil }
func (highCard) Packs() []cards.Pack      { return []cards.Pack{cards.Pack52} }
func (highCard) Claims() game.Claims      { return highCardClaims{} }
func (highCard) Table() game.Table        { return highCardTable{} }

func (highCard) Values(game.Rules) []game.Value  { return nil }
func (highCard) Changed(game.Rules) []game.Value { return nil }
func (highCard) Describe(game.Rules, *locale.Library, locale.Code) (*game.Description, error) {
	return &game.Description{Title: "highCard"}, nil
}
func (highCard) Features() wording.FeatureSet {
	return wording.CoreFeatures().With(wording.FeatureDef{Feature: "highest"}, wording.FeatureDef{Feature: "lowest"})
}

// Locales holds the game's own words: its two features, in English.
func (highCard) Locales() *locale.Library {
	words := fstest.MapFS{"en/words.yaml": {Data: []byte("locale: en\nfeatures:\n  highest: [highest, high card]\n  lowest: [lowest, low card]\n")}}
	return locale.Shipped().OverShipped(words, ".", "highcard/locales")
}

// Rules takes the one preset and no change.
func (highCard) Rules(s game.Spec) (game.Rules, error) {
	if len(s.Changes) > 0 {
		return nil, &game.RulesError{Pos: s.Changes[0].Pos, Msg: "high card has no settings to change"}
	}
	return "plain", nil
}

// highCardClaims are the game's claims.
type highCardClaims struct{}

func (highCardClaims) Catalogue() []game.Claim {
	return []game.Claim{
		{ID: "win.highest", Description: "the player dealt the highest card wins", Params: "-"},
		{ID: "win.lowest", Description: "the player dealt the lowest card wins", Params: "-"},
	}
}

func (highCardClaims) Signature(id string, _ game.Rules) (wording.Signature, bool) {
	switch id {
	case "win.highest":
		return wording.Signature{Need: []wording.Feature{wording.Win, "highest"}, Deny: []wording.Feature{"lowest"}}, true
	case "win.lowest":
		return wording.Signature{Need: []wording.Feature{wording.Win, "lowest"}, Deny: []wording.Feature{"highest"}}, true
	}
	return wording.Signature{}, false
}

func (highCardClaims) Roles(string, game.Params, wording.Reading, []wording.Numeral) []wording.Problem {
	return nil
}

func (highCardClaims) Plays(_ game.Rules, players int, pack cards.Pack) error {
	if players < 2 || players > 6 || pack != cards.Pack52 {
		return fmt.Errorf("high card is for 2 to 6 players with 52 cards")
	}
	return nil
}

func (highCardClaims) FalseUnder(string, game.Rules) string { return "" }
func (highCardClaims) Depends(string) [][]string            { return nil }

// Examples: High Card has no worked examples.
func (highCardClaims) Examples(string, any, game.Rules, [2]int, []cards.Pack) ([]game.Example, error) {
	return nil, nil
}

// Prove plays the trial's games: one card dealt to each seat, and checks
// each claim against who won.
func (highCardClaims) Prove(t game.Trial, bound []game.Bound) game.Proof {
	out := game.Proof{Verdicts: make([]game.Verdict, len(bound))}
	for _, cf := range t.Configs {
		for i := range t.Games {
			seed := t.Seed + uint64(i)
			hand, winners := playHighCard(cf.Players, seed)
			for k, b := range bound {
				v := &out.Verdicts[k]
				if v.Fail != "" {
					continue
				}
				want := hand[0].Rank()
				for _, c := range hand {
					if b.Claim == "win.highest" && aceHigh(c) > aceHigh(cards.NewCard(want, 0)) ||
						b.Claim == "win.lowest" && aceHigh(c) < aceHigh(cards.NewCard(want, 0)) {
						want = c.Rank()
					}
				}
				for s, c := range hand {
					if (c.Rank() == want) != winners[s] {
						v.Fail = fmt.Sprintf("seat %d held %s and the engine says it won: %t", s, c, winners[s])
						v.Counterexample = &game.Counterexample{Seed: seed, RunSeed: t.Seed, RunGames: i + 1, Players: cf.Players,
							Pack: cf.Pack.Size(), Move: 1, At: 0, Message: v.Fail, StockName: "stock", Record: []string{fmt.Sprint(hand)}}
						break
					}
				}
			}
		}
	}
	return out
}

// playHighCard is the game's engine: it deals one card to each of n seats
// and says who won.
func playHighCard(n int, seed uint64) ([]cards.Card, []bool) {
	pack := cards.PackOrder(cards.Pack52, nil)
	cards.Shuffle(rand.NewPCG(seed, cards.Stream), pack)
	hand := pack[:n]
	best := 0
	for _, c := range hand {
		best = max(best, aceHigh(c))
	}
	won := make([]bool, n)
	for s, c := range hand {
		won[s] = aceHigh(c) == best
	}
	return hand, won
}

// aceHigh ranks a card with the ace above the king.
func aceHigh(c cards.Card) int {
	if c.Rank() == cards.Ace {
		return 14
	}
	return int(c.Rank())
}

// highCardTable plays High Card through the seam: each seat in turn shows
// the card it was dealt; once all have, the highest wins.
type highCardTable struct{}

func (highCardTable) Deal(_ game.Rules, players int, pack cards.Pack, seed uint64) (game.State, error) {
	if err := (highCardClaims{}).Plays(nil, players, pack); err != nil {
		return nil, err
	}
	hand, won := playHighCard(players, seed)
	return &highCardState{hand: hand, won: won}, nil
}

func (highCardTable) Bots() []string { return []string{"first"} }

func (highCardTable) Replay(_ io.Writer, path string) error {
	return fmt.Errorf("%s: high card has no worked examples: %w", path, game.ErrInvalid)
}

func (highCardTable) Teller(*locale.Library, locale.Code) (game.Teller, error) {
	return nil, fmt.Errorf("high card tells no worked examples")
}

func (highCardTable) Play(game.Seating) error {
	return fmt.Errorf("high card is not played in a terminal")
}

// Simulate deals s.Games games and counts the winners.
func (highCardTable) Simulate(s game.Sim) (game.Tally, error) {
	t := game.Tally{Wins: make([]int, s.Players)}
	for i := range s.Games {
		_, won := playHighCard(s.Players, s.Seed+uint64(i))
		t.Games++
		t.Moves += s.Players
		t.Turns += s.Players
		t.ByMoves = game.CountOne(t.ByMoves, s.Players)
		t.ByTurns = game.CountOne(t.ByTurns, s.Players)
		n := 0
		for seat, w := range won {
			if w {
				t.Wins[seat]++
				n++
			}
		}
		if n > 1 {
			t.Shared++
		}
	}
	return t, nil
}

func (highCardTable) Bot(kind string, _ uint64) (game.Bot, error) {
	if kind != "first" {
		return nil, fmt.Errorf("no bot %q", kind)
	}
	return firstBot{}, nil
}

// highCardState is a game of High Card: the cards dealt, and how many
// seats have shown theirs.
type highCardState struct {
	hand  []cards.Card
	won   []bool
	shown int
}

// show is the one move: the seat to move shows its card.
type show cards.Seat

func (m show) String() string { return fmt.Sprintf("seat %d shows its card", m) }

func (s *highCardState) Players() int     { return len(s.hand) }
func (s *highCardState) Turn() cards.Seat { return cards.Seat(s.shown % len(s.hand)) }
func (s *highCardState) Over() bool       { return s.shown == len(s.hand) }
func (s *highCardState) Winners() []cards.Seat {
	var out []cards.Seat
	for i, w := range s.won {
		if w && s.Over() {
			out = append(out, cards.Seat(i))
		}
	}
	return out
}

func (s *highCardState) Legal() []game.Move {
	if s.Over() {
		return nil
	}
	return []game.Move{show(s.Turn())}
}

func (s *highCardState) Play(m game.Move) error {
	if s.Over() || m != show(s.Turn()) {
		return fmt.Errorf("%v is not the move", m)
	}
	s.shown++
	return nil
}

func (s *highCardState) View(seat cards.Seat) game.View { return highCardView{s: s, seat: seat} }

// highCardView is one seat's view: its card until shown, the shown ones.
type highCardView struct {
	s    *highCardState
	seat cards.Seat
}

func (v highCardView) Seat() cards.Seat { return v.seat }
func (v highCardView) Hand() cards.Cards {
	if int(v.seat) < v.s.shown {
		return 0
	}
	return cards.Cards(0).Add(v.s.hand[v.seat])
}

func (v highCardView) HandSizes() []int {
	out := make([]int, len(v.s.hand))
	for i := range out {
		if i >= v.s.shown {
			out[i] = 1
		}
	}
	return out
}

func (v highCardView) Record() []string {
	var out []string
	for i := range v.s.shown {
		out = append(out, fmt.Sprintf("seat %d shows %s", i, v.s.hand[i]))
	}
	return out
}

// firstBot plays the first legal move.
type firstBot struct{}

func (firstBot) Choose(_ game.View, legal []game.Move) game.Move { return legal[0] }

// TestTheToyPlaysThroughTheSeam: the toy's table keeps the promises
// Go Fish's does (game/gametest).
func TestTheToyPlaysThroughTheSeam(t *testing.T) {
	if moves := gametest.PlayGames(t, highCard{}, "plain", 4, cards.Pack52, 50); moves != 4*50 {
		t.Errorf("%d moves, want 200", moves)
	}
}

// registerHighCard registers the toy game for the test t.
func registerHighCard(t *testing.T) {
	game.Register(highCard{})
	t.Cleanup(func() { game.Unregister(highCard{}.ID()) })
}

// highCardCard is a one-statement card of High Card, as a user writes it.
func highCardCard(claimID, text string) fstest.MapFS {
	return fstest.MapFS{
		"hc/card.yaml": {Data: []byte("id: highcard\ngame: highcard\nrules: plain\nplayers: {min: 2, max: 6}\npacks: [52]\n" +
			"tagline: {id: tagline, note: true}\nsections:\n  - id: play\n    statements:\n      - id: winner\n        claims: [" + claimID + "]\n")},
		"hc/en.yaml": {Data: []byte("locale: en\ntitle: High Card\nsections: {play: PLAY}\nstatements:\n  tagline: For two to six players.\n  winner: " + text + "\n")},
	}
}

// TestTheSeamProvesAGameTheEngineWasNotWrittenFor: a card of a toy game,
// registered through the interface alone, is proven by the same check as
// Go Fish's cards: its words read with the game's own features, its claim
// proven over the game's seeded games.
func TestTheSeamProvesAGameTheEngineWasNotWrittenFor(t *testing.T) {
	registerHighCard(t)
	card, err := content.LoadFS(highCardCard("win.highest", "The player with the highest card wins."), "hc")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := claim.Check(card, claim.Options{Games: 300, Seed: 1})
	if err != nil {
		var b strings.Builder
		_ = claim.WriteText(&b, []*claim.Report{rep})
		t.Fatalf("%v\n%s", err, b.String())
	}
	s := rep.Summary
	if s.Statements != 2 || s.Bound != 1 || s.Claims != 1 || s.Failed != 0 || s.Games != 300*5 || rep.Unproven {
		t.Errorf("summary %+v", s)
	}
}

// TestTheSeamRefusesAToyCardThatContradictsItsEngine: the same check
// refuses a toy card whose words say the opposite of its claim (read with
// the toy's features), and one whose claim its engine contradicts.
func TestTheSeamRefusesAToyCardThatContradictsItsEngine(t *testing.T) {
	registerHighCard(t)
	for _, tc := range []struct {
		claim, text string
		kind        claim.Kind
		want        string
	}{
		{"win.highest", "The player with the lowest card wins.", claim.KindWords, "LOWEST"},
		{"win.lowest", "The player with the lowest card wins.", claim.KindProperty, "the engine says it won"},
		{"win.highest", "The player with the highest card loses.", claim.KindWords, "WIN"},
	} {
		card, err := content.LoadFS(highCardCard(tc.claim, tc.text), "hc")
		if err != nil {
			t.Fatal(err)
		}
		rep, err := claim.Check(card, claim.Options{Games: 300, Seed: 1})
		if !errors.Is(err, claim.ErrContradiction) {
			t.Errorf("%s %q: error %v, want a contradiction", tc.claim, tc.text, err)
			continue
		}
		var found bool
		for _, f := range rep.Statements[1].Failures {
			found = found || f.Kind == tc.kind && strings.Contains(f.Message, tc.want)
		}
		if !found {
			t.Errorf("%s %q: failures %+v, want a %s failure saying %q", tc.claim, tc.text, rep.Statements[1].Failures, tc.kind, tc.want)
		}
	}
}

// TestAToyCardNamesItsGamesRules: the toy's own rules decide what a card
// may change, at the key's position.
func TestAToyCardNamesItsGamesRules(t *testing.T) {
	registerHighCard(t)
	fsys := highCardCard("win.highest", "The highest card wins.")
	fsys["hc/card.yaml"].Data = append(fsys["hc/card.yaml"].Data, []byte("changes: {hand: 2}\n")...)
	card, err := content.LoadFS(fsys, "hc")
	if err != nil {
		t.Fatal(err)
	}
	_, err = claim.Check(card, claim.Options{Games: 10})
	if !errors.Is(err, claim.ErrBroken) || !strings.Contains(err.Error(), "hc/card.yaml:12:11: high card has no settings to change") {
		t.Errorf("a change the toy has no setting for: %v", err)
	}
}

// TestANoteThatStatesARuleIsRefused: a note states no rule, so a note
// among the rules whose words carry a rule word is refused, naming the
// words; a prose section's note (where the rules come from) is not read.
func TestANoteThatStatesARuleIsRefused(t *testing.T) {
	registerHighCard(t)
	card := func(note string) fstest.MapFS {
		fsys := highCardCard("win.highest", "The player with the highest card wins.")
		fsys["hc/card.yaml"].Data = append(fsys["hc/card.yaml"].Data, []byte("      - {id: aside, note: true}\n"+
			"  - id: sources\n    kind: prose\n    statements:\n      - {id: src, note: true}\n")...)
		fsys["hc/en.yaml"].Data = []byte("locale: en\ntitle: High Card\nsections: {play: PLAY, sources: SOURCES}\nstatements:\n" +
			"  tagline: For two to six players.\n  winner: The player with the highest card wins.\n  aside: " + note + "\n" +
			"  src: Some families say the lowest card wins.\n")
		return fsys
	}
	for _, c := range []struct {
		note string
		ok   bool
	}{
		{"Cut the pack before you deal.", true},
		{"The lowest card wins, too.", false},
	} {
		crd, err := content.LoadFS(card(c.note), "hc")
		if err != nil {
			t.Fatal(err)
		}
		rep, err := claim.Check(crd, claim.Options{Games: 50, Seed: 1})
		var msgs []string
		for _, st := range rep.Statements {
			for _, f := range st.Failures {
				msgs = append(msgs, st.ID+": "+f.Message)
			}
		}
		switch {
		case c.ok && err != nil:
			t.Errorf("%q: %v %q", c.note, err, msgs)
		case !c.ok && (!errors.Is(err, claim.ErrContradiction) || len(msgs) != 1 || !strings.Contains(msgs[0], `aside: a note states no rule, but "lowest" says LOWEST`)):
			t.Errorf("%q: %v %q, want the note refused for LOWEST", c.note, err, msgs)
		}
	}
}
