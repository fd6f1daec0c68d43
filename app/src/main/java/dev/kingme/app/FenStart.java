package dev.kingme.app;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;
import dev.kingme.rules.checkers.CheckersFen;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Starting a game from a position in PDN FEN ({@code --fen}). A FEN writes men, kings and the side to move
 * on the 32 dark squares and nothing else, so it can only start games whose positions are exactly that:
 * played on the dark squares, and starting, with their default options, with a plain move and no setup
 * decision or extra piece (a Lilypad pawn) a FEN could not write. With options that play the first moves
 * (an opening ballot) a FEN would contradict them, so that is refused too.
 */
final class FenStart {
    private FenStart() {
    }

    /** Throws, with the reason, unless a FEN can start a game played by {@code rules}. */
    static void check(Rules rules) {
        String name = rules.kind().name();
        if (rules.topology() != Topology.DARK_SQUARES) {
            throw new IllegalArgumentException("--fen does not apply to " + name + ": it is not played on the 32 dark squares");
        }
        Rules plain = rules.kind().rules(Map.of());
        GameState initial = plain.initial();
        if (!startsWithAMove(plain, initial) || holdsMoreThanMenAndKings(initial)) {
            throw new IllegalArgumentException("--fen does not apply to " + name
                    + ": its positions hold more than a FEN can write (setup decisions, pieces beyond men and kings)");
        }
        if (!startsWithAMove(rules, rules.initial()) || rules.initial().turn() != 0) {
            throw new IllegalArgumentException("--fen cannot be combined with options that play the first moves ("
                    + String.join(", ", changed(rules)) + ")");
        }
    }

    /** The state of {@code fen}, the side it names to move. */
    static GameState state(String fen) {
        return CheckersFen.parse(fen).build();
    }

    private static boolean startsWithAMove(Rules rules, GameState s) {
        return rules.toAct(s) instanceof ToAct.Choice c && c.window() == Window.MAIN;
    }

    private static boolean holdsMoreThanMenAndKings(GameState s) {
        for (Layer l : Layer.values()) {
            if (l != Layer.BLACK && l != Layer.WHITE && l != Layer.KING && s.layer(l) != 0) {
                return true;
            }
        }
        return false;
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
