package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.sq;
import static dev.kingme.rules.character.Table.act;
import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.texts;
import static dev.kingme.rules.character.Table.powers;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Event;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Ranged Attack Thief: "Shortbow - Every time you capture a checker, gain an arrow (a penny). You may
 * shoot (spend) an arrow to trace a straight, unblocked path from one of your checkers to another checker,
 * and wound that checker. The number of spaces away must be less than or equal to your level. You may
 * shoot a number of arrows equal to half your level, rounded up. For example, you're 3rd level and have 3
 * pennies. You could spend 1 penny to do 1 wound to a penny up to 3 spaces away. You could spend 2 pennies
 * to do 1 wound to 2 different checkers up to 3 spaces away. You could spend 2 pennies and do 2 wounds to 1
 * checker up to 3 spaces away. Loot! - You win if your LD is 3 or greater. You win if you make a
 * triple-jump."
 *
 * <p>The Thief plays Black (moving down the board, towards 32) in every scenario.
 */
class ThiefTest {
    private static final Player THIEF = Player.BLACK;
    private static final Player FOE = Player.WHITE;
    /** Scenarios in which the Thief plays White (moving up the board, towards 1). */
    private static final Player THIEF_WHITE = Player.WHITE;
    private static final Player FOE_OF_WHITE = Player.BLACK;

    // ---- Shortbow: the text's example, level 3 with 3 arrows ----------------------------------------

    @Test
    void shortbowExampleOneArrowWoundsACheckerUpToThreeSquaresAway() { // F8, F12
        Table t = Table.of("thief", "none", "B:W14,15:B1,32").pool(THIEF, 3).pool(FOE, 1).arrows(THIEF, 3);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("1-5", "1-6", "shoot 15");
        refused(t, s, act("shoot", 14), "14 is out of range: a shot reaches 3 squares");

        Transition tr = Table.play(t.rules, s, "shoot 15");
        s = tr.state();
        assertThat(texts(tr)).contains("Shortbow: an arrow hits 15", "15 is wounded");
        assertThat(s.has(Marks.WOUNDED, sq(15))).isTrue();
        assertThat(s.has(Marks.WOUNDED, sq(14))).isFalse();
        assertThat(s.record(THIEF).get(Counters.ARROWS)).isEqualTo(2);
        assertThat(s.record(THIEF).get(Counters.SHOTS)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(THIEF, Window.MAIN));
        assertThat(s.turn()).isEqualTo(t.state().turn());
    }

    @Test
    void shortbowExampleTwoArrowsWoundTwoCheckersAndNoThirdShotThatTurn() { // F12
        Table t = Table.of("thief", "none", "B:W10,18:B1,32").pool(THIEF, 3).pool(FOE, 1).arrows(THIEF, 3);
        GameState s = t.state();
        assertThat(powers(t, s, "shoot")).containsExactlyInAnyOrder("shoot 10", "shoot 18");

        s = Table.play(t.rules, s, "shoot 10").state();
        s = Table.play(t.rules, s, "shoot 18").state();
        assertThat(s.has(Marks.WOUNDED, sq(10))).isTrue();
        assertThat(s.has(Marks.WOUNDED, sq(18))).isTrue();
        assertThat(s.record(THIEF).get(Counters.ARROWS)).isEqualTo(1);
        assertThat(s.record(THIEF).get(Counters.SHOTS)).isEqualTo(2);
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("1-5", "1-6");
        refused(t, s, act("shoot", 10), "Shortbow: already used 2 times this turn, as many as level 3 allows");
    }

    @Test
    void shortbowExampleTwoArrowsDealTwoWoundsToOneCheckerWhichIsCapturedAndEarnsAnArrow() { // F12, F13, F15
        Table t = Table.of("thief", "none", "B:W10,18:B1,32").pool(THIEF, 3).pool(FOE, 2).arrows(THIEF, 3);
        GameState s = Table.play(t.rules, t.state(), "shoot 10").state();
        Transition tr = Table.play(t.rules, s, "shoot 10");
        s = tr.state();
        assertThat(texts(tr)).contains("killed 10");
        assertThat(s.owner(sq(10))).isNull();
        assertThat(s.record(THIEF).get(Counters.POOL)).isEqualTo(4);
        assertThat(s.record(THIEF).get(Counters.ARROWS)).isEqualTo(2); // 3 - 2 shot + 1 for the capture
        assertThat(s.record(THIEF).get(Counters.SHOTS)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(THIEF, Window.MAIN)); // LD 2: no Loot! yet
        assertThat(powers(t, s, "shoot")).isEmpty();
        refused(t, s, act("shoot", 18), "Shortbow: already used 2 times this turn, as many as level 4 allows");
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("1-5", "1-6");
    }

