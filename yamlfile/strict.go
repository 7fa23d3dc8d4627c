package yamlfile

import (
	"bytes"
	"errors"
	"io/fs"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Names returns the names, without ".yaml", of the YAML files in the
// directory dir of fsys, sorted ("de", "en", "sv" for a folder of locale
// files); none when dir cannot be read.
func Names(fsys fs.FS, dir string) []string {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".yaml"); ok && !e.IsDir() {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

// DecodeFS reads the YAML file name of fsys and decodes it into v, as
// Strict does.
func DecodeFS(fsys fs.FS, name string, v any) error {
	data, err := ReadFile(fsys, name)
	if err != nil {
		return ReadError(name, err)
	}
	return Strict(name, data, v)
}

// ReadError is the problem of a file at path that cannot be read:
// "path: cannot read: cause", the cause without the path an fs.PathError
// repeats; err stays reachable through errors.Is.
func ReadError(path string, err error) *Error {
	cause := err
	var pe *fs.PathError
	if errors.As(err, &pe) {
		cause = pe.Err
	}
	return &Error{Pos: Pos{File: path}, Msg: "cannot read: " + cause.Error(), Err: err}
}

// typeLine finds the line of one problem of a yaml.TypeError ("line 3: …"),
// unknownField the key that a struct has no field for.
var (
	typeLine     = regexp.MustCompile(`^line (\d+): (.*)$`)
	unknownField = regexp.MustCompile(`^field (\S+) not found in type \S+$`)
)

// Strict decodes the single YAML document data into v (a struct with yaml
// tags) strictly: a key v has no field for and a value of the wrong kind
// are problems, as are the problems Parse finds. The error, if any, is an
// ErrorList of all of them, each at its file:line:col.
func Strict(path string, data []byte, v any) error {
	var p Problems
	f := Parse(&p, path, data)
	if f.Root == nil {
		return p.Err()
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var te *yaml.TypeError
	switch err := dec.Decode(v); {
	case errors.As(err, &te):
		for _, msg := range te.Errors {
			p.Add(f.typeError(msg))
		}
	case err != nil:
		p.Add(yamlError(path, err))
	}
	return p.Err()
}

// typeError places one problem of a yaml.TypeError: at its line, at the
// unknown key's column or at the line's first character.
func (f *File) typeError(msg string) *Error {
	pos := Pos{File: f.Path, Line: 1, Col: 1}
	m := typeLine.FindStringSubmatch(msg)
	if m == nil {
		return &Error{Pos: pos, Msg: msg}
	}
	pos.Line, _ = strconv.Atoi(m[1])
	msg = m[2]
	line := ""
	if lines := f.Lines(); pos.Line >= 1 && pos.Line <= len(lines) {
		line = lines[pos.Line-1]
	}
	pos.Col = len([]rune(line)) - len([]rune(strings.TrimLeft(line, " -"))) + 1
	if k := unknownField.FindStringSubmatch(msg); k != nil {
		msg = "unknown key " + strconv.Quote(k[1])
		if i := strings.Index(line, k[1]); i >= 0 {
			pos.Col = len([]rune(line[:i])) + 1
		}
	}
	return &Error{Pos: pos, Msg: msg}
}
