package dev.kingme.rules.warp;

import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;

/**
 * Warp Checkers' position text, PDN's FEN stretched to all 64 squares: the side to move, then one list per
 * colour, {@code B:W41-64:B1-24} (the start). A piece is its square's number as the board shows it (1-64
 * in reading order, Black's home row 1-8), after a letter for its kind: none for a regular checker,
 * {@code F} a fragment, {@code K} a king, {@code Q} a queen ({@code W40,K57:B30,Q8,F12}); a range such as
 * {@code 41-64} or {@code K1-3} stands for every square in it. Read leniently as PDN is (either order of
 * the lists, small letters, spaces, quotes round it, a full stop after it), and refused with the field or
 * item at fault and what is allowed there; so is a position no game can reach (two pieces on a square, a
 * regular checker on its far row, where it would have been crowned, no piece at all). Written with White's
 * list first, each list by kind (checkers, fragments, kings, queens) and square, runs of three or more as
 * ranges. A position holds no turn data: the count of turns without a capture starts again from it.
 */
final class WarpFen {
    private static final Topology BOARD = WarpRules.BOARD;
    private static final String SHAPE = "the side to move, White's pieces and Black's pieces, such as B:W41-64:B1-24";
    private static final String PIECE = "a square 1-64, after K for a king, Q for a queen, F for a fragment and"
            + " nothing for a regular checker (K12), or a range of squares (41-64, K1-3)";
    private static final String LETTERS = "-FKQ"; // by Kind's ordinal; a regular checker has no letter

    private WarpFen() {
    }

