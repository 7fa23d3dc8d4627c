package yamlfile

import (
	"encoding"
	"reflect"
	"strings"

	"go.yaml.in/yaml/v3"
)

// decodeSimple decodes the node tree n into v, a pointer to a zero value,
// as a yaml.Decoder with KnownFields decodes the file, and reports whether
// it did. It reads only the shapes rulecard's files take, structs, lists
// and maps of strings, every key and value a plain string; for anything
// else, and for anything the decoder would refuse (an unknown or repeated
// key), it leaves v as it was and reports false, and the file is decoded
// by the yaml package, whose errors are the ones reported. (The yaml
// package parses the file again and decodes by reflection through types
// it builds: for a locale.yaml of 30 lines, a tenth of loading a card.)
func decodeSimple(n *yaml.Node, v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || !rv.Elem().IsZero() {
		return false
	}
	out := reflect.New(rv.Elem().Type()).Elem()
	if !simpleValue(n, out) {
		return false
	}
	rv.Elem().Set(out)
	return true
}

// simpleValue decodes n into out, a zero value, if both are simple.
func simpleValue(n *yaml.Node, out reflect.Value) bool {
	t := out.Type()
	if decodesItself(t) {
		return false
	}
	switch t.Kind() {
	case reflect.String:
		if !isString(n) {
			return false
		}
		out.SetString(n.Value)
		return true
	case reflect.Slice:
		return simpleSlice(n, out)
	case reflect.Map:
		return simpleMap(n, out)
	case reflect.Struct:
		return simpleStruct(n, out)
	}
	return false
}

// simpleSlice decodes list n into out, a slice.
func simpleSlice(n *yaml.Node, out reflect.Value) bool {
	if n.Kind != yaml.SequenceNode {
		return false
	}
	s := reflect.MakeSlice(out.Type(), len(n.Content), len(n.Content))
	for i, item := range n.Content {
		if !simpleValue(item, s.Index(i)) {
			return false
		}
	}
	out.Set(s)
	return true
}

// simpleMap decodes mapping n into out, a map with string keys.
func simpleMap(n *yaml.Node, out reflect.Value) bool {
	t := out.Type()
	if t.Key().Kind() != reflect.String || !simpleMapping(n) {
		return false
	}
	m := reflect.MakeMapWithSize(t, len(n.Content)/2)
	for i := 0; i < len(n.Content); i += 2 {
		k, v := reflect.New(t.Key()).Elem(), reflect.New(t.Elem()).Elem()
		if !simpleValue(n.Content[i], k) || !simpleValue(n.Content[i+1], v) {
			return false
		}
		m.SetMapIndex(k, v)
	}
	out.Set(m)
	return true
}

// simpleStruct decodes mapping n into out, a struct: each key must name
// one of its fields.
func simpleStruct(n *yaml.Node, out reflect.Value) bool {
	keys, ok := fieldKeys(out.Type())
	if !ok || !simpleMapping(n) {
		return false
	}
	for i := 0; i < len(n.Content); i += 2 {
		field, known := keys[n.Content[i].Value]
		if !known || !simpleValue(n.Content[i+1], out.Field(field)) {
			return false
		}
	}
	return true
}

// simpleMapping reports whether n is a mapping whose keys are strings,
// each once.
func simpleMapping(n *yaml.Node) bool {
	if n.Kind != yaml.MappingNode || len(n.Content)%2 != 0 {
		return false
	}
	for i := 0; i < len(n.Content); i += 2 {
		if !isString(n.Content[i]) {
			return false
		}
		for j := 0; j < i; j += 2 {
			if n.Content[j].Value == n.Content[i].Value {
				return false
			}
		}
	}
	return true
}

// isString reports whether n is a scalar that the yaml package reads as
// a string: plain, quoted or tagged !!str (not null, a number, a boolean,
// a merge key << or another tag's value).
func isString(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!str"
}

// fieldKeys returns the fields of struct t by the key that names each in
// a file, as the yaml package names them: a field's yaml tag, else its
// name in lower case; unexported fields and fields tagged "-" have none.
// A struct with an embedded field, an inline field, a flag the package
// does not know or two fields of one key is not simple.
func fieldKeys(t reflect.Type) (map[string]int, bool) {
	keys := make(map[string]int, t.NumField())
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous {
			return nil, false
		}
		tag, tagged := f.Tag.Lookup("yaml")
		if !f.IsExported() || tag == "-" {
			continue
		}
		if !tagged && f.Tag != "" {
			return nil, false // an old-style tag, all of it the key
		}
		name, flags, _ := strings.Cut(tag, ",")
		for flag := range strings.SplitSeq(flags, ",") {
			if flag != "" && flag != "omitempty" && flag != "flow" {
				return nil, false
			}
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		if _, dup := keys[name]; dup {
			return nil, false
		}
		keys[name] = i
	}
	return keys, true
}

// obsoleteUnmarshaler is the yaml package's older interface for a type
// that decodes itself.
type obsoleteUnmarshaler interface {
	UnmarshalYAML(unmarshal func(any) error) error
}

// Types the yaml package treats apart: a type that decodes itself, and
// its node type.
var (
	unmarshalerType         = reflect.TypeFor[yaml.Unmarshaler]()
	obsoleteUnmarshalerType = reflect.TypeFor[obsoleteUnmarshaler]()
	textUnmarshalerType     = reflect.TypeFor[encoding.TextUnmarshaler]()
	nodeType                = reflect.TypeFor[yaml.Node]()
)

// decodesItself reports whether the yaml package decodes a value of type
// t otherwise than by its kind. A type without a name has no methods of
// its own (a struct's embedded field may bring some, but fieldKeys refuses
// one), so only named types are looked at: making the pointer type of a
// struct without a name takes reflect a search by its written form.
func decodesItself(t reflect.Type) bool {
	if t.Name() == "" {
		return false
	}
	p := reflect.PointerTo(t)
	return t == nodeType || p.Implements(unmarshalerType) || p.Implements(obsoleteUnmarshalerType) || p.Implements(textUnmarshalerType)
}
