package layout

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/content"
)

// TestAPatternFileLineTooLongIsAnErrorAtItsFileAndLine: a line of a
// locale's hyphenation.dic of 64 KiB or more is reported at the file and
// the line, with the limit, as every other problem of the file is.
func TestAPatternFileLineTooLongIsAnErrorAtItsFileAndLine(t *testing.T) {
	file := "mycard/locales/xx/hyphenation.dic"
	loc := &content.Locale{Code: "xx", Hyphenation: content.PatternFile{File: file,
		Data: []byte("UTF-8\n% a comment\na1b\n" + strings.Repeat("c", 70000) + "\nd1e\n")}}
	_, err := patternsOf(loc)
	want := file + ":4:1: hyphenation patterns: the line is 64 KiB or longer: a pattern file's lines must be shorter than 65536 bytes"
	if err == nil || err.Error() != want {
		t.Errorf("error %v\nwant %s", err, want)
	}
}
