package claim

import (
	"crypto/sha256"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/internal/memo"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// lexicons holds the lexicons compiled in this process, by the game and
// the words they were compiled from: a process that checks a card many
// times compiles the same words once. A lexicon is never changed once
// compiled, so goroutines share it.
var lexicons = memo.New[lexiconKey, *wording.Lexicon](64)

type lexiconKey struct {
	game  string
	code  locale.Code
	words [sha256.Size]byte
}

// lexicon returns the lexicon of locale code's words w for game g,
// compiled once a process for the same words. The lexicon refers to the
// phrases of the words first compiled, which no one changes after.
func lexicon(g game.Game, code locale.Code, w *wording.Words) *wording.Lexicon {
	return lexicons.Get(lexiconKey{g.ID(), code, w.Fingerprint()}, func() *wording.Lexicon {
		return wording.Compile(code, w, g.Features())
	})
}
