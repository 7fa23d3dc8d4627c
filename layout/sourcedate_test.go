package layout

import (
	"testing"
	"time"
)

func TestSourceDateReadsSourceDateEpoch(t *testing.T) {
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == "SOURCE_DATE_EPOCH" {
				return v
			}
			return ""
		}
	}
	if _, ok, err := SourceDate(env("")); ok || err != nil {
		t.Errorf("unset: ok %v err %v", ok, err)
	}
	got, ok, err := SourceDate(env("1700000000"))
	if !ok || err != nil || !got.Equal(time.Date(2023, 11, 14, 22, 13, 20, 0, time.UTC)) || got.Location() != time.UTC {
		t.Errorf("got %v %v %v", got, ok, err)
	}
	for _, bad := range []string{"yesterday", "-1", "1.5", "99999999999999", "253402300800", "1e9"} {
		if _, _, err := SourceDate(env(bad)); err == nil {
			t.Errorf("SOURCE_DATE_EPOCH=%s was accepted", bad)
		}
	}
	if got, ok, err := SourceDate(env("253402300799")); !ok || err != nil || got.Year() != 9999 {
		t.Errorf("the last second of 9999: %v %v %v", got, ok, err)
	}
}
