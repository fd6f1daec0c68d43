package dev.kingme.app.account;

import dev.kingme.app.store.AccountStore;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Failed log-ins counted per subject (an account's name, a client's address) over a sliding window, in the
 * database ({@link AccountStore#failed}), so that every server process counts the same: past {@code most}
 * failures within {@code window} the subject is refused until the oldest of its last {@code most} leaves it. A
 * success does not clear the count, so guessing cannot be spread between a known password's uses.
 */
final class Throttle {
    /** The longest subject kept (the column's size). */
    private static final int MAX_SUBJECT = 120;
    private final AccountStore store;
    private final int most;
    private final Duration window;

    Throttle(AccountStore store, int most, Duration window) {
        this.store = store;
        this.most = most;
        this.window = window;
    }

    /** How long {@code subject} must still wait at {@code now}, or {@link Duration#ZERO} when it may try. */
    Duration wait(String subject, Instant now) {
        List<Instant> last = store.failures(clip(subject), now.minus(window), most);
        return last.size() < most ? Duration.ZERO : Duration.between(now, last.get(last.size() - 1).plus(window));
    }

    /** Counts a failure of {@code subject} at {@code now}. */
    void failed(String subject, Instant now) {
        store.failed(clip(subject), now, now.minus(window));
    }

    private static String clip(String subject) {
        return subject.length() <= MAX_SUBJECT ? subject : subject.substring(0, MAX_SUBJECT);
    }
}
