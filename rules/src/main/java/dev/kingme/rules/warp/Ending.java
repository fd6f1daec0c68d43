package dev.kingme.rules.warp;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;

/**
 * When a Warp game is over (W11): a side with no pieces, or none that can move, loses; after
 * {@code quiet-turns} turns without a capture the side with more points wins, and equal points draw.
 */
final class Ending {
    private Ending() {
    }

    /** The verdict on {@code s} with the side to move about to move, or null while the game goes on. */
    static Verdict of(GameState s, int quietTurns) {
        Player p = s.player();
        if (s.pieces(p) == 0) {
            return Verdict.win(p.opponent(), p.title() + " has no pieces left");
        }
        if (s.pieces(p.opponent()) == 0) {
            return Verdict.win(p, p.opponent().title() + " has no pieces left");
        }
        if (s.window() == Window.MAIN && quietTurns > 0 && s.quietPlies() >= quietTurns) {
            int mine = Points.of(s, p);
            int theirs = Points.of(s, p.opponent());
            String score = " (" + Player.BLACK.title() + " " + Points.of(s, Player.BLACK) + ", " + Player.WHITE.title()
                    + " " + Points.of(s, Player.WHITE) + ")";
            String why = quietTurns + " turns without a capture";
            if (mine == theirs) {
                return Verdict.draw(why + " and equal points" + score);
            }
            Player winner = mine > theirs ? p : p.opponent();
            return Verdict.win(winner, why + ": " + winner.title() + " has more points" + score);
        }
        if (Decisions.of(s).isEmpty()) {
            return Verdict.win(p.opponent(), p.title() + " has no legal move");
        }
        return null;
    }
}
