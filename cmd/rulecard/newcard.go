package main

import (
	"bytes"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/game"
)

// starterCardYAML writes card.yaml of a started card: its id, game and
// rules (preset, options, the --set changes in order), then its tagline
// and sections with the claims of each statement. It names no players
// and no packs: they are the rules' (changes: says so where they change).
func starterCardYAML(id, gameID, preset string, options, sets []string, c *game.StarterCard) []byte {
	root := mapping(false)
	add(root, "id", scalar(id))
	add(root, "game", scalar(gameID))
	add(root, "rules", scalar(preset))
	if len(options) > 0 {
		seq := sequence(true)
		for _, o := range options {
			seq.Content = append(seq.Content, scalar(o))
		}
		add(root, "options", seq)
	}
	if len(sets) > 0 {
		ch := mapping(false)
		for _, s := range sets {
			name, value, _ := strings.Cut(s, "=")
			add(ch, strings.TrimSpace(name), changeValue(value))
		}
		add(root, "changes", ch)
	}
	add(root, "tagline", statementNode(c.Tagline))
	secs := sequence(false)
	for _, s := range c.Sections {
		sec := mapping(false)
		add(sec, "id", scalar(s.ID))
		if s.Glossary {
			add(sec, "kind", scalar("glossary"))
		}
		sts := sequence(false)
		for _, st := range s.Statements {
			sts.Content = append(sts.Content, statementNode(st))
		}
		add(sec, "statements", sts)
		secs.Content = append(secs.Content, sec)
	}
	add(root, "sections", secs)
	root.HeadComment = "Started by rulecard new: every statement rests on the claims listed with\n" +
		"it (rulecard claims lists them all); its words are in <locale>.yaml.\n" +
		"The players and packs are those the rules make: change them in changes:."
	return encode(root)
}

// starterLocaleYAML writes <locale>.yaml of a started card.
func starterLocaleYAML(c *game.StarterCard) []byte {
	root := mapping(false)
	add(root, "locale", scalar(string(c.Locale)))
	add(root, "title", scalar(c.Title))
	secs := mapping(false)
	for _, s := range c.Sections {
		add(secs, s.ID, scalar(s.Heading))
	}
	add(root, "sections", secs)
	sts := mapping(false)
	text := func(st game.StarterStatement) {
		if st.Term == "" {
			add(sts, st.ID, textNode(st.Text))
			return
		}
		g := mapping(false)
		add(g, "term", scalar(st.Term))
		add(g, "text", textNode(st.Text))
		add(sts, st.ID, g)
	}
	text(c.Tagline)
	for _, s := range c.Sections {
		for _, st := range s.Statements {
			text(st)
		}
	}
	add(root, "statements", sts)
	root.HeadComment = fmt.Sprintf("The card's words in %s, started by rulecard new: change any of them,\n"+
		"and rulecard check says whether they still state the rules.", c.Locale)
	return encode(root)
}

// statementNode writes a statement of card.yaml: its id and claims.
func statementNode(st game.StarterStatement) *yaml.Node {
	n := mapping(true)
	add(n, "id", scalar(st.ID))
	claims := sequence(true)
	for _, c := range st.Claims {
		if c.Params == nil {
			claims.Content = append(claims.Content, scalar(c.ID))
			continue
		}
		var p yaml.Node
		if err := yaml.Unmarshal([]byte(game.FormatParams(c.Params)), &p); err != nil || len(p.Content) == 0 {
			panic(fmt.Sprintf("claim %s: parameters %v do not read back: %v", c.ID, c.Params, err))
		}
		one := mapping(true)
		add(one, c.ID, p.Content[0])
		claims.Content = append(claims.Content, one)
	}
	add(n, "claims", claims)
	return n
}

// changeValue writes a --set value: a list when it has commas.
func changeValue(v string) *yaml.Node {
	if !strings.Contains(v, ",") {
		return scalar(v)
	}
	seq := sequence(true)
	for _, w := range strings.Split(v, ",") {
		seq.Content = append(seq.Content, scalar(strings.TrimSpace(w)))
	}
	return seq
}

func mapping(flow bool) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	if flow {
		n.Style = yaml.FlowStyle
	}
	return n
}

func sequence(flow bool) *yaml.Node {
	n := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
	if flow {
		n.Style = yaml.FlowStyle
	}
	return n
}

func scalar(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }

// textNode writes a statement's words, folded when long.
func textNode(s string) *yaml.Node {
	n := scalar(s)
	if len(s) > 60 {
		n.Style = yaml.FoldedStyle
	}
	return n
}

func add(m *yaml.Node, key string, v *yaml.Node) {
	m.Content = append(m.Content, scalar(key), v)
}

// encode writes n as a YAML document, indented by two.
func encode(n *yaml.Node) []byte {
	var b bytes.Buffer
	e := yaml.NewEncoder(&b)
	e.SetIndent(2)
	if err := e.Encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{n}}); err != nil {
		panic(err) // the nodes are made above
	}
	_ = e.Close()
	return b.Bytes()
}
