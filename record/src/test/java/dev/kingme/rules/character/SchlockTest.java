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
 * Sergeant Schlock [mercenary]: "Starts the game with a penny. When kinged, Schlock also gets a piece back
 * which he may place in any unoccupied square in his home row. If no home row space is unoccupied, then
 * nothing happens. (Regeneration) May spend a penny to capture a piece without moving, instead of jumping
 * that piece. If he captures in this fashion, then he may not make any more captures this turn. (Plasma
 * Cannon)"
 *
 * <p>Schlock plays Black (home row 1-4, moving towards 32) in every scenario. Each test names the rulings
 * of {@code docs/rules/schlock-mercenary.md} it pins.
 */
class SchlockTest {
    private static final Player SCHLOCK = Player.BLACK;
    private static final Player FOE = Player.WHITE;

    /** "Starts the game with a penny": in the initial position and in any position set up. The frame (starting pennies) */
    @Test
    void schlockStartsWithAPenny() {
        Table t = Table.of("schlock", "none", "B:W32:B1");
        assertThat(t.rules.initial().record(SCHLOCK).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.initial().record(FOE).get(Counters.PENNIES)).isZero();
        GameState s = t.state();
        assertThat(s.record(SCHLOCK).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(SCHLOCK, Window.MAIN));
    }

    // ---- Regeneration -------------------------------------------------------------------------------

