package dev.kingme.app.terminal;

import static dev.kingme.app.command.PlayCommandTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.command.Run;
import dev.kingme.app.records.PdnBridge;
import dev.kingme.app.session.ChanceRoller;
import dev.kingme.app.session.GameClock;
import dev.kingme.app.session.Seats;
import dev.kingme.app.session.TimeControl;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.Chooser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code kingme play --clock}: the clocks under the board, the AI spending its own, and a flag fall. */
class ClockPlayTest {
    @Test
    void theClocksAreShownWithTheBoardAndRunOnlyAfterEachSidesFirstMove() {
        Run r = play("11-15\nquit\n", "--clock", "5+3", "--white", "ai:beginner");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("Clock (5 min + 3 s): Black 5:00, White 5:00; no clock runs",
                "Clock (5 min + 3 s): Black 5:03, White 5:00; no clock runs\nWhite (ai:beginner): ");
        String last = r.out().substring(r.out().lastIndexOf("Clock ("));
        assertThat(last).startsWith("Clock (5 min + 3 s): Black 5:0").contains(", White 5:0").contains("; Black's runs");
    }

    @Test
    void aControlThatIsNotOneIsRefusedWithWhatIsMeant() {
        Run r = play("quit\n", "--clock", "fast");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("clock 'fast' is not a time control: write minutes+increment seconds (5+3),"
                + " d and days per move (d3), or none");
    }

    @Test
    void aiAgainstAiUnderAShortClockEndsOnTheBoardNotOnTime() {
        Run r = play("quit\n", "--black", "ai:medium", "--white", "ai:hard", "--clock", "3s+0", "--seed", "5");
        assertThat(r.out()).contains("Clock (3 s + 0 s)").contains("Game over").doesNotContain("ran out of time");
    }

    @Test
    void aCharacterGameBetweenAisUnderAShortClockEndsOnTheBoardToo() {
        // the AI's tree search and its reactions in the other side's turn, each under the clock
        Run r = play("quit\n", "--game", "fantasy-rpg", "--black", "ai:medium", "--black-character", "mage",
                "--white", "ai:hard", "--white-character", "cleric", "--clock", "5s+0", "--seed", "3");
        assertThat(r.out()).contains("Clock (5 s + 0 s)").contains("Game over").doesNotContain("ran out of time");
    }

    /** Lines typed by a person who waits {@code pauseMs} before the last one. */
    private static BufferedReader slowly(String first, long pauseMs, String last) {
        return new BufferedReader(new StringReader(first)) {
            private boolean waited;

            @Override
            public String readLine() throws IOException {
                String line = super.readLine();
                if (line == null && !waited) {
                    waited = true;
                    try {
                        Thread.sleep(pauseMs);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return last;
                }
                return line;
            }
        };
    }

    @Test
    void aMoveEnteredAfterTheFlagFellIsRefusedAndTheGameEndsOnTime() throws IOException {
        Rules rules = Games.byName("american").rules(Map.of());
        StringWriter out = new StringWriter();
        new PlaySession(rules, rules.initial(), new ChanceRoller(1), slowly("11-15\n23-19\n", 1_300, "9-14"),
                new PrintWriter(out, true), new PdnBridge())
                .clocked(new GameClock(TimeControl.seconds(1, 0)), Map.of(), System::currentTimeMillis).run();
        String text = out.toString();
        assertThat(text).contains("! time ran out: Black's clock reached 0:00\nBlack ran out of time\n",
                "Clock (1 s + 0 s): Black 0:00.0, White 0:01.0; no clock runs",
                "! the game is over (Black ran out of time)");
        assertThat(text).doesNotContain("9-14\n");
    }

    @Test
    void anAiWhoseThinkingTookTheRestOfItsTimeLosesOnTimeAndItsMoveIsNotMade() throws IOException {
        // a machine too busy to give the AI the time it planned: here its every decision takes 5 s of a 3 s clock
        Rules rules = Games.byName("american").rules(Map.of());
        long[] time = {1_000_000};
        List<String> chosen = new ArrayList<>();
        Chooser slow = (r, state, legal) -> {
            time[0] += 5_000;
            chosen.add(legal.get(0).toString());
            return legal.get(0);
        };
        StringWriter out = new StringWriter();
        new PlaySession(rules, rules.initial(), new ChanceRoller(1), new BufferedReader(new StringReader("11-15\n9-14\nquit\n")),
                new PrintWriter(out, true), new PdnBridge(), Seats.people().with(Player.WHITE, slow, "slow"))
                .clocked(new GameClock(TimeControl.seconds(3, 0)), Map.of(), () -> time[0]).run();
        String text = out.toString();
        // its first move is free (a side's clock runs from its first move on); its second comes after its flag fell
        assertThat(chosen).hasSize(2);
        assertThat(text).contains("White (slow): (no move: its time ran out while it thought)\n"
                + "! time ran out: White's clock reached 0:00\nWhite ran out of time\n");
        assertThat(text.split("White \\(slow\\): ", -1)).as("two turns of White's, one move made").hasSize(3);
    }
}
