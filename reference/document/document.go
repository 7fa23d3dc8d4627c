// Package document is a card's rules reference as a structure: its parts
// and their blocks of words in reading order, free of any engine and of
// any backend. The reference stage (package reference) writes it from a
// card, its check and the engine; layout/reference sets it on pages and
// layout/html sets it as flowing text.
package document

import (
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// Reference is a card's rules reference in one locale: its words in
// reading order, not yet set on pages.
type Reference struct {
	// Card is the card's id; Locale the locale's code, the language of
	// every word unless a part or block says otherwise.
	Card   string
	Locale locale.Code
	// Title is the card's title; Subtitle says what the document is
	// ("Rules reference"); Meta is a line under them: the rules, the date
	// and the version the reference was proven with.
	Title    content.Text
	Subtitle string
	Meta     string
	// Contents is the heading of the table of contents.
	Contents string
	// Sep is set between a glossary term or a claim's label and its text:
	// the locale's dash, spaced (" — " in English, " – " in Swedish).
	Sep string
	// Footer is what every printed page says at its foot, before the page
	// number; PageOf formats the page number ("page 3 of 12").
	Footer string
	PageOf func(page, pages int) string
	// Parts are the document's top-level parts, in order.
	Parts []Part
}

// Part is a top-level part: one of the card's sections, the complete
// rules, the glossary, the check, the facts.
type Part struct {
	// ID is the part's anchor, unique in the document ("part-deal").
	ID string
	// Number is the part's number as printed ("3"); Heading its words.
	Number  string
	Heading string
	// Lang is the language of the part's blocks when it is not the
	// document's ("" when it is); its heading is in the document's.
	Lang locale.Code
	// NewPage asks for the part to start on a new page when printed.
	NewPage bool
	// Blocks are the part's contents, in order.
	Blocks []Block
}

// Kind says what a block is.
type Kind uint8

// The kinds of block.
const (
	// Para is a paragraph of prose.
	Para Kind = iota
	// Statement is one of the card's statements: Label is its number
	// ("3.2"), ID its anchor, Text its words (a glossary entry's term and
	// definition).
	Statement
	// Proven says how the statement was proven, or that it is a note.
	Proven
	// RestsOn introduces the claims a statement rests on.
	RestsOn
	// Claim is a claim a statement rests on: Label is the claim with its
	// parameters as card.yaml writes them, Text its description.
	Claim
	// ExampleHead introduces a claim's worked example (Label: its file).
	ExampleHead
	// Setup tells the worked example's position.
	Setup
	// Step tells one move of the worked example; Label is its number.
	Step
	// Subheading heads a group of items (a part of the complete rules).
	Subheading
	// Item is a bulleted item.
	Item
	// Entry is a glossary entry: Text the term, Def the definition.
	Entry
	// Table is a table of figures (Table).
	Table
)

var kindNames = [...]string{"para", "statement", "proven", "rests-on", "claim", "example-head",
	"setup", "step", "subheading", "item", "entry", "table"}

// String names the kind in lower case, as the HTML classes do: "claim".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind?"
}

// Block is one paragraph-like piece of a part.
type Block struct {
	Kind Kind
	// ID is the block's anchor when it has one ("st-deal-sizes").
	ID string
	// Label is set before the text: a statement's or a step's number, a
	// claim's id and parameters, an example's file.
	Label string
	// Text is the block's words; Def a glossary entry's definition.
	Text content.Text
	Def  content.Text
	// Lang is the language of the block when it is not its part's.
	Lang locale.Code
	// Grid holds a table's cells: the header row first, the first
	// column the rows' labels.
	Grid [][]string
}

// Emphasised returns t with every run bold.
func Emphasised(t content.Text) content.Text {
	out := make(content.Text, len(t))
	for i, r := range t {
		r.Style |= content.Bold
		out[i] = r
	}
	return out
}

// Plain returns a text of one regular run.
func Plain(s string) content.Text {
	if s == "" {
		return nil
	}
	return content.Text{{Text: s}}
}

// Statements returns the ids of the card statements the reference sets,
// in order.
func (r *Reference) Statements() []string {
	var ids []string
	for _, p := range r.Parts {
		for _, b := range p.Blocks {
			if b.Kind == Statement {
				ids = append(ids, b.ID)
			}
		}
	}
	return ids
}
