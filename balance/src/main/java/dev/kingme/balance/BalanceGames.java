package dev.kingme.balance;

import dev.kingme.ai.AiSpec;
import dev.kingme.ai.Players;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Options;
import dev.kingme.rules.character.Cast;
import dev.kingme.rules.character.CharacterGames;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.record.Chooser;
import dev.kingme.rules.record.Entry;
import dev.kingme.rules.record.Match;
import dev.kingme.rules.record.MatchRunner;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.regex.Pattern;

/**
 * Plays one game of a balance run. {@link #play} is a pure function of the plan and the task: it reads
 * no clock and shares nothing between calls, so it gives the same result on any thread, machine or
 * engine, and any number of games may be played at once.
 */
public final class BalanceGames {
    /** The condition of a game still going when the move limit stopped it. */
    public static final String MOVE_LIMIT = "move limit";

    private static final Pattern SIDE = Pattern.compile("^(Black|White)('s)? ");
    private static final Pattern NUMBER = Pattern.compile("[+-]?\\d+");

    private BalanceGames() {
    }

    /**
     * Plays {@code task} by {@code plan}'s AI on both sides, in the game that hosts the pairing
     * ({@link #host}), and says how it ended. The dice and each side's player get seeds of their own,
     * derived from the task's seed.
     *
     * @throws CancellationException when the thread playing is interrupted (the game is abandoned)
     * @throws IllegalArgumentException when {@code task} is not the plan's
     * @throws IllegalStateException when the game cannot be played (a bug in a player or the rules), naming
     *     the game
     */
    public static GameResult play(BalancePlan plan, GameTask task) {
        if (task.index() < 0 || task.index() >= plan.size() || !task.equals(plan.task(task.index()))) {
            throw new IllegalArgumentException(task + " is not a game of this plan");
        }
        try {
            return played(plan, task, host(task.black(), task.white(), plan.cast()));
        } catch (CancellationException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new IllegalStateException(describe(task) + ": " + e.getMessage(), e);
        }
    }

    /** A game as messages name it: {@code game 17 (mage as Black against cleric, round 1, seed 42)}. */
    public static String describe(GameTask t) {
        return "game " + t.index() + " (" + t.black() + " as Black against " + t.white() + ", round " + t.round()
                + ", seed " + t.seed() + ")";
    }

    /** {@code task} played in {@code kind}, by the plan's characters. */
    static GameResult played(BalancePlan plan, GameTask task, GameKind kind) {
        Cast cast = plan.cast();
        Rules rules = CharacterGames.rules(kind, Options.of(kind, Map.of()), cast.byId(task.black()), cast.byId(task.white()));
        AiSpec spec = plan.aiSpec();
        Chooser black = stoppable(Players.repeatable(spec, plan.iterations(), BalancePlan.mix(task.seed() + 1)));
        Chooser white = stoppable(Players.repeatable(spec, plan.iterations(), BalancePlan.mix(task.seed() + 2)));
        Match m = new MatchRunner(new SplittableRandom(task.seed())).play(rules, black, white, plan.maxPlies());
        int plies = 0;
        for (Entry e : m.record().entries()) {
            plies += e instanceof Entry.Chosen ? 1 : 0;
        }
        Verdict v = m.verdict();
        Result result = v == null || v.isDraw() ? Result.DRAW
                : v.winner() == Player.BLACK ? Result.BLACK_WINS : Result.WHITE_WINS;
        String reason = v == null ? "still going after " + plan.maxPlies() + " decisions" : v.reason();
        return new GameResult(task.index(), task.black(), task.white(), task.round(), task.seed(), result,
                v == null ? MOVE_LIMIT : condition(v), reason, plies);
    }

    /**
     * The game that hosts a pairing: Fantasy RPG Checkers when either character is a Fantasy RPG one, else
     * Schlock Mercenary Checkers. Both games accept a character of either set on either side and differ
     * only in the characters they list (docs/rules/schlock-mercenary.md), so the choice is a name only.
     */
    public static GameKind host(String black, String white) {
        return host(black, white, Cast.builtIn());
    }

    /** The game that hosts a pairing of {@code cast}'s characters; see {@link #host(String, String)}. */
    public static GameKind host(String black, String white, Cast cast) {
        List<String> fantasy = BalancePlan.charactersOf("fantasy-rpg", cast);
        return Games.byName(fantasy.contains(black) || fantasy.contains(white) ? "fantasy-rpg" : "schlock-mercenary");
    }

    /**
     * The win condition of a verdict without sides or numbers, to count how games end: the title of a
     * character's victory ({@code Loot!}, {@code Mercenary}, {@code Very mercenary},
     * {@code High-powered Maser}), {@code has no pieces left}, {@code has no legal move},
     * {@code repetition}, {@code no progress}; any other reason with its sides dropped and its numbers
     * written N.
     */
    public static String condition(Verdict v) {
        String r = v.reason().strip();
        if (r.startsWith("the same position occurred")) {
            return "repetition";
        }
        if (r.matches("\\d+ moves? by each side without .*")) {
            return "no progress";
        }
        int colon = r.indexOf(':');
        if (colon > 0) {
            return r.substring(0, colon).strip();
        }
        int paren = r.indexOf(" (");
        if (paren > 0) {
            r = r.substring(0, paren);
        }
        r = SIDE.matcher(r).replaceFirst("");
        return NUMBER.matcher(r).replaceAll("N");
    }

    /** {@code c}, stopping the game with a {@link CancellationException} when its thread is interrupted. */
    private static Chooser stoppable(Chooser c) {
        return (rules, state, legal) -> {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("interrupted");
            }
            return c.choose(rules, state, legal);
        };
    }
}
