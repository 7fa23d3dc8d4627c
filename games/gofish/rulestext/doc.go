// Package rulestext writes Go Fish's complete rules in words: the rules
// text that `rulecard rules` prints and a card's rules reference shows.
// It writes it from the rules structure (an [engine.Rules] value: its
// choices, options and changed settings) and a locale's phrases, read
// from the locale folder's rules.yaml (games/gofish/locales/<code>/, or a
// card's own locales/<code>/ first); it is the one reader of rules.yaml.
// The engine plays the rules and writes no word of them.
package rulestext
