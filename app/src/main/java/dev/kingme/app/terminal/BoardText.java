package dev.kingme.app.terminal;

import dev.kingme.engine.Position;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.SquareCount;
import dev.kingme.rules.SquareMark;
import dev.kingme.rules.Topology;
import dev.kingme.rules.checkers.CheckersFen;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A position as a plain Unicode board for the terminal, Black at the top as in printed diagrams. Empty
 * squares in play show their number in the game's notation, so a reader can type moves straight from the
 * picture; squares out of play (the light squares of checkers) stay blank. Men are discs, kings ringed
 * discs, and whatever else the game stacks on a piece is drawn as the game declares it
 * ({@link Layer#shown}): a marker right after the disc (a chess pawn for the Lilypad pawn, {@code w} for a
 * wounded checker, {@code i} for an illusion, {@code t} for a terraporting piece), a number kept on it as a
 * digit ({@code w2}: wounded, two pennies), a mark of the game's on a square after its number or its piece
 * ({@code 22*}, a terraport's destination), or a symbol of its own for a kind of piece (Warp Checkers'
 * fragments {@code \u25bc}/{@code \u25bd} and queens {@code \u25c6}/{@code \u25c7}). The legend names only
 * what is on the board. It knows no game: everything comes from the game's {@link Rules}.
 *
 * <p>Engine positions and model states are drawn by the same code (a position is turned into a state),
 * so {@code pdn show} and {@code play} always draw alike.
 */
public final class BoardText {
    /** What the piece symbols mean in a game with men and kings only. */
    public static final String LEGEND = "\u25cf black man  \u25c9 black king  \u25cb white man  \u25ce white king";

    private static final String[] CHECKER = {"\u25cf", "\u25cb"};
    private static final String[] KING = {"\u25c9", "\u25ce"};

    /** The widest a legend line gets. */
    private static final int WIDTH = 79;

    private BoardText() {
    }

    /** What is drawn of a game: its layers, the numbers it keeps on squares, its marks, on its board. */
    private record Drawing(Topology topology, List<Layer> layers, List<SquareCount> counts, List<SquareMark> marks) {
        static Drawing of(Rules rules, GameState s) {
            return new Drawing(rules.topology(), rules.layers(), rules.squareCounts(), rules.marks(s));
        }

        /** The kinds of piece the game declares beyond men and kings. */
        List<Layer> pieces() {
            List<Layer> out = new ArrayList<>();
            for (Layer l : layers) {
                if (l.shown() == Layer.Shown.PIECE) {
                    out.add(l);
                }
            }
            return out;
        }
    }

    /** An engine position on the 32 dark squares, without a trailing line break. */
    public static String render(Position p) {
        Drawing plain = new Drawing(Topology.DARK_SQUARES, List.of(Layer.BLACK, Layer.WHITE, Layer.KING), List.of(),
                List.of());
        return render(plain, CheckersFen.fromPosition(p).build());
    }

    /**
     * Every square of {@code rules}' board: eight rows framed by box-drawing lines, without a trailing line
     * break. A cell is as wide as the square with the most markers needs, so nothing a state holds is
     * hidden.
     */
    public static String render(Rules rules, GameState s) {
        return render(Drawing.of(rules, s), s);
    }

    private static String render(Drawing d, GameState s) {
        int slots = 1;
        for (int sq = 0; sq < 64; sq++) {
            slots = Math.max(slots, markers(d, s, sq).length());
        }
        int cell = 3 + slots;
        String edge = "\u2500".repeat(8 * cell);
        StringBuilder sb = new StringBuilder("\u250c").append(edge).append("\u2510\n");
        for (int row = 0; row < 8; row++) {
            sb.append('\u2502');
            for (int col = 0; col < 8; col++) {
                int sq = row * 8 + col;
                sb.append(d.topology().contains(sq) ? cell(d, s, sq, slots) : " ".repeat(cell));
            }
            sb.append("\u2502\n");
        }
        return sb.append('\u2514').append(edge).append('\u2518').toString();
    }

    private static String cell(Drawing d, GameState s, int sq, int slots) {
        String marks = markers(d, s, sq);
        String padding = " ".repeat(slots - marks.length());
        Player owner = s.owner(sq);
        if (owner == null) {
            return String.format(" %2d", d.topology().number(sq)) + marks + padding;
        }
        return "  " + symbol(d, s, sq, owner) + marks + padding;
    }

    /**
     * The piece's symbol: a kind of king of the game's (a queen) above a king, a king above the game's
     * other kinds (a fragment), a man last.
     */
    private static String symbol(Drawing d, GameState s, int sq, Player owner) {
        int side = owner == Player.BLACK ? 0 : 1;
        for (Layer l : d.pieces()) {
            if (l.crowned() && s.has(l, sq)) {
                return side == 0 ? l.glyph() : l.whiteGlyph();
            }
        }
        if (s.has(Layer.KING, sq)) {
            return KING[side];
        }
        for (Layer l : d.pieces()) {
            if (s.has(l, sq)) {
                return side == 0 ? l.glyph() : l.whiteGlyph();
            }
        }
        return CHECKER[side];
    }

    /**
     * What is stacked on the piece on {@code sq}, one character each in the layers' order: a marker per
     * layer drawn as one, then each number kept on it as a digit, then the game's marks on the square.
     */
    private static String markers(Drawing d, GameState s, int sq) {
        StringBuilder sb = new StringBuilder();
        for (Layer l : d.layers()) {
            if (l.shown() == Layer.Shown.MARKER && s.has(l, sq)) {
                sb.append(l.glyph());
            }
        }
        for (SquareCount c : d.counts()) {
            int n = c.get(s, sq);
            if (n > 0) {
                sb.append(n);
            }
        }
        for (SquareMark m : d.marks()) {
            if (m.square() == sq) {
                sb.append(m.glyph());
            }
        }
        return sb.toString();
    }

    /**
     * The legend for {@code rules}' board: in a game with kinds of piece of its own (Warp Checkers) the
     * symbol and name of each kind on the board ({@code \u25cf black checker}), Black's then White's, on
     * one line when they fit and else a line for each side, and empty for an empty board; in any other game
     * {@link #LEGEND}. The meanings of the markers, numbers and marks on the board follow, on the same line
     * when they fit in {@value #WIDTH} characters, else on as few lines of at most that width as needed.
     */
    public static String legend(Rules rules, GameState s) {
        Drawing d = Drawing.of(rules, s);
        List<String> extra = extras(d, s);
        if (d.pieces().isEmpty()) {
            return legend(LEGEND, extra);
        }
        List<String> sides = new ArrayList<>();
        for (Player p : Player.values()) {
            List<String> kinds = new ArrayList<>();
            for (String[] kind : kinds(d)) {
                for (long m = s.pieces(p); m != 0; m &= m - 1) {
                    String symbol = symbol(d, s, Long.numberOfTrailingZeros(m), p);
                    String mine = p == Player.BLACK ? kind[0] : kind[1];
                    if (symbol.equals(mine)) {
                        kinds.add(mine + " " + p.name().toLowerCase(Locale.ROOT) + " " + kind[2]);
                        break;
                    }
                }
            }
            if (!kinds.isEmpty()) {
                sides.add(String.join("  ", kinds));
            }
        }
        String pieces = String.join("  ", sides);
        if (pieces.length() > WIDTH) {
            pieces = String.join("\n", sides);
        }
        if (pieces.isEmpty()) {
            return extra.isEmpty() ? "" : legend(extra.remove(0), extra);
        }
        return legend(pieces, extra);
    }

    /** The kinds of piece in the order a legend lists them: checker, the game's lesser kinds, king, its kinds of king. */
    private static List<String[]> kinds(Drawing d) {
        List<String[]> out = new ArrayList<>();
        out.add(new String[] {CHECKER[0], CHECKER[1], "checker"});
        for (Layer l : d.pieces()) {
            if (!l.crowned()) {
                out.add(new String[] {l.glyph(), l.whiteGlyph(), l.meaning()});
            }
        }
        out.add(new String[] {KING[0], KING[1], "king"});
        for (Layer l : d.pieces()) {
            if (l.crowned()) {
                out.add(new String[] {l.glyph(), l.whiteGlyph(), l.meaning()});
            }
        }
        return out;
    }

    /** The meanings of the markers, numbers and marks on the board of {@code s}, in the game's order. */
    private static List<String> extras(Drawing d, GameState s) {
        List<String> extra = new ArrayList<>();
        for (Layer l : d.layers()) {
            if (l.shown() == Layer.Shown.MARKER && (s.layer(l) & s.occupied()) != 0) {
                extra.add(l.glyph() + " " + l.meaning());
            }
        }
        for (SquareCount c : d.counts()) {
            if ((c.squares(s) & s.occupied()) != 0) {
                extra.add(c.legend());
            }
        }
        List<String> said = new ArrayList<>();
        for (SquareMark m : d.marks()) {
            String text = m.glyph() + " " + m.meaning();
            if (!said.contains(text)) {
                said.add(text);
            }
        }
        extra.addAll(said);
        return extra;
    }

    /**
     * {@code head} (the pieces' part, perhaps on several lines) and then {@code extra}: on the last line of
     * {@code head} when there is one extra or they all fit in {@value #WIDTH} characters, else on as few lines
     * of at most that width as needed under it.
     */
    private static String legend(String head, List<String> extra) {
        String last = head.substring(head.lastIndexOf('\n') + 1);
        String oneLine = last + extra.stream().map(e -> "  " + e).reduce("", String::concat);
        if (oneLine.length() <= WIDTH || extra.size() == 1) {
            return head + oneLine.substring(last.length());
        }
        StringBuilder sb = new StringBuilder(head);
        StringBuilder line = new StringBuilder();
        for (String e : extra) {
            if (line.length() > 0 && line.length() + 2 + e.length() > WIDTH) {
                sb.append('\n').append(line);
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : "  ").append(e);
        }
        return sb.append('\n').append(line).toString();
    }
}
