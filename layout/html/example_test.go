package html_test

import (
	"bytes"
	"fmt"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/html"
)

func ExampleRenderer_Write() {
	fonts, err := layout.LoadGoFonts() // once per program
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
	r, err := html.NewRenderer() // keep one for every sheet of a build
	if err != nil {
		panic(err)
	}
	var out bytes.Buffer
	if err := r.Write(&out, sheet, card, html.Meta{Description: "Go Fish rules card"}); err != nil {
		panic(err)
	}
	fmt.Println(string(out.Bytes()[:15]))
	fmt.Println(bytes.Contains(out.Bytes(), []byte("<title>Go Fish</title>")))
	// Output:
	// <!DOCTYPE html>
	// true
}
