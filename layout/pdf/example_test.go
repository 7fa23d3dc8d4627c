package pdf_test

import (
	"bytes"
	"fmt"
	"os"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/sheettest"
	"github.com/rulecard/rulecard/layout/pdf"
)

func ExampleWrite() {
	// A sheet, as layout.Compose makes it (see layout's ExampleCompose).
	_, sheet := sheettest.Example()
	date, _, err := layout.SourceDate(os.Getenv) // zero unless SOURCE_DATE_EPOCH is set
	if err != nil {
		panic(err)
	}
	var out bytes.Buffer
	if err := pdf.Write(&out, sheet, pdf.Meta{Author: "rulecard", Date: date}); err != nil {
		panic(err)
	}
	fmt.Println(string(out.Bytes()[:8]))
	// Output: %PDF-1.3
}
