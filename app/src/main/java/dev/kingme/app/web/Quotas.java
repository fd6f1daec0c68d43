package dev.kingme.app.web;

import dev.kingme.app.session.GameError;
import dev.kingme.app.store.AddressGames;
import io.javalin.http.Context;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Keeps clients within the server's {@link Limits}: counts the games each client address created in the
 * last minute, the unfinished games with an AI seat each address has, and the games between two AIs on the
 * whole server, and refuses a new game past a limit with a {@link GameError} that says which limit and when
 * to try again. A game with an AI seat is counted until it is over or the hub lets go of it (nobody looked
 * at it for {@link GameHub#IDLE}).
 */
final class Quotas {

    private final Limits limits;
    private final GameHub hub;
    /** The games each address created in the last minute. */
    private final PerMinute created;
    /** The games with an AI seat, by address and then by id (guarded by itself, then by each game). */
    private final Map<String, Map<String, LiveGame>> aiGames = new HashMap<>();
    /** The games between two AIs, by id (guarded by {@link #aiGames}). */
    private final Map<String, LiveGame> aiOnly = new LinkedHashMap<>();
    /** On a node of several: the games each address made, counted in the database alike by every node; else null. */
    private volatile AddressGames shared;

    Quotas(Limits limits, GameHub hub) {
        this.limits = limits;
        this.hub = hub;
        this.created = new PerMinute(limits.gamesPerMinute(), n -> "started " + n + " games");
    }

    /** From now on counts in the database, as every node of several does, rather than in this server's memory. */
    void shareWith(AddressGames games) {
        this.shared = games;
    }

    /** True when the limits trust a proxy's X-Forwarded-For. */
    boolean trustsForwarded() {
        return limits.trustForwarded();
    }

    /** The client's address: the connection's, or the last of X-Forwarded-For when the limits trust it. */
    String address(Context ctx) {
        String forwarded = limits.trustForwarded() ? lastHop(ctx, "X-Forwarded-For") : null;
        return forwarded != null ? forwarded : ctx.req().getRemoteAddr();
    }

    /** The last of the comma-separated values of a forwarded header (the one the nearest proxy wrote), or null. */
    static String lastHop(Context ctx, String name) {
        return lastHop(java.util.Collections.list(ctx.req().getHeaders(name)));
    }

    /**
     * The last value of every header of one name, in order ({@code all}), or null: a proxy that adds its own header
     * after the client's has the last word.
     */
    static String lastHop(java.util.List<String> all) {
        return all == null || all.isEmpty() ? null : lastHop(String.join(",", all));
    }

    /** The last of the comma-separated values of {@code header}, or null. */
    static String lastHop(String header) {
        if (header == null) {
            return null;
        }
        String[] hops = header.split(",", -1);
        String last = hops[hops.length - 1].strip();
        return last.isEmpty() ? null : last;
    }

    /**
     * Makes a game for the client at {@code address} with {@code make} if the limits allow it: {@code ai}
     * when a seat is the AI's, {@code aiOnly} when both are.
     */
    GameHub.Created create(String address, boolean ai, boolean aiOnly, Supplier<GameHub.Created> make) {
        AddressGames counted = shared;
        if (counted != null) {
            return createShared(counted, address, ai, aiOnly, make);
        }
        long at = created.take(address);
        try {
            if (!ai) {
                return make.get();
            }
            synchronized (aiGames) {
                Map<String, LiveGame> own = aiGames.computeIfAbsent(address, a -> new LinkedHashMap<>());
                prune(own);
                prune(this.aiOnly);
                if (aiOnly) {
                    checkAiOnly();
                }
                checkAiWaiting();
                checkOwnAi(own.size());
                if (aiGames.size() > 10_000) {
                    aiGames.values().removeIf(games -> games != own && games.isEmpty());
                }
                GameHub.Created made = make.get();
                LiveGame g = hub.game(made.id());
                own.put(made.id(), g);
                if (aiOnly) {
                    this.aiOnly.put(made.id(), g);
                }
                return made;
            }
        } catch (RuntimeException e) {
            created.release(address, at);
            throw e;
        }
    }

    /**
     * As {@link #create}, counted in the database with the other nodes' games: two nodes asked at the same moment may
     * each let one game more through, never more.
     */
    private GameHub.Created createShared(AddressGames counted, String address, boolean ai, boolean aiOnly,
            Supplier<GameHub.Created> make) {
        AddressGames.LastMinute last = counted.lastMinute(address);
        if (last.games() >= limits.gamesPerMinute()) {
            long seconds = last.first() == null ? 60
                    : Math.max(1, 60 - java.time.Duration.between(last.first(), java.time.Instant.now()).toSeconds());
            throw PerMinute.refused(address, "started " + last.games() + " games", seconds);
        }
        if (ai) {
            if (aiOnly) {
                checkAiOnly(counted.unfinishedWithAi(null, true, GameHub.IDLE));
            }
            checkAiWaiting();
            checkOwnAi(counted.unfinishedWithAi(address, false, GameHub.IDLE));
        }
        GameHub.Created made = make.get();
        // a challenge posted (no game yet) counts under a key of its own
        counted.made(made != null ? made.id() : "~" + dev.kingme.app.store.Ids.next(), address, ai, aiOnly);
        return made;
    }

    private void checkAiWaiting() {
        int waiting = hub.aiWaiting();
        if (waiting >= limits.aiWaiting()) {
            throw GameError.unavailable("the AI is busy just now, with " + waiting + (waiting == 1 ? " move" : " moves")
                    + " of other games waiting for it: try again in a few seconds");
        }
    }

    private void checkOwnAi(int own) {
        if (own >= limits.aiGamesPerAddress()) {
            throw GameError.tooMany("you have " + own + " unfinished games against the AI, the most"
                    + " this server allows at once: finish or resign one and try again (a game nobody looks at for "
                    + GameHub.IDLE.toMinutes() + " minutes stops counting)");
        }
    }

    private void checkAiOnly() {
        checkAiOnly(aiOnly.size());
    }

    private void checkAiOnly(int playing) {
        if (limits.aiGames() == 0) {
            throw GameError.forbidden("this server does not play games between two AIs: its operator allows none"
                    + " (kingme serve --ai-games N allows N at once); play one at the terminal with kingme play");
        }
        if (playing >= limits.aiGames()) {
            throw GameError.tooMany(playing + " games between two AIs are being played on this server, the most"
                    + " it allows at once: try again when one of them ends");
        }
    }

    /** Forgets the games that are over or that the hub let go of. Caller holds {@link #aiGames}. */
    private static void prune(Map<String, LiveGame> games) {
        for (Iterator<LiveGame> it = games.values().iterator(); it.hasNext(); ) {
            LiveGame g = it.next();
            synchronized (g) {
                if (g.gone || g.verdict() != null) {
                    it.remove();
                }
            }
        }
    }
}
