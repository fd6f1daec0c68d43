package dev.kingme.app.store;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jdbi.v3.core.Jdbi;

/**
 * The games' leases in PostgreSQL (Flyway V13, docs/deploy.md): which node of several runs a game's clock and
 * AI. Times are the database's in UTC, so the nodes' own clocks and time zones need not agree. Every statement is one short
 * transaction; a lease is taken only when it is free, lapsed or the taker's own, so two nodes never both
 * hold one.
 */
public final class LeaseStore {
    /**
     * The database's clock in UTC: the same on every node's connection, whatever time zone each node's JVM runs in
     * (the driver sets each session's zone to its JVM's, which LOCALTIMESTAMP follows).
     */
    static final String UTC_NOW = "(CURRENT_TIMESTAMP AT TIME ZONE 'UTC')";

    private final Jdbi jdbi;

    LeaseStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Takes (or keeps) the lease of game {@code game} for {@code node} for {@code seconds}: true when it is now the node's. */
    public boolean take(String game, String node, int seconds) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createUpdate("INSERT INTO game_leases (game_id, node, until)"
                        + " VALUES (:game, :node, " + UTC_NOW + " + make_interval(secs => :seconds))"
                        + " ON CONFLICT (game_id) DO UPDATE SET node = EXCLUDED.node, until = EXCLUDED.until"
                        + " WHERE game_leases.node = EXCLUDED.node OR game_leases.until < " + UTC_NOW)
                .bind("game", game).bind("node", node).bind("seconds", seconds).execute())) == 1;
    }

    /**
     * Lets go of {@code node}'s leases of finished games, renews the others for {@code seconds} and answers
     * the games whose lease the node still holds (one it lost while it could not renew is not among them).
     */
    public Set<String> renew(String node, int seconds) {
        return Stores.guard(() -> jdbi.inTransaction(h -> {
            h.createUpdate("DELETE FROM game_leases WHERE node = :node AND game_id IN"
                    + " (SELECT id FROM games WHERE result IS NOT NULL)").bind("node", node).execute();
            return new HashSet<>(h.createQuery("UPDATE game_leases SET until = " + UTC_NOW + " + make_interval(secs => :seconds)"
                            + " WHERE node = :node RETURNING game_id")
                    .bind("node", node).bind("seconds", seconds).mapTo(String.class).list());
        }));
    }

    /** Lets go of {@code node}'s lease of game {@code game}, if it holds it. */
    public void release(String game, String node) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("DELETE FROM game_leases WHERE game_id = :game AND node = :node")
                .bind("game", game).bind("node", node).execute()));
    }

    /** Lets {@code node}'s leases lapse at once (it is stopping), so that the other nodes take its games over now. */
    public void lapseAll(String node) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("UPDATE game_leases SET until = " + UTC_NOW
                + " - make_interval(secs => 1) WHERE node = :node").bind("node", node).execute()));
    }

    /** Up to {@code limit} games not over whose lease has lapsed (their node stopped renewing it). */
    public List<String> lapsed(int limit) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT l.game_id FROM game_leases l JOIN games g"
                        + " ON g.id = l.game_id WHERE l.until < " + UTC_NOW + " AND g.result IS NULL ORDER BY l.until LIMIT :limit")
                .bind("limit", limit).mapTo(String.class).list()));
    }

    /** The node that holds game {@code game}'s lease now, if one does. */
    public Optional<String> holder(String game) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT node FROM game_leases WHERE game_id = :game"
                        + " AND until >= " + UTC_NOW).bind("game", game).mapTo(String.class).findOne()));
    }
}
