package dev.kingme.app;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What options fixed that chance would otherwise have decided at the start, so the players see it as if
 * it had been rolled: with {@code ballot=1} the game starts after the ballot's moves, and the players
 * should be told which moves those were. Found without knowing any option by name: for each option set
 * away from its default, the game is started with the default instead, and if chance acts first there,
 * the outcome that leads to this game's start is the one the option fixed.
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
            GameState s = open.initial();
            if (open.toAct(s) instanceof ToAct.Chance c) {
                for (Outcome o : c.outcomes()) {
                    if (open.resolve(s, o).equals(start)) {
                        out.add("fixed by option " + spec.name() + "=" + value + ": " + o.label());
                        break;
                    }
                }
            }
        }
        return out;
    }
}
