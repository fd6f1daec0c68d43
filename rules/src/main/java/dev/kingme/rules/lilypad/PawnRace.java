package dev.kingme.rules.lilypad;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;

/**
 * Lilypad's own endings (seed: "Winning"): "If you get your pawn all the way across the board, then you
 * win the game!" and "If you both lose your pawns, then the game ends in a draw."
 *
 * <p>Both are judged when a turn has ended (in the main window), never in the middle of a capture: a king
 * carrying its pawn through the far row and out again in one capture has not got it across. A side that
 * has lost only its pawn plays on under the checkers rules.
 */
final class PawnRace {
    private PawnRace() {
    }

    /**
     * An estimate of {@code p}'s prospects in (-1, 1): the race of the pawns (how many rows each pawn still
     * has to go to the opponent's back row; a lost pawn never arrives), and the material that carries and
     * protects them. Before the pawns are placed only material counts.
     */
    static double prospects(GameState s, Player p) {
        double race = rowsToGo(s, p.opponent()) - rowsToGo(s, p);
        return Rules.squash(0.6 * race + Rules.material(s, p), 4);
    }

    /** Rows {@code p}'s pawn still has to go: 0 to 7, 10 when it is lost, 8 before it is placed. */
    private static int rowsToGo(GameState s, Player p) {
        int at = Pawns.of(s, p);
        if (at < 0) {
            return s.window() == Window.SETUP ? 8 : 10;
        }
        return Math.abs(p.opponent().backRow() - Topology.row(at));
    }

    /** The pawn ending that {@code s} has reached, or null. */
    static Verdict verdict(GameState s) {
        if (s.window() != Window.MAIN) {
            return null;
        }
        // The side that just moved first: in play only it can have got its pawn across this turn.
        for (Player p : new Player[] {s.player().opponent(), s.player()}) {
            int at = Pawns.of(s, p);
            if (at >= 0 && Topology.row(at) == p.opponent().backRow()) {
                return Verdict.win(p, p.title() + "'s pawn got across the board to " + p.opponent().title()
                        + "'s back row");
            }
        }
        if ((s.layer(Pawns.LAYER) & s.occupied()) == 0) {
            return Verdict.draw("both sides have lost their pawns");
        }
        return null;
    }
}
