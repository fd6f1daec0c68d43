package dev.kingme.app.web;

import dev.kingme.app.session.GameError;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** At most so many of one kind of request a minute from each address: the next one is refused with 429 in words. */
final class PerMinute {
    private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);
    private final int most;
    /** When each address made its requests of the last minute, oldest first (guarded by itself). */
    private final Map<String, Deque<Long>> made = new HashMap<>();

    PerMinute(int most) {
        this.most = most;
    }

    /** Counts one request of {@code address}, or refuses it (naming the requests {@code what}) past the minute's share. */
    void take(String address, String what) {
        long now = System.nanoTime();
        synchronized (made) {
            Deque<Long> times = made.computeIfAbsent(address, a -> new ArrayDeque<>());
            while (!times.isEmpty() && now - times.peekFirst() >= MINUTE) {
                times.pollFirst();
            }
            if (times.size() >= most) {
                long seconds = Math.max(1, TimeUnit.NANOSECONDS.toSeconds(times.peekFirst() + MINUTE - now + 999_999_999L));
                throw GameError.tooMany("you have made " + times.size() + " " + what + " in the last minute, the most this"
                        + " server allows: try again in " + seconds + " s");
            }
            times.addLast(now);
            if (made.size() > 10_000) {
                made.values().removeIf(t -> t.isEmpty() || now - t.peekLast() >= MINUTE);
            }
        }
    }
}
