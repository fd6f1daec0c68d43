package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.plays;
import static dev.kingme.rules.character.Table.sq;
import static dev.kingme.rules.character.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The frame the Schlock Mercenary characters play in: "All Schlock characters designated as 'mercenaries'
 * have the following abilities: If you perform a double jump, you gain a penny. A triple jump gets you two
 * pennies, a quadruple jump gets you three pennies, and so on... If you accumulate 5 or more pennies, you
 * win the game." Pools and levels in every game, the mandatory capture beside the powers, and the draws.
 * Each test names the rulings of docs/rules/schlock-mercenary.md it pins.
 */
class MercenaryTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;
    /** Black's 9 can take 14 and 23 in one move. */
    private static final String DOUBLE = "B:W14,23,32:B9";

    // ---- S1: mercenary pennies ----------------------------------------------------------------------

    /** A double jump earns one penny, paid when the move ends, not after the first hop. S1 */
    @Test
    void aDoubleJumpEarnsAPennyWhenTheMoveEnds() {
        Table t = Table.of("schlock", "none", DOUBLE).pennies(B, 0);
        GameState s = plays(t, t.state(), "9x18");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        Transition end = Table.play(t.rules, s, "18x27");
        assertThat(texts(end)).contains("Mercenary: Black earns 1 penny for 2 jumps in one move");
        assertThat(end.state().record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(end.state().record(B).get(Counters.POOL)).isEqualTo(2);
    }

    /** A single jump earns nothing. S1 */
    @Test
    void aSingleJumpEarnsNothing() {
        Table t = Table.of("schlock", "none", "B:W14,32:B9").pennies(B, 0);
        Transition tr = Table.play(t.rules, t.state(), "9x18");
        assertThat(tr.state().record(B).get(Counters.PENNIES)).isZero();
        assertThat(texts(tr)).noneMatch(e -> e.startsWith("Mercenary"));
    }

    /**
     * A triple jump earns two pennies for every mercenary; Ennesby ("not a mercenary"), a side without a
     * character and a Fantasy RPG Fighter earn none. S1
     */
    @ParameterizedTest
    @CsvSource({"schlock, 2", "tagon, 2", "thurl, 2", "fobius, 2", "bunnigus, 2", "ennesby, 0", "none, 0", "fighter, 0"})
    void aTripleJumpEarnsTwoPenniesForAMercenary(String hero, int pennies) {
        Table t = Table.of(hero, "none", "B:W6,15,24,30:B1").pennies(B, 0);
        GameState s = plays(t, t.state(), "1x10", "10x19", "19x28");
        assertThat(s.owner(sq(28))).isEqualTo(B);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(pennies);
    }

    /**
     * A hop whose capture Nerves of Steel undid is still a jump: Schlock's double jump earns its penny
     * though only 23 was taken. S1, S8
     */
    @Test
    void aHopSavedByNervesOfSteelStillCounts() {
        Table t = Table.of("schlock", "tagon", DOUBLE).pennies(B, 0).pennies(W, 1);
        GameState s = plays(t, t.state(), "9x18");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("nerves-of-steel 14", "pass");
        s = plays(t, s, "nerves-of-steel 14", "18x27");
        assertThat(s.owner(sq(14))).isEqualTo(W);
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(s.record(W).get(Counters.PENNIES)).isZero();
    }

    /** A hop over an illusion is a jump too: the double jump earns its penny, the pool only the checker. S1 */
    @Test
    void aHopOverAnIllusionStillCounts() {
        Table t = Table.of("schlock", "bard", "B:W23,32:B9").illusion(W, 14).pennies(B, 0);
        GameState s = plays(t, t.state(), "9x18", "18x27");
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
    }

    /** The Plasma Cannon captures without jumping: a hop and a shot earn no mercenary penny. S1, S7 */
    @Test
    void thePlasmaCannonEarnsNoMercenaryPenny() {
        Table t = Table.of("schlock", "none", DOUBLE).pennies(B, 1);
        GameState s = plays(t, t.state(), "9x18");
        assertThat(Table.legal(t.rules, s)).containsExactly("18x27", "plasma-cannon 23");
        Transition shot = Table.play(t.rules, s, "plasma-cannon 23");
        s = shot.state();
        assertThat(texts(shot)).contains("Plasma Cannon: Black shoots 23; no more captures this turn")
                .noneMatch(e -> e.startsWith("Mercenary"));
        assertThat(s.owner(sq(18))).isEqualTo(B);
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    // ---- S2: penny victory --------------------------------------------------------------------------

    /** The fifth penny wins at once. S2, S1 */
    @Test
    void theFifthPennyWins() {
        Table t = Table.of("schlock", "none", DOUBLE).pennies(B, 4);
        GameState s = plays(t, t.state(), "9x18", "18x27");
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(5);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.win(B, "Mercenary: Black's Sergeant Schlock has 5 pennies")));
    }

    /** Captain Tagon wins with 3 pennies; Sergeant Schlock with 3 plays on. S2 */
    @Test
    void tagonWinsWithThreePennies() {
        Table tagon = Table.of("tagon", "none", DOUBLE).pennies(B, 2);
        GameState s = plays(tagon, tagon.state(), "9x18", "18x27");
        assertThat(tagon.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.win(B, "Very mercenary: Black's Captain Tagon has 3 pennies")));
        Table schlock = Table.of("schlock", "none", DOUBLE).pennies(B, 2);
        s = plays(schlock, schlock.state(), "9x18", "18x27");
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(3);
        assertThat(schlock.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** The purse wins for either side, whoever is to move. S2 */
    @Test
    void aPennyVictoryCountsForEitherSide() {
        Table white = Table.of("none", "schlock", "B:W32:B9").pennies(W, 5);
        assertThat(white.rules.toAct(white.state())).isEqualTo(new ToAct.Terminal(
                Verdict.win(W, "Mercenary: White's Sergeant Schlock has 5 pennies")));
        Table black = Table.of("tagon", "none", "W:W32:B9").pennies(B, 3);
        assertThat(black.rules.toAct(black.state())).isEqualTo(new ToAct.Terminal(
                Verdict.win(B, "Very mercenary: Black's Captain Tagon has 3 pennies")));
    }

    /** The fifth penny wins before Thurl is offered another turn. S2, S13 */
    @Test
    void thurlsFifthPennyWinsBeforeAnotherTurnIsOffered() {
        Table t = Table.of("thurl", "none", DOUBLE).pennies(B, 4);
        GameState s = plays(t, t.state(), "9x18", "18x27");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.win(B, "Mercenary: Black's Master Sergeant Thurl has 5 pennies")));
        assertThat(t.rules.legalDecisions(s)).isEmpty();
    }

    /**
     * Only the purse counts: pennies on checkers and in the pool do not; Ennesby and the Fantasy RPG
     * characters have no penny victory. S2, S3
     */
    @Test
    void onlyAMercenarysPurseWins() {
        Table t = Table.of("schlock", "none", "B:W32:B9,10").pennies(B, 4).coins(3, 9)
                .counter(B, Counters.POOL_PENNIES, 2);
        assertThat(t.rules.toAct(t.state())).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        for (String hero : new String[] {"ennesby", "cleric", "bard", "none"}) {
            Table rich = Table.of(hero, "none", "B:W32:B9").pennies(B, 7);
            assertThat(rich.rules.toAct(rich.state())).as(hero).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        }
    }

    // ---- S4: levels and pools -----------------------------------------------------------------------

    /**
     * Every game keeps the pools, but levels and LD are shown only when a Fantasy RPG character plays. S4
     */
    @Test
    void levelsAreShownOnlyWhenAFantasyCharacterPlays() {
        Table schlock = Table.of("schlock", "tagon", "B:W18,32:B14");
        GameState s = plays(schlock, schlock.state(), "14x23");
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(schlock.rules.describe(s)).isEqualTo("Black (Sergeant Schlock): pool 1, pennies 1 (5 to win)\n"
                + "White (Captain Tagon): pool 0, pennies 0 (3 to win)");
        Table mixed = Table.of("schlock", "cleric", "B:W18,32:B14");
        s = plays(mixed, mixed.state(), "14x23");
        assertThat(mixed.rules.describe(s)).isEqualTo("Black (Sergeant Schlock): level 1, LD +1, pool 1, pennies 1 (5 to win)\n"
                + "White (Stalwart Cleric): level 0, LD -1, pool 0, pennies 0");
    }

    /** In a game of two Schlock characters a crown still comes out of the opponent's pool. S4 */
    @Test
    void aCrownComesOutOfTheOpponentsPoolInEveryGame() {
        Table t = Table.of("tagon", "kevyn", "B:W5:B26").pool(W, 2);
        GameState s = plays(t, t.state(), "26-30");
        assertThat(s.has(Layer.KING, sq(30))).isTrue();
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.POOL)).isZero();
    }

    // ---- S5: powers and the mandatory capture -------------------------------------------------------

    /**
     * A terraport and Superior Tactician do not use the move: they are offered and taken while a capture is
     * available, and the capture is still the only move afterwards. S5, S10, S9
     */
    @Test
    void powersThatDoNotUseTheMoveMayBeUsedWhileACaptureIsAvailable() {
        Table kevyn = Table.of("kevyn", "none", "B:W18,32:B1,14");
        GameState s = kevyn.state();
        assertThat(Table.legal(kevyn.rules, s)).contains("14x23", "terraport 1 5").doesNotContain("1-5", "1-6");
        s = plays(kevyn, s, "terraport 1 5");
        s = Table.roll(kevyn.rules, s, 3).state();
        assertThat(Table.legal(kevyn.rules, s)).containsExactly("14x23");

        Table breya = Table.of("breya", "tagon", "B:W18,32:B1,14").pennies(W, 1);
        s = breya.state();
        assertThat(breya.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(Table.legal(breya.rules, s)).containsExactly("superior-tactician", "pass");
        s = plays(breya, s, "superior-tactician");
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(Table.legal(breya.rules, s)).containsExactly("14x23");
    }

    // ---- S20: draws ---------------------------------------------------------------------------------

    /**
     * A power that ends the turn is progress: a bomb that takes only Ch'vorthq's own checker resets the
     * count of moves without progress, where a king's step adds to it. S20
     */
    @Test
    void aPowerThatEndsTheTurnIsProgress() {
        Table t = Table.of("chvorthq", "none", "B:W32:BK1,14").pennies(B, 1);
        GameState quiet = t.state().toBuilder().quietPlies(10).build();
        GameState bomb = plays(t, quiet, "detonate 14");
        assertThat(bomb.owner(sq(14))).isNull();
        assertThat(bomb.record(B).get(Counters.POOL)).isZero();
        assertThat(bomb.quietPlies()).isZero();
        GameState step = plays(t, quiet, "1-6");
        assertThat(step.quietPlies()).isEqualTo(11);
    }

    /**
     * The turn skipped for Thurl's other turn is a turn without progress: a man's step resets the count,
     * the skipped turn adds one, his king's step in the other turn another. S20, S13
     */
    @Test
    void aTurnSkippedForThurlIsATurnWithoutProgress() {
        Table t = Table.of("thurl", "none", "B:W32:BK1,9").pennies(B, 2);
        GameState s = t.state().toBuilder().quietPlies(10).build();
        s = plays(t, s, "9-13", "extra-turn");
        assertThat(s.quietPlies()).isEqualTo(1);
        s = plays(t, s, "1-6");
        assertThat(s.quietPlies()).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * A position repeats only with the same purses: kings shuffling draw on the third occurrence of the
     * start, but after a penny Thurl spent on a question the start does not come again: the draw waits for
     * the third occurrence of a position with the penny spent. S20, S12
     */
    @Test
    void aPositionRepeatsOnlyWithTheSamePurses() {
        String[] round = {"1-6", "pass", "32-28", "6-1", "pass", "28-32"};
        Table plain = Table.of("thurl", "none", "B:WK32:BK1");
        GameState s = plays(plain, plays(plain, plain.state(), round), round);
        assertThat(plain.rules.toAct(s)).isEqualTo(new ToAct.Terminal(Verdict.draw("the same position occurred 3 times")));

        // with one penny left Thurl is not offered another turn
        String[] quick = {"1-6", "32-28", "6-1", "28-32"};
        Table asked = Table.of("thurl", "none", "B:WK32:BK1");
        s = plays(asked, asked.state(), "problem-solver", "suggest 1-6");
        s = plays(asked, plays(asked, s, quick), quick);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(asked.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        // the position after his first step, with the penny spent, comes a third time
        s = plays(asked, s, "1-6");
        assertThat(asked.rules.toAct(s)).isEqualTo(new ToAct.Terminal(Verdict.draw("the same position occurred 3 times")));
    }
}
