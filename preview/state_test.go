package preview

import (
	"testing"

	"github.com/rulecard/rulecard/content"
)

// fakeBuild is a good build of card with files named by d.
func fakeBuild(t *testing.T, card *content.Card, d byte) *build {
	t.Helper()
	b := &build{card: card, renders: map[renderKey][]byte{}}
	b.digest[0] = d
	return b
}

// TestStateShowsTheLastGoodSheet walks the state through builds and
// checks: a good build is shown at once and checked; a failed build keeps
// it and shows its problems; saving the same files again builds nothing
// new; a build whose games fail goes back to the last build that passed.
func TestStateShowsTheLastGoodSheet(t *testing.T) {
	card, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	s := newState(Source{Dir: "card"})
	ch, stop := s.subscribe()
	defer stop()
	changed := func() bool {
		select {
		case <-ch:
			return true
		default:
			return false
		}
	}
	expect := func(step string, version int, problems int, checking bool) {
		t.Helper()
		st, _ := s.current()
		if st.Version != version || len(st.Problems) != problems || st.Checking != checking {
			t.Errorf("%s: version %d, %d problems, checking %v; want %d, %d, %v", step, st.Version, len(st.Problems), st.Checking, version, problems, checking)
		}
		if !changed() {
			t.Errorf("%s: subscribers were not told", step)
		}
	}
	b1 := fakeBuild(t, card, 1)
	if verify, _ := s.built(b1); !verify {
		t.Fatal("a first good build is not checked")
	}
	expect("first build", 1, 0, true)
	s.checked(b1, nil)
	expect("first build checked", 1, 0, false)

	s.built(&build{problems: []Problem{{Pos: "en.yaml:1:1", Message: "broken"}}})
	expect("broken files", 1, 1, false)
	if verify, back := s.built(fakeBuild(t, card, 1)); verify || !back {
		t.Errorf("the files shown, saved again over broken ones: verify %v, back %v; want false, true", verify, back)
	}
	expect("fixed back to the files shown", 1, 0, false)

	b2 := fakeBuild(t, card, 2)
	s.built(b2)
	expect("second build", 2, 0, true)
	s.checked(b1, []Problem{{Message: "stale"}}) // an outcome for a build no longer shown
	if st, _ := s.current(); len(st.Problems) != 0 || !st.Checking {
		t.Error("a stale check changed the state")
	}
	s.checked(b2, []Problem{{Pos: "en.yaml:4:3", Message: "the games contradict it"}})
	expect("second build contradicted", 1, 1, false)
	if _, shown := s.current(); shown != b1 {
		t.Error("the contradicted build is still shown")
	}

	s.close()
	if _, open := <-ch; open {
		t.Error("closing the state does not end the subscriptions")
	}
}
