package dev.kingme.app.account;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Failed log-ins counted per key (an account's name, a client's address) over a sliding window: past
 * {@code most} failures within {@code window} the key is refused until the oldest of them leaves it. A
 * success does not clear the count, so guessing cannot be spread between a known password's uses.
 */
final class Throttle {
    private final int most;
    private final Duration window;
    private final Map<String, Deque<Instant>> failures = new ConcurrentHashMap<>();

    Throttle(int most, Duration window) {
        this.most = most;
        this.window = window;
    }

    /** How long {@code key} must still wait at {@code now}, or {@link Duration#ZERO} when it may try. */
    Duration wait(String key, Instant now) {
        Deque<Instant> f = failures.get(key);
        if (f == null) {
            return Duration.ZERO;
        }
        synchronized (f) {
            while (!f.isEmpty() && !f.peekFirst().isAfter(now.minus(window))) {
                f.pollFirst();
            }
            return f.size() < most ? Duration.ZERO : Duration.between(now, f.peekFirst().plus(window));
        }
    }

    /** Counts a failure of {@code key} at {@code now}. */
    void failed(String key, Instant now) {
        Deque<Instant> f = failures.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (f) {
            f.addLast(now);
            while (f.size() > most) {
                f.pollFirst();
            }
        }
    }
}
