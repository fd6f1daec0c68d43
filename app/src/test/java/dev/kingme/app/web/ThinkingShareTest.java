package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The analyses' share of the server's time: a burst at once, then as the clock refills it, waits and refusals. */
class ThinkingShareTest {
    private long now = 0;

    private void advanceMillis(long ms) {
        now += TimeUnit.MILLISECONDS.toNanos(ms);
    }

    @Test
    void aBurstAtOnceThenWaitsAsTheClockRefillsItAndRefusalsPastTheLongestWait() {
        ThinkingShare share = new ThinkingShare(0.5, 2800, () -> now);
        assertThat(share.reserve(1400, 5000)).isZero();
        assertThat(share.reserve(1400, 5000)).isZero();
        // empty: the next 1400 ms of thinking is at hand after 2800 ms of wall time at half a millisecond a millisecond
        assertThat(share.reserve(1400, 5000)).isEqualTo(2800);
        // reserved ahead: the one after waits for that one too, which is past the longest wait
        assertThat(share.reserve(1400, 5000)).isEqualTo(-1);
        assertThat(share.secondsUntil(1400)).isEqualTo(6);
        advanceMillis(5600);  // the 1400 reserved ahead paid back, 1400 at hand again
        assertThat(share.reserve(1400, 5000)).isZero();
        advanceMillis(60_000);  // a long idle time fills it to its burst, no more
        assertThat(share.reserve(2800, 0)).isZero();
        assertThat(share.reserve(1, 0)).isEqualTo(-1);
        assertThatThrownBy(() -> new ThinkingShare(0, 1, () -> now)).isInstanceOf(IllegalArgumentException.class);
    }
}
