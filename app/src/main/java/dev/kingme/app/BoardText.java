package dev.kingme.app;

import dev.kingme.engine.Piece;
import dev.kingme.engine.Position;
import dev.kingme.engine.Squares;

/**
 * A position drawn for a terminal, Black's side (squares 1-4) at the top as in printed diagrams. Empty
 * dark squares show their number so moves can be read off the board.
 */
public final class BoardText {
    private BoardText() {
    }

    public static final String LEGEND = "Black: ● man  ◉ king    White: ○ man  ◎ king";

    public static String render(Position p) {
        StringBuilder sb = new StringBuilder();
        sb.append("  ┌").append("────".repeat(8)).append("┐\n");
        for (int row = 0; row < 8; row++) {
            sb.append("  │");
            for (int col = 0; col < 8; col++) {
                int s = Squares.at(row, col);
                if (s == 0) {
                    sb.append("    ");
                } else {
                    Piece piece = p.pieceAt(s);
                    sb.append(piece == Piece.EMPTY ? String.format(" %2d ", s) : "  " + symbol(piece) + " ");
                }
            }
            sb.append("│\n");
        }
        sb.append("  └").append("────".repeat(8)).append("┘\n");
        return sb.toString();
    }

    static String symbol(Piece piece) {
        switch (piece) {
            case BLACK_MAN: return "●";
            case BLACK_KING: return "◉";
            case WHITE_MAN: return "○";
            case WHITE_KING: return "◎";
            default: return " ";
        }
    }
}
