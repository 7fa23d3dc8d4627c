package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// corpusEdit is one entry of testdata/words/corpus.yaml: new words for
// one statement of a shipped card in one locale, and whether the edit is
// wrong (its class says how) or a harmless rewording.
type corpusEdit struct {
	Card      string `yaml:"card"`
	Locale    string `yaml:"locale"`
	Statement string `yaml:"statement"`
	Text      string `yaml:"text"`
	Term      string `yaml:"term"`
	Class     string `yaml:"class"`
	Note      string `yaml:"note"`
	// Must marks a wrong edit that reproduces a reviewed error (a
	// finding of docs/review-resolution.md): it must be refused, beyond
	// the corpus's rate.
	Must bool `yaml:"must"`
}

// corpusClasses are the classes in the order the table prints them.
var corpusClasses = []string{"numbers", "quantifiers", "negation", "actors", "structure", "drift", "poles", "sides", "harmless"}

// TestTheWordsCorpus runs every edit of the corpus through rulecard check
// (worked examples, numbers and rule words; no games) and prints the
// table by class and by locale: at least 98 % of the wrong edits must be
// refused (exit 3, or 1 for a malformed card), in every locale too, and
// every one marked must; at most 2 % of the harmless rewordings may be.
//
// CORPUS_TRY=file.yaml runs the edits of that one file instead, prints
// what became of each and checks nothing: a tool for trying new edits
// before they join the corpus.
// corpusMissedAtMost and corpusRefusedAtMost are the wrong edits of the
// corpus the check may let pass and the harmless ones it may refuse: the
// ones it is known to get wrong today (2026-12-07: 2 and 0 of about 6400
// and 6600, since the stacked sums are read in order; whole-pack's "ask for a rank, whether or not you hold it", once
// a third missed, is refused since ask.must-hold-rank needs HOLD, which
// it says only in the concession); no more.
const corpusMissedAtMost, corpusRefusedAtMost = 2, 0

