package dev.kingme.app.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import org.junit.jupiter.api.Test;

class BallotPairsTest {
    /** Game {@code number} of a match, the first player Black in the odd ones, with {@code points} for it. */
    private static MatchGame game(int number, double points) {
        Player first = number % 2 == 1 ? Player.BLACK : Player.WHITE;
        Verdict v = points == 0.5 ? Verdict.draw("agreed") : Verdict.win(points == 1 ? first : first.opponent(), "no moves");
        return new MatchGame(number, first, 1 + (number - 1) / 2, v, 10, null, null);
    }

    @Test
    void aPairCountsOnceBothItsGamesAreInWhateverTheOrder() {
        BallotPairs pairs = new BallotPairs();
        pairs.add(game(2, 1));
        assertThat(pairs.sample().pairs()).isZero();
        pairs.add(game(3, 0.5));
        pairs.add(game(1, 0.5));
        SprtSample s = pairs.sample();
        assertThat(s.pairs()).isEqualTo(1);
        assertThat(s.games()).isEqualTo(2);
        assertThat(s.paired()).isTrue();
        pairs.add(game(4, 0));
        assertThat(pairs.sample().pairs()).isEqualTo(2);
        // pair 1 took 3 half points, pair 2 one: the same evidence as those pairs given directly
        Sprt sprt = Sprt.parse("elo0=0,elo1=10");
        assertThat(sprt.llr(pairs.sample())).isEqualTo(sprt.llr(SprtSample.pairs(new int[] {0, 1, 0, 1, 0})));
    }
}
