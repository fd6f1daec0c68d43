package dev.kingme.balance.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class BradleyTerryPropertiesTest {
    /** One game: i against j, i scoring 0, 1/2 or 1. */
    private record Game(int i, int j, double points) {
    }

    private static List<Game> games(long seed, int players, int count) {
        Random r = new Random(seed);
        List<Game> out = new ArrayList<>();
        for (int g = 0; g < count; g++) {
            int i = r.nextInt(players);
            int j = (i + 1 + r.nextInt(players - 1)) % players;
            // a skewed coin, so that strengths differ: lower-numbered players win more
            double u = r.nextDouble();
            double p = i < j ? 0.65 : 0.35;
            out.add(new Game(i, j, u < 0.1 ? 0.5 : u < 0.1 + 0.9 * p ? 1 : 0));
        }
        return out;
    }

    private static BradleyTerry.Fit fit(List<Game> games, int players) {
        Tally t = new Tally(players);
        for (Game g : games) {
            t.add(g.i(), g.j(), g.points());
        }
        return BradleyTerry.fit(t);
    }

    @Property(tries = 200)
    void theOrderOfTheGamesDoesNotMatter(@ForAll long seed, @ForAll @IntRange(min = 2, max = 8) int players,
            @ForAll @IntRange(min = 0, max = 300) int count) {
        List<Game> games = games(seed, players, count);
        List<Game> shuffled = new ArrayList<>(games);
        Collections.shuffle(shuffled, new Random(seed ^ 0x5DEECE66DL));
        BradleyTerry.Fit a = fit(games, players);
        BradleyTerry.Fit b = fit(shuffled, players);
        for (int i = 0; i < players; i++) {
            assertThat(b.ratings().get(i).elo()).isCloseTo(a.ratings().get(i).elo(), within(1e-6));
            assertThat(b.ratings().get(i).standardError()).isCloseTo(a.ratings().get(i).standardError(), within(1e-6));
        }
    }

    @Property(tries = 200)
    void ratingsAverageZeroConvergeAndTurnOverWhenResultsDo(@ForAll long seed,
            @ForAll @IntRange(min = 2, max = 8) int players, @ForAll @IntRange(min = 0, max = 300) int count) {
        List<Game> games = games(seed, players, count);
        List<Game> reversed = new ArrayList<>();
        for (Game g : games) {
            reversed.add(new Game(g.i(), g.j(), 1 - g.points()));
        }
        BradleyTerry.Fit a = fit(games, players);
        BradleyTerry.Fit b = fit(reversed, players);
        assertThat(a.converged()).isTrue();
        double sum = 0;
        for (int i = 0; i < players; i++) {
            BradleyTerry.Rating r = a.ratings().get(i);
            sum += r.elo();
            assertThat(r.interval().contains(r.elo())).isTrue();
            assertThat(r.standardError()).isFinite().isPositive();
            assertThat(b.ratings().get(i).elo()).isCloseTo(-r.elo(), within(1e-6));
        }
        assertThat(sum).isCloseTo(0, within(1e-6));
    }
}
