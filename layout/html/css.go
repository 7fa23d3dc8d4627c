package html

import (
	"encoding/base64"
	"html/template"
	"math"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/layout"
)

// family is the font family the page declares for the sheet's faces: a
// name of its own, so that no installed font can stand in for them.
const family = "Rulecard Go"

// fontCSS returns the @font-face rules of the used faces (a bit per
// layout.Face), each file as a base64 data: URI, and the rules that set
// the lines' struts from the regular face's ascent and descent, in
// pieces.
func fontCSS(fonts *layout.Fonts, used uint8) []template.CSS {
	var b strings.Builder
	for _, face := range layout.Faces {
		if used&(1<<face) == 0 {
			continue
		}
		b.WriteString(`@font-face{font-family:"` + family + `";src:url(data:font/ttf;base64,`)
		b.WriteString(base64.StdEncoding.EncodeToString(fonts.Face(face).TTF))
		b.WriteString(`) format("truetype");font-weight:` + weight(face) + `;font-style:` + style(face) + `;font-display:block}` + "\n")
	}
	b.WriteString(strutCSS(fonts.Face(layout.Regular)))
	return chunks(b.String())
}

// chunkSize bounds the pieces the font rules are written in: the template
// prints each through fmt, whose buffers are pooled only while small.
const chunkSize = 16 << 10

// chunks cuts trusted CSS into pieces of at most chunkSize bytes.
func chunks(css string) []template.CSS {
	out := make([]template.CSS, 0, len(css)/chunkSize+1)
	for len(css) > chunkSize {
		out = append(out, template.CSS(css[:chunkSize]))
		css = css[chunkSize:]
	}
	return append(out, template.CSS(css))
}

// weight and style are a face's CSS font-weight and font-style.
func weight(f layout.Face) string {
	if f.IsBold() {
		return "700"
	}
	return "400"
}

func style(f layout.Face) string {
	if f.IsItalic() {
		return "italic"
	}
	return "normal"
}

// strutCSS sets the lines' struts from the face's ascent and descent, in
// ems. A line has line-height 0 and an empty inline block as tall as the
// ascent standing on its baseline (::before), so its box's top lies
// exactly one ascent above the baseline, whatever ascent the browser reads
// from the font and however it rounds it; another, as deep as the descent
// hanging below the baseline (::after), makes the box reach down to the
// descent. A line turned to read upwards turns about the left end of its
// baseline.
func strutCSS(ff *layout.FontFace) string {
	asc := num(float64(ff.Ascent) / float64(ff.UnitsPerEm))
	desc := num(float64(-ff.Descent) / float64(ff.UnitsPerEm))
	return ".l::before,.m::before{height:" + asc + "em}" +
		".l::after,.m::after{height:" + desc + "em;vertical-align:-" + desc + "em}" +
		".r90{transform:rotate(-90deg);transform-origin:0 " + asc + "em}\n"
}

// pageCSS asks for the paper in landscape without margins and sizes the
// sheet and the help above it.
func pageCSS(s *layout.Sheet) template.CSS {
	size := s.Paper.Size()
	name := "A4"
	if s.Paper == layout.Letter {
		name = "letter"
	}
	w, h := mm(float64(size.W)), mm(float64(size.H))
	tw, th := mm(float64(size.W)*textScale), mm(float64(size.H)*textScale)
	return template.CSS("@page{size:" + name + " landscape;margin:0}\n" +
		".sheet{width:" + w + ";height:" + h + "}.help{max-width:" + w + "}\n" +
		".layer{width:" + tw + ";height:" + th + ";transform:scale(" + num(1.0/textScale) + ")}\n")
}

// num formats v with at most three decimals: 0.001 mm is finer than any
// printer.
func num(v float64) string {
	return string(appendNum(nil, v))
}

// appendNum appends v with at most three decimals.
func appendNum(b []byte, v float64) []byte {
	v = math.Round(v*1000) / 1000
	if v == 0 {
		v = 0 // no "-0"
	}
	return strconv.AppendFloat(b, v, 'f', -1, 64)
}

// textScale is how much larger than the sheet the text layer is drawn:
// the layer is scaled down by as much (CSS .layer). Chromium draws text
// with its baseline on a whole pixel of the layer it is in; drawn ten
// times larger, that pixel is a tenth of a CSS pixel on the paper
// (0.026 mm), where on a layer of the sheet's own size a baseline could
// move by up to half a pixel (0.13 mm) and the leading look uneven.
const textScale = 10

// appendText appends prefix and a length of the sheet as a length of the
// text layer, "left:65mm" for 6.5 mm.
func appendText(b []byte, prefix string, v layout.Millimetres) []byte {
	b = append(b, prefix...)
	b = appendNum(b, float64(v)*textScale)
	return append(b, "mm"...)
}

// mm formats a length in millimetres as CSS, "63.5mm".
func mm(v float64) string { return num(v) + "mm" }
