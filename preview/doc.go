// Package preview is the live preview behind `rulecard serve`: it builds
// a card's sheet, watches the card's files and builds again on every save,
// and serves the result to a browser that updates itself.
//
// A build loads the card, checks its words against the engine (worked
// examples, numbers and rule words: the part of `rulecard check` that
// takes milliseconds) and composes every locale on every paper. A build
// that passes is shown at once; the full check, with its seeded games,
// follows in the background, and a card whose games contradict it goes
// back to the last sheet that passed. A build that fails leaves the last
// good sheet in view, with every problem, FILE:LINE:COL and message, over
// it; the problems clear when the files are fixed.
//
// The server answers a fixed set of paths and nothing else: the page, its
// own script and style, the sheet as HTML, PDF and PNG for a locale and a
// paper of the card, and the event stream. No part of a request reaches
// the file system; the sheets are rendered from the last good build, in
// memory. The page's Content-Security-Policy allows only the server's own
// script, style and frames; the sheet keeps the policy it is written with.
package preview
