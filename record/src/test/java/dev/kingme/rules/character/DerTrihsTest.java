package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.plays;
import static dev.kingme.rules.character.Table.act;
import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.sq;
import static dev.kingme.rules.character.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Lieutenant DerTrihs: "If he has more than eight checkers, then his checkers behave as normal checkers.
 * (Pre-explosion) If he has more than four checkers and less than nine, then his checkers may not
 * double-jump. (Head-in-a-jar) If less than two of his remaining checkers are kinged when he loses his
 * eighth checker, then he may choose checkers to be kinged until he has two kings. (Transplanted onto big
 * robot body.) If he has four checkers or less, then he gains a penny for every checker he captures. (Much
 * more useful with a big robot body.)"
 *
 * <p>DerTrihs plays Black (moving down the board, towards 32) in every scenario. Each test names the
 * rulings of docs/rules/schlock-mercenary.md it pins.
 */
class DerTrihsTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;

    /** With 9 pieces his 9 takes 14 and 23 in one move (and the mercenary penny for it). S16, S1 */
    @Test
    void withNinePiecesHeDoubleJumps() {
        Table t = Table.of("dertrihs", "none", "B:W14,23,32:B1,2,3,4,5,6,7,8,9");
        GameState s = t.state();
        assertThat(t.rules.describe(s)).contains("normal checkers");
        s = plays(t, s, "9x18");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        s = plays(t, s, "18x27");
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * With 8 or 5 pieces (head in a jar) the capture is still mandatory, but it stops after its first
     * hop: 23 stays, no mercenary penny. S16, S1
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"B:W14,23,32:B1,2,3,4,5,6,7,9", "B:W14,23,32:B1,2,3,4,9"})
    void withFiveToEightPiecesTheCaptureStopsAfterOneHop(String fen) {
        Table t = Table.of("dertrihs", "none", fen);
        GameState s = t.state();
        assertThat(t.rules.describe(s)).contains("head in a jar (no double jumps)");
        assertThat(Table.legal(t.rules, s)).containsExactly("9x18");
        s = plays(t, s, "9x18");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.owner(sq(18))).isEqualTo(B);
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.owner(sq(23))).isEqualTo(W);
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
    }

    /**
     * With 4 pieces he double jumps again and earns a penny for every piece he captures, a king being one:
     * 1 for the double jump and 2 for the king on 14 and the man on 23. S16, S1
     */
    @Test
    void withFourPiecesEveryCapturedPieceEarnsAPenny() {
        Table t = Table.of("dertrihs", "none", "B:WK14,23,32:B1,2,3,9")
                .counter(B, Counters.TRANSPLANTED, 1);
        GameState s = t.state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(t.rules.describe(s)).contains("big robot body");
        s = plays(t, s, "9x18");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        Transition end = Table.play(t.rules, s, "18x27");
        s = end.state();
        assertThat(texts(end)).contains("Big robot body: Black earns 2 pennies for 2 captures");
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(3);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(3);
    }

    /** A single capture with the robot body: one penny, and no mercenary penny. S16 */
    @Test
    void aSingleCaptureWithTheRobotBodyEarnsOnePenny() {
        Table t = Table.of("dertrihs", "none", "B:W14,32:B1,2,3,9").counter(B, Counters.TRANSPLANTED, 1);
        Transition tr = Table.play(t.rules, t.state(), "9x18");
        assertThat(texts(tr)).contains("Big robot body: Black earns 1 penny for a capture");
        assertThat(tr.state().record(B).get(Counters.PENNIES)).isEqualTo(1);
    }

    /**
     * White takes his fifth piece: at the start of his next turn he kings checkers one at a time until he
     * has two kings, each crown out of White's pool. S16, S4
     */
    @Test
    void downToFourPiecesHeKingsTwoCheckersAtTheStartOfHisNextTurn() {
        Table t = Table.of("dertrihs", "none", "W:W18,30:B1,2,3,4,14").pool(W, 2);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("18x9");
        Transition capture = Table.play(t.rules, s, "18x9");
        assertThat(texts(capture)).contains("Transplanted onto a big robot body: Black may king checkers until two are kings");
        s = capture.state();
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(3);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("transplant 1", "transplant 2", "transplant 3",
                "transplant 4", "pass");
        s = plays(t, s, "transplant 1");
        assertThat(s.has(Layer.KING, sq(1))).isTrue();
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(2);
        assertThat(Table.legal(t.rules, s)).containsExactly("transplant 2", "transplant 3", "transplant 4", "pass");
        s = plays(t, s, "transplant 4");
        assertThat(s.has(Layer.KING, sq(4))).isTrue();
        assertThat(s.has(Layer.KING, sq(2))).isFalse();
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(s.record(B).get(Counters.TRANSPLANTED)).isEqualTo(1);
    }

    /** He may pass; the offer comes once per game, so it is not made again in his later turns. S16 */
    @Test
    void theTransplantMayBeDeclinedAndComesOnce() {
        Table t = Table.of("dertrihs", "none", "W:W18,30:B1,2,3,4,14");
        GameState s = plays(t, t.state(), "18x9", "pass");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(s.layer(Layer.KING)).isZero();
        refused(t, s, act("transplant", 3), "the robot body's kings are chosen at the start of the turn after"
                + " Lieutenant DerTrihs is down to four pieces");
        s = plays(t, s, "3-7", "30-26");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(s.layer(Layer.KING)).isZero();
    }

    /** With one king already, one more is chosen; with White's pool empty its crown is a spare. S16, S4 */
    @Test
    void withOneKingOnlyOneMoreIsChosen() {
        Table t = Table.of("dertrihs", "none", "B:W32:BK1,2,3,4");
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("transplant 2", "transplant 3", "transplant 4", "pass");
        Transition tr = Table.play(t.rules, s, "transplant 3");
        assertThat(texts(tr)).contains("Big robot body: 3 is kinged", "the crown is a spare checker");
        s = tr.state();
        assertThat(s.has(Layer.KING, sq(3))).isTrue();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
    }

    /** With two kings already nothing is offered. S16 */
    @Test
    void withTwoKingsNothingIsOffered() {
        Table t = Table.of("dertrihs", "none", "W:W32:BK1,K2,3,4");
        Transition tr = Table.play(t.rules, t.state(), "32-27");
        assertThat(texts(tr)).contains("Transplanted onto a big robot body: Black already has two kings");
        GameState s = tr.state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(Table.legal(t.rules, s)).noneMatch(d -> d.startsWith("transplant"));
        assertThat(s.record(B).get(Counters.TRANSPLANTED)).isEqualTo(1);
    }
}
