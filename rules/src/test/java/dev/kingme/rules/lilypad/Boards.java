package dev.kingme.rules.lilypad;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Topology;
import dev.kingme.rules.checkers.CheckersFen;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Positions for the scenario tests: a PDN FEN plus the squares (PDN numbers) that carry a pawn. */
final class Boards {
    static final Rules RULES = rules();

    private Boards() {
    }

    /** Lilypad's rules with options given as name, value, name, value... */
    static Rules rules(String... nameValue) {
        Map<String, String> given = new HashMap<>();
        for (int i = 0; i < nameValue.length; i += 2) {
            given.put(nameValue[i], nameValue[i + 1]);
        }
        return Lilypad.GAME.rules(given);
    }

    /** The board index of PDN square {@code n}. */
    static int sq(int n) {
        return Topology.DARK_SQUARES.square(n);
    }

    /** The FEN position in the main window with pawns on the given PDN squares. */
    static GameState position(String fen, int... pawns) {
        long mask = 0;
        for (int n : pawns) {
            mask |= 1L << sq(n);
        }
        return CheckersFen.parse(fen).layer(Pawns.LAYER, mask).build();
    }

    static Decision pawn(int from, int to) {
        return Decision.Act.of("pawn", sq(from), sq(to));
    }

    static Decision place(int n) {
        return new Decision.Place("pawn", sq(n));
    }

    static Decision step(int from, int to) {
        return new Decision.Step(sq(from), sq(to));
    }

    static Decision jump(int from, int over, int to) {
        return new Decision.Jump(sq(from), sq(over), sq(to));
    }

    /** Every legal decision in the game's notation. */
    static List<String> legal(Rules rules, GameState s) {
        List<String> out = new ArrayList<>();
        for (Decision d : rules.legalDecisions(s)) {
            out.add(rules.notation(s, d));
        }
        return out;
    }

    /** The PDN squares of a mask, ascending. */
    static List<Integer> squares(long mask) {
        List<Integer> out = new ArrayList<>();
        for (long m = mask; m != 0; m &= m - 1) {
            out.add(Topology.DARK_SQUARES.number(Long.numberOfTrailingZeros(m)));
        }
        return out;
    }
}
