package dev.kingme.app.match;

import dev.kingme.ai.AiSpec;
import dev.kingme.ai.Players;
import dev.kingme.rules.record.Chooser;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One side of a match as given on the command line: one of Kingme's own players ({@link AiSpec}) or
 * {@code engine:COMMAND ARGS}, an external program speaking the engine protocol. An external engine is
 * started once per match thread, on its first game there, and kept for that thread's later games (a
 * program's start-up and warm-up then cost once, not every game); {@link #close()} stops them all.
 */
public final class MatchPlayer implements AutoCloseable {
    static final String ENGINE = "engine:";
    /** An external engine's time per move when the match gives none. */
    static final long DEFAULT_ENGINE_MILLIS = 1000;

    private final AiSpec ai;
    private final String command;
    private final Map<Thread, ExternalEngine> engines = new ConcurrentHashMap<>();

    private MatchPlayer(AiSpec ai, String command) {
        this.ai = ai;
        this.command = command;
    }

    /** The player {@code text} names on {@code flag}; a person cannot play a match. */
    public static MatchPlayer parse(String flag, String text) {
        if (text.strip().startsWith(ENGINE)) {
            String command = text.strip().substring(ENGINE.length()).strip();
            if (ExternalEngine.words(command).isEmpty()) {
                throw new IllegalArgumentException(flag + " " + text + ": engine: needs a command, e.g. 'engine:java -jar"
                        + " kingme.jar engine'");
            }
            return new MatchPlayer(null, command);
        }
        AiSpec s = AiSpec.parse(text);
        if (s.isHuman()) {
            throw new IllegalArgumentException(flag + " " + text + ": a match is played by AIs; use random, greedy, "
                    + "ai:LEVEL, mcts:LEVEL or engine:COMMAND");
        }
        return new MatchPlayer(s, null);
    }

    boolean isEngine() {
        return command != null;
    }

    /** As it would be written: {@code ai:hard}, {@code engine:java -jar old.jar engine}. */
    public String text() {
        return isEngine() ? ENGINE + command : ai.text();
    }

    /**
     * A fresh player for one game, on the calling thread; {@code movetimeMillis} 0 means the AI's level time
     * ({@value #DEFAULT_ENGINE_MILLIS} ms for an external engine).
     */
    public Chooser chooser(long movetimeMillis, long seed) {
        return chooser(movetimeMillis, null, seed);
    }

    /**
     * As {@link #chooser(long, long)}, an external engine playing on the game's {@code clock} when there is
     * one (only an external engine can: {@link #requireClockable}).
     */
    public Chooser chooser(long movetimeMillis, MatchClock clock, long seed) {
        if (!isEngine()) {
            return Players.of(ai, movetimeMillis, seed);
        }
        ExternalEngine engine = engines.get(Thread.currentThread());
        if (engine != null && !engine.alive()) {
            engine.close(); // it stopped during the last game, which it forfeited: this game starts it again
            engine = null;
        }
        if (engine == null) {
            engine = start();
            engines.put(Thread.currentThread(), engine);
        }
        return new ExternalChooser(engine, movetimeMillis > 0 ? movetimeMillis : DEFAULT_ENGINE_MILLIS, clock);
    }

    /** Refuses a time control for a player that cannot play on a clock in a match: only an external engine can. */
    public void requireClockable(String flag) {
        if (!isEngine()) {
            throw new IllegalArgumentException("--clock: " + flag + " " + text() + " cannot play on a clock in a match;"
                    + " a time control is for engine:COMMAND players (give Kingme's AI as 'engine:java -jar kingme.jar"
                    + " engine'), or use --movetime");
        }
    }

    /** The engine started and answering, or an error that stops the match: no game is scored against it. */
    private ExternalEngine start() {
        ExternalEngine engine;
        try {
            engine = new ExternalEngine(command);
        } catch (IOException e) {
            throw new IllegalArgumentException("engine:" + command + ": cannot start it: " + e.getMessage(), e);
        }
        try {
            engine.ready();
        } catch (ExternalEngine.Failure e) {
            engine.close();
            throw new IllegalArgumentException("engine:" + command + ": does not start: " + e.getMessage(), e);
        }
        return engine;
    }

    /** Why {@code chooser} lost its game by forfeit (an external engine's illegal move, error or silence), or null. */
    public static String forfeit(Chooser chooser) {
        return chooser instanceof ExternalChooser e ? e.forfeit() : null;
    }

    @Override
    public void close() {
        for (ExternalEngine e : engines.values()) {
            e.close();
        }
        engines.clear();
    }
}
