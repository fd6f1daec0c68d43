package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.plays;
import static dev.kingme.rules.character.Table.act;
import static dev.kingme.rules.character.Table.powers;
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

/**
 * Dr. E. Bunnigus: "Starts the game with a penny. The doctor may spend two pennies at any time to 'heal'
 * one of her captured checkers, placing it in the first available vacant space closest to her home row.
 * If there are multiple options, then she chooses where to place the checker. (Medic!)"
 *
 * <p>Dr. Bunnigus plays Black (home row 1-4, moving towards 32) unless a test says otherwise. Each test
 * names the rulings of docs/rules/schlock-mercenary.md it pins.
 */
class BunnigusTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;

    /** "Starts the game with a penny." Frame */
    @Test
    void bunnigusStartsWithAPenny() {
        Table t = Table.of("bunnigus", "none", "B:W32:B9");
        assertThat(t.rules.initial().record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.state().record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.state().record(W).get(Counters.PENNIES)).isZero();
    }

    /**
     * In her own turn, before she moves, a heal takes one of her checkers out of White's pool onto a free
     * square of her home row, for 2 pennies, and does not use the move: she heals twice, then moves. S17
     */
    @Test
    void sheHealsBeforeSheMovesAsOftenAsSheCanPay() {
        Table t = Table.of("bunnigus", "none", "B:W32:B1,2,9").pennies(B, 4).pool(W, 2);
        GameState s = t.state();
        assertThat(powers(t, s, "heal")).containsExactly("heal 3", "heal 4");
        Transition heal = Table.play(t.rules, s, "heal 3");
        assertThat(texts(heal)).contains("Medic!: Black heals a captured checker onto 3");
        s = heal.state();
        assertThat(s.owner(sq(3))).isEqualTo(B);
        assertThat(s.has(Layer.KING, sq(3))).isFalse();
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(powers(t, s, "heal")).containsExactly("heal 4");
        s = plays(t, s, "heal 4");
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(s.record(W).get(Counters.POOL)).isZero();
        assertThat(powers(t, s, "heal")).isEmpty();
        s = plays(t, s, "9-13");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(Long.bitCount(s.pieces(B))).isEqualTo(5);
    }

    /** A heal does not use the move, so it is allowed while a capture is available; the capture follows. S17, S5 */
    @Test
    void sheHealsWhileACaptureIsAvailable() {
        Table t = Table.of("bunnigus", "none", "B:W18,32:B14").pennies(B, 2).pool(W, 1);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("14x23", "heal 1", "heal 2", "heal 3", "heal 4");
        s = plays(t, s, "heal 2");
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
        s = plays(t, s, "14x23");
        assertThat(s.owner(sq(2))).isEqualTo(B);
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(W).get(Counters.POOL)).isZero();
    }

    /**
     * At the start of White's turn she is offered a heal; after each heal the offer comes again until she
     * passes or cannot pay; then White moves. S17
     */
    @Test
    void aHealAtTheStartOfTheOpponentsTurnIsOfferedUntilSheStops() {
        Table t = Table.of("bunnigus", "none", "B:W32:B9").pennies(B, 4).pool(W, 2);
        GameState s = plays(t, t.state(), "9-13");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(s.player()).isEqualTo(W);
        assertThat(Table.legal(t.rules, s)).containsExactly("heal 1", "heal 2", "heal 3", "heal 4", "pass");
        s = plays(t, s, "heal 2");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("heal 1", "heal 3", "heal 4", "pass");
        s = plays(t, s, "pass");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.owner(sq(2))).isEqualTo(B);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(1);
        // at the start of White's next turn the last checker in White's pool is healed: the offer ends
        s = plays(t, s, "32-27", "13-17");
        assertThat(Table.legal(t.rules, s)).containsExactly("heal 1", "heal 3", "heal 4", "pass");
        s = plays(t, s, "heal 4");
        assertThat(s.record(W).get(Counters.POOL)).isZero();
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** Without a checker of hers in White's pool there is no heal, in her turn or at the start of White's. S17 */
    @Test
    void noHealWithoutACapturedChecker() {
        Table t = Table.of("bunnigus", "none", "B:W32:B9").pennies(B, 4).pool(B, 3);
        GameState s = t.state();
        assertThat(powers(t, s, "heal")).isEmpty();
        refused(t, s, act("heal", 1), "a heal needs 1 checker of yours in the opponent's pool; White's pool holds none");
        s = plays(t, s, "9-13");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** A heal costs 2 pennies: with one, nothing is offered, then or at the start of White's turn. S17 */
    @Test
    void aHealCostsTwoPennies() {
        Table t = Table.of("bunnigus", "none", "B:W32:B9").pool(W, 2);
        GameState s = t.state();
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(powers(t, s, "heal")).isEmpty();
        refused(t, s, act("heal", 1), "a heal costs 2 pennies; Black has 1");
        s = plays(t, s, "9-13");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * "The first available vacant space closest to her home row": with her home row full, the free squares
     * of the next row are offered, and only those. S17
     */
    @Test
    void theHealedCheckerGoesOnTheFreeRowNearestHerHomeRow() {
        Table t = Table.of("bunnigus", "none", "B:W32:B1,2,3,4,5,13").pennies(B, 2).pool(W, 1);
        GameState s = t.state();
        assertThat(powers(t, s, "heal")).containsExactly("heal 6", "heal 7", "heal 8");
        refused(t, s, act("heal", 10), "a heal goes on the free square nearest your home row: 6, 7, 8");
        s = plays(t, s, "heal 8");
        assertThat(s.owner(sq(8))).isEqualTo(B);
    }

    /** Playing White, her home row is 29-32. S17 */
    @Test
    void whitesHealsGoOnWhitesHomeRow() {
        Table t = Table.of("none", "bunnigus", "W:W29,30,22:B1").pennies(W, 2).pool(B, 1);
        GameState s = t.state();
        assertThat(powers(t, s, "heal")).containsExactly("heal 31", "heal 32");
        s = plays(t, s, "heal 31");
        assertThat(s.owner(sq(31))).isEqualTo(W);
        assertThat(s.record(B).get(Counters.POOL)).isZero();
    }

    /** A move is one act: no heal in the middle of a capture, and the refusal says so. S17 */
    @Test
    void noHealInTheMiddleOfACapture() {
        Table t = Table.of("bunnigus", "none", "B:W14,23,32:B9").pennies(B, 4).pool(W, 1);
        GameState s = plays(t, t.state(), "9x18");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        assertThat(Table.legal(t.rules, s)).containsExactly("18x27");
        refused(t, s, act("heal", 1), "a capture under way must go on; a heal is used before moving or at the start"
                + " of the opponent's turn");
    }

    /**
     * A heal before the move may not be what takes away the capture she must make: a checker healed onto
     * the square her only jump lands on is neither offered nor allowed; other free squares of the row are. S17
     */
    @Test
    void aHealMayNotBlockTheOnlyCaptureSheMustMake() {
        Table t = Table.of("none", "bunnigus", "W:WK22,32:B26,1").counter(Player.WHITE, Counters.PENNIES, 2)
                .pool(Player.BLACK, 1);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("22x31", "heal 29", "heal 30");
        refused(t, s, act("heal", 31), "a capture is available and must be taken: a heal at 31 would leave no capture"
                + " to take");
    }
}
