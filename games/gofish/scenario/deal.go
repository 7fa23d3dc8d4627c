package scenario

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"go.yaml.in/yaml/v3"
)

// hands reads each seat's hand. Every seat must have one (write `[]` for an
// empty hand).
func (p *parser) hands(s *Scenario, st *seatTable, d *deal, n *yaml.Node) {
	s.Setup.Hands = make([][]cards.Card, len(st.names))
	given := map[cards.Seat]bool{}
	for _, e := range p.entries(n, "hands") {
		seat, ok := p.seatName(st, e.Key, "hands")
		if !ok {
			continue
		}
		given[seat] = true
		items, ok := p.seq(e.Value, "hand")
		if !ok {
			continue
		}
		hand := []cards.Card{}
		for _, it := range items {
			c, ok := p.card(s, it, "hand")
			if !ok {
				continue
			}
			p.put(d, c, it, st.names[seat]+"'s hand")
			hand = append(hand, c)
		}
		s.Setup.Hands[seat] = hand
	}
	if n.Kind != yaml.MappingNode {
		return
	}
	for i, name := range st.names {
		if !given[cards.Seat(i)] {
			p.Errorf(n, "hands: no hand for %s (write %s: [] for an empty hand)", name, name)
		}
	}
}

// books reads the books already laid, seat by seat.
func (p *parser) books(s *Scenario, st *seatTable, d *deal, n *yaml.Node) {
	s.Setup.Books = make([][]cards.Rank, len(st.names))
	booked := map[cards.Rank]Pos{}
	for _, e := range p.entries(n, "books") {
		seat, ok := p.seatName(st, e.Key, "books")
		if !ok {
			continue
		}
		items, ok := p.seq(e.Value, "books")
		if !ok {
			continue
		}
		ranks := []cards.Rank{}
		for _, it := range items {
			r, ok := p.rank(s, it, "book")
			if !ok {
				continue
			}
			if at, dup := booked[r]; dup {
				p.Errorf(it, "book: %s booked twice (first at line %d)", r, at.Line)
				continue
			}
			booked[r] = p.Pos(it)
			for _, c := range cards.RankCards(r).Append(nil) {
				p.put(d, c, it, fmt.Sprintf("%s's book of %s", st.names[seat], r.Plural()))
			}
			ranks = append(ranks, r)
		}
		s.Setup.Books[seat] = ranks
	}
}

// pond reads the top of the pond, top first.
func (p *parser) pond(s *Scenario, d *deal, n *yaml.Node) {
	items, ok := p.seq(n, "pond")
	if !ok {
		return
	}
	for _, it := range items {
		c, ok := p.card(s, it, "pond")
		if !ok {
			continue
		}
		p.put(d, c, it, "the pond")
		s.Setup.Pond = append(s.Setup.Pond, c)
	}
}
