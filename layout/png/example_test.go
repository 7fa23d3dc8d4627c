package png_test

import (
	"bytes"
	"fmt"

	"github.com/rulecard/rulecard/layout/internal/sheettest"
	"github.com/rulecard/rulecard/layout/png"
)

func ExampleWrite() {
	// A sheet, as layout.Compose makes it (see layout's ExampleCompose).
	_, sheet := sheettest.Example()
	var out bytes.Buffer
	if err := png.Write(&out, sheet, png.DefaultDPI); err != nil {
		panic(err)
	}
	fmt.Printf("%q\n", out.Bytes()[1:4])
	// Output: "PNG"
}
