package dev.kingme.app;

import dev.kingme.engine.Position;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.Topology;
import dev.kingme.rules.checkers.CheckersFen;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A position as a plain Unicode board for the terminal, Black at the top as in printed diagrams. Empty
 * squares in play show their number in the game's notation, so a reader can type moves straight from the
 * picture; squares out of play (the light squares of checkers) stay blank. Men are discs, kings ringed
 * discs, and whatever else a state stacks on a piece is a marker right after the disc: a chess pawn for
 * the Lilypad pawn, {@code w} for a wounded (face-down) checker, {@code i} for an illusion, {@code t} for
 * the piece a terraport will move, and the number of pennies on it as a digit, so a piece followed by
 * {@code w2} is wounded and holds two pennies. The square a terraport goes to is marked {@value #DESTINATION}
 * after its number or its piece ({@code 22*}). See {@link #LEGEND} and {@link #legend(GameState)}, which
 * names only the markers on the board.
 *
 * <p>Games with more kinds of piece than men and kings have a symbol for each: Warp Checkers' fragments
 * are upside-down triangles ({@code \u25bc} black, {@code \u25bd} white, a checker turned over) and its queens
 * diamonds ({@code \u25c6}, {@code \u25c7}). On the wrapping board of Warp Checkers the legend names the
 * pieces in that game's words and only the kinds on the board ({@link #legend(GameState, Topology)});
 * elsewhere it is {@link #LEGEND} as ever.
 *
 * <p>Engine positions and model states are drawn by the same code (a position is turned into a state),
 * so {@code pdn show} and {@code play} always draw alike.
 */
public final class BoardText {
    /** What the piece symbols mean. */
    public static final String LEGEND = "\u25cf black man  \u25c9 black king  \u25cb white man  \u25ce white king";

    /** The layers drawn as the disc itself; every other layer is a marker beside it. */
    private static final Set<Layer> DISC = EnumSet.of(Layer.BLACK, Layer.WHITE, Layer.KING, Layer.FRAGMENT,
            Layer.QUEEN);

    /**
     * The kinds of piece, each with its symbol for either side and its name in Warp Checkers' words (a man
     * is a regular checker there), in the order a legend lists them.
     */
    enum Kind {
        CHECKER("\u25cf", "\u25cb", "checker"),
        FRAGMENT("\u25bc", "\u25bd", "fragment"),
        KING("\u25c9", "\u25ce", "king"),
        QUEEN("\u25c6", "\u25c7", "queen");

        final String black;
        final String white;
        final String noun;

        Kind(String black, String white, String noun) {
            this.black = black;
            this.white = white;
            this.noun = noun;
        }

        String symbol(Player owner) {
            return owner == Player.BLACK ? black : white;
        }

        /** The kind of the piece on {@code sq} (a queen is also marked a king; a fragment is never one). */
        static Kind of(GameState s, int sq) {
            if (s.has(Layer.QUEEN, sq)) {
                return QUEEN;
            }
            if (s.has(Layer.KING, sq)) {
                return KING;
            }
            return s.has(Layer.FRAGMENT, sq) ? FRAGMENT : CHECKER;
        }
    }

    /** The layers that together count the pennies on a piece, drawn as one digit. */
    private static final Set<Layer> COINS = EnumSet.of(Layer.COIN_1, Layer.COIN_2, Layer.COIN_4);

    /** The marker of the square a terraport will move its piece to (Commander Kevyn's second dime). */
    static final String DESTINATION = "*";

    /** The widest a legend line gets. */
    private static final int WIDTH = 79;

    private BoardText() {
    }

    /** An engine position on the 32 dark squares, without a trailing line break. */
    public static String render(Position p) {
        return render(CheckersFen.fromPosition(p).build(), Topology.DARK_SQUARES);
    }

    /**
     * Every square of {@code topology}: eight rows framed by box-drawing lines, without a trailing line
     * break. A cell is as wide as the square with the most markers needs, so nothing a state holds is
     * hidden.
     */
    public static String render(GameState s, Topology topology) {
        int slots = 1;
        for (int sq = 0; sq < 64; sq++) {
            slots = Math.max(slots, markers(s, sq).length());
        }
        int cell = 3 + slots;
        String edge = "\u2500".repeat(8 * cell);
        StringBuilder sb = new StringBuilder("\u250c").append(edge).append("\u2510\n");
        for (int row = 0; row < 8; row++) {
            sb.append('\u2502');
            for (int col = 0; col < 8; col++) {
                int sq = row * 8 + col;
                sb.append(topology.contains(sq) ? cell(s, topology, sq, slots) : " ".repeat(cell));
            }
            sb.append("\u2502\n");
        }
        return sb.append('\u2514').append(edge).append('\u2518').toString();
    }

    private static String cell(GameState s, Topology topology, int sq, int slots) {
        String marks = markers(s, sq);
        String padding = " ".repeat(slots - marks.length());
        Player owner = s.owner(sq);
        if (owner == null) {
            return String.format(" %2d", topology.number(sq)) + marks + padding;
        }
        return "  " + Kind.of(s, sq).symbol(owner) + marks + padding;
    }

    /**
     * What is stacked on the piece on {@code sq}, one character each in the layers' order: a marker per
     * layer, then the number of pennies on it as a digit. Marks that last for one turn only (a save tried,
     * a piece that may not be jumped again) are not drawn; the status under the board names them.
     */
    private static String markers(GameState s, int sq) {
        StringBuilder sb = new StringBuilder();
        for (Layer l : Layer.values()) {
            if (drawnAsMarker(l) && s.has(l, sq)) {
                sb.append(marker(l));
            }
        }
        int coins = s.coins(sq);
        if (coins > 0) {
            sb.append(coins);
        }
        if ((destinations(s) & (1L << sq)) != 0) {
            sb.append(DESTINATION);
        }
        return sb.toString();
    }

    /**
     * The squares terraports are under way to: each side's destination ({@link SideRecord.Counter#PORT},
     * the square plus one) while a piece of that side carries the {@link Layer#TERRAPORT} mark.
     */
    static long destinations(GameState s) {
        long out = 0;
        for (Player p : Player.values()) {
            int port = s.record(p).get(SideRecord.Counter.PORT);
            if (port > 0 && port <= 64 && (s.pieces(p) & s.layer(Layer.TERRAPORT)) != 0) {
                out |= 1L << (port - 1);
            }
        }
        return out;
    }

    private static boolean drawnAsMarker(Layer l) {
        return !DISC.contains(l) && !COINS.contains(l) && !l.perTurn();
    }

    /**
     * The marker of a layer stacked on a piece: a chess pawn for the Lilypad pawn, {@code w} for a wounded
     * (face-down) checker, {@code i} for an illusion, else the layer's initial.
     */
    static String marker(Layer l) {
        return switch (l) {
            case PAWN -> "\u265f";
            case WOUNDED -> "w";
            case ILLUSION -> "i";
            case TERRAPORT -> "t";
            default -> l.name().substring(0, 1).toLowerCase(java.util.Locale.ROOT);
        };
    }

    private static String meaning(Layer l) {
        return switch (l) {
            case PAWN -> "pawn (on the piece beside it)";
            case WOUNDED -> "wounded (face down)";
            case ILLUSION -> "illusion (not a checker)";
            case TERRAPORT -> "terraporting piece";
            default -> l.name().toLowerCase(java.util.Locale.ROOT) + " (on the piece beside it)";
        };
    }

    /**
     * {@link #LEGEND}, plus the meaning of each marker that is on the board of {@code s}: on the legend's
     * own line when there is one or they all fit in {@value #WIDTH} characters, else on as few lines of at
     * most that width as needed under it.
     */
    public static String legend(GameState s) {
        return legend(LEGEND, extras(s));
    }

    /**
     * The legend for a board of {@code topology}: on a board whose edges wrap round (Warp Checkers, with
     * four kinds of piece) the symbol and name of each kind of piece on the board
     * ({@code \u25cf black checker}), Black's then White's, on one line when they fit and else a line for
     * each side, followed by the markers on the board as {@link #legend(GameState)} adds them, and empty
     * for an empty board; on any other board {@link #legend(GameState)}.
     */
    public static String legend(GameState s, Topology topology) {
        if (!topology.wraps()) {
            return legend(s);
        }
        List<String> sides = new ArrayList<>();
        for (Player p : Player.values()) {
            List<String> kinds = new ArrayList<>();
            for (Kind k : Kind.values()) {
                for (long m = s.pieces(p); m != 0; m &= m - 1) {
                    if (Kind.of(s, Long.numberOfTrailingZeros(m)) == k) {
                        kinds.add(k.symbol(p) + " " + p.name().toLowerCase(java.util.Locale.ROOT) + " " + k.noun);
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
        List<String> extra = extras(s);
        if (pieces.isEmpty()) {
            return extra.isEmpty() ? "" : legend(extra.remove(0), extra);
        }
        return legend(pieces, extra);
    }

    /** The meanings of the markers on the board of {@code s}, in the layers' order. */
    private static List<String> extras(GameState s) {
        List<String> extra = new ArrayList<>();
        for (Layer l : Layer.values()) {
            if (drawnAsMarker(l) && s.layer(l) != 0) {
                extra.add(marker(l) + " " + meaning(l));
            }
        }
        if ((s.layer(Layer.COIN_1) | s.layer(Layer.COIN_2) | s.layer(Layer.COIN_4)) != 0) {
            extra.add("1-" + Layer.MAX_COINS + " pennies on the piece");
        }
        if (destinations(s) != 0) {
            extra.add(DESTINATION + " terraport destination");
        }
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
