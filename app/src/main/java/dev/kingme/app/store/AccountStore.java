package dev.kingme.app.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;

/** Accounts and their server-side sessions in the games' database (V7): each method one short statement. */
public final class AccountStore {
    private final Jdbi jdbi;

    AccountStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** The key two names that differ only in case share. */
    public static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /**
     * A new account; its id.
     *
     * @throws ConflictException when the name (whatever its case) is taken, also by a sign-up at the same moment
     */
    public long create(String name, String passwordHash, Instant at) {
        try {
            return Stores.guard(() -> jdbi.withHandle(h -> h.createUpdate("INSERT INTO accounts (name, name_key, password_hash,"
                            + " created_at) VALUES (:name, :key, :hash, :at)")
                    .bind("name", name).bind("key", key(name)).bind("hash", passwordHash).bind("at", Timestamp.from(at))
                    .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one()));
        } catch (UnableToExecuteStatementException e) {
            if (Stores.duplicateKey(e)) {
                throw new ConflictException("the name '" + name + "' is taken");
            }
            throw e;
        }
    }

    /** The account named {@code name}, whatever its case. */
    public Optional<StoredAccount> byName(String name) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT * FROM accounts WHERE name_key = :key")
                .bind("key", key(name)).map((rs, ctx) -> row(rs)).findOne()));
    }

    public Optional<StoredAccount> byId(long id) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT * FROM accounts WHERE id = :id")
                .bind("id", id).map((rs, ctx) -> row(rs)).findOne()));
    }

    /** Every account's name, in order, for the operator. */
    public List<StoredAccount> all() {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT * FROM accounts ORDER BY name_key")
                .map((rs, ctx) -> row(rs)).list()));
    }

    public void setPassword(long id, String passwordHash) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("UPDATE accounts SET password_hash = :hash WHERE id = :id")
                .bind("id", id).bind("hash", passwordHash).execute()));
    }

    /** Disables (at {@code at}) or enables again (null) the account. */
    public void setDisabled(long id, Instant at) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("UPDATE accounts SET disabled_at = :at WHERE id = :id")
                .bind("id", id).bind("at", at == null ? null : Timestamp.from(at)).execute()));
    }

    /** Deletes the account and, with it (the sessions' key cascades), its sessions. */
    public void delete(long id) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("DELETE FROM accounts WHERE id = :id").bind("id", id).execute()));
    }

    /** A session of the account {@code id}, known by its token's hash. */
    public void startSession(String tokenHash, long id, Instant at) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("INSERT INTO sessions (token_hash, account_id, created_at,"
                        + " last_seen) VALUES (:token, :id, :at, :at)")
                .bind("token", tokenHash).bind("id", id).bind("at", Timestamp.from(at)).execute()));
    }

    /** The account of the session whose token hashes to {@code tokenHash}, and when it was last seen. */
    public Optional<Session> session(String tokenHash) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT account_id, last_seen FROM sessions"
                        + " WHERE token_hash = :token")
                .bind("token", tokenHash)
                .map((rs, ctx) -> new Session(rs.getLong("account_id"), rs.getTimestamp("last_seen").toInstant()))
                .findOne()));
    }

    /** A session as stored: its account and when it was last used. */
    public record Session(long accountId, Instant lastSeen) {
    }

    public void touchSession(String tokenHash, Instant at) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("UPDATE sessions SET last_seen = :at WHERE token_hash = :token")
                .bind("token", tokenHash).bind("at", Timestamp.from(at)).execute()));
    }

    public void endSession(String tokenHash) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("DELETE FROM sessions WHERE token_hash = :token")
                .bind("token", tokenHash).execute()));
    }

    /** Ends every session of the account {@code id} (a new password, a disabled account). */
    public void endSessions(long id) {
        Stores.guard(() -> jdbi.useHandle(h -> h.createUpdate("DELETE FROM sessions WHERE account_id = :id")
                .bind("id", id).execute()));
    }

    /** Counts a failed log-in of {@code subject} at {@code at}, and forgets every failure at or before {@code forget}. */
    public void failed(String subject, Instant at, Instant forget) {
        Stores.guard(() -> jdbi.useTransaction(h -> {
            h.createUpdate("DELETE FROM login_failures WHERE at <= :forget").bind("forget", Timestamp.from(forget)).execute();
            h.createUpdate("INSERT INTO login_failures (subject, at) VALUES (:subject, :at)")
                    .bind("subject", subject).bind("at", Timestamp.from(at)).execute();
        }));
    }

    /** The times of the last {@code most} failed log-ins of {@code subject} after {@code since}, the newest first. */
    public List<Instant> failures(String subject, Instant since, int most) {
        return Stores.guard(() -> jdbi.withHandle(h -> h.createQuery("SELECT at FROM login_failures WHERE subject = :subject"
                        + " AND at > :since ORDER BY at DESC LIMIT :most")
                .bind("subject", subject).bind("since", Timestamp.from(since)).bind("most", most)
                .map((rs, ctx) -> rs.getTimestamp("at").toInstant()).list()));
    }

    private static StoredAccount row(ResultSet rs) throws SQLException {
        Timestamp disabled = rs.getTimestamp("disabled_at");
        return new StoredAccount(rs.getLong("id"), rs.getString("name"), rs.getString("password_hash"),
                rs.getTimestamp("created_at").toInstant(), disabled == null ? null : disabled.toInstant());
    }
}
