package engine

// phrases are the words one locale describes rules in: plain sentences
// and fmt format strings, each %s or %d filled by the branching code that
// Describe and DescribeIn share. A field's comment gives what fills it.
type phrases struct {
	// Title is filled by the rules' name, Unnamed standing in for none;
	// With by the options' names, joined with And.
	Title, Unnamed, With, And string
	// Quoted writes a preset's or an option's name in running text: in
	// the locale's quotation marks where the name is not a word of it.
	Quoted string
	// Sections are the section titles, in order: players and pack, the
	// deal, a turn, books, dead asks, running out, the end, what nobody
	// can see.
	Sections [8]string

	// PlayersRange is filled by the least and most players, PlayersExact
	// by the one count; Packs by Pack52 and Pack32 joined with PackOr.
	PlayersRange, PlayersExact, Pack52, Pack32, PackOr, Packs string

	Shuffle string
	// DealExtra, DealWhole and DealRest are filled by the deal sizes.
	DealExtra, DealWhole, DealRest, TopCard, FirstRandom, FirstNext string
	DealtClaim, DealtLaid                                           string
	// ShortPackSizes is filled by the deal sizes with the 32-card pack,
	// where they differ by pack.
	ShortPackSizes string
	// SizesExact is filled by the hand size. SizesFirst and SizesRest
	// (for later groups) by the players (WhoOne, WhoTwo or WhoRange, filled
	// by player counts) and the hand size; the groups are joined by
	// SizesSep.
	SizesExact, SizesFirst, SizesRest, SizesSep, WhoOne, WhoTwo, WhoRange string

	AskCard, BluffYes, BluffNo, AskRank string
	HitCard, HitOne, HitAll             string
	// Miss is filled by NoneRank or NoneCard, then NextSeat or NextAsked;
	// MissEmpty by the same NextSeat or NextAsked.
	Miss, MissEmpty, NoneRank, NoneCard, NextSeat, NextAsked string
	// WishLucky, Wish and NoWish are filled by WhatRank or WhatCard.
	WhatRank, WhatCard, WishLucky, Wish, Lucky, NoWish, PlayOnMiss string

	// ByNewHand and ByDraw are what completes a book, with and without new
	// hands; NextTurnBy and NextTurnByNew the same without draws.
	ByNewHand, ByDraw, NextTurnBy, NextTurnByNew string
	BookClaim                                    string
	// BookNextTurn is filled by NextTurnBy or NextTurnByNew; BookNextUnless
	// follows it when a draw may let the player go again.
	BookNextTurn, BookNextUnless string
	// BookAtOnce is filled by ByNewHand or ByDraw.
	BookAtOnce, OnlyBooks string

	NoDeadAsks string
	// DeadCleared is filled by the moves that clear refusals: DeadHit,
	// DeadDraw and perhaps DeadNewHand or DeadDrawOne, joined by ", ".
	DeadRemembered, DeadCleared, DeadRule                  string
	DeadHit, DeadDraw, DeadNewHand, DeadDrawOne            string
	EmptyDrawOne, EmptyOutPlayOn, EmptyOutEnds             string
	EmptyOut, EmptySkip, EmptyNewHand, Nobody, NobodyClaim string
	// NextSeatMeans is filled by CanNewHand, CanDrawOne or CanOut.
	NextSeatMeans, CanNewHand, CanDrawOne, CanOut string

	// EndFirst and EndAlso are filled by EndStock, EndBooked or EndPlayer
	// (EndPlayerWhile added with play-on).
	EndFirst, EndAlso, EndStock, EndBooked, EndPlayer, EndPlayerWhile string
	PlayOnEnd, AlsoStuck, AlsoBookedStuck, AlsoBooked                 string
	EndClaim, EndStuck, EndBookedOnly, EndWaiting                     string
	WinBooked, WinOut, WinMost, Tie                                   string

	// Record is filled by what the table saw (Handed, Wishes, Lucky, Laid,
	// then NewHands, DrawnOne or Out), joined by ", ".
	Record, Handed, Wishes, LuckyShown, Laid string
	NewHands, DrawnOne, Out, NeverHolds      string
	Decides                                  string
}

// describeLocales are the locales DescribeIn knows, by code.
var describeLocales = map[string]*phrases{"en": &english, "sv": &swedish, "de": &german}

