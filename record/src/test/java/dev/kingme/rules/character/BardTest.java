package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.sq;
import static dev.kingme.rules.character.Table.act;
import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.texts;
import static dev.kingme.rules.character.Table.powers;
import static dev.kingme.rules.character.Table.chance;
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
 * The Bard: "Spellcaster - Every time you gain a level, you get a penny. You can cast one spell during your
 * turn instead of moving. Charm (Spell) - Spend a penny to put a penny on one of your checkers. Your
 * opponent may not jump your checkers that have pennies on them. Your opponent can save to ignore this
 * effect. If your opponents saves, remove all pennies from the checker your opponent saved against.
 * Illusion (Spell) - Spend 2 pennies to put a quarter on the board and use it as a normal checker. Your
 * opponent can make a save every time he or she has to jump it, is blocked from moving by it, or is jumped
 * by it. If your opponent saves, your illusory checker disappears and your opponent gets to ignore the
 * effects of the illusory checker. If your opponent captures the illusory checker, it disappears - it does
 * not go to your opponent's pool of captured checkers and does not count as a capture."
 *
 * <p>The Bard plays Black (moving down the board, towards 32) in every scenario.
 */
class BardTest {
    private static final Player BARD = Player.BLACK;
    private static final Player FOE = Player.WHITE;

    // ---- Charm --------------------------------------------------------------------------------------

