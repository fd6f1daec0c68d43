package dev.kingme.app.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.SqlStatement;

/**
 * The game database (V12): games of American checkers from the shipped archive, from the server's own finished
 * games and from imports, each with its PDN, the tags people search by, and every position it passed through.
 */
public final class LibraryStore {
    private final Jdbi jdbi;

    LibraryStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** A position a game passed through: its ply (0 the start), its Zobrist key, and the move played from it (null at the end). */
    public record Ply(int ply, long position, String nextMove) {
    }

    /**
     * A game as listed.
     *
     * @param source   {@code archive}, {@code server} or {@code import}
     * @param gameId   the server's game it is (source {@code server}), else null
     * @param result   {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
     * @param ballot   the ACF three-move ballot it opened with, or null
     */
    public record Listed(String id, String source, String gameId, String black, String white, String event, String playedOn,
            String result, Integer ballot, int plies, Instant addedAt) {
    }

    /** A game to add: what is listed, its PDN, who imported it (an account's id, or null) and its positions. */
    public record NewGame(Listed game, String pdn, Long importedBy, List<Ply> positions) {
    }

    /**
     * Which games to list: all of them that hold {@code player} in a player's name and {@code event} in the event
     * (any case), with {@code result}, opened with {@code ballot}, from {@code source}, passing through the position
     * of Zobrist key {@code position}; a null field asks for nothing.
     */
    public record Query(String player, String event, String result, Integer ballot, String source, Long position) {
    }

    /** A page of games and how many match in all. */
    public record Page(List<Listed> games, int total) {
    }

    /** How many games played {@code nextMove} from a position and ended with {@code result}. */
    public record MoveCount(String nextMove, String result, int games) {
    }

    private static final String COLUMNS = "id, source, game_id, black, white, event, played_on, result, ballot, plies, added_at";

    /** Adds {@code g} and its positions in one transaction: false when a game of that id (or server game) is there already. */
    public boolean add(NewGame g) {
        try {
            Stores.guard(() -> jdbi.useTransaction(h -> insert(h, g)));
            return true;
        } catch (RuntimeException e) {
            if (Stores.duplicateKey(e)) {
                return false;
            }
            throw e;
        }
    }

    /**
     * Adds {@code games} in one transaction (a whole archive at once: one commit instead of one a game); when one of
     * them is there already (another server added them meanwhile), adds them one by one, skipping those.
     */
    public void addAll(List<NewGame> games) {
        try {
            Stores.guard(() -> jdbi.useTransaction(h -> {
                for (NewGame g : games) {
                    insert(h, g);
                }
            }));
        } catch (RuntimeException e) {
            if (!Stores.duplicateKey(e)) {
                throw e;
            }
            games.forEach(this::add);
        }
    }

    private static void insert(Handle h, NewGame n) {
        Listed g = n.game();
        h.createUpdate("INSERT INTO library_games (" + COLUMNS + ", pdn, imported_by) VALUES (:id, :source, :gameId, :black,"
                        + " :white, :event, :playedOn, :result, :ballot, :plies, :addedAt, :pdn, :importedBy)")
                .bind("id", g.id()).bind("source", g.source()).bind("gameId", g.gameId()).bind("black", g.black())
                .bind("white", g.white()).bind("event", g.event()).bind("playedOn", g.playedOn()).bind("result", g.result())
                .bind("ballot", g.ballot()).bind("plies", g.plies()).bind("addedAt", Timestamp.from(g.addedAt()))
                .bind("pdn", n.pdn()).bind("importedBy", n.importedBy()).execute();
        try (PreparedStatement st = h.getConnection().prepareStatement(
                "INSERT INTO library_positions (library_id, ply, position, next_move) VALUES (?, ?, ?, ?)")) {
            for (Ply p : n.positions()) {
                st.setString(1, g.id());
                st.setInt(2, p.ply());
                st.setLong(3, p.position());
                st.setString(4, p.nextMove());
                st.addBatch();
            }
            st.executeBatch();
        } catch (SQLException e) {
            throw new org.jdbi.v3.core.statement.UnableToExecuteStatementException(e, null);
        }
    }

