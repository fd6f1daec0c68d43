package dev.kingme.app.records;

import dev.kingme.rules.GameState;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.List;

/**
 * Starting a game from a position given as text ({@code --fen} at the command line, {@code setup} in the
 * web API): each game reads its own position text ({@link Rules#initial(String)}: PDN FEN for the checkers
 * games, Lilypad's with an optional pawn field, Warp's on all 64 squares), and a game without one says so.
 * Options that play the first moves (an opening ballot) would contradict the position, so they are refused
 * with it.
 */
public final class FenStart {
    private FenStart() {
    }

    /**
     * Throws, with the reason, when {@code rules} have options that play the first moves themselves;
     * {@code given} names where the position came from ({@code --fen}).
     */
    public static void check(Rules rules, String given) {
        GameState initial = rules.initial();
        if (initial.turn() != 0 || rules.toAct(initial) instanceof ToAct.Chance) {
            throw new IllegalArgumentException(given + " cannot be combined with options that play the first moves ("
                    + String.join(", ", changed(rules)) + ")");
        }
    }

    /** The state {@code rules} start from at position {@code text}, in the game's own position text. */
    public static GameState state(Rules rules, String text) {
        return rules.initial(text);
    }

    private static List<String> changed(Rules rules) {
        List<String> out = new ArrayList<>();
        for (OptionSpec spec : rules.kind().options()) {
            String value = rules.options().get(spec.name());
            if (!value.equals(spec.defaultValue())) {
                out.add(spec.name() + "=" + value);
            }
        }
        return out;
    }
}
