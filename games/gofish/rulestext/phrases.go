package rulestext

// phrases are the words one locale describes rules in: plain sentences
// and fmt format strings, each %s or %d filled by the branching code that
// Describe and DescribeIn share. A field's comment gives what fills it.
// They are read from a locale folder's rules.yaml, each field at its name
// in kebab case (PlayersRange at players-range).
type phrases struct {
	// Title is filled by the rules' name, Unnamed standing in for none;
	// With by the options' names, joined with And.
	Title, Unnamed, With, And string
	// Quoted writes a preset's or an option's name in running text: in
	// the locale's quotation marks where the name is not a word of it.
	Quoted string
	// Names are the locale's names of the presets, options and settings.
	Names names
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
