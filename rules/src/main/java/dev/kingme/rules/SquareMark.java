package dev.kingme.rules;

/**
 * A mark a game puts on a square for interfaces to draw, beside what its layers show: the square a
 * terraport will move its piece to. {@code kind} names it in views, {@code glyph} draws it on a text board,
 * {@code meaning} explains the glyph in a legend.
 */
public record SquareMark(int square, Player owner, String kind, String glyph, String meaning) {
}
