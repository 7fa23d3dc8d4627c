package content

import (
	"slices"
	"strings"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// wordsSuffix ends the name of a card's own words file,
// <locale>.words.yaml, beside its locale file; the words of a locale
// folder are <code>/words.yaml (package locale).
const wordsSuffix = ".words.yaml"

// wordsName is the words file of a locale folder.
const wordsName = "words.yaml"

// Words are the words the check reads in a locale (package wording reads
// them): its number words, ordinals, articles, range words and rule words.
type Words = wording.Words

// wordsFiles returns the words files of locale tag's own folders in lib,
// in the order they are read: a card's own locales/<tag>/words.yaml alone,
// as it stands for every shipped one; else the shipped ones, the shared
// file first and then the game's, whose phrases merge over it.
func wordsFiles(lib *locale.Library, tag locale.Code) []locale.File {
	files := lib.OpenEach(tag, wordsName)
	if len(files) > 0 && !files[0].Shipped {
		return files[:1]
	}
	slices.Reverse(files)
	return files
}

// wordsText returns the words files of locale tag's own folders in lib
// (wordsFiles) as one words file: the first, with the feature entries of
// the others among its own (the game's words hold features alone), each
// before the first entry whose feature set puts after it. It reports
// whether there is any.
func wordsText(lib *locale.Library, tag locale.Code, set wording.FeatureSet) ([]byte, bool) {
	files := wordsFiles(lib, tag)
	if len(files) == 0 {
		return nil, false
	}
	if len(files) == 1 {
		return files[0].Data, true
	}
	rank := map[string]int{}
	for i, f := range set.Features() {
		rank[f.String()] = i + 1
	}
	at := func(e featureEntry) int {
		if r, ok := rank[e.name]; ok {
			return r
		}
		return len(rank) + 1
	}
	head, entries, tail := featureEntries(string(files[0].Data))
	for _, f := range files[1:] {
		_, more, _ := featureEntries(string(f.Data))
		for _, e := range more {
			i := slices.IndexFunc(entries, func(o featureEntry) bool { return at(o) > at(e) })
			if i < 0 {
				i = len(entries)
			}
			entries = slices.Insert(entries, i, e)
		}
	}
	var b strings.Builder
	b.WriteString(head)
	if !strings.HasSuffix(head, "features:\n") {
		if !strings.HasSuffix(head, "\n") {
			b.WriteString("\n")
		}
		b.WriteString("features:\n")
	}
	for _, e := range entries {
		b.WriteString(e.text)
	}
	for _, f := range files[1:] {
		_, _, more := featureEntries(string(f.Data))
		tail = withNeutral(tail, neutralItems(more))
		tail = withActors(tail, more)
	}
	b.WriteString(tail)
	return []byte(b.String()), true
}

// neutralItems returns the lines of the neutral: list in tail (what
// follows a words file's features), or "".
func neutralItems(tail string) string {
	_, after, ok := strings.Cut("\n"+tail, "\nneutral:\n")
	if !ok {
		return ""
	}
	lines := strings.SplitAfter(after, "\n")
	end := slices.IndexFunc(lines, func(l string) bool {
		return l != "" && l != "\n" && !strings.HasPrefix(l, " ") && !strings.HasPrefix(l, "#")
	})
	if end < 0 {
		end = len(lines)
	}
	return strings.Join(lines[:end], "")
}

// withNeutral returns tail with items added at the end of its neutral:
// list, or as a new list when it has none.
func withNeutral(tail, items string) string {
	if items == "" {
		return tail
	}
	if !strings.HasSuffix(items, "\n") {
		items += "\n"
	}
	own := neutralItems(tail)
	if own == "" && !strings.Contains("\n"+tail, "\nneutral:\n") {
		if tail != "" && !strings.HasSuffix(tail, "\n") {
			tail += "\n"
		}
		return tail + "neutral:\n" + items
	}
	at := strings.Index("\n"+tail, "\nneutral:\n") + len("neutral:\n") + len(own)
	return tail[:at] + items + tail[at:]
}

// featureEntry is one feature's entry in a words file, as written: its
// first line, "  name: [...", and the lines that continue it.
type featureEntry struct {
	name, text string
}

// featureEntries splits a words file into what comes up to its
// features: line (all of it when it has none), the entries of its
// features, and what follows them.
func featureEntries(data string) (head string, entries []featureEntry, tail string) {
	lines := strings.SplitAfter(strings.ReplaceAll(data, "\r\n", "\n"), "\n")
	i := slices.IndexFunc(lines, func(l string) bool { return strings.TrimRight(l, "\n") == "features:" })
	if i < 0 {
		return data, nil, ""
	}
	head = strings.Join(lines[:i+1], "")
	if !strings.HasSuffix(head, "\n") {
		head += "\n"
	}
	for j := i + 1; j < len(lines); j++ {
		l := lines[j]
		switch {
		case l == "":
		case !strings.HasPrefix(l, " ") && !strings.HasPrefix(l, "#") && strings.TrimSpace(l) != "":
			return head, entries, strings.Join(lines[j:], "")
		case strings.HasPrefix(l, "  ") && !strings.HasPrefix(l, "   ") && !strings.HasPrefix(strings.TrimSpace(l), "#"):
			name, _, _ := strings.Cut(strings.TrimSpace(l), ":")
			entries = append(entries, featureEntry{name: name, text: l})
		case len(entries) > 0:
			entries[len(entries)-1].text += l
		default:
			head += l
		}
	}
	if n := len(entries); n > 0 && !strings.HasSuffix(entries[n-1].text, "\n") {
		entries[n-1].text += "\n"
	}
	return head, entries, ""
}

// block returns the lines of tail's top-level entry key (its own line
// first) and where they stand in lines; nil when tail has none.
func block(lines []string, key string) (from, to int) {
	from = slices.Index(lines, key+":\n")
	if from < 0 {
		return -1, -1
	}
	to = from + 1
	for to < len(lines) && (lines[to] == "\n" || lines[to] == "" || strings.HasPrefix(lines[to], " ") || strings.HasPrefix(lines[to], "#")) {
		to++
	}
	return from, to
}

// isKey reports whether l is a key of a top-level entry's map ("  roles:").
func isKey(l string) bool {
	return strings.HasPrefix(l, "  ") && !strings.HasPrefix(l, "   ") && !strings.HasPrefix(strings.TrimSpace(l), "#")
}

// withActors returns tail with the actors: entry of more (a game's words
// after its features) merged into its own: the game's roles among the
// roles, its other keys (default:) at the end of the entry; the game's
// whole entry before neutral: when tail has none.
func withActors(tail, more string) string {
	ml := strings.SplitAfter(more, "\n")
	mf, mt := block(ml, "actors")
	if mf < 0 {
		return tail
	}
	var roles, rest []string
	into := &rest
	for _, l := range ml[mf+1 : mt] {
		switch {
		case strings.HasPrefix(strings.TrimSpace(l), "#") || strings.TrimSpace(l) == "":
			continue
		case l == "  roles:\n":
			into = &roles
			continue
		case isKey(l):
			into = &rest
		}
		*into = append(*into, l)
	}
	tl := strings.SplitAfter(tail, "\n")
	tf, tt := block(tl, "actors")
	if tf < 0 {
		at := slices.Index(tl, "neutral:\n")
		if at < 0 {
			at = len(tl)
		}
		return strings.Join(slices.Insert(tl, at, ml[mf:mt]...), "")
	}
	ins := tt
	if r := slices.Index(tl[tf:tt], "  roles:\n"); r >= 0 {
		ins = tf + r + 1
		for ins < tt && !isKey(tl[ins]) {
			ins++
		}
	} else if len(roles) > 0 {
		roles = append([]string{"  roles:\n"}, roles...)
	}
	for ins > tf+1 && strings.TrimSpace(tl[ins-1]) == "" {
		ins--
	}
	end := tt
	for end > tf+1 && strings.TrimSpace(tl[end-1]) == "" {
		end--
	}
	out := slices.Clone(tl[:ins])
	out = append(out, roles...)
	out = append(out, tl[ins:end]...)
	out = append(out, rest...)
	out = append(out, tl[end:]...)
	return strings.Join(out, "")
}
