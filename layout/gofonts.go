package layout

import _ "embed"

// The Go fonts with the two marks mended (fonts/README.md says how; a test
// remakes them from golang.org/x/image/font/gofont and fails when they
// differ: `go test ./layout -run TestEmbeddedGoFonts -update` writes them).
var (
	//go:embed fonts/Go-Regular.ttf
	goRegular []byte
	//go:embed fonts/Go-Bold.ttf
	goBold []byte
	//go:embed fonts/Go-Italic.ttf
	goItalic []byte
	//go:embed fonts/Go-Bold-Italic.ttf
	goBoldItalic []byte
)