    @Test
    void charmPutsAPennyOnTheBardsOwnCheckerCostsAPennyEndsTheTurnAndStacks() { // F20
        Table t = Table.of("bard", "none", "B:W29:B5").pennies(BARD, 2);
        GameState s = t.state();
        assertThat(powers(t, s, "charm")).containsExactly("charm 5");

        Transition tr = Table.play(t.rules, s, "charm 5");
        GameState after = tr.state();
        assertThat(Marks.COINS.get(after, sq(5))).isEqualTo(1);
        assertThat(after.record(BARD).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(after.owner(sq(5))).isEqualTo(BARD);
        assertThat(after.layer(Layer.BLACK)).isEqualTo(s.layer(Layer.BLACK));
        assertThat(t.rules.toAct(after)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(after.turn()).isEqualTo(s.turn() + 1);
        assertThat(texts(tr)).contains("Black casts Charm on 5");

        after = Table.play(t.rules, after, "29-25").state();
        after = Table.play(t.rules, after, "charm 5").state();
        assertThat(Marks.COINS.get(after, sq(5))).isEqualTo(2);
        assertThat(after.record(BARD).get(Counters.PENNIES)).isZero();

        after = Table.play(t.rules, after, "25-21").state();
        assertThat(powers(t, after, "charm")).isEmpty();
        refused(t, after, act("charm", 5), "charm costs 1 penny; Black has 0");
    }

    @Test
    void charmGoesOnlyOnTheBardsOwnCheckersNotOnAnIllusionNorAnEnemy() { // F20
        Table t = Table.of("bard", "none", "B:W29:B5,6").pennies(BARD, 1).illusion(BARD, 14).coins(7, 6);
        GameState s = t.state();
        assertThat(powers(t, s, "charm")).containsExactly("charm 5");
        refused(t, s, act("charm", 14), "there is no checker of yours on 14");
        refused(t, s, act("charm", 29), "there is no checker of yours on 29");
        refused(t, s, act("charm", 20), "there is no checker of yours on 20");
        refused(t, s, act("charm", 6), "6 already holds 7 pennies");
    }

    @Test
    void theOpponentCannotJumpACharmedCheckerAndMovesInsteadWhenThatWasItsOnlyCapture() { // F20, F27
        Table plain = Table.of("bard", "none", "W:W18:B14");
        assertThat(Table.legal(plain.rules, plain.state())).containsExactly("18x9");

        Table t = Table.of("bard", "none", "W:W18:B14").coins(1, 14);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("18-15", "resist-charm 14");
        refused(t, s, new Decision.Jump(sq(18), sq(14), sq(9)), "14 is charmed: it may not be jumped (resist-charm 14 tries to break the charm)");
    }

    @Test
    void anotherCaptureStaysMandatoryBesideACharmedChecker() { // F20
        Table t = Table.of("bard", "none", "W:W18,24:B14,19").coins(1, 14);
        assertThat(Table.legal(t.rules, t.state())).containsExactlyInAnyOrder("24x15", "resist-charm 14");
    }

    @Test
    void resistCharmIsOfferedOnlyForACharmedCheckerAPieceCouldJump() { // F20, F5, F16
        Table apart = Table.of("bard", "none", "W:W23:B14").coins(1, 14);
        assertThat(powers(apart, apart.state(), "resist-charm")).isEmpty();
        refused(apart, apart.state(), act("resist-charm", 14), "none of your pieces could jump 14");

        Table landingTaken = Table.of("bard", "none", "W:W18:B9,14").coins(1, 14);
        assertThat(Table.legal(landingTaken.rules, landingTaken.state())).containsExactlyInAnyOrder("18-15");
        refused(landingTaken, landingTaken.state(), act("resist-charm", 14), "none of your pieces could jump 14");
        refused(landingTaken, landingTaken.state(), act("resist-charm", 9), "there is no charmed checker on 9");

        Table noBard = Table.of("fighter", "none", "W:W18:B14");
        assertThat(Marks.COINS.get(noBard.state(), sq(14))).isEqualTo(1);
        assertThat(Table.legal(noBard.rules, noBard.state())).containsExactly("18x9");
    }

    @Test
    void aFailedResistKeepsThePenniesAndCannotBeTriedAgainThatTurnButTheNext() { // F20, F5, F4
        Table t = Table.of("bard", "none", "W:W18,23,32:B1,14").coins(2, 14).pool(BARD, 2);
        GameState s = Table.play(t.rules, t.state(), "resist-charm 14").state();
        assertThat(chance(t, s)).isEqualTo("White's saving throw against the charm on 14 (LD -2)");

        Transition tr = Table.roll(t.rules, s, 5);
        s = tr.state();
        assertThat(texts(tr)).anyMatch(e -> e.startsWith("White's saving throw") && e.contains("rolled 5, LD -2 makes 3: failed"));
        assertThat(Marks.COINS.get(s, sq(14))).isEqualTo(2);
        assertThat(s.has(Marks.TRIED, sq(14))).isTrue();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(s.turn()).isEqualTo(t.state().turn());
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("18-15", "23-19", "32-27", "32-28");
        refused(t, s, act("resist-charm", 14), "you already tried to resist the charm on 14 this turn");

        s = Table.play(t.rules, s, "32-28").state();
        s = Table.play(t.rules, s, "1-6").state();
        assertThat(s.has(Marks.TRIED, sq(14))).isFalse();
        assertThat(powers(t, s, "resist-charm")).containsExactly("resist-charm 14");
    }

    @Test
    void aSuccessfulResistRollsWithTheResistingSidesLdRemovesEveryPennyAndTheJumpIsMandatory() { // F20, F5, F4
        Table t = Table.of("bard", "none", "W:W18,23,32:B1,14").coins(3, 14).pool(FOE, 1);
        GameState s = Table.play(t.rules, t.state(), "resist-charm 14").state();
        assertThat(chance(t, s)).isEqualTo("White's saving throw against the charm on 14 (LD +1)");

        s = Table.roll(t.rules, s, 3).state(); // 3 + 1 = 4 saves; with Black's LD -1 it would not
        assertThat(Marks.COINS.get(s, sq(14))).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(Table.legal(t.rules, s)).containsExactly("18x9");
        refused(t, s, new Decision.Step(sq(18), sq(15)), "a capture is mandatory");

        s = Table.play(t.rules, s, "18x9").state();
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.record(FOE).get(Counters.POOL)).isEqualTo(2);
    }

    // ---- Illusion -----------------------------------------------------------------------------------

    @Test
    void illusionCostsTwoPenniesAndPutsAQuarterOnAnyEmptyDarkSquare() { // F21
        Table t = Table.of("bard", "none", "B:W29:B5").pennies(BARD, 3);
        GameState s = t.state();
        assertThat(powers(t, s, "illusion")).hasSize(30).doesNotContain("illusion 5", "illusion 29");
        refused(t, s, act("illusion", 5), "5 is not empty");
        refused(t, s, act("illusion", 29), "29 is not empty");

        Transition tr = Table.play(t.rules, s, "illusion 17");
        GameState after = tr.state();
        assertThat(after.owner(sq(17))).isEqualTo(BARD);
        assertThat(after.has(Marks.ILLUSION, sq(17))).isTrue();
        assertThat(after.has(Layer.KING, sq(17))).isFalse();
        assertThat(after.record(BARD).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(Levels.level(after, BARD)).isZero();
        assertThat(t.rules.toAct(after)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(texts(tr)).contains("an illusion appears on 17");

        after = Table.play(t.rules, after, "29-25").state();
        assertThat(powers(t, after, "illusion")).isEmpty();
        refused(t, after, act("illusion", 20), "illusion costs 2 pennies; Black has 1");
    }

    @Test
    void anIllusionMovesAsAManAndIsNeverCrowned() { // F21
        Table t = Table.of("bard", "none", "B:W32:B1").illusion(BARD, 21, 26);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("1-5", "1-6", "21-25", "26-30", "26-31");

        Transition tr = Table.play(t.rules, s, "26-31");
        s = tr.state();
        assertThat(s.has(Marks.ILLUSION, sq(31))).isTrue();
        assertThat(s.has(Layer.KING, sq(31))).isFalse();
        assertThat(texts(tr)).contains("an illusion is not crowned");

        s = Table.play(t.rules, s, "32-28").state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("1-5", "1-6", "21-25");
    }

    @Test
    void jumpingAnIllusionIsMandatoryButGivesNoPoolNoLevelNoArrow() { // F21, F13
        Table t = Table.of("bard", "thief", "W:W22,30:B1").illusion(BARD, 18).pool(FOE, 1);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("22x15", "disbelieve 18");

        Transition tr = Table.play(t.rules, s, "22x15");
        assertThat(texts(tr)).as("the jump says it captures nothing").contains("18 is an illusion: jumping it captures"
                + " nothing, and it vanishes when the move ends");
        s = tr.state();
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.owner(sq(15))).isEqualTo(FOE);
        assertThat(s.record(FOE).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(FOE).get(Counters.ARROWS)).isZero();
        assertThat(s.record(BARD)).isEqualTo(t.state().record(BARD));
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(BARD, Window.MAIN));
    }

    @Test
    void disbelieveWhenTheIllusionBlocksAStepSucceedsAndItVanishes() { // F21, F5, F4
        Table t = Table.of("bard", "none", "W:W22:B1,15").illusion(BARD, 18);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("22-17", "disbelieve 18");

        s = Table.play(t.rules, s, "disbelieve 18").state();
        assertThat(chance(t, s)).isEqualTo("White's saving throw against the illusion on 18 (LD 0)");
        Transition tr = Table.roll(t.rules, s, 4);
        s = tr.state();
        assertThat(texts(tr)).contains("dispelled 18");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.layer(Marks.ILLUSION)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(s.turn()).isEqualTo(t.state().turn());
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("22-17", "22-18");
    }

    @Test
    void aFailedDisbeliefMarksTheIllusionTriedForTheTurn() { // F21, F5, F4
        Table t = Table.of("bard", "none", "W:W22:B1,15").illusion(BARD, 18).pool(BARD, 1);
        GameState s = Table.play(t.rules, t.state(), "disbelieve 18").state();
        assertThat(chance(t, s)).isEqualTo("White's saving throw against the illusion on 18 (LD -1)");

        s = Table.roll(t.rules, s, 4).state(); // 4 - 1 = 3 fails
        assertThat(s.has(Marks.ILLUSION, sq(18))).isTrue();
        assertThat(s.has(Marks.TRIED, sq(18))).isTrue();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(Table.legal(t.rules, s)).containsExactly("22-17");
        refused(t, s, act("disbelieve", 18), "you already tried to see through the illusion on 18 this turn");
    }

    @Test
    void disbelieveWhenTheIllusionBlocksAJumpAndThenTheJumpIsMandatory() { // F21, F5
        Table t = Table.of("bard", "none", "W:W22:B18").illusion(BARD, 15, 4);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("22-17", "disbelieve 15");
        refused(t, s, act("disbelieve", 4), "the illusion on 4 is not in the way of any of your pieces");
        refused(t, s, act("disbelieve", 18), "there is no illusion of Black on 18");

        s = Table.play(t.rules, s, "disbelieve 15").state();
        s = Table.roll(t.rules, s, 6).state();
        assertThat(s.owner(sq(15))).isNull();
        assertThat(Table.legal(t.rules, s)).containsExactly("22x15");
    }

    @Test
    void whenTheIllusionJumpsAndTheJumpedSideSavesItVanishesAndThePieceStays() { // F21, F5, F4
        Table t = Table.of("bard", "none", "B:W18,32:B1").illusion(BARD, 14).pool(FOE, 1);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");

        s = Table.play(t.rules, s, "14x23").state();
        assertThat(chance(t, s)).isEqualTo("White's saving throw against the illusion jumping 18 (LD +1)");
        Transition tr = Table.roll(t.rules, s, 3); // 3 + 1 = 4 saves; with Black's LD -1 it would not
        s = tr.state();
        assertThat(texts(tr)).contains("dispelled 23", "18 is not taken");
        assertThat(s.owner(sq(18))).isEqualTo(FOE);
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.layer(Marks.ILLUSION)).isZero();
        assertThat(s.record(BARD).get(Counters.POOL)).isZero();
        assertThat(s.record(BARD).get(Counters.PENNIES)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    @Test
    void whenTheIllusionJumpsAndTheJumpedSideFailsTheCaptureGoesToTheBardsPool() { // F21, F14, F4
        Table t = Table.of("bard", "none", "B:W18,32:B1").illusion(BARD, 14).pool(FOE, 1);
        GameState s = Table.play(t.rules, t.state(), "14x23").state();
        s = Table.roll(t.rules, s, 2).state(); // 2 + 1 = 3 fails
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.owner(sq(23))).isEqualTo(BARD);
        assertThat(s.has(Marks.ILLUSION, sq(23))).isTrue();
        assertThat(s.record(BARD).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(BARD).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    @Test
    void aSaveAgainstALaterHopOfTheIllusionLeavesTheEarlierHopsCaptureStanding() { // F21, F14
        Table t = Table.of("bard", "none", "B:W9,18,32:B1").illusion(BARD, 5);
        GameState s = Table.play(t.rules, t.state(), "5x14").state();
        assertThat(chance(t, s)).isEqualTo("White's saving throw against the illusion jumping 9 (LD 0)");
        s = Table.roll(t.rules, s, 1).state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(BARD, Window.MID_CHAIN));
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");

        s = Table.play(t.rules, s, "14x23").state();
        assertThat(chance(t, s)).isEqualTo("White's saving throw against the illusion jumping 18 (LD 0)");
        s = Table.roll(t.rules, s, 5).state();
        assertThat(s.owner(sq(9))).isNull();
        assertThat(s.owner(sq(18))).isEqualTo(FOE);
        assertThat(s.layer(Marks.ILLUSION)).isZero();
        assertThat(s.pieces(BARD)).isEqualTo(1L << sq(1));
        assertThat(s.record(BARD).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(BARD).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    @Test
    void aMagesMagicMissileDispelsAnIllusionWithoutASaveOrACapture() { // F21, F15, F10
        Table t = Table.of("bard", "mage", "W:W26:B1").illusion(BARD, 18).pennies(FOE, 1);
        GameState s = t.state();
        assertThat(powers(t, s, "magic-missile")).contains("magic-missile 18");

        Transition tr = Table.play(t.rules, s, "magic-missile 18");
        s = tr.state();
        assertThat(texts(tr)).contains("dispelled 18");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(FOE).get(Counters.PENNIES)).isZero();
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(BARD, Window.MAIN));
    }

    @Test
    void aThiefsArrowDispelsAnIllusionAndEarnsNoArrow() { // F21, F15, F13
        Table t = Table.of("bard", "thief", "W:W26:B1").illusion(BARD, 19).pool(FOE, 2).arrows(FOE, 1);
        GameState s = t.state();
        assertThat(powers(t, s, "shoot")).containsExactly("shoot 19");

        Transition tr = Table.play(t.rules, s, "shoot 19");
        s = tr.state();
        assertThat(texts(tr)).contains("dispelled 19");
        assertThat(s.owner(sq(19))).isNull();
        assertThat(s.record(FOE).get(Counters.ARROWS)).isZero();
        assertThat(s.record(FOE).get(Counters.POOL)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    @Test
    void aBardWhoseOnlyPiecesAreIllusionsHasLost() { // F21
        Table t = Table.of("bard", "none", "W:W22,30:B18").illusion(BARD, 5);
        GameState s = t.state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));

        s = Table.play(t.rules, s, "22x15").state();
        assertThat(s.pieces(BARD)).isEqualTo(1L << sq(5));
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.win(FOE, "Black has no pieces left (only illusions, which are not checkers)")));
        assertThat(t.rules.legalDecisions(s)).isEmpty();
    }

