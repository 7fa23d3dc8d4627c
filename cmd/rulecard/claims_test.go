package main

import (
	"encoding/json"
	"testing"

	"github.com/rulecard/rulecard/games/gofish/claims"
)

func TestClaimsJSON(t *testing.T) {
	r := run(t, t.TempDir(), nil, "claims", "--json")
	var got []claims.Claim
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil || r.code != 0 {
		t.Fatalf("exit %d, %v\n%s", r.code, err, r.stdout)
	}
	if len(got) != len(claims.Catalogue()) || got[0].ID == "" || len(got[0].Examples) == 0 {
		t.Errorf("catalogue %+v", got)
	}
}
