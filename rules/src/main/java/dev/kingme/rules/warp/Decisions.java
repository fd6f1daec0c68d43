package dev.kingme.rules.warp;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * What the side to act may decide, asked of each kind of move in turn: a split under way goes on, a
 * capture under way goes on or stops; otherwise each piece's steps, jumps, swaps, merges and splits, in
 * the order of its square, then a queen's skip and cycles. Whether the game is over is not asked here.
 */
final class Decisions {
    private Decisions() {
    }

    static List<Decision> of(GameState s) {
        List<Decision> out = new ArrayList<>();
        if (!s.pending().isEmpty()) {
            SplitPieces.decisions(s, s.pending().get(0), out);
            return out;
        }
        if (s.window() == Window.MID_CHAIN) {
            Jumps.goingOn(s, out);
            return out;
        }
        Player me = s.player();
        boolean queen = (s.pieces(me) & s.layer(WarpLayers.QUEEN)) != 0;
        for (long m = s.pieces(me); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            Kind k = Kind.of(s, sq);
            Steps.add(s, sq, k, out);
            out.addAll(Jumps.of(s, sq, k));
            if (k == Kind.KING || k == Kind.QUEEN) {
                Swaps.add(s, sq, out);
                if (k == Kind.KING) {
                    Queens.addMerges(s, sq, out);
                }
                Splits.add(s, sq, k, out);
            }
        }
        if (queen) {
            Queens.addSkipAndCycles(s, out);
        }
        return out;
    }
}
