package dev.kingme.app.store;

import dev.kingme.app.rating.Rating;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/** The lobby's challenges in the games' database (V5): each method one short statement. */
public final class ChallengeStore {
    private final Jdbi jdbi;

    ChallengeStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    public void create(StoredChallenge c) {
        StoredChallenge.Creator creator = c.creator();
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("INSERT INTO challenges (id, request, colour, name, creator_key,"
                        + " created_at, expires_at, creator_account, creator_rating, creator_deviation, min_rating, max_rating)"
                        + " VALUES (:id, :request, :colour, :name, :key, :created, :expires, :account, :rating, :deviation,"
                        + " :min, :max)")
                .bind("id", c.id()).bind("request", c.request()).bind("colour", c.colour()).bind("name", c.name())
                .bind("key", c.creatorKey()).bind("created", Timestamp.from(c.createdAt()))
                .bind("expires", Timestamp.from(c.expiresAt()))
                .bind("account", creator == null ? null : creator.account())
                .bind("rating", creator == null ? null : creator.rating().rating())
                .bind("deviation", creator == null ? null : creator.rating().deviation())
                .bind("min", c.minRating()).bind("max", c.maxRating())
                .execute()));
    }

    public Optional<StoredChallenge> challenge(String id) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery(SELECT + " WHERE c.id = :id")
                .bind("id", id).map((rs, ctx) -> row(rs)).findOne()));
    }

    /** The challenges open at {@code now}, the newest first, at most {@code limit}. */
    public List<StoredChallenge> open(Instant now, int limit) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery(SELECT + " WHERE c.taken_at IS NULL"
                        + " AND c.cancelled_at IS NULL AND c.expires_at > :now ORDER BY c.created_at DESC, c.id LIMIT :limit")
                .bind("now", Timestamp.from(now)).bind("limit", limit)
                .map((rs, ctx) -> row(rs)).list()));
    }

    /**
     * Takes challenge {@code id} if it is open at {@code now}: true for the one caller whose statement did,
     * false for everyone else (it was taken, cancelled or expired, or there is no such challenge).
     */
    public boolean take(String id, Instant now) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createUpdate("UPDATE challenges SET taken_at = :now WHERE id = :id"
                        + " AND taken_at IS NULL AND cancelled_at IS NULL AND expires_at > :now")
                .bind("id", id).bind("now", Timestamp.from(now)).execute()) == 1);
    }

    /** Opens a challenge taken by a caller who then could not make its game. */
    public void release(String id) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("UPDATE challenges SET taken_at = NULL WHERE id = :id"
                + " AND game_id IS NULL").bind("id", id).execute()));
    }

    /** Records the game made from taken challenge {@code id}. */
    public void accepted(String id, String gameId) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("UPDATE challenges SET game_id = :game WHERE id = :id")
                .bind("id", id).bind("game", gameId).execute()));
    }

    /** Cancels challenge {@code id} if it is still open (not taken): true when it did. */
    public boolean cancel(String id, Instant now) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createUpdate("UPDATE challenges SET cancelled_at = :now WHERE id = :id"
                        + " AND taken_at IS NULL AND cancelled_at IS NULL")
                .bind("id", id).bind("now", Timestamp.from(now)).execute()) == 1);
    }

    /** Forgets the challenges that ended before {@code before}, so that the table does not grow for ever. */
    public void forget(Instant before) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("DELETE FROM challenges WHERE expires_at < :before")
                .bind("before", Timestamp.from(before)).execute()));
    }

    /** A challenge with its creator's account's name (none when the account is gone or there was none). */
    private static final String SELECT = "SELECT c.*, a.name AS account_name FROM challenges c LEFT JOIN accounts a"
            + " ON a.id = c.creator_account";

    private static StoredChallenge row(ResultSet rs) throws SQLException {
        Long account = Stores.account(rs, "creator_account");
        String accountName = rs.getString("account_name");
        StoredChallenge.Creator creator = account == null || accountName == null ? null
                : new StoredChallenge.Creator(account, accountName, new Rating(rs.getDouble("creator_rating"),
                        rs.getDouble("creator_deviation"), Rating.START.volatility(), 0));
        return new StoredChallenge(rs.getString("id"), rs.getString("request"), rs.getString("colour"),
                rs.getString("name"), rs.getString("creator_key"), instant(rs, "created_at"), instant(rs, "expires_at"),
                instant(rs, "taken_at"), instant(rs, "cancelled_at"), rs.getString("game_id"), creator,
                bound(rs, "min_rating"), bound(rs, "max_rating"));
    }

    private static Integer bound(ResultSet rs, String column) throws SQLException {
        int v = rs.getInt(column);
        return rs.wasNull() ? null : v;
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        Timestamp t = rs.getTimestamp(column);
        return t == null ? null : t.toInstant();
    }
}
