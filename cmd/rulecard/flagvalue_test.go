package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

func TestTypedFlagsParseTheirValuesAndRefuseOthersNamingTheChoices(t *testing.T) {
	var (
		rules preset.Name
		pack  cards.Pack
		bots  []bot.Kind
		opts  []preset.Option
	)
	f := pflag.NewFlagSet("t", pflag.ContinueOnError)
	oneOfVar(f, &rules, "rules", preset.House, preset.ParseName, "preset", "")
	oneOfVar(f, &pack, "pack", cards.Pack52, cards.ParsePack, "size", "")
	listOfVar(f, &bots, "bots", []bot.Kind{bot.KindMemory, bot.KindRandom}, bot.ParseKind, "bots", "")
	listOfVar(f, &opts, "option", nil, preset.ParseOption, "options", "")
	if rules != preset.House || pack != cards.Pack52 || len(bots) != 2 || opts != nil {
		t.Fatalf("defaults: %v %v %v %v", rules, pack, bots, opts)
	}
	err := f.Parse([]string{"--rules", "duel", "--pack=32", "--bots", "random", "--bots", "memory,random", "--option", "ask-card,bluff", "--option", "play-on"})
	if err != nil {
		t.Fatal(err)
	}
	if rules != preset.Duel || pack != cards.Pack32 {
		t.Errorf("rules %v, pack %v", rules, pack)
	}
	if want := []bot.Kind{bot.KindRandom, bot.KindMemory, bot.KindRandom}; !slices.Equal(bots, want) {
		t.Errorf("bots %v, want %v (the first use replaces the default, later ones add)", bots, want)
	}
	if want := []preset.Option{preset.AskCard, preset.Bluff, preset.PlayOn}; !slices.Equal(opts, want) {
		t.Errorf("options %v, want %v", opts, want)
	}
	if got := f.Lookup("bots").Value.String(); got != "[random,memory,random]" {
		t.Errorf("bots written %q", got)
	}
	for _, c := range []struct{ args, want string }{
		{"--rules=casino", `unknown preset "casino" (presets: common, duel, house, whole-pack)`},
		{"--pack=40", "bad pack 40: want 52 or 32"},
		{"--pack=fifty", `bad pack "fifty": want 52 or 32`},
		{"--bots=memory,oracle", `unknown bot "oracle" (bots: memory, random)`},
		{"--bots=", `unknown bot "" (bots: memory, random)`},
		{"--option=lucky-draw,jokers", `unknown option "jokers" (options: ask-card, bluff, give-one, lucky-draw, play-on)`},
	} {
		before := slices.Clone(bots)
		err := f.Parse([]string{c.args})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.args, err, c.want)
		}
		if !slices.Equal(bots, before) {
			t.Errorf("%s: a refused value changed --bots to %v", c.args, bots)
		}
	}
	if rules != preset.Duel || pack != cards.Pack32 {
		t.Errorf("a refused value changed the flags: rules %v, pack %v", rules, pack)
	}
}
