package dev.kingme.app;

import dev.kingme.engine.Piece;
import dev.kingme.engine.Position;
import dev.kingme.engine.Squares;

/**
 * A position as a plain Unicode board for the terminal, Black at the top as in printed diagrams. Empty
 * dark squares show their PDN number, so a reader can type moves straight from the picture; light
 * squares stay blank. Men are discs, kings ringed discs: see {@link #LEGEND}.
 */
public final class BoardText {
    /** What the piece symbols mean. */
    public static final String LEGEND = "\u25cf black man  \u25c9 black king  \u25cb white man  \u25ce white king";

    private static final int CELL = 4;

    private BoardText() {
    }

    /** The board, eight rows framed by box-drawing lines, without a trailing line break. */
    public static String render(Position p) {
        String edge = "\u2500".repeat(8 * CELL);
        StringBuilder sb = new StringBuilder("\u250c").append(edge).append("\u2510\n");
        for (int row = 0; row < 8; row++) {
            sb.append('\u2502');
            for (int col = 0; col < 8; col++) {
                int square = Squares.at(row, col);
                sb.append(square == 0 ? " ".repeat(CELL) : cell(p.pieceAt(square), square));
            }
            sb.append("\u2502\n");
        }
        return sb.append('\u2514').append(edge).append('\u2518').toString();
    }

    private static String cell(Piece piece, int square) {
        return switch (piece) {
            case EMPTY -> String.format(" %2d ", square);
            case BLACK_MAN -> "  \u25cf ";
            case BLACK_KING -> "  \u25c9 ";
            case WHITE_MAN -> "  \u25cb ";
            case WHITE_KING -> "  \u25ce ";
        };
    }
}
