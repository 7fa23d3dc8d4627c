package layout_test

import (
	"fmt"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
)

func ExampleCompose() {
	fonts, err := layout.LoadGoFonts() // once per program
	if err != nil {
		panic(err)
	}
	card, err := content.LoadShipped("gofish")
	if err != nil {
		panic(err)
	}
	sheet, err := layout.Compose(card, "en", layout.Options{Paper: layout.Letter, Fonts: fonts})
	if err != nil {
		panic(err)
	}
	fmt.Println(sheet.Paper, sheet.Paper.Size(), "panel", sheet.Panel)
	fmt.Println("fold lines at", sheet.PanelRect(1).Min.X, sheet.PanelRect(2).Min.X, sheet.PanelRect(3).Min.X)
	fmt.Println("at least 7pt:", sheet.Size >= 7, "fits:", sheet.MaxFill() <= 1)
	// Output:
	// letter 279.4x215.9 panel 63.5x88.9
	// fold lines at 63.5mm 127mm 190.5mm
	// at least 7pt: true fits: true
}

func ExampleParsePanel() {
	for _, s := range []string{"poker", "70x95", "7x9"} {
		size, err := layout.ParsePanel(s)
		fmt.Println(size, err)
	}
	// Output:
	// 63.5x88.9 <nil>
	// 70x95 <nil>
	// 0x0 panel "7x9": each side must be 40mm to 200mm
}