func TestTheWordsCorpus(t *testing.T) {
	if f := os.Getenv("CORPUS_TRY"); f != "" {
		tryCorpus(t, f)
		return
	}
	edits := readCorpus(t)
	refused, total := map[string]int{}, map[string]int{}
	byLocale := newCorpusTable()
	byGame := map[string]*corpusTable{} // each game's cards' edits
	var missed, harmfulRefusals []string
	var advised []adviceRun                 // the refusals that suggest a mark
	cards := map[string]map[string][]byte{} // a shipped card's files by its id
	for _, e := range edits {
		if cards[e.Card] == nil {
			cards[e.Card] = shippedFiles(t, e.Card)
		}
	}
	runs := runEdits(t, cards, edits)
	for i, e := range edits {
		code, out := runs[i].code, runs[i].out
		total[e.Class]++
		byLocale.count(e.Class, e.Locale, code == 3 || code == 1 && e.Class != "harmless")
		g, err := content.ShippedGame(e.Card)
		if err != nil {
			t.Fatal(err)
		}
		if byGame[g] == nil {
			byGame[g] = newCorpusTable()
		}
		byGame[g].count(e.Class, e.Locale, code == 3 || code == 1 && e.Class != "harmless")
		wrong := e.Class != "harmless"
		if code != 0 && len(suggestedMarks(out)) > 0 {
			advised = append(advised, adviceRun{e, i, out})
		}
		switch {
		case code == 3 || code == 1 && wrong:
			refused[e.Class]++
			if !wrong {
				harmfulRefusals = append(harmfulRefusals, fmt.Sprintf("%s %s %s (%s): exit %d\n%s", e.Card, e.Locale, e.Statement, e.Note, code, firstFailure(out)))
			}
		case code == 0 && wrong && e.Must:
			t.Errorf("%s %s %s [%s] %s: passed, and this reviewed error must be refused", e.Card, e.Locale, e.Statement, e.Class, e.Note)
		case code == 0 && wrong:
			missed = append(missed, fmt.Sprintf("%s %s %s [%s] %s: passed", e.Card, e.Locale, e.Statement, e.Class, e.Note))
		case code != 0:
			t.Errorf("%s %s %s (%s): exit %d\n%s", e.Card, e.Locale, e.Statement, e.Note, code, out)
		}
	}
	var table strings.Builder
	fmt.Fprintf(&table, "%-12s %8s %8s\n", "class", "refused", "edits")
	wrongRefused, wrongTotal := 0, 0
	for _, c := range corpusClasses {
		fmt.Fprintf(&table, "%-12s %8d %8d\n", c, refused[c], total[c])
		if c != "harmless" {
			wrongRefused += refused[c]
			wrongTotal += total[c]
		}
	}
	fmt.Fprintf(&table, "%-12s %8d %8d (%.1f %%)\n", "all wrong", wrongRefused, wrongTotal, 100*float64(wrongRefused)/float64(max(wrongTotal, 1)))
	t.Logf("the words corpus, by class:\n%s", table.String())
	t.Logf("by class and locale (refused/edits):\n%s", byLocale)
	for _, m := range missed {
		t.Logf("not refused: %s", m)
	}
	for _, h := range harmfulRefusals {
		t.Logf("harmless but refused: %s", h)
	}
	t.Logf("%d marks the check suggested, applied and checked again", checkTheAdvice(t, cards, advised))
	if wrongTotal < 150 || total["harmless"] < 30 {
		t.Errorf("the corpus has %d wrong edits and %d harmless ones, want at least 150 and 30", wrongTotal, total["harmless"])
	}
	// The corpus guards what it holds: beyond the few edits it knows
	// the check still gets wrong (logged above), a wrong edit that passes
	// or a harmless one refused is a change for the worse.
	if len(missed) > corpusMissedAtMost {
		t.Errorf("%d of %d wrong edits passed, want at most %d\n%s", len(missed), wrongTotal, corpusMissedAtMost, table.String())
	}
	if len(harmfulRefusals) > corpusRefusedAtMost {
		t.Errorf("%d of %d harmless rewordings refused, want at most %d", len(harmfulRefusals), total["harmless"], corpusRefusedAtMost)
	}
	gamesCorpora(t, byGame)
	for _, l := range byLocale.locales {
		w, r := byLocale.wrong(l)
		if w == 0 || r*100 < 95*w {
			t.Errorf("locale %s: %d of %d wrong edits refused, want some and at least 95 %%", l, r, w)
		}
		if byLocale.edits["harmless"][l] == 0 {
			t.Errorf("locale %s has no harmless rewording in the corpus", l)
		}
	}
}

// tryCorpus runs the edits of file f and logs each one's verdict: PASS
// or REFUSED, wrong or harmless, and the first line of the refusal.
func tryCorpus(t *testing.T, f string) {
	edits := readCorpusFiles(t, []string{f})
	cards := map[string]map[string][]byte{}
	for i, e := range edits {
		if cards[e.Card] == nil {
			cards[e.Card] = shippedFiles(t, e.Card)
		}
		code, out := runEdit(t, cards[e.Card], e, i)
		verdict := "PASSED"
		if code != 0 {
			verdict = fmt.Sprintf("REFUSED (exit %d)", code)
		}
		ok := (code == 0) == (e.Class == "harmless")
		mark := "ok  "
		if !ok {
			mark = "MISS"
		}
		first := ""
		for l := range strings.Lines(out) {
			if code != 0 && (strings.HasPrefix(l, "FAIL ") || strings.HasPrefix(l, "rulecard:")) {
				first = strings.TrimSpace(l)
				break
			}
		}
		t.Logf("%s %s %s %s [%s] %s: %s %s", mark, e.Card, e.Locale, e.Statement, e.Class, e.Note, verdict, first)
	}
}

// readCorpus reads testdata/words/corpus*.yaml strictly (corpus.yaml, and
// a file of its own for each language's later edits).
func readCorpus(t *testing.T) []corpusEdit {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "words", "corpus*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus (%v)", err)
	}
	return readCorpusFiles(t, files)
}

// readCorpusFiles reads the corpus files strictly.
func readCorpusFiles(t *testing.T, files []string) []corpusEdit {
	t.Helper()
	var edits []corpusEdit
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		dec := yaml.NewDecoder(bytes.NewReader(data))
		dec.KnownFields(true)
		var some []corpusEdit
		if err := dec.Decode(&some); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, e := range some {
			if e.Card == "" || e.Locale == "" || e.Statement == "" || !slices.Contains(corpusClasses, e.Class) || (e.Text == "" && e.Term == "") {
				t.Fatalf("%s: incomplete corpus entry %+v", f, e)
			}
		}
		edits = append(edits, some...)
	}
	return edits
}

