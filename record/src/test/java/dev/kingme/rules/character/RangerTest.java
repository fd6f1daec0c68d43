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
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Demented Ranger: Backstab (F7, F11, F23) and Leap &amp; Stab (F2, F6, F22). Each test names the
 * rulings it pins.
 */
class RangerTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;

    /** The text's Leap &amp; Stab example: after 9x18x27, White's 24, 31 and 32 are next to the Ranger on 27. */
    private static final String LEAP = "B:W14,23,24,31,32:B9";

    // ---- Backstab -----------------------------------------------------------------------------------

    /** "... you can backstab that checker instead of moving this turn": the turn ends, nothing moved. F7, F11, F23 */
    @Test
    void backstabWoundsACheckerFromBehindInsteadOfMoving() {
        Table t = Table.of("ranger", "none", "B:W18,32:B22").pool(B, 1);
        GameState start = t.state();
        assertThat(Table.legal(t.rules, start)).containsExactlyInAnyOrder("22-25", "22-26", "backstab 18");
        Transition stab = Table.play(t.rules, start, "backstab 18");
        GameState s = stab.state();
        assertThat(s.has(Marks.WOUNDED, sq(18))).isTrue();
        assertThat(s.pieces(B)).isEqualTo(start.pieces(B));
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.turn()).isEqualTo(start.turn() + 1);
        assertThat(Table.texts(stab)).contains("Backstab: 18 takes 1 wound");
    }

    /**
     * Behind a piece is the side of its own home row, for a man and a king alike: 19 is behind White's 15,
     * while 10 and 11 are in front of it. F7
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"B:W15,32:B19 | true", "B:WK15,32:B19 | true",
        "B:W15,18,19:B10,11 | false", "B:WK15,18,19:B10,11 | false"})
    void behindIsOnTheSideOfTheTargetsOwnHomeRow(String fen, boolean behind) {
        Table t = Table.of("ranger", "none", fen).pool(B, 1);
        GameState s = t.state();
        if (behind) {
            assertThat(Table.legal(t.rules, s)).contains("backstab 15");
            assertThat(Table.play(t.rules, s, "backstab 15").state().has(Marks.WOUNDED, sq(15))).isTrue();
        } else {
            assertThat(Table.legal(t.rules, s)).noneMatch(d -> d.startsWith("backstab"));
            assertThatThrownBy(() -> t.rules.step(s, Decision.Act.of("backstab", sq(15))))
                    .isInstanceOf(IllegalDecisionException.class).hasMessage("none of your checkers is behind 15");
        }
    }

    /** For a White Ranger, behind a Black man is towards row 1-4: White's 10 backstabs Black's 15. F7 */
    @Test
    void behindABlackPieceIsTowardsBlacksHomeRow() {
        Table t = Table.of("none", "ranger", "W:W10,30:B15").pool(W, 1);
        assertThat(Table.legal(t.rules, t.state())).contains("backstab 15");
        GameState s = Table.play(t.rules, t.state(), "backstab 15").state();
        assertThat(s.has(Marks.WOUNDED, sq(15))).isTrue();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
    }

    /**
     * "The targeted checker takes wounds equal to half your level, rounded up", counted on a Fighter's
     * checker holding 7 pennies (each wound takes one). F23, F16
     */
    @ParameterizedTest
    @CsvSource({"1, 1", "2, 1", "3, 2", "4, 2", "5, 3", "6, 3", "7, 4"})
    void backstabDealsHalfTheLevelRoundedUp(int level, int wounds) {
        Table t = Table.of("ranger", "fighter", "B:W18,32:B22").pool(B, level).coins(7, 18);
        Transition stab = Table.play(t.rules, t.state(), "backstab 18");
        assertThat(Marks.COINS.get(stab.state(), sq(18))).isEqualTo(7 - wounds);
        assertThat(stab.state().has(Marks.WOUNDED, sq(18))).isFalse();
        assertThat(Table.texts(stab)).contains("Backstab: 18 takes " + wounds + (wounds == 1 ? " wound" : " wounds"));
    }

    /** Half of level 0 is no wound: no backstab. F23 */
    @Test
    void noBackstabAtLevelZero() {
        Table t = Table.of("ranger", "none", "B:W18,32:B22");
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("22-25", "22-26");
        Table.refused(t, s, Decision.Act.of("backstab", sq(18)), "a backstab needs level 1 or more; Black is at level 0, LD 0");
    }

    /** Backstab targets an enemy: an own checker is refused. F10 */
    @Test
    void backstabTargetsOnlyEnemies() {
        Table t = Table.of("ranger", "none", "B:W32:B18,22").pool(B, 1);
        assertThatThrownBy(() -> t.rules.step(t.state(), Decision.Act.of("backstab", sq(18))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage("there is no enemy piece on 18");
    }

    /** A capture must be taken, even instead of a backstab. F11 */
    @Test
    void noBackstabWhileACaptureIsAvailable() {
        Table t = Table.of("ranger", "none", "B:W18,32:B14,22").pool(B, 1);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
        assertThatThrownBy(() -> t.rules.step(s, Decision.Act.of("backstab", sq(18))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("a capture is available and must be taken: a backstab cannot replace it");
    }

    /** Only the Ranger backstabs. (The text's characters; no ruling.) */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"none | no character", "cleric | the Stalwart Cleric",
        "fighter | the Smart Fighter"})
    void onlyTheRangerBackstabs(String hero, String plays) {
        Table t = Table.of(hero, "none", "B:W18,32:B22").pool(B, 1);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).noneMatch(d -> d.startsWith("backstab"));
        assertThatThrownBy(() -> t.rules.step(s, Decision.Act.of("backstab", sq(18))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("backstab is a power of the Demented Ranger; Black plays " + plays);
    }

    // ---- Leap & Stab --------------------------------------------------------------------------------

    /** "If your LD is 2, you could wound three adjacent checkers." F22, F6 */
    @Test
    void leapAndStabAtLd2WoundsThreeAdjacentCheckers() {
        Table t = Table.of("ranger", "none", LEAP).pool(B, 2);
        GameState s = plays(t, t.state(), "9x18", "18x27");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("stab 24", "stab 31", "stab 32", "pass");
        s = plays(t, s, "stab 24", "stab 31", "stab 32");
        for (int n : new int[] {24, 31, 32}) {
            assertThat(s.owner(sq(n))).isEqualTo(W);
            assertThat(s.has(Marks.WOUNDED, sq(n))).isTrue();
        }
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(4);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** "... or you could wound one adjacent checker twice and one adjacent checker once." F22, F15 */
    @Test
    void leapAndStabAtLd2WoundsOneTwiceAndAnotherOnce() {
        Table t = Table.of("ranger", "none", LEAP).pool(B, 2);
        GameState s = plays(t, t.state(), "9x18", "18x27", "stab 24", "stab 24");
        assertThat(s.owner(sq(24))).isNull(); // the second wound captured it
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("stab 31", "stab 32", "pass");
        s = plays(t, s, "stab 31");
        assertThat(s.has(Marks.WOUNDED, sq(31))).isTrue();
        assertThat(s.has(Marks.WOUNDED, sq(32))).isFalse();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2 + 1 + 2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * "... or you could deal 3 wounds to one adjacent checker": a Fighter's checker with its penny takes
     * all three (penny, face down, captured). F22, F16
     */
    @Test
    void leapAndStabAtLd2DealsThreeWoundsToOneChecker() {
        Table t = Table.of("ranger", "fighter", LEAP).pool(B, 2);
        GameState s = plays(t, t.state(), "9x18", "18x27", "stab 24");
        assertThat(Marks.COINS.get(s, sq(24))).isZero();
        assertThat(s.has(Marks.WOUNDED, sq(24))).isFalse();
        s = plays(t, s, "stab 24");
        assertThat(s.has(Marks.WOUNDED, sq(24))).isTrue();
        s = plays(t, s, "stab 24");
        assertThat(s.owner(sq(24))).isNull();
        assertThat(Marks.COINS.get(s, sq(31))).isEqualTo(1);
        assertThat(Marks.COINS.get(s, sq(32))).isEqualTo(1);
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2 + 1 + 2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * Only the second hop stabs: not the first, not the third (even with an enemy beside it); the piece
     * jumped on the way (15) and the Ranger's own (16) are not targets, and a stab at the jumped piece is refused
     * for what it aims at (no longer with only the question asked again). F22
     */
    @Test
    void leapAndStabOnlyOnTheSecondHop() {
        Table t = Table.of("ranger", "none", "B:W6,15,23,31:B1,16");
        GameState s = plays(t, t.state(), "1x10");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        assertThat(Table.legal(t.rules, s)).containsExactly("10x19");
        s = plays(t, s, "10x19");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("stab 23", "pass");
        GameState reacting = s;
        assertThatThrownBy(() -> t.rules.step(reacting, Decision.Act.of("stab", sq(15))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("Leap & Stab reaches only an enemy piece next to 19 that was not jumped in this move, and 15 is not"
                        + " one");
        s = plays(t, s, "pass");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        assertThat(Table.legal(t.rules, s)).containsExactly("19x26");
        s = plays(t, s, "19x26");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.has(Marks.WOUNDED, sq(31))).isFalse();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(3);
    }

    /** A single jump gives no stab, and "stab" in the main window is refused. F22 */
    @Test
    void noStabAfterASingleJumpNorInTheMainWindow() {
        Table t = Table.of("ranger", "none", "B:W14,19,32:B9").pool(B, 3);
        assertThatThrownBy(() -> t.rules.step(t.state(), Decision.Act.of("stab", sq(14))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("Leap & Stab wounds only on the second jump of a multi-jump");
        GameState s = plays(t, t.state(), "9x18");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.has(Marks.WOUNDED, sq(19))).isFalse();
    }

    /** "Pass" stops the stabbing early; the remaining wounds are not dealt. F22 */
    @Test
    void passStopsLeapAndStabEarly() {
        Table t = Table.of("ranger", "none", LEAP).pool(B, 2);
        GameState s = plays(t, t.state(), "9x18", "18x27", "stab 24");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        s = plays(t, s, "pass");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
        assertThat(s.has(Marks.WOUNDED, sq(24))).isTrue();
        assertThat(s.has(Marks.WOUNDED, sq(31))).isFalse();
        assertThat(s.has(Marks.WOUNDED, sq(32))).isFalse();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(4);
    }

    /**
     * A stab on a wounded checker captures it into the Ranger's pool at once, while the two jumped pieces
     * wait for the end of the move. F15, F2, F22
     */
    @Test
    void aStabThatCapturesAWoundedCheckerGrowsThePoolAtOnce() {
        Table t = Table.of("ranger", "none", "B:W14,23,24,31:B9").pool(B, 1).wounded(24);
        GameState s = plays(t, t.state(), "9x18", "18x27", "stab 24");
        assertThat(s.owner(sq(24))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.owner(sq(14))).isEqualTo(W);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("stab 31", "pass");
        s = plays(t, s, "pass");
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(4);
    }

    /**
     * Stabs = 1 + positive LD, the LD from before this move's captures (the two pieces jumped would
     * otherwise add 1 or 2). F2, F22
     */
    @ParameterizedTest
    @CsvSource({"0, 0, 1", "1, 0, 2", "2, 0, 3", "3, 0, 4", "0, 1, 1", "2, 3, 1", "4, 2, 3"})
    void leapAndStabCountsTheLdFromBeforeThisMovesCaptures(int blackPool, int whitePool, int stabs) {
        Table t = Table.of("ranger", "none", LEAP).pool(B, blackPool).pool(W, whitePool);
        GameState s = plays(t, t.state(), "9x18", "18x27");
        int dealt = 0;
        while (t.rules.toAct(s).equals(new ToAct.Choice(B, Window.REACTION))) {
            String first = Table.legal(t.rules, s).stream().filter(d -> d.startsWith("stab")).findFirst().orElseThrow();
            s = plays(t, s, first);
            dealt++;
        }
        assertThat(dealt).isEqualTo(stabs);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * Adjacent means the diagonal neighbours: White's 19 (two rows up) and 28 (two columns over) are near
     * 27 but not next to it, and the refusal says so. F6
     */
    @Test
    void stabsReachOnlyTheDiagonalNeighbours() {
        Table t = Table.of("ranger", "none", "B:W14,19,23,24,28,31,32:B9").pool(B, 2);
        GameState s = plays(t, t.state(), "9x18", "18x27");
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("stab 24", "stab 31", "stab 32", "pass");
        GameState reacting = s;
        for (int n : new int[] {19, 28}) {
            assertThatThrownBy(() -> t.rules.step(reacting, Decision.Act.of("stab", sq(n))))
                    .isInstanceOf(IllegalDecisionException.class)
                    .hasMessage("Leap & Stab reaches only an enemy piece next to 27 that was not jumped in this move,"
                            + " and " + n + " is not one");
        }
    }

    /** A second hop that crowns still stabs. F22 */
    @Test
    void aSecondHopThatCrownsStillStabs() {
        Table t = Table.of("ranger", "none", "B:W18,25,26:B14");
        GameState s = plays(t, t.state(), "14x23", "23x30");
        assertThat(s.has(Layer.KING, sq(30))).isTrue();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("stab 25", "pass");
        s = plays(t, s, "stab 25");
        assertThat(s.has(Marks.WOUNDED, sq(25))).isTrue();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * A checker Cure Critical Wounds kept from a hop's capture may not be stabbed in the same move, and a
     * checker it kept from a killing stab takes no more of that move's stabs. F17, F22
     */
    @Test
    void aCheckerSavedByCureCriticalWoundsIsNotStabbedAgain() {
        Table t = Table.of("ranger", "cleric", LEAP).pool(B, 2).pennies(W, 3);
        GameState s = plays(t, t.state(), "9x18", "pass", "18x27", "cure-critical-wounds 23");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).doesNotContain("stab 23").contains("stab 24", "pass");

        Table w = Table.of("ranger", "cleric", LEAP).pool(B, 2).pennies(W, 3).wounded(24);
        GameState k = plays(w, w.state(), "9x18", "pass", "18x27", "pass", "stab 24", "cure-critical-wounds 24");
        assertThat(k.owner(sq(24))).isEqualTo(W);
        assertThat(k.has(Marks.WOUNDED, sq(24))).isTrue();
        assertThat(Table.legal(w.rules, k)).doesNotContain("stab 24").contains("pass");
    }
}
