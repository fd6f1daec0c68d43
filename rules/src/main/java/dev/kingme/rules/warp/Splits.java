package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpRules.BOARD;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * Splitting (W6, W7): a king into two fragments, a queen into two kings or four fragments. One piece stays
 * on the split square; the others go out from it one decision at a time ({@link SplitPieces}), so a split
 * is allowed only when enough diagonal directions can be used.
 */
final class Splits {
    static final String SPLIT = "split";
    static final String KINGS = "kings";
    static final String FRAGMENTS = "fragments";

    private Splits() {
    }

    /** Adds to {@code out} the splits allowed to the king or queen of kind {@code k} on {@code sq}. */
    static void add(GameState s, int sq, Kind k, List<Decision> out) {
        if (k == Kind.KING) {
            if (usable(s, sq, List.of()).size() >= 1) {
                out.add(Decision.Act.of(SPLIT, sq));
            }
            return;
        }
        int usable = usable(s, sq, List.of()).size();
        if (usable >= 1) {
            out.add(new Decision.Act(SPLIT, List.of(sq), KINGS));
        }
        if (usable >= 3) {
            out.add(new Decision.Act(SPLIT, List.of(sq), FRAGMENTS));
        }
    }

    /**
     * The diagonal directions from {@code origin} a piece of a split can still go: not used yet, and either
     * onto the empty diagonal neighbour or over an enemy there onto the empty square beyond.
     */
    static List<Direction> usable(GameState s, int origin, List<Direction> used) {
        List<Direction> out = new ArrayList<>();
        Player owner = s.owner(origin);
        for (Direction d : Direction.DIAGONALS) {
            if (used.contains(d)) {
                continue;
            }
            int n = BOARD.neighbour(origin, d);
            if (s.owner(n) == null) {
                out.add(d);
            } else if (owner != null && s.owner(n) == owner.opponent() && (s.jumped() & (1L << n)) == 0
                    && s.owner(BOARD.neighbour(n, d)) == null) {
                out.add(d);
            }
        }
        return out;
    }

    /**
     * The split: the piece that stays becomes what the split makes (a fragment, or a king from a queen split
     * into kings), and the pieces to go out are queued, to be placed one decision at a time.
     */
    static void effects(GameState s, Decision.Act a, List<Effect> fx) {
        Player me = s.player();
        int sq = a.squares().get(0);
        Kind k = Kind.of(s, sq);
        boolean intoKings = k == Kind.QUEEN && a.choice().equals(KINGS);
        int out = k == Kind.QUEEN && !intoKings ? 3 : 1;
        String what = intoKings ? SplitPieces.KING : SplitPieces.FRAGMENT;
        fx.add(new Effect.Note("split", List.of(sq), me.title() + " splits the " + (k == Kind.QUEEN ? "queen" : "king")
                + " on " + WarpNotation.name(sq) + " into " + (out + 1) + " " + (intoKings ? "kings" : "fragments")));
        if (k == Kind.QUEEN) {
            fx.add(new Effect.SetLayer(WarpLayers.QUEEN, sq, false));
        }
        if (!intoKings) {
            fx.add(new Effect.SetLayer(Layer.KING, sq, false));
            fx.add(new Effect.SetLayer(WarpLayers.FRAGMENT, sq, true));
        }
        fx.add(new Effect.Enqueue(List.of(Pending.of(SplitPieces.PLACE + "-" + what, me, out, sq))));
    }
}
