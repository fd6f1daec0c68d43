package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.chanceLabel;
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
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * Games across the two sets, a Schlock Mercenary character against a Fantasy RPG one ("Try pitting these
 * Fantasy RPG characters against characters from Schlock Mercenary ..."): where a power of one set meets
 * one of the other, each does what its text says. Each test names the rulings of
 * docs/rules/schlock-mercenary.md it pins.
 */
class CrossSetTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;
    private static final String PROTECTED = "none of Reverend Theo Fobius's pieces may be jumped this turn: one of them was"
            + " captured in Black's last turn";

    // ---- Cure Critical Wounds against the Schlock captures ------------------------------------------

    /**
     * The Plasma Cannon's shot is a capture in the Cleric's opponent's turn: Cure Critical Wounds keeps
     * the checker, and the Cleric passes its next turn, so Black moves again. S19, S7
     */
    @Test
    void cureCriticalWoundsAnswersThePlasmaCannon() {
        Table t = Table.of("schlock", "cleric", "B:W18,32:B14").pennies(W, 3);
        GameState start = t.state();
        assertThat(Table.legal(t.rules, start)).containsExactlyInAnyOrder("14x23", "plasma-cannon 18");
        GameState s = plays(t, start, "plasma-cannon 18");
        assertThat(s.player()).as("still Black's turn").isEqualTo(B);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("cure-critical-wounds 18", "pass");
        Transition cure = Table.play(t.rules, s, "cure-critical-wounds 18");
        s = cure.state();
        assertThat(texts(cure)).contains("White passes this turn (Cure Critical Wounds)");
        assertThat(s.owner(sq(18))).isEqualTo(W);
        assertThat(s.owner(sq(14))).isEqualTo(B);
        assertThat(s.record(B).get(Counters.POOL)).isZero();
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(s.record(W).get(Counters.PENNIES)).isZero();
        assertThat(s.turn()).isEqualTo(start.turn() + 2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
    }

    /**
     * A hop whose capture Cure Critical Wounds undid is still a jump: Schlock's double jump earns its
     * mercenary penny though only 23 was taken. S1, S19
     */
    @Test
    void aHopUndoneByCureCriticalWoundsStillEarnsTheMercenaryPenny() {
        Table t = Table.of("schlock", "cleric", "B:W14,23,32:B9").pennies(B, 0).pennies(W, 3);
        GameState s = plays(t, t.state(), "9x18");
        assertThat(Table.legal(t.rules, s)).containsExactly("cure-critical-wounds 14", "pass");
        s = plays(t, s, "cure-critical-wounds 14", "18x27");
        assertThat(s.owner(sq(14))).isEqualTo(W);
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN)); // White passes its turn
    }

    /** Passing on the offer lets the shot capture: into Schlock's pool. S19, S7 */
    @Test
    void passingOnTheCureLetsTheShotCapture() {
        Table t = Table.of("schlock", "cleric", "B:W18,32:B14").pennies(W, 3);
        GameState s = plays(t, t.state(), "plasma-cannon 18", "pass");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(W).get(Counters.POOL)).isZero();
        assertThat(s.record(W).get(Counters.PENNIES)).isEqualTo(3);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * The Biological Bomb in the Cleric's opponent's turn: the Cleric may cure its checker in the blast
     * (Ch'vorthq's own checker is gone all the same); if it passes, the checker goes to Ch'vorthq's pool.
     * S19, S14
     */
    @Test
    void cureCriticalWoundsAnswersTheBiologicalBomb() {
        Table t = Table.of("chvorthq", "cleric", "B:W10,32:B1,14").pennies(B, 1).pennies(W, 3);
        GameState start = t.state();
        GameState s = plays(t, start, "detonate 14");
        assertThat(s.player()).as("still Black's turn").isEqualTo(B);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("cure-critical-wounds 10", "pass");
        GameState cured = plays(t, s, "cure-critical-wounds 10");
        assertThat(cured.owner(sq(10))).isEqualTo(W);
        assertThat(cured.owner(sq(14))).isNull();
        assertThat(cured.record(B).get(Counters.POOL)).isZero();
        assertThat(cured.record(W).get(Counters.PENNIES)).isZero();
        assertThat(cured.turn()).isEqualTo(start.turn() + 2);
        assertThat(t.rules.toAct(cured)).isEqualTo(new ToAct.Choice(B, Window.MAIN));

        GameState passed = plays(t, s, "pass");
        assertThat(passed.owner(sq(10))).isNull();
        assertThat(passed.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(passed.record(W).get(Counters.POOL)).isZero();
        assertThat(t.rules.toAct(passed)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * The maser's line in the Cleric's turn-to-be: the Cleric is asked, in Ennesby's turn, whether to cure
     * one of its two checkers in the line; the other (no 3 pennies left) is captured; then Ennesby pays and
     * moves again, as the Cleric passes its turn. S19, S11
     */
    @Test
    void cureCriticalWoundsAnswersTheMaser() {
        Table t = Table.of("ennesby", "cleric", "B:W14,27,29:B9").pennies(W, 3);
        GameState start = t.state();
        GameState s = plays(t, start, "maser 9 14");
        assertThat(s.player()).isEqualTo(B);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.REACTION));
        java.util.List<String> offer = Table.legal(t.rules, s);
        assertThat(offer).hasSize(2).contains("pass")
                .containsAnyOf("cure-critical-wounds 14", "cure-critical-wounds 27");
        int cured = offer.contains("cure-critical-wounds 14") ? 14 : 27;
        int taken = cured == 14 ? 27 : 14;
        s = plays(t, s, offer.get(0));
        assertThat(s.owner(sq(cured))).isEqualTo(W);
        assertThat(s.owner(sq(taken))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(s.record(B).get(Counters.DIMES)).isEqualTo(1);
        assertThat(s.record(W).get(Counters.PENNIES)).isZero();
        assertThat(s.turn()).isEqualTo(start.turn() + 2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
    }

    // ---- levels across the sets ---------------------------------------------------------------------

    /**
     * Schlock's capture raises his level and lowers the Mage's LD; the Mage's Fireball then has Schlock's
     * checker save with Schlock's own LD, +1: a 3 saves. S4, S19
     */
    @Test
    void aSchlockSideSavesWithItsOwnLd() {
        Table t = Table.of("schlock", "mage", "B:W18,32:B14").pennies(W, 3);
        GameState s = plays(t, t.state(), "14x23");
        assertThat(Levels.level(s, B)).isEqualTo(1);
        assertThat(Levels.ld(s, W)).isEqualTo(-1);
        assertThat(t.rules.describe(s)).contains("Black (Sergeant Schlock): level 1, LD +1, pool 1",
                "White (Arcane Mage): level 0, LD -1, pool 0");
        s = plays(t, s, "fireball 23");
        assertThat(chanceLabel(t, s)).isEqualTo("Black's saving throw for 23 against 2 wounds (LD +1)");
        Transition save = Table.roll(t.rules, s, 3);
        assertThat(texts(save)).anyMatch(e -> e.startsWith("Black's saving throw") && e.contains("rolled 3, LD +1 makes 4: saved"));
        s = save.state();
        assertThat(s.owner(sq(23))).isEqualTo(B);
        assertThat(s.has(Marks.WOUNDED, sq(23))).isTrue();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
    }

    /** With the LD at 0 (no capture yet) the same roll of 3 fails: both wounds, and the checker is captured. S4 */
    @Test
    void withoutItsCaptureTheSchlockSideFailsTheSameRoll() {
        Table t = Table.of("schlock", "mage", "W:W32:B23").pennies(W, 3);
        GameState s = plays(t, t.state(), "fireball 23");
        assertThat(chanceLabel(t, s)).isEqualTo("Black's saving throw for 23 against 2 wounds (LD 0)");
        s = Table.roll(t.rules, s, 3).state();
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(1);
    }

    /**
     * One purse a side: the Bard pays its Charm out of its purse, and the penny on the checker is not in it;
     * the Thief's purse is its arrows; the Schlock side's purse shows its penny victory. S3
     */
    @Test
    void eachSideHasOnePurse() {
        Table t = Table.of("bard", "schlock", "B:W32:B5").pennies(B, 2);
        GameState s = plays(t, t.state(), "charm 5");
        assertThat(Marks.COINS.get(s, sq(5))).isEqualTo(1);
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.describe(s)).isEqualTo("Black (Bard): level 0, LD 0, pool 0, pennies 1\n"
                + "White (Sergeant Schlock): level 0, LD 0, pool 0, pennies 1 (5 to win)");
        Table thief = Table.of("thief", "tagon", "B:W18,32:B14");
        s = plays(thief, thief.state(), "14x23");
        assertThat(s.record(B).get(Counters.ARROWS)).isEqualTo(1);
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        String thiefLine = thief.rules.describe(s).split("\n")[0];
        assertThat(thiefLine).startsWith("Black (Ranged Attack Thief): level 1, LD +1, pool 1, arrows 1,")
                .doesNotContain("pennies");
    }

    // ---- protections against jumps of the other set ------------------------------------------------

    /** A Bard's charmed checker may not be jumped, so Schlock may not shoot it; resisted, both are open. S19, S7 */
    @Test
    void aCharmStopsThePlasmaCannon() {
        Table t = Table.of("schlock", "bard", "B:W18,32:B14").coins(1, 18);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("14-17", "resist-charm 18");
        refused(t, s, act("plasma-cannon", 18),
                "the Plasma Cannon replaces a jump, and 18 is charmed: it may not be jumped (resist-charm 18 tries to break the charm)");
        s = plays(t, s, "resist-charm 18");
        s = Table.roll(t.rules, s, 6).state();
        assertThat(Marks.COINS.get(s, sq(18))).isZero();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("14x23", "plasma-cannon 18");
    }

    /**
     * Fobius's protection stops the Fighter's bent jumps as it stops straight ones; without it (Tagon)
     * all three are offered. S19, S15
     */
    @Test
    void fobiusProtectionStopsABentJump() {
        String fen = "B:W9,20,32:B1,5,7,11";
        Table open = Table.of("fighter", "tagon", fen);
        GameState s = plays(open, open.state(), "5x14", "20-16");
        assertThat(Levels.ld(s, B)).isEqualTo(1);
        assertThat(Table.legal(open.rules, s)).containsExactlyInAnyOrder("11x20", "11x12(16)", "11x19(16)");

        Table t = Table.of("fighter", "fobius", fen);
        s = plays(t, t.state(), "5x14", "20-16");
        assertThat(Table.legal(t.rules, s)).noneMatch(d -> d.contains("x"));
        refused(t, s, new Decision.Jump(sq(11), sq(16), sq(19)), PROTECTED);
    }

    /** Fobius's protection stops an illusion's jump too. S19, S15 */
    @Test
    void fobiusProtectionStopsAnIllusionsJump() {
        String fen = "B:W9,20,32:B1,5,7";
        Table open = Table.of("bard", "tagon", fen).illusion(B, 11);
        GameState s = plays(open, open.state(), "5x14", "20-16");
        assertThat(Table.legal(open.rules, s)).containsExactly("11x20");

        Table t = Table.of("bard", "fobius", fen).illusion(B, 11);
        s = plays(t, t.state(), "5x14", "20-16");
        assertThat(Table.legal(t.rules, s)).noneMatch(d -> d.contains("x")).contains("11-15");
        refused(t, s, new Decision.Jump(sq(11), sq(16), sq(20)), PROTECTED);
    }

    /**
     * The Ranger's second hop lands on 27 next to 23, which Nerves of Steel kept: Leap & Stab may not
     * wound it that turn, only 32. S19, S8
     */
    @Test
    void leapAndStabDoesNotWoundAPieceSavedByNervesOfSteel() {
        Table t = Table.of("ranger", "tagon", "B:W14,23,32:B9").pennies(W, 1);
        GameState s = plays(t, t.state(), "9x18");
        assertThat(Table.legal(t.rules, s)).containsExactly("nerves-of-steel 14", "pass");
        s = plays(t, s, "pass", "18x27");
        assertThat(Table.legal(t.rules, s)).containsExactly("nerves-of-steel 23", "pass");
        s = plays(t, s, "nerves-of-steel 23");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("stab 32", "pass");
        s = plays(t, s, "stab 32");
        assertThat(s.owner(sq(23))).isEqualTo(W);
        assertThat(s.has(Marks.WOUNDED, sq(23))).isFalse();
        assertThat(s.has(Marks.WOUNDED, sq(32))).isTrue();
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /** Loads of HP pennies take wounds, not captures: the bomb takes the Fighter's checkers, pennies and all. S19, S14 */
    @Test
    void loadsOfHpDoNotStopADetonation() {
        Table t = Table.of("chvorthq", "fighter", "B:W10,18,23,32:B1,14").pennies(B, 1);
        GameState s = t.state();
        assertThat(Marks.COINS.get(s, sq(10))).isEqualTo(1);
        assertThat(Marks.COINS.get(s, sq(18))).isEqualTo(1);
        s = plays(t, s, "detonate 14");
        assertThat(s.owner(sq(10))).isNull();
        assertThat(s.owner(sq(18))).isNull();
        assertThat(Marks.COINS.get(s, sq(10))).isZero();
        assertThat(s.owner(sq(23))).isEqualTo(W);
        assertThat(Marks.COINS.get(s, sq(23))).isEqualTo(1);
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
    }

    /** Nor do they stop the maser: every Fighter's checker in its line is captured. S19, S11 */
    @Test
    void loadsOfHpDoNotStopTheMaser() {
        Table t = Table.of("ennesby", "fighter", "B:W14,27,29:B9");
        GameState s = plays(t, t.state(), "maser 9 14");
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.owner(sq(27))).isNull();
        assertThat(s.owner(sq(29))).isEqualTo(W);
        assertThat(s.owner(sq(9))).isEqualTo(B);
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.record(B).get(Counters.PENNIES)).isZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * The maser replaces a jump, so it does not fire over a charmed checker; but a charmed checker further
     * along the line of a jump it does replace is captured with the rest (a Charm forbids jumping only).
     * S11, S19
     */
    @Test
    void theMaserLineCapturesACharmedCheckerBeyondTheJumpedOne() {
        Table t = Table.of("ennesby", "bard", "B:W14,23,29:B9").coins(1, 23);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).contains("maser 9 14");
        s = plays(t, s, "maser 9 14");
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);

        Table charmed = Table.of("ennesby", "bard", "B:W14,29:B9").coins(1, 14);
        GameState c = charmed.state();
        assertThat(Table.legal(charmed.rules, c)).doesNotContain("maser 9 14", "9x18");
        Table.refused(charmed, c, Decision.Act.of("maser", sq(9), sq(14)), "the maser replaces a jump, and 14 is charmed: "
                + "it may not be jumped (resist-charm 14 tries to break the charm)");
    }
}
