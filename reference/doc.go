// Package reference is the stage that evaluates a card into its rules
// reference: the long companion of the folded sheet, for people who argue
// about a rule. It is made from the same content, the same claims and the
// same engine as the card, so the three cannot disagree.
//
// [Build] gathers the reference's words in a locale into a
// [document.Reference]: the title and contents; the card's sections in
// order, each statement with the claims it rests on (in words) and one
// worked example per claim, told as a short story of the table from the
// game's own transcript (its table's Teller); the preset's complete rules as
// `rulecard rules` prints them; the glossary; the check's summary; and
// facts from simulated games ([Simulate]). The result is structure only,
// free of any backend: layout/reference sets it on pages, layout/html as
// flowing text.
package reference
