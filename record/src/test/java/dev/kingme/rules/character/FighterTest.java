package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.plays;
import static dev.kingme.rules.character.Table.sq;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Smart Fighter: Loads of HP (F16), Tactical Master (F24, F2) and Smart (F25, F2, F3). Each test
 * names the rulings it pins.
 */
class FighterTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;

    // ---- Loads of HP --------------------------------------------------------------------------------

    /** "All of your checkers start with a penny on them"; the opponent's do not. F16 */
    @Test
    void everyCheckerOfTheFighterStartsWithAPenny() {
        Rules rules = FantasyRpg.GAME.rules(Map.of(FantasyRpg.BLACK, "fighter", FantasyRpg.WHITE, "none"));
        GameState s = rules.initial();
        for (int n = 1; n <= 12; n++) {
            assertThat(Marks.COINS.get(s, sq(n))).as("square %d", n).isEqualTo(1);
        }
        for (int n = 21; n <= 32; n++) {
            assertThat(Marks.COINS.get(s, sq(n))).as("square %d", n).isZero();
        }
        Table both = Table.of("fighter", "fighter", "B:W18,32:B1,K14");
        for (int n : new int[] {1, 14, 18, 32}) {
            assertThat(Marks.COINS.get(both.state(), sq(n))).as("square %d", n).isEqualTo(1);
        }
    }

    /**
     * A penny takes the first wound, the face-down side the second, the third captures: backstabs of 1, 2
     * and 3 wounds (Ranger levels 1, 3, 5) on a Fighter's checker. F16, F15, F23
     */
    @ParameterizedTest
    @CsvSource({"1, 0, false, true, 1", "3, 0, true, true, 3", "5, 0, false, false, 6"})
    void aPennyTakesAWoundFirstThenTheCheckerIsWoundedThenCaptured(int level, int coins, boolean wounded,
            boolean present, int rangerPool) {
        Table t = Table.of("ranger", "fighter", "B:W18,32:B22").pool(B, level);
        assertThat(Marks.COINS.get(t.state(), sq(18))).isEqualTo(1);
        GameState s = plays(t, t.state(), "backstab 18");
        assertThat(Marks.COINS.get(s, sq(18))).isEqualTo(coins);
        assertThat(s.has(Marks.WOUNDED, sq(18))).isEqualTo(wounded);
        assertThat(s.owner(sq(18))).isEqualTo(present ? W : null);
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(rangerPool);
    }

    /** Pennies do not stop a jump: the checker is captured with its penny. F16 */
    @Test
    void penniesDoNotStopAJump() {
        Table t = Table.of("none", "fighter", "B:W18,32:B14");
        assertThat(Table.legal(t.rules, t.state())).containsExactly("14x23");
        GameState s = plays(t, t.state(), "14x23");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(Marks.COINS.get(s, sq(18))).isZero();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
    }

    /** The penny moves with its checker; crowning adds none. F16 */
    @Test
    void aCheckersPennyMovesWithItAndCrowningAddsNone() {
        Table t = Table.of("fighter", "none", "B:W5:B26");
        GameState s = plays(t, t.state(), "26-30");
        assertThat(s.has(Layer.KING, sq(30))).isTrue();
        assertThat(Marks.COINS.get(s, sq(30))).isEqualTo(1);
        assertThat(Marks.COINS.get(s, sq(26))).isZero();
    }

    // ---- Tactical Master ----------------------------------------------------------------------------

    /**
     * With LD +1 the man on 14 jumping 18 may land straight on 23 or bend 90 degrees to 15 (level with its
     * start) or 22; the bent jump captures like any other. F24
     */
    @ParameterizedTest
    @CsvSource({"14x23, 23", "14x15(18), 15", "14x22(18), 22"})
    void tacticalMasterBendsAMansJumpWithPositiveLd(String jump, int landing) {
        Table t = Table.of("fighter", "none", "B:W18,32:B14").pool(B, 1);
        assertThat(Table.legal(t.rules, t.state())).containsExactlyInAnyOrder("14x23", "14x15(18)", "14x22(18)");
        GameState s = plays(t, t.state(), jump);
        assertThat(s.owner(sq(landing))).isEqualTo(B);
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** A king bends too: 14 over 10 lands on 7, or on 6 or 15. F24 */
    @ParameterizedTest
    @CsvSource({"14x7, 7", "14x6(10), 6", "14x15(10), 15"})
    void tacticalMasterBendsAKingsJump(String jump, int landing) {
        Table t = Table.of("fighter", "none", "B:W10,32:BK14").pool(B, 1);
        assertThat(Table.legal(t.rules, t.state())).containsExactlyInAnyOrder("14x7", "14x6(10)", "14x15(10)");
        GameState s = plays(t, t.state(), jump);
        assertThat(s.owner(sq(landing))).isEqualTo(B);
        assertThat(s.has(Layer.KING, sq(landing))).isTrue();
        assertThat(s.owner(sq(10))).isNull();
    }

    /** A bent jump is a capture, so it is mandatory when the straight landing is blocked. F24, F11 */
    @Test
    void aBentJumpIsMandatory() {
        Table t = Table.of("fighter", "none", "B:W18,23:B14").pool(B, 1);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("14x15(18)", "14x22(18)");
        assertThatThrownBy(() -> t.rules.step(s, new Decision.Step(sq(14), sq(17))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage("a capture is mandatory");
    }

    /** With LD 0 or less there is no bend: not offered, and refused. F24 */
    @ParameterizedTest
    @CsvSource({"0, 0", "1, 1", "0, 1", "2, 3"})
    void noBendWithoutPositiveLd(int blackPool, int whitePool) {
        Table t = Table.of("fighter", "none", "B:W18,32:B14").pool(B, blackPool).pool(W, whitePool);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
        assertThatThrownBy(() -> t.rules.step(s, new Decision.Jump(sq(14), sq(18), sq(15))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage("14x15(18) is not legal here");
        Table blocked = Table.of("fighter", "none", "B:W18,23:B14").pool(B, blackPool).pool(W, whitePool);
        assertThat(Table.legal(blocked.rules, blocked.state())).containsExactlyInAnyOrder("14-17");
    }

    /**
     * Mid-capture, the LD is the one from before the move: from LD 0, jumping 14 does not make the bend
     * over 23 available; from LD +1 the capture goes on with a bend. F2, F24
     */
    @Test
    void aMidCaptureBendUsesTheLdFromBeforeTheMove() {
        Table even = Table.of("fighter", "none", "B:W14,23,27,32:B9");
        assertThat(Table.legal(even.rules, even.state())).containsExactly("9x18");
        GameState s = plays(even, even.state(), "9x18");
        assertThat(even.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);

        Table ahead = Table.of("fighter", "none", "B:W14,23,27,32:B9").pool(B, 1);
        assertThat(Table.legal(ahead.rules, ahead.state())).containsExactlyInAnyOrder("9x18", "9x10(14)", "9x17(14)");
        s = plays(ahead, ahead.state(), "9x18");
        assertThat(ahead.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        assertThat(Table.legal(ahead.rules, s)).containsExactlyInAnyOrder("18x19(23)", "18x26(23)");
        s = plays(ahead, s, "18x26(23)");
        assertThat(s.owner(sq(26))).isEqualTo(B);
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(3);
        assertThat(s.record(B).get(Counters.POOL_PENNIES)).isEqualTo(1);
    }

    // ---- Smart --------------------------------------------------------------------------------------

    /** "If you make more than one jump in a turn, put a penny in your pool": it counts as a level. F25, F2 */
    @Test
    void smartPutsAPennyInThePoolAfterADoubleJump() {
        Table t = Table.of("fighter", "none", "B:W14,23,32:B9");
        GameState s = plays(t, t.state(), "9x18", "18x27");
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.record(B).get(Counters.POOL_PENNIES)).isEqualTo(1);
        assertThat(Levels.level(s, B)).isEqualTo(3);
        assertThat(Levels.ld(s, W)).isEqualTo(-3);
    }

    /** One jump is not "more than one jump": no penny. F25 */
    @Test
    void noSmartPennyAfterASingleJump() {
        Table t = Table.of("fighter", "none", "B:W14,32:B9");
        GameState s = plays(t, t.state(), "9x18");
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.POOL_PENNIES)).isZero();
        assertThat(Levels.level(s, B)).isEqualTo(1);
    }

    /** The Smart penny only comes to the Fighter: another character's double jump adds none. F25 */
    @Test
    void noSmartPennyForOtherCharacters() {
        Table t = Table.of("none", "fighter", "B:W14,23,32:B9");
        GameState s = plays(t, t.state(), "9x18", "18x27");
        assertThat(s.record(B).get(Counters.POOL_PENNIES)).isZero();
        assertThat(s.record(W).get(Counters.POOL_PENNIES)).isZero();
        assertThat(Levels.level(s, B)).isEqualTo(2);
    }

    /**
     * "Pennies in your pool count as captured checkers": behind by 2 levels, the double jump brings the
     * Fighter to 2 checkers + 1 penny = LD +1, and its next capture may bend (with 2 checkers only it
     * could not). F25, F2, F24
     */
    @Test
    void theSmartPennyCountsForLd() {
        Table t = Table.of("fighter", "none", "B:W14,20,23:B9,12").pool(W, 2);
        GameState s = plays(t, t.state(), "9x18", "18x27");
        assertThat(Levels.ld(s, B)).isEqualTo(1);
        assertThat(Table.legal(t.rules, s)).containsExactly("20-16");
        s = plays(t, s, "20-16");
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("12x19", "12x11(16)", "12x20(16)");
    }

    /**
     * A crown comes from the opponent's pool of captured CHECKERS: White's crown takes the Fighter's pool
     * checker if there is one, never its pool penny. F3, F25
     */
    @ParameterizedTest
    @CsvSource({"0, 0", "1, 0", "2, 1"})
    void aPoolPennyIsNeverACrown(int poolBefore, int poolAfter) {
        Table t = Table.of("fighter", "none", "W:W6:B12").pool(B, poolBefore)
                .record(B, Counters.POOL_PENNIES, 1);
        GameState s = plays(t, t.state(), "6-1");
        assertThat(s.has(Layer.KING, sq(1))).isTrue();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(poolAfter);
        assertThat(s.record(B).get(Counters.POOL_PENNIES)).isEqualTo(1);
        assertThat(Levels.level(s, B)).isEqualTo(poolAfter + 1);
    }
}
