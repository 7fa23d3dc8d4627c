// Package yamlcompile writes yamlfile/compiled/trees.bin, the node trees
// of the YAML files shipped in the binary, which package yamlfile reads
// instead of parsing those files at every run.
package yamlcompile

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/rulecard/rulecard/yamlfile"
)

// Sources are the shipped YAML files, as patterns from the repository's
// root: the cards, the locale folders and the worked examples.
var Sources = []string{
	"content/cards/*/*.yaml",
	"locale/*/*.yaml",
	"engine/claim/examples/*/*.yaml",
}

// Output is the compiled trees' path from the repository's root.
const Output = yamlfile.CompiledName

// Files returns the shipped YAML files under root, sorted.
func Files(root string) ([]string, error) {
	var files []string
	for _, pat := range Sources {
		m, err := filepath.Glob(filepath.Join(root, pat))
		if err != nil {
			return nil, err
		}
		files = append(files, m...)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no shipped YAML file under %s", root)
	}
	slices.Sort(files)
	return files, nil
}

// Compile returns the compiled trees of the shipped files under root.
func Compile(root string) ([]byte, error) {
	files, err := Files(root)
	if err != nil {
		return nil, err
	}
	var datas [][]byte
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		datas = append(datas, data)
	}
	return yamlfile.Compile(datas), nil
}

// Write writes the compiled trees under root, and reports whether they
// changed. The file is written under another name and renamed, so that a
// build never embeds one cut short.
func Write(root string) (bool, error) {
	blob, err := Compile(root)
	if err != nil {
		return false, err
	}
	path := filepath.Join(root, Output)
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, blob) {
		return false, nil
	}
	tmp := filepath.Join(filepath.Dir(path), ".trees.tmp") // a dot: never embedded
	if err := os.WriteFile(tmp, blob, 0o644); err != nil {
		os.Remove(tmp)
		return false, err
	}
	return true, os.Rename(tmp, path)
}