    // ---- Spellcaster --------------------------------------------------------------------------------

    @Test
    void theBardGainsAPennyPerLevelTwoForAKingWhenTheMoveEnds() { // F14, F2
        Table t = Table.of("bard", "none", "B:W9,K18,32:B5").pennies(BARD, 1);
        GameState s = Table.play(t.rules, t.state(), "5x14").state();
        assertThat(s.record(BARD).get(Counters.POOL)).isZero();
        assertThat(s.record(BARD).get(Counters.PENNIES)).isEqualTo(1);

        s = Table.play(t.rules, s, "14x23").state();
        assertThat(s.record(BARD).get(Counters.POOL)).isEqualTo(3);
        assertThat(s.record(BARD).get(Counters.PENNIES)).isEqualTo(4);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    @Test
    void spellsAreNeitherOfferedNorCastWhileACaptureIsAvailable() { // F11
        Table t = Table.of("bard", "none", "B:W18,32:B14").pennies(BARD, 5);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
        refused(t, s, act("charm", 14), "a capture is available and must be taken: charm cannot replace it");
        refused(t, s, act("illusion", 20), "a capture is available and must be taken: illusion cannot replace it");
    }








    /** An illusion on the landing square of a Smart Fighter's bent jump blocks it: it may be disbelieved. F21, F24 */
    @Test
    void anIllusionBlockingABentJumpMayBeDisbelieved() {
        Table t = Table.of("bard", "fighter", "W:W22:B5,15,18,23").pool(Player.WHITE, 1).illusion(Player.BLACK, 14);
        assertThat(Table.legal(t.rules, t.state())).contains("disbelieve 14", "22-17");
        Table open = Table.of("bard", "fighter", "W:W22:B5,15,18,23").pool(Player.WHITE, 1);
        assertThat(Table.legal(open.rules, open.state())).contains("22x14(18)");
    }

    /** A charmed checker only a bent jump could take may be resisted too. F20, F24 */
    @Test
    void aCharmOnlyABentJumpCouldBreakMayBeResisted() {
        Table t = Table.of("bard", "fighter", "W:W22:B5,15,18,23").pool(Player.WHITE, 1).coins(1, 18);
        assertThat(Table.legal(t.rules, t.state())).containsExactlyInAnyOrder("22-17", "resist-charm 18");
    }

    /**
     * In the middle of a capture there is no saving throw against an illusion in the way: the capture
     * ends where no hop is left, as in checkers. F5, F21
     */
    @Test
    void anIllusionCuttingACaptureShortIsNotChallengedMidCapture() {
        Table t = Table.of("bard", "none", "W:W30:B5,19,26").illusion(Player.BLACK, 16);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("30x23");
        s = Table.play(t.rules, s, "30x23").state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, dev.kingme.rules.Window.MAIN));
        assertThat(s.has(Marks.ILLUSION, sq(16))).isTrue();
    }
}
