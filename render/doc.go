// Package render is the one driver from a card to its files: it proves a
// card (its claims against the engine, and that every locale of it can be
// set in the fonts), composes its sheets and rules references, and renders
// them through the backends, layout/pdf, layout/html and layout/png. The
// commands (build, check, reference) and the live preview call it; they
// only read flags or requests and say what it returns. Nothing is written
// to disk but by Write, which writes a set of files all or none.
package render
