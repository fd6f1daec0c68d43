package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.plays;
import static dev.kingme.rules.character.Table.act;
import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.sq;
import static dev.kingme.rules.character.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * Master Sergeant Thurl: "Starts the game with two pennies. May spend a penny during his turn to have his
 * opponent honestly tell him what they think his best move is. (Good problem-solver) May spend two pennies
 * at the end of his turn to take an additional turn. (Able to work miracles in short periods of time)"
 *
 * <p>Thurl plays Black (moving down the board, towards 32) in every scenario. Each test names the rulings
 * of docs/rules/schlock-mercenary.md it pins.
 */
class ThurlTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;

    /** "Starts the game with two pennies", in a game from the start and in a composed position. Frame */
    @Test
    void thurlStartsWithTwoPennies() {
        Table t = Table.of("thurl", "none", "B:W32:B9");
        assertThat(t.rules.initial().record(B).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(t.rules.initial().record(W).get(Counters.PENNIES)).isZero();
        assertThat(t.state().record(B).get(Counters.PENNIES)).isEqualTo(2);
        Table white = Table.of("none", "thurl", "B:W32:B9");
        assertThat(white.state().record(W).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(white.state().record(B).get(Counters.PENNIES)).isZero();
    }

    // ---- Good Problem-solver ------------------------------------------------------------------------

    /**
     * Asking costs a penny and is allowed while a capture is available; White must answer with one of
     * Black's whole moves (each capture with all its hops), with no pass; the answer is in the events and
     * Black then moves as he likes. S12, S5
     */
    @Test
    void theOpponentMustNameOneOfThurlsWholeMoves() {
        Table t = Table.of("thurl", "none", "B:W14,15,22,23,32:B9,11");
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("9x18", "11x18", "problem-solver");
        s = Table.play(t.rules, s, "problem-solver").state();
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder(
                "suggest 9x18x27", "suggest 9x18x25", "suggest 11x18x27", "suggest 11x18x25");
        GameState asked = s;
        refused(t, asked, new Decision.Pass(),
                "White must first decide which move they think is Black's best (suggest and the move)");
        Transition answer = Table.play(t.rules, s, "suggest 11x18x25");
        assertThat(texts(answer)).contains("White thinks Black's best move is 11x18x25");
        s = answer.state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("9x18", "11x18");
        // Thurl is free to ignore the advice (and then passes on another turn)
        s = plays(t, s, "9x18", "18x27", "pass");
        assertThat(s.owner(sq(27))).isEqualTo(B);
        assertThat(s.owner(sq(11))).isEqualTo(B);
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
    }

    /** Without a capture the answer is one of Thurl's steps; a step of Black's own is refused meanwhile. S12 */
    @Test
    void theAnswerMayBeAStep() {
        Table t = Table.of("thurl", "none", "B:W32:B9,10");
        Transition ask = Table.play(t.rules, t.state(), "problem-solver");
        assertThat(texts(ask)).contains("Good Problem-solver: Black asks White for the best move");
        GameState s = ask.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder(
                "suggest 9-13", "suggest 9-14", "suggest 10-14", "suggest 10-15");
        refused(t, s, new Decision.Step(sq(9), sq(13)),
                "White must first decide which move they think is Black's best (suggest and the move)");
        Transition answer = Table.play(t.rules, s, "suggest 10-15");
        assertThat(texts(answer)).contains("White thinks Black's best move is 10-15");
        assertThat(t.rules.toAct(answer.state())).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(answer.state().owner(sq(10))).isEqualTo(B);
    }

    /** Once per turn: a second question is refused with the reason; the next turn he may ask again. S12 */
    @Test
    void thurlAsksOncePerTurn() {
        Table t = Table.of("thurl", "none", "B:W32:B9,10").pennies(B, 4);
        GameState s = plays(t, t.state(), "problem-solver", "suggest 9-13");
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(3);
        assertThat(s.record(B).get(Counters.ASKED)).isEqualTo(1);
        assertThat(Table.legal(t.rules, s)).doesNotContain("problem-solver");
        refused(t, s, Decision.Act.of("problem-solver"), "Good Problem-solver: already used once this turn, as many as a turn allows");
        s = plays(t, s, "9-13");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION)); // another turn? 3 pennies
        s = plays(t, s, "pass", "32-27");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(Table.legal(t.rules, s)).contains("problem-solver");
    }

    /**
     * "Before he moves": in the middle of a capture the question is neither offered nor allowed, and the
     * refusal says so (not that it was already asked: it was not, and he has the penny). S12
     */
    @Test
    void askingIsRefusedInTheMiddleOfACapture() {
        Table t = Table.of("thurl", "none", "B:W14,23,30:B9,1");
        GameState s = plays(t, t.state(), "9x18");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(s.record(B).get(Counters.ASKED)).isZero();
        assertThat(Table.legal(t.rules, s)).containsExactly("18x27");
        refused(t, s, Decision.Act.of("problem-solver"),
                "a capture under way must go on; asking is used before moving");
    }

    /** A question costs a penny: without one it is neither offered nor allowed. S12 */
    @Test
    void askingNeedsAPenny() {
        Table t = Table.of("thurl", "none", "B:W32:B9").pennies(B, 0);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("9-13", "9-14");
        refused(t, s, Decision.Act.of("problem-solver"), "asking costs 1 penny; Black has none");
        Table other = Table.of("none", "none", "B:W32:B9").pennies(B, 3);
        refused(other, other.state(), Decision.Act.of("problem-solver"),
                "problem-solver is a power of Master Sergeant Thurl; Black plays no character");
        refused(t, s, act("suggest", 9), "a best move is suggested when Master Sergeant Thurl asks for one");
    }

    // ---- Works Miracles -----------------------------------------------------------------------------

    /**
     * A double jump brings Thurl from 1 to 2 pennies: the mercenary penny is paid first, so another turn is
     * offered; taking it costs both and skips White's turn. S13, S1
     */
    @Test
    void aDoubleJumpPaysForAnotherTurn() {
        Table t = Table.of("thurl", "none", "B:W14,23,30:B9,1").pennies(B, 1);
        GameState start = t.state();
        GameState s = plays(t, start, "9x18", "18x27");
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("extra-turn", "pass");
        Transition again = Table.play(t.rules, s, "extra-turn");
        s = again.state();
        assertThat(texts(again)).contains("Works Miracles: Black takes another turn",
                "White's turn is skipped: Black takes another turn");
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.turn()).isEqualTo(start.turn() + 2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(s.owner(sq(30))).isEqualTo(W);
        s = plays(t, s, "1-5");
        assertThat(s.owner(sq(5))).isEqualTo(B);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** Passing on the offer passes the turn and keeps the pennies. S13 */
    @Test
    void passingOnAnotherTurnPassesTheTurn() {
        Table t = Table.of("thurl", "none", "B:W32:B9");
        GameState start = t.state();
        GameState s = plays(t, start, "9-13");
        assertThat(Table.legal(t.rules, s)).containsExactly("extra-turn", "pass");
        s = plays(t, s, "pass");
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(s.turn()).isEqualTo(start.turn() + 1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** With fewer than 2 pennies (one spent on a question) there is no offer; out of it, it is refused. S13, S12 */
    @Test
    void noAnotherTurnWithFewerThanTwoPennies() {
        Table t = Table.of("thurl", "none", "B:W32:B9");
        GameState s = plays(t, t.state(), "problem-solver", "suggest 9-14");
        refused(t, s, Decision.Act.of("extra-turn"), "another turn is taken at the end of Master Sergeant Thurl's turn");
        s = plays(t, s, "9-13");
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** "He may do it again at the end of the extra turn", as long as he can pay. S13 */
    @Test
    void anotherTurnAgainAtTheEndOfTheExtraTurn() {
        Table t = Table.of("thurl", "none", "B:W32:B9,10").pennies(B, 4);
        GameState start = t.state();
        GameState s = plays(t, start, "9-13", "extra-turn", "10-14");
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        s = plays(t, s, "extra-turn", "13-17");
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(s.turn()).isEqualTo(start.turn() + 5);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.owner(sq(17))).isEqualTo(B);
        assertThat(s.owner(sq(14))).isEqualTo(B);
        assertThat(s.owner(sq(32))).isEqualTo(W);
    }

    /**
     * A capture that takes White's last checker wins when the move ends: no other turn is offered in a
     * game that is over. S13
     */
    @Test
    void noAnotherTurnAfterTheLastCapture() {
        Table t = Table.of("thurl", "none", "B:W18:B14");
        GameState s = plays(t, t.state(), "14x23");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                dev.kingme.rules.Verdict.win(B, "White has no pieces left")));
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
    }

    /**
     * With only one move to make, the answer could name nothing else: Good Problem-solver is not offered, and
     * is refused with the reason. S12
     */
    @Test
    void noQuestionWhenThurlHasOnlyOneMove() {
        Table t = Table.of("thurl", "none", "B:W32:B4").pennies(B, 2);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("4-8");
        refused(t, s, Decision.Act.of("problem-solver"), "asking needs 2 moves or more to choose from; Black has 1"
                + " move");
        Table two = Table.of("thurl", "none", "B:W32:B1").pennies(B, 2);
        assertThat(Table.legal(two.rules, two.state())).containsExactlyInAnyOrder("1-5", "1-6", "problem-solver");
    }

    /**
     * A blocked Thurl has no move: the question could name none, so it is not offered, and with nothing to
     * decide he has lost as checkers says ("no available moves"), without paying a penny first. S21
     */
    @Test
    void aBlockedThurlLosesWithoutBeingAskedToPay() {
        Table t = Table.of("thurl", "none", "B:W8,11:B4").pennies(B, 2);
        GameState s = t.state();
        assertThat(t.rules.legalDecisions(s)).isEmpty();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                dev.kingme.rules.Verdict.win(W, "Black has no legal move")));
    }
}
