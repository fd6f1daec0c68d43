package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.plays;
import static dev.kingme.rules.character.Table.act;
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
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * Captain Tagon [mercenary]: "If Tagon has three or more pennies, then he wins the game. (Very mercenary)
 * May spend a penny to prevent one of his pieces from being captured after it is jumped. Pieces protected
 * in this fashion may not be jumped again this turn. (Nerves of Steel)"
 *
 * <p>Tagon plays White (home row 29-32) against Black's jumps, and Black where his own pennies count. Each
 * test names the rulings of {@code docs/rules/schlock-mercenary.md} it pins.
 */
class TagonTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;

    // ---- Very mercenary -----------------------------------------------------------------------------

    /**
     * A double jump earns Tagon his third penny and he has won at once; the same move earns Sergeant Schlock
     * his third penny and the game goes on (5 pennies win for him). S2, S1
     */
    @Test
    void tagonWinsTheMomentHeHasThreePennies() {
        Table t = Table.of("tagon", "none", "B:W9,18,30:B5").pennies(B, 2);
        GameState s = plays(t, t.state(), "5x14");
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        s = plays(t, s, "14x23");
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(3);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.win(B, "Very mercenary: Black's Captain Tagon has 3 pennies")));
        assertThat(t.rules.legalDecisions(s)).isEmpty();

        Table schlock = Table.of("schlock", "none", "B:W9,18,30:B5").pennies(B, 2);
        GameState other = plays(schlock, schlock.state(), "5x14", "14x23");
        assertThat(other.record(B).get(Counters.PENNIES)).isEqualTo(3);
        assertThat(schlock.rules.toAct(other)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * "Three or more", counted in the purse: a set-up with 3 has already ended, in White's turn too; two
     * pennies and a pool of 5 are not a win. S2
     */
    @Test
    void threePenniesInThePurseWinEvenInTheOpponentsTurn() {
        Table three = Table.of("none", "tagon", "B:W32:B1").pennies(W, 3);
        assertThat(three.rules.toAct(three.state())).isEqualTo(new ToAct.Terminal(
                Verdict.win(W, "Very mercenary: White's Captain Tagon has 3 pennies")));
        Table two = Table.of("none", "tagon", "B:W32:B1").pennies(W, 2).pool(W, 5);
        assertThat(two.rules.toAct(two.state())).isEqualTo(new ToAct.Choice(B, Window.MAIN));
    }

    // ---- Nerves of Steel ----------------------------------------------------------------------------

    /**
     * Right after Black hops over 18, White is asked; Nerves of Steel keeps 18 for a penny, Black's piece
     * stays where it landed and the turn passes. S8
     */
    @Test
    void nervesOfSteelKeepsAJumpedPieceForAPenny() {
        Table t = Table.of("none", "tagon", "B:W18,32:B14").pennies(W, 1);
        GameState start = t.state();
        GameState s = plays(t, start, "14x23");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("nerves-of-steel 18", "pass");

        Transition tr = Table.play(t.rules, s, "nerves-of-steel 18");
        s = tr.state();
        assertThat(texts(tr)).contains("Nerves of Steel: 18 is not captured, and may not be jumped again this turn");
        assertThat(s.owner(sq(18))).isEqualTo(W);
        assertThat(s.owner(sq(23))).isEqualTo(B);
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.record(W).get(Counters.PENNIES)).isZero();
        assertThat(s.record(B).get(Counters.POOL)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.turn()).isEqualTo(start.turn() + 1);
    }

    /** Passing lets the capture stand, and costs nothing. S8 */
    @Test
    void passingOnNervesOfSteelLetsTheCaptureStand() {
        Table t = Table.of("none", "tagon", "B:W18,32:B14").pennies(W, 1);
        GameState s = plays(t, t.state(), "14x23", "pass");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * The saved piece may not be jumped again that turn (23x14 back over it is refused), the capture goes
     * on from where it landed, Tagon is asked again after the next hop, and the first hop still counts as a
     * jump: Sergeant Schlock earns a mercenary penny for the two. The saved piece may not be shot either.
     * Next turn 18 is an ordinary piece. S8, S1, S7
     */
    @Test
    void aSavedPieceIsNotJumpedAgainButTheCaptureGoesOnAndTheHopStillCounts() {
        Table t = Table.of("schlock", "tagon", "B:W18,26,32:BK14").pennies(B, 1).pennies(W, 2);
        GameState s = plays(t, t.state(), "14x23", "nerves-of-steel 18");
        assertThat(s.has(Marks.SHIELDED, sq(18))).isTrue();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("23x30", "plasma-cannon 26");
        refused(t, s, new Decision.Jump(sq(23), sq(18), sq(14)),
                "18 was saved from this capture and may not be jumped again this turn");

        s = plays(t, s, "23x30");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("nerves-of-steel 26", "pass");
        s = plays(t, s, "pass");
        assertThat(s.owner(sq(18))).isEqualTo(W);
        assertThat(s.owner(sq(26))).isNull();
        assertThat(s.has(Layer.KING, sq(30))).isTrue();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(s.has(Marks.SHIELDED, sq(18))).isFalse();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** "May spend a penny": without one nothing is offered and the capture stands at once. S8 */
    @Test
    void nervesOfSteelIsNotOfferedWithoutAPenny() {
        Table t = Table.of("none", "tagon", "B:W18,32:B14").pennies(W, 0);
        GameState s = plays(t, t.state(), "14x23");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
    }

    /**
     * "After it is jumped": never from a main window (in Tagon's own the reason is when it is used; in the
     * opponent's, that the power is Tagon's), and in the reaction window only for the piece just jumped. S8
     */
    @Test
    void nervesOfSteelIsRefusedOutsideTheReactionToAHop() {
        String when = "Nerves of Steel is used in the opponent's turn, right after one of Captain Tagon's pieces is jumped";
        Table own = Table.of("none", "tagon", "W:W18,32:B14").pennies(W, 2);
        GameState s = own.state();
        assertThat(Table.legal(own.rules, s)).noneMatch(d -> d.startsWith("nerves"));
        refused(own, s, act("nerves-of-steel", 18), when);

        Table theirs = Table.of("none", "tagon", "B:W18,32:B14").pennies(W, 2);
        GameState black = theirs.state();
        refused(theirs, black, act("nerves-of-steel", 18), "nerves-of-steel is a power of Captain Tagon; Black plays no"
                + " character");
        GameState hop = plays(theirs, black, "14x23");
        refused(theirs, hop, act("nerves-of-steel", 32), "White must first decide whether Nerves of Steel keeps 18"
                + " (a penny, or pass)");
    }

    /**
     * It answers jumps only: the Plasma Cannon, the maser and the Biological Bomb capture Tagon's piece with
     * no offer, and his penny stays. S8, S7, S11, S14
     */
    @Test
    void nervesOfSteelIsNotOfferedAgainstCapturesThatAreNotJumps() {
        Table cannon = Table.of("schlock", "tagon", "B:W18,32:B14").pennies(W, 1);
        GameState s = plays(cannon, cannon.state(), "plasma-cannon 18");
        assertThat(cannon.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(1);

        Table maser = Table.of("ennesby", "tagon", "B:W9,30:B5").pennies(W, 1);
        s = plays(maser, maser.state(), "maser 5 9");
        assertThat(maser.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.owner(sq(9))).isNull();
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(1);

        Table bomb = Table.of("chvorthq", "tagon", "B:W10,32:B1,14").pennies(B, 1).pennies(W, 1);
        s = plays(bomb, bomb.state(), "detonate 14");
        assertThat(bomb.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.owner(sq(10))).isNull();
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(1);
    }

    /**
     * A penny victory earned by a capture wins when the move ends, and the move's captures are settled
     * before the verdict: the jumped men leave the board into Tagon's pool (the final board still showed
     * them, with "pool 0"). S2
     */
    @Test
    void aPennyVictoryByAQuadrupleJumpSettlesItsCapturesFirst() {
        Table t = Table.of("schlock", "tagon", "W:WK29:B25,18,10,9,4");
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("29x22");
        s = plays(t, s, "29x22", "22x15", "15x6", "6x13");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.win(W, "Very mercenary: White's Captain Tagon has 3 pennies")));
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(3);
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(4);
        assertThat(s.pieces(B)).isEqualTo(1L << sq(4));
        assertThat(s.jumped()).isZero();
    }
}
