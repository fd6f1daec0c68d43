package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.plays;
import static dev.kingme.rules.character.Table.chance;
import static dev.kingme.rules.character.Table.powers;
import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.sq;
import static dev.kingme.rules.character.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * Commander Kevyn [mercenary]: "At the start of the turn, Kevyn may choose one of his pieces and a square on
 * the board. Place a dime on the chosen checker and another on the chosen square. Roll a die. Reduce this
 * die one pip at the start of each player's turn. When the die runs out of pips, then move the selected
 * piece to the selected square. If the square is already occupied, then the terraporting piece is captured
 * instead of entering the destination square. (Inventor of the Terraport drive)"
 *
 * <p>Kevyn plays Black (home row 1-4, moving towards 32) in every scenario. Each test names the rulings of
 * {@code docs/rules/schlock-mercenary.md} it pins.
 */
class KevynTest {
    private static final Player KEVYN = Player.BLACK;
    private static final Player FOE = Player.WHITE;

    private static Decision terraport(int piece, int to) {
        return Decision.Act.of("terraport", sq(piece), sq(to));
    }

    /**
     * Before Kevyn moves, even while a capture is available: any checker of his to any other dark square,
     * occupied or not. The die is rolled at once, and the capture must still be taken; the dime on the
     * checker goes with it. S10, S5
     */
    @Test
    void theTerraportIsSetBeforeMovingEvenWhileACaptureIsAvailable() {
        Table t = Table.of("kevyn", "none", "B:W18,32:B14");
        GameState start = t.state();
        assertThat(Table.legal(t.rules, start)).contains("14x23", "terraport 14 5", "terraport 14 18", "terraport 14 32");
        assertThat(powers(t, start, "terraport")).hasSize(31).doesNotContain("terraport 14 14");

        GameState s = plays(t, start, "terraport 14 5");
        assertThat(chance(t, s)).isEqualTo("Black's terraport die: the turns until 14 moves to 5");
        assertThat(s.has(Marks.TERRAPORT, sq(14))).isTrue();
        Transition tr = Table.roll(t.rules, s, 3);
        s = tr.state();
        assertThat(texts(tr)).contains("Black rolls 3 for the terraport: 14 moves to 5 when the die runs out");
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isEqualTo(3);
        assertThat(s.record(KEVYN).get(Counters.PORT)).isEqualTo(sq(5) + 1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(KEVYN, Window.MAIN));
        assertThat(s.turn()).isEqualTo(start.turn());
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");

        s = plays(t, s, "14x23");
        assertThat(s.has(Marks.TERRAPORT, sq(23))).isTrue();
        assertThat(s.has(Marks.TERRAPORT, sq(14))).isFalse();
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isEqualTo(2);
    }

    /** "Reduce this die one pip at the start of each player's turn": a 1 arrives at the start of White's next turn. S10 */
    @Test
    void aRollOfOneArrivesAtTheStartOfTheOpponentsNextTurn() {
        Table t = Table.of("kevyn", "none", "B:W32:B1,3");
        GameState s = Table.roll(t.rules, plays(t, t.state(), "terraport 1 19"), 1).state();
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isEqualTo(1);
        assertThat(s.owner(sq(1))).isEqualTo(KEVYN);

        Transition tr = Table.play(t.rules, s, "3-7");
        s = tr.state();
        assertThat(texts(tr)).contains("Terraport: 1 arrives on 19");
        assertThat(s.owner(sq(19))).isEqualTo(KEVYN);
        assertThat(s.owner(sq(1))).isNull();
        assertThat(s.has(Marks.TERRAPORT, sq(19))).isFalse();
        assertThat(s.layer(Marks.TERRAPORT)).isZero();
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isZero();
        assertThat(s.record(KEVYN).get(Counters.PORT)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));