    /**
     * A man crowned by a step: the crown and then the piece back both come out of White's pool; only the
     * free squares of Schlock's home row are offered (not 1, Schlock's own, nor 3, White's king), there is
     * no pass, and the turn passes only after the piece is placed - a man. S6, F3
     */
    @Test
    void regenerationAfterAStepTakesAPieceOutOfTheOpponentsPool() {
        Table t = Table.of("schlock", "none", "B:WK3,12:B1,27").pool(FOE, 2);
        GameState start = t.state();
        GameState s = plays(t, start, "27-32");
        assertThat(s.has(Layer.KING, sq(32))).isTrue();
        assertThat(s.record(FOE).get(Counters.POOL)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(SCHLOCK, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("regenerate 2", "regenerate 4");
        // the decision asked for, on a square it cannot take, is refused for that square
        refused(t, s, act("regenerate", 3), "3 is not an empty square");
        refused(t, s, act("regenerate", 5), "5 is not on your home row");

        Transition tr = Table.play(t.rules, s, "regenerate 2");
        s = tr.state();
        assertThat(texts(tr)).contains("Regeneration: Black gets a piece back on 2 (out of White's pool)");
        assertThat(s.owner(sq(2))).isEqualTo(SCHLOCK);
        assertThat(s.has(Layer.KING, sq(2))).isFalse();
        assertThat(s.owner(sq(4))).isNull();
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();
        assertThat(Long.bitCount(s.pieces(SCHLOCK))).isEqualTo(3);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(s.turn()).isEqualTo(start.turn() + 1);
    }

    /**
     * A capture that ends on the far row crowns (the crown takes White's only pooled checker), and the
     * piece back is then a spare; the jumped piece is taken as usual when the turn passes. S6, F3
     */
    @Test
    void regenerationAtTheEndOfACaptureUsesASpareWhenThePoolIsEmpty() {
        Table t = Table.of("schlock", "none", "B:W12,27:B1,23").pool(FOE, 1);
        GameState s = plays(t, t.state(), "23x32");
        assertThat(s.has(Layer.KING, sq(32))).isTrue();
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(SCHLOCK, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("regenerate 2", "regenerate 3", "regenerate 4");

        Transition tr = Table.play(t.rules, s, "regenerate 4");
        s = tr.state();
        assertThat(texts(tr)).contains("Regeneration: Black gets a piece back on 4 (a spare checker)");
        assertThat(s.owner(sq(4))).isEqualTo(SCHLOCK);
        assertThat(s.owner(sq(27))).isNull();
        assertThat(s.record(SCHLOCK).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    /** A crowning capture that takes the opponent's last checker wins; no piece back is asked for. S6 */
    @Test
    void aCrowningCaptureOfTheLastCheckerWinsWithoutRegeneration() {
        Table t = Table.of("schlock", "none", "B:W27:B1,23");
        GameState s = plays(t, t.state(), "23x32");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(dev.kingme.rules.Verdict.win(SCHLOCK,
                "White has no pieces left")));
        assertThat(s.owner(sq(2))).isNull();
    }

    /**
     * A crowning double jump that brings Schlock's purse to 5 pennies has won when the move ends, before
     * anything still waiting in the turn: no piece back is asked for in a game that is over, as after a
     * crowning capture of the last checker. S2, S6, S1
     */
    @Test
    void aCrowningDoubleJumpThatEarnsTheFifthPennyWinsWithoutRegeneration() {
        Table t = Table.of("schlock", "none", "B:W8,18,27:B14").pennies(SCHLOCK, 4);
        Transition tr = Table.play(t.rules, plays(t, t.state(), "14x23"), "23x32");
        GameState s = tr.state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(dev.kingme.rules.Verdict.win(SCHLOCK,
                "Mercenary: Black's Sergeant Schlock has 5 pennies")));
        assertThat(texts(tr)).contains("Mercenary: Black earns 1 penny for 2 jumps in one move")
                .noneMatch(e -> e.startsWith("Regeneration"));
        assertThat(s.has(Layer.KING, sq(32))).isTrue();
        assertThat(s.record(SCHLOCK).get(Counters.PENNIES)).isEqualTo(5);
        assertThat(Long.bitCount(s.pieces(SCHLOCK))).isEqualTo(1);
    }

    /** "If no home row space is unoccupied, then nothing happens": the turn passes at once. S6 */
    @Test
    void noRegenerationWithoutAFreeSquareOnTheHomeRow() {
        Table t = Table.of("schlock", "none", "B:W12:B1,2,3,4,27").pool(FOE, 3);
        Transition tr = Table.play(t.rules, t.state(), "27-32");
        GameState s = tr.state();
        assertThat(texts(tr)).contains("Regeneration: no free square on Black's home row, so nothing happens");
        assertThat(s.has(Layer.KING, sq(32))).isTrue();
        assertThat(Long.bitCount(s.pieces(SCHLOCK))).isEqualTo(5);
        assertThat(s.record(FOE).get(Counters.POOL)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    /**
     * "When kinged": a king reaching the far row is not kinged again, and Regeneration is never a decision
     * of the main window. S6
     */
    @Test
    void noRegenerationWithoutACrowningAndNeverFromTheMainWindow() {
        Table t = Table.of("schlock", "none", "B:W12:B1,K27");
        GameState start = t.state();
        refused(t, start, act("regenerate", 2), "Regeneration comes when Sergeant Schlock's checker is kinged");
        GameState s = plays(t, start, "27-32");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(Long.bitCount(s.pieces(SCHLOCK))).isEqualTo(2);
        assertThat(s.owner(sq(2))).isNull();
    }

    // ---- Plasma Cannon ------------------------------------------------------------------------------

    /**
     * The targets are the pieces a jump goes over; the shot captures without moving, into Schlock's pool,
     * costs a penny and ends the move: 15x24 is not taken though it was open. S7, S5
     */
    @Test
    void plasmaCannonInTheMainWindowCapturesWithoutMovingAndEndsTheMove() {
        Table t = Table.of("schlock", "none", "B:W18,19,32:B14,15");
        GameState start = t.state();
        assertThat(Table.legal(t.rules, start)).containsExactlyInAnyOrder("14x23", "15x22", "15x24",
                "plasma-cannon 18", "plasma-cannon 19");

        Transition tr = Table.play(t.rules, start, "plasma-cannon 18");
        GameState s = tr.state();
        assertThat(texts(tr)).contains("Plasma Cannon: Black shoots 18; no more captures this turn");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.owner(sq(14))).isEqualTo(SCHLOCK);
        assertThat(s.owner(sq(15))).isEqualTo(SCHLOCK);
        assertThat(s.owner(sq(19))).isEqualTo(FOE);
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.record(SCHLOCK).get(Counters.PENNIES)).isZero();
        assertThat(s.record(SCHLOCK).get(Counters.POOL)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(s.turn()).isEqualTo(start.turn() + 1);
    }

    /**
     * In the middle of a capture the cannon aims at what the capturing piece could jump (not 19, which only
     * 15 could); 9, jumped earlier, is taken as usual; the move ends on 14; and the shot is not a jump, so
     * the move earns no mercenary penny (the double jump would have earned one). A piece only another of
     * Schlock's pieces could jump, or one already jumped, is refused with that reason. S7, S1
     */
    @Test
    void plasmaCannonInTheMiddleOfACaptureEndsItWithoutAMercenaryPenny() {
        Table t = Table.of("schlock", "none", "B:W9,18,19,32:B5,15").pennies(SCHLOCK, 2);
        GameState s = plays(t, t.state(), "5x14");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(SCHLOCK, Window.MID_CHAIN));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("14x23", "plasma-cannon 18");

        GameState shot = plays(t, s, "plasma-cannon 18");
        assertThat(shot.owner(sq(9))).isNull();
        assertThat(shot.owner(sq(18))).isNull();
        assertThat(shot.owner(sq(19))).isEqualTo(FOE);
        assertThat(shot.owner(sq(14))).isEqualTo(SCHLOCK);
        assertThat(shot.owner(sq(23))).isNull();
        assertThat(shot.record(SCHLOCK).get(Counters.POOL)).isEqualTo(2);
        assertThat(shot.record(SCHLOCK).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(shot)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));

        // 19 is one 15 could jump, but only the capturing piece jumps now: the refusal names it
        refused(t, s, act("plasma-cannon", 19), "in the middle of a capture the Plasma Cannon only aims at a piece"
                + " the capturing piece on 14 could jump next, and 19 is not one");
        refused(t, s, act("plasma-cannon", 9), "in the middle of a capture the Plasma Cannon only aims at a piece"
                + " the capturing piece on 14 could jump next, and 9 is not one");

        GameState jumped = plays(t, s, "14x23");
        assertThat(jumped.record(SCHLOCK).get(Counters.POOL)).isEqualTo(2);
        assertThat(jumped.record(SCHLOCK).get(Counters.PENNIES)).isEqualTo(3);
    }

    /** "May spend a penny": without one the cannon is neither offered nor allowed. S7 */
    @Test
    void plasmaCannonNeedsAPenny() {
        Table t = Table.of("schlock", "none", "B:W18,32:B14").pennies(SCHLOCK, 0);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
        assertThat(powers(t, s, "plasma-cannon")).isEmpty();
        refused(t, s, act("plasma-cannon", 18), "the Plasma Cannon costs 1 penny; Black has none");
    }

    /** "Instead of jumping that piece": only an enemy piece one of Schlock's pieces could jump now. S7 */
    @Test
    void plasmaCannonOnlyHitsAnEnemyPieceThatCouldBeJumped() {
        Table t = Table.of("schlock", "none", "B:W18,23,32:B10,14");
        GameState s = t.state();
        assertThat(powers(t, s, "plasma-cannon")).isEmpty();
        refused(t, s, act("plasma-cannon", 18),
                "the Plasma Cannon only aims at a piece one of your pieces could jump now, and 18 is not one");
        refused(t, s, act("plasma-cannon", 32),
                "the Plasma Cannon only aims at a piece one of your pieces could jump now, and 32 is not one");
        refused(t, s, act("plasma-cannon", 14), "there is no enemy piece on 14");
        refused(t, s, act("plasma-cannon", 22), "there is no enemy piece on 22");
    }

    /**
     * A piece that may not be jumped may not be shot either: a Bard's charmed checker, and Reverend
     * Fobius's pieces while his clerical status protects them. S7, S15, S19
     */
    @Test
    void plasmaCannonCannotHitAPieceThatMayNotBeJumped() {
        Table charmed = Table.of("schlock", "bard", "B:W18,32:B14").coins(1, 18);
        GameState s = charmed.state();
        assertThat(powers(charmed, s, "plasma-cannon")).isEmpty();
        refused(charmed, s, act("plasma-cannon", 18),
                "the Plasma Cannon replaces a jump, and 18 is charmed: it may not be jumped (resist-charm 18 tries to break the charm)");

        Table guarded = Table.of("schlock", "fobius", "B:W18,32:B14").counter(FOE, Counters.GUARD, 1);
        GameState g = guarded.state();
        assertThat(Table.legal(guarded.rules, g)).doesNotContain("14x23").noneMatch(d -> d.startsWith("plasma"));
        refused(guarded, g, act("plasma-cannon", 18),
                "the Plasma Cannon replaces a jump, and none of Reverend Theo Fobius's pieces may be jumped this turn: one of them was captured in Black's last turn");
    }

    /**
     * The cannon is not a jump: Captain Tagon is offered Nerves of Steel after a hop over 18, but not after
     * a shot at it, and keeps his penny. S7, S8
     */
    @Test
    void nervesOfSteelIsNotOfferedAgainstThePlasmaCannon() {
        Table t = Table.of("schlock", "tagon", "B:W18,32:B14").pennies(FOE, 1);
        GameState start = t.state();
        GameState hop = plays(t, start, "14x23");
        assertThat(t.rules.toAct(hop)).isEqualTo(new ToAct.Choice(FOE, Window.REACTION));
        assertThat(Table.legal(t.rules, hop)).containsExactly("nerves-of-steel 18", "pass");

        GameState s = plays(t, start, "plasma-cannon 18");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(FOE).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(s.record(SCHLOCK).get(Counters.POOL)).isEqualTo(1);
    }
}
