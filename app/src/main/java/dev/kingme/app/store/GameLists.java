package dev.kingme.app.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.Query;

/**
 * The lists of games, read from the games table in one query each without loading a game: the finished games,
 * filtered and paged by when they ended, and the games a browser holds seats in. What a game's actions decide
 * and the lists show (the end, the moves played, whose turn) is written beside its settings by the server
 * ({@link GameStore#setResult}, {@link GameStore#setTurn}).
 */
public final class GameLists {
    private static final String COLUMNS = "g.id, g.game, g.options, g.black, g.white, g.black_name, g.white_name, g.clock,"
            + " g.result, g.created_at, g.ended_at, g.moves, g.turn, g.turn_seq, g.rated, g.black_account, g.white_account";

    private final Jdbi jdbi;

    GameLists(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Where a page of finished games starts: after (older than) or before (newer than) the game ended at {@code at}, {@code id}. */
    public record Cursor(Instant at, String id) {
    }

    /**
     * Which finished games to list: of one game ({@code game}, null: every game), with one result
     * ({@code "1-0"}, {@code "0-1"}, {@code "1/2-1/2"}; null: any), with a player whose name holds {@code player}
     * (any case; null: anyone), older than {@code before} or newer than {@code after} (at most one of them).
     */
    public record Filter(String game, String result, String player, Cursor before, Cursor after, int limit) {
    }

    /**
     * The finished games {@code f} asks for, at most {@code f.limit()}, newest first by their end (then by id);
     * with {@code f.after()}, the ones just newer than it, still newest first.
     */
    public List<ListedGame> finished(Filter f) {
        StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + " FROM games g WHERE g.result IS NOT NULL AND g.ended_at IS NOT NULL");
        if (f.game() != null) {
            sql.append(" AND g.game = :game");
        }
        if (f.result() != null) {
            sql.append(" AND g.result LIKE :result");
        }
        if (f.player() != null) {
            sql.append(" AND (LOWER(g.black_name) LIKE :player ESCAPE '!' OR LOWER(g.white_name) LIKE :player ESCAPE '!')");
        }
        Cursor from = f.before() != null ? f.before() : f.after();
        if (from != null) {
            String op = f.before() != null ? "<" : ">";
            sql.append(" AND (g.ended_at ").append(op).append(" :at OR (g.ended_at = :at AND g.id ").append(op).append(" :id))");
        }
        String order = f.after() != null ? "ASC" : "DESC";
        sql.append(" ORDER BY g.ended_at ").append(order).append(", g.id ").append(order).append(" LIMIT :limit");
        List<ListedGame> page = Stores.guard(() -> jdbi.withHandle(h -> {
            Query q = h.createQuery(sql.toString()).bind("limit", f.limit());
            if (f.game() != null) {
                q.bind("game", f.game());
            }
            if (f.result() != null) {
                q.bind("result", f.result() + " %");
            }
            if (f.player() != null) {
                q.bind("player", "%" + Stores.like(f.player().toLowerCase(Locale.ROOT)) + "%");
            }
            if (from != null) {
                q.bind("at", Timestamp.from(from.at())).bind("id", from.id());
            }
            return q.map((rs, ctx) -> row(rs, false)).list();
        }));
        if (f.after() != null) {
            Collections.reverse(page);
        }
        return page;
    }

    /** A game being played, as the lobby lists it when several nodes serve: how many actions it has had. */
    public record Playing(String id, String game, String blackName, String whiteName, int steps) {
    }

    /**
     * Up to {@code limit} games not over in which someone moved among the last {@code recent} actions stored, the
     * latest first: the games being played on every node (the actions' key grows as they are stored).
     */
    public List<Playing> playing(int recent, int limit) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT g.id, g.game, g.black_name, g.white_name,"
                        + " MAX(a.seq) AS steps FROM actions a JOIN games g ON g.id = a.game_id"
                        + " WHERE a.id > (SELECT COALESCE(MAX(id), 0) - :recent FROM actions) AND a.kind = 'move' AND g.result IS NULL"
                        + " GROUP BY g.id, g.game, g.black_name, g.white_name ORDER BY MAX(a.id) DESC LIMIT :limit")
                .bind("recent", recent).bind("limit", limit)
                .map((rs, ctx) -> new Playing(rs.getString("id"), rs.getString("game"), rs.getString("black_name"),
                        rs.getString("white_name"), rs.getInt("steps")))
                .list()));
    }

    /** The games of {@code ids} (those that exist), with their seats' token hashes and their last actions. */
    public List<ListedGame> games(Collection<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT " + COLUMNS + ", g.black_token, g.white_token,"
                        + " a.seq AS last_seq, a.created_at AS last_at FROM games g LEFT JOIN actions a ON a.game_id = g.id"
                        + " AND a.seq = (SELECT MAX(x.seq) FROM actions x WHERE x.game_id = g.id) WHERE g.id IN (<ids>)")
                .bindList("ids", List.copyOf(ids))
                .map((rs, ctx) -> row(rs, true))
                .list()));
    }

    /**
     * The games whose seats belong to account {@code account}, the newest first, at most {@code limit}: with
     * {@code unfinished}, only those not over; with their last actions, as {@link #games} reads them.
     */
    public List<ListedGame> ofAccount(long account, boolean unfinished, int limit) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT " + COLUMNS + ", g.black_token, g.white_token,"
                        + " a.seq AS last_seq, a.created_at AS last_at FROM games g LEFT JOIN actions a ON a.game_id = g.id"
                        + " AND a.seq = (SELECT MAX(x.seq) FROM actions x WHERE x.game_id = g.id)"
                        + " WHERE (g.black_account = :account OR g.white_account = :account)"
                        + (unfinished ? " AND g.result IS NULL" : "") + " ORDER BY g.created_at DESC, g.id LIMIT :limit")
                .bind("account", account).bind("limit", limit)
                .map((rs, ctx) -> row(rs, true))
                .list()));
    }

    /** The most rated games {@link #ratedFinished} reads. */
    public static final int RATED_READ = 20_000;

    /** The finished rated games of game {@code game} whose result was applied, the newest first, at most {@code limit}. */
    public List<ListedGame> ratedFinished(String game, int limit) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT " + COLUMNS + " FROM games g WHERE g.game = :game"
                        + " AND g.rated = TRUE AND g.rated_at IS NOT NULL AND g.result IS NOT NULL ORDER BY g.ended_at DESC LIMIT :limit")
                .bind("game", game).bind("limit", limit)
                .map((rs, ctx) -> row(rs, false))
                .list()));
    }

    private static ListedGame row(ResultSet rs, boolean seats) throws SQLException {
        return new ListedGame(rs.getString("id"), rs.getString("game"), rs.getString("options"), rs.getString("black"),
                rs.getString("white"), rs.getString("black_name"), rs.getString("white_name"),
                seats ? rs.getString("black_token") : null, seats ? rs.getString("white_token") : null,
                rs.getString("clock"), rs.getString("result"), instant(rs, "created_at"), instant(rs, "ended_at"),
                number(rs, "moves"), rs.getString("turn"), number(rs, "turn_seq"),
                seats ? number(rs, "last_seq") : null, seats ? instant(rs, "last_at") : null, rs.getBoolean("rated"),
                Stores.account(rs, "black_account"), Stores.account(rs, "white_account"));
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        Timestamp t = rs.getTimestamp(column);
        return t == null ? null : t.toInstant();
    }

    private static Integer number(ResultSet rs, String column) throws SQLException {
        int n = rs.getInt(column);
        return rs.wasNull() ? null : n;
    }
}
