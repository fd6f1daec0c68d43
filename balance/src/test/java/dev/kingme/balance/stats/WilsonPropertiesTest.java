package dev.kingme.balance.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class WilsonPropertiesTest {
    @Property
    void boundsLieInZeroOneAndContainTheScore(@ForAll @IntRange(min = 1, max = 100_000) int games,
            @ForAll @IntRange(min = 0, max = 200_000) int halfPoints) {
        Assume.that(halfPoints <= 2 * games);
        double points = halfPoints / 2.0;
        Interval i = Wilson.interval(points, games).orElseThrow();
        assertThat(i.lower()).isBetween(0.0, 1.0);
        assertThat(i.upper()).isBetween(0.0, 1.0);
        assertThat(i.contains(points / games)).isTrue();
        assertThat(i.upper() - i.lower()).isPositive();
    }

    @Property
    void losingIsTheMirrorOfWinning(@ForAll @IntRange(min = 1, max = 10_000) int games,
            @ForAll @IntRange(min = 0, max = 20_000) int halfPoints) {
        Assume.that(halfPoints <= 2 * games);
        Interval won = Wilson.interval(halfPoints / 2.0, games).orElseThrow();
        Interval lost = Wilson.interval(games - halfPoints / 2.0, games).orElseThrow();
        assertThat(lost.lower()).isCloseTo(1 - won.upper(), within(1e-12));
        assertThat(lost.upper()).isCloseTo(1 - won.lower(), within(1e-12));
    }

    @Property
    void moreGamesOfTheSameScoreNarrowTheInterval(@ForAll @IntRange(min = 1, max = 5_000) int games,
            @ForAll @IntRange(min = 0, max = 10_000) int halfPoints) {
        Assume.that(halfPoints <= 2 * games);
        Interval few = Wilson.interval(halfPoints / 2.0, games).orElseThrow();
        Interval many = Wilson.interval(2 * halfPoints, 4 * games).orElseThrow();
        assertThat(many.upper() - many.lower()).isLessThan(few.upper() - few.lower());
    }
}
