package dev.kingme.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Reading and writing moves in PDN: {@code 11-15}, {@code 11x18}, and capture routes such as
 * {@code 24x15x6}. A move given by origin and destination only is ambiguous when two legal moves with
 * different captures match it; routes that take the same pieces to the same square lead to the same
 * position and are not ambiguous. Written moves use origin and destination unless that would be
 * ambiguous, and then the whole route.
 */
public final class MoveText {
    private MoveText() {
    }

    /** A move text that names no legal move, or more than one; the message says which and why. */
    public static final class MoveTextException extends IllegalArgumentException {
        public MoveTextException(String message) {
            super(message);
        }
    }

    /** The squares of a move text, or throws if it is not shaped like a move. */
    public static int[] squares(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new MoveTextException("empty move");
        }
        List<Integer> out = new ArrayList<>();
        int i = 0;
        while (i < t.length()) {
            int start = i;
            while (i < t.length() && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
                i++;
            }
            if (i == start || i - start > 2) {
                throw new MoveTextException("\"" + text + "\" is not a move (expected squares joined by - or x)");
            }
            int sq = Integer.parseInt(t.substring(start, i));
            if (sq < 1 || sq > 32) {
                throw new MoveTextException("\"" + text + "\": square " + sq + " is off the board (1-32)");
            }
            out.add(sq);
            if (i < t.length()) {
                char c = t.charAt(i);
                if (c != '-' && c != 'x' && c != 'X' && c != ':') {
                    throw new MoveTextException("\"" + text + "\" is not a move (unexpected '" + c + "')");
                }
                i++;
                if (i == t.length()) {
                    throw new MoveTextException("\"" + text + "\" is not a move (ends with '" + c + "')");
                }
            }
        }
        if (out.size() < 2) {
            throw new MoveTextException("\"" + text + "\" is not a move (needs at least two squares)");
        }
        int[] a = new int[out.size()];
        for (int k = 0; k < a.length; k++) {
            a[k] = out.get(k);
        }
        return a;
    }

    /**
     * The legal move {@code text} names among {@code legal}. Captures may be written with {@code x} or, as
     * in old records, with {@code -}; intermediate landing squares may be given in part or in full.
     */
    public static Move resolve(List<Move> legal, String text) {
        int[] sq = squares(text);
        boolean saysCapture = text.indexOf('x') >= 0 || text.indexOf('X') >= 0 || sq.length > 2;
        List<Move> matches = new ArrayList<>();
        for (Move m : legal) {
            if (matches(m, sq)) {
                matches.add(m);
            }
        }
        if (matches.isEmpty()) {
            throw new MoveTextException(noMatchReason(legal, text, sq, saysCapture));
        }
        // A route given in full names that route, even when a longer route passes through the same squares
        // (a king looping back): so whatever format() writes reads back.
        List<Move> exact = new ArrayList<>();
        for (Move m : matches) {
            if (m.path().length == sq.length - 1) {
                exact.add(m);
            }
        }
        if (!exact.isEmpty()) {
            matches = exact;
        }
        Move first = matches.get(0);
        for (Move m : matches) {
            if (!m.sameEffect(first)) {
                StringBuilder sb = new StringBuilder("\"" + text + "\" is ambiguous: it matches");
                for (Move x : matches) {
                    sb.append(' ').append(x.toPdn());
                }
                throw new MoveTextException(sb.toString());
            }
        }
        return first;
    }

    private static boolean matches(Move m, int[] sq) {
        return routeMatches(m.from(), m.path(), sq);
    }

    /**
     * Whether a route from {@code from} over the landing squares {@code path} is what the squares of a
     * move text ({@link #squares}) name: the same origin and destination, and any intermediate squares given
     * found along the route in order. Shared by every reader of routes typed as text.
     */
    public static boolean routeMatches(int from, int[] path, int[] sq) {
        if (path.length == 0 || from != sq[0] || path[path.length - 1] != sq[sq.length - 1]) {
            return false;
        }
        int k = 1;
        for (int i = 0; i < path.length && k < sq.length - 1; i++) {
            if (path[i] == sq[k]) {
                k++;
            }
        }
        return k == sq.length - 1;
    }

    private static String noMatchReason(List<Move> legal, String text, int[] sq, boolean saysCapture) {
        if (legal.isEmpty()) {
            return "\"" + text + "\": no legal move, the game is over";
        }
        boolean captureAvailable = legal.get(0).isCapture();
        boolean anyFrom = false;
        for (Move m : legal) {
            anyFrom |= m.from() == sq[0];
        }
        StringBuilder sb = new StringBuilder("\"" + text + "\" is not legal here");
        if (captureAvailable && !saysCapture && allCaptures(legal)) {
            sb.append(": a capture is mandatory");
        } else if (!anyFrom) {
            sb.append(": no piece on ").append(sq[0]).append(" can move");
        }
        sb.append(" (legal:");
        for (Move m : legal) {
            sb.append(' ').append(m.toPdn());
        }
        return sb.append(')').toString();
    }

    private static boolean allCaptures(List<Move> legal) {
        for (Move m : legal) {
            if (!m.isCapture()) {
                return false;
            }
        }
        return true;
    }

    /** {@code move} as short as it can be written without ambiguity among {@code legal}. */
    public static String format(List<Move> legal, Move move) {
        for (Move m : legal) {
            if (m.from() == move.from() && m.to() == move.to() && !m.sameEffect(move)) {
                return move.toPdn();
            }
        }
        return move.toShortPdn();
    }
}
