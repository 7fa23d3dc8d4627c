package engine

// german are the words DescribeIn writes for "de", in the words of the
// German house card: Teich, Quartett, Wert, Wunschkarte, tote Frage.
var german = phrases{
	Title: "Geh fischen!: die Regeln %s", Unnamed: "ohne Namen", With: ", mit %s", And: " und ",
	Sections: [8]string{"Spieler und Blatt", "Das Geben", "Ein Zug", "Quartette", "Tote Fragen", "Wenn Karten ausgehen",
		"Das Ende", "Was niemand sehen kann"},

	PlayersRange: "%d bis %d Spieler.", PlayersExact: "%d Spieler.",
	Pack52: "dem vollen Blatt mit 52 Karten (A 2 3 4 5 6 7 8 9 10 B D K)",
	Pack32: "dem Skatblatt mit 32 Karten (7 8 9 10 B D K A)",
	PackOr: " oder ", Packs: "Gespielt wird mit %s, vier Farben jedes Werts.",

	Shuffle:     "Mischen, dann einzeln und verdeckt geben, beginnend mit dem Platz nach dem Geber.",
	DealExtra:   "Das ganze Blatt wird ausgegeben, als gäbe es einen Spieler mehr. %s Die gedachte Hand und die übrigen Karten sind der Teich.",
	DealRest:    "%s Der Rest, verdeckt, ist der Teich.",
	TopCard:     "Die oberste Karte des Teichs wird zuerst gezogen.",
	FirstRandom: "Ein zufällig gewählter Spieler macht den ersten Zug.",
	FirstNext:   "Der Platz nach dem Geber macht den ersten Zug.",
	DealtClaim:  "Wer beim Geben alle vier Karten eines Werts bekommt, behält sie auf der Hand, bis er das Quartett anmeldet.",
	DealtLaid:   "Wer beim Geben alle vier Karten eines Werts bekommt, legt sie sofort als Quartett ab, vor dem ersten Zug.",
	SizesExact:  "Jeder Spieler bekommt %d Karten.", SizesFirst: "%s bekommen je %d Karten", SizesRest: "%s bekommen je %d",
	SizesSep: "; ", WhoOne: "%d Spieler", WhoTwo: "%d oder %d Spieler", WhoRange: "%d bis %d Spieler",

	AskCard: "Bist du dran, frag einen anderen Spieler, der mindestens eine Karte hat, nach einer Karte: " +
		"Wert und Farbe. Du musst selbst mindestens eine Karte dieses Werts haben.",
	BluffYes: "Du darfst nach einer Karte fragen, die du selbst hast, als Bluff: Die Antwort ist „Geh fischen!“, " +
		"du ziehst, und dein Zug endet, was immer du ziehst.",
	BluffNo: "Du darfst nicht nach einer Karte fragen, die du selbst hast.",
	AskRank: "Bist du dran, frag einen anderen Spieler, der mindestens eine Karte hat, nach einem Wert. " +
		"Du musst selbst mindestens eine Karte dieses Werts haben.",
	HitCard: "Hat er diese Karte, gibt er sie dir, offen, sodass der ganze Tisch sie sieht, und du bist noch mal dran.",
	HitOne: "Hat er diesen Wert, gibt er dir eine Karte davon (die erste in der Farbfolge Pik, " +
		"Herz, Karo, Kreuz), offen, sodass der ganze Tisch sie sieht, und du bist noch mal dran.",
	HitAll: "Hat er diesen Wert, gibt er dir alle Karten davon, offen, sodass der ganze Tisch sie sieht, " +
		"und du bist noch mal dran.",
	Miss: "%s, sagt er „Geh fischen!“: Du ziehst die oberste Karte des Teichs, die nur du siehst, " +
		"und %s.",
	MissEmpty: " Ist der Teich leer, wird nichts gezogen, und %s.",
	NoneRank:  "Hat er keine", NoneCard: "Hat er sie nicht",
	NextSeat: "der Zug geht an den nächsten Platz", NextAsked: "der Zug geht an den Spieler, der „Geh fischen!“ gesagt hat",
	WhatRank: "eine Karte des Werts, nach dem du gefragt hast", WhatCard: "genau die Karte, nach der du gefragt hast",
	WishLucky: "Glückszug: Ziehst du %s (eine Wunschkarte), zeig sie dem Tisch; " +
		"macht sie ein Quartett vollständig, leg das Quartett ab. So oder so bist du noch mal dran.",
	Wish:   "Wunschkarte: Ziehst du %s, zeig sie dem Tisch, und du bist noch mal dran.",
	Lucky:  "Glückszug: Macht die gezogene Karte ein Quartett vollständig, leg das Quartett ab, und du bist noch mal dran.",
	NoWish: "Ziehst du %s, bist du dadurch nicht noch mal dran: Dein Zug endet trotzdem.",
	PlayOnMiss: "Ist der Teich leer, sagt niemand mehr „Geh fischen!“: Wer nach etwas gefragt wird, das er " +
		"nicht hat, sagt nur das, und er ist dran.",

	ByNewHand: "einen Treffer, einen Zug aus dem Teich oder eine neue Hand", ByDraw: "einen Treffer oder einen Zug aus dem Teich",
	NextTurnBy: "einen Treffer", NextTurnByNew: "einen Treffer oder eine neue Hand",
	BookClaim: "Vier Karten eines Werts auf deiner Hand sind erst ein Quartett, wenn du es anmeldest: Bist du dran, " +
		"meldest du es als eigenen Spielzug an und legst es offen ab. Anmelden beendet deinen Zug nicht, und du " +
		"darfst ein Quartett auch anmelden, wenn niemand zu fragen ist.",
	BookNextTurn: "Vier Karten eines Werts auf einer Hand werden offen als Quartett abgelegt, sobald sie durch " +
		"%s vollständig sind; ein Quartett, das ein Zug aus dem Teich vollständig macht, wartet auf deiner Hand, " +
		"bis dein nächster Zug beginnt",
	BookNextUnless: ", außer der Zug aus dem Teich lässt dich noch mal dran: Dann wird es sofort abgelegt",
	BookAtOnce: "Vier Karten eines Werts auf einer Hand werden offen als Quartett abgelegt, sobald sie " +
		"vollständig sind, ob durch %s. Ein Quartett abzulegen beendet keinen Zug und verlängert keinen.",
	OnlyBooks: "Nur Quartette zählen.",

	NoDeadAsks:     "Es gibt keine toten Fragen: Eine Frage darf jederzeit wieder gestellt werden.",
	DeadRemembered: "Jede Absage wird gemerkt: wer gefragt hat, wer „Geh fischen!“ gesagt hat und wonach gefragt wurde.",
	DeadCleared:    "Jede Karte, die auf irgendeine Hand wandert (%s), löscht alle gemerkten Absagen; ein Quartett abzulegen nicht.",
	DeadRule: "Solange der Teich leer ist, darfst du keine gemerkte Absage wiederholen: Das ist eine tote Frage. Sie steht " +
		"trotzdem unter deinen möglichen Fragen, ausgegraut, damit du siehst, welche Frage du nicht wiederholen darfst.",
	DeadHit: "ein Treffer", DeadDraw: "ein Zug aus dem Teich", DeadNewHand: "eine neue Hand",
	DeadDrawOne: "eine Karte, die eine leere Hand zieht",
	EmptyDrawOne: "Bist du dran und hast keine Karten, zieh eine Karte aus dem Teich, und der Zug " +
		"geht weiter; ist der Teich leer, wirst du übersprungen.",
	EmptyOutPlayOn: "Solange der Teich Karten enthält, beendet ein Spieler ohne Karten das Spiel (siehe Das Ende). " +
		"Ist der Teich leer, ist ein Spieler, der keine Karten hat, wenn er dran ist, aus dem Spiel " +
		"und wird von da an übersprungen; seine Quartette zählen weiter.",
	EmptyOutEnds: "Ein Spieler ohne Karten beendet das Spiel (siehe Das Ende).",
	EmptyOut: "Ein Spieler, der keine Karten hat, wenn er dran ist, ist aus dem Spiel und wird " +
		"von da an übersprungen; seine Quartette zählen weiter.",
	EmptyNewHand: "Bist du dran und hast keine Karten (du hast deine letzte Karte in einem Quartett abgelegt und bist " +
		"noch dran, oder andere haben dir vor deinem Zug deine Karten genommen), zieh eine neue Hand aus dem Teich, so " +
		"viele Karten, wie beim Geben jeder bekam, oder alle, die noch da sind, und mach deinen Zug. Ist der Teich leer, " +
		"wirst du übersprungen.",
	Nobody: "Sind die Hände aller anderen Spieler leer, hast du niemanden zu fragen: Der Zug geht weiter.",
	NobodyClaim: "Sind die Hände aller anderen Spieler leer, hast du niemanden zu fragen: Melde jedes Quartett an, " +
		"das du hast, dann geht der Zug weiter.",
	NextSeatMeans: "„Der nächste Platz“ meint immer den nächsten Platz, der spielen kann (%s).",
	CanNewHand:    "der eine Karte hat oder eine neue Hand ziehen kann", CanDrawOne: "der eine Karte hat oder eine ziehen kann",
	CanOut: "der eine Karte hat",

	EndFirst: "Das Spiel endet, sobald %s.", EndAlso: "Es endet auch, sobald %s.",
	EndStock:        "der Teich leer ist",
	EndBooked:       "ein Spieler seine letzte Karte in einem Quartett ablegt, während der Teich noch Karten enthält",
	EndPlayer:       "ein Spieler keine Karten mehr hat",
	EndPlayerWhile:  ", während der Teich noch Karten enthält",
	PlayOnEnd:       "Ist der Teich leer, geht das Spiel weiter, bis jeder Wert als Quartett abgelegt ist.",
	AlsoStuck:       "Es endet auch, wenn niemand spielen kann.",
	AlsoBookedStuck: "Es endet auch, wenn jeder Wert als Quartett abgelegt ist oder wenn niemand spielen kann.",
	AlsoBooked:      "Es endet auch, wenn jeder Wert als Quartett abgelegt ist.",
	EndClaim: "Das Spiel endet, wenn jeder Wert als Quartett abgelegt ist: Alle Hände und der Teich sind leer, " +
		"und jede Karte liegt in einem Quartett.",
	EndStuck: "Das Spiel endet, wenn jeder Wert als Quartett abgelegt ist oder wenn niemand spielen kann, nicht " +
		"wenn der Teich leer wird.",
	EndBookedOnly: "Das Spiel endet, wenn jeder Wert als Quartett abgelegt ist, nicht wenn der Teich leer wird.",
	EndWaiting:    "Am Ende wird ein Quartett, das noch auf einer Hand wartet, abgelegt und zählt.",
	WinBooked: "Endet es, weil ein Spieler seine letzte Karte in einem Quartett abgelegt hat, gewinnt dieser Spieler; " +
		"sonst gewinnt, wer die meisten Quartette hat.",
	WinOut: "Endet es, weil ein Spieler keine Karten mehr hat, gewinnt dieser Spieler (wer gleichzeitig keine " +
		"Karten mehr hat, teilt sich den Sieg); sonst gewinnt, wer die meisten Quartette hat.",
	WinMost: "Wer die meisten Quartette hat, gewinnt.",
	Tie:     "Gleich viele Quartette an der Spitze sind ein geteilter Sieg: Unentschieden ist unentschieden.",

	Record: "Das öffentliche Protokoll hält fest, wer wen wonach gefragt hat, ob er es bekam, %s " +
		"und wie viele Karten jede Hand und der Teich haben.",
	Handed: "die abgegebenen Karten", Wishes: "gezeigte Wunschkarten", LuckyShown: "Glückszüge (das Quartett, das sie vollständig machen)",
	Laid: "abgelegte Quartette", NewHands: "gezogene neue Hände (als Anzahl)", DrawnOne: "von leeren Händen gezogene Karten (als Anzahl)",
	Out:        "ausgeschiedene Spieler",
	NeverHolds: "Es hält nie eine Karte fest, die dem Tisch nicht gezeigt wurde: Ein Zug aus dem Teich wird als Zug festgehalten, nicht als Karte.",
	Decides:    "Jeder Spieler, Mensch oder Bot, entscheidet allein nach dem öffentlichen Protokoll und seiner eigenen Hand.",
}
