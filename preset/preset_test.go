package preset

import (
	"strings"
	"testing"
)

func TestParseNameTakesEveryPresetAndRefusesOthersNamingThem(t *testing.T) {
	for _, n := range Names() {
		got, err := ParseName(string(n))
		if err != nil || got != n {
			t.Errorf("ParseName(%q) = %q, %v", n, got, err)
		}
	}
	for _, bad := range []string{"", "House", "house ", "jokers", "whole_pack"} {
		_, err := ParseName(bad)
		want := `unknown preset "` + bad + `" (presets: common, duel, house, whole-pack)`
		if err == nil || err.Error() != want {
			t.Errorf("ParseName(%q): error %v, want %q", bad, err, want)
		}
	}
}

func TestParseOptionTakesEveryOptionAndRefusesOthersNamingThem(t *testing.T) {
	for _, o := range Options() {
		got, err := ParseOption(string(o))
		if err != nil || got != o {
			t.Errorf("ParseOption(%q) = %q, %v", o, got, err)
		}
	}
	for _, bad := range []string{"", "Bluff", "lucky_draw", "house"} {
		_, err := ParseOption(bad)
		want := `unknown option "` + bad + `" (options: ask-card, bluff, give-one, lucky-draw, play-on)`
		if err == nil || err.Error() != want {
			t.Errorf("ParseOption(%q): error %v, want %q", bad, err, want)
		}
	}
}

func TestPacksBySizeAndByWord(t *testing.T) {
	for _, p := range []Pack{Pack52, Pack32} {
		if got, err := PackOf(p.Size()); err != nil || got != p {
			t.Errorf("PackOf(%d) = %v, %v", p.Size(), got, err)
		}
		if got, err := ParsePack(p.String()); err != nil || got != p || !got.Valid() {
			t.Errorf("ParsePack(%q) = %v, %v", p, got, err)
		}
	}
	for _, bad := range []int{0, 4, 36, 40, 53, 104, -52} {
		if _, err := PackOf(bad); err == nil || !strings.Contains(err.Error(), "want 52 or 32") {
			t.Errorf("PackOf(%d): error %v", bad, err)
		}
	}
	for _, bad := range []string{"", "52 ", "+52", "052", "0x34", "fifty-two", "40"} {
		if _, err := ParsePack(bad); err == nil || !strings.Contains(err.Error(), "want 52 or 32") {
			t.Errorf("ParsePack(%q): error %v", bad, err)
		}
	}
	if Pack(40).Valid() {
		t.Error("a 40-card pack is valid")
	}
}

func TestListsAreCopies(t *testing.T) {
	Names()[0], Options()[0] = "x", "x"
	if Names()[0] == "x" || Options()[0] == "x" {
		t.Error("a caller changed the list of presets or options")
	}
}
