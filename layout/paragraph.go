package layout

import "github.com/rulecard/rulecard/content"

// BreakParagraph sets t at size in the fonts, each run in its style's face
// with add's bits added (Bold for a heading), and breaks it into lines with
// the sheet's own line breaker: white space collapsed, breaks at spaces
// and after a dash between words, no kerning, the first line at most first
// wide and the others at most rest (in millimetres). Each line's runs start
// at x = 0 on the baseline y = 0; the caller moves them into place by
// adding to every run's Pos. It is the hook for documents other than the
// sheet (the rules reference) that set text exactly as the sheet does.
func (fs *Fonts) BreakParagraph(t content.Text, add Face, size Points, first, rest Millimetres) [][]TextRun {
	em := size.Millimetres()
	gs := markBreaks(fs.shape(nil, t, add))
	lines := breakLines(gs, float64(first/em), float64(rest/em))
	out := make([][]TextRun, len(lines))
	for i, sp := range lines {
		out[i] = lineRuns(gs, sp, 0, 0, size)
	}
	return out
}
