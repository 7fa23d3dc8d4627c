package claim

import (
	"crypto/sha256"
	"sync"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// lexicons holds the lexicons compiled in this process, by the game and
// the words they were compiled from: a process that checks a card many
// times (a preview checks it on every save; a test checks thousands of
// edits of the shipped cards) compiles the same words once. A lexicon
// is never changed once compiled, so goroutines share it.
var lexicons = struct {
	sync.Mutex
	m map[lexiconKey]*wording.Lexicon
}{m: map[lexiconKey]*wording.Lexicon{}}

// maxLexicons bounds what lexicons holds: past it, it starts again
// (a preview whose card's words change on every save keeps no more).
const maxLexicons = 64

type lexiconKey struct {
	game  string
	code  locale.Code
	words [sha256.Size]byte
}

// lexicon returns the lexicon of locale code's words w for game g,
// compiled once a process for the same words. The lexicon refers to the
// phrases of the words first compiled, which no one changes after.
func lexicon(g game.Game, code locale.Code, w *wording.Words) *wording.Lexicon {
	key := lexiconKey{g.ID(), code, w.Fingerprint()}
	lexicons.Lock()
	lx, ok := lexicons.m[key]
	lexicons.Unlock()
	if ok {
		return lx
	}
	lx = wording.Compile(code, w, g.Features())
	lexicons.Lock()
	if len(lexicons.m) >= maxLexicons {
		clear(lexicons.m)
	}
	lexicons.m[key] = lx
	lexicons.Unlock()
	return lx
}