    /** The games {@code q} asks for, newest added first, from the {@code offset}-th, at most {@code limit}. */
    public Page search(Query q, int offset, int limit) {
        StringBuilder where = new StringBuilder(" WHERE 1 = 1");
        if (q.player() != null) {
            where.append(" AND (LOWER(black) LIKE :player ESCAPE '!' OR LOWER(white) LIKE :player ESCAPE '!')");
        }
        if (q.event() != null) {
            where.append(" AND LOWER(event) LIKE :event ESCAPE '!'");
        }
        if (q.result() != null) {
            where.append(" AND result = :result");
        }
        if (q.ballot() != null) {
            where.append(" AND ballot = :ballot");
        }
        if (q.source() != null) {
            where.append(" AND source = :source");
        }
        if (q.position() != null) {
            where.append(" AND id IN (SELECT library_id FROM library_positions WHERE position = :position)");
        }
        return Stores.guard(() -> jdbi.withHandle(h -> {
            int total = bind(h.createQuery("SELECT COUNT(*) FROM library_games" + where), q).mapTo(Integer.class).one();
            List<Listed> games = bind(h.createQuery("SELECT " + COLUMNS + " FROM library_games" + where
                    + " ORDER BY added_at DESC, id LIMIT :limit OFFSET :offset"), q)
                    .bind("limit", limit).bind("offset", offset).map((rs, ctx) -> row(rs)).list();
            return new Page(games, total);
        }));
    }

    private static <S extends SqlStatement<S>> S bind(S statement, Query q) {
        if (q.player() != null) {
            statement.bind("player", "%" + Stores.like(q.player().toLowerCase(Locale.ROOT)) + "%");
        }
        if (q.event() != null) {
            statement.bind("event", "%" + Stores.like(q.event().toLowerCase(Locale.ROOT)) + "%");
        }
        if (q.result() != null) {
            statement.bind("result", q.result());
        }
        if (q.ballot() != null) {
            statement.bind("ballot", q.ballot());
        }
        if (q.source() != null) {
            statement.bind("source", q.source());
        }
        if (q.position() != null) {
            statement.bind("position", q.position());
        }
        return statement;
    }

    /** Game {@code id} with its PDN. */
    public Optional<NewGame> game(String id) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT " + COLUMNS + ", pdn, imported_by FROM library_games"
                        + " WHERE id = :id").bind("id", id)
                .map((rs, ctx) -> new NewGame(row(rs), rs.getString("pdn"), (Long) rs.getObject("imported_by", Long.class), List.of()))
                .findOne()));
    }

    /**
     * The moves played from the position of Zobrist key {@code position} within the first {@code plies} of the games
     * from {@code sources}, counted by move and result.
     */
    public List<MoveCount> moves(long position, int plies, Set<String> sources) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT p.next_move, g.result, COUNT(*) AS n"
                        + " FROM library_positions p JOIN library_games g ON g.id = p.library_id WHERE p.position = :position"
                        + " AND p.ply < :plies AND p.next_move IS NOT NULL AND g.source IN (<sources>)"
                        + " GROUP BY p.next_move, g.result")
                .bind("position", position).bind("plies", plies).bindList("sources", List.copyOf(sources))
                .map((rs, ctx) -> new MoveCount(rs.getString(1), rs.getString(2), rs.getInt(3))).list()));
    }

    /** How many games from {@code sources} there are ({@code finished}: only those with a result). */
    public int count(Set<String> sources, boolean finished) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM library_games WHERE source IN (<sources>)"
                        + (finished ? " AND result <> '*'" : ""))
                .bindList("sources", List.copyOf(sources)).mapTo(Integer.class).one()));
    }

    /**
     * Up to {@code limit} finished server games of {@code game} that are not in the database yet and ended after
     * {@code after} (null: from the first), in the order they ended: each with where the next call goes on from.
     */
    public List<GameLists.Cursor> notAdded(String game, GameLists.Cursor after, int limit) {
        return Stores.guard(() -> jdbi.withHandle(h -> {
            org.jdbi.v3.core.statement.Query q = h.createQuery("SELECT g.id, g.ended_at FROM games g WHERE g.game = :game"
                            + " AND g.result IS NOT NULL AND g.ended_at IS NOT NULL"
                            + (after == null ? "" : " AND (g.ended_at > :at OR (g.ended_at = :at AND g.id > :id))")
                            + " AND NOT EXISTS (SELECT 1 FROM library_games l WHERE l.game_id = g.id)"
                            + " ORDER BY g.ended_at, g.id LIMIT :limit")
                    .bind("game", game).bind("limit", limit);
            if (after != null) {
                q.bind("at", Timestamp.from(after.at())).bind("id", after.id());
            }
            return q.map((rs, ctx) -> new GameLists.Cursor(rs.getTimestamp("ended_at").toInstant(), rs.getString("id"))).list();
        }));
    }

    private static Listed row(ResultSet rs) throws SQLException {
        return new Listed(rs.getString("id"), rs.getString("source"), rs.getString("game_id"), rs.getString("black"),
                rs.getString("white"), rs.getString("event"), rs.getString("played_on"), rs.getString("result"),
                (Integer) rs.getObject("ballot", Integer.class), rs.getInt("plies"), rs.getTimestamp("added_at").toInstant());
    }

    /** Every source a game may come from. */
    public static final Set<String> SOURCES = Set.of("archive", "server", "import");
}
