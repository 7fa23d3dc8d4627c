package engine

// swedish are the words DescribeIn writes for "sv", in the words of the
// Swedish house card: sjön, fyrtal, valör, önskekort, död fråga.
var swedish = phrases{
	Title: "Finns i sjön: reglerna %s", Unnamed: "utan namn", With: ", med %s", And: " och ",
	Sections: [8]string{"Spelare och kortlek", "Given", "En tur", "Fyrtal", "Döda frågor", "När korten tar slut",
		"Slutet", "Det ingen kan se"},

	PlayersRange: "%d till %d spelare.", PlayersExact: "%d spelare.",
	Pack52: "hela kortleken med 52 kort (E 2 3 4 5 6 7 8 9 10 Kn D K)",
	Pack32: "piketleken med 32 kort (7 8 9 10 Kn D K E)",
	PackOr: " eller ", Packs: "Spela med %s, fyra färger av varje valör.",

	Shuffle:     "Blanda och ge sedan ett kort i taget, med baksidan upp, med början hos platsen efter givaren.",
	DealExtra:   "Ge ut hela leken som om det vore en spelare till. %s Den låtsade handen och korten som blir över är sjön.",
	DealRest:    "%s Resten, med baksidan upp, är sjön.",
	TopCard:     "Sjöns översta kort dras först.",
	FirstRandom: "En spelare som lottas fram gör första turen.",
	FirstNext:   "Platsen efter givaren gör första turen.",
	DealtClaim:  "En spelare som får alla fyra korten av en valör i given behåller dem på handen tills hen gör anspråk på fyrtalet.",
	DealtLaid:   "En spelare som får alla fyra korten av en valör i given lägger genast ner dem som ett fyrtal, före första turen.",
	SizesExact:  "Varje spelare får %d kort.", SizesFirst: "%s får %d kort var", SizesRest: "%s får %d var",
	SizesSep: "; ", WhoOne: "%d spelare", WhoTwo: "%d eller %d spelare", WhoRange: "%d till %d spelare",

	AskCard: "När det är din tur, fråga en annan spelare, som har minst ett kort, efter ett kort: " +
		"valör och färg. Du måste själv ha minst ett kort av den valören.",
	BluffYes: "Du får fråga efter ett kort som du själv har, som en bluff: svaret blir finns i sjön, " +
		"du drar, och din tur tar slut vad du än drar.",
	BluffNo: "Du får inte fråga efter ett kort som du själv har.",
	AskRank: "När det är din tur, fråga en annan spelare, som har minst ett kort, efter en valör. " +
		"Du måste själv ha minst ett kort av den valören.",
	HitCard: "Har spelaren det kortet lämnar hen över det, med framsidan upp så att hela bordet ser det, och du får fråga igen.",
	HitOne: "Har spelaren den valören lämnar hen över ett kort av den (det första i färgordningen spader, " +
		"hjärter, ruter, klöver), med framsidan upp så att hela bordet ser det, och du får fråga igen.",
	HitAll: "Har spelaren den valören lämnar hen över alla kort av den, med framsidan upp så att hela bordet ser dem, " +
		"och du får fråga igen.",
	Miss: "%s blir svaret ”finns i sjön”: du drar sjöns översta kort, som bara du ser, " +
		"och %s.",
	MissEmpty: " Är sjön tom dras inget och %s.",
	NoneRank:  "Har spelaren inga", NoneCard: "Har spelaren inte kortet",
	NextSeat: "turen går till nästa plats", NextAsked: "turen går till spelaren som sa finns i sjön",
	WhatRank: "ett kort av den valör du frågade efter", WhatCard: "just det kort du frågade efter",
	WishLucky: "Lyckodrag: drar du %s (ett önskekort), visa det för bordet; " +
		"fullbordar det ett fyrtal, lägg ner fyrtalet. I båda fallen får du fråga igen.",
	Wish:   "Önskekort: drar du %s, visa det för bordet och fråga igen.",
	Lucky:  "Lyckodrag: fullbordar kortet du drar ett fyrtal, lägg ner fyrtalet och fråga igen.",
	NoWish: "Drar du %s får du inte fråga igen för det: din tur tar slut ändå.",
	PlayOnMiss: "När sjön är tom säger ingen finns i sjön: en spelare som får frågan om något hen inte " +
		"har säger bara det, och det blir hens tur.",

	ByNewHand: "en träff, ett drag eller en ny hand", ByDraw: "en träff eller ett drag",
	NextTurnBy: "en träff", NextTurnByNew: "en träff eller en ny hand",
	BookClaim: "Fyra kort av en valör på din hand är ett fyrtal först när du gör anspråk på det: på din tur " +
		"gör du anspråk på det som ett eget drag och lägger det med framsidan upp. Att göra anspråk avslutar " +
		"inte din tur, och du kan göra anspråk på ett fyrtal även när det inte finns någon att fråga.",
	BookNextTurn: "Fyra kort av en valör på en hand läggs upp som ett fyrtal i samma stund som de blir fullständiga " +
		"genom %s; ett fyrtal som fullbordas av ett drag ur sjön väntar på din hand tills din nästa tur börjar",
	BookNextUnless: ", utom när draget låter dig fråga igen: då läggs det genast",
	BookAtOnce: "Fyra kort av en valör på en hand läggs upp som ett fyrtal i samma stund som de blir " +
		"fullständiga, vare sig genom %s. Att lägga ett fyrtal varken avslutar eller förlänger en tur.",
	OnlyBooks: "Bara fyrtal ger poäng.",

	NoDeadAsks:     "Det finns inga döda frågor: en fråga får ställas igen när som helst.",
	DeadRemembered: "Varje nej kommer man ihåg: vem som frågade, vem som sa finns i sjön och vad frågan gällde.",
	DeadCleared:    "Varje kort som flyttar in i någon hand (%s) suddar ut alla nej man kommer ihåg; att lägga ett fyrtal gör det inte.",
	DeadRule: "Medan sjön är tom får du inte upprepa ett nej som man kommer ihåg: det är en död fråga. Den syns " +
		"ändå bland dina möjliga frågor, gråtonad, så att du ser frågan du inte får upprepa.",
	DeadHit: "en träff", DeadDraw: "ett drag", DeadNewHand: "en ny hand", DeadDrawOne: "ett kort som en tom hand drar",
	EmptyDrawOne: "Är det din tur och du har inga kort, dra ett kort ur sjön, och turen " +
		"går vidare; är sjön tom hoppas du över.",
	EmptyOutPlayOn: "Medan sjön har kort avslutar en spelare som står utan kort spelet (se Slutet). " +
		"När sjön är tom är en spelare som inte har några kort när turen kommer ute ur spelet " +
		"och hoppas över från och med då; hens fyrtal räknas ändå.",
	EmptyOutEnds: "En spelare som står utan kort avslutar spelet (se Slutet).",
	EmptyOut: "En spelare som inte har några kort när turen kommer är ute ur spelet och " +
		"hoppas över från och med då; hens fyrtal räknas ändå.",
	EmptyNewHand: "Är det din tur och du har inga kort (du lade ditt sista kort i ett fyrtal och det är fortfarande " +
		"din tur, eller andra tog dina kort före din tur), dra en ny hand ur sjön, lika många " +
		"kort som given gav varje spelare eller allt som finns kvar, och gör din tur. Är sjön tom " +
		"hoppas du över.",
	Nobody: "Är alla andra spelares händer tomma har du ingen att fråga: turen går vidare.",
	NobodyClaim: "Är alla andra spelares händer tomma har du ingen att fråga: gör anspråk på de fyrtal du har, " +
		"sedan går turen vidare.",
	NextSeatMeans: "”Nästa plats” betyder alltid nästa plats som kan spela (%s).",
	CanNewHand:    "har ett kort eller kan dra en ny hand", CanDrawOne: "har ett kort eller kan dra ett",
	CanOut: "har ett kort",

	EndFirst: "Spelet tar slut så snart %s.", EndAlso: "Det tar också slut så snart %s.",
	EndStock:        "sjön är tom",
	EndBooked:       "en spelare lägger sitt sista kort i ett fyrtal medan sjön fortfarande har kort",
	EndPlayer:       "en spelare inte har några kort kvar",
	EndPlayerWhile:  " medan sjön fortfarande har kort",
	PlayOnEnd:       "När sjön är tom fortsätter spelet tills alla valörer ligger som fyrtal.",
	AlsoStuck:       "Det tar också slut när ingen kan spela.",
	AlsoBookedStuck: "Det tar också slut när alla valörer ligger som fyrtal, eller när ingen kan spela.",
	AlsoBooked:      "Det tar också slut när alla valörer ligger som fyrtal.",
	EndClaim: "Spelet tar slut när alla valörer ligger som fyrtal: alla händer och sjön är tomma, " +
		"och varje kort ligger i ett fyrtal.",
	EndStuck:      "Spelet tar slut när alla valörer ligger som fyrtal, eller när ingen kan spela, inte när sjön tar slut.",
	EndBookedOnly: "Spelet tar slut när alla valörer ligger som fyrtal, inte när sjön tar slut.",
	EndWaiting:    "Vid slutet läggs ett fyrtal som fortfarande väntar på en hand, och det räknas.",
	WinBooked: "Tar det slut för att en spelare lade sitt sista kort i ett fyrtal vinner den spelaren; annars " +
		"vinner den som har flest fyrtal.",
	WinOut: "Tar det slut för att en spelare inte har några kort kvar vinner den spelaren (spelare som blir " +
		"av med korten samtidigt delar segern); annars vinner den som har flest fyrtal.",
	WinMost: "Den som har flest fyrtal vinner.",
	Tie:     "Lika många fyrtal i toppen är en delad seger: oavgjort är oavgjort.",

	Record: "Det offentliga protokollet visar vem som frågade vem efter vad, om hen fick det, %s " +
		"och hur många kort varje hand och sjön har.",
	Handed: "korten som lämnades över", Wishes: "önskekort som visades", LuckyShown: "lyckodrag (fyrtalet de fullbordar)",
	Laid: "fyrtal som lades", NewHands: "nya händer som drogs (som antal)", DrawnOne: "kort som tomma händer drog (som antal)",
	Out:        "spelare som är ute",
	NeverHolds: "Det visar aldrig ett kort som inte visades för bordet: ett drag ur sjön protokollförs som ett drag, inte som ett kort.",
	Decides:    "Varje spelare, människa eller bot, bestämmer utifrån det offentliga protokollet och sin egen hand, inget annat.",
}
