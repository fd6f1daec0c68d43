package dev.kingme.ai;

import dev.kingme.engine.search.SearchLimits;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import dev.kingme.rules.record.Chooser;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The AI of a level, for any game: the engine's search where the rules say the game is the engine's
 * ({@link Rules#enginePosition}), expectimax for the small reactions of the character games (a handful of
 * choices, then dice: a shallow tree it searches exactly), and MCTS for everything else. The level sets
 * the time and the depth or iterations, and the lower levels make deliberate mistakes (noise on the
 * engine's scores, visit-weighted picks in MCTS).
 */
final class AiChooser implements Chooser, TimeLimited {
    /** Reactions with at most this many choices are searched by expectimax. */
    static final int SMALL = 4;

    private final EngineChooser engine;
    private final boolean useEngine;
    private final Mcts mcts;
    private final Expectimax expectimax;

    AiChooser(Level level, long seed) {
        this(level, 0, seed);
    }

    /**
     * The AI of {@code level} with {@code movetimeMillis} per decision instead of the level's own time (0:
     * the level's). A time given this way is the only limit on MCTS, for matches at equal time.
     */
    AiChooser(Level level, long movetimeMillis, long seed) {
        this(level, movetimeMillis, seed, true);
    }

    /**
     * As {@link #AiChooser(Level, long, long)}; without the engine ({@code useEngine} false) plain checkers
     * is searched by MCTS like every other game.
     */
    AiChooser(Level level, long movetimeMillis, long seed, boolean useEngine) {
        this(level, engineLimits(level, movetimeMillis), mctsSettings(level, movetimeMillis), seed, useEngine, false);
    }

    /**
     * The AI of {@code level} at its own time whose engine is borrowed from the process's pool for each
     * decision ({@link EngineSource#SHARED}), for a server holding many games: it holds no engine between
     * decisions.
     */
    static AiChooser pooled(Level level, long seed, boolean useEngine) {
        return new AiChooser(level, engineLimits(level, 0), mctsSettings(level, 0), seed, useEngine, true);
    }

    private AiChooser(Level level, SearchLimits engineLimits, MctsSettings mctsSettings, long seed, boolean useEngine,
            boolean pooled) {
        this.useEngine = useEngine;
        SplittableRandom random = new SplittableRandom(seed);
        this.engine = new EngineChooser(engineLimits, noise(level), random.nextLong(), pooled);
        this.mcts = new Mcts(mctsSettings, random.nextLong());
        this.expectimax = new Expectimax(Math.min(3, level.depth()), random.nextLong());
    }

    /**
     * The AI of {@code level} playing by a budget that never looks at the clock, so that the same seed makes
     * the same decisions on any machine and under any load: MCTS stops after a number of iterations only
     * ({@code iterations}, or the level's cap when 0), the engine after the level's depth, and expectimax is
     * exact to its depth anyway. Slower than the level on a fast machine, faster on a slow one.
     */
    static AiChooser repeatable(Level level, int iterations, long seed, boolean useEngine) {
        if (iterations < 0) {
            throw new IllegalArgumentException("MCTS iterations must not be negative, got " + iterations);
        }
        MctsSettings own = settings(level);
        MctsSettings counted = new MctsSettings(iterations > 0 ? iterations : own.iterations(), 0, own.playoutPlies(),
                own.exploration(), own.temperature());
        return new AiChooser(level, SearchLimits.depth(level.depth()), counted, seed, useEngine, false);
    }

    private static SearchLimits engineLimits(Level level, long movetimeMillis) {
        return new SearchLimits(level.depth(), movetimeMillis > 0 ? movetimeMillis : level.movetimeMillis(), 0);
    }

    private static MctsSettings mctsSettings(Level level, long movetimeMillis) {
        MctsSettings own = settings(level);
        return movetimeMillis > 0 ? new MctsSettings(0, movetimeMillis, own.playoutPlies(), own.exploration(),
                own.temperature()) : own;
    }

    /** The settings this player's MCTS searches with. */
    MctsSettings mctsSettings() {
        return mcts.settings();
    }

    /** Whether plain checkers is played by the engine (else by MCTS, as every other game). */
    boolean usesEngine() {
        return useEngine;
    }

    /** The MCTS settings of a level: its time, a cap on iterations, and a temperature below medium. */
    static MctsSettings settings(Level level) {
        double temperature = level == Level.BEGINNER ? 1.0 : level == Level.EASY ? 0.5 : 0;
        return new MctsSettings(level.depth() * 1000, level.movetimeMillis(), MctsSettings.PLAYOUT_PLIES,
                MctsSettings.EXPLORATION, temperature);
    }

    /** The engine's noise at a level, in hundredths of a man. */
    static int noise(Level level) {
        return level == Level.BEGINNER ? 150 : level == Level.EASY ? 60 : 0;
    }

    @Override
    public void limitTime(long millis) {
        engine.limitTime(millis);
        mcts.limitTime(millis);
        expectimax.limitTime(millis);
    }

    @Override
    public void limitTime(long targetMillis, long mostMillis) {
        engine.limitTime(targetMillis, mostMillis);
        mcts.limitTime(targetMillis);
        expectimax.limitTime(targetMillis);
    }

    @Override
    public Decision choose(Rules rules, GameState state, List<Decision> legal) {
        if (legal.size() == 1) {
            return legal.get(0);
        }
        if (useEngine && (engine.following(state) || rules.enginePosition(state) != null)) {
            return engine.choose(rules, state, legal);
        }
        if (legal.size() <= SMALL && rules.toAct(state) instanceof ToAct.Choice c && c.window() == Window.REACTION) {
            return expectimax.choose(rules, state, legal);
        }
        return mcts.choose(rules, state, legal);
    }
}
