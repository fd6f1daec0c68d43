package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Pawns.PAWN;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;
import java.util.List;

/** Why Lilypad refuses a decision, in the words of the rule it breaks (null: let checkers say why). */
final class LilypadRefusals {
    private LilypadRefusals() {
    }

    static String why(LilypadRules r, GameState s, Decision d, List<Decision> legal) {
        if (s.window() == Window.SETUP) {
            return setup(r, s, d);
        }
        if (d instanceof Decision.Place) {
            return "pawns are placed only at setup, before the first turn";
        }
        if (d instanceof Decision.Act a && a.name().equals(PAWN)) {
            return pawnMove(r, s, a, legal);
        }
        int from = d instanceof Decision.Step st ? st.from() : d instanceof Decision.Jump j ? j.from() : -1;
        if (from >= 0 && r.topology().contains(from) && s.owner(from) == s.player() && s.has(Pawns.LAYER, from)
                && r.immobile()) {
            return "the checker with the pawn on " + r.square(from) + " may not move (option "
                    + (r.immune() ? LilypadOptions.IMMUNE : LilypadOptions.FROZEN) + ")";
        }
        if (d instanceof Decision.Jump j && r.immune() && r.topology().contains(j.over())
                && s.owner(j.over()) == s.player().opponent() && s.has(Pawns.LAYER, j.over())) {
            return "the checker with the pawn on " + r.square(j.over()) + " may not be captured (option "
                    + LilypadOptions.IMMUNE + ")";
        }
        return null;
    }

    private static String setup(LilypadRules r, GameState s, Decision d) {
        Player p = s.player();
        if (!(d instanceof Decision.Place place)) {
            return "each side places its pawn before play starts (" + p.title() + " places now)";
        }
        int sq = place.square();
        if (!place.what().equals(PAWN)) {
            return "only a pawn is placed in Lilypad, not a " + place.what();
        }
        if (Pawns.of(s, p) >= 0) {
            return p.title() + " has placed its pawn already";
        }
        if (!r.topology().contains(sq) || s.owner(sq) != p) {
            return "the pawn goes on a " + p.title() + " checker, and there is none on " + r.square(sq);
        }
        if (Topology.row(sq) != p.backRow()) {
            return "the pawn goes on one of " + p.title() + "'s back-row checkers (" + backRow(r, p) + "), not on "
                    + r.square(sq);
        }
        return null;
    }

    private static String pawnMove(LilypadRules r, GameState s, Decision.Act a, List<Decision> legal) {
        Player p = s.player();
        if (s.window() == Window.MID_CHAIN) {
            return "the capture under way must go on with the piece on " + r.square(s.chain());
        }
        int at = Pawns.of(s, p);
        if (at < 0) {
            return p.title() + " has no pawn: it was lost with its checker";
        }
        if (a.squares().size() != 2) {
            return "a pawn move names two squares: where the pawn is and the checker it moves to";
        }
        int from = a.squares().get(0);
        int to = a.squares().get(1);
        if (from != at) {
            return p.title() + "'s pawn is on " + r.square(at) + ", not on " + r.square(from);
        }
        for (Decision d : legal) {
            if (d instanceof Decision.Jump) {
                return "you may not move your pawn if you are able to capture";
            }
        }
        if (to == from) {
            return "the board must be different at the end of your turn: the pawn would end where it started";
        }
        if (!r.topology().contains(to) || s.owner(to) != p) {
            return "a pawn moves only onto a checker you control, and there is no " + p.title() + " checker on "
                    + r.square(to);
        }
        if (r.oneStep() && !LilypadRules.isDiagonalNeighbour(r.topology(), from, to)) {
            return "pawns may only move one space per turn (option " + LilypadOptions.ONE_STEP + "): "
                    + r.square(to) + " is not diagonally next to " + r.square(from);
        }
        return "the pawn reaches only checkers joined to it by a chain of diagonally adjacent " + p.title()
                + " checkers, and " + r.square(to) + " is not";
    }

    private static String backRow(LilypadRules r, Player p) {
        int row = p.backRow();
        return r.square(row * 8 + (row % 2 == 0 ? 1 : 0)) + "-" + r.square(row * 8 + (row % 2 == 0 ? 7 : 6));
    }
}