// shippedFiles returns the files of the shipped card id by their names.
func shippedFiles(t *testing.T, id string) map[string][]byte {
	t.Helper()
	card, err := content.LoadShipped(id)
	if err != nil {
		t.Fatal(err)
	}
	files, err := card.Files()
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// editRun is what checking one edit gave: its exit status and output.
type editRun struct {
	code int
	out  string
}

// editRuns holds every edit's run in the test process by what it edits:
// the corpus holds the fresh rounds' edits its words were grown from, and
// an edit checked once is not checked again (the shipped files and the
// code do not change while the tests run).
var editRuns sync.Map // editKey -> editRun

type editKey struct{ card, locale, statement, term, text string }

// runEdits checks every edit, as many at once as there are cores (each
// worker in folders of its own, one for each card and locale, which the
// worker's next edit of the same writes over: thousands of folders in
// one directory cost more to make and remove than many checks), and
// returns the runs in the edits' order.
func runEdits(t *testing.T, cards map[string]map[string][]byte, edits []corpusEdit) []editRun {
	t.Helper()
	runs := make([]editRun, len(edits))
	errs := make([]error, len(edits))
	dir := t.TempDir()
	next := make(chan int)
	var wg sync.WaitGroup
	for w := range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				e := edits[i]
				key := editKey{e.Card, e.Locale, e.Statement, e.Term, e.Text}
				if r, ok := editRuns.Load(key); ok {
					runs[i] = r.(editRun)
					continue
				}
				runs[i].code, runs[i].out, errs[i] = checkEdit(dir, cards[e.Card], e, w)
				if errs[i] == nil {
					editRuns.Store(key, runs[i])
				}
			}
		})
	}
	for i := range edits {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("%s %s %s: %v", edits[i].Card, edits[i].Locale, edits[i].Statement, err)
		}
	}
	return runs
}

// runEdit writes the card's files with the edit into a folder of its own
// and checks it; it returns the exit status and the output.
func runEdit(t *testing.T, files map[string][]byte, e corpusEdit, i int) (int, string) {
	t.Helper()
	code, out, err := checkEdit(t.TempDir(), files, e, i)
	if err != nil {
		t.Fatalf("%s %s %s: %v", e.Card, e.Locale, e.Statement, err)
	}
	return code, out
}

// checkEdit writes the card's files with the edit into the folder of
// its card and locale under root that slot names, and checks it in the
// locale edited (the others are the shipped words, which
// TestCheckShippedCardsPass checks); it returns the exit status and the
// output. It is safe to call from several goroutines at once, each with
// a slot of its own.
func checkEdit(root string, files map[string][]byte, e corpusEdit, slot int) (int, string, error) {
	name := e.Locale + ".yaml"
	edited, err := editStatement(files[name], e)
	if err != nil {
		return 0, "", err
	}
	dir := filepath.Join(root, fmt.Sprintf("%s-%s-%d", e.Card, e.Locale, slot))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, "", err
	}
	for n, data := range files {
		if n == name {
			data = edited
		} else if code, ok := strings.CutSuffix(n, ".yaml"); ok && locale.IsCode(code) && code != string(locale.Source) {
			continue // a locale the check leaves unread (--locale)
		}
		if err := os.WriteFile(filepath.Join(dir, n), data, 0o644); err != nil {
			return 0, "", err
		}
	}
	var out bytes.Buffer
	root2 := newRootCmd(&out, &out)
	root2.SetArgs([]string{"check", dir, "--games", "0", "--locale", e.Locale})
	err = root2.Execute()
	if err != nil {
		fmt.Fprintln(&out, err)
	}
	return exitCode(err), out.String(), nil
}

