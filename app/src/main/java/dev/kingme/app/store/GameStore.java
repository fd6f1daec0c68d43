package dev.kingme.app.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * Where games live between runs: an embedded H2 file database by default, PostgreSQL by URL, both brought
 * to the same schema by Flyway's migrations ({@code db/migration}). Every method is one short transaction;
 * an action is on disk when {@link #append} returns, so a server killed at any moment loses nothing it
 * acknowledged.
 */
public final class GameStore implements AutoCloseable {
    private final HikariDataSource pool;
    private final Jdbi jdbi;

    private final GroupCommit writer;
    private final ChallengeStore challenges;
    private final AccountStore accounts;
    private final GameLists lists;
    private final RatingStore ratings;
    private final ReviewStore reviews;
    private final LibraryStore library;
    private final LeaseStore leases;
    private final AddressGames addressGames;
    /** True when this server is one node of several: each stored change is said to the others ({@link GameNotices}). */
    private volatile boolean tellNodes;

    /**
     * How long a statement waits for a connection, and how long the pool may take to test one that was idle
     * (half a second or more) before lending it: together within the {@link Stores#WAIT_MILLIS} a caller waits.
     */
    static final long CONNECTION_MILLIS = 2_500;
    static final long VALIDATION_MILLIS = 500;
    /** PostgreSQL's own bound on a read from a server that does not answer, in seconds (H2 over TCP has none). */
    private static final int POSTGRES_SOCKET_SECONDS = 10;

    private GameStore(HikariDataSource pool, boolean embedded) {
        this.pool = pool;
        this.jdbi = Jdbi.create(pool);
        this.challenges = new ChallengeStore(jdbi);
        this.accounts = new AccountStore(jdbi);
        this.lists = new GameLists(jdbi);
        this.ratings = new RatingStore(jdbi);
        this.reviews = new ReviewStore(jdbi);
        this.library = new LibraryStore(jdbi);
        this.leases = new LeaseStore(jdbi);
        this.addressGames = new AddressGames(jdbi);
        this.writer = new GroupCommit(jdbi, embedded);
    }

    /**
     * The H2 database in {@code dataDir}. {@code WRITE_DELAY=0} makes H2 write each commit to its file at
     * once rather than within half a second, so a killed process has written every action it acknowledged.
     */
    public static String h2Url(Path dataDir) {
        return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("kingme") + ";WRITE_DELAY=0";
    }

    /**
     * Where the schema's migrations are for the database at {@code url}: those of every database, and those of
     * its own kind alone ({@code db/vendor/postgresql} or {@code db/vendor/h2}; outside {@code db/migration}, whose
     * folders Flyway reads too).
     */
    static String[] migrations(String url) {
        String vendor = url.startsWith("jdbc:postgresql:") ? "postgresql" : "h2";
        return new String[] {"classpath:db/migration", "classpath:db/vendor/" + vendor};
    }

    /** Opens the database at {@code url} and migrates it to the current schema. */
    public static GameStore open(String url, String user, String password) {
        if (!url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("--db must be a jdbc:h2: or jdbc:postgresql: URL, not '" + url + "'");
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        if (user != null) {
            config.setUsername(user);
        }
        if (password != null) {
            config.setPassword(password);
        }
        config.setMaximumPoolSize(8);
        config.setPoolName("kingme");
        config.setInitializationFailTimeout(10_000);
        config.setConnectionTimeout(CONNECTION_MILLIS);
        config.setValidationTimeout(VALIDATION_MILLIS);
        if (url.startsWith("jdbc:postgresql:")) {
            config.addDataSourceProperty("socketTimeout", POSTGRES_SOCKET_SECONDS);
            config.addDataSourceProperty("connectTimeout", (int) (CONNECTION_MILLIS / 1000) + 1);
        }
        config.setExceptionOverrideClassName(DeadConnections.class.getName());
        HikariDataSource pool = new HikariDataSource(config);
        try {
            Flyway.configure().dataSource(pool).locations(migrations(url)).load().migrate();
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
        return new GameStore(pool, url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:h2:tcp:"));
    }

    /** The accounts and their sessions. */
    public AccountStore accounts() {
        return accounts;
    }

    /** The players' ratings. */
    public RatingStore ratings() {
        return ratings;
    }

    /** The computer reviews of finished games. */
    public ReviewStore reviews() {
        return reviews;
    }

    /** The game database: the archive's, the server's and imported games of American checkers. */
    public LibraryStore library() {
        return library;
    }

    /** The games' leases, for a server that is one node of several. */
    public LeaseStore leases() {
        return leases;
    }

    /** The games each address made, for the limits that the nodes of several count alike. */
    public AddressGames addressGames() {
        return addressGames;
    }

    /** From now on, says every stored change to the other nodes on the same database (PostgreSQL's NOTIFY). */
    public void tellOtherNodes() {
        tellNodes = true;
        writer.tellOtherNodes();
    }

    /**
     * {@code changed}, the rows an update of game {@code id}'s settings changed; when it changed any and this server
     * is one node of several, the others are told on {@code h}.
     */
    private int told(Handle h, String id, int changed) {
        if (changed > 0 && tellNodes) {
            try {
                GameNotices.say(h.getConnection(), List.of(new GameNotices.Notice(id, GameNotices.SETTINGS)));
            } catch (SQLException e) {
                throw new IllegalStateException("could not tell the other nodes of a change to game " + id, e);
            }
        }
        return changed;
    }

    public ChallengeStore challenges() {
        return challenges;
    }

    /** The lists of games: the finished ones, and a browser's own. */
    public GameLists lists() {
        return lists;
    }

    public void create(StoredGame g) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("INSERT INTO games (id, game, options, black, white, black_name, white_name,"
                        + " black_token, white_token, online, seed, rematch, result, created_at, setup, clock, rated, black_account, white_account)"
                        + " VALUES (:id, :game, :options, :black, :white, :blackName, :whiteName, :blackToken, :whiteToken,"
                        + " :online, :seed, :rematch, :result, :createdAt, :setup, :clock, :rated, :blackAccount, :whiteAccount)")
                .bind("id", g.id()).bind("game", g.game()).bind("options", g.options())
                .bind("black", g.black()).bind("white", g.white())
                .bind("blackName", g.blackName()).bind("whiteName", g.whiteName())
                .bind("blackToken", g.blackToken()).bind("whiteToken", g.whiteToken())
                .bind("online", g.online()).bind("seed", g.seed()).bind("rematch", g.rematch())
                .bind("result", g.result()).bind("createdAt", Timestamp.from(g.createdAt()))
                .bind("setup", g.setup()).bind("clock", g.clock()).bind("rated", g.rated())
                .bind("blackAccount", g.blackAccount()).bind("whiteAccount", g.whiteAccount())
                .execute()));
    }

    public Optional<StoredGame> game(String id) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT * FROM games WHERE id = :id").bind("id", id)
                .map((rs, ctx) -> new StoredGame(rs.getString("id"), rs.getString("game"), rs.getString("options"),
                        rs.getString("black"), rs.getString("white"), rs.getString("black_name"),
                        rs.getString("white_name"), rs.getString("black_token"), rs.getString("white_token"),
                        rs.getBoolean("online"), rs.getLong("seed"), rs.getString("rematch"), rs.getString("result"),
                        rs.getTimestamp("created_at").toInstant(), rs.getString("setup"),
                        rs.getString("clock"), rs.getBoolean("rated"), Stores.account(rs, "black_account"),
                        Stores.account(rs, "white_account")))
                .findOne()));
    }

    /**
     * Gives seat {@code black} (else White's) of game {@code id} to account {@code account}, if it belongs to
     * no account yet and, in a rated game, the game is not over and the other seat is not that account's: true
     * when it did (or it was that account's already).
     */
    public boolean claimSeat(String id, boolean black, long account) {
        String column = black ? "black_account" : "white_account";
        String other = black ? "white_account" : "black_account";
        return Stores.guard(() -> jdbi.withHandle(h -> told(h, id, h.createUpdate("UPDATE games SET " + column + " = :account WHERE id = :id"
                        + " AND (" + column + " IS NULL OR " + column + " = :account) AND (rated = FALSE OR (result IS NULL AND ("
                        + other + " IS NULL OR " + other + " <> :account)))")
                .bind("id", id).bind("account", account).execute()))) == 1;
    }

    /** The actions of game {@code id} in order. */
    public List<StoredAction> actions(String id) {
        return actions(id, 0);
    }

    /** The actions of game {@code id} after its version {@code after}, in order. */
    public List<StoredAction> actions(String id, int after) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT seq, kind, player, body, black_ms, white_ms, clock_at"
                        + " FROM actions WHERE game_id = :id AND seq > :after ORDER BY seq")
                .bind("id", id).bind("after", after)
                .map((rs, ctx) -> {
                    long at = rs.getLong("clock_at");
                    StoredAction.Times times = rs.wasNull() ? null
                            : new StoredAction.Times(rs.getLong("black_ms"), rs.getLong("white_ms"), at);
                    return new StoredAction(rs.getInt("seq"), rs.getString("kind"), rs.getString("player"),
                            rs.getString("body"), times);
                })
                .list()));
    }

    /**
     * Stores action {@code a} as number {@code a.seq()} of game {@code id}, and returns once it is committed.
     * Actions from many games that arrive together are committed together ({@link GroupCommit}).
     *
     * @throws ConflictException when that number is already taken: another action got there first
     * @throws StoreUnavailableException when the database cannot be reached, or did not store it within
     *         {@link GroupCommit#WAIT_MILLIS} (it may still be stored: the caller reads the game anew)
     */
    public void append(String id, StoredAction a) {
        writer.append(id, a);
    }

    /**
     * Stores game {@code id}'s result ({@code null}: not over, after all), when it ended and how many moves were
     * played in it (both null while it is not over), for the list of finished games. It joins the next group
     * of actions the writer commits ({@link GroupCommit}) rather than making a commit of its own.
     *
     * @throws StoreUnavailableException when the database cannot be reached, or did not store it within
     *         {@link GroupCommit#WAIT_MILLIS} (the game's result is stored again when the game is next read)
     */
    public void setResult(String id, String result, Instant endedAt, Integer moves) {
        writer.setResult(id, result, endedAt, moves);
    }

    /**
     * Stores whose turn it is in game {@code id} ({@code black}, {@code white}, or null when neither side is to
     * decide) and how many moves were played, as of its action number {@code seq}: for the list of a browser's
     * own games, which reads it while no action follows {@code seq}.
     */
    public void setTurn(String id, String turn, int seq, int moves) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("UPDATE games SET turn = :turn, turn_seq = :seq, moves = CASE"
                        + " WHEN result IS NULL THEN :moves ELSE moves END WHERE id = :id")
                .bind("id", id).bind("turn", turn).bind("seq", seq).bind("moves", moves).execute()));
    }

    /**
     * Makes game {@code rematch} game {@code id}'s rematch, unless it has one already (made at the same moment on
     * another node): answers the one it has now.
     */
    public String setRematch(String id, String rematch) {
        return Stores.guard(() -> jdbi.withHandle(h -> {
            told(h, id, h.createUpdate("UPDATE games SET rematch = :rematch WHERE id = :id AND rematch IS NULL")
                    .bind("id", id).bind("rematch", rematch).execute());
            return h.createQuery("SELECT rematch FROM games WHERE id = :id").bind("id", id).mapTo(String.class).one();
        }));
    }

    /**
     * Names the person at Black's seat ({@code black}) or White's of game {@code id} {@code name}, if the seat
     * still has the name {@code unnamed}: true when it did.
     */
    public boolean setName(String id, boolean black, String unnamed, String name) {
        String column = black ? "black_name" : "white_name";
        return Stores.guard(() -> jdbi.withHandle(h -> told(h, id, h.createUpdate("UPDATE games SET " + column + " = :name WHERE id = :id"
                + " AND " + column + " = :unnamed").bind("id", id).bind("name", name).bind("unnamed", unnamed).execute()))) == 1;
    }

    /**
     * The ids of the games under a clock that are not over, for the server to watch their clocks from the
     * moment it starts (a flag that falls while nobody looks still ends its game).
     */
    public List<String> unfinishedWithClock() {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT id FROM games WHERE result IS NULL AND clock IS NOT NULL")
                .mapTo(String.class).list()));
    }

    /**
     * Whether the database answers a trivial query within a statement's wait (for a readiness check).
     *
     * @throws StoreUnavailableException when it does not
     */
    public void ping() {
        Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT 1").mapTo(Integer.class).one()));
    }

    /** Stores what is queued, then closes the database. */
    @Override
    public void close() {
        writer.close();
        pool.close();
    }
}
