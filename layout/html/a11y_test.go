package html

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/rulecard/rulecard/layout"
)

// axNode is a node of the accessibility tree as a screen reader meets
// it: its role and name.
type axNode struct {
	role, name string
}

// axTree returns the page's accessibility tree in reading order (depth
// first), without the nodes the browser ignores.
func axTree(t *testing.T, ctx context.Context) []axNode {
	t.Helper()
	if _, err := chromedp.Call(ctx, accessibility.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	res, err := chromedp.Call(ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	if err != nil {
		t.Fatal(err)
	}
	byID := map[accessibility.NodeID]*accessibility.Node{}
	for _, n := range res.Nodes {
		byID[n.NodeID] = n
	}
	str := func(v *accessibility.Value) string {
		var s string
		if v != nil {
			json.Unmarshal(v.Value, &s)
		}
		return s
	}
	var out []axNode
	var walk func(n *accessibility.Node)
	walk = func(n *accessibility.Node) {
		if !n.Ignored {
			out = append(out, axNode{str(n.Role), str(n.Name)})
		}
		for _, id := range n.ChildIDs {
			if c := byID[id]; c != nil {
				walk(c)
			}
		}
	}
	if len(res.Nodes) > 0 {
		walk(res.Nodes[0])
	}
	return out
}

// squeeze drops all white space, so that text compares however it was
// broken into lines and nodes.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// readingOrder is the text a screen reader should read: the help, then
// the panels' blocks in order, then the spare paper's, its fold and tear
// labels last; markers (bullets, numbers, dashes) are left to the list
// semantics.
func readingOrder(c sheetCase) string {
	sw := c.Card.Locales[c.Locale].Sheet
	var b strings.Builder
	b.WriteString(sw.ScreenTitle)
	for _, p := range sw.Screen {
		b.WriteString(p.Plain())
	}
	isLabel := func(r layout.Role) bool { return r == layout.FoldLabel || r == layout.TearLabel }
	for _, labels := range []bool{false, true} {
		for i := range c.Sheet.Blocks {
			if blk := &c.Sheet.Blocks[i]; isLabel(blk.Role) == labels {
				b.WriteString(blk.Text())
			}
		}
	}
	return squeeze(b.String())
}

// The order a screen reader reads turns on the words and on the paper
// (where the panels break), so each card in each locale is read once, on
// A4 and Letter in turn; `make soak` reads every case.
func TestAScreenReaderReadsThePanelsInOrderThenTheSparePaper(t *testing.T) {
	tabOf := tabForEach(t)
	for _, c := range sized(t, shippedCases(t), sheetKey) {
		t.Run(c.Name(), func(t *testing.T) {
			ctx := tabOf(t)
			open(t, ctx, writeTemp(t, "card.html", render(t, c, Meta{})))
			tree := axTree(t, ctx)
			var text strings.Builder
			var headings []string
			roles := map[string]int{}
			for _, n := range tree {
				roles[n.role]++
				switch n.role {
				case "StaticText":
					text.WriteString(n.name)
				case "heading":
					headings = append(headings, n.name)
				}
			}
			if got, want := squeeze(text.String()), readingOrder(c); got != want {
				t.Errorf("a screen reader reads\n%s\nwant\n%s", got, want)
			}
			if want := wantHeadings(c); !slices.Equal(headings, want) {
				t.Errorf("headings\n%q\nwant\n%q", headings, want)
			}
			t.Logf("roles: %v", roles)
		})
	}
}

// wantHeadings lists the page's headings: the help's, the card's title,
// the section headings and the instructions' heading, each read as one
// line.
func wantHeadings(c sheetCase) []string {
	out := []string{c.Card.Locales[c.Locale].Sheet.ScreenTitle}
	for i := range c.Sheet.Blocks {
		switch b := &c.Sheet.Blocks[i]; b.Role {
		case layout.Title, layout.Heading, layout.Instructions:
			out = append(out, b.Text())
		}
	}
	return out
}
