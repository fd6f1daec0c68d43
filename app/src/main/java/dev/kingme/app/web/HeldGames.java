package dev.kingme.app.web;

import dev.kingme.app.session.GameError;
import java.time.Duration;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.logging.Logger;

/**
 * The games a hub holds in memory, by id, and the rules for letting go of them: a game nobody has used for
 * the idle time goes (it is loaded again from the store when someone comes back to it), and there are never
 * more than {@code capacity}: to make room the least recently used finished game goes, else the least
 * recently used unfinished one nobody has used for {@link #IN_USE}, never one whose AI is at work; when none
 * may go, a game to load or make is refused with 503. A game let go of is marked so under its monitor
 * ({@link LiveGame#gone}): whoever still holds it looks it up again.
 */
final class HeldGames {
    private static final Logger LOG = Logger.getLogger(HeldGames.class.getName());
    /**
     * How long an unfinished game must have gone unused before it is let go of to make room for another
     * (a finished one may go at any time).
     */
    static final Duration IN_USE = Duration.ofSeconds(30);

    private final Map<String, LiveGame> games = new ConcurrentHashMap<>();
    private final int capacity;
    private final long idleNanos;
    /** Held while games are let go of to make room, so that two loads do not both count the same room. */
    private final Object room = new Object();

    /** Told of each game let go of because it was idle or to make room, under the game's monitor. */
    private final Consumer<LiveGame> lettingGo;

    HeldGames(int capacity, Duration idle, Consumer<LiveGame> lettingGo) {
        this.capacity = capacity;
        this.idleNanos = idle.toNanos();
        this.lettingGo = lettingGo;
    }

    /** Game {@code id} if it is held, else null. */
    LiveGame get(String id) {
        return games.get(id);
    }

    /** Game {@code id}, held, or made by {@code load} (null: there is none) after room is made for it. */
    LiveGame getOrLoad(String id, Function<String, LiveGame> load) {
        LiveGame g = games.get(id);
        if (g == null) {
            makeRoom();
            g = games.computeIfAbsent(id, load);
        }
        return g;
    }

    /** Holds {@code g}, a game just made, after making room for it. */
    void add(LiveGame g) {
        makeRoom();
        games.put(g.settings().id(), g);
    }

    /** Puts {@code fresh} in {@code stale}'s place; false when {@code stale} is no longer held. Caller holds {@code stale}. */
    boolean replace(LiveGame stale, LiveGame fresh) {
        stale.gone = true;
        return games.replace(stale.settings().id(), stale, fresh);
    }

    /** Marks {@code g} let go of and forgets it. Caller holds {@code g}. */
    void letGo(LiveGame g) {
        g.gone = true;
        games.remove(g.settings().id(), g);
    }

    /** Lets go of the games nobody has used for the idle time and whose AI is not at work; answers how many. */
    int letGoOfIdle() {
        long now = System.nanoTime();
        int n = 0;
        for (LiveGame g : games.values()) {
            synchronized (g) {
                if (!g.thinking && !g.gone && now - g.lastUsed >= idleNanos) {
                    lettingGo.accept(g);
                    letGo(g);
                    n++;
                }
            }
        }
        return n;
    }

    int size() {
        return games.size();
    }

    /** The games held: the ones people played or looked at lately. */
    Collection<LiveGame> all() {
        return games.values();
    }

    /** Lets go of games until one more fits under the ceiling, or refuses with 503 when none may go. */
    private void makeRoom() {
        synchronized (room) {
            while (games.size() >= capacity) {
                LiveGame victim = leastUsed(System.nanoTime());
                if (victim == null) {
                    LOG.warning("holding " + games.size() + " games, the most it may (--games-in-memory " + capacity
                            + "), all in use: a game to load or make is refused");
                    throw GameError.unavailable("the server is full just now, holding the " + games.size()
                            + " games being played, the most it can: try again in a minute");
                }
                synchronized (victim) {
                    if (!victim.thinking && !victim.gone) {
                        lettingGo.accept(victim);
                        letGo(victim);
                    }
                }
            }
        }
    }

    /** The game to let go of first, or null when none may go. */
    private LiveGame leastUsed(long now) {
        LiveGame finished = null;
        LiveGame idle = null;
        for (LiveGame g : games.values()) {
            if (g.thinking) {
                continue;
            }
            if (g.over()) {
                if (finished == null || g.lastUsed < finished.lastUsed) {
                    finished = g;
                }
            } else if (now - g.lastUsed >= IN_USE.toNanos() && (idle == null || g.lastUsed < idle.lastUsed)) {
                idle = g;
            }
        }
        return finished != null ? finished : idle;
    }
}
