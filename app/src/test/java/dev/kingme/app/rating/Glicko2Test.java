package dev.kingme.app.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

/**
 * Glicko-2 against the worked example of its author (Mark Glickman, "Example of the Glicko-2 system", 2013:
 * a player of 1500, deviation 200 and volatility 0.06 beats a 1400 (deviation 30) and loses to a 1550 (100)
 * and a 1700 (300), with tau 0.5, and comes out at 1464.06, deviation 151.52, volatility 0.05999), and what
 * any rating system must do.
 */
class Glicko2Test {
    private static final Glicko2 EXAMPLE = new Glicko2(0.5);

    @Test
    void glickmansWorkedExample() {
        Rating player = new Rating(1500, 200, 0.06, 0);
        Rating after = EXAMPLE.update(player, List.of(new Glicko2.Game(new Rating(1400, 30, 0.06, 9), 1),
                new Glicko2.Game(new Rating(1550, 100, 0.06, 9), 0), new Glicko2.Game(new Rating(1700, 300, 0.06, 9), 0)));
        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.deviation()).isCloseTo(151.52, within(0.01));
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
        assertThat(after.games()).isEqualTo(3);
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Rating player = new Rating(1500, 200, 0.06, 4);
        Rating after = EXAMPLE.update(player, List.of());
        assertThat(after.rating()).isEqualTo(1500);
        assertThat(after.deviation()).isCloseTo(Math.sqrt(200 * 200 + Math.pow(0.06 * 173.7178, 2)), within(0.001));
        assertThat(Glicko2.standard().update(Rating.START, List.of()).deviation()).isEqualTo(350);
    }

    @Test
    void aNewcomerIsProvisionalUntilTheDeviationFallsBelow110() {
        assertThat(Rating.START.provisional()).isTrue();
        assertThat(new Rating(1500, 109.9, 0.06, 20).provisional()).isFalse();
        assertThat(new Rating(1500, 110, 0.06, 20).provisional()).isTrue();
        assertThatThrownBy(() -> new Glicko2.Game(Rating.START, 0.7)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(1500, 0, 0.06, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * A win raises a rating, a loss lowers it, a draw moves it towards the opponent's; an uncertain rating's
     * deviation narrows.
     */
    @Property(tries = 300)
    void resultsMoveTheRatingTheRightWay(@ForAll @DoubleRange(min = 800, max = 2400) double mine,
            @ForAll @DoubleRange(min = 60, max = 350) double myDeviation,
            @ForAll @DoubleRange(min = 800, max = 2400) double theirs) {
        Glicko2 system = Glicko2.standard();
        Rating me = new Rating(mine, myDeviation, 0.06, 10);
        Rating opponent = new Rating(theirs, 80, 0.06, 10);
        Rating won = system.update(me, List.of(new Glicko2.Game(opponent, 1)));
        Rating lost = system.update(me, List.of(new Glicko2.Game(opponent, 0)));
        Rating drew = system.update(me, List.of(new Glicko2.Game(opponent, 0.5)));
        assertThat(won.rating()).isGreaterThan(mine);
        assertThat(lost.rating()).isLessThan(mine);
        if (Math.abs(theirs - mine) > 1) {
            assertThat(Math.signum(drew.rating() - mine)).isEqualTo(Math.signum(theirs - mine));
        } else {
            assertThat(drew.rating()).isCloseTo(mine, within(1.0));  // a draw between equals changes little
        }
        if (myDeviation >= 150 && Math.abs(theirs - mine) <= 400) {
            // an uncertain rating learns from a game against a near opponent; a sure one, or one against a far
            // weaker or stronger opponent (whose result was all but certain), may grow by its volatility instead
            assertThat(won.deviation()).isLessThan(myDeviation);
        }
    }

    @Test
    void speedClassesByTheClocksEstimatedDuration() {
        assertThat(Speed.of(dev.kingme.app.session.TimeControl.seconds(60, 0))).isEqualTo(Speed.BULLET);
        assertThat(Speed.of(dev.kingme.app.session.TimeControl.seconds(180, 2))).isEqualTo(Speed.BLITZ);
        assertThat(Speed.of(dev.kingme.app.session.TimeControl.seconds(300, 3))).isEqualTo(Speed.BLITZ);
        assertThat(Speed.of(dev.kingme.app.session.TimeControl.seconds(600, 5))).isEqualTo(Speed.RAPID);
        assertThat(Speed.of(dev.kingme.app.session.TimeControl.seconds(900, 10))).isEqualTo(Speed.RAPID);
        assertThat(Speed.of(dev.kingme.app.session.TimeControl.seconds(1800, 20))).isEqualTo(Speed.CLASSICAL);
        assertThat(Speed.of(dev.kingme.app.session.TimeControl.days(3))).isEqualTo(Speed.CORRESPONDENCE);
        assertThat(Speed.of(null)).isEqualTo(Speed.CORRESPONDENCE);
        assertThat(Speed.BLITZ.key()).isEqualTo("blitz");
    }
}