    // ---- Shortbow: range, path, arrows, shots --------------------------------------------------------

    @Test
    void theRangeIsTheLevelCountedInDiagonalSteps() { // F8, F12
        Table one = Table.of("thief", "none", "B:W10,30:B1").pool(THIEF, 1).arrows(THIEF, 1);
        assertThat(powers(one, one.state(), "shoot")).isEmpty();
        refused(one, one.state(), act("shoot", 10), "10 is out of range: a shot reaches 1 square");

        Table two = Table.of("thief", "none", "B:W10,30:B1").pool(THIEF, 2).arrows(THIEF, 1);
        assertThat(powers(two, two.state(), "shoot")).containsExactly("shoot 10");
    }

    @Test
    void anArrowNeedsAStraightUnblockedDiagonal() { // F8
        Table t = Table.of("thief", "none", "B:W6,10,13:B1").pool(THIEF, 3).pool(FOE, 1).arrows(THIEF, 3);
        GameState s = t.state();
        assertThat(powers(t, s, "shoot")).containsExactly("shoot 6");
        refused(t, s, act("shoot", 10), "no straight, unblocked diagonal from any of your checkers to 10");
        refused(t, s, act("shoot", 13), "no straight, unblocked diagonal from any of your checkers to 13");
        refused(t, s, act("shoot", 5), "there is no enemy piece on 5");
    }

    @Test
    void noShotWithoutArrowsNorAtLevelZero() { // F12
        Table noArrows = Table.of("thief", "none", "B:W10,30:B1").pool(THIEF, 3).pool(FOE, 1);
        assertThat(powers(noArrows, noArrows.state(), "shoot")).isEmpty();
        refused(noArrows, noArrows.state(), act("shoot", 10), "a shot costs 1 arrow; Black has none");

        Table levelZero = Table.of("thief", "none", "B:W6,10:B1").arrows(THIEF, 2);
        assertThat(Table.legal(levelZero.rules, levelZero.state())).containsExactlyInAnyOrder("1-5");
        refused(levelZero, levelZero.state(), act("shoot", 6), "a shot is not possible at level 0");
    }

    @Test
    void shootingDoesNotReplaceTheMoveAndIsAllowedWhileACaptureIsAvailable() { // F12, F11
        Table t = Table.of("thief", "none", "B:W6,19:B1,30").pool(THIEF, 3).pool(FOE, 2).arrows(THIEF, 3);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("1x10", "shoot 6", "shoot 19");

        s = Table.play(t.rules, s, "shoot 19").state();
        assertThat(s.has(Marks.WOUNDED, sq(19))).isTrue();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(THIEF, Window.MAIN));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("1x10", "shoot 6", "shoot 19");
        refused(t, s, new Decision.Step(sq(1), sq(5)), "a capture is mandatory");

        s = Table.play(t.rules, s, "1x10").state();
        assertThat(s.owner(sq(6))).isNull();
        assertThat(s.record(THIEF).get(Counters.POOL)).isEqualTo(4);
        assertThat(s.record(THIEF).get(Counters.ARROWS)).isEqualTo(3); // 3 - 1 shot + 1 for the capture
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    @Test
    void theShotsResetEachTurn() { // F12
        Table t = Table.of("thief", "none", "B:W6,10,30:B1,12").pool(THIEF, 1).arrows(THIEF, 3);
        GameState s = t.state();
        assertThat(powers(t, s, "shoot")).containsExactly("shoot 6");
        s = Table.play(t.rules, s, "shoot 6").state();
        refused(t, s, act("shoot", 6), "Shortbow: already used once this turn, as many as level 1 allows");

        s = Table.play(t.rules, s, "12-16").state();
        assertThat(s.record(THIEF).get(Counters.SHOTS)).isZero();
        s = Table.play(t.rules, s, "30-26").state();
        assertThat(powers(t, s, "shoot")).containsExactly("shoot 6");

        s = Table.play(t.rules, s, "shoot 6").state();
        assertThat(s.owner(sq(6))).isNull();
        assertThat(s.record(THIEF).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.record(THIEF).get(Counters.ARROWS)).isEqualTo(2); // 3 - 2 shot + 1 for the capture
    }

