package dev.kingme.app.web;

import dev.kingme.app.session.GameError;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import java.util.logging.Logger;

/** At most so many of one kind of request a minute from each address: the next one is refused with 429 in words. */
final class PerMinute {
    private static final Logger LOG = Logger.getLogger(PerMinute.class.getName());
    private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);
    private final int most;
    /** What an address did, in words, for a number of requests ({@code started 5 games}). */
    private final IntFunction<String> did;
    /** When each address made its requests of the last minute, oldest first (guarded by itself). */
    private final Map<String, Deque<Long>> made = new HashMap<>();

    PerMinute(int most, IntFunction<String> did) {
        this.most = most;
        this.did = did;
    }

    /**
     * Counts one request of {@code address} and returns its stamp (to {@link #release} it when the request fails), or
     * refuses it past the minute's share.
     */
    long take(String address) {
        long now = System.nanoTime();
        synchronized (made) {
            Deque<Long> times = made.computeIfAbsent(address, a -> new ArrayDeque<>());
            while (!times.isEmpty() && now - times.peekFirst() >= MINUTE) {
                times.pollFirst();
            }
            if (times.size() >= most) {
                long seconds = Math.max(1, TimeUnit.NANOSECONDS.toSeconds(times.peekFirst() + MINUTE - now + 999_999_999L));
                throw refused(address, did.apply(times.size()), seconds);
            }
            times.addLast(now);
            if (made.size() > 10_000) {
                made.values().removeIf(t -> t.isEmpty() || now - t.peekLast() >= MINUTE);
            }
            return now;
        }
    }

    /**
     * The refusal of a request past the minute's share, {@code address} having {@code done} (in words: {@code started
     * 5 games}) in the last minute, in words that say when to try again; logged with the address.
     */
    static GameError refused(String address, String done, long seconds) {
        LOG.info("refused " + address + ": " + done + " in the last minute, the most allowed");
        return GameError.tooMany("you have " + done + " in the last minute, the most this server allows: try again in "
                + seconds + " s");
    }

    /** Forgets the request of {@code address} counted at {@code stamp}: it did not happen after all. */
    void release(String address, long stamp) {
        synchronized (made) {
            Deque<Long> times = made.get(address);
            if (times != null) {
                times.removeLastOccurrence(stamp);
            }
        }
    }
}
