package dev.kingme.app;

import dev.kingme.rules.GameState;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.List;

/**
 * Starting a game from a position given as text ({@code --fen}): each game reads it its own way
 * ({@link Rules#initial(String)}: PDN FEN for the checkers games, Lilypad then placing its pawns), and a
 * game without such a setup text says so. Options that play the first moves (an opening ballot) would
 * contradict the position, so they are refused with it.
 */
final class FenStart {
    private FenStart() {
    }

    /** Throws, with the reason, when {@code rules} have options that play the first moves themselves. */
    static void check(Rules rules) {
        GameState initial = rules.initial();
        if (initial.turn() != 0 || rules.toAct(initial) instanceof ToAct.Chance) {
            throw new IllegalArgumentException("--fen cannot be combined with options that play the first moves ("
                    + String.join(", ", changed(rules)) + ")");
        }
    }

    /** The state {@code rules} start from at position {@code fen}. */
    static GameState state(Rules rules, String fen) {
        return rules.initial(fen);
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