    /** The position of {@code text}, its side to move in the main window. */
    static GameState read(String text) {
        String s = text == null ? "" : text.strip();
        if (s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"")) {
            s = s.substring(1, s.length() - 1).strip();
        }
        if (s.endsWith(".")) {
            s = s.substring(0, s.length() - 1);
        }
        if (s.isEmpty()) {
            throw bad("the position is empty: write " + SHAPE);
        }
        String[] fields = s.split(":", -1);
        if (fields.length != 3) {
            throw bad("expected 3 fields separated by ':' (" + SHAPE + "), found " + fields.length + " in '" + s + "'");
        }
        Player toMove = side(fields[0].strip(), "the side to move is B or W, not '" + fields[0].strip() + "'");
        GameStateBuilder b = GameState.builder().player(toMove).window(Window.MAIN);
        boolean[] listed = new boolean[2];
        for (int f = 1; f <= 2; f++) {
            String field = fields[f].strip();
            String which = f == 1 ? "the second field" : "the third field";
            if (field.isEmpty()) {
                throw bad(which + " is empty: it starts with W or B, the side whose pieces it lists");
            }
            Player owner = side(field.substring(0, 1), which + " starts with W or B (the side whose pieces it lists),"
                    + " not '" + field.charAt(0) + "'");
            if (listed[owner.ordinal()]) {
                throw bad(owner.title() + "'s pieces are listed twice: one list is White's (W...) and one Black's (B...)");
            }
            listed[owner.ordinal()] = true;
            list(b, owner, field.substring(1));
        }
        if ((b.layer(Layer.BLACK) | b.layer(Layer.WHITE)) == 0) {
            throw bad("there are no pieces on the board: list at least one");
        }
        return b.build();
    }

    private static Player side(String letter, String otherwise) {
        if (letter.equalsIgnoreCase("B")) {
            return Player.BLACK;
        }
        if (letter.equalsIgnoreCase("W")) {
            return Player.WHITE;
        }
        throw bad(otherwise);
    }

    private static void list(GameStateBuilder b, Player owner, String items) {
        if (items.isBlank()) {
            return; // a side with no pieces left
        }
        String[] parts = items.split(",", -1);
        for (int i = 0; i < parts.length; i++) {
            String item = parts[i].strip();
            String where = "'" + item + "' in " + owner.title() + "'s list";
            if (item.isEmpty()) {
                throw bad(owner.title() + "'s list has an empty item (item " + (i + 1) + "): write " + PIECE);
            }
            int dash = item.indexOf('-');
            String head = dash < 0 ? item : item.substring(0, dash);
            Kind kind = kind(head, where);
            int lo = number(head, where);
            int hi = lo;
            if (dash >= 0) {
                String end = item.substring(dash + 1);
                if (kind(end, where) != kind && Character.isLetter(end.strip().charAt(0))) {
                    throw bad(where + ": a range holds one kind of piece (" + letter(kind) + lo + "-...)");
                }
                hi = number(end, where);
                if (hi < lo) {
                    throw bad(where + ": the range runs backwards (write " + letter(kind) + hi + "-" + lo + ")");
                }
            }
            for (int n = lo; n <= hi; n++) {
                put(b, owner, kind, BOARD.square(n));
            }
        }
    }

    /** The kind of piece the letter at the start of {@code text} names (no letter: a regular checker). */
    private static Kind kind(String text, String where) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw bad(where + " is not a piece: write " + PIECE);
        }
        char c = Character.toUpperCase(t.charAt(0));
        if (Character.isDigit(c)) {
            return Kind.CHECKER;
        }
        int k = LETTERS.indexOf(c);
        if (k < 1 || !Character.isLetter(c)) {
            throw bad(where + ": '" + t.charAt(0) + "' is not a kind of piece; write " + PIECE);
        }
        return Kind.values()[k];
    }

    /** The square number in {@code text}, after its letter if it has one, checked to be on the board. */
    private static int number(String text, String where) {
        String t = text.strip();
        if (!t.isEmpty() && Character.isLetter(t.charAt(0))) {
            t = t.substring(1).strip();
        }
        if (!t.matches("\\d+")) {
            throw bad(where + " is not a piece: write " + PIECE);
        }
        if (t.length() > 2 || Integer.parseInt(t) < 1 || Integer.parseInt(t) > BOARD.size()) {
            throw bad(where + ": there is no square " + t + " (squares are 1-" + BOARD.size() + ")");
        }
        return Integer.parseInt(t);
    }

    private static void put(GameStateBuilder b, Player owner, Kind kind, int sq) {
        int n = BOARD.number(sq);
        long m = 1L << sq;
        if ((b.layer(Layer.of(owner)) & m) != 0) {
            throw bad("square " + n + " is listed twice in " + owner.title() + "'s list");
        }
        if ((b.layer(Layer.of(owner.opponent())) & m) != 0) {
            throw bad("square " + n + " is in both White's and Black's lists: a square holds one piece");
        }
        if (kind.crownedOn(owner, sq)) {
            int first = BOARD.number(Topology.row(sq) * 8);
            throw bad(owner.title() + "'s checker on " + n + " stands on " + owner.title() + "'s far row (" + first + "-"
                    + (first + 7) + "), where a checker is crowned: write K" + n + " for a king, or F" + n
                    + " for a fragment");
        }
        b.set(Layer.of(owner), sq, true);
        b.set(Layer.KING, sq, kind == Kind.KING || kind == Kind.QUEEN);
        b.set(WarpLayers.QUEEN, sq, kind == Kind.QUEEN);
        b.set(WarpLayers.FRAGMENT, sq, kind == Kind.FRAGMENT);
    }

    /** The text of {@code s}'s pieces and side to move. */
    static String write(GameState s) {
        StringBuilder sb = new StringBuilder(s.player() == Player.BLACK ? "B" : "W");
        for (Player p : new Player[] {Player.WHITE, Player.BLACK}) {
            sb.append(':').append(p == Player.BLACK ? 'B' : 'W');
            String comma = "";
            for (Kind kind : Kind.values()) {
                int runStart = -1;
                int runEnd = -2;
                for (int sq = 0; sq <= 64; sq++) {
                    boolean here = sq < 64 && s.owner(sq) == p && Kind.of(s, sq) == kind;
                    if (here && sq == runEnd + 1) {
                        runEnd = sq;
                        continue;
                    }
                    if (runStart >= 0) {
                        sb.append(comma).append(run(kind, runStart, runEnd));
                        comma = ",";
                    }
                    runStart = here ? sq : -1;
                    runEnd = here ? sq : -2;
                }
            }
        }
        return sb.toString();
    }

    /** Squares {@code from} to {@code to} of one kind: a range when three or more, else each one. */
    private static String run(Kind kind, int from, int to) {
        String letter = letter(kind);
        if (to - from >= 2) {
            return letter + BOARD.number(from) + "-" + BOARD.number(to);
        }
        StringBuilder sb = new StringBuilder();
        for (int sq = from; sq <= to; sq++) {
            sb.append(sq == from ? "" : ",").append(letter).append(BOARD.number(sq));
        }
        return sb.toString();
    }

    private static String letter(Kind kind) {
        return kind == Kind.CHECKER ? "" : String.valueOf(LETTERS.charAt(kind.ordinal()));
    }

    private static IllegalArgumentException bad(String why) {
        return new IllegalArgumentException("Warp FEN: " + why);
    }
}
