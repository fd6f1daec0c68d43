package dev.kingme.app.store;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * The store's one writer of what every move changes: the games' actions and, when a game ends, its result.
 * What arrives together from many games is committed together (a group commit): each caller still waits for
 * its own commit, but the database writes its file once per group rather than once per change.
 */
final class GroupCommit implements AutoCloseable {
    private static final int MAX_GROUP = 512;

    /**
     * How long the writer gathers changes after the first one of a group before it commits them all, in an
     * embedded database (H2 in the server's own process): there a commit writes every page the group touched,
     * however few rows changed in it, with the server's own CPU, so under load one commit for many changes
     * costs far less than one for each; a change waits at most this long for its group's commit. A database
     * server (PostgreSQL) does that work in its own process, so there a commit costs the server one round trip
     * and the writer does not wait for more.
     */
    static final long EMBEDDED_GATHER_NANOS = TimeUnit.MICROSECONDS.toNanos(Long.getLong("kingme.store.gatherMicros", 5_000));

    /** How long a caller waits for its change to be stored. */
    static final long WAIT_MILLIS = Stores.WAIT_MILLIS;

    private static final String INSERT_ACTION = "INSERT INTO actions (game_id, seq, kind, player, body, created_at,"
            + " black_ms, white_ms, clock_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String UPDATE_RESULT = "UPDATE games SET result = ?, ended_at = ?, moves = ? WHERE id = ?";

    /** A game's result as {@link GameStore#setResult} stores it. */
    private record Result(String text, Instant endedAt, Integer moves) {
    }

    /** An action or a result of game {@code id} waiting for the writer, and what it is told when its group is committed. */
    private record Queued(String id, StoredAction action, Result result, CompletableFuture<Void> done) {
    }

    private final Jdbi jdbi;
    private final BlockingQueue<Queued> queue = new LinkedBlockingQueue<>();
    private final Thread writer;
    private volatile boolean closed;
    /** True when this server is one node of several: each stored action is said to the others ({@link GameNotices}). */
    private volatile boolean tellNodes;
    /** {@link #EMBEDDED_GATHER_NANOS} for an embedded database, else 0. */
    private final long gatherNanos;
    /** When the writer last committed ({@link System#nanoTime}). */
    private long lastCommit;
    /** An embedded database's file kept from growing, or null for a database server. */
    private final H2FileKeeper file;

    GroupCommit(Jdbi jdbi, boolean embedded) {
        this.jdbi = jdbi;
        this.gatherNanos = embedded ? EMBEDDED_GATHER_NANOS : 0;
        this.file = embedded ? new H2FileKeeper() : null;
        this.writer = new Thread(this::write, "kingme-store");
        writer.setDaemon(true);
        writer.start();
    }

    /** From now on, says every stored action to the other nodes. */
    void tellOtherNodes() {
        tellNodes = true;
    }

    /** Stores action {@code a} of game {@code id}, as {@link GameStore#append} says. */
    void append(String id, StoredAction a) {
        store(new Queued(id, a, null, new CompletableFuture<>()));
    }

    /** Stores game {@code id}'s result, as {@link GameStore#setResult} says. */
    void setResult(String id, String result, Instant endedAt, Integer moves) {
        store(new Queued(id, null, new Result(result, endedAt, moves), new CompletableFuture<>()));
    }

