package dev.kingme.ai;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Where an engine player gets the engine it searches with, for the length of one decision ({@link #take},
 * then {@link #give}). An engine is large (its transposition table alone is 32 MB), so it is made only
 * when a decision needs it:
 *
 * <ul>
 *   <li>{@link #own} makes one engine at the first decision and keeps it for the player's later ones, so
 *       its tables carry over from move to move: for a game at the terminal, a match, the balance lab;</li>
 *   <li>{@link #SHARED} lends engines from a pool the whole process shares, and a player holds one only
 *       while it thinks: a server holding thousands of games with an AI seat needs as many engines as
 *       AIs think at once, not one per game.</li>
 * </ul>
 *
 * Not for the same player on two threads at once (players are not thread-safe anyway).
 */
abstract class EngineSource {
    /** The pool every {@link Players#pooled} player borrows from. */
    static final EngineSource SHARED = new Pool(Math.max(2, 2 * Runtime.getRuntime().availableProcessors()));

    /** An engine for one decision; hand it back with {@link #give}. */
    abstract EngineBridge take();

    /** Hands back an engine {@link #take} gave. */
    abstract void give(EngineBridge engine);

    /** A player's own engine, made with its book choices seeded by {@code seed} at the first decision. */
    static EngineSource own(long seed) {
        return new Own(seed);
    }

    private static final class Own extends EngineSource {
        private final long seed;
        private EngineBridge engine;

        Own(long seed) {
            this.seed = seed;
        }

        @Override
        EngineBridge take() {
            if (engine == null) {
                engine = new EngineBridge(seed, true);
            }
            return engine;
        }

        @Override
        void give(EngineBridge engine) {
            // kept for the next decision
        }
    }

    /**
     * Engines lent one decision at a time. It makes a new one when none is free, so it holds at most as many
     * as were ever in use at once, and keeps at most {@code keep} of them while nobody thinks.
     */
    static final class Pool extends EngineSource {
        private final int keep;
        private final Deque<EngineBridge> free = new ArrayDeque<>();
        private final AtomicLong seeds = new AtomicLong(0x6b696e676d65L);
        private int made;

        Pool(int keep) {
            this.keep = keep;
        }

        @Override
        EngineBridge take() {
            synchronized (free) {
                EngineBridge e = free.pollFirst();
                if (e != null) {
                    return e;
                }
                made++;
            }
            return new EngineBridge(seeds.getAndIncrement(), true);
        }

        @Override
        void give(EngineBridge engine) {
            synchronized (free) {
                if (free.size() < keep) {
                    free.addFirst(engine);
                } else {
                    made--;
                }
            }
        }

        /** The engines this pool has made and not dropped: in use plus free. */
        int made() {
            synchronized (free) {
                return made;
            }
        }
    }
}
