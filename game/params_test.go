package game

import (
	"strings"
	"testing"
)

func TestDecodeParams(t *testing.T) {
	players := [2]int{2, 4}
	tests := []struct {
		Shape Shape
		raw   any
		err   string // "" for none
	}{
		{NoParams, nil, ""},
		{NoParams, 4, "takes no parameters, got 4"},
		{OneInt, 4, ""},
		{OneInt, nil, "needs parameters: N"},
		{OneInt, "four", `want a positive integer, got "four"`},
		{OneInt, 0, "want a positive integer, got 0"},
		{PerPlayers, map[string]any{"2": 7, "3": 5, "4": 5}, ""},
		{PerPlayers, map[string]any{"2": 7, "4": 5}, "nothing for 3 players (the card is for 2 to 4)"},
		{PerPlayers, map[string]any{"2": 7, "3": 5, "4": 5, "5": 5}, `key "5": want a player count from 2 to 4`},
		{PerPlayers, map[string]any{"2": 7, "3": "five", "4": 5}, `3 players: want a positive integer, got "five"`},
		{PerPlayers, 7, "want {PLAYERS: N, ...}, got 7"},
		{MinMax, map[string]any{"min": 2, "max": 4}, ""},
		{MinMax, map[string]any{"min": 4, "max": 2}, "with min no more than max"},
		{MinMax, map[string]any{"min": 2}, "want {min: N, max: N}, got {min: 2}"},
		{IntList, []any{32, 52}, ""},
		{IntList, []any{32, 32}, "want distinct positive integers"},
		{IntList, []any{}, "want a list of integers"},
	}
	for _, tt := range tests {
		_, err := DecodeParams(tt.Shape, tt.raw, players)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%s %s: unexpected error %v", tt.Shape, describeParams(tt.raw), err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s %s: error %v, want %q", tt.Shape, describeParams(tt.raw), err, tt.err)
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
