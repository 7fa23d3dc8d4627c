package setting_test

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/setting"
)

type level uint8

type rules struct {
	Level level
	Fast  bool
	Count int
}

var settings = []setting.Setting[rules]{
	setting.Enum("level", "how hard", func(r *rules) *level { return &r.Level }, "easy", "hard"),
	setting.YesNo("fast", "quick games", func(r *rules) *bool { return &r.Fast }),
	setting.Number("count", "how many", func(r *rules) *int { return &r.Count }, 1, 5),
}

// TestSettingsSetAndGetTheirFields: each kind writes its field from the
// word or number and reads it back as written; a wrong value leaves the
// rules unchanged and is an error naming the setting and what it takes.
func TestSettingsSetAndGetTheirFields(t *testing.T) {
	r := rules{Count: 1}
	for _, c := range []struct{ name, value, want string }{
		{"level", " hard ", "hard"}, {"fast", "true", "yes"}, {"fast", "no", "no"}, {"count", "5", "5"},
	} {
		s, ok := setting.Named(settings, c.name)
		if !ok {
			t.Fatalf("no setting %q", c.name)
		}
		var err error
		if r, err = s.Set(r, c.value); err != nil || s.Get(r) != c.want {
			t.Errorf("%s=%q: got %q (%v), want %q", c.name, c.value, s.Get(r), err, c.want)
		}
	}
	for _, c := range []struct{ name, value, want string }{
		{"level", "medium", `level: "medium" is not a value (values: easy, hard)`},
		{"fast", "maybe", `fast: "maybe" is not a value (values: yes, no)`},
		{"count", "6", `count: "6" is not a number from 1 to 5`},
	} {
		s, _ := setting.Named(settings, c.name)
		got, err := s.Set(r, c.value)
		if err == nil || !strings.Contains(err.Error(), c.want) || got != r {
			t.Errorf("%s=%q: %v (rules %+v), want %q and the rules unchanged", c.name, c.value, err, got, c.want)
		}
	}
	if _, ok := setting.Named(settings, "colour"); ok {
		t.Error("an unknown name is found")
	}
}
