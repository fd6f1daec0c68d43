package dev.kingme.balance.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** A score on the Elo scale, its interval the score's: the two agree on "even" whatever the games. */
class ScoreRatingTest {
    @Test
    void theEloScaleOfAScore() {
        assertThat(ScoreRating.elo(0.5)).isZero();
        assertThat(ScoreRating.elo(0.64)).isCloseTo(99.95, within(0.01));   // 400 log10(0.64/0.36)
        assertThat(ScoreRating.elo(0.76)).isCloseTo(200.24, within(0.01));
        assertThat(ScoreRating.elo(0.25)).isCloseTo(-190.85, within(0.01)); // 400 log10(1/3)
        assertThat(ScoreRating.elo(1)).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(ScoreRating.elo(0)).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(ScoreRating.score(ScoreRating.elo(0.3))).isCloseTo(0.3, within(1e-12));
    }

    @Test
    void aCleanSweepOfFourGamesExcludesEvenOnBothScales() {
        // 4 of 4: Wilson [4/(4 + z²), 1] = [51.0%, 100%], so the rating is +∞ with the interval [+7.0, +∞]
        Score s = new Score(4, 4);
        ScoreRating r = ScoreRating.of(s);
        assertThat(s.wellAboveHalf()).isTrue();
        assertThat(r.elo()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(r.interval().lower()).isCloseTo(7.02, within(0.01));
        assertThat(r.interval().upper()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(r.excludesZero()).isTrue();
    }

    @Test
    void noGamesNoRating() {
        assertThat(ScoreRating.of(Score.NONE)).isEqualTo(ScoreRating.NONE);
        assertThat(ScoreRating.NONE.excludesZero()).isFalse();
        assertThat(ScoreRating.NONE.elo()).isNaN();
    }

    @Property
    void theRatingExcludesZeroExactlyWhenTheScoreExcludesHalf(@ForAll @IntRange(min = 1, max = 5_000) int games,
            @ForAll @IntRange(min = 0, max = 10_000) int halfPoints) {
        Assume.that(halfPoints <= 2 * games);
        Score s = new Score(halfPoints / 2.0, games);
        ScoreRating r = ScoreRating.of(s);
        Interval i = s.interval().orElseThrow();
        assertThat(r.excludesZero()).isEqualTo(i.excludes(0.5));
        assertThat(r.interval().above(0)).isEqualTo(s.wellAboveHalf());
        assertThat(r.interval().below(0)).isEqualTo(s.wellBelowHalf());
        assertThat(r.interval().contains(r.elo())).isTrue();
    }
}
