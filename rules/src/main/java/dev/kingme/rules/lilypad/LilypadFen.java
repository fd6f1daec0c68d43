package dev.kingme.rules.lilypad;

import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;
import dev.kingme.rules.checkers.CheckersFen;

/**
 * Lilypad's position text (ruling L24): PDN FEN, and a fourth field for the pawns, {@code P} and the
 * squares of the checkers that carry one ({@code B:W21-32:B1-12:P2,30}; {@code P} alone: neither side has a
 * pawn). A pawn belongs to its checker's owner, so the field needs no colours. Without the field the text
 * is a position whose pawns are still to be placed, as at the start: the same text as checkers, so that
 * every PDN FEN is a Lilypad position.
 */
final class LilypadFen {
    private static final Topology BOARD = Topology.DARK_SQUARES;

    private LilypadFen() {
    }

    /** The PDN FEN part of {@code text}: all of it, or the three fields before the pawn field. */
    static String checkers(String text) {
        String[] fields = fields(text);
        return fields.length == 4 ? fields[0] + ":" + fields[1] + ":" + fields[2] : text;
    }

    /** Does {@code text} say where the pawns are (a fourth field)? */
    static boolean hasPawns(String text) {
        return fields(text).length == 4;
    }

    /**
     * {@code position} (the checkers of {@code text}, in the main window) with the pawns of {@code text}'s
     * pawn field on it.
     */
    static GameState withPawns(GameState position, String text) {
        String field = fields(text)[3].strip();
        if (field.isEmpty() || Character.toUpperCase(field.charAt(0)) != 'P') {
            throw new IllegalArgumentException("the fourth field lists the pawns and starts with P (P2,30, or P for"
                    + " none), not '" + field + "'");
        }
        GameStateBuilder b = position.toBuilder().layer(Pawns.LAYER, 0);
        String squares = field.substring(1).strip();
        if (squares.isEmpty()) {
            return b.build();
        }
        for (String item : squares.split(",", -1)) {
            int sq = square(item.strip());
            Player owner = position.owner(sq);
            if (owner == null) {
                throw new IllegalArgumentException("pawn field: there is no checker on " + item.strip()
                        + " to carry a pawn (a pawn stands on a checker of its own side)");
            }
            int other = Pawns.of(b.build(), owner);
            if (other == sq) {
                throw new IllegalArgumentException("pawn field: " + item.strip() + " is listed twice");
            }
            if (other >= 0) {
                throw new IllegalArgumentException("pawn field: " + owner.title() + " has pawns on " + BOARD.number(other)
                        + " and " + item.strip() + "; each side has one pawn");
            }
            b.set(Pawns.LAYER, sq, true);
        }
        return b.build();
    }

    /**
     * The text of {@code s}: during the setup, the checkers and the side that moves first once the pawns are
     * placed, without a pawn field (a pawn already placed there is not written: the text is the position
     * whose setup is under way); after it, the pawns too.
     */
    static String write(GameState s) {
        if (s.window() == Window.SETUP) {
            Player first = s.resume() != null ? s.resume() : s.player();
            return CheckersFen.format(s.toBuilder().player(first).layer(Pawns.LAYER, 0).build());
        }
        StringBuilder sb = new StringBuilder(CheckersFen.format(s)).append(":P");
        String comma = "";
        for (long m = s.layer(Pawns.LAYER) & s.occupied(); m != 0; m &= m - 1) {
            sb.append(comma).append(BOARD.number(Long.numberOfTrailingZeros(m)));
            comma = ",";
        }
        return sb.toString();
    }

    private static int square(String item) {
        if (!item.matches("\\d{1,2}") || Integer.parseInt(item) < 1 || Integer.parseInt(item) > BOARD.size()) {
            throw new IllegalArgumentException("pawn field: '" + item + "' is not a square (1-" + BOARD.size() + ")");
        }
        return BOARD.square(Integer.parseInt(item));
    }

    /** The fields of {@code text}, as PDN FEN reads them: quotes round it and a full stop after it set aside. */
    private static String[] fields(String text) {
        if (text == null) {
            return new String[0];
        }
        String s = text.strip();
        if (s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"")) {
            s = s.substring(1, s.length() - 1);
        }
        if (s.endsWith(".")) {
            s = s.substring(0, s.length() - 1);
        }
        String[] fields = s.split(":", -1);
        if (fields.length > 4) {
            throw new IllegalArgumentException("expected 3 fields separated by ':' (side to move, one list per colour)"
                    + " and a fourth for the pawns (P2,30), found " + fields.length);
        }
        return fields;
    }
}
