package dev.kingme.app.store;

import dev.kingme.app.rating.Glicko2;
import dev.kingme.app.rating.Rating;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * The players' ratings in the games' database (V8): each player's Glicko-2 rating per game and speed class,
 * what each rated game changed, and applying a finished rated game's result to both its players exactly once.
 */
public final class RatingStore {
    private final Jdbi jdbi;

    RatingStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** A player's rating in one game and speed class, and when it last changed. */
    public record StoredRating(long account, String game, String speed, Rating rating, Instant updated) {
    }

    /**
     * What one rated game did to one player's rating: the rating and deviation before and after it (a change
     * keeps no volatility or count of games: its ratings carry the start's).
     *
     * @param player "black" or "white", the seat the player had
     */
    public record Change(String gameId, long account, String player, String game, String speed, Rating before,
            Rating after, Instant at) {
        /** The rating's change, rounded as the pages show it. */
        public long delta() {
            return Math.round(after.rating()) - Math.round(before.rating());
        }
    }

    /**
     * Applies the result of finished rated game {@code id} to its two players' ratings in {@code game} and
     * {@code speed} ({@code blackScore} 1, 0.5 or 0), once: the caller whose transaction marks the game rated
     * does it; for everyone else (it was done, or the game is not rated between two accounts) nothing happens.
     * Each rating row is locked while it changes (in the order of the accounts' ids, so that two games of the
     * same players finishing at once wait for each other rather than deadlock).
     *
     * @return the two changes, Black's first, when this call applied them
     */
    public Optional<List<Change>> applyOnce(String id, String game, String speed, double blackScore, Glicko2 system,
            Instant now) {
        Long[] seats = Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT black_account, white_account FROM games"
                        + " WHERE id = :id AND rated = TRUE AND rated_at IS NULL AND result IS NOT NULL")
                .bind("id", id).map((rs, ctx) -> new Long[] {Stores.account(rs, "black_account"), Stores.account(rs, "white_account")})
                .findOne().orElse(null)));
        if (seats == null || seats[0] == null || seats[1] == null || seats[0].equals(seats[1])) {
            return Optional.empty();
        }
        ensure(seats[0], game, speed, now);
        ensure(seats[1], game, speed, now);
        return Stores.guard(() -> jdbi.inTransaction(h -> {
            int marked = h.createUpdate("UPDATE games SET rated_at = :now WHERE id = :id AND rated = TRUE AND rated_at IS NULL"
                            + " AND black_account = :black AND white_account = :white")
                    .bind("id", id).bind("now", Timestamp.from(now)).bind("black", seats[0]).bind("white", seats[1]).execute();
            if (marked != 1) {
                return Optional.<List<Change>>empty();
            }
            Rating black = null;
            Rating white = null;
            for (StoredRating r : lock(h, seats[0], seats[1], game, speed)) {
                if (r.account() == seats[0]) {
                    black = r.rating();
                } else {
                    white = r.rating();
                }
            }
            Rating blackAfter = system.update(black, List.of(new Glicko2.Game(white, blackScore)));
            Rating whiteAfter = system.update(white, List.of(new Glicko2.Game(black, 1 - blackScore)));
            List<Change> changes = List.of(
                    new Change(id, seats[0], "black", game, speed, black, blackAfter, now),
                    new Change(id, seats[1], "white", game, speed, white, whiteAfter, now));
            for (Change c : changes) {
                h.createUpdate("UPDATE ratings SET rating = :rating, deviation = :deviation, volatility = :volatility,"
                                + " games = :games, updated_at = :now WHERE account_id = :account AND game = :game AND speed = :speed")
                        .bind("rating", c.after().rating()).bind("deviation", c.after().deviation())
                        .bind("volatility", c.after().volatility()).bind("games", c.after().games())
                        .bind("now", Timestamp.from(now)).bind("account", c.account()).bind("game", game).bind("speed", speed)
                        .execute();
                h.createUpdate("INSERT INTO rating_changes (game_id, account_id, player, game, speed, rating_before,"
                                + " deviation_before, rating_after, deviation_after, at) VALUES (:id, :account, :player, :game,"
                                + " :speed, :before, :devBefore, :after, :devAfter, :at)")
                        .bind("id", id).bind("account", c.account()).bind("player", c.player()).bind("game", game)
                        .bind("speed", speed).bind("before", c.before().rating()).bind("devBefore", c.before().deviation())
                        .bind("after", c.after().rating()).bind("devAfter", c.after().deviation())
                        .bind("at", Timestamp.from(now)).execute();
            }
            return Optional.of(changes);
        }));
    }

    /** Makes sure account {@code account} has a rating row in {@code game} and {@code speed} (a newcomer's). */
    private void ensure(long account, String game, String speed, Instant now) {
        boolean present = Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM ratings WHERE account_id = :account"
                        + " AND game = :game AND speed = :speed")
                .bind("account", account).bind("game", game).bind("speed", speed).mapTo(Integer.class).one())) > 0;
        if (present) {
            return;
        }
        Rating r = Rating.START;
        try {
            Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("INSERT INTO ratings (account_id, game, speed, rating, deviation,"
                            + " volatility, games, updated_at) VALUES (:account, :game, :speed, :rating, :deviation, :volatility,"
                            + " :games, :now)")
                    .bind("account", account).bind("game", game).bind("speed", speed).bind("rating", r.rating())
                    .bind("deviation", r.deviation()).bind("volatility", r.volatility()).bind("games", r.games())
                    .bind("now", Timestamp.from(now)).execute()));
        } catch (RuntimeException e) {
            if (!Stores.duplicateKey(e)) {
                throw e;  // else another game of the same player made the row at the same moment
            }
        }
    }

    private static List<StoredRating> lock(Handle h, long a, long b, String game, String speed) {
        return h.createQuery("SELECT * FROM ratings WHERE account_id IN (:a, :b) AND game = :game AND speed = :speed"
                        + " ORDER BY account_id FOR UPDATE")
                .bind("a", a).bind("b", b).bind("game", game).bind("speed", speed)
                .map((rs, ctx) -> rating(rs)).list();
    }

    /** Every rating of account {@code account}. */
    public List<StoredRating> ratings(long account) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT * FROM ratings WHERE account_id = :account"
                        + " AND games > 0 ORDER BY game, speed")
                .bind("account", account).map((rs, ctx) -> rating(rs)).list()));
    }

    /** Account {@code account}'s rating in {@code game} and {@code speed}: a newcomer's when it has none. */
    public Rating rating(long account, String game, String speed) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT * FROM ratings WHERE account_id = :account"
                        + " AND game = :game AND speed = :speed")
                .bind("account", account).bind("game", game).bind("speed", speed)
                .map((rs, ctx) -> rating(rs).rating()).findOne().orElse(Rating.START)));
    }

    /** What the rated games of account {@code account} did to its ratings, oldest first, the last {@code limit}. */
    public List<Change> history(long account, int limit) {
        List<Change> out = new ArrayList<>(Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT * FROM rating_changes"
                        + " WHERE account_id = :account ORDER BY at DESC, game_id LIMIT :limit")
                .bind("account", account).bind("limit", limit).map((rs, ctx) -> change(rs)).list())));
        java.util.Collections.reverse(out);
        return out;
    }

    /** What rated game {@code id} did to its players' ratings (none: not applied, or not rated), Black's first. */
    public List<Change> changes(String id) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT * FROM rating_changes WHERE game_id = :id"
                        + " ORDER BY player")
                .bind("id", id).map((rs, ctx) -> change(rs)).list()));
    }

    /** A leaderboard's row: the player's name and rating. */
    public record Ranked(String name, Rating rating) {
    }

    /**
     * The best {@code limit} ratings in {@code game} and {@code speed} that are no longer provisional, of
     * accounts not disabled, the best first.
     */
    public List<Ranked> leaders(String game, String speed, int limit) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT a.name, r.* FROM ratings r JOIN accounts a"
                        + " ON a.id = r.account_id WHERE r.game = :game AND r.speed = :speed AND r.deviation < :provisional"
                        + " AND r.games > 0 AND a.disabled_at IS NULL ORDER BY r.rating DESC, a.name_key LIMIT :limit")
                .bind("game", game).bind("speed", speed).bind("provisional", Rating.PROVISIONAL_DEVIATION)
                .bind("limit", limit).map((rs, ctx) -> new Ranked(rs.getString("name"), rating(rs).rating())).list()));
    }

    private static StoredRating rating(ResultSet rs) throws SQLException {
        return new StoredRating(rs.getLong("account_id"), rs.getString("game"), rs.getString("speed"),
                new Rating(rs.getDouble("rating"), rs.getDouble("deviation"), rs.getDouble("volatility"), rs.getInt("games")),
                rs.getTimestamp("updated_at").toInstant());
    }

    private static Change change(ResultSet rs) throws SQLException {
        return new Change(rs.getString("game_id"), rs.getLong("account_id"), rs.getString("player"), rs.getString("game"),
                rs.getString("speed"), new Rating(rs.getDouble("rating_before"), rs.getDouble("deviation_before"), 0.06, 0),
                new Rating(rs.getDouble("rating_after"), rs.getDouble("deviation_after"), 0.06, 0),
                rs.getTimestamp("at").toInstant());
    }
}
