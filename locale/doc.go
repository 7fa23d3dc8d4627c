// Package locale holds every word of every language rulecard speaks, as
// data: one folder per locale, <code>/, with
//
//	locale.yaml     the language's name and typography (quotes, apostrophe,
//	                dashes, the spaces around punctuation, number grouping
//	                and decimal mark)
//	sheet.yaml      the sheet's own words (fold labels, instructions, legend)
//	words.yaml      the words the check reads (numbers, ordinals, articles,
//	                the core features' rule words; a game's folder holds
//	                its own features')
//	rules.yaml      the phrases of the rules text (rulecard rules)
//	story.yaml      the story templates of worked examples, with the rank
//	                names in the forms they need
//	reference.yaml  the rules reference's own words
//
// The shipped folders are embedded. A Library searches a card's own
// locales/<code>/ folders before them, so a language can be added without
// rebuilding; a regional locale (de-CH) falls back to its language (de)
// file by file. Adding a language adds a folder and touches no Go code.
// The package reads only locale.yaml itself; every other file is read by
// the stage that uses it (content, the games, reference).
package locale
