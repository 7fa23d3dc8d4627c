package preview

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/fsnotify/fsnotify"
	"github.com/rulecard/rulecard/render"
)

// Options configure a preview server.
type Options struct {
	// Source is the card to preview.
	Source Source
	// Driver proves, composes and renders the card: its panel size, fonts
	// and date are the preview's.
	Driver *render.Driver
	// Games is the number of games the full check plays for each player
	// count and pack (0: the check's default; negative: none).
	Games int
	// Log receives a line for every build and check (nil: none).
	Log io.Writer
	// Settle is how long the files must stay unchanged after a change
	// before the card is built again (0: 10 ms).
	Settle time.Duration
}

// Server builds, watches and serves one card. Make one with New; Handler
// serves the page, Run builds and watches until its context ends, and
// Serve does both on a listener.
type Server struct {
	opts    Options
	bd      *builder
	state   *state
	pending chan *build
	// loopback is set when the server listens only on a loopback
	// address: it then answers only requests addressed to one.
	loopback bool
	// first is set once the first build is done.
	first bool
	// afterFirstBuild, when set (by a test), runs once the first build
	// is done, before Run goes on.
	afterFirstBuild func()
	// watcher watches the card's directory from before the first build
	// (startWatching), watching whether it could add it, werr why it
	// could not start.
	watcher  *fsnotify.Watcher
	watching bool
	werr     error
}

// New prepares a server for opts; nothing is built until Run.
func New(opts Options) (*Server, error) {
	if opts.Driver == nil {
		return nil, errors.New("preview: no render driver")
	}
	if opts.Source.Dir == "" && opts.Source.Shipped == "" {
		return nil, errors.New("preview: no card")
	}
	if opts.Settle <= 0 {
		opts.Settle = 10 * time.Millisecond
	}
	if opts.Log == nil {
		opts.Log = io.Discard
	}
	return &Server{opts: opts, bd: &builder{src: opts.Source, d: opts.Driver}, state: newState(opts.Source), pending: make(chan *build, 1)}, nil
}

// Status returns what the page shows now.
func (s *Server) Status() Status {
	st, _ := s.state.current()
	return st
}

// Serve builds the card, serves it on ln and rebuilds it on every change
// until ctx ends; then it ends the event streams, stops serving (answers
// in progress get 5 s, then every connection is closed; the listener is
// closed when Serve returns), waits for the watching and checking to stop
// and returns nil. A failure to serve is returned.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	if tcp, ok := ln.Addr().(*net.TCPAddr); ok && tcp.IP.IsLoopback() {
		s.loopback = true
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	fresh := &idleConns{conns: map[net.Conn]bool{}}
	srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 5 * time.Second, ConnState: fresh.track}
	srv.RegisterOnShutdown(fresh.close) // once the listener is closed
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	ran := make(chan error, 1)
	go func() { ran <- s.Run(ctx) }()
	var err error
	select {
	case err = <-served:
		cancel()
		<-ran
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	case err = <-ran:
		cancel()
	}
	s.state.close() // the event streams end, so that the server can go idle
	stop, done := context.WithTimeout(context.Background(), 5*time.Second)
	defer done()
	if e := srv.Shutdown(stop); e != nil {
		// An answer still in progress after the grace: serving was asked
		// to stop, and it does.
		srv.Close()
		if !errors.Is(e, context.DeadlineExceeded) && err == nil {
			err = e
		}
	}
	<-served
	if e := <-ran; e != nil && err == nil {
		err = e
	}
	return err
}

// Build builds the card now, as Run and Serve do first unless Build has
// been called: a caller that prints the address once the sheet is there
// calls it before Serve.
func (s *Server) Build() {
	if s.opts.Source.Watched() && s.watcher == nil && s.werr == nil {
		// The directory is watched before the first build reads it, so
		// that a change made once it is built is not missed.
		s.watcher, s.watching, s.werr = s.startWatching()
	}
	s.first = true
	s.rebuild()
	if s.afterFirstBuild != nil {
		s.afterFirstBuild()
	}
}

