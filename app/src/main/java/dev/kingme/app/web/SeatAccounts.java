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

    SeatAccounts(GameStore store) {
        this.store = store;
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
     * The seats of {@code g} a request holds: {@code byToken}, those its token holds (claimed for the logged-in
     * player {@code who} finds, where they belong to no account yet), or without a token, those that belong to
     * that player's account ({@code who} asked only when some seat belongs to an account).
     */
    Set<Player> seats(LiveGame g, Set<Player> byToken, Supplier<Optional<Accounts.Player>> who) {
        synchronized (g) {
            if (!byToken.isEmpty()) {
                if (unclaimed(g, byToken)) {
                    try {
                        who.get().ifPresent(p -> claim(g, byToken, p));
                    } catch (StoreUnavailableException e) {
                        // the seat is claimed next time: the token holds it meanwhile, and the game stays viewable
                        LOG.info("a seat of game " + g.settings().id() + " waits for the database to be claimed");
                    }
                }
                return byToken;
            }
            if (!any(g)) {
                return byToken;
            }
        }
        Optional<Accounts.Player> p = who.get();
        if (p.isEmpty()) {
            return byToken;
        }
        synchronized (g) {
            return seatsOf(g, p.get().id());
        }
    }

    /** True when some seat of {@code seats} belongs to no account yet. Caller holds {@code g}. */
    static boolean unclaimed(LiveGame g, Set<Player> seats) {
        return seats.stream().anyMatch(p -> g.account(p) == null);
    }

    /**
     * Gives the seats of {@code seats} that belong to no account to {@code who}, who holds their token: in a
     * rated game not a seat whose other seat is already theirs. Caller holds {@code g}.
     */
    void claim(LiveGame g, Set<Player> seats, Accounts.Player who) {
        for (Player p : seats) {
            if (g.account(p) != null) {
                continue;
            }
            SeatAccount other = g.account(p.opponent());
            if (g.rated() && other != null && other.id() == who.id()) {
                continue;
            }
            if (store.claimSeat(g.settings().id(), p == Player.BLACK, who.id())) {
                g.account(p, account(g, who.id()).orElse(null));
            }
        }
    }

    /** Refuses an action of seat {@code p} of rated game {@code g} while the seat belongs to no account. */
    static void mayAct(LiveGame g, Player p) {
        if (g.rated() && p != null && g.account(p) == null) {
            throw GameError.forbidden(p.title() + "'s seat in this rated game belongs to no account yet: log in (as"
                    + " another player than " + p.opponent().title() + "'s) and open the game with the seat's link");
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
                    Instant.now().truncatedTo(ChronoUnit.MILLIS)).ifPresent(g::ratingChanges);
            if (g.ratingChanges().isEmpty()) {
                g.ratingChanges(store.ratings().changes(g.settings().id()));  // applied by another request or server
            }
        } catch (RuntimeException e) {
            LOG.warning("the ratings of game " + g.settings().id() + " wait for the database: " + e);
        }
    }
}
