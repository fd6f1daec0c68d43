package dev.kingme.engine;

/**
 * PDN FEN for American checkers: {@code B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29}.
 *
 * <p>Read: the side to move, then one list per colour (either order) of squares, each optionally prefixed
 * by {@code K} for a king; a range {@code 1-12} (or {@code K1-4}) stands for every square in it. A
 * trailing full stop, surrounding quotes and spaces are tolerated; anything else wrong is an error naming
 * the character position. Written: side to move, White's list, then Black's, men ascending and then
 * kings ascending.
 */
public final class Fen {
    private Fen() {
    }

    /** Thrown for text that is not a valid FEN, with the 1-based column of the problem. */
    public static final class FenException extends IllegalArgumentException {
        private final int column;

        FenException(String message, int column) {
            super("FEN column " + column + ": " + message);
            this.column = column;
        }

        public int column() {
            return column;
        }
    }

    public static Position parse(String text) {
        if (text == null) {
            throw new FenException("no FEN given", 1);
        }
        String s = text.strip();
        int offset = text.indexOf(s.isEmpty() ? "" : s.substring(0, 1));
        if (s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"")) {
            s = s.substring(1, s.length() - 1);
            offset++;
        }
        if (s.endsWith(".")) {
            s = s.substring(0, s.length() - 1);
        }
        if (s.isEmpty()) {
            throw new FenException("empty FEN", 1);
        }
        String[] parts = s.split(":", -1);
        if (parts.length != 3) {
            throw new FenException("expected 3 fields separated by ':' (side to move, one list per colour), found "
                    + parts.length, offset + 1);
        }
        String turn = parts[0].strip();
        if (turn.length() != 1 || "BWbw".indexOf(turn.charAt(0)) < 0) {
            throw new FenException("side to move must be B or W, found '" + parts[0] + "'", offset + 1);
        }
        Side toMove = Side.ofLetter(turn.charAt(0));
        long[] men = new long[2];
        long[] kings = new long[2];
        boolean[] seen = new boolean[2];
        int col = offset + parts[0].length() + 2; // 1-based column where the first list starts
        for (int f = 1; f <= 2; f++) {
            String field = parts[f];
            readList(field, col, men, kings, seen);
            col += field.length() + 1;
        }
        if (!seen[0] || !seen[1]) {
            throw new FenException("needs one list for W and one for B", offset + 1);
        }
        long black = men[0] | kings[0];
        long white = men[1] | kings[1];
        if ((black & white) != 0) {
            throw new FenException("square " + Squares.lowestSquare(black & white) + " is given to both sides",
                    offset + 1);
        }
        return Position.of(black, white, kings[0] | kings[1], toMove);
    }

    private static void readList(String field, int col, long[] men, long[] kings, boolean[] seen) {
        int i = 0;
        while (i < field.length() && field.charAt(i) == ' ') {
            i++;
        }
        if (i >= field.length()) {
            throw new FenException("empty colour field (expected W or B)", col + i);
        }
        char c = field.charAt(i);
        if ("BWbw".indexOf(c) < 0) {
            throw new FenException("colour must be W or B, found '" + c + "'", col + i);
        }
        int side = Side.ofLetter(c) == Side.BLACK ? 0 : 1;
        if (seen[side]) {
            throw new FenException("colour " + Character.toUpperCase(c) + " is listed twice", col + i);
        }
        seen[side] = true;
        String rest = field.substring(i + 1);
        int base = col + i + 1;
        if (rest.isBlank()) {
            return; // a side with no pieces
        }
        int start = 0;
        for (String item : rest.split(",", -1)) {
            readItem(item, base + start, side, men, kings);
            start += item.length() + 1;
        }
    }

    private static void readItem(String raw, int col, int side, long[] men, long[] kings) {
        String item = raw.strip();
        int lead = raw.indexOf(item.isEmpty() ? " " : item.substring(0, 1));
        int at = col + Math.max(lead, 0);
        if (item.isEmpty()) {
            throw new FenException("empty square in list", at);
        }
        boolean king = false;
        if (item.charAt(0) == 'K' || item.charAt(0) == 'k') {
            king = true;
            item = item.substring(1);
            at++;
        }
        int dash = item.indexOf('-');
        int lo;
        int hi;
        if (dash >= 0) {
            lo = number(item.substring(0, dash), at);
            String hiText = item.substring(dash + 1);
            if (hiText.startsWith("K") || hiText.startsWith("k")) {
                hiText = hiText.substring(1);
            }
            hi = number(hiText, at + dash + 1);
            if (hi < lo) {
                throw new FenException("range " + lo + "-" + hi + " runs backwards", at);
            }
        } else {
            lo = number(item, at);
            hi = lo;
        }
        for (int s = lo; s <= hi; s++) {
            long m = Squares.mask(s);
            if (((men[0] | men[1] | kings[0] | kings[1]) & m) != 0) {
                throw new FenException("square " + s + " is listed twice", at);
            }
            if (king) {
                kings[side] |= m;
            } else {
                men[side] |= m;
            }
        }
    }

    private static int number(String text, int col) {
        String t = text.strip();
        if (t.isEmpty() || t.length() > 2) {
            throw new FenException("expected a square number 1-32, found '" + text + "'", col);
        }
        for (int i = 0; i < t.length(); i++) {
            if (!Character.isDigit(t.charAt(i)) || t.charAt(i) > '9') {
                throw new FenException("expected a square number 1-32, found '" + text + "'", col);
            }
        }
        int n = Integer.parseInt(t);
        if (n < 1 || n > 32) {
            throw new FenException("square " + n + " is off the board (squares are 1-32)", col);
        }
        return n;
    }

    public static String format(Position p) {
        StringBuilder sb = new StringBuilder();
        sb.append(p.toMove().letter());
        sb.append(":W");
        list(sb, p.white(), p.kings());
        sb.append(":B");
        list(sb, p.black(), p.kings());
        return sb.toString();
    }

    private static void list(StringBuilder sb, long pieces, long kings) {
        boolean first = true;
        for (int s : Squares.list(pieces & ~kings)) {
            sb.append(first ? "" : ",").append(s);
            first = false;
        }
        for (int s : Squares.list(pieces & kings)) {
            sb.append(first ? "" : ",").append('K').append(s);
            first = false;
        }
    }
}
