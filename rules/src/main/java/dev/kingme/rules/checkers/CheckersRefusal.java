package dev.kingme.rules.checkers;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;

/**
 * Why checkers refuses a decision, as precisely as its rules can say: the game is over, there is no piece
 * of the side to move there, a capture under way goes on with another piece, a capture is mandatory, the
 * piece may not move, a huff that is not possible; otherwise that the decision is not legal here. Variants
 * say their own reasons first and fall back on this one.
 */
final class CheckersRefusal {
    private CheckersRefusal() {
    }

    static String of(CheckersRules rules, GameState s, Decision d) {
        if (rules.toAct(s) instanceof ToAct.Terminal t) {
            return "the game is over: " + t.verdict().reason();
        }
        if (d instanceof Decision.Step || d instanceof Decision.Jump) {
            int from = d instanceof Decision.Step st ? st.from() : ((Decision.Jump) d).from();
            if (!rules.topology().contains(from) || s.owner(from) != s.player()) {
                return "there is no " + s.player().title() + " piece on " + rules.name(from);
            }
            if (s.window() == Window.MID_CHAIN && from != s.chain()) {
                return "the capture under way must go on with the piece on " + rules.name(s.chain());
            }
            if (d instanceof Decision.Step && !rules.huffing && rules.canCapture(s)) {
                return "a capture is mandatory";
            }
            if (!rules.mayMove(s, from)) {
                return "the piece on " + rules.name(from) + " may not move";
            }
            int to = d instanceof Decision.Step st ? st.to() : ((Decision.Jump) d).to();
            if (rules.topology().contains(to) && (rules.closedTo(s, s.player()) & (1L << to)) != 0) {
                return rules.name(to) + " is closed to " + s.player().title() + "'s pieces now";
            }
        }
        if (d instanceof Decision.Act a && a.name().equals(CheckersOptions.HUFF)) {
            return rules.huffing ? "nothing there can be huffed now" : "huffing is not part of these rules";
        }
        return rules.notation(s, d) + " is not legal here";
    }
}
