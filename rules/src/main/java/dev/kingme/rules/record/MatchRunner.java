package dev.kingme.rules.record;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Plays a game between two {@link Chooser}s and writes down everything that happens.
 *
 * <p>The runner owns the only random generator of the match, and rolls chance outcomes with it in
 * proportion to their probabilities; the state never holds one. Every decision and every roll goes into
 * the {@link GameRecord}, so the record replays exactly, whatever generator played it, and a chooser can
 * never peek at the rolls to come. Not thread-safe (its generator is not): one runner per thread.
 */
public final class MatchRunner {
    /** Chance acting this many times in a row means a game that never comes back to the players. */
    static final int MAX_ROLLS_IN_A_ROW = 10_000;

    private final RandomGenerator random;

    public MatchRunner(RandomGenerator random) {
        this.random = random;
    }

    /** A runner whose rolls are fixed by {@code seed}: the same seed, choosers and game give the same record. */
    public static MatchRunner seeded(long seed) {
        return new MatchRunner(new SplittableRandom(seed));
    }

    /** Plays from {@code rules.initial()}; see {@link #play(Rules, String, Chooser, Chooser, int)}. */
    public Match play(Rules rules, Chooser black, Chooser white, int maxPlies) {
        return play(rules, null, black, white, maxPlies);
    }

    /**
     * Plays from {@code setup} (the game's own start when null) until the game ends or {@code maxPlies}
     * decisions have been made (chance outcomes do not count as plies).
     *
     * @throws IllegalStateException if a chooser picks a decision that is not legal (a bug in the chooser)
     *                               or a side must decide with nothing legal (a bug in the game)
     */
    public Match play(Rules rules, String setup, Chooser black, Chooser white, int maxPlies) {
        if (maxPlies < 0) {
            throw new IllegalArgumentException("the ply limit must not be negative, got " + maxPlies);
        }
        GameState s = setup == null ? rules.initial() : rules.initial(setup);
        List<Entry> entries = new ArrayList<>();
        int plies = 0;
        int rolls = 0;
        while (true) {
            ToAct who = rules.toAct(s);
            if (who instanceof ToAct.Terminal t) {
                return new Match(record(rules, setup, entries), s, t.verdict());
            }
            if (who instanceof ToAct.Chance c) {
                if (++rolls > MAX_ROLLS_IN_A_ROW) {
                    throw new IllegalStateException(rules.kind().name() + ": chance acted " + MAX_ROLLS_IN_A_ROW
                            + " times in a row");
                }
                Outcome o = roll(c.outcomes());
                entries.add(Entry.of(o));
                s = rules.resolve(s, o);
                continue;
            }
            if (plies == maxPlies) {
                return new Match(record(rules, setup, entries), s, null);
            }
            Player p = ((ToAct.Choice) who).player();
            List<Decision> legal = rules.legalDecisions(s);
            if (legal.isEmpty()) {
                throw new IllegalStateException(rules.kind().name() + ": " + p.title() + " must decide but nothing is legal");
            }
            Decision d = (p == Player.BLACK ? black : white).choose(rules, s, legal);
            if (!legal.contains(d)) {
                throw new IllegalStateException(p.title() + "'s chooser chose " + d + ", which is not legal here");
            }
            entries.add(Entry.of(d));
            s = rules.apply(s, d);
            plies++;
            rolls = 0;
        }
    }

    private static GameRecord record(Rules rules, String setup, List<Entry> entries) {
        return GameRecord.of(rules, setup).with(entries);
    }

    /**
     * One of {@code outcomes}, each with its probability: walk the cumulative sum to a uniform draw in
     * [0, 1). The last outcome takes whatever rounding leaves over, so a sum a hair under 1 never fails.
     */
    Outcome roll(List<Outcome> outcomes) {
        double u = random.nextDouble();
        double sum = 0;
        for (Outcome o : outcomes) {
            sum += o.probability();
            if (u < sum) {
                return o;
            }
        }
        return outcomes.get(outcomes.size() - 1);
    }
}
