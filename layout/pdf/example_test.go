package pdf_test

import (
	"bytes"
	"fmt"
	"os"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/pdf"
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
	date, _, err := layout.SourceDate(os.Getenv) // zero unless SOURCE_DATE_EPOCH is set
	if err != nil {
		panic(err)
	}
	r := pdf.NewRenderer() // keep one for every sheet of a build
	var out bytes.Buffer
	if err := r.Write(&out, sheet, pdf.Meta{Author: "rulecard", Date: date}); err != nil {
		panic(err)
	}
	fmt.Println(string(out.Bytes()[:8]))
	// Output: %PDF-1.3
}