// Run builds the card (unless Build has), then, for a directory, watches
// it and builds it again after every change, until ctx ends. The full
// checks run beside. When ctx ends it ends the event streams and returns
// nil, or the error that stopped the watching.
func (s *Server) Run(ctx context.Context) error {
	defer s.state.close()
	checks := make(chan struct{})
	go func() { defer close(checks); s.verifier(ctx) }()
	defer func() { <-checks }()
	if !s.first {
		s.Build() // which, for a directory, starts watching it first
	}
	if !s.opts.Source.Watched() {
		<-ctx.Done()
		return nil
	}
	if s.werr != nil {
		return s.werr
	}
	return s.watch(ctx, s.watcher, s.watching)
}

// rebuild builds the card and publishes the build; a good one is queued
// for its full check, replacing any build still waiting.
func (s *Server) rebuild() {
	start := time.Now()
	var hot []view
	if _, shown := s.state.current(); shown != nil {
		hot = shown.hot()
	}
	b := s.bd.build(hot)
	took := time.Since(start).Round(time.Millisecond)
	verify, back := s.state.built(b)
	switch {
	case !b.ok():
		fmt.Fprintf(s.opts.Log, "%d problem(s), the last good sheet stays (%v):\n", len(b.problems), took)
		for _, p := range b.problems {
			fmt.Fprintf(s.opts.Log, "  %s\n", p)
		}
	case back:
		s.logBack(b)
	}
	if !verify {
		return
	}
	next := "playing its games"
	if !b.card.Proven() {
		next = "nothing to prove (game: " + b.card.Game + ")"
	}
	fmt.Fprintf(s.opts.Log, "built %s, %d locale(s) on %d papers, in %v; %s\n", b.card.ID, len(b.card.LocaleOrder), len(Papers), took, next)
	select {
	case <-s.pending:
	default:
	}
	s.pending <- b
}

// logBack says that the files are those of the sheet shown again, their
// problems gone, and what is known of that sheet.
func (s *Server) logBack(b *build) {
	st := s.Status()
	switch {
	case !b.card.Proven():
		fmt.Fprintf(s.opts.Log, "printed %s: the files are those of the sheet shown again; nothing to prove (game: %s)\n", b.card.ID, b.card.Game)
	case st.Checking:
		fmt.Fprintf(s.opts.Log, "the files of %s are those of the sheet shown again; its games are being played\n", b.card.ID)
	default:
		fmt.Fprintf(s.opts.Log, "checked %s: the files are those of the sheet shown again, whose games agree with every statement\n", b.card.ID)
	}
}

// checkAfter is how long the files must stay as they are before a good
// build's games are played: while the card is being edited, save after
// save, the games would only take the processor from the next build.
const checkAfter = 300 * time.Millisecond

// verifier plays each queued build's games once no newer build has come
// for checkAfter, and publishes the outcome, until ctx ends.
func (s *Server) verifier(ctx context.Context) {
	for {
		var b *build
		select {
		case <-ctx.Done():
			return
		case b = <-s.pending:
		}
		for quiet := false; !quiet; {
			select {
			case <-ctx.Done():
				return
			case b = <-s.pending:
			case <-time.After(checkAfter):
				quiet = true
			}
		}
		s.verify(b)
	}
}

// verify plays b's games and publishes the outcome unless a newer build
// is shown by then. The log says "checked" only when no problem is shown:
// files saved broken while b's games were played keep their problems in
// view, and the log says so.
func (s *Server) verify(b *build) {
	start := time.Now()
	problems := s.bd.verify(b, s.opts.Games)
	took := time.Since(start).Round(time.Millisecond)
	shown, taken := s.state.checked(b, problems)
	switch {
	case !taken:
	case len(problems) > 0:
		fmt.Fprintf(s.opts.Log, "the games contradict %s; back to the last sheet that passed:\n", b.card.ID)
		for _, p := range problems {
			fmt.Fprintf(s.opts.Log, "  %s\n", p)
		}
	case !b.card.Proven():
		fmt.Fprintf(s.opts.Log, "printed %s: nothing to prove, rulecard has no engine for its game (game: %s)\n", b.card.ID, b.card.Game)
	case shown > 0:
		fmt.Fprintf(s.opts.Log, "played the games of the sheet shown, the last good one of %s: they agree with it (%v); "+
			"the files as they are now still have %d problem(s)\n", b.card.ID, took, shown)
	default:
		fmt.Fprintf(s.opts.Log, "checked %s: its games agree with every statement (%v)\n", b.card.ID, took)
	}
}
