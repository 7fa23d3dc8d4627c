package html_test

import (
	"bytes"
	"fmt"

	"github.com/rulecard/rulecard/layout/html"
	"github.com/rulecard/rulecard/layout/internal/sheettest"
)

func ExampleRenderer_Write() {
	// A card and its sheet, as layout.Compose makes them (see layout's
	// ExampleCompose).
	card, sheet := sheettest.Example()
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