// english are the words Describe writes.
var english = phrases{
	Title: "Go Fish: the %s rules", Unnamed: "unnamed", With: ", with %s", And: " and ", Quoted: "%s",
	Sections: [8]string{"Players and pack", "The deal", "A turn", "Books", "Dead asks", "Running out",
		"The end", "What nobody can see"},

	PlayersRange: "%d to %d players.", PlayersExact: "%d players.",
	Pack52: "the full 52-card pack (A 2 3 4 5 6 7 8 9 10 J Q K)",
	Pack32: "the 32-card short pack (7 8 9 10 J Q K A)",
	PackOr: " or ", Packs: "Play with %s, four suits of each rank.",

	Shuffle:        "Shuffle, then deal one card at a time, face down, starting with the seat after the dealer.",
	DealExtra:      "Deal the whole pack as if there were one more player. %s The pretend hand and the cards left over are the pond.",
	DealWhole:      "Deal the whole pack out. %s The cards left over, if any, face down, are the pond.",
	DealRest:       "%s The rest, face down, is the pond.",
	ShortPackSizes: "With the short pack: %s",
	TopCard:        "The pond's top card is drawn first.",
	FirstRandom:    "A player chosen at random takes the first turn.",
	FirstNext:      "The seat after the dealer takes the first turn.",
	DealtClaim:     "A player dealt all four cards of a rank keeps them in hand until they claim the book.",
	DealtLaid:      "A player dealt all four cards of a rank lays them down as a book at once, before the first turn.",
	SizesExact:     "Each player gets %d cards.", SizesFirst: "%s get %d cards each", SizesRest: "%s get %d each",
	SizesSep: "; ", WhoOne: "%d players", WhoTwo: "%d or %d players", WhoRange: "%d to %d players",

	AskCard: "On your turn, ask one other player, who holds at least one card, for one card: " +
		"rank and suit. You must hold at least one card of that rank yourself.",
	BluffYes: "You may ask for a card you hold yourself, as a bluff: the answer is go fish, " +
		"you draw, and your turn ends whatever you draw.",
	BluffNo: "You may not ask for a card you hold yourself.",
	AskRank: "On your turn, ask one other player, who holds at least one card, for one rank. " +
		"You must hold at least one card of that rank yourself.",
	HitCard: "If they hold that card, they hand it over, face up for the table to see, and you go again.",
	HitOne: "If they hold that rank, they hand over one card of it (the first in the suit order spades, " +
		"hearts, diamonds, clubs), face up for the table to see, and you go again.",
	HitAll: "If they hold that rank, they hand over every card of it, face up for the table to see, and you go again.",
	Miss: "%s, they say \"go fish\": you draw the top card of the pond, which only you see, " +
		"and %s.",
	MissEmpty: " If the pond is empty, nothing is drawn and %s.",
	NoneRank:  "If they hold none", NoneCard: "If they do not hold it",
	NextSeat: "the turn passes to the next seat", NextAsked: "the turn passes to the player who said go fish",
	WhatRank: "the rank you asked for", WhatCard: "the very card you asked for",
	WishLucky: "A lucky draw: if the card you draw is %s (a wish), show it to the table; " +
		"if it completes a book, lay the book. Either way you go again.",
	Wish:   "A wish: if the card you draw is %s, show it to the table and go again.",
	Lucky:  "A lucky draw: if the card you draw completes a book, lay the book and go again.",
	NoWish: "Drawing %s does not let you go again: your turn ends all the same.",
	PlayOnMiss: "Once the pond is empty, nobody says go fish: a player asked for what they do not " +
		"hold just says so, and it is their turn.",

	ByNewHand: "a hit, a draw or a new hand", ByDraw: "a hit or a draw",
	NextTurnBy: "a hit", NextTurnByNew: "a hit or a new hand",
	BookClaim: "Four cards of one rank in your hand are a book only once you claim it: on your turn, " +
		"claim it as a move of its own and lay it face up. Claiming does not end your turn, and you may " +
		"claim a book even when there is nobody to ask.",
	BookNextTurn: "Four cards of one rank in a hand are laid face up as a book the moment they are complete by " +
		"%s; a book completed by a go-fish draw waits in your hand until your next turn begins",
	BookNextUnless: ", unless the draw lets you go again: then it is laid at once",
	BookAtOnce: "Four cards of one rank in a hand are laid face up as a book the moment they are " +
		"complete, whether by %s. Laying a book does not end or extend a turn.",
	OnlyBooks: "Only books score.",

	NoDeadAsks:     "There are no dead asks: a question may be asked again at any time.",
	DeadRemembered: "Every refusal is remembered: who asked, who said go fish, and what was asked for.",
	DeadCleared:    "Any card that moves into any hand (%s) clears every remembered refusal; laying a book does not.",
	DeadRule: "While the pond is empty, you may not repeat a remembered refusal: it is a dead ask. It still appears " +
		"among your possible asks, greyed, so you can see the question you may not repeat.",
	DeadHit: "a hit", DeadDraw: "a draw", DeadNewHand: "a new hand", DeadDrawOne: "a card drawn by an empty hand",
	EmptyDrawOne: "If it is your turn and you hold no cards, draw one card from the pond and the turn " +
		"passes; if the pond is empty, you are skipped.",
	EmptyOutPlayOn: "While the pond holds cards, a player left with no cards ends the game (see The end). " +
		"Once the pond is empty, a player who holds no cards when their turn comes is out of the game " +
		"and is skipped from then on; their books still count.",
	EmptyOutEnds: "A player left with no cards ends the game (see The end).",
	EmptyOut: "A player who holds no cards when their turn comes is out of the game and is " +
		"skipped from then on; their books still count.",
	EmptySkip: "A player who holds no cards when their turn comes draws nothing and is skipped; " +
		"they stay in the game, and their books still count.",
	EmptyNewHand: "If it is your turn and you hold no cards (you booked your last card and it is still " +
		"your turn, or others took your cards before your turn), draw a new hand from the pond, as many " +
		"cards as the deal gave each player or all that is left, and take your turn. If the pond is empty, " +
		"you are skipped.",
	Nobody: "If every other player's hand is empty, you have nobody to ask: the turn passes.",
	NobodyClaim: "If every other player's hand is empty, you have nobody to ask: claim any book you hold, " +
		"then the turn passes.",
	NextSeatMeans: "\"The next seat\" always means the next seat that can play (%s).",
	CanNewHand:    "holds a card, or can draw a new hand", CanDrawOne: "holds a card, or can draw one",
	CanOut: "holds a card",

	EndFirst: "The game ends as soon as %s.", EndAlso: "It also ends as soon as %s.",
	EndStock:        "the pond is empty",
	EndBooked:       "a player lays their last card in a book while the pond still holds cards",
	EndPlayer:       "a player has no cards left",
	EndPlayerWhile:  " while the pond still holds cards",
	PlayOnEnd:       "Once the pond is empty, play goes on until every rank is booked.",
	AlsoStuck:       "It also ends when nobody can play.",
	AlsoBookedStuck: "It also ends when every rank is booked, or when nobody can play.",
	AlsoBooked:      "It also ends when every rank is booked.",
	EndClaim: "The game ends when every rank is booked: every hand and the pond are empty, " +
		"and every card is in a book.",
	EndStuck:      "The game ends when every rank is booked, or when nobody can play, not when the pond runs dry.",
	EndBookedOnly: "The game ends when every rank is booked, not when the pond runs dry.",
	EndWaiting:    "At the end, a book still waiting in a hand is laid and counts.",
	WinBooked: "If it ends because a player booked their last card, that player wins; otherwise " +
		"whoever has the most books wins.",
	WinOut: "If it ends because a player has no cards left, that player wins (players out " +
		"together share the win); otherwise whoever has the most books wins.",
	WinMost: "Whoever has the most books wins.",
	Tie:     "Equal most books is a shared win: a tie is a tie.",

	Record: "The public record holds who asked whom for what, whether they got it, %s, " +
		"and the sizes of every hand and the pond.",
	Handed: "the cards handed over", Wishes: "wishes shown", LuckyShown: "lucky draws (the book they complete)",
	Laid: "books laid", NewHands: "new hands drawn (as a count)", DrawnOne: "cards drawn by an empty hand (as a count)",
	Out:        "players out",
	NeverHolds: "It never holds a card that was not shown to the table: a go-fish draw is recorded as a draw, not as a card.",
	Decides:    "Every player, person or bot, decides from the public record and their own hand alone.",
}
