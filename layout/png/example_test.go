package png_test

import (
	"bytes"
	"fmt"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/png"
)

func ExampleRenderer_Write() {
	fonts, err := layout.LoadGoFonts()
	if err != nil {
		panic(err)
	}
	card, err := content.LoadShipped("gofish")
	if err != nil {
		panic(err)
	}
	sheet, err := layout.Compose(card, "en", layout.Options{Fonts: fonts})
	if err != nil {
		panic(err)
	}
	r := png.NewRenderer() // keep one for every sheet of a build
	var out bytes.Buffer
	if err := r.Write(&out, sheet, png.DefaultDPI); err != nil {
		panic(err)
	}
	fmt.Printf("%q\n", out.Bytes()[1:4])
	// Output: "PNG"
}
