package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.plays;
import static dev.kingme.rules.character.Table.powers;
import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.sq;
import static dev.kingme.rules.character.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * Ennesby (not a mercenary): "Starts the game with a penny. Instead of jumping a piece, Ennesby may gain a
 * dime and capture all pieces (his and opponent's) in the line of the jump instead of jumping. This must be
 * used on the first jump of the turn. After he does this, he must spend a number of pennies equal to the
 * number of dimes he has. If Ennesby does not have enough pennies to meet this demand, then his opponent
 * wins the game. (High-powered maser)"
 *
 * <p>Ennesby plays Black (moving towards 32) in every scenario. His maser from 5 through 9 sweeps the long
 * diagonal 9, 14, 18, 23, 27, 32. Each test names the rulings of {@code docs/rules/schlock-mercenary.md} it
 * pins.
 */
class EnnesbyTest {
    private static final Player ENNESBY = Player.BLACK;
    private static final Player FOE = Player.WHITE;

    private static Decision maser(int from, int over) {
        return Decision.Act.of("maser", sq(from), sq(over));
    }

    /**
     * "Starts the game with a penny", but he is no mercenary: a double jump earns him nothing, where it earns
     * Sergeant Schlock a penny. The frame, S1
     */
    @Test
    void ennesbyStartsWithAPennyButEarnsNoneForADoubleJump() {
        Table t = Table.of("ennesby", "none", "B:W9,18,30:B5");
        assertThat(t.rules.initial().record(ENNESBY).get(Counters.PENNIES)).isEqualTo(1);
        GameState s = plays(t, t.state(), "5x14", "14x23");
        assertThat(s.record(ENNESBY).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.record(ENNESBY).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));

        Table schlock = Table.of("schlock", "none", "B:W9,18,30:B5");
        GameState m = plays(schlock, schlock.state(), "5x14", "14x23");
        assertThat(m.record(ENNESBY).get(Counters.PENNIES)).isEqualTo(2);
    }

    /** No penny victory for Ennesby: 5 or 7 pennies win nothing, where 5 win for Admiral Breya. S2 */
    @Test
    void ennesbyHasNoPennyVictory() {
        Table five = Table.of("ennesby", "none", "B:W32:B1").pennies(ENNESBY, 5);
        assertThat(five.rules.toAct(five.state())).isEqualTo(new ToAct.Choice(ENNESBY, Window.MAIN));
        Table seven = Table.of("none", "ennesby", "B:W32:B1").pennies(FOE, 7);
        assertThat(seven.rules.toAct(seven.state())).isEqualTo(new ToAct.Choice(ENNESBY, Window.MAIN));
        Table breya = Table.of("breya", "none", "B:W32:B1").pennies(ENNESBY, 5);
        assertThat(breya.rules.toAct(breya.state())).isEqualTo(new ToAct.Terminal(
                Verdict.win(ENNESBY, "Mercenary: Black's Admiral Breya has 5 pennies")));
    }

    /**
     * The maser, offered beside the jump it replaces, captures every piece on the line from the jumped piece
     * to the edge: White's (a king counts two in the pool) into Ennesby's pool, his own 23 into no pool;
     * pieces off the line stay, the firing piece does not move, and the turn ends. Ennesby gains a dime and
     * pays one penny for it. S11, S5
     */
    @Test
    void theMaserCapturesTheWholeLineToTheEdge() {
        Table t = Table.of("ennesby", "none", "B:W9,18,K27,30,32:B1,5,23");
        GameState start = t.state();
        assertThat(Table.legal(t.rules, start)).containsExactlyInAnyOrder("5x14", "maser 5 9");

        Transition tr = Table.play(t.rules, start, "maser 5 9");
        GameState s = tr.state();
        assertThat(texts(tr)).contains("High-powered Maser: Black fires from 5 through 9",
                "High-powered Maser: Black pays 1 penny, one for each dime");
        for (int n : new int[] {9, 14, 18, 23, 27, 32}) {
            assertThat(s.owner(sq(n))).as("square %d", n).isNull();
        }
        assertThat(s.owner(sq(5))).isEqualTo(ENNESBY);
        assertThat(s.owner(sq(1))).isEqualTo(ENNESBY);
        assertThat(s.owner(sq(30))).isEqualTo(FOE);
        assertThat(s.record(ENNESBY).get(Counters.POOL)).isEqualTo(5);
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();
        assertThat(s.record(ENNESBY).get(Counters.DIMES)).isEqualTo(1);
        assertThat(s.record(ENNESBY).get(Counters.PENNIES)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(s.turn()).isEqualTo(start.turn() + 1);
    }

    /** "A number of pennies equal to the number of dimes he has": the second maser costs 2. S11 */
    @Test
    void eachMaserCostsAsManyPenniesAsEnnesbyHoldsDimes() {
        Table t = Table.of("ennesby", "none", "B:W9,30:B5").pennies(ENNESBY, 3).counter(ENNESBY, Counters.DIMES, 1);
        Transition tr = Table.play(t.rules, t.state(), "maser 5 9");
        GameState s = tr.state();
        assertThat(texts(tr)).contains("High-powered Maser: Black pays 2 pennies, one for each dime");
        assertThat(s.record(ENNESBY).get(Counters.DIMES)).isEqualTo(2);
        assertThat(s.record(ENNESBY).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    /**
     * A maser he cannot pay for is still offered, and loses: with one dime and one penny, the second maser
     * owes two. S11
     */
    @Test
    void aMaserEnnesbyCannotPayForLosesTheGame() {
        Table t = Table.of("ennesby", "none", "B:W9,30:B5").pennies(ENNESBY, 1).counter(ENNESBY, Counters.DIMES, 1);
        GameState s = t.state();
        assertThat(powers(t, s, "maser")).containsExactly("maser 5 9");
        s = plays(t, s, "maser 5 9");
        assertThat(s.owner(sq(9))).isNull();
        assertThat(s.record(ENNESBY).get(Counters.DIMES)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(Verdict.win(FOE,
                "High-powered Maser: Black holds 2 dimes but only 1 penny to pay for them")));
        assertThat(t.rules.legalDecisions(s)).isEmpty();
    }

    /** A maser that takes White's last checker has won before the payment (with no penny to pay) is due. S11 */
    @Test
    void aMaserThatTakesTheLastCheckerWinsBeforeThePayment() {
        Table t = Table.of("ennesby", "none", "B:W9,18:B5").pennies(ENNESBY, 0);
        GameState s = plays(t, t.state(), "maser 5 9");
        assertThat(s.pieces(FOE)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(Verdict.win(ENNESBY, "White has no pieces left")));
    }

    /** "This must be used on the first jump of the turn": not in the middle of a capture. S11 */
    @Test
    void theMaserIsOnlyTheFirstJumpOfATurn() {
        Table t = Table.of("ennesby", "none", "B:W9,18,32:B5").pennies(ENNESBY, 3);
        GameState s = plays(t, t.state(), "5x14");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(ENNESBY, Window.MID_CHAIN));
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
        refused(t, s, maser(14, 18), "the maser is used on the first jump of the turn only");
    }

    /** The maser replaces a jump Ennesby could make: none without a capture, and only along one. S11 */
    @Test
    void theMaserGoesOnlyWhereAJumpCould() {
        Table quiet = Table.of("ennesby", "none", "B:W18,32:B1");
        GameState s = quiet.state();
        assertThat(powers(quiet, s, "maser")).isEmpty();
        refused(quiet, s, maser(1, 6), "no jump of yours goes from 1 over 6");

        Table blocked = Table.of("ennesby", "none", "B:W9,14,30:B1,5");
        GameState b = blocked.state();
        assertThat(powers(blocked, b, "maser")).isEmpty();
        refused(blocked, b, maser(5, 9), "no jump of yours goes from 5 over 9");
    }

    /** An illusion on the line vanishes with the rest and counts for nothing. S11, F21 */
    @Test
    void anIllusionOnTheLineVanishes() {
        Table t = Table.of("ennesby", "bard", "B:W9,30:B5").illusion(FOE, 23);
        GameState s = plays(t, t.state(), "maser 5 9");
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.record(ENNESBY).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(FOE).get(Counters.PENNIES)).isZero();
    }
}
