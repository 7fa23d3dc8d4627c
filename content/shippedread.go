package content

import (
	"slices"
	"sync"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// The shipped words and sheet-words files are embedded in the binary and
// never change, so reading one always gives the same result: every load
// of every card in a run reads each of them once. (The English words file
// is 9 KB of YAML; parsing it and the sheet words again was most of the
// time of loading a small card.) A file system other than the embedded one
// (a card's own locales/, a test's) is read afresh every time.

// shippedRead is what reading one shipped file gave: its problems (none for a file the tests load, but kept so that a reused
// read reports exactly what a fresh one would) and the words it read.
type shippedRead struct {
	probs []yamlfile.Error
	words Words      // for a words file
	sheet SheetWords // for a sheet-words file
}

// shippedKey names one read of a shipped file: the file, as shown in
// positions, as the words of tag, for the locale code (whose typography
// a sheet's texts take).
type shippedKey struct {
	display   string
	tag, code locale.Code
}

// shippedReads holds the reads made so far, by shippedKey.
var shippedReads sync.Map

// readShipped returns the read of key, made by read the first time.
func readShipped(key shippedKey, read func(p *yamlfile.Problems, r *shippedRead)) *shippedRead {
	if v, ok := shippedReads.Load(key); ok {
		return v.(*shippedRead)
	}
	var p yamlfile.Problems
	r := &shippedRead{}
	read(&p, r)
	if list, bad := p.Err().(ErrorList); bad {
		for _, e := range list {
			r.probs = append(r.probs, *e)
		}
	}
	v, _ := shippedReads.LoadOrStore(key, r)
	return v.(*shippedRead)
}

// report adds the read's problems to p.
func (r *shippedRead) report(p *yamlfile.Problems) {
	for _, e := range r.probs {
		p.Add(&e)
	}
}

// readShippedWords returns the words of a locale folder's words.yaml as
// readWordsData reads them, with room for as many phrases more, reading a
// shipped file once; a card's own is read afresh every time. A shipped
// file's words are shared by every load, which never changes them; its
// phrases come clipped (an append copies them), except to the load that
// read them, which alone has their room.
func readShippedWords(p *yamlfile.Problems, f locale.File, tag locale.Code, room int) Words {
	if !f.Shipped {
		var w Words
		readWordsData(p, f.Data, f.Path, tag, &w, room)
		return w
	}
	var mine *shippedRead
	var roomy []Phrase
	r := readShipped(shippedKey{display: f.Path, tag: tag}, func(p *yamlfile.Problems, r *shippedRead) {
		readWordsData(p, f.Data, f.Path, tag, &r.words, room)
		mine, roomy = r, r.words.Phrases
		r.words.Phrases = slices.Clip(roomy)
	})
	r.report(p)
	w := r.words
	if r == mine {
		w.Phrases = roomy
	}
	return w
}

// readShippedSheet is readSheetData for a locale folder's sheet.yaml and
// the locale code, reading a shipped file once. The sheet words returned
// are shared: no caller changes them.
func readShippedSheet(p *yamlfile.Problems, f locale.File, tag, code locale.Code, md *markdown) SheetWords {
	if !f.Shipped {
		return readSheetData(p, f.Data, f.Path, tag, md)
	}
	r := readShipped(shippedKey{display: f.Path, tag: tag, code: code}, func(p *yamlfile.Problems, r *shippedRead) {
		r.sheet = readSheetData(p, f.Data, f.Path, tag, md)
	})
	r.report(p)
	return r.sheet
}
