package dev.kingme.engine.pdn;

/**
 * Where something stands in PDN text: a 1-based line and a 1-based column (characters, tabs count as
 * one). Every token, tag, move and error carries one, so that a report can send the reader to the spot.
 */
public record Location(int line, int column) {
    public Location {
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("line and column start at 1, got " + line + ":" + column);
        }
    }

    @Override
    public String toString() {
        return "line " + line + ", column " + column;
    }
}
