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
final class AiChooser implements Chooser {
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
        this.useEngine = useEngine;
        SplittableRandom random = new SplittableRandom(seed);
        long millis = movetimeMillis > 0 ? movetimeMillis : level.movetimeMillis();
        this.engine = new EngineChooser(new SearchLimits(level.depth(), millis, 0), noise(level), random.nextLong());
        MctsSettings own = settings(level);
        this.mcts = new Mcts(movetimeMillis > 0 ? new MctsSettings(0, millis, own.playoutPlies(), own.exploration(),
                own.temperature()) : own, random.nextLong());
        this.expectimax = new Expectimax(Math.min(3, level.depth()), random.nextLong());
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
