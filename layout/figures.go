package layout

// Figures are a composed sheet's measures of its typesetting, for
// reports: the type size, how full the fullest and the emptiest panels
// are, how many statements carry on from one panel to the next and how
// many lines end in a hyphen the layout added.
type Figures struct {
	// Size is the body type size.
	Size Points
	// Fill is how full each panel is (0 to 1); Fullest and Emptiest index
	// the fullest and the emptiest panel (0 to 3; the first of equals).
	Fill              [4]float64
	Fullest, Emptiest int
	// Split counts the statements set on two panels or more.
	Split int
	// Hyphenated counts the lines of the panels that end in a hyphen.
	Hyphenated int
}

// Figures measures the sheet.
func (s *Sheet) Figures() Figures {
	f := Figures{Size: s.Size, Fill: s.Fill}
	for i, v := range s.Fill {
		if v > s.Fill[f.Fullest] {
			f.Fullest = i
		}
		if v < s.Fill[f.Emptiest] {
			f.Emptiest = i
		}
	}
	split := map[string]bool{}
	for i := range s.Blocks {
		b := &s.Blocks[i]
		if b.Panel < 0 {
			continue
		}
		if b.Continued && b.ID != "" {
			split[b.ID] = true
		}
		for _, l := range b.Lines {
			if l.Hyphenated {
				f.Hyphenated++
			}
		}
	}
	f.Split = len(split)
	return f
}
