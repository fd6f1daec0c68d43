package dev.kingme.rules;

/**
 * Perft over the general model: the number of sequences of whole moves ({@link Line}s) of a given length,
 * every chance outcome counted as a branch of its own. A regression check for any game's move generation
 * (for American checkers it must equal the engine's perft).
 */
public final class ModelPerft {
    private ModelPerft() {
    }

    public static long count(Rules rules, GameState s, int depth) {
        if (depth == 0) {
            return 1;
        }
        ToAct who = rules.toAct(s);
        if (who instanceof ToAct.Terminal) {
            return 0;
        }
        long n = 0;
        if (who instanceof ToAct.Chance c) {
            for (Outcome o : c.outcomes()) {
                n += count(rules, rules.resolve(s, o), depth);
            }
            return n;
        }
        for (Line l : Lines.expand(rules, s)) {
            n += depth == 1 ? 1 : count(rules, l.after(), depth - 1);
        }
        return n;
    }
}
