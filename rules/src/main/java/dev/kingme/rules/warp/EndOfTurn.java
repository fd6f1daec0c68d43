package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpRules.BOARD;

import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Resolver;
import dev.kingme.rules.Window;
import dev.kingme.rules.checkers.Captured;
import java.util.ArrayList;
import java.util.List;

/**
 * The end of a turn: crowning (W4), the captured pieces to the pool, and the count of turns without a
 * capture (W11), which a turn that captured resets.
 */
final class EndOfTurn {
    private EndOfTurn() {
    }

    /** Ends the turn after the effects {@code fx} so far, made from {@code s}: adds the end's effects to them. */
    static void after(GameState s, List<Effect> fx) {
        of(Resolver.apply(s, BOARD, new ArrayList<>(fx)).state(), fx);
    }

    /**
     * The end of a turn ({@code s} as the turn left the board), added to {@code fx}: every regular checker
     * standing on its far row is crowned, and the turn passes; a turn that captured resets the count of
     * turns without one.
     */
    static void of(GameState s, List<Effect> fx) {
        for (Player p : Player.values()) {
            for (long m = s.pieces(p) & ~s.jumped(); m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                if (Kind.of(s, sq).crownedOn(p, sq)) {
                    fx.add(new Effect.Crown(sq));
                }
            }
        }
        int captured = 0;
        for (long m = s.jumped(); m != 0; m &= m - 1) {
            captured += s.has(Layer.KING, Long.numberOfTrailingZeros(m)) ? 2 : 1;  // a king or a queen: two checkers
        }
        fx.add(new Effect.Count(s.player(), Captured.POOL, captured, true));
        fx.add(new Effect.EndTurn(s.jumped() != 0, 0, Window.MAIN));
    }
}
