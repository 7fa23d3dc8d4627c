// Package truetype reads and writes the table directory of a TrueType
// font file and makes subsets of such files: the font-file work that
// layout (which mends the Go fonts) and layout/pdf (which embeds subsets
// of them) share. It reads only what it needs and leaves the rest to the
// font: it is no general font parser.
package truetype

import (
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"math/bits"
	"slices"
)

// be is the byte order of every number in a font file.
var be = binary.BigEndian

// Offsets of the fields this package reads or writes.
const (
	headAdjustAt = 8  // checkSumAdjustment in the head table
	headLocaAt   = 50 // indexToLocFormat in the head table
	maxpGlyphsAt = 4  // numGlyphs in the maxp table
	hheaMetricAt = 34 // numberOfHMetrics in the hhea table
)

// ReadTables returns the font file's tables by tag ("head", "cvt "), each
// a slice of ttf.
func ReadTables(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 {
		return nil, errors.New("font: too short")
	}
	num := int(be.Uint16(ttf[4:]))
	if len(ttf) < 12+16*num {
		return nil, errors.New("font: table directory cut short")
	}
	out := make(map[string][]byte, num)
	for i := range num {
		rec := ttf[12+16*i:]
		off, n := int(be.Uint32(rec[8:])), int(be.Uint32(rec[12:]))
		if off < 0 || n < 0 || off+n > len(ttf) {
			return nil, fmt.Errorf("font: table %q out of the file", rec[:4])
		}
		out[string(rec[:4])] = ttf[off : off+n]
	}
	return out, nil
}

// Assemble writes tables (by tag) as a TrueType font file: the directory
// sorted by tag, every table on a four-byte boundary with its checksum,
// and the head table's checksum adjustment computed for the whole file.
// The tables are not changed.
func Assemble(tables map[string][]byte) []byte {
	tags := slices.Sorted(maps.Keys(tables))
	num := len(tags)
	dir := 12 + 16*num
	size := dir
	for _, tag := range tags {
		size += (len(tables[tag]) + 3) &^ 3
	}
	out := make([]byte, size)
	pow := 1 << (bits.Len(uint(num)) - 1) // the largest power of two <= num
	be.PutUint32(out, 0x00010000)
	be.PutUint16(out[4:], uint16(num))
	be.PutUint16(out[6:], uint16(16*pow))
	be.PutUint16(out[8:], uint16(bits.Len(uint(pow))-1))
	be.PutUint16(out[10:], uint16(16*(num-pow)))
	headAt, off := -1, dir
	var sum uint32 // the tables' checksums; with the directory's, the file's
	for i, tag := range tags {
		data := out[off : off+len(tables[tag])]
		copy(data, tables[tag])
		if tag == "head" && len(data) >= headAdjustAt+4 {
			headAt = off
			clear(data[headAdjustAt : headAdjustAt+4])
		}
		rec := out[12+16*i:]
		copy(rec, tag)
		be.PutUint32(rec[4:], checksum(data))
		be.PutUint32(rec[8:], uint32(off))
		be.PutUint32(rec[12:], uint32(len(data)))
		sum += be.Uint32(rec[4:])
		off += (len(data) + 3) &^ 3
	}
	// Every table begins on a four-byte boundary and is padded with zeros,
	// so the file's checksum is the directory's plus the tables'.
	if headAt >= 0 {
		be.PutUint32(out[headAt+headAdjustAt:], 0xb1b0afba-checksum(out[:dir])-sum)
	}
	return out
}

// checksum is the TrueType checksum of data: the sum of its big-endian
// 32-bit words, the last one padded with zeros.
func checksum(data []byte) uint32 {
	var sum uint32
	for len(data) >= 4 {
		sum += be.Uint32(data)
		data = data[4:]
	}
	var w [4]byte
	copy(w[:], data)
	return sum + be.Uint32(w[:])
}
