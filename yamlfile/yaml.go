package yamlfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// File is one parsed YAML file: the path shown in positions, its top node
// and its bytes (split into lines to place a problem inside a scalar).
type File struct {
	Path string
	// Root is the document's top node; nil if the file did not parse.
	Root  *yaml.Node
	data  []byte
	lines []string // data's lines, once Lines has split them
}

// Lines returns the file's lines. They are split at the first call: a
// file read without a problem inside a scalar never needs them.
func (f *File) Lines() []string {
	if f.lines == nil {
		f.lines = lines(f.data)
	}
	return f.lines
}

// yamlLine finds the line number in a YAML parser message ("yaml: line 3: …").
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

// Parse parses data as a single YAML document. An empty file, more than
// one document and syntax errors are recorded in p; Root is nil then. A
// quote or bracket that is never closed, or a closing bracket that closes
// nothing, is placed at its own line and column; another syntax error at
// the line the parser names, column 1 (the parser gives no column). The
// File keeps data (its lines are split from it when a problem needs them):
// the caller does not change it.
func Parse(p *Problems, path string, data []byte) (f *File) {
	f = &File{Path: path, data: data}
	at := Pos{File: path, Line: 1, Col: 1}
	defer func() {
		if r := recover(); r != nil {
			p.Addf(at, "invalid yaml: %v", r)
			f.Root = nil
		}
	}()
	if pos, msg, bad := unreadable(path, data); bad {
		p.Addf(pos, "%s", msg)
		return f
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			p.Addf(at, "empty file")
			return f
		}
		syntaxError(p, path, data, err)
		return f
	}
	if len(doc.Content) == 0 {
		p.Addf(at, "empty file")
		return f
	}
	var next yaml.Node
	switch err := dec.Decode(&next); {
	case errors.Is(err, io.EOF):
	case err != nil:
		syntaxError(p, path, data, err)
		return f
	default:
		p.Addf(Pos{File: path, Line: next.Line, Col: next.Column}, "more than one yaml document")
		return f
	}
	f.Root = doc.Content[0]
	return f
}

// lines returns the lines of data.
func lines(data []byte) []string {
	return strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
}

// unreadable finds the first byte of data that YAML cannot hold: invalid
// UTF-8, or a character YAML does not allow (C0 controls but tab, line
// feed and carriage return; DEL; C1 controls; U+FFFE, U+FFFF), placed at its own line and
// column (the parser reports these without a position). A line break
// other than LF and CRLF (a lone CR, NEL, U+2028, U+2029) is refused too:
// the parser counts lines by them and editors mostly do not, so every
// position after one would name another line than the one shown. So is
// a byte-order mark (U+FEFF) anywhere but at the file's start: the parser
// drops the character that starts a line whenever its read buffer happens
// to begin with one, so such a file reads one way or another depending on
// where the buffer's boundaries fall. Columns count from after a leading
// byte-order mark, which an editor does not show.
func unreadable(path string, data []byte) (Pos, string, bool) {
	line, col := 1, 1
	start := len(data) - len(bytes.TrimPrefix(data, []byte("\uFEFF"))) // an editor shows no byte-order mark
	for i := start; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		var msg string
		switch {
		case r == utf8.RuneError && n == 1:
			msg = fmt.Sprintf("invalid UTF-8 (byte 0x%02X): the file must be UTF-8", data[i])
		case r == '\r' && (i+1 == len(data) || data[i+1] != '\n'), r == 0x85, r == 0x2028, r == 0x2029:
			msg = fmt.Sprintf("the line break U+%04X is not allowed: end lines with LF or CRLF", r)
		case r < 0x20 && r != '\t' && r != '\n' && r != '\r', r == 0x7f, r >= 0x80 && r <= 0x9f:
			msg = fmt.Sprintf("the control character U+%04X is not allowed in a YAML file", r)
		case r == 0xFEFF:
			msg = "a byte-order mark (U+FEFF) is allowed only at the file's start"
		case r == 0xFFFE || r == 0xFFFF:
			msg = fmt.Sprintf("the noncharacter U+%04X is not allowed in a YAML file", r)
		}
		if msg != "" {
			return Pos{File: path, Line: line, Col: col}, msg, true
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += n
	}
	return Pos{}, "", false
}

// yamlError turns a YAML parser error into a positioned Error.
func yamlError(path string, err error) *Error {
	msg := err.Error()
	pos := Pos{File: path, Line: 1, Col: 1}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		if n, aerr := strconv.Atoi(m[1]); aerr == nil && n > 0 {
			pos.Line = n
		}
		msg = msg[len(m[0]):]
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	return &Error{Pos: pos, Msg: "invalid yaml: " + msg, Err: err}
}

// MapValue returns the value of key in mapping n (the first, should the
// key be repeated), or nil when n is not a mapping or has no such key.
func MapValue(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}
