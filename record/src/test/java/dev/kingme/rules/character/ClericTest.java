package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.plays;
import static dev.kingme.rules.character.Table.texts;
import static dev.kingme.rules.character.Table.sq;
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
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Stalwart Cleric: a penny per level gained (F14), Cure Light Wounds (F18), Cure Critical Wounds in
 * the opponent's turn (F17) and Call Lightning (F10, F19). Each test names the rulings it pins.
 */
class ClericTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;

    // ---- Spellcaster --------------------------------------------------------------------------------

    /** "Every time you gain a level, you get a penny": a captured king is two levels, two pennies. F14, F2 */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"B:W18,32:B14 | 1", "B:WK18,32:B14 | 2"})
    void aPennyForEveryLevelGained(String fen, int levels) {
        Table t = Table.of("cleric", "none", fen).pennies(B, 1);
        GameState s = plays(t, t.state(), "14x23");
        assertThat(Levels.level(s, B)).isEqualTo(levels);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1 + levels);
    }

    /**
     * White's crown comes from the Cleric's pool (level 1 to 0); the Cleric's next capture takes it back
     * to level 1, and that is a level gained: a penny. F14, F3
     */
    @Test
    void aPennyAgainAfterThePoolShrankByCrowning() {
        Table t = Table.of("cleric", "none", "W:W7,15,32:B6,10").pool(B, 1);
        GameState s = plays(t, t.state(), "7-2");
        assertThat(s.has(Layer.KING, sq(2))).isTrue();
        assertThat(Levels.level(s, B)).isZero();
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(Table.legal(t.rules, s)).containsExactly("10x19");
        s = plays(t, s, "10x19");
        assertThat(Levels.level(s, B)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
    }

    /** A capture by wounds is a level too: Call Lightning's target captured pays a penny back. F14, F19 */
    @Test
    void aCaptureByWoundsPaysAPenny() {
        Table t = Table.of("none", "cleric", "W:W30:B15").pennies(W, 5).wounded(15);
        GameState s = plays(t, t.state(), "call-lightning 15");
        s = Table.roll(t.rules, s, 6).state(); // saved: 2 wounds, still captured
        assertThat(s.owner(sq(15))).isNull();
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(1);
    }

    // ---- Cure Light Wounds --------------------------------------------------------------------------

    /** "Spend a penny to flip a face-down checker face up", instead of moving. F18 */
    @Test
    void cureLightWoundsHealsAWoundedCheckerForAPenny() {
        Table t = Table.of("cleric", "none", "B:W32:B14").pennies(B, 2).wounded(14);
        GameState start = t.state();
        assertThat(Table.legal(t.rules, start)).contains("cure-light-wounds 14");
        GameState s = plays(t, start, "cure-light-wounds 14");
        assertThat(s.owner(sq(14))).isEqualTo(B);
        assertThat(s.has(Marks.WOUNDED, sq(14))).isFalse();
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** Without a penny there is no spell. F18 */
    @Test
    void cureLightWoundsNeedsAPenny() {
        Table t = Table.of("cleric", "none", "B:W32:B14").wounded(14);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).noneMatch(d -> d.startsWith("cure"));
        assertThatThrownBy(() -> t.rules.step(s, Decision.Act.of("cure-light-wounds", sq(14))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage("Cure Light Wounds costs 1 penny; Black has none");
    }

    /** Only a wounded checker of the Cleric's own is cured. F18 */
    @Test
    void cureLightWoundsNeedsAWoundedCheckerOfYours() {
        Table t = Table.of("cleric", "none", "B:W32:B14").pennies(B, 2).wounded(32);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).noneMatch(d -> d.startsWith("cure"));
        assertThatThrownBy(() -> t.rules.step(s, Decision.Act.of("cure-light-wounds", sq(14))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage("there is no wounded checker of yours on 14");
        assertThatThrownBy(() -> t.rules.step(s, Decision.Act.of("cure-light-wounds", sq(32))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage("there is no wounded checker of yours on 32");
    }

    /** A capture must be taken instead. F11, F18 */
    @Test
    void cureLightWoundsIsRefusedWhileACaptureIsAvailable() {
        Table t = Table.of("cleric", "none", "B:W18,32:B1,14").pennies(B, 2).wounded(1);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
        assertThatThrownBy(() -> t.rules.step(s, Decision.Act.of("cure-light-wounds", sq(1))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("a capture is available and must be taken: Cure Light Wounds cannot replace it");
    }

    // ---- Cure Critical Wounds -----------------------------------------------------------------------

    /**
     * Black's king jumps White's 18; White casts Cure Critical Wounds: 18 stays and cannot be jumped back
     * this turn (23x14 would be open otherwise), White pays 3 pennies and passes its next turn, so Black
     * moves twice in a row - the second time capturing 18 after all. F17
     */
    @Test
    void cureCriticalWoundsAfterAHop() {
        Table t = Table.of("none", "cleric", "B:W18,32:BK14").pennies(W, 4);
        GameState start = t.state();
        GameState s = plays(t, start, "14x23");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("cure-critical-wounds 18", "pass");
        Transition cure = Table.play(t.rules, s, "cure-critical-wounds 18");
        s = cure.state();
        assertThat(s.owner(sq(18))).isEqualTo(W);
        assertThat(s.has(Layer.KING, sq(23))).isTrue();
        assertThat(s.record(B).get(Counters.POOL)).isZero();
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(texts(cure)).contains("White passes this turn (Cure Critical Wounds)");
        assertThat(s.turn()).isEqualTo(start.turn() + 2);
        assertThat(s.record(W).get(Counters.SKIPS)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        // Black again; 18 is no longer protected, and White cannot pay for another cure
        assertThat(Table.legal(t.rules, s)).containsExactly("23x14");
        s = plays(t, s, "23x14");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * A backstab's second wound would capture the Cleric's wounded checker: the cure keeps it (still
     * face down) and White passes its next turn. F17, F23
     */
    @Test
    void cureCriticalWoundsAgainstAKillingWound() {
        Table t = Table.of("ranger", "cleric", "B:W18,32:B22").pool(B, 3).pennies(W, 3);
        GameState start = t.state();
        GameState s = plays(t, start, "backstab 18");
        assertThat(s.has(Marks.WOUNDED, sq(18))).isTrue();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("cure-critical-wounds 18", "pass");
        s = plays(t, s, "cure-critical-wounds 18");
        assertThat(s.owner(sq(18))).isEqualTo(W);
        assertThat(s.has(Marks.WOUNDED, sq(18))).isTrue();
        assertThat(s.record(W).get(Counters.PENNIES)).isZero();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(3);
        assertThat(s.turn()).isEqualTo(start.turn() + 2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
    }

    /** Passing on the offer lets the killing wound capture. F17 */
    @Test
    void passingOnAKillingWoundLetsItCapture() {
        Table t = Table.of("ranger", "cleric", "B:W18,32:B22").pool(B, 3).pennies(W, 3);
        GameState s = plays(t, t.state(), "backstab 18", "pass");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(4);
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(3);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** Passing on the offer after a hop lets the capture stand, for free. F17 */
    @Test
    void passingOnTheOfferLetsTheCaptureStand() {
        Table t = Table.of("none", "cleric", "B:W18,32:B14").pennies(W, 3);
        GameState start = t.state();
        GameState s = plays(t, start, "14x23", "pass");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(3);
        assertThat(s.record(W).get(Counters.SKIPS)).isZero();
        assertThat(s.turn()).isEqualTo(start.turn() + 1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** With fewer than 3 pennies nothing is offered: the capture ends Black's turn at once. F17 */
    @Test
    void noOfferWithFewerThanThreePennies() {
        Table t = Table.of("none", "cleric", "B:W18,32:B14").pennies(W, 2);
        GameState s = plays(t, t.state(), "14x23");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(2);
    }

    /** "You may cast this spell during your opponent's turn": not in the Cleric's own main window. F17 */
    @Test
    void cureCriticalWoundsIsRefusedInTheClericsOwnTurn() {
        Table t = Table.of("none", "cleric", "W:W18,30:B1").pennies(W, 5).wounded(18);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).noneMatch(d -> d.startsWith("cure-critical"));
        assertThatThrownBy(() -> t.rules.step(s, Decision.Act.of("cure-critical-wounds", sq(18))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("Cure Critical Wounds is cast in the opponent's turn, when one of your checkers is about"
                        + " to be captured");
    }

    // ---- Call Lightning -----------------------------------------------------------------------------

    /**
     * Call Lightning at Black's 15: 3 wounds to it, 1 to each checker around it (10, White's own 11, 19),
     * each saving for 1 less; the target's capture counts at once (LD -1 for Black's later saves); White's
     * own wounded 11 is killed and goes to no pool, with no Cure Critical Wounds in White's own turn. F10,
     * F19, F14, F17
     */
    @Test
    void callLightningHitsTheTargetAndEveryCheckerAroundIt() {
        Table t = Table.of("none", "cleric", "W:W11,30:B10,15,19").pennies(W, 8).wounded(11);
        GameState s = plays(t, t.state(), "call-lightning 15");
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(3);
        assertThat(FrameTest.chanceLabel(t, s)).isEqualTo("Black's saving throw for 15 against 3 wounds (LD 0)");
        s = Table.roll(t.rules, s, 1).state();
        assertThat(s.owner(sq(15))).isNull();
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(4);
        assertThat(FrameTest.chanceLabel(t, s)).isEqualTo("Black's saving throw for 10 against 1 wound (LD -1)");
        s = Table.roll(t.rules, s, 3).state();
        assertThat(s.has(Marks.WOUNDED, sq(10))).isTrue();
        assertThat(FrameTest.chanceLabel(t, s)).isEqualTo("White's saving throw for 11 against 1 wound (LD +1)");
        Transition own = Table.roll(t.rules, s, 2);
        s = own.state();
        assertThat(s.owner(sq(11))).isNull();
        assertThat(own.events()).extracting(Event::kind).contains("lost");
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.POOL)).isZero();
        assertThat(FrameTest.chanceLabel(t, s)).isEqualTo("Black's saving throw for 19 against 1 wound (LD -1)");
        s = Table.roll(t.rules, s, 5).state();
        assertThat(s.owner(sq(19))).isEqualTo(B);
        assertThat(s.has(Marks.WOUNDED, sq(19))).isFalse();
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(4);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
    }

    /**
     * "Each affected checker can save for -1 wound of damage", counted on Fighter's checkers with 7 pennies:
     * the target takes 3 or 2, its neighbour 1 or 0. F19, F16
     */
    @ParameterizedTest
    @CsvSource({"1, 4, 1, 6", "6, 5, 6, 7", "4, 5, 3, 6", "3, 4, 4, 7"})
    void callLightningSavesForOneWoundLess(int targetRoll, int targetCoins, int neighbourRoll, int neighbourCoins) {
        Table t = Table.of("fighter", "cleric", "W:W30:B15,19").pennies(W, 5).coins(7, 15, 19);
        GameState s = plays(t, t.state(), "call-lightning 15");
        s = Table.roll(t.rules, s, targetRoll).state();
        s = Table.roll(t.rules, s, neighbourRoll).state();
        assertThat(Marks.COINS.get(s, sq(15))).isEqualTo(targetCoins);
        assertThat(Marks.COINS.get(s, sq(19))).isEqualTo(neighbourCoins);
        assertThat(s.has(Marks.WOUNDED, sq(15))).isFalse();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
    }

    /** "Spend 5 pennies": with 4 there is no Call Lightning. F19 */
    @Test
    void callLightningCostsFivePennies() {
        Table t = Table.of("none", "cleric", "W:W30:B15").pennies(W, 4);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).noneMatch(d -> d.startsWith("call-lightning"));
        assertThatThrownBy(() -> t.rules.step(s, Decision.Act.of("call-lightning", sq(15))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage("Call Lightning costs 5 pennies; White has 4");
        Table rich = Table.of("none", "cleric", "W:W30:B15").pennies(W, 5);
        assertThat(Table.legal(rich.rules, rich.state())).contains("call-lightning 15");
    }

    /** The centre of Call Lightning is an enemy piece; anywhere on the board, no path needed. F10, F19 */
    @Test
    void callLightningTargetsAnyEnemyPiece() {
        Table t = Table.of("none", "cleric", "W:W30:B1,15").pennies(W, 5);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).contains("call-lightning 1", "call-lightning 15")
                .doesNotContain("call-lightning 30");
        assertThatThrownBy(() -> t.rules.step(s, Decision.Act.of("call-lightning", sq(30))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage("there is no enemy piece on 30");
    }

    /**
     * A hop whose capture Cure Critical Wounds undid still happened: the Fighter's double jump earns the
     * Smart penny though only one checker was taken. F17, F25
     */
    @Test
    void aCuredHopStillCountsAsAJump() {
        Table t = Table.of("fighter", "cleric", "B:W6,15:B1").pennies(W, 3);
        GameState s = plays(t, t.state(), "1x10", "cure-critical-wounds 6");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        s = plays(t, s, "10x19");
        assertThat(s.owner(sq(6))).isEqualTo(W);
        assertThat(s.owner(sq(15))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.POOL_PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN)); // White passed
    }

    /**
     * Call Lightning that kills the last checker of each side: the side that lost its last checker first
     * has lost, at once, and no more saves are rolled. F19, F30
     */
    @Test
    void theSideWipedOutFirstByAnAreaSpellLoses() {
        Table t = Table.of("none", "cleric", "W:W16:B12").pennies(W, 5).wounded(12, 16);
        GameState s = plays(t, t.state(), "call-lightning 12");
        s = Table.roll(t.rules, s, 1).state();
        assertThat(s.owner(sq(12))).isNull();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(dev.kingme.rules.Verdict.win(W, "Black has no pieces left")));
        assertThat(s.owner(sq(16))).isEqualTo(W);
    }
}
