package dev.kingme.app.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.ai.AiSpec;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Time controls and a game's clock (docs/rules/clock.md): parsing with clear words, the first moves free,
 * increments, correspondence's days a move, a flag fall's verdict, and a clock rebuilt from its stamps.
 * Time is given, never waited for.
 */
class ClockTest {
    private static final Rules AMERICAN = Games.byName("american").rules(Map.of());

    private static Session people() {
        return new Session(AMERICAN, new History(AMERICAN.initial()), Seats.people(), new ChanceRoller(7), true);
    }

    private static Action.Move first(Session s) {
        Player p = ((ToAct.Choice) s.who()).player();
        return new Action.Move(p, s.choices().lines().get(0).decisions());
    }

    @Test
    void controlsAreReadAsWrittenAndRefusedWithWhatIsWrong() {
        assertThat(TimeControl.parse("5+3")).isEqualTo(new TimeControl(300_000, 3_000, 0));
        assertThat(TimeControl.parse(" 1+0 ").label()).isEqualTo("1 min + 0 s");
        assertThat(TimeControl.parse("d3")).satisfies(c -> {
            assertThat(c.correspondence()).isTrue();
            assertThat(c.initialMs()).isEqualTo(3 * 24 * 3600 * 1000L);
            assertThat(c.label()).isEqualTo("3 days a move");
            assertThat(c.text()).isEqualTo("d3");
        });
        assertThat(TimeControl.parse("none")).isNull();
        assertThat(TimeControl.seconds(20, 1).text()).isEqualTo("20s+1");
        assertThat(TimeControl.parse("20s+1")).isEqualTo(TimeControl.seconds(20, 1));
        assertThat(TimeControl.seconds(120, 0).text()).isEqualTo("2+0");
        for (String preset : TimeControl.PRESETS) {
            assertThat(TimeControl.parse(preset).text()).isEqualTo(preset);
        }
        assertThatThrownBy(() -> TimeControl.parse("5 minutes")).hasMessage("clock '5 minutes' is not a time control:"
                + " write minutes+increment seconds (5+3), d and days per move (d3), or none");
        assertThatThrownBy(() -> TimeControl.parse("0+2")).hasMessageContaining("0 minutes");
        assertThatThrownBy(() -> TimeControl.parse("d30")).hasMessage("days per move must be 1 to 14, not 30");
        assertThatThrownBy(() -> TimeControl.parse("5+999")).hasMessage("'incrementSeconds' must be 0 to 180, not 999");
        assertThatThrownBy(() -> TimeControl.seconds(0, 1)).hasMessage("'initialSeconds' must be 1 to 10800, not 0");
    }

    @Test
    void eachSidesClockStartsAfterItsFirstMoveAndGainsItsIncrement() {
        Session s = people();
        GameClock clock = new GameClock(TimeControl.parse("1+2"));
        assertThat(clock.running()).isNull();
        clock.take(s, first(s), 10_000);  // Black's first move: free, and no clock runs for White's first
        assertThat(clock.running()).isNull();
        assertThat(clock.left(Player.BLACK, 50_000)).isEqualTo(62_000);
        clock.take(s, first(s), 40_000);  // White's first move: free; now Black's clock runs
        assertThat(clock.running()).isEqualTo(Player.BLACK);
        assertThat(clock.left(Player.WHITE, 40_000)).isEqualTo(62_000);
        assertThat(clock.left(Player.BLACK, 45_000)).isEqualTo(57_000);
        assertThat(clock.deadline()).isEqualTo(40_000 + 62_000);
        clock.take(s, first(s), 50_000);  // Black thought 10 s and gains 2
        assertThat(clock.left(Player.BLACK, 99_000)).isEqualTo(54_000);
        assertThat(clock.running()).isEqualTo(Player.WHITE);
        assertThat(clock.left(Player.WHITE, 53_000)).isEqualTo(59_000);
        assertThat(clock.flagged(111_999)).isNull();
        assertThat(clock.flagged(112_000)).isEqualTo(Player.WHITE);
    }

    @Test
    void correspondenceGivesTheMoverItsDaysAgainAfterEveryMove() {
        long day = 24 * 3600 * 1000L;
        Session s = people();
        GameClock clock = new GameClock(TimeControl.parse("d1"));
        clock.take(s, first(s), 0);
        clock.take(s, first(s), 1000);
        clock.take(s, first(s), 1000 + day - 1);  // Black moves a millisecond before its day is up
        assertThat(clock.left(Player.BLACK, 2 * day)).isEqualTo(day);
        assertThat(clock.left(Player.WHITE, 1000 + day - 1)).isEqualTo(day);
        assertThat(clock.flagged(1000 + 2 * day - 1)).isEqualTo(Player.WHITE);
    }

