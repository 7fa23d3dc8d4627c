// Package reference sets a card's rules reference (a [document.Reference],
// written by the reference stage) on portrait pages with the sheet's fonts
// and line breaker.
//
// [Compose] makes a [Document]: positioned runs, strokes, links and an
// outline, free of any backend; layout/pdf draws it. The package reads
// only the reference document, content and layout: it knows no engine.
//
// Lengths are in millimetres, the origin at a page's top-left corner, x
// to the right and y downwards; type sizes in points.
package reference
