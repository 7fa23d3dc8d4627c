// Package locales holds Go Fish's words in every language, as data: one
// folder per locale (<code>/rules.yaml, the rules text; <code>/story.yaml,
// the worked examples' stories; <code>/words.yaml, the phrases of Go
// Fish's own features, which Features declares). The words every game
// shares (typography, the sheet's and the reference's words, the numbers
// and the core features' phrases) stay in the locale package's folders; a
// card's own locales/ folder comes before both.
package locales

import (
	"embed"

	"github.com/rulecard/rulecard/locale"
)

// files are the locale folders, <code>/<file>.yaml.
//
//go:embed */*.yaml
var files embed.FS

// shown is how positions name the files: by their path in the repository.
const shown = "games/gofish/locales"

// Library returns the shipped locale folders with Go Fish's before the
// shared ones.
func Library() *locale.Library {
	return locale.Shipped().OverShipped(files, ".", shown)
}
