package dev.kingme.app.web;

import dev.kingme.app.account.AccountException;
import dev.kingme.app.account.Accounts;
import dev.kingme.app.account.Tokens;
import dev.kingme.app.rating.Rating;
import dev.kingme.app.rating.Speed;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.ChallengeStore;
import dev.kingme.app.store.RatingStore;
import dev.kingme.app.store.StoredChallenge;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
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
    private final RatingStore ratings;
    private final GameHub hub;

    Lobby(ChallengeStore store, RatingStore ratings, GameHub hub) {
        this.store = store;
        this.ratings = ratings;
        this.hub = hub;
    }

    /** A challenge made: its id, its creator's key (given once, to the creator) and when it expires. */
    record Made(String id, String key, Instant expires) {
    }

    /**
     * Posts challenge {@code r} for {@code creator}, the logged-in player (if any) who posts it: a rated
     * challenge is a logged-in player's; theirs shows their name and their rating in its game and speed.
     */
    Made create(ChallengeRequest r, Optional<Accounts.Player> creator) {
        CreateRequest game = r.create(null);
        try {
            NewGame.of(game, Map.of());  // checked as its game will be made when accepted; nothing is stored
        } catch (IllegalArgumentException e) {
            throw GameError.invalid(e.getMessage());
        }
        if (r.rated() && creator.isEmpty()) {
            throw AccountException.logInFirst("log in to post a rated challenge: a rated game is between two accounts");
        }
        StoredChallenge.Creator by = creator.map(p -> new StoredChallenge.Creator(p.id(), p.name(),
                ratings.rating(p.id(), game.game(), Speed.of(game.clock()).key()))).orElse(null);
        String name = by != null ? by.name() : r.name() == null ? "" : r.name();
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        String key = Tokens.random();
        StoredChallenge c = new StoredChallenge(Secrets.gameId(), r.game().toString(), GameView.name(r.colour()),
                name, Tokens.hash(key), now, now.plus(OPEN_FOR), null, null, null, by, r.minRating(), r.maxRating());
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

    /** The request challenge {@code c} was posted with. */
    static ChallengeRequest request(StoredChallenge c) {
        Player colour = "white".equals(c.colour()) ? Player.WHITE : Player.BLACK;
        return new ChallengeRequest(colour, c.name().isEmpty() ? null : c.name(), Fields.object(c.request(), "challenge " + c.id()),
                c.minRating(), c.maxRating());
    }

    /**
     * Accepts challenge {@code id} for a person named {@code name} (or nobody) whose browser holds {@code key}
     * (null, or a key of its own challenges), logged in as {@code who} (if anyone): makes its game and answers it
     * with the accepter's seat token. A rated challenge, or one open to a range of ratings only, is accepted by a
     * logged-in player (not its creator) whose rating in its game and speed is in the range; the seats of the
     * game belong to the creator's and the accepter's accounts, if they are logged in.
     */
    GameHub.Created accept(String id, String key, String name, Supplier<Optional<Accounts.Player>> who) {
        StoredChallenge c = challenge(id);
        if (isCreator(c, key)) {
            throw GameError.forbidden("challenge " + id + " is your own: wait for someone else to accept it, or cancel it");
        }
        ChallengeRequest r = request(c);
        CreateRequest game = r.create(null);
        boolean ranged = c.minRating() != null || c.maxRating() != null;
        Optional<Accounts.Player> accepter = who.get();
        if ((game.rated() || ranged) && accepter.isEmpty()) {
            throw AccountException.logInFirst("log in to accept challenge " + id + ": it is "
                    + (game.rated() ? "rated" : "open to a range of ratings only"));
        }
        if (accepter.isPresent() && c.creator() != null && c.creator().account() == accepter.get().id()) {
            throw GameError.forbidden("challenge " + id + " is your own: wait for someone else to accept it, or cancel it");
        }
        if (ranged) {
            Speed speed = Speed.of(game.clock());
            double rating = ratings.rating(accepter.get().id(), game.game(), speed.key()).rating();
            if (!c.admits(rating)) {
                throw GameError.forbidden("challenge " + id + " is open to players rated " + range(c) + ", and your "
                        + speed.key() + " rating in " + game.game() + " is " + Math.round(rating));
            }
        }
        if (!store.take(id, Instant.now())) {
            throw notOpen(challenge(id));
        }
        try {
            Map<Player, Long> owners = new EnumMap<>(Player.class);
            if (c.creator() != null) {
                owners.put(r.colour(), c.creator().account());
            }
            accepter.ifPresent(p -> owners.put(r.colour().opponent(), p.id()));
            GameHub.Created made = hub.create(r.create(accepter.map(Accounts.Player::name).orElse(name)),
                    Map.of(r.colour(), c.creatorKey()), owners);
            store.accepted(id, made.id());
            return made;
        } catch (RuntimeException e) {
            store.release(id);
            throw e;
        }
    }

    /**
     * What quick pairing did: made the game of the waiting challenge closest in rating ({@code game}), or posted a
     * challenge to wait for one ({@code waiting}).
     */
    record Paired(GameHub.Created game, Made waiting) {
    }

    /**
     * Quick pairing: accepts, of the open challenges for the same game (the same game, options, clock and
     * rating) that {@code who} may accept, the one whose creator's rating is closest to theirs; when there is
     * none, posts {@code r} as a challenge to wait for someone. {@code key} is the caller's own challenges' key,
     * so that a browser is never paired with itself.
     */
    Paired pair(ChallengeRequest r, String key, Supplier<Optional<Accounts.Player>> who) {
        Optional<Accounts.Player> me = who.get();
        CreateRequest game = r.create(null);
        String speed = Speed.of(game.clock()).key();
        double mine = me.map(p -> ratings.rating(p.id(), game.game(), speed).rating()).orElse(Rating.START.rating());
        List<StoredChallenge> fits = new ArrayList<>();
        for (StoredChallenge c : open()) {
            boolean ranged = c.minRating() != null || c.maxRating() != null;
            boolean own = isCreator(c, key) || me.isPresent() && c.creator() != null && c.creator().account() == me.get().id();
            double theirs = (c.creator() == null ? Rating.START : c.creator().rating()).rating();
            if (!own && (!ranged || me.isPresent() && c.admits(mine)) && inRange(r, theirs)
                    && sameGame(game, request(c).create(null))) {
                fits.add(c);
            }
        }
        fits.sort(Comparator.comparingDouble(c -> Math.abs((c.creator() == null ? Rating.START : c.creator().rating()).rating() - mine)));
        for (StoredChallenge c : fits) {
            try {
                return new Paired(accept(c.id(), key, r.name(), () -> me), null);
            } catch (GameError taken) {
                // accepted or cancelled meanwhile: the next closest
            }
        }
        return new Paired(null, create(r, me));
    }

    /** True when {@code a} and {@code b} make the same game: the same game, options (as played), clock and rating. */
    static boolean sameGame(CreateRequest a, CreateRequest b) {
        return a.game().equals(b.game()) && a.rated() == b.rated() && a.setup() == null && b.setup() == null
                && java.util.Objects.equals(a.clock() == null ? null : a.clock().text(), b.clock() == null ? null : b.clock().text())
                && played(a).equals(played(b));
    }

    /** Every option of {@code r}'s game as it will be played: the ones given, and the rest at their defaults. */
    private static Map<String, String> played(CreateRequest r) {
        try {
            return Games.byName(r.game()).rules(r.options()).options().asMap();
        } catch (IllegalArgumentException e) {
            return r.options();
        }
    }

    /** True when a creator rated {@code rating} is in the range {@code r} asks for (if it asks for one). */
    private static boolean inRange(ChallengeRequest r, double rating) {
        long x = Math.round(rating);
        return (r.minRating() == null || x >= r.minRating()) && (r.maxRating() == null || x <= r.maxRating());
    }

    /** The ratings challenge {@code c} is open to, in words: {@code 1400 to 1700}, {@code 1400 or more}. */
    static String range(StoredChallenge c) {
        if (c.minRating() != null && c.maxRating() != null) {
            return c.minRating() + " to " + c.maxRating();
        }
        return c.minRating() != null ? c.minRating() + " or more" : c.maxRating() != null ? c.maxRating() + " or less" : "any";
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