        s = plays(t, s, "32-28");
        assertThat(powers(t, s, "terraport")).hasSize(62);
    }

    /** A 3: a pip off at the start of White's turn, of Black's, and the piece arrives at the start of White's. S10 */
    @Test
    void theDieLosesAPipAtTheStartOfEveryTurnOfBothPlayers() {
        Table t = Table.of("kevyn", "none", "B:W32:B1,3");
        GameState s = Table.roll(t.rules, plays(t, t.state(), "terraport 1 19"), 3).state();
        Transition tr = Table.play(t.rules, s, "3-7");
        s = tr.state();
        assertThat(texts(tr)).contains("Terraport: 2 turns until 1 moves to 19");
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        tr = Table.play(t.rules, s, "32-28");
        s = tr.state();
        assertThat(texts(tr)).contains("Terraport: 1 turn until 1 moves to 19");
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isEqualTo(1);
        assertThat(s.owner(sq(1))).isEqualTo(KEVYN);
        assertThat(powers(t, s, "terraport")).isEmpty();
        s = plays(t, s, "7-11");
        assertThat(s.owner(sq(19))).isEqualTo(KEVYN);
        assertThat(s.owner(sq(1))).isNull();
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isZero();
    }

    /**
     * "If the square is already occupied, then the terraporting piece is captured": by White's piece or by
     * Kevyn's own; it was taken by no one, so no pool grows. S10
     */
    @Test
    void anOccupiedDestinationCapturesTheTerraportingPieceIntoNoPool() {
        Table t = Table.of("kevyn", "none", "B:W18,32:B1,3").terraport(KEVYN, 1, 18, 2);
        Transition tr = Table.play(t.rules, t.state(), "3-7");
        GameState s = tr.state();
        assertThat(texts(tr)).contains("Terraport: 18 is taken, so the piece from 1 is captured");
        assertThat(s.owner(sq(1))).isNull();
        assertThat(s.owner(sq(18))).isEqualTo(FOE);
        assertThat(s.pieces(KEVYN)).isEqualTo(1L << sq(7));
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();
        assertThat(s.record(KEVYN).get(Counters.POOL)).isZero();
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isZero();
        assertThat(s.record(KEVYN).get(Counters.PORT)).isZero();
        assertThat(s.layer(Marks.TERRAPORT)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));

        Table own = Table.of("kevyn", "none", "W:W32:B1,3").terraport(KEVYN, 1, 3, 1);
        s = own.state();
        assertThat(s.pieces(KEVYN)).isEqualTo(1L << sq(3));
        assertThat(s.record(KEVYN).get(Counters.PORT)).isZero();
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();
    }

    /**
     * The marked piece captured before the die runs out: the terraport ends at the next countdown, and Kevyn
     * may set a new one. S10
     */
    @Test
    void aTerraportEndsWhenTheMarkedPieceIsCapturedFirst() {
        Table t = Table.of("kevyn", "none", "W:W18,32:B1,14").terraport(KEVYN, 14, 5, 3);
        GameState s = t.state();
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isEqualTo(2);
        Transition tr = Table.play(t.rules, s, "18x9");
        s = tr.state();
        assertThat(texts(tr)).contains("Terraport: the marked piece is gone, the dimes come off");
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.owner(sq(5))).isNull();
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isZero();
        assertThat(s.record(KEVYN).get(Counters.PORT)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(KEVYN, Window.MAIN));
        assertThat(powers(t, s, "terraport")).hasSize(31);
    }

    /** A man arriving on the far row is crowned, the crown out of White's pool. S10, F3 */
    @Test
    void aManArrivingOnTheFarRowIsCrowned() {
        Table t = Table.of("kevyn", "none", "W:W12:B1,3").terraport(KEVYN, 1, 30, 1).pool(FOE, 1);
        GameState s = t.state();
        assertThat(s.owner(sq(30))).isEqualTo(KEVYN);
        assertThat(s.has(Layer.KING, sq(30))).isTrue();
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();
        assertThat(s.has(Layer.KING, sq(3))).isFalse();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    /** A marked piece that stands on its destination when the die runs out stays there. S10 */
    @Test
    void aPieceAlreadyOnItsDestinationStays() {
        Table t = Table.of("kevyn", "none", "B:W32:B1,3").terraport(KEVYN, 1, 5, 2);
        GameState s = t.state();
        assertThat(s.record(KEVYN).get(Counters.COUNTDOWN)).isEqualTo(1);
        Transition tr = Table.play(t.rules, s, "1-5");
        s = tr.state();
        assertThat(texts(tr)).contains("Terraport: 5 is already on its destination and stays");
        assertThat(s.owner(sq(5))).isEqualTo(KEVYN);
        assertThat(s.layer(Marks.TERRAPORT)).isZero();
        assertThat(s.record(KEVYN).get(Counters.PORT)).isZero();
        assertThat(Long.bitCount(s.pieces(KEVYN))).isEqualTo(2);
    }

    /**
     * One terraport at a time, set in the main window (not mid-capture), a checker of Kevyn's to another
     * square; each refusal says why, in the words every block power's refusal uses (the terraport is a
     * {@code move} block with {@code called} "a terraport"). S10
     */
    @Test
    void terraportRefusalsSayWhy() {
        Table under = Table.of("kevyn", "none", "B:W32:B1,3").terraport(KEVYN, 1, 19, 3);
        GameState s = under.state();
        assertThat(powers(under, s, "terraport")).isEmpty();
        refused(under, s, terraport(3, 20), "a terraport is already under way (one at a time)");

        Table t = Table.of("kevyn", "none", "B:W9,18,32:B5");
        GameState start = t.state();
        refused(t, start, terraport(18, 20), "there is no checker of yours on 18");
        refused(t, start, terraport(20, 21), "there is no checker of yours on 20");
        refused(t, start, terraport(5, 5), "the destination must be another square than 5");
        GameState mid = plays(t, start, "5x14");
        assertThat(t.rules.toAct(mid)).isEqualTo(new ToAct.Choice(KEVYN, Window.MID_CHAIN));
        assertThat(Table.legal(t.rules, mid)).containsExactly("14x23");
        refused(t, mid, terraport(14, 1), "a capture under way must go on; a terraport is used before moving");

        Table other = Table.of("schlock", "none", "B:W32:B1");
        refused(other, other.state(), terraport(1, 20), "terraport is a power of Commander Kevyn; Black plays Sergeant Schlock");
    }

    /**
     * The AI's estimate of a position counts the terraport under way as if the die ran out now: a piece
     * bound for a taken square is as good as lost, a man bound for the far row as good as crowned, and a
     * piece bound for a free square of another row changes nothing.
     */
    @Test
    void theEstimateCountsATerraportUnderWayAsIfItArrivedNow() {
        Table t = Table.of("kevyn", "none", "B:W18,32:B14,1");
        GameState start = t.state();
        double none = t.rules.heuristic(start, KEVYN);
        double free = t.rules.heuristic(plays(t, start, "terraport 14 5"), KEVYN);
        double taken = t.rules.heuristic(plays(t, start, "terraport 14 18"), KEVYN);
        double crowned = t.rules.heuristic(plays(t, start, "terraport 14 30"), KEVYN);
        assertThat(free).isEqualTo(none);
        assertThat(taken).isLessThan(none);
        assertThat(crowned).isGreaterThan(none);
        assertThat(t.rules.heuristic(plays(t, start, "terraport 14 18"), FOE)).isGreaterThan(t.rules.heuristic(start, FOE));

        // on 15 the piece could be jumped by White's 18 the moment it arrived (to 11, which is free)
        Table arrived = Table.of("kevyn", "none", "W:W18,32:B15,1");
        assertThat(Table.legal(arrived.rules, arrived.state())).contains("18x11");
        double exposed = t.rules.heuristic(plays(t, start, "terraport 14 15"), KEVYN);
        assertThat(exposed).isLessThan(none).isGreaterThan(taken);
    }

    /**
     * A blocked Kevyn has no move, and a terraport cannot give him one this turn (the piece moves only when
     * the die runs out): no terraport is offered and he has lost, as checkers says. S21
     */
    @Test
    void aBlockedKevynLosesWithoutATerraport() {
        Table t = Table.of("kevyn", "none", "B:W8,11:B4");
        GameState s = t.state();
        assertThat(t.rules.legalDecisions(s)).isEmpty();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                dev.kingme.rules.Verdict.win(Player.WHITE, "Black has no legal move")));
        Table free = Table.of("kevyn", "none", "B:W8,32:B4,1");
        assertThat(powers(free, free.state(), "terraport")).isNotEmpty();
    }
}
