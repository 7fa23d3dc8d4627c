package story

import (
	"bytes"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// LocaleCodes returns the codes of the locale files in the directory dir
// of fsys, one file a locale named <code>.yaml, sorted; none when dir
// cannot be read.
func LocaleCodes(fsys fs.FS, dir string) []string {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		if code, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			out = append(out, code)
		}
	}
	slices.Sort(out)
	return out
}

// DecodeLocaleFile decodes the locale file dir/<code>.yaml of fsys into v,
// strictly: a field v has no place for is an error. A decoding error is
// prefixed with the file's name. It returns the name too, for the
// caller's own checks.
func DecodeLocaleFile(fsys fs.FS, dir, code string, v any) (name string, err error) {
	name = dir + "/" + code + ".yaml"
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return name, err
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		return name, fmt.Errorf("%s: %w", name, err)
	}
	return name, nil
}
