package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.act;
import static dev.kingme.rules.character.Table.powers;
import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.sq;
import static dev.kingme.rules.character.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * Chef Ch'vorthq: "May spend a penny to 'detonate' one of his checkers at the beginning of his turn instead
 * of moving a checker. All checkers in that square and the eight squares surrounding the detonated checker
 * are captured. (Biological bomb)"
 *
 * <p>Ch'vorthq plays Black (moving down the board, towards 32) in every scenario. Each test names the
 * rulings of docs/rules/schlock-mercenary.md it pins.
 */
class ChvorthqTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;

    /**
     * Detonating 14 captures 14 and its diagonal neighbours 9, 10 and 18 (17 is empty): his own 9 and 14
     * go to no pool, White's king on 10 and man on 18 put three checkers in his pool. It costs a penny,
     * earns no mercenary penny though it took two pieces, and ends the turn. S14, S1
     */
    @Test
    void theBombCapturesItsSquareAndTheSquaresAroundIt() {
        Table t = Table.of("chvorthq", "none", "B:WK10,18,21,23,32:B1,9,14").pennies(B, 2);
        GameState s = t.state();
        assertThat(powers(t, s, "detonate")).containsExactly("detonate 1", "detonate 9", "detonate 14");
        Transition bomb = Table.play(t.rules, s, "detonate 14");
        s = bomb.state();
        assertThat(texts(bomb)).contains("Biological Bomb: Black detonates 14");
        for (int n : new int[] {9, 10, 14, 18}) {
            assertThat(s.owner(sq(n))).as("square %d", n).isNull();
        }
        assertThat(s.owner(sq(1))).isEqualTo(B);
        assertThat(s.owner(sq(21))).isEqualTo(W);
        assertThat(s.owner(sq(23))).isEqualTo(W);
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(3);
        assertThat(s.record(W).get(Counters.POOL)).isZero();
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(s.turn()).isEqualTo(t.state().turn() + 1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** The bomb is instead of moving: while a capture is available it is neither offered nor allowed. S14, S5 */
    @Test
    void noBombWhileACaptureIsAvailable() {
        Table t = Table.of("chvorthq", "none", "B:W18,32:B1,14").pennies(B, 3);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
        refused(t, s, act("detonate", 14), "a capture is available and must be taken: the Biological Bomb cannot replace it");
        refused(t, s, act("detonate", 1), "a capture is available and must be taken: the Biological Bomb cannot replace it");
    }

    /** The bomb costs a penny, and only his own checker detonates. S14 */
    @Test
    void theBombNeedsAPennyAndACheckerOfHis() {
        Table broke = Table.of("chvorthq", "none", "B:W32:B14");
        GameState s = broke.state();
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(Table.legal(broke.rules, s)).containsExactlyInAnyOrder("14-17", "14-18");
        refused(broke, s, act("detonate", 14), "the Biological Bomb costs 1 penny; Black has none");
        Table t = Table.of("chvorthq", "none", "B:W32:B14").pennies(B, 1);
        refused(t, t.state(), act("detonate", 32), "there is no checker of yours on 32");
        refused(t, t.state(), act("detonate", 18), "there is no checker of yours on 18");
        Table other = Table.of("schlock", "none", "B:W32:B14").pennies(B, 1);
        refused(other, other.state(), act("detonate", 14),
                "detonate is a power of Chef Ch'vorthq; Black plays Sergeant Schlock");
    }

    /** A bomb that takes the last checker of both sides: neither is the last with checkers, a draw. S14, S18 */
    @Test
    void aBombThatWipesOutBothSidesIsADraw() {
        Table t = Table.of("chvorthq", "none", "B:W10:B14").pennies(B, 1);
        GameState s = t.state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        s = Table.play(t.rules, s, "detonate 14").state();
        assertThat(s.pieces(B)).isZero();
        assertThat(s.pieces(W)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.draw("both sides lost their last pieces at once")));
        assertThat(t.rules.legalDecisions(s)).isEmpty();
    }

    /** A bomb that takes the opponent's last checker and leaves one of his wins. S14, S18 */
    @Test
    void aBombThatTakesTheLastEnemyCheckerWins() {
        Table t = Table.of("chvorthq", "none", "B:W10:B1,14").pennies(B, 1);
        GameState s = Table.play(t.rules, t.state(), "detonate 14").state();
        assertThat(s.owner(sq(1))).isEqualTo(B);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(Verdict.win(B, "White has no pieces left")));
    }

    /** Blowing up his own last checker alone loses. S14 */
    @Test
    void aBombOnHisLastCheckerAloneLoses() {
        Table t = Table.of("chvorthq", "none", "B:W32:B14").pennies(B, 1);
        GameState s = Table.play(t.rules, t.state(), "detonate 14").state();
        assertThat(s.record(B).get(Counters.POOL)).isZero();
        assertThat(s.record(W).get(Counters.POOL)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(Verdict.win(W, "Black has no pieces left")));
    }

    /** The bomb does not jump: Captain Tagon's Nerves of Steel is not offered against it. S14, S8 */
    @Test
    void nervesOfSteelDoesNotAnswerTheBomb() {
        Table t = Table.of("chvorthq", "tagon", "B:W10,32:B1,14").pennies(B, 1).pennies(W, 2);
        GameState s = Table.play(t.rules, t.state(), "detonate 14").state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.owner(sq(10))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(2);
    }

    /** An illusion in the blast vanishes: it goes to no pool; the checker beside it does. S14 */
    @Test
    void anIllusionInTheBlastVanishes() {
        Table t = Table.of("chvorthq", "bard", "B:W18,23,32:B1,14").pennies(B, 1).illusion(W, 10);
        GameState s = t.state();
        s = Table.play(t.rules, s, "detonate 14").state();
        assertThat(s.owner(sq(10))).isNull();
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }
}
