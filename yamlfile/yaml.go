package yamlfile

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// File is one parsed YAML file: the path shown in positions, its lines
// (to place a problem inside a scalar) and its top node.
type File struct {
	Path  string
	Lines []string
	// Root is the document's top node; nil if the file did not parse.
	Root *yaml.Node
}

// yamlLine finds the line number in a YAML parser message ("yaml: line 3: …").
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

// Parse parses data as a single YAML document. An empty file, more
// than one document and syntax errors are recorded in p (a syntax error
// at the line the parser names, column 1: the parser gives no column);
// Root is nil then.
func Parse(p *Problems, path string, data []byte) (f *File) {
	f = &File{Path: path, Lines: strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")}
	at := Pos{File: path, Line: 1, Col: 1}
	defer func() {
		if r := recover(); r != nil {
			p.Addf(at, "invalid yaml: %v", r)
			f.Root = nil
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			p.Addf(at, "empty file")
			return f
		}
		p.Add(yamlError(path, err))
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
		p.Add(yamlError(path, err))
		return f
	default:
		p.Addf(Pos{File: path, Line: next.Line, Col: next.Column}, "more than one yaml document")
		return f
	}
	f.Root = doc.Content[0]
	return f
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
