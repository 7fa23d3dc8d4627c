package claims

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// wordsEdit is a statement's new words in one locale of a shipped card,
// and whether the check must refuse them.
type wordsEdit struct {
	card, loc, stmt, text string
	wrong                 bool
}

// checkEdit checks a shipped card with one statement's words replaced in
// one locale (one word may be marked {so}), without games, and returns
// the error.
func checkEdit(t *testing.T, e wordsEdit) error {
	t.Helper()
	c, err := content.LoadShipped(e.card)
	if err != nil {
		t.Fatal(err)
	}
	text := content.Text{{Text: e.text}}
	// {word}: a word the check does not read, as the loader marks it.
	if before, rest, ok := strings.Cut(e.text, "{"); ok {
		word, after, _ := strings.Cut(rest, "}")
		text = content.Text{{Text: before}, {Text: word, NotNumber: true}, {Text: after}}
	}
	c.Locales[locale.Code(e.loc)].Statements[e.stmt] = text
	_, err = claim.Check(c, claim.Options{Games: -1, Locales: []locale.Code{locale.Code(e.loc)}})
	return err
}

// runEdits checks every edit: a wrong one must contradict the card in
// its statement, a right one must pass.
func runEdits(t *testing.T, edits []wordsEdit) {
	t.Helper()
	for _, e := range edits {
		t.Run(e.loc+"/"+e.stmt+"/"+e.text, func(t *testing.T) {
			t.Parallel()
			err := checkEdit(t, e)
			switch {
			case e.wrong && !errors.Is(err, claim.ErrContradiction):
				t.Errorf("a wrong edit passes (error %v)", err)
			case e.wrong && !strings.Contains(err.Error(), e.stmt+" ("+e.loc+")"):
				t.Errorf("the error does not name the statement:\n%v", err)
			case !e.wrong && err != nil:
				t.Errorf("a right edit is refused:\n%v", err)
			}
		})
	}
}

func TestANegationCountsAgainstTheWordItNegates(t *testing.T) {
	runEdits(t, []wordsEdit{
		// A negation a claim allows elsewhere must not negate a word
		// another claim states as it stands.
		{"gofish", "en", "idea-winner", "When every rank has been booked, whoever has the most books never wins. Ties share the win.", true},
		{"gofish", "en", "idea-winner", "When every rank has been booked, whoever has the most books wins. Ties never share the win.", true},
		{"gofish", "en", "idea-winner", "When every rank has been booked, whoever has the most books wins. On a tie, no one wins.", true},
		{"gofish", "de", "idea-winner", "Ist jeder Wert als Quartett abgelegt, gewinnt keinesfalls, wer die meisten Quartette hat. Haben mehrere gleich viele, teilen sie sich den Sieg.", true},
		{"gofish", "de", "idea-winner", "Ist jeder Wert als Quartett abgelegt, gewinnt, wer die meisten Quartette hat. Haben mehrere gleich viele, teilt keiner den Sieg.", true},
		{"gofish", "fr", "idea-winner", "Quand toutes les valeurs sont en familles, celui qui a le plus de familles ne gagne jamais. À égalité, la victoire est partagée.", true},
		{"gofish", "fr", "idea-winner", "Quand toutes les valeurs sont en familles, celui qui a le plus de familles gagne. À égalité, on ne partage jamais la victoire.", true},
		{"gofish", "sv", "idea-winner", "När alla valörer ligger som fyrtal vinner aldrig den som har flest fyrtal. Blir det lika mellan flera, delar de på segern.", true},
		{"gofish", "sv", "idea-winner", "När alla valörer ligger som fyrtal vinner den som har flest fyrtal. Blir det lika mellan flera, delar de aldrig på segern.", true},
		{"gofish", "en", "runout-end", "The game is never over when every rank is booked, only when the pond runs dry.", true},
		{"gofish", "de", "runout-end", "Das Spiel ist keinesfalls aus, wenn jeder Wert als Quartett abgelegt ist, sondern wenn der Teich austrocknet.", true},
		{"gofish", "sv", "runout-end", "Spelet är aldrig slut när alla valörer ligger som fyrtal, utan när sjön torkar ut.", true},
		// The right words still pass.
		{"gofish", "en", "idea-winner", "Whoever has the most books wins once every rank has been booked. Tied players share the win.", false},
		{"gofish", "de", "idea-winner", "Ist jeder Wert als Quartett abgelegt, gewinnt, wer die meisten Quartette hat. Bei Gleichstand teilen sie sich den Sieg.", false},
		{"gofish", "en", "runout-end", "The game is over when every rank is booked — not when the pond runs dry.", false},
		// "unless" negates what it follows.
		{"gofish", "en", "ask-miss", "If they have none, they say \"go fish\" and you draw one from the pond. Your turn ends unless you drew the rank you asked for.", true},
		{"gofish", "de", "ask-miss", "Hat er keine, sagt er \"Geh fischen!\", und du ziehst eine Karte aus dem Teich. Dein Zug ist vorbei, es sei denn, du ziehst den gefragten Wert.", true},
		{"gofish", "fr", "ask-miss", "S'il n'en a pas, il vous dit \"Va pêcher !\" et vous piochez une carte. Votre tour est fini, sauf si vous piochez la valeur demandée.", true},
		{"gofish", "sv", "ask-miss", "Har spelaren inga, blir svaret \"Finns i sjön!\", och du drar ett kort ur sjön. Din tur är slut, utom om du drar den valör du frågade efter.", true},
	})
}

