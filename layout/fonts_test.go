package layout

import (
	"sync"
	"testing"
)

var (
	fontsOnce sync.Once
	fontsVal  *Fonts
	fontsErr  error
)

// testFonts returns the Go fonts, loaded once for the package's tests.
func testFonts(tb testing.TB) *Fonts {
	tb.Helper()
	fontsOnce.Do(func() { fontsVal, fontsErr = LoadGoFonts() })
	if fontsErr != nil {
		tb.Fatal(fontsErr)
	}
	return fontsVal
}
