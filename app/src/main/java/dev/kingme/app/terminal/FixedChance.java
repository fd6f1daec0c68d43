package dev.kingme.app.terminal;

import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.openings.Restriction;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.checkers.CheckersOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What options fixed that chance would otherwise have decided at the start, so the players see it as if
 * it had been rolled: with {@code ballot=1} the game starts after the ballot's moves, and the players
 * should be told which moves those were. Found without knowing any option by name: for each option set
 * away from its default, the game is started with the default instead, and if chance acts first there,
 * the outcome that leads to this game's start is the one the option fixed. Chance never draws a barred
 * ballot (judged lost for one side), yet the {@code ballot} option may fix one: that one is looked up by
 * its number in the opening restriction and marked as barred.
 */
final class FixedChance {
    private FixedChance() {
    }

    /** One line per option that fixed a chance outcome of the start ({@code start} must be the rules' own). */
    static List<String> notes(Rules rules, GameState start) {
        List<String> out = new ArrayList<>();
        GameKind kind = rules.kind();
        for (OptionSpec spec : kind.options()) {
            String value = rules.options().get(spec.name());
            if (value.equals(spec.defaultValue())) {
                continue;
            }
            Map<String, String> unfixed = new LinkedHashMap<>(rules.options().asMap());
            unfixed.put(spec.name(), spec.defaultValue());
            Rules open;
            try {
                open = kind.rules(unfixed);
            } catch (IllegalArgumentException e) {
                continue;
            }
            String fixed = null;
            GameState s = open.initial();
            if (open.toAct(s) instanceof ToAct.Chance c) {
                for (Outcome o : c.outcomes()) {
                    if (open.resolve(s, o).equals(start)) {
                        fixed = o.label();
                        break;
                    }
                }
                if (fixed == null) {
                    fixed = barredBallot(rules, spec, value);
                }
            }
            if (fixed != null) {
                out.add("fixed by option " + spec.name() + "=" + value + ": " + fixed);
            }
        }
        return out;
    }

    /**
     * The ballot {@code ballot=N} fixed when chance could not have drawn it, written as a drawn ballot is
     * ({@code ballot 3: 9-13 21-17 10-14}) and marked barred; null when the option is no such ballot.
     */
    private static String barredBallot(Rules rules, OptionSpec spec, String value) {
        if (!spec.name().equals(CheckersOptions.BALLOT) || !value.matches("\\d{1,9}")) {
            return null;
        }
        String opening = rules.options().asMap().get(CheckersOptions.OPENING);
        Restriction restriction = "three-move".equals(opening) ? Restriction.threeMove()
                : "two-move".equals(opening) ? Restriction.twoMove() : null;
        if (restriction == null) {
            return null;
        }
        Optional<Opening> ballot = restriction.byNumber(Integer.parseInt(value)).filter(o -> !o.drawable());
        return ballot.map(o -> "ballot " + o.number() + ": " + o.movesText() + " (barred: judged lost for one side)")
                .orElse(null);
    }
}