// editStatement replaces the words of one statement in a locale file:
// the values written for it are replaced, each by its new words in double
// quotes, and the rest of the file is left as it was, so what the check
// says of it names the lines the file has.
func editStatement(data []byte, e corpusEdit) ([]byte, error) {
	doc, err := parsedLocale(data)
	if err != nil {
		return nil, err
	}
	stmts := yamlfile.MapValue(doc.Content[0], "statements")
	k, v := mapPair(stmts, e.Statement)
	if v == nil {
		return nil, fmt.Errorf("no statement %q", e.Statement)
	}
	var spans []valueSpan // in the order of the file
	switch {
	case v.Kind == yaml.MappingNode && e.Term != "":
		tk, tv := mapPair(v, "term")
		spans = append(spans, spanOf(data, tk, tv, e.Term))
		if e.Text != "" {
			xk, xv := mapPair(v, "text")
			spans = append(spans, spanOf(data, xk, xv, e.Text))
		}
	case v.Kind == yaml.MappingNode:
		xk, xv := mapPair(v, "text")
		spans = append(spans, spanOf(data, xk, xv, e.Text))
	default:
		spans = append(spans, spanOf(data, k, v, e.Text))
	}
	slices.SortFunc(spans, func(a, b valueSpan) int { return a.start - b.start })
	var out []byte
	at := 0
	for _, sp := range spans {
		out = append(out, data[at:sp.start]...)
		out = strconv.AppendQuote(out, sp.text)
		out = append(out, '\n')
		at = sp.end
	}
	return append(out, data[at:]...), nil
}

// parsedLocales holds each locale file parsed, by its contents: the
// corpus edits the same files thousands of times.
var parsedLocales sync.Map // [sha256.Size]byte → *yaml.Node

// parsedLocale returns data parsed as YAML, parsed once a test run.
func parsedLocale(data []byte) (*yaml.Node, error) {
	key := sha256.Sum256(data)
	if doc, ok := parsedLocales.Load(key); ok {
		return doc.(*yaml.Node), nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	parsedLocales.Store(key, &doc)
	return &doc, nil
}

// mapPair returns the key and value nodes of key in mapping m (nils when
// it has none).
func mapPair(m *yaml.Node, key string) (*yaml.Node, *yaml.Node) {
	if m == nil || m.Kind != yaml.MappingNode {
		return nil, nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i], m.Content[i+1]
		}
	}
	return nil, nil
}

// valueSpan is the bytes [start, end) of a value written in a file, and
// the words to write there instead.
type valueSpan struct {
	start, end int
	text       string
}

// spanOf returns where value v of key k is written in data: from where
// it starts to the next line indented no deeper than its key.
func spanOf(data []byte, k, v *yaml.Node, text string) valueSpan {
	var lines []int // the offset each line starts at
	lines = append(lines, 0)
	for i, b := range data {
		if b == '\n' {
			lines = append(lines, i+1)
		}
	}
	sp := valueSpan{start: lines[v.Line-1] + v.Column - 1, end: len(data), text: text}
	for l := v.Line; l < len(lines); l++ {
		line := data[lines[l]:]
		if n := bytes.IndexByte(line, '\n'); n >= 0 {
			line = line[:n]
		}
		trimmed := bytes.TrimLeft(line, " ")
		if len(trimmed) > 0 && len(line)-len(trimmed) < k.Column {
			sp.end = lines[l]
			break
		}
	}
	return sp
}

// firstFailure returns the first FAIL paragraph of a check's output.
func firstFailure(out string) string {
	i := strings.Index(out, "\nFAIL ")
	if i < 0 {
		return out
	}
	rest := out[i+1:]
	if j := strings.Index(rest, "\n\n"); j > 0 {
		return rest[:j]
	}
	return rest
}