func TestARuleThatNeedsANegationRefusesItsWordsWithoutOne(t *testing.T) {
	runEdits(t, []wordsEdit{
		{"gofish", "en", "hidden-record", "The public record — who asked whom for what, and whether they got it — often holds a card not shown to the table.", true},
		{"gofish", "de", "hidden-record", "Das öffentliche Protokoll -- wer wen wonach gefragt hat und ob es etwas gab -- enthält oft eine Karte, die nicht allen gezeigt wurde.", true},
		{"gofish", "fr", "hidden-record", "Le relevé public -- qui a demandé quoi à qui, et s'il l'a obtenu -- contient souvent une carte qui n'a pas été montrée à toute la table.", true},
		{"gofish", "sv", "hidden-record", "Det offentliga protokollet -- vem som frågade vem efter vad, och om det gav något -- innehåller ofta något kort som inte har visats för alla.", true},
		{"gofish", "en", "runout-empty-pond", "Once the pond is empty, \"go fish\" means there is still a card to draw, and your turn ends.", true},
		{"gofish", "de", "runout-empty-pond", "Ist der Teich leer, heißt \"Geh fischen!\", dass es noch etwas zu ziehen gibt, und dein Zug ist vorbei.", true},
		{"gofish", "fr", "runout-empty-pond", "Une fois la pioche vide, \"Va pêcher !\" veut dire qu'il y a encore à piocher, et votre tour est fini.", true},
		{"gofish", "sv", "runout-empty-pond", "När sjön är tom, betyder \"Finns i sjön!\" att det finns kort att dra, och din tur är slut.", true},
		{"club", "en", "hidden-record", "The public record — who asked whom for what, and whether they got it — can contain a card nobody has seen.", true},
		// A tie is shared: TIE alone does not state it.
		{"gofish", "en", "idea-winner", "When every rank has been booked, whoever has the most books wins. On a tie, the oldest player wins.", true},
		{"gofish", "de", "idea-winner", "Ist jeder Wert als Quartett abgelegt, gewinnt, wer die meisten Quartette hat. Bei Gleichstand gewinnt der älteste Spieler.", true},
		{"gofish", "fr", "idea-winner", "Quand toutes les valeurs sont en familles, celui qui a le plus de familles gagne. À égalité, le plus âgé gagne.", true},
		{"gofish", "sv", "idea-winner", "När alla valörer ligger som fyrtal vinner den som har flest fyrtal. Blir det lika, vinner den äldsta.", true},
		{"gofish", "en", "hidden-record", "The public record — who asked whom for what, and whether they got it — never holds a card that was not shown to the table.", false},
	})
}

func TestAVagueQuantityIsNoNumberAndItsArticleNotOne(t *testing.T) {
	runEdits(t, []wordsEdit{
		{"gofish", "en", "ask-miss", "If they have none, they say \"go fish\" and you draw a handful from the pond. Your turn ends.", true},
		{"gofish", "en", "ask-miss", "If they have none, they say \"go fish\" and you draw a couple of cards from the pond. Your turn ends.", true},
		{"gofish", "de", "ask-miss", "Hat er keine, sagt er \"Geh fischen!\", und du ziehst ein paar Karten aus dem Teich. Dein Zug ist vorbei.", true},
		{"gofish", "fr", "ask-miss", "S'il n'en a pas, il vous dit \"Va pêcher !\" et vous piochez une poignée de cartes. Votre tour est fini.", true},
		{"gofish", "sv", "ask-miss", "Har spelaren inga, blir svaret \"Finns i sjön!\", och du drar ett fåtal kort ur sjön. Din tur är slut.", true},
		{"club", "en", "ask-hit", "If they have any, they hand over a few cards of that rank (spades {first}, then hearts, diamonds, clubs), and you go again.", true},
		{"club", "sv", "ask-hit", "Har spelaren några, lämnar spelaren över ett par kort av den valören (spader {först}, sedan hjärter, ruter och klöver), och du får fråga igen.", true},
		// Both and twice are two.
		{"gofish", "en", "ask", "Ask **BOTH** other players for **ONE** rank. You must already hold a card of that rank yourself.", true},
		{"gofish", "sv", "ask", "Fråga **BÅDA** de andra spelarna efter **EN** valör. Du måste själv redan ha {ett} kort av den valören.", true},
		{"gofish", "en", "ask-miss", "If they have none, they say \"go fish\" and you draw one from the pond, twice. Your turn ends.", true},
		{"gofish", "de", "ask-miss", "Hat er keine, sagt er \"Geh fischen!\", und du ziehst zweimal eine Karte aus dem Teich. Dein Zug ist vorbei.", true},
		{"gofish", "sv", "ask-miss", "Har spelaren inga, blir svaret \"Finns i sjön!\", och du drar ett kort ur sjön, dubbelt upp. Din tur är slut.", true},
	})
}

func TestTheBraceAdviceNamesTheWordThatStopsThePhrase(t *testing.T) {
	e := wordsEdit{"gofish", "en", "deal-first", "The player after the dealer goes first, even if the pond is empty.", true}
	err := checkEdit(t, e)
	if err == nil || !strings.Contains(err.Error(), "write the word in braces, {empty}") {
		t.Fatalf("the advice does not name {empty}:\n%v", err)
	}
	e.text = "The player after the dealer goes first, even if the pond is {empty}."
	if err := checkEdit(t, e); err != nil {
		t.Errorf("the text with the advice taken is refused:\n%v", err)
	}
}

func TestTheStockRunningOutIsToldFromAHandRunningOut(t *testing.T) {
	runEdits(t, []wordsEdit{
		{"whole-pack", "en", "end-stock", "The game ends when a hand is used up. A set still waiting in a hand goes down; the most sets wins, and equal most share the win.", true},
		{"common", "en", "end-rule", "The game is over as soon as a player has no cards left — whoever took them — or runs out.", true},
		{"common", "sv", "end-rule", "Spelet är slut så fort någon står utan kort på handen -- vem som än tog dem -- eller när det tar slut.", true},
	})
}
