package dev.kingme.app.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/** The computer reviews of finished games (V10): each method one short statement. */
public final class ReviewStore {
    private final Jdbi jdbi;

    ReviewStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /**
     * A review as stored.
     *
     * @param state  queued, running, done or failed
     * @param result the review as JSON once done (the words of the failure once failed), else null
     */
    public record StoredReview(String gameId, String state, int done, int total, String result, Instant requestedAt,
            Instant finishedAt) {
    }

    /** Asks for the review of game {@code id} of {@code total} moves: true when this call did, false when it was asked before. */
    public boolean request(String id, int total, Instant at) {
        try {
            Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("INSERT INTO reviews (game_id, state, done, total, requested_at)"
                            + " VALUES (:id, 'queued', 0, :total, :at)")
                    .bind("id", id).bind("total", total).bind("at", Timestamp.from(at)).execute()));
            return true;
        } catch (RuntimeException e) {
            if (Stores.duplicateKey(e)) {
                return false;
            }
            throw e;
        }
    }

    public Optional<StoredReview> review(String id) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT * FROM reviews WHERE game_id = :id")
                .bind("id", id).map((rs, ctx) -> row(rs)).findOne()));
    }

    /** The ids of the reviews asked for and not finished, the oldest first (to take up again after a restart). */
    public List<String> unfinished() {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT game_id FROM reviews WHERE state IN"
                        + " ('queued', 'running') ORDER BY requested_at, game_id")
                .mapTo(String.class).list()));
    }

    /** Review {@code id} is under way, {@code done} of its moves reviewed. */
    public void progress(String id, int done) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("UPDATE reviews SET state = 'running', done = :done"
                        + " WHERE game_id = :id AND state IN ('queued', 'running')")
                .bind("id", id).bind("done", done).execute()));
    }

    /** Review {@code id} is finished: {@code state} done (its {@code result} the review) or failed (the words why). */
    public void finish(String id, String state, String result, Instant at) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("UPDATE reviews SET state = :state, done = CASE WHEN :state"
                        + " = 'done' THEN total ELSE done END, result = :result, finished_at = :at WHERE game_id = :id")
                .bind("id", id).bind("state", state).bind("result", result).bind("at", Timestamp.from(at)).execute()));
    }

    private static StoredReview row(ResultSet rs) throws SQLException {
        Timestamp finished = rs.getTimestamp("finished_at");
        return new StoredReview(rs.getString("game_id"), rs.getString("state"), rs.getInt("done"), rs.getInt("total"),
                rs.getString("result"), rs.getTimestamp("requested_at").toInstant(),
                finished == null ? null : finished.toInstant());
    }
}
