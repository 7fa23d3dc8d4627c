package content

import (
	"errors"
	"strings"
	"unicode"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// typography returns how locale code sets its text, from its locale
// folder's locale.yaml (locale.Source's when it has none). A wrong
// locale.yaml is a problem at its keys, and the text is set as Source's.
func (l *loader) typography(code locale.Code) locale.Typography {
	info, _, err := l.lib.Info(code)
	var list yamlfile.ErrorList
	switch {
	case errors.As(err, &list): // placed at their keys
		for _, e := range list {
			l.p.Add(e)
		}
	case err != nil:
		file, msg := infoFile(err)
		l.p.Addf(Pos{File: file}, "%s", msg)
	}
	if err != nil {
		info, _, _ = locale.Shipped().Info(locale.Source)
	}
	return info.Typography
}

// infoFile returns the file an error of locale.Info names before its
// first colon, and the rest of its message.
func infoFile(err error) (file, msg string) {
	f, rest, ok := strings.Cut(err.Error(), ": ")
	if !ok {
		return "", err.Error()
	}
	return f, rest
}

// spaceText sets the spaces typography t asks for beside punctuation in
// text: before a character of t.Before, any spaces written there become
// its space (one is put where none was written, unless the character
// starts the text); after a character of t.After, the same. The runs'
// styles are kept; a space at a run boundary belongs to the earlier run.
// (Goldmark's Typographer replaces marks only: it sets no spaces.)
func spaceText(t locale.Typography, text Text) Text {
	if len(t.Before) == 0 && len(t.After) == 0 {
		return text
	}
	var rs []rune
	var owner []int
	for i, r := range text {
		for _, c := range r.Text {
			rs = append(rs, c)
			owner = append(owner, i)
		}
	}
	out := make([][]rune, len(text))
	emit := func(c rune, o int) { out[o] = append(out[o], c) }
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		if unicode.IsSpace(c) && c != '\n' {
			j := i
			for j < len(rs) && unicode.IsSpace(rs[j]) && rs[j] != '\n' {
				j++
			}
			if j < len(rs) {
				if sp, ok := t.Before[rs[j]]; ok && sp != locale.NoSpace {
					emit(rune(sp), owner[i])
					i = j - 1
					continue
				}
			}
			if i > 0 {
				if sp, ok := t.After[rs[i-1]]; ok && sp != locale.NoSpace {
					emit(rune(sp), owner[i])
					i = j - 1
					continue
				}
			}
			emit(c, owner[i])
			continue
		}
		inWord := i+1 < len(rs) && (unicode.IsLetter(rs[i+1]) || unicode.IsDigit(rs[i+1]))
		if sp, ok := t.Before[c]; ok && i > 0 && !inWord && !unicode.IsSpace(rs[i-1]) && !isOpening(rs[i-1], t) {
			emit(rune(sp), owner[i-1])
		}
		emit(c, owner[i])
		if sp, ok := t.After[c]; ok && i+1 < len(rs) && !unicode.IsSpace(rs[i+1]) {
			emit(rune(sp), owner[i])
		}
	}
	res := make(Text, 0, len(text))
	for i, r := range text {
		r.Text = string(out[i])
		if r.Text != "" {
			res = append(res, r)
		}
	}
	return res
}

// isOpening reports whether c opens a quote or bracket: a space set before
// punctuation never follows one ("(?)", "«!»").
func isOpening(c rune, t locale.Typography) bool {
	return c == '(' || c == '[' || string(c) == t.Quotes[0] || string(c) == t.Inner[0]
}
