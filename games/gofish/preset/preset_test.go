package preset

import (
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

func TestListsAreCopies(t *testing.T) {
	Names()[0], Options()[0] = "x", "x"
	if Names()[0] == "x" || Options()[0] == "x" {
		t.Error("a caller changed the list of presets or options")
	}
}
