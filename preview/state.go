package preview

import (
	"slices"
	"sync"

	"github.com/rulecard/rulecard/locale"
)

// Status is what the page shows beside the sheet; the server sends it as
// an event whenever it changes.
type Status struct {
	// Version names the build whose sheet is shown: it changes whenever
	// the sheet does (0: there is no good sheet yet).
	Version int `json:"version"`
	// Card is the shown card's id, Title its title in each locale, Locales
	// its locales in the card's order.
	Card    string                 `json:"card"`
	Title   map[locale.Code]string `json:"title"`
	Locales []locale.Code          `json:"locales"`
	// Source is the card's directory or shipped id; Watched is set when
	// its files are watched.
	Source  string `json:"source"`
	Watched bool   `json:"watched"`
	// Problems are what is wrong with the card's files as they are now:
	// empty when the shown sheet is theirs.
	Problems []Problem `json:"problems"`
	// Checking is set while the shown sheet's games are being played.
	Checking bool `json:"checking"`
	// Unproven is set when the shown card's game has no engine (game:
	// none): its sheet is printed, never proven.
	Unproven bool `json:"unproven"`
}

// state is the server's changing part: the builds shown and checked, the
// current problems, and who waits to hear of a change.
type state struct {
	mu sync.Mutex
	// shown is the build whose sheet is served; verified is the last
	// build whose full check passed (the fallback when shown's fails).
	shown, verified *build
	next            int // the version the next good build gets
	status          Status
	subs            map[chan struct{}]struct{}
	closed          bool
}

func newState(src Source) *state {
	return &state{next: 1, subs: map[chan struct{}]struct{}{},
		status: Status{Source: src.Name(), Watched: src.Watched(), Problems: []Problem{}}}
}

// current returns the status and the build shown.
func (s *state) current() (Status, *build) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.status
	st.Problems = slices.Clone(st.Problems)
	return st, s.shown
}

// built takes a new build: a good one is shown at once (and reported as
// being checked) unless it read the very files already shown; a failed
// one leaves the sheet shown and reports its problems. It returns whether
// the build needs its full check, and back: the build read the files
// shown, whose problems it clears.
func (s *state) built(b *build) (verify, back bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	defer s.notify()
	switch {
	case !b.ok():
		s.status.Problems = b.problems
		return false, false
	case s.shown != nil && s.shown.digest == b.digest:
		back = len(s.status.Problems) > 0
		s.status.Problems = []Problem{}
		return false, back
	}
	b.version = s.next
	s.next++
	s.show(b)
	s.status.Problems = []Problem{}
	s.status.Checking = true
	return true, false
}

// checked takes the full check's outcome for b: a pass makes b the sheet
// to fall back on; a failure shows its problems over the last sheet that
// passed. The outcome for a build no longer shown is dropped: taken is
// false. shown is the number of problems shown after it, which a pass
// leaves in place when the files have changed since b and no longer
// build.
func (s *state) checked(b *build, problems []Problem) (shown int, taken bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if b != s.shown {
		return len(s.status.Problems), false
	}
	defer s.notify()
	s.status.Checking = false
	if len(problems) == 0 {
		s.verified = b
		return len(s.status.Problems), true
	}
	s.show(s.verified)
	s.status.Problems = problems
	return len(problems), true
}

// show makes b the shown build (nil: none).
func (s *state) show(b *build) {
	s.shown = b
	if b == nil {
		s.status.Version, s.status.Card, s.status.Title, s.status.Locales, s.status.Unproven = 0, "", nil, nil, false
		return
	}
	s.status.Version = b.version
	s.status.Card = b.card.ID
	s.status.Unproven = !b.card.Proven()
	s.status.Locales = slices.Clone(b.card.LocaleOrder)
	s.status.Title = map[locale.Code]string{}
	for code, loc := range b.card.Locales {
		s.status.Title[code] = loc.Title.Plain()
	}
}

// subscribe returns a channel that receives a value after every change
// (changes coalesce while nobody reads), and a function to stop it. The
// channel is closed when the state is.
func (s *state) subscribe() (<-chan struct{}, func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ch := make(chan struct{}, 1)
	if s.closed {
		close(ch)
		return ch, func() {}
	}
	s.subs[ch] = struct{}{}
	return ch, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if _, ok := s.subs[ch]; ok {
			delete(s.subs, ch)
			close(ch)
		}
	}
}

// notify tells every subscriber of a change; s.mu is held.
func (s *state) notify() {
	for ch := range s.subs {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
}

// close ends every subscription, so that the event streams end.
func (s *state) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	for ch := range s.subs {
		delete(s.subs, ch)
		close(ch)
	}
}
