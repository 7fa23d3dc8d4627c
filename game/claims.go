package game

import (
	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/wording"
)

// Claims is what a game proves a card's statements by: its catalogue of
// claims, what a statement of each must say, and the proof of claims bound
// to a card under its rules. Package claim runs it: it binds a card's
// statements to claims, reads their words and reports; the game plays.
type Claims interface {
	// Catalogue returns every claim, in the order `rulecard claims` lists
	// them, without their Depends.
	Catalogue() []Claim
	// Depends returns, for each worked example of claim id, the settings
	// it depends on (Claim.Depends): a costlier question, which replays
	// the examples.
	Depends(id string) [][]string
	// Signature returns the features a statement of claim id must carry,
	// and those that contradict it, under r; false when it has none.
	Signature(id string, r Rules) (wording.Signature, bool)
	// Roles checks the parts the numbers of a statement play for claim id
	// with params p (which player count gets which hand size), returning
	// a problem for each part misread; nil when the claim gives numbers no
	// part. A problem of kind wording.ImpliedNumbers is none: it names the
	// numbers the text states without writing them (the player counts a
	// hand size named alone covers), which the numbers check counts.
	Roles(id string, p Params, r wording.Reading, nums []wording.Numeral) []wording.Problem
	// Plays returns nil when r plays players with pack, else why not.
	Plays(r Rules, players int, pack cards.Pack) error
	// FalseUnder says why claim id is false under r, naming what makes it
	// so and what holds instead; "" when it holds or the game cannot say.
	FalseUnder(id string, r Rules) string
	// Prove checks each bound claim under the trial's rules: its worked
	// examples, what the rules say as a whole, and every relevant move of
	// the trial's seeded games. The result does not depend on the number
	// of workers.
	Prove(t Trial, bound []Bound) Proof
	// Examples returns the worked examples a reference tells for claim id
	// with raw parameters (as a card writes them) under r, for a card of
	// players (fewest and most) and packs: the hand-written ones that
	// apply, else one cut from a seeded game; none when there is none.
	Examples(id string, raw any, r Rules, players [2]int, packs []cards.Pack) ([]Example, error)
}

// Claim is a proposition about a game's engine that a card's statement
// may rest on, as the catalogue lists it.
type Claim struct {
	// ID names the claim in card.yaml ("deal.size").
	ID string
	// Description says in one line what the claim holds the engine to.
	Description string
	// Params is the Shape of its parameters as written ("-", "N", …).
	Params string
	// Shape is the form of its parameters.
	Shape Shape `json:"-"`
	// Examples are the paths of its worked examples, from the
	// repository's root.
	Examples []string
	// Variant is set for a claim that the game's default rules
	// contradict: it holds for a variant.
	Variant bool
	// Depends lists, for each of Examples, the settings it depends on: it
	// is replayed only under rules that agree with its file's on each.
	Depends [][]string
}

// Bound is a claim as a card binds it: its id and parameters, as written
// (Raw) and decoded for its shape.
type Bound struct {
	Claim  string
	Raw    any
	Params Params
}

// Config is a player count and pack a card's games are played with.
type Config struct {
	Players int
	Pack    cards.Pack
}

// Trial is what a proof plays: the rules, the card's player counts and
// packs, and how many seeded games of each configuration.
type Trial struct {
	Rules Rules
	// Players are the card's fewest and most players, Packs its packs;
	// Configs every player count with every pack that the rules play
	// (Claims.Plays), in order.
	Players [2]int
	Packs   []cards.Pack
	Configs []Config
	// Games is the number of games played for each configuration (0:
	// none); game i is dealt with Seed+i.
	Games int
	Seed  uint64
	// Workers is the number of goroutines (0: GOMAXPROCS).
	Workers int
	// Progress, when set, is told the games played so far and in all.
	Progress func(done, total int)
}

// Proof is what a proof found: a Verdict for each bound claim, in order,
// and the first game the engine could not play (nil: none).
type Proof struct {
	Verdicts []Verdict
	Broke    *Counterexample
}

// Verdict is what the proof of one bound claim found.
type Verdict struct {
	// Examples are the worked examples replayed: the hand-written ones
	// that apply under the rules, or one cut from a seeded game.
	Examples []ExampleResult
	// Fail says why the claim's property failed ("" if it held), and
	// Counterexample is the game that shows it, if one does.
	Fail           string
	Counterexample *Counterexample
}

// ExampleResult is one worked example replayed against a card's rules.
type ExampleResult struct {
	// Path is the example's file, from the repository's root.
	Path string `json:"path"`
	// OK reports whether every expectation held.
	OK bool `json:"ok"`
	// Replay is what the replay printed: the deal and each step as the
	// public record tells it.
	Replay string `json:"replay,omitempty"`
	// Failures are the expectations the engine did not meet, or why the
	// example could not be set up with the rules.
	Failures []string `json:"failures,omitempty"`
	// Generated is set for an example cut from a seeded game, because no
	// hand-written one applies under the card's rules; Scenario is then
	// its file.
	Generated bool   `json:"generated,omitempty"`
	Scenario  []byte `json:"-"`
}

// Source returns a generated example's scenario file (nil for a
// hand-written one, which lives at Path).
func (e ExampleResult) Source() []byte { return e.Scenario }

// Counterexample is a game in which a claim's property failed: how it was
// dealt and played, as the public record tells it, up to the first event
// that contradicts the claim.
type Counterexample struct {
	// Seed is the game's deal seed; Players and Pack its configuration.
	Seed uint64 `json:"seed"`
	// RunSeed and RunGames reproduce the game: it is the last game that
	// `rulecard check --seed RunSeed --games RunGames` plays for its
	// configuration.
	RunSeed  uint64 `json:"run_seed"`
	RunGames int    `json:"run_games"`
	Players  int    `json:"players"`
	Pack     int    `json:"pack"`
	// Bots are the kind of bot at each seat.
	Bots []string `json:"bots"`
	// Move is the move at which the claim failed, from 1 (0: the deal).
	Move int `json:"move"`
	// Hands are the seats' hands as dealt, and Stock the cards left to
	// draw, top first (JSON "pond", as Go Fish, the first game, calls
	// it); StockName is what the game calls them ("pond").
	Hands     []string `json:"hands"`
	Stock     string   `json:"pond"`
	StockName string   `json:"-"`
	// Record is the public record up to the contradicting event, one
	// event a line; At is the index of the contradicting event's line, -1
	// when the contradiction comes before the move's first event.
	Record []string `json:"record"`
	At     int      `json:"at"`
	// Message says what contradicts the claim.
	Message string `json:"message"`
}
