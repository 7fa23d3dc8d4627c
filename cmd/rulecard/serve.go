package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/netip"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/preview"
	"github.com/rulecard/rulecard/render"
)

// serveOptions are the inputs of `rulecard serve`.
type serveOptions struct {
	Out    io.Writer
	Card   string
	Addr   listenAddr
	Panel  string
	Games  int
	Getenv func(string) string
	Getwd  func() (string, error)
}

func newServeCmd() *cobra.Command {
	opts := &serveOptions{Getenv: os.Getenv, Getwd: os.Getwd}
	cmd := &cobra.Command{
		Use:   "serve [CARD|DIR]",
		Short: "Preview a card in the browser, rebuilt on every save",
		Long: `Serve a live preview of a card: open the address it prints in a browser to see
the sheet as it will print, with switches for the locale and the paper, and the
PDF and PNG a click away. The card's folder is watched: on every save the card
is built again and the page updates itself. A file error or a failed check is
shown in the page, FILE:LINE:COL and message, over the last good sheet, and
clears when the files are fixed. The full check's games run after each good
build; a card they contradict goes back to the last sheet that passed.

A CARD is a shipped card's id (gofish; inside rulecard's source tree, its
folder there is watched) or a card directory; with none, the card in the
working directory, else gofish. The server listens on 127.0.0.1 only unless
--addr says otherwise, serves only what it built, and stops on Ctrl-C.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			if len(args) > 0 {
				opts.Card = args[0]
			}
			return runServe(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	oneOfVar(f, &opts.Addr, "addr", "127.0.0.1:8080", parseListenAddr, "host:port", "address to listen on (port 0: any free port)")
	f.StringVar(&opts.Panel, "panel", "poker", "panel size: poker (63.5x88.9) or WxH in mm")
	f.IntVar(&opts.Games, "games", 0, "games the full check plays for each player count and pack (0: the check's default, -1: none)")
	return cmd
}

// runServe serves the preview until ctx ends: main ends it on Ctrl-C (or
// SIGTERM).
func runServe(ctx context.Context, opts *serveOptions) error {
	if opts.Games < -1 || opts.Games > maxGames {
		return &usageError{fmt.Errorf("--games %d: want -1 (none), 0 (the check's default) or up to %d", opts.Games, maxGames)}
	}
	panel, err := layout.ParsePanel(opts.Panel)
	if err != nil {
		return &usageError{err}
	}
	for _, p := range preview.Papers {
		if err := layout.StripFits(p, panel); err != nil {
			return &usageError{err}
		}
	}
	wd, err := opts.Getwd()
	if err != nil {
		return err
	}
	src, err := preview.ResolveSource(opts.Card, wd)
	if err != nil {
		return err
	}
	date, _, err := layout.SourceDate(opts.Getenv)
	if err != nil {
		return err
	}
	d, err := render.New(render.Options{Panel: panel, Date: date})
	if err != nil {
		return err
	}
	srv, err := preview.New(preview.Options{Source: src, Driver: d, Games: opts.Games, Log: opts.Out})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", string(opts.Addr))
	if err != nil {
		return fmt.Errorf("--addr %s: %w", opts.Addr, err)
	}
	if ctx == nil {
		ctx = context.Background()
	}
	srv.Build()
	fmt.Fprintf(opts.Out, "serving %s at http://%s/ (Ctrl-C stops)\n", src.Name(), ln.Addr())
	if err := srv.Serve(ctx, ln); err != nil {
		return err
	}
	fmt.Fprintln(opts.Out, "stopped")
	return nil
}

// listenAddr is an address serve listens on, host:port, as --addr sets it.
type listenAddr string

// String returns the address as the command line writes it.
func (a listenAddr) String() string { return string(a) }

// parseListenAddr reads --addr: host:port, the host empty (every
// interface), an IP address or a host name, the port a number from 0 to
// 65535 or a service's name (http), as net.Listen reads them, so that an
// address it would refuse for its form is refused as the flag is read,
// naming the flag. Whether a host name resolves is left to net.Listen.
func parseListenAddr(s string) (listenAddr, error) {
	host, port, err := net.SplitHostPort(s)
	if err != nil {
		return "", fmt.Errorf("want host:port, like 127.0.0.1:8080 (%w)", err)
	}
	if !isListenHost(host) {
		return "", fmt.Errorf("host %q: want an IP address or a host name, like 127.0.0.1 or localhost", host)
	}
	if _, err := net.LookupPort("tcp", port); err != nil {
		return "", fmt.Errorf("port %q: want a number from 0 to 65535 (0: any free port) or a service's name, like http", port)
	}
	return listenAddr(s), nil
}

// isListenHost reports whether host can be the host of an address to
// listen on: empty, an IP address (with a zone, fe80::1%eth0), or a host
// name: dot-separated labels of letters, digits and inner hyphens, each at
// most 63 characters, at most 253 in all.
func isListenHost(host string) bool {
	if host == "" {
		return true
	}
	if _, err := netip.ParseAddr(host); err == nil {
		return true
	}
	if len(host) > 253 {
		return false
	}
	for label := range strings.SplitSeq(strings.TrimSuffix(host, "."), ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, c := range label {
			if !(c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
				return false
			}
		}
	}
	return true
}
