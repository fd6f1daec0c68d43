package dev.kingme.app;

import dev.kingme.engine.Position;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
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
 * discs, and whatever else a state stacks on a piece (a Lilypad pawn) is a marker right after the disc:
 * see {@link #LEGEND} and {@link #legend(GameState)}.
 *
 * <p>Engine positions and model states are drawn by the same code (a position is turned into a state),
 * so {@code pdn show} and {@code play} always draw alike.
 */
public final class BoardText {
    /** What the piece symbols mean. */
    public static final String LEGEND = "\u25cf black man  \u25c9 black king  \u25cb white man  \u25ce white king";

    /** The layers drawn as the disc itself; every other layer is a marker beside it. */
    private static final Set<Layer> DISC = EnumSet.of(Layer.BLACK, Layer.WHITE, Layer.KING);

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
        return "  " + disc(owner, s.has(Layer.KING, sq)) + marks + padding;
    }

    private static String disc(Player owner, boolean king) {
        if (owner == Player.BLACK) {
            return king ? "\u25c9" : "\u25cf";
        }
        return king ? "\u25ce" : "\u25cb";
    }

    private static String markers(GameState s, int sq) {
        StringBuilder sb = new StringBuilder();
        for (Layer l : Layer.values()) {
            if (!DISC.contains(l) && s.has(l, sq)) {
                sb.append(marker(l));
            }
        }
        return sb.toString();
    }

    /** The marker of a layer stacked on a piece: a chess pawn for the Lilypad pawn, else its initial. */
    static String marker(Layer l) {
        return l == Layer.PAWN ? "\u265f" : l.name().substring(0, 1).toLowerCase();
    }

    /** {@link #LEGEND}, plus the meaning of each marker that is on the board of {@code s}. */
    public static String legend(GameState s) {
        List<String> extra = new ArrayList<>();
        for (Layer l : Layer.values()) {
            if (!DISC.contains(l) && s.layer(l) != 0) {
                extra.add(marker(l) + " " + l.name().toLowerCase() + " (on the piece beside it)");
            }
        }
        return extra.isEmpty() ? LEGEND : LEGEND + "  " + String.join("  ", extra);
    }
}
