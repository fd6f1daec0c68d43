package dev.kingme.app.web;

import dev.kingme.app.account.Accounts;
import dev.kingme.app.rating.Glicko2;
import dev.kingme.app.rating.Speed;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.RatingStore;
import dev.kingme.app.store.StoreUnavailableException;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.logging.Logger;

/**
 * The accounts a game's seats belong to, and what a rated game does to its players' ratings. A seat belongs to
 * the account of a logged-in player who holds it: from the game's making (a challenge's creator and accepter),
 * or from when a logged-in player first opens it with its token (an invite link); from then on that player
 * holds the seat on any device by their session alone. A rated game's seat acts only once it belongs to an
 * account, and one account never holds both seats of a rated game. When a rated game ends, its result is
 * applied to both ratings ({@link RatingStore#applyOnce}: once, whichever request or server ends it).
 */
final class SeatAccounts {
    private static final Logger LOG = Logger.getLogger(SeatAccounts.class.getName());
    private final GameStore store;
    private final Glicko2 system = Glicko2.standard();
    /** How many rated games this server has applied to ratings since it started. */
    private final java.util.concurrent.atomic.AtomicLong applied = new java.util.concurrent.atomic.AtomicLong();

    SeatAccounts(GameStore store) {
        this.store = store;
    }

    /** How many rated games this server has applied to ratings since it started (what was read of them is stale once it grows). */
    long applied() {
        return applied.get();
    }

    /** The speed class {@code g} is rated in. */
    static Speed speed(LiveGame g) {
        return Speed.of(g.clock() == null ? null : g.clock().control());
    }

    /**
     * Fills in the accounts of {@code g}'s seats as stored, and for a rated game that is over, what it did to
     * the ratings (applying it now if that could not be done when it ended). Caller holds {@code g}, or has
     * not yet shown it to anyone.
     */
    void loaded(LiveGame g) {
        for (Player p : Player.values()) {
            Long id = g.settings().account(p == Player.BLACK);
            if (id != null) {
                g.account(p, account(g, id).orElse(null));
            }
        }
        if (g.rated() && g.verdict() != null) {
            List<RatingStore.Change> changes = store.ratings().changes(g.settings().id());
            if (changes.isEmpty()) {
                ended(g);
            } else {
                g.ratingChanges(changes);
            }
        }
    }

    private Optional<SeatAccount> account(LiveGame g, long id) {
        return store.accounts().byId(id).map(a -> new SeatAccount(a.id(), a.name(),
                store.ratings().rating(a.id(), g.settings().game(), speed(g).key())));
    }

    /** True when some seat of {@code g} belongs to an account (so that a session may hold it). Caller holds {@code g}. */
    static boolean any(LiveGame g) {
        return g.account(Player.BLACK) != null || g.account(Player.WHITE) != null;
    }