// TestBuildRefusesACardWhoseWordsContradictItsClaims: build checks first,
// and a sentence that says ONE where its claim needs ALL writes nothing.
func TestBuildRefusesACardWhoseWordsContradictItsClaims(t *testing.T) {
	e := corpusEdit{Card: "gofish", Locale: "en", Statement: "ask-hit",
		Text: "If they have any, they hand over a single card of that rank, and you go again."}
	card, err := content.LoadShipped(e.Card)
	if err != nil {
		t.Fatal(err)
	}
	files, err := card.Files()
	if err != nil {
		t.Fatal(err)
	}
	if files["en.yaml"], err = editStatement(files["en.yaml"], e); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "gofish")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for n, data := range files {
		if err := os.WriteFile(filepath.Join(dir, n), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	outDir := filepath.Join(t.TempDir(), "out")
	var out bytes.Buffer
	root := newRootCmd(&out, &out)
	root.SetArgs([]string{"build", dir, "--locale", "en", "--format", "pdf", "--out", outDir})
	err = root.Execute()
	if code := exitCode(err); code != 3 {
		t.Fatalf("build: exit %d, want 3\n%s%v", code, out.String(), err)
	}
	if !strings.Contains(err.Error(), `"a single" says ONE, but claim ask.hit-gives-all needs ALL`) {
		t.Errorf("build's error does not say why:\n%v", err)
	}
	if entries, _ := os.ReadDir(outDir); len(entries) > 0 {
		t.Errorf("build wrote %d files for a refused card", len(entries))
	}
}

// gamesCorpora holds each game's own corpus (the edits of its shipped
// cards) to what a game's cards must show: every game with a shipped card
// has one, of at least 80 wrong edits and 25 harmless rewordings; at
// least 95 % of the wrong edits are refused and at most one harmless
// rewording.
func gamesCorpora(t *testing.T, byGame map[string]*corpusTable) {
	t.Helper()
	for _, id := range content.ShippedIDs() {
		g, err := content.ShippedGame(id)
		if err != nil {
			t.Fatal(err)
		}
		if g != content.NoGame && byGame[g] == nil {
			t.Errorf("game %s has a shipped card (%s) and no edits in the corpus", g, id)
		}
	}
	for _, g := range slices.Sorted(maps.Keys(byGame)) {
		tab := byGame[g]
		wrong, refused, harmless, harmed := 0, 0, 0, 0
		for _, l := range tab.locales {
			w, r := tab.wrong(l)
			wrong, refused = wrong+w, refused+r
			harmless, harmed = harmless+tab.edits["harmless"][l], harmed+tab.refused["harmless"][l]
		}
		t.Logf("game %s: %d of %d wrong edits refused, %d of %d harmless rewordings refused; by class and locale:\n%s", g, refused, wrong, harmed, harmless, tab)
		if wrong < 80 || harmless < 25 {
			t.Errorf("game %s: the corpus has %d wrong edits and %d harmless ones of its cards, want at least 80 and 25", g, wrong, harmless)
		}
		if refused*100 < 95*wrong {
			t.Errorf("game %s: %d of %d wrong edits refused, want at least 95 %%", g, refused, wrong)
		}
		if harmed > 1 {
			t.Errorf("game %s: %d harmless rewordings refused, want at most one", g, harmed)
		}
	}
}

// corpusTable counts the corpus's edits and refusals by class and locale.
type corpusTable struct {
	locales        []string
	edits, refused map[string]map[string]int // by class, then locale
}

func newCorpusTable() *corpusTable {
	t := &corpusTable{edits: map[string]map[string]int{}, refused: map[string]map[string]int{}}
	for _, c := range corpusClasses {
		t.edits[c], t.refused[c] = map[string]int{}, map[string]int{}
	}
	return t
}

// count adds an edit of class c in locale l, refused or not.
func (t *corpusTable) count(c, l string, refused bool) {
	if !slices.Contains(t.locales, l) {
		t.locales = append(t.locales, l)
		slices.Sort(t.locales)
	}
	t.edits[c][l]++
	if refused {
		t.refused[c][l]++
	}
}

// wrong returns the wrong edits of locale l and how many were refused.
func (t *corpusTable) wrong(l string) (edits, refused int) {
	for _, c := range corpusClasses {
		if c != "harmless" {
			edits += t.edits[c][l]
			refused += t.refused[c][l]
		}
	}
	return edits, refused
}

// String prints refused/edits by class (rows) and locale (columns).
func (t *corpusTable) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-12s", "class")
	for _, l := range t.locales {
		fmt.Fprintf(&b, " %8s", l)
	}
	b.WriteString("\n")
	for _, c := range corpusClasses {
		fmt.Fprintf(&b, "%-12s", c)
		for _, l := range t.locales {
			fmt.Fprintf(&b, " %8s", fmt.Sprintf("%d/%d", t.refused[c][l], t.edits[c][l]))
		}
		b.WriteString("\n")
	}
	return b.String()
}