    @Test
    void anActionAfterTheFlagFellIsRefusedAndTheFlagEndsTheGame() {
        Session s = people();
        GameClock clock = new GameClock(TimeControl.seconds(5, 0));
        clock.take(s, first(s), 0);
        clock.take(s, first(s), 0);
        Action.Move late = first(s);
        assertThatThrownBy(() -> clock.take(s, late, 5_000)).isInstanceOf(GameError.class)
                .hasMessageStartingWith("time ran out: Black's clock reached 0:00");
        assertThatThrownBy(() -> clock.take(s, new Action.Resign(Player.BLACK), 6_000))
                .hasMessageStartingWith("time ran out");
        assertThat(s.version()).isEqualTo(2);
        clock.take(s, new Action.Flag(Player.BLACK), 5_000);
        assertThat(s.verdict()).isEqualTo(Verdict.win(Player.WHITE, "Black ran out of time"));
        assertThat(clock.running()).isNull();
        assertThat(clock.left(Player.BLACK, 9_000)).isZero();
        assertThatThrownBy(() -> clock.take(s, new Action.Undo(Player.BLACK), 9_000)).hasMessageStartingWith("time ran out");
    }

    @Test
    void onlyTheSideToDecideCanLoseOnTime() {
        Session s = people();
        assertThatThrownBy(() -> s.take(new Action.Flag(Player.WHITE))).isInstanceOf(GameError.class)
                .hasMessage("Black is to decide now, not White");
    }

    @Test
    void aFlagFallIsADrawWhenTheOtherSideHasNoPieceToWinWith() {
        GameState start = AMERICAN.initial();
        GameState whiteBare = start.toBuilder().layer(Layer.WHITE, 0).build();
        assertThat(FlagFall.verdict(whiteBare, Player.BLACK))
                .isEqualTo(Verdict.draw("Black ran out of time, and White has no piece left to win with"));
        GameState oneWhiteMan = start.toBuilder().layer(Layer.WHITE, 1L << 62).build();
        assertThat(FlagFall.verdict(oneWhiteMan, Player.BLACK)).isEqualTo(Verdict.win(Player.WHITE, "Black ran out of time"));
    }

    @Test
    void aClockRebuiltFromItsStampsIsTheClockThatWasLeft() {
        Session s = people();
        GameClock clock = new GameClock(TimeControl.parse("3+2"));
        Session again = people();
        GameClock rebuilt = new GameClock(TimeControl.parse("3+2"));
        long now = 1_000;
        for (int i = 0; i < 6; i++) {
            Action a = first(s);
            ClockStamp stamp = clock.charge(a, now);
            s.take(a);
            clock.settle(stamp, a, s.who());
            again.take(a);  // as the server loads a game: the stored action, then its stored stamp
            rebuilt.settle(stamp, a, again.who());
            now += 7_000;
        }
        assertThat(rebuilt.running()).isEqualTo(clock.running()).isEqualTo(Player.BLACK);
        for (Player p : Player.values()) {
            assertThat(rebuilt.left(p, now)).isEqualTo(clock.left(p, now));
        }
        assertThat(rebuilt.deadline()).isEqualTo(clock.deadline());
    }

    @Test
    void theAiTakesItsLevelsTimeUntilTheClockAllowsLess() {
        AiSpec hard = AiSpec.parse("ai:hard");
        Session s = people();
        GameClock clock = new GameClock(TimeControl.parse("1+0"));
        clock.take(s, first(s), 0);
        clock.take(s, first(s), 0);
        assertThat(ClockedAi.movetime(hard, clock, Player.BLACK, 0)).as("60 s left: the level's 500 ms").isZero();
        assertThat(ClockedAi.movetime(hard, clock, Player.BLACK, 50_980)).as("9 s left after the reserve").isEqualTo(300);
        assertThat(ClockedAi.movetime(hard, clock, Player.BLACK, 59_990)).as("10 ms left").isEqualTo(1);
        assertThat(ClockedAi.movetime(hard, null, Player.BLACK, 0)).isZero();
        assertThat(ClockedAi.movetime(hard, new GameClock(TimeControl.parse("d1")), Player.BLACK, 0)).isZero();
        // with fewer pieces on the board fewer moves are planned for: 6.98 s over 30 moves at 24 pieces, over 14 at 8
        assertThat(ClockedAi.movetime(hard, clock, Player.BLACK, 53_000, 24)).isEqualTo(6_980 / 30);
        assertThat(ClockedAi.movetime(hard, clock, Player.BLACK, 53_000, 8)).isEqualTo(6_980 / 14);
    }
}
