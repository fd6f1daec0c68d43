package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpRules.BOARD;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * Queens: made by merging a king onto a king (W8); a side with one may skip its turn (W9), and a queen
 * cycles a 2x2 block of the wrapping board with another piece in it (W10). Queens also move, jump, swap
 * and split: those are {@link Steps}, {@link Jumps}, {@link Swaps} and {@link Splits}.
 */
final class Queens {
    static final String MERGE = "merge";
    static final String SKIP = "skip";
    static final String CYCLE = "cycle";
    static final List<String> TURNS = List.of("cw", "ccw", "180");

    private Queens() {
    }

    /** The 2x2 block whose top-left square is {@code tl}, clockwise: top-left, top-right, bottom-right, bottom-left. */
    static List<Integer> block(int tl) {
        int tr = BOARD.neighbour(tl, Direction.E);
        int bl = BOARD.neighbour(tl, Direction.S);
        int br = BOARD.neighbour(tr, Direction.S);
        return List.of(tl, tr, br, bl);
    }

    /** Adds to {@code out} the merges of the king on {@code sq} onto a king of its side directly diagonal to it. */
    static void addMerges(GameState s, int sq, List<Decision> out) {
        Player me = s.player();
        for (Direction d : Direction.DIAGONALS) {
            int to = BOARD.neighbour(sq, d);
            if (s.owner(to) == me && Kind.of(s, to) == Kind.KING) {
                out.add(Decision.Act.of(MERGE, sq, to));
            }
        }
    }

    /** Adds to {@code out} what a side with a queen may do besides moving it: skip, and cycle each block it may. */
    static void addSkipAndCycles(GameState s, List<Decision> out) {
        Player me = s.player();
        out.add(Decision.Act.of(SKIP));
        for (int tl = 0; tl < 64; tl++) {
            List<Integer> block = block(tl);
            int pieces = 0;
            boolean mine = false;
            for (int sq : block) {
                pieces += s.owner(sq) != null ? 1 : 0;
                mine |= s.owner(sq) == me && Kind.of(s, sq) == Kind.QUEEN;
            }
            if (mine && pieces >= 2) {
                for (String turn : TURNS) {
                    out.add(new Decision.Act(CYCLE, List.of(tl), turn));
                }
            }
        }
    }

    /** The king moves onto the other, which becomes a queen, and the turn ends. */
    static void merge(GameState s, Decision.Act a, List<Effect> fx) {
        int from = a.squares().get(0);
        int to = a.squares().get(1);
        fx.add(new Effect.Remove(from, "merged"));
        fx.add(new Effect.SetLayer(WarpLayers.QUEEN, to, true));
        EndOfTurn.after(s, fx);
    }

    /** The side lets its turn go by. */
    static void skip(GameState s, List<Effect> fx) {
        fx.add(new Effect.Note("skip", List.of(), s.player().title() + " skips the turn"));
        EndOfTurn.of(s, fx);
    }

    /** The block turns round by the turn chosen, empty squares with it, and the turn ends. */
    static void cycle(GameState s, Decision.Act a, List<Effect> fx) {
        List<Integer> ring = block(a.squares().get(0));
        int shift = a.choice().equals("cw") ? 1 : a.choice().equals("ccw") ? 3 : 2;
        List<Integer> to = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            to.add(ring.get((i + shift) % 4));
        }
        fx.add(new Effect.Permute(ring, to, "cycle " + a.choice()));
        EndOfTurn.after(s, fx);
    }
}
