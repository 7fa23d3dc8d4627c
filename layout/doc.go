// Package layout composes a rules card into a Sheet: a landscape page with
// a strip of four panels in its top-left corner, folded like an accordion,
// and the spare paper below the strip carrying the printing and folding
// instructions, a legend of the line kinds and a scale bar.
//
// Coordinates are in millimetres with the origin at the sheet's top-left
// corner, x growing to the right and y growing downwards. Type sizes are in
// PostScript points (1 pt = 25.4/72 mm). A text run's position is the left
// end of its baseline.
//
// Compose measures every styled run with the fonts' own advance widths (no
// kerning, no ligatures), breaks lines itself, flows the card's blocks
// across the four panels and picks the largest type size, from 9 pt down in
// 0.25 pt steps, at which the card fits. The Sheet it returns is free of any
// backend: layout/pdf and the HTML backend only read it.
package layout
