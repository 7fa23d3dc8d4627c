package png

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io"
	"math"
)

// withResolution writes the PNG file data to w with a pHYs chunk (pixels
// per metre on both axes, for dpi) inserted after the header chunk, which
// image/png does not write.
func withResolution(w io.Writer, data []byte, dpi DPI) error {
	const sigLen, ihdrLen = 8, 8 + 13 + 4 // signature; IHDR: length, type, data, CRC
	if len(data) < sigLen+ihdrLen || !bytes.Equal(data[12:16], []byte("IHDR")) {
		return errors.New("png: encoder wrote no header chunk")
	}
	ppm := uint32(math.Round(float64(dpi) / 0.0254))
	chunk := make([]byte, 0, 4+4+9+4)
	chunk = binary.BigEndian.AppendUint32(chunk, 9)
	chunk = append(chunk, "pHYs"...)
	chunk = binary.BigEndian.AppendUint32(chunk, ppm)
	chunk = binary.BigEndian.AppendUint32(chunk, ppm)
	chunk = append(chunk, 1) // the unit is the metre
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	at := sigLen + ihdrLen
	for _, part := range [][]byte{data[:at], chunk, data[at:]} {
		if _, err := w.Write(part); err != nil {
			return err
		}
	}
	return nil
}
