package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/engine/claim"
)

func TestClaimsListsTheCatalogue(t *testing.T) {
	r := run(t, t.TempDir(), nil, "claims")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	for _, c := range claim.Catalogue() {
		for _, w := range append([]string{c.ID, c.Description}, c.Examples...) {
			if !strings.Contains(r.stdout, w) {
				t.Errorf("rulecard claims does not list %q", w)
			}
		}
	}
	if !regexp.MustCompile(`(?m)^\s*deal\.size +\{PLAYERS: N, \.\.\.\}`).MatchString(r.stdout) {
		t.Errorf("no parameter shape for deal.size:\n%s", r.stdout)
	}
}

func TestClaimsJSON(t *testing.T) {
	r := run(t, t.TempDir(), nil, "claims", "--json")
	var got []claim.Claim
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil || r.code != 0 {
		t.Fatalf("exit %d, %v\n%s", r.code, err, r.stdout)
	}
	if len(got) != len(claim.Catalogue()) || got[0].ID == "" || len(got[0].Examples) == 0 {
		t.Errorf("catalogue %+v", got)
	}
}
