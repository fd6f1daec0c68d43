package dev.kingme.app.account;

import dev.kingme.app.store.AccountStore;
import dev.kingme.app.store.ConflictException;
import dev.kingme.app.store.StoredAccount;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Accounts and their sessions: signing up, logging in and out, the account a session's token stands for,
 * deleting one's account, and what an operator does instead of mail. Passwords are kept only as Argon2id
 * hashes ({@link PasswordHash}), a session only as its token's SHA-256 hash, and neither a password nor a
 * token is ever logged or put in a message. A wrong name and a wrong password get the same answer after the
 * same work; failed log-ins are throttled per account and per address. No web here: the web layer carries
 * the token in its cookie.
 */
public final class Accounts {
    /** A name: 3 to 20 letters, digits, hyphens and underscores, a letter first. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{2,19}");
    static final int PASSWORD_MIN = 8;
    static final int PASSWORD_MAX = 200;
    /** A session idle this long ends. */
    public static final Duration IDLE = Duration.ofDays(30);
    /** A session's last use is written at most this often. */
    private static final Duration TOUCH = Duration.ofMinutes(5);
    private static final String WRONG = "wrong name or password";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final AccountStore store;
    private final Clock clock;
    private final Throttle perAccount;
    private final Throttle perAddress;

    public Accounts(AccountStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
        this.perAccount = new Throttle(store, 5, Duration.ofMinutes(15));
        this.perAddress = new Throttle(store, 20, Duration.ofMinutes(15));
    }

    /** Who is logged in: the account's id and its name as typed. */
    public record Player(long id, String name) {
    }

    /** A log-in: the player, and the new session's token, which only the cookie carries. */
    public record Login(Player player, String token) {
    }

    /** A new account named {@code name}, logged in. */
    public Login signUp(String name, String password) {
        checkName(name);
        checkPassword(name, password);
        try {
            long id = store.create(name, PasswordHash.hash(password), clock.instant());
            return startSession(new Player(id, name));
        } catch (ConflictException e) {
            throw new AccountException(409, "the name '" + name + "' is taken (names differ by more than case)");
        }
    }

    /** Logs in as {@code name} from {@code address}: a new session each time (its token rotated). */
    public Login logIn(String name, String password, String address) {
        Instant now = clock.instant();
        String account = "account:" + AccountStore.key(name == null ? "" : name);
        String from = "address:" + address;
        Duration wait = max(perAccount.wait(account, now), perAddress.wait(from, now));
        if (!wait.isZero()) {
            throw new AccountException(429, "too many failed log-ins: try again in " + minutes(wait));
        }
        Optional<StoredAccount> found = name == null ? Optional.empty() : store.byName(name);
        boolean right = PasswordHash.matches(password == null ? "" : password, found.map(StoredAccount::passwordHash).orElse(null));
        if (!right || found.get().disabled()) {
            perAccount.failed(account, now);
            perAddress.failed(from, now);
            throw new AccountException(401, WRONG);
        }
        return startSession(new Player(found.get().id(), found.get().name()));
    }

    /** The player whose session {@code token} is, while it is not over. */
    public Optional<Player> session(String token) {
        if (token == null || token.isEmpty() || token.length() > 100) {
            return Optional.empty();
        }
        String hash = Tokens.hash(token);
        Optional<AccountStore.Session> s = store.session(hash);
        Instant now = clock.instant();
        if (s.isEmpty()) {
            return Optional.empty();
        }
        if (s.get().lastSeen().isBefore(now.minus(IDLE))) {
            store.endSession(hash);
            return Optional.empty();
        }
        Optional<StoredAccount> account = store.byId(s.get().accountId());
        if (account.isEmpty() || account.get().disabled()) {
            store.endSession(hash);
            return Optional.empty();
        }
        if (s.get().lastSeen().isBefore(now.minus(TOUCH))) {
            store.touchSession(hash, now);
        }
        return Optional.of(new Player(account.get().id(), account.get().name()));
    }

    /** Ends the session {@code token} (nothing when there is none). */
    public void logOut(String token) {
        if (token != null && !token.isEmpty() && token.length() <= 100) {
            store.endSession(Tokens.hash(token));
        }
    }

    /** Deletes the account of session {@code token}, its password given again; its sessions end with it. */
    public void delete(String token, String password) {
        Player p = session(token).orElseThrow(() -> new AccountException(401, "log in first"));
        StoredAccount a = store.byId(p.id()).orElseThrow(() -> new AccountException(401, "log in first"));
        if (!PasswordHash.matches(password == null ? "" : password, a.passwordHash())) {
            throw new AccountException(401, "wrong password");
        }
        store.delete(a.id());
    }

    // ---- the operator's -------------------------------------------------------------------------------

    /** A new random password for {@code name}, which the operator passes on; its sessions end. */
    public String resetPassword(String name) {
        StoredAccount a = store.byName(name).orElseThrow(() -> new AccountException(404, "no player named '" + name + "'"));
        byte[] b = new byte[12];
        RANDOM.nextBytes(b);
        String password = Base64.getUrlEncoder().withoutPadding().encodeToString(b);
        store.setPassword(a.id(), PasswordHash.hash(password));
        store.endSessions(a.id());
        return password;
    }

    /** Disables {@code name}'s account (it may not log in; its sessions end), or enables it again. */
    public void setDisabled(String name, boolean disabled) {
        StoredAccount a = store.byName(name).orElseThrow(() -> new AccountException(404, "no player named '" + name + "'"));
        store.setDisabled(a.id(), disabled ? clock.instant() : null);
        if (disabled) {
            store.endSessions(a.id());
        }
    }

    private Login startSession(Player p) {
        String token = Tokens.random();
        store.startSession(Tokens.hash(token), p.id(), clock.instant());
        return new Login(p, token);
    }

    static void checkName(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new AccountException(400, "a name is 3 to 20 letters, digits, hyphens and underscores, a letter first");
        }
    }

    static void checkPassword(String name, String password) {
        int length = password == null ? 0 : password.getBytes(StandardCharsets.UTF_8).length;
        if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
            throw new AccountException(400, "a password is " + PASSWORD_MIN + " to " + PASSWORD_MAX + " bytes long");
        }
        if (password.equalsIgnoreCase(name)) {
            throw new AccountException(400, "a password must not be the name");
        }
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private static String minutes(Duration d) {
        long m = Math.max(1, (d.getSeconds() + 59) / 60);
        return m + (m == 1 ? " minute" : " minutes");
    }
}
