package claims

import (
	"strings"
	"testing"
)

func TestDecodeParams(t *testing.T) {
	players := [2]int{2, 4}
	tests := []struct {
		shape shape
		raw   any
		err   string // "" for none
	}{
		{noParams, nil, ""},
		{noParams, 4, "takes no parameters, got 4"},
		{oneInt, 4, ""},
		{oneInt, nil, "needs parameters: N"},
		{oneInt, "four", `want a positive integer, got "four"`},
		{oneInt, 0, "want a positive integer, got 0"},
		{perPlayers, map[string]any{"2": 7, "3": 5, "4": 5}, ""},
		{perPlayers, map[string]any{"2": 7, "4": 5}, "nothing for 3 players (the card is for 2 to 4)"},
		{perPlayers, map[string]any{"2": 7, "3": 5, "4": 5, "5": 5}, `key "5": want a player count from 2 to 4`},
		{perPlayers, map[string]any{"2": 7, "3": "five", "4": 5}, `3 players: want a positive integer, got "five"`},
		{perPlayers, 7, "want {PLAYERS: N, ...}, got 7"},
		{minMax, map[string]any{"min": 2, "max": 4}, ""},
		{minMax, map[string]any{"min": 4, "max": 2}, "with min no more than max"},
		{minMax, map[string]any{"min": 2}, "want {min: N, max: N}, got {min: 2}"},
		{intList, []any{32, 52}, ""},
		{intList, []any{32, 32}, "want distinct positive integers"},
		{intList, []any{}, "want a list of integers"},
	}
	for _, tt := range tests {
		_, err := decodeParams(tt.shape, tt.raw, players)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%s %s: unexpected error %v", tt.shape, describe(tt.raw), err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s %s: error %v, want %q", tt.shape, describe(tt.raw), err, tt.err)
		}
	}
}

func TestParametersAreDescribedInReadingOrder(t *testing.T) {
	for _, tc := range []struct {
		raw  any
		want string
	}{
		{map[string]any{"max": 4, "min": 2}, "{min: 2, max: 4}"},
		{map[string]any{"10": 5, "2": 7, "3": 5}, "{2: 7, 3: 5, 10: 5}"},
		{[]any{32, 52}, "[32, 52]"},
	} {
		if got := FormatParams(tc.raw); got != tc.want {
			t.Errorf("FormatParams(%v) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}
