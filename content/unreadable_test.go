package content

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestFilesThatCannotBeReadAreProblemsNotAbsent: a card's own file that
// is there but cannot be read (over the size limit, a FIFO, a folder, a
// link that leads nowhere) fails the load with its name and the cause. It
// was taken for a file that is not there, and the shipped words used in
// its stead: a words file the author wrote went unchecked, unsaid.
func TestFilesThatCannotBeReadAreProblemsNotAbsent(t *testing.T) {
	big := "locale: en\n" + strings.Repeat("#", 2<<20) + "\n"
	cases := []struct {
		name string
		make func(t *testing.T, dir string) // breaks the card in dir
		want string
	}{
		{"words file too large", write("en.words.yaml", big), "en.words.yaml: cannot read: larger than the limit"},
		{"words file a FIFO", fifo("en.words.yaml"), "en.words.yaml: cannot read: not a regular file"},
		{"words file a link to nothing", link("en.words.yaml", "nowhere.yaml"), "en.words.yaml: cannot read: a symbolic link to a file that is not there"},
		{"locale folder's sheet a link to nothing", link("locales/sv/sheet.yaml", "nowhere.yaml"), "locales/sv/sheet.yaml: cannot read: a symbolic link to a file that is not there"},
		{"sheet words a folder", folder("en.sheet.yaml"), "en.sheet.yaml: cannot read: not a regular file"},
		{"locale file a folder", func(t *testing.T, dir string) {
			if err := os.Remove(filepath.Join(dir, "de.yaml")); err != nil {
				t.Fatal(err)
			}
			folder("de.yaml")(t, dir)
		}, "de.yaml: cannot read: not a regular file"},
		{"locale folder's words a FIFO", fifo("locales/en/words.yaml"), "locales/en/words.yaml: cannot read: not a regular file"},
		{"locale folder's story too large", write("locales/sv/story.yaml", big), "locales/sv/story.yaml: cannot read: larger than the limit"},
		{"locale folder's rules a folder", folder("locales/fr/rules.yaml"), "locales/fr/rules.yaml: cannot read: not a regular file"},
		{"locale folder a file", write("locales/de", "locale: de\n"), "locales/de: cannot read: not a folder"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyShippedCard(t)
			if _, err := Load(dir); err != nil {
				t.Fatalf("the card does not load before it is broken: %v", err)
			}
			tc.make(t, dir)
			_, err := Load(dir)
			if err == nil {
				t.Fatalf("the card loads")
			}
			if !strings.Contains(err.Error(), filepath.Join(dir, tc.want)) && !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got:\n%v\nwant a problem %q", err, tc.want)
			}
		})
	}
}

// copyShippedCard writes the shipped house card into a new folder.
func copyShippedCard(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, f := range shippedCardFS(t) {
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(name)), f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// write, fifo, folder and link each make the card's file name (its
// folders first): with data, a FIFO, a folder, a link to target.
func write(name, data string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		p := parent(t, dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func fifo(name string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		if err := syscall.Mkfifo(parent(t, dir, name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func folder(name string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		if err := os.Mkdir(parent(t, dir, name), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

func link(name, target string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		if err := os.Symlink(target, parent(t, dir, name)); err != nil {
			t.Fatal(err)
		}
	}
}

// parent makes the folders of the card's file name and returns its path.
func parent(t *testing.T, dir, name string) string {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}
