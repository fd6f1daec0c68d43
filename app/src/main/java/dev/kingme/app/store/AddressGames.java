package dev.kingme.app.store;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import org.jdbi.v3.core.Jdbi;

/**
 * The games each client address made (Flyway V13), so that the nodes of several count the limits per address
 * alike: the games made in the last minute, the unfinished games against the AI still in use, and the games
 * between two AIs on the whole server. Times are the database's.
 */
public final class AddressGames {
    private final Jdbi jdbi;

    AddressGames(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Notes that {@code address} made game {@code game}, with an AI seat ({@code ai}) or two ({@code aiOnly}). */
    public void made(String game, String address, boolean ai, boolean aiOnly) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("INSERT INTO address_games (game_id, address, ai, ai_only, created_at)"
                        + " VALUES (:game, :address, :ai, :aiOnly, " + LeaseStore.UTC_NOW + ")")
                .bind("game", game).bind("address", address).bind("ai", ai).bind("aiOnly", aiOnly).execute()));
    }

    /** How many games {@code address} made in the last minute, and when the first of them was made (null: none). */
    public record LastMinute(int games, Instant first) {
    }

    public LastMinute lastMinute(String address) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) AS n, MIN(created_at) AS first,"
                        + " " + LeaseStore.UTC_NOW + " AS now FROM address_games WHERE address = :address"
                        + " AND created_at > " + LeaseStore.UTC_NOW + " - make_interval(mins => 1)")
                .bind("address", address)
                .map((rs, ctx) -> {
                    Timestamp first = rs.getTimestamp("first");
                    Timestamp now = rs.getTimestamp("now");
                    // as an offset from now, so that the nodes' own clocks need not agree with the database's
                    return new LastMinute(rs.getInt("n"), first == null ? null
                            : Instant.now().minus(Duration.between(first.toInstant(), now.toInstant())));
                }).one()));
    }

    /**
     * How many games with an AI seat ({@code aiOnly}: two) are not over and were made or acted in within
     * {@code inUse}: those of {@code address}, or every address's when it is null.
     */
    public int unfinishedWithAi(String address, boolean aiOnly, Duration inUse) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM address_games a JOIN games g"
                        + " ON g.id = a.game_id WHERE " + (address == null ? "" : "a.address = :address AND ")
                        + (aiOnly ? "a.ai_only" : "a.ai") + " AND g.result IS NULL"
                        + " AND (a.created_at > " + LeaseStore.UTC_NOW + " - make_interval(secs => :seconds) OR EXISTS (SELECT 1 FROM"
                        + " actions x WHERE x.game_id = a.game_id AND x.created_at > LOCALTIMESTAMP - make_interval(secs => :seconds)))")
                .bind("address", address).bind("seconds", inUse.toSeconds()).mapTo(Integer.class).one()));
    }
}