    @Test
    void anArrowForEachCaptureAndOneForAKing() { // F13, F2
        Table t = Table.of("thief", "none", "B:W9,K18,32:B5").pool(FOE, 2);
        GameState s = Table.play(t.rules, t.state(), "5x14").state();
        assertThat(s.record(THIEF).get(Counters.ARROWS)).isZero();
        s = Table.play(t.rules, s, "14x23").state();
        assertThat(s.record(THIEF).get(Counters.POOL)).isEqualTo(3);
        assertThat(s.record(THIEF).get(Counters.ARROWS)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    @Test
    void anArrowThatKillsAKingEarnsOneArrowAndTwoLevels() { // F13, F15, F2
        Table t = Table.of("thief", "none", "B:WK10,30:B1").pool(THIEF, 2).pool(FOE, 2).arrows(THIEF, 1).wounded(10);
        Transition tr = Table.play(t.rules, t.state(), "shoot 10");
        GameState s = tr.state();
        assertThat(texts(tr)).contains("killed 10");
        assertThat(s.record(THIEF).get(Counters.POOL)).isEqualTo(4);
        assertThat(s.record(THIEF).get(Counters.ARROWS)).isEqualTo(1); // 1 - 1 shot + 1 for the capture
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(THIEF, Window.MAIN));
    }

    // ---- Loot! --------------------------------------------------------------------------------------

    @Test
    void lootWinsWhenACaptureBringsTheLdToThreeThoughTheOpponentHasPiecesLeft() { // F26, F27
        Table t = Table.of("thief", "none", "B:W18,32:B14").pool(THIEF, 2);
        GameState s = t.state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(THIEF, Window.MAIN));

        s = Table.play(t.rules, s, "14x23").state();
        assertThat(s.pieces(FOE)).isNotZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(Verdict.win(THIEF, "Loot!: Black's Thief has LD +3")));
    }

    @Test
    void lootWinsWhenAShotKillBringsTheLdToThree() { // F26, F13
        Table t = Table.of("thief", "none", "B:W10,30:B1").pool(THIEF, 3).pool(FOE, 1).arrows(THIEF, 1).wounded(10);
        GameState s = Table.play(t.rules, t.state(), "shoot 10").state();
        assertThat(s.record(THIEF).get(Counters.POOL)).isEqualTo(4);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(Verdict.win(THIEF, "Loot!: Black's Thief has LD +3")));
    }

    @Test
    void lootWinsWhenTheThiefsCrownComesOutOfTheOpponentsPool() { // F26, F3
        Table t = Table.of("thief", "none", "B:W5:B26").pool(THIEF, 3).pool(FOE, 1);
        GameState s = Table.play(t.rules, t.state(), "26-30").state();
        assertThat(s.has(Layer.KING, sq(30))).isTrue();
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(Verdict.win(THIEF, "Loot!: Black's Thief has LD +3")));
    }

    @Test
    void lootWinsByATripleJumpAtTheThirdHop() { // F26, F27
        Table t = Table.of("thief", "none", "B:W9,11,18,19,32:BK5").pool(FOE, 3);
        GameState s = Table.play(t.rules, t.state(), "5x14").state();
        s = Table.play(t.rules, s, "14x23").state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(THIEF, Window.MID_CHAIN));
        assertThat(Table.legal(t.rules, s)).containsExactly("23x16");

        Transition tr = Table.play(t.rules, s, "23x16");
        s = tr.state();
        assertThat(texts(tr)).contains("Loot!: Black's Thief made a triple jump");
        assertThat(s.pieces(FOE)).isNotZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.win(THIEF, "Loot!: Black's Thief made a triple jump")));
        assertThat(t.rules.legalDecisions(s)).isEmpty(); // the fourth hop (16x7) is not needed
    }

    @Test
    void aTripleJumpOverAnIllusionStillWins() { // F26, F21
        Table t = Table.of("thief", "bard", "B:W6,15,24,32:B1").pool(FOE, 3).illusion(FOE, 15);
        GameState s = Table.play(t.rules, t.state(), "1x10").state();
        s = Table.play(t.rules, s, "10x19").state();
        s = Table.play(t.rules, s, "19x28").state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.win(THIEF, "Loot!: Black's Thief made a triple jump")));
    }

    @Test
    void aDoubleJumpDoesNotWin() { // F26
        Table t = Table.of("thief", "none", "B:W6,15,32:B1").pool(FOE, 3);
        GameState s = Table.play(t.rules, t.state(), "1x10").state();
        s = Table.play(t.rules, s, "10x19").state();
        assertThat(s.record(THIEF).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.agreed()).isNull();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }







    /**
     * An arrow that wounds is progress, though it does not end the turn: a king's move after a shot resets
     * the no-progress count, and the same move without a shot adds to it. F29, F12
     */
    @Test
    void aShotCountsAsProgress() {
        Table t = Table.of("thief", "none", "B:W6,10,30:B1,K12").pool(THIEF, 1).arrows(THIEF, 3);
        GameState quiet = t.state().toBuilder().quietPlies(5).build();
        GameState shot = Table.play(t.rules, quiet, "shoot 6").state();
        assertThat(Table.play(t.rules, shot, "12-16").state().quietPlies()).isZero();
        assertThat(Table.play(t.rules, quiet, "12-16").state().quietPlies()).isEqualTo(6);
    }

    /**
     * "If you have a capture available to you, you must take that capture": an arrow may wound the piece
     * the Thief must jump, but may not capture it while no other capture would be left (issue: a second
     * arrow at 8 killed it and the Thief then moved freely). F12
     */
    @Test
    void aShotMayNotTakeAwayTheCaptureTheThiefMustMake() {
        Table healthy = Table.of("none", "thief", "W:W11,32:B8,10,25").pool(FOE_OF_WHITE, 2).pool(THIEF_WHITE, 3)
                .arrows(THIEF_WHITE, 2);
        GameState s = healthy.state();
        assertThat(Table.legal(healthy.rules, s)).containsExactlyInAnyOrder("11x4", "shoot 8");
        s = Table.play(healthy.rules, s, "shoot 8").state();
        assertThat(s.has(Marks.WOUNDED, sq(8))).isTrue();
        // the second arrow would kill 8, the only piece the Thief can jump: neither offered nor allowed
        assertThat(Table.legal(healthy.rules, s)).containsExactly("11x4");
        refused(healthy, s, act("shoot", 8), "a capture is available and must be taken: a shot at 8 would leave no capture"
                + " to take");

        // with another capture left (14x7), killing 8 is allowed, and the capture over 10 is still mandatory
        Table two = Table.of("none", "thief", "W:W11,14,32:B8,10,25").pool(FOE_OF_WHITE, 2).pool(THIEF_WHITE, 3)
                .arrows(THIEF_WHITE, 2).wounded(8);
        GameState after = Table.play(two.rules, two.state(), "shoot 8").state();
        assertThat(after.owner(sq(8))).isNull();
        assertThat(Table.legal(two.rules, after)).filteredOn(d -> !d.startsWith("shoot ")).containsExactly("14x7");
    }

    /**
     * A triple jump wins at its third hop, and the captures of the winning move are settled first: the jumped
     * pieces leave the board into the Thief's pool, and each earns its arrow (the final status showed level 0
     * and the jumped men on the board). F26
     */
    @Test
    void aTripleJumpWinSettlesItsCapturesBeforeTheVerdict() {
        Table t = Table.of("thief", "none", "B:W9,11,18,19,32:BK5").pool(FOE, 3);
        GameState s = Table.play(t.rules, t.state(), "5x14").state();
        s = Table.play(t.rules, s, "14x23").state();
        s = Table.play(t.rules, s, "23x16").state();
        assertThat(t.rules.toAct(s)).isInstanceOf(ToAct.Terminal.class);
        assertThat(s.owner(sq(9))).isNull();
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.owner(sq(19))).isNull();
        assertThat(s.jumped()).isZero();
        assertThat(s.record(THIEF).get(Counters.POOL)).isEqualTo(3);
        assertThat(s.record(THIEF).get(Counters.ARROWS)).isEqualTo(3);
        assertThat(s.owner(sq(11))).isEqualTo(FOE);
    }
}