    /** Queues {@code q} and returns once it is committed. */
    private void store(Queued q) {
        if (closed) {
            throw new IllegalStateException("the store is closed");
        }
        queue.add(q);
        try {
            q.done().get(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            q.done().cancel(false);  // the writer skips it if it has not begun to store it
            throw new StoreUnavailableException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while storing a change to game " + q.id(), e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private void write() {
        List<Queued> group = new ArrayList<>();
        while (!closed || !queue.isEmpty()) {
            try {
                Queued first = queue.poll(100, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                group.add(first);
                queue.drainTo(group, MAX_GROUP - 1);
                gather(group);
                group.removeIf(q -> q.done().isDone());  // given up on by their callers
                if (group.isEmpty()) {
                    continue;
                }
                try {
                    jdbi.useTransaction(h -> store(h, group));
                    group.forEach(q -> q.done().complete(null));
                } catch (SQLException | RuntimeException groupFailed) {
                    // One change of the group was refused (or the database failed): store them one by one so
                    // that each is told its own answer; when the database cannot be reached, none is tried.
                    boolean down = Stores.unreachable(groupFailed);
                    for (Queued q : group) {
                        if (down) {
                            q.done().completeExceptionally(new StoreUnavailableException(groupFailed));
                            continue;
                        }
                        try {
                            jdbi.useHandle(h -> store(h, List.of(q)));
                            q.done().complete(null);
                        } catch (SQLException | RuntimeException e) {
                            down = Stores.unreachable(e);
                            q.done().completeExceptionally(down ? new StoreUnavailableException(e) : conflictOr(q, e));
                        }
                    }
                }
                group.clear();
                if (file != null) {
                    file.keep();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException e) {
                group.forEach(q -> q.done().completeExceptionally(e));
                group.clear();
            }
        }
    }

    /**
     * Waits {@link #gatherNanos} after the group's first change for more to join {@code group}, when changes come
     * often (the last commit was less than that long ago); a lone change is committed at once. The writer sleeps
     * out the wait and then takes all that came: waiting on the queue instead would have every change that
     * arrives meanwhile wake it, a system call and a switch of threads for each.
     */
    private void gather(List<Queued> group) throws InterruptedException {
        long now = System.nanoTime();
        if (now - lastCommit >= gatherNanos) {
            lastCommit = now;
            return;
        }
        long until = now + gatherNanos;
        for (long left = gatherNanos; left > 0; left = until - System.nanoTime()) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            LockSupport.parkNanos(left);
        }
        queue.drainTo(group, MAX_GROUP - group.size());
        lastCommit = System.nanoTime();
    }

    /** Stores {@code group} on {@code h}'s connection: its actions in one batch, then its results. */
    private void store(Handle h, List<Queued> group) throws SQLException {
        if (file != null) {
            file.see(h.getConnection());
        }
        insertActions(h, group);
        for (Queued q : group) {
            if (q.result() != null) {
                try (PreparedStatement st = h.getConnection().prepareStatement(UPDATE_RESULT)) {
                    Result r = q.result();
                    st.setString(1, r.text());
                    st.setTimestamp(2, r.endedAt() == null ? null : Timestamp.from(r.endedAt()));
                    if (r.moves() == null) {
                        st.setNull(3, Types.INTEGER);
                    } else {
                        st.setInt(3, r.moves());
                    }
                    st.setString(4, q.id());
                    st.executeUpdate();
                }
            }
        }
    }

    /**
     * Inserts the actions of {@code group} in one batch, in plain JDBC: this runs for every action, and binding by
     * name allocated tens of kilobytes an action.
     */
    private void insertActions(Handle h, List<Queued> group) throws SQLException {
        Timestamp at = Timestamp.from(Instant.now());
        List<GameNotices.Notice> told = tellNodes ? new ArrayList<>(group.size()) : null;
        int actions = 0;
        try (PreparedStatement st = h.getConnection().prepareStatement(INSERT_ACTION)) {
            for (Queued q : group) {
                StoredAction a = q.action();
                if (a == null) {
                    continue;
                }
                st.setString(1, q.id());
                st.setInt(2, a.seq());
                st.setString(3, a.kind());
                st.setString(4, a.player());
                st.setString(5, a.body());
                st.setTimestamp(6, at);
                StoredAction.Times t = a.times();
                if (t == null) {
                    st.setNull(7, Types.BIGINT);
                    st.setNull(8, Types.BIGINT);
                    st.setNull(9, Types.BIGINT);
                } else {
                    st.setLong(7, t.blackMs());
                    st.setLong(8, t.whiteMs());
                    st.setLong(9, t.at());
                }
                st.addBatch();
                actions++;
                if (told != null) {
                    told.add(new GameNotices.Notice(q.id(), a.seq()));
                }
            }
            if (actions > 0) {
                st.executeBatch();
            }
        }
        if (told != null && !told.isEmpty()) {
            GameNotices.say(h.getConnection(), told);
        }
    }

    private static RuntimeException conflictOr(Queued q, Exception e) {
        if (q.action() != null && Stores.duplicateKey(e)) {
            return new ConflictException("action " + q.action().seq() + " of game " + q.id() + " was already taken");
        }
        return e instanceof RuntimeException r ? r : new IllegalStateException("could not store a change to game " + q.id(), e);
    }

    /** Stores what is queued, then stops the writer. */
    @Override
    public void close() {
        closed = true;
        try {
            writer.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
