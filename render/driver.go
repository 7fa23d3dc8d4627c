package render

import (
	"fmt"
	"strings"
	"time"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/html"
	"github.com/rulecard/rulecard/layout/png"
)

// Format is a kind of file the driver renders.
type Format uint8

// The formats: a sheet is rendered to any of them, a reference to PDF and
// HTML.
const (
	PDF Format = iota
	HTML
	PNG
)

// formatNames are the formats' names, as a command line writes them and
// as the files end.
var formatNames = [...]string{PDF: "pdf", HTML: "html", PNG: "png"}

// String returns the format's name, also the extension of its files.
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("Format(%d)", f)
}

// ParseFormat reads a format's name (pdf, html or png, in any case).
func ParseFormat(s string) (Format, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	for f, n := range formatNames {
		if n == name {
			return Format(f), nil
		}
	}
	return 0, fmt.Errorf("unknown format %q (formats: %s)", s, strings.Join(formatNames[:], ", "))
}

// Options are the driver's choices for every file it renders.
type Options struct {
	// Panel is the sheet's panel size; zero means the poker-card panel.
	Panel layout.Size
	// DPI is the resolution of a PNG sheet; zero means png.DefaultDPI.
	DPI DPI
	// Date is the date the PDF files and the references carry.
	Date time.Time
	// Version is the version of rulecard a reference names.
	Version string
}

// Driver proves, composes and renders cards with the fonts and the
// HTML templates made once. It holds nothing that changes, so its methods
// may be called from several goroutines at once (the preview does).
type Driver struct {
	opt   Options
	fonts *layout.Fonts
	html  *html.Renderer
	ref   *html.ReferenceRenderer
}

// New makes a driver with the Go fonts.
func New(opt Options) (*Driver, error) {
	if opt.Panel == (layout.Size{}) {
		opt.Panel = layout.PokerPanel()
	}
	if opt.DPI == 0 {
		opt.DPI = png.DefaultDPI
	}
	if err := opt.DPI.Check(); err != nil {
		return nil, err
	}
	fonts, err := layout.LoadGoFonts()
	if err != nil {
		return nil, err
	}
	h, err := html.NewRenderer()
	if err != nil {
		return nil, err
	}
	ref, err := html.NewReferenceRenderer()
	if err != nil {
		return nil, err
	}
	return &Driver{opt: opt, fonts: fonts, html: h, ref: ref}, nil
}

// Fonts returns the fonts the driver sets every sheet in.
func (d *Driver) Fonts() *layout.Fonts { return d.fonts }

// File is one rendered file, not yet written: its path and its bytes.
type File struct {
	Path   string
	Data   []byte
	Format Format
}

// DPI returns the resolution the driver draws PNG sheets at.
func (d *Driver) DPI() DPI { return d.opt.DPI }

// DPI is the resolution of a PNG sheet, in pixels per inch.
type DPI = png.DPI

// The resolutions a PNG sheet may be drawn at.
const (
	DefaultDPI = png.DefaultDPI
	MinDPI     = png.MinDPI
	MaxDPI     = png.MaxDPI
)
