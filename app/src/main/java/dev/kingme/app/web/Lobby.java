package dev.kingme.app.web;

import dev.kingme.app.account.Tokens;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.ChallengeStore;
import dev.kingme.app.store.StoredChallenge;
import dev.kingme.rules.Player;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The lobby's challenges (docs/web.md, "The lobby"): a game's request that waits, for {@link #OPEN_FOR},
 * for someone to accept it. Its creator is known by a key only their browser holds, which becomes their seat's
 * token in the game (the store keeps its hash as the seat's). Accepting takes the challenge in one statement
 * only one of two people accepting at once can make, then makes the game through the hub as
 * {@code POST /api/games} does.
 */
final class Lobby {
    /** How long a challenge waits for someone to accept it. */
    static final Duration OPEN_FOR = Duration.ofMinutes(15);
    /** The most challenges the lobby lists. */
    static final int LISTED = 50;
    private static final Pattern ID = Pattern.compile("[a-z0-9]{1,32}");

    private final ChallengeStore store;
    private final GameHub hub;

    Lobby(ChallengeStore store, GameHub hub) {
        this.store = store;
        this.hub = hub;
    }

    /** A challenge made: its id, its creator's key (given once, to the creator) and when it expires. */
    record Made(String id, String key, Instant expires) {
    }

    Made create(ChallengeRequest r) {
        try {
            NewGame.of(r.create(null), Map.of());  // checked as its game will be made when accepted; nothing is stored
        } catch (IllegalArgumentException e) {
            throw GameError.invalid(e.getMessage());
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        String key = Tokens.random();
        StoredChallenge c = new StoredChallenge(Secrets.gameId(), r.game().toString(), GameView.name(r.colour()),
                r.name() == null ? "" : r.name(), Tokens.hash(key), now, now.plus(OPEN_FOR), null, null, null);
        store.create(c);
        store.forget(now.minus(Duration.ofDays(1)));
        return new Made(c.id(), key, c.expiresAt());
    }

    /** The challenges open now, the newest first. */
    List<StoredChallenge> open() {
        return store.open(Instant.now(), LISTED);
    }

    StoredChallenge challenge(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw GameError.notFound("no challenge '" + Fields.clip(id) + "': a challenge id is letters and digits");
        }
        return store.challenge(id).orElseThrow(() -> GameError.notFound("no challenge '" + id + "'"));
    }

    static boolean isCreator(StoredChallenge c, String key) {
        return Tokens.matches(key, c.creatorKey());
    }

    /**
     * Accepts challenge {@code id} for a person named {@code name} (or nobody) whose browser holds {@code key}
     * (null, or a key of its own challenges): makes its game and answers it with the accepter's seat token.
     */
    GameHub.Created accept(String id, String key, String name) {
        StoredChallenge c = challenge(id);
        if (isCreator(c, key)) {
            throw GameError.forbidden("challenge " + id + " is your own: wait for someone else to accept it, or cancel it");
        }
        if (!store.take(id, Instant.now())) {
            throw notOpen(challenge(id));
        }
        try {
            Player colour = "white".equals(c.colour()) ? Player.WHITE : Player.BLACK;
            ChallengeRequest r = new ChallengeRequest(colour, c.name().isEmpty() ? null : c.name(),
                    Fields.object(c.request(), "challenge " + id));
            GameHub.Created made = hub.create(r.create(name), Map.of(colour, c.creatorKey()));
            store.accepted(id, made.id());
            return made;
        } catch (RuntimeException e) {
            store.release(id);
            throw e;
        }
    }

    /** Cancels challenge {@code id} for its creator (the holder of {@code key}). */
    void cancel(String id, String key) {
        StoredChallenge c = challenge(id);
        if (!isCreator(c, key)) {
            throw GameError.forbidden("only the creator of challenge " + id + " may cancel it (send its key in "
                    + WebServer.TOKEN_HEADER + ")");
        }
        if (!store.cancel(id, Instant.now())) {
            throw notOpen(challenge(id));
        }
    }

    private static GameError notOpen(StoredChallenge c) {
        return switch (c.state(Instant.now())) {
            case "accepted", "taken" -> GameError.illegal("challenge " + c.id() + " was taken: someone accepted it first");
            case "cancelled" -> GameError.illegal("challenge " + c.id() + " was cancelled by its creator");
            default -> GameError.illegal("challenge " + c.id() + " expired at " + c.expiresAt().truncatedTo(ChronoUnit.SECONDS)
                    + " (a challenge is open for " + OPEN_FOR.toMinutes() + " minutes)");
        };
    }
}
