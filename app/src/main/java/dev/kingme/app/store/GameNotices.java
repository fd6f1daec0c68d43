package dev.kingme.app.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * The nodes' word to each other of every change to a game, through PostgreSQL's {@code LISTEN/NOTIFY}
 * (docs/deploy.md): the node that stores actions says which games reached which version, in the transaction
 * that stores them, so the word goes out exactly when they are committed; a change to a game's settings (a seat
 * named or claimed, a rematch made) is said with version {@link #SETTINGS}. Each node listens on a connection of
 * its own and hears its own word too. A listener whose connection breaks connects again and says so, since it
 * may have missed some.
 */
public final class GameNotices implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(GameNotices.class.getName());
    /** The channel the word goes out on. */
    static final String CHANNEL = "kingme_games";
    /** The version a notice names when a game's settings changed rather than its actions. */
    public static final int SETTINGS = -1;
    /** The most characters of one notice's payload (PostgreSQL takes up to 8000 bytes). */
    private static final int PAYLOAD = 7000;

    /** Game {@code game} is now at {@code version} (or its settings changed: {@link #SETTINGS}). */
    public record Notice(String game, int version) {
    }

    private final String url;
    private final Properties login = new Properties();
    private final Consumer<Notice> heard;
    private final Runnable reconnected;
    private final Thread thread;
    private volatile boolean closed;
    private volatile Connection connection;

    /**
     * Listens on the database at {@code url} and tells {@code heard} of every notice, in order, on a thread of
     * its own; {@code reconnected} runs when the listening connection was made again after it broke.
     */
    public GameNotices(String url, String user, String password, Consumer<Notice> heard, Runnable reconnected) {
        if (!url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("several nodes need PostgreSQL (--db jdbc:postgresql:...), not " + url);
        }
        this.url = url;
        if (user != null) {
            login.setProperty("user", user);
        }
        if (password != null) {
            login.setProperty("password", password);
        }
        this.heard = heard;
        this.reconnected = reconnected;
        this.thread = new Thread(this::listen, "kingme-notices");
        thread.setDaemon(true);
    }

    /** Connects and starts listening; returns once the node hears every notice from now on. */
    public GameNotices start() {
        try {
            connection = connect();
        } catch (SQLException e) {
            throw new StoreUnavailableException(e);
        }
        thread.start();
        return this;
    }

    private Connection connect() throws SQLException {
        Connection c = DriverManager.getConnection(url, login);
        try (Statement st = c.createStatement()) {
            st.execute("LISTEN " + CHANNEL);
        }
        return c;
    }

    private void listen() {
        while (!closed) {
            try {
                if (connection == null) {
                    connection = connect();
                    LOG.info("listening to the other nodes again");
                    reconnected.run();
                }
                PGNotification[] got = connection.unwrap(PGConnection.class).getNotifications(500);
                if (got != null) {
                    for (PGNotification n : got) {
                        parse(n.getParameter()).forEach(this::tell);
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (closed) {
                    return;
                }
                LOG.log(Level.WARNING, "lost the other nodes' word of changes; connecting again", e);
                closeQuietly();
                try {
                    Thread.sleep(1_000);
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
    }

    private void tell(Notice n) {
        try {
            heard.accept(n);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "could not follow the change of game " + n.game(), e);
        }
    }

    /** Says, on {@code c} and in its transaction, that each game of {@code notices} reached its version. */
    static void say(Connection c, List<Notice> notices) throws SQLException {
        try (PreparedStatement st = c.prepareStatement("SELECT pg_notify('" + CHANNEL + "', ?)")) {
            for (String payload : payloads(notices)) {
                st.setString(1, payload);
                st.executeQuery().close();
            }
        }
    }

    /** The notices as payloads of {@code game:version} pairs joined by commas, none longer than {@link #PAYLOAD}. */
    static List<String> payloads(List<Notice> notices) {
        List<String> out = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        for (Notice n : notices) {
            String one = n.game() + ":" + n.version();
            if (b.length() > 0 && b.length() + 1 + one.length() > PAYLOAD) {
                out.add(b.toString());
                b.setLength(0);
            }
            b.append(b.length() > 0 ? "," : "").append(one);
        }
        if (b.length() > 0) {
            out.add(b.toString());
        }
        return out;
    }

    /** The notices of one payload; what does not read as {@code game:version} is left out. */
    static List<Notice> parse(String payload) {
        List<Notice> out = new ArrayList<>();
        for (String one : payload.split(",")) {
            int colon = one.lastIndexOf(':');
            if (colon <= 0) {
                continue;
            }
            try {
                out.add(new Notice(one.substring(0, colon), Integer.parseInt(one.substring(colon + 1))));
            } catch (NumberFormatException e) {
                LOG.fine("a notice that does not read: " + one);
            }
        }
        return out;
    }

    private void closeQuietly() {
        Connection c = connection;
        connection = null;
        if (c != null) {
            try {
                c.close();
            } catch (SQLException e) {
                LOG.log(Level.FINE, "could not close the listening connection", e);
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        closeQuietly();
    }
}