    /** The seats of {@code g} that belong to account {@code id}. Caller holds {@code g}. */
    static Set<Player> seatsOf(LiveGame g, long id) {
        Set<Player> out = EnumSet.noneOf(Player.class);
        for (Player p : Player.values()) {
            SeatAccount a = g.account(p);
            if (a != null && a.id() == id) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The seats a request holds in a game, the account of its logged-in player (null: none, or not needed), and
     * why its token's seats are withheld (null: they are not): the request sees the game as a spectator, and an
     * action is refused with these words.
     */
    record Held(Set<Player> seats, Long account, String withheld) {
        Held {
            seats = Set.copyOf(seats);
        }

        Held(Set<Player> seats, Long account) {
            this(seats, account, null);
        }

        static Held by(Set<Player> seats) {
            return new Held(seats, null);
        }
    }

    /**
     * The seats of {@code g} a request holds. With a token, {@code byToken}, the seats it holds: claimed for the
     * logged-in player {@code who} finds where they belong to no account yet and {@code mayClaim} (the token came
     * where another site cannot put it: a header, a POST or a WebSocket the gate checked); in a rated game only
     * those that belong to no account or to that player (the others are withheld: the request sees the game as a
     * spectator). Without a token, the seats that belong to that player's account. {@code who} is asked only when needed, and never while the game's monitor is held.
     */
    Held seats(LiveGame g, Set<Player> byToken, boolean mayClaim, Supplier<Optional<Accounts.Player>> who) {
        boolean rated;
        boolean unclaimed;
        boolean any;
        synchronized (g) {
            rated = g.rated();
            unclaimed = !byToken.isEmpty() && unclaimed(g, byToken);
            any = any(g);
        }
        if (byToken.isEmpty()) {
            if (!any) {
                return Held.by(byToken);
            }
            Optional<Accounts.Player> p = who.get();
            if (p.isEmpty()) {
                return Held.by(byToken);
            }
            synchronized (g) {
                return new Held(seatsOf(g, p.get().id()), p.get().id());
            }
        }
        Optional<Accounts.Player> p = Optional.empty();
        if (unclaimed && mayClaim || rated) {
            try {
                p = who.get();
            } catch (StoreUnavailableException e) {
                // the game is read-only while the database is away: a rated game's seats wait for it
                LOG.info("the session of a viewer of game " + g.settings().id() + " waits for the database");
                return Held.by(rated ? Set.of() : byToken);
            }
        }
        if (unclaimed && mayClaim && p.isPresent()) {
            claim(g, byToken, p.get());
        }
        Long account = p.map(Accounts.Player::id).orElse(null);
        if (!rated) {
            return new Held(byToken, account);
        }
        Set<Player> held = EnumSet.noneOf(Player.class);
        String owner = null;
        synchronized (g) {
            for (Player s : byToken) {
                SeatAccount a = g.account(s);
                if (a == null || account != null && a.id() == account) {
                    held.add(s);
                } else {
                    owner = a.name();
                }
            }
        }
        if (held.isEmpty()) {
            return new Held(held, account, "in this rated game that seat is " + owner + "'s: log in as " + owner + " to play it");
        }
        return new Held(held, account);
    }

    /** True when some seat of {@code seats} belongs to no account yet. Caller holds {@code g}. */
    static boolean unclaimed(LiveGame g, Set<Player> seats) {
        return seats.stream().anyMatch(p -> g.account(p) == null);
    }

    /**
     * Gives the seats of {@code seats} that belong to no account to {@code who}, who holds their token: in a
     * rated game not a seat whose other seat is already theirs, nor once the game is over. The store decides
     * (another server may have given the seat to someone else first); the database is not asked under the
     * game's monitor.
     */
    private void claim(LiveGame g, Set<Player> seats, Accounts.Player who) {
        List<Player> open = new ArrayList<>();
        synchronized (g) {
            if (g.rated() && g.verdict() != null) {
                return;
            }
            for (Player p : seats) {
                SeatAccount other = g.account(p.opponent());
                if (g.account(p) == null && !(g.rated() && other != null && other.id() == who.id())) {
                    open.add(p);
                }
            }
        }
        for (Player p : open) {
            try {
                boolean black = p == Player.BLACK;
                Long owner = store.claimSeat(g.settings().id(), black, who.id()) ? Long.valueOf(who.id())
                        : store.game(g.settings().id()).map(s -> s.account(black)).orElse(null);
                SeatAccount a = owner == null ? null : account(g, owner).orElse(null);
                synchronized (g) {
                    if (g.account(p) == null) {
                        g.account(p, a);
                    }
                }
            } catch (StoreUnavailableException e) {
                // the seat is claimed next time: the token holds it meanwhile, and the game stays viewable
                LOG.info("a seat of game " + g.settings().id() + " waits for the database to be claimed");
            }
        }
    }

    /**
     * Refuses an action of seat {@code p} of rated game {@code g} for the holder logged in as {@code account}
     * (null: nobody) unless the seat belongs to that account. Caller holds {@code g}.
     */
    static void mayAct(LiveGame g, Player p, Long account) {
        if (!g.rated() || p == null) {
            return;
        }
        SeatAccount a = g.account(p);
        if (a == null) {
            throw GameError.forbidden(p.title() + "'s seat in this rated game belongs to no account yet: log in (as"
                    + " another player than " + p.opponent().title() + "'s) and open the game with the seat's link");
        }
        if (account == null || a.id() != account) {
            throw GameError.forbidden("in this rated game " + p.title() + "'s seat is " + a.name() + "'s: log in as "
                    + a.name() + " to play it");
        }
    }

    /**
     * Applies the result of rated game {@code g}, just over, to its players' ratings, once; when the database
     * cannot take it now, it is applied when the game is next loaded. Caller holds {@code g}.
     */
    void ended(LiveGame g) {
        Verdict v = g.verdict();
        if (!g.rated() || v == null) {
            return;
        }
        double blackScore = v.isDraw() ? 0.5 : v.winner() == Player.BLACK ? 1 : 0;
        try {
            store.ratings().applyOnce(g.settings().id(), g.settings().game(), speed(g).key(), blackScore, system,
                    Instant.now().truncatedTo(ChronoUnit.MILLIS)).ifPresent(changes -> {
                        g.ratingChanges(changes);
                        applied.incrementAndGet();
                    });
            if (g.ratingChanges().isEmpty()) {
                g.ratingChanges(store.ratings().changes(g.settings().id()));  // applied by another request or server
            }
        } catch (RuntimeException e) {
            LOG.warning("the ratings of game " + g.settings().id() + " wait for the database: " + e);
        }
    }
}
