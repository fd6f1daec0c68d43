package dev.kingme.engine.eval.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The network's score cache gives back only what was stored for the same hash. */
class ScoreCacheTest {
    @Test
    void findsNothingBeforeAnythingIsStored() {
        ScoreCache cache = new ScoreCache();
        for (long hash : new long[] {0L, -1L, 0xFFFFL, 0x1234_5678_9ABC_FFFFL, 1L << 40}) {
            assertThat(cache.find(hash)).as("%x", hash).isEqualTo(ScoreCache.MISSING);
        }
    }

    @Test
    void findsTheStoredScoreOfTheSameHashOnly() {
        ScoreCache cache = new ScoreCache();
        SplittableRandom rnd = new SplittableRandom(39);
        for (int i = 0; i < 10_000; i++) {
            long hash = rnd.nextLong();
            int score = rnd.nextInt(-3000, 3001);
            if (score == -1) {
                continue;
            }
            cache.store(hash, score);
            assertThat(cache.find(hash)).isEqualTo(score);
            // The same entry (same low bits), another position: not its score.
            assertThat(cache.find(hash ^ (1L << (16 + rnd.nextInt(48))))).isEqualTo(ScoreCache.MISSING);
        }
    }

    @Test
    void aNewScoreForTheEntryReplacesTheOld() {
        ScoreCache cache = new ScoreCache();
        long first = 0x0123_4567_89AB_0042L;
        long second = 0x7654_3210_FEDC_0042L;
        cache.store(first, 17);
        cache.store(second, -250);
        assertThat(cache.find(first)).isEqualTo(ScoreCache.MISSING);
        assertThat(cache.find(second)).isEqualTo(-250);
    }

    @Test
    void scoresItCannotHoldAreNotStored() {
        ScoreCache cache = new ScoreCache();
        for (int score : new int[] {-1, Short.MAX_VALUE, Short.MIN_VALUE - 1, 100_000}) {
            cache.store(7L << 20, score);
            assertThat(cache.find(7L << 20)).as("%d", score).isEqualTo(ScoreCache.MISSING);
        }
        cache.store(7L << 20, Short.MIN_VALUE);
        assertThat(cache.find(7L << 20)).isEqualTo(Short.MIN_VALUE);
    }
}
