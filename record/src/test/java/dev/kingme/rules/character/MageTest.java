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
import dev.kingme.rules.Window;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Arcane Mage: "Spellcaster - Every time you gain a level, you get a penny. You can cast one spell
 * during your turn instead of moving. Fireball (Spell) - Spend 3 pennies to trace a straight, unblocked path
 * from one of your checkers to another checker. Deal 2 wounds to that checker and wound all checkers in the
 * 8 surrounding squares. Each affected checker can save for -1 wound of damage. Magic Missile (Spell) -
 * Spend 1 penny to trace an unobstructed, legal movement path from one of your checkers to any checker.
 * Wound the checker at the end of the path."
 *
 * <p>The Mage plays Black (moving down the board, towards 32) in every scenario.
 */
class MageTest {
    private static final Player MAGE = Player.BLACK;
    private static final Player FOE = Player.WHITE;

    // ---- Fireball -----------------------------------------------------------------------------------

    @Test
    void fireballDealsTwoWoundsToTheTargetAndOneToEverySurroundingCheckerEachSavingForOneLess() { // F19, F8, F10, F6, F4
        Table t = Table.of("mage", "none", "B:W19,23,24:B1,16").pennies(MAGE, 4).pool(MAGE, 1);
        GameState s = t.state();
        assertThat(powers(t, s, "fireball")).containsExactly("fireball 19");

        Transition tr = Table.play(t.rules, s, "fireball 19");
        s = tr.state();
        assertThat(texts(tr)).contains("Black casts Fireball at 19");
        assertThat(s.record(MAGE).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(chance(t, s)).isEqualTo("White's saving throw for 19 against 2 wounds (LD -1)");
        s = Table.roll(t.rules, s, 5).state(); // 5 - 1 = 4 saves: 1 wound
        assertThat(s.has(Marks.WOUNDED, sq(19))).isTrue();
        assertThat(s.owner(sq(19))).isEqualTo(FOE);

        assertThat(chance(t, s)).isEqualTo("Black's saving throw for 16 against 1 wound (LD +1)");
        s = Table.roll(t.rules, s, 3).state(); // 3 + 1 = 4 saves: no wound
        assertThat(s.has(Marks.WOUNDED, sq(16))).isFalse();

        assertThat(chance(t, s)).isEqualTo("White's saving throw for 23 against 1 wound (LD -1)");
        s = Table.roll(t.rules, s, 4).state(); // 4 - 1 = 3 fails
        assertThat(s.has(Marks.WOUNDED, sq(23))).isTrue();

        assertThat(chance(t, s)).isEqualTo("White's saving throw for 24 against 1 wound (LD -1)");
        tr = Table.roll(t.rules, s, 6);
        s = tr.state();
        assertThat(texts(tr)).anyMatch(e -> e.startsWith("White's saving throw") && e.contains("rolled 6, and a 6 always saves: saved"));
        assertThat(s.has(Marks.WOUNDED, sq(24))).isFalse();

        assertThat(s.pending()).isEmpty();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(s.record(MAGE).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();
    }

    @Test
    void aFireballKillCountsAtOnceAndTheMagesOwnCheckerKilledByItGoesToNoPool() { // F19, F10, F14, F15
        Table t = Table.of("mage", "none", "B:W19,23,24:B1,16").pennies(MAGE, 4).pool(MAGE, 1).wounded(19, 16);
        GameState s = Table.play(t.rules, t.state(), "fireball 19").state();
        Transition tr = Table.roll(t.rules, s, 3); // 3 - 1 = 2 fails: 2 wounds to a wounded checker
        s = tr.state();
        assertThat(texts(tr)).contains("killed 19");
        assertThat(s.owner(sq(19))).isNull();
        assertThat(s.record(MAGE).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.record(MAGE).get(Counters.PENNIES)).isEqualTo(2);

        assertThat(chance(t, s)).isEqualTo("Black's saving throw for 16 against 1 wound (LD +2)");
        tr = Table.roll(t.rules, s, 1); // 1 + 2 = 3 fails
        s = tr.state();
        assertThat(texts(tr)).contains("lost 16");
        assertThat(s.owner(sq(16))).isNull();
        assertThat(s.record(MAGE).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.record(MAGE).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(s.record(FOE).get(Counters.POOL)).isZero();

        assertThat(chance(t, s)).isEqualTo("White's saving throw for 23 against 1 wound (LD -2)");
        s = Table.roll(t.rules, s, 5).state(); // 5 - 2 = 3 fails; at the LD before the kill it would save
        assertThat(s.has(Marks.WOUNDED, sq(23))).isTrue();

        s = Table.roll(t.rules, s, 6).state();
        assertThat(s.has(Marks.WOUNDED, sq(24))).isFalse();
        assertThat(s.pieces(MAGE)).isEqualTo(1L << sq(1));
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    @Test
    void fireballIsRefusedAlongABlockedDiagonal() { // F8
        Table t = Table.of("mage", "none", "B:W15,19:B1").pennies(MAGE, 3);
        GameState s = t.state();
        assertThat(powers(t, s, "fireball")).containsExactly("fireball 15");
        refused(t, s, act("fireball", 19), "no straight, unblocked diagonal from any of your checkers to 19");
    }

    @Test
    void fireballIsRefusedWithTooFewPenniesOrWhileACaptureIsAvailable() { // F11, F19
        Table poor = Table.of("mage", "none", "B:W15,19:B1").pennies(MAGE, 2);
        assertThat(powers(poor, poor.state(), "fireball")).isEmpty();
        refused(poor, poor.state(), act("fireball", 15), "Fireball costs 3 pennies; Black has 2");

        Table capture = Table.of("mage", "none", "B:W6,19:B1").pennies(MAGE, 5);
        assertThat(Table.legal(capture.rules, capture.state())).containsExactly("1x10");
        refused(capture, capture.state(), act("fireball", 6),
                "a capture is available and must be taken: Fireball cannot replace it");
    }

    @Test
    void fireballTargetsOnlyAnEnemyPiece() { // F10
        Table t = Table.of("mage", "none", "B:W19:B1,6").pennies(MAGE, 3);
        GameState s = t.state();
        assertThat(powers(t, s, "fireball")).containsExactly("fireball 19");
        refused(t, s, act("fireball", 6), "there is no enemy piece on 6");
        refused(t, s, act("fireball", 10), "there is no enemy piece on 10");
    }

    // ---- Magic Missile ------------------------------------------------------------------------------

    @Test
    void magicMissileFollowsAMovementPathThatMayTurnWhereNoStraightLineGoes() { // F9, F8
        Table t = Table.of("mage", "none", "B:W13,32:B1").pennies(MAGE, 3);
        GameState s = t.state();
        assertThat(powers(t, s, "magic-missile")).containsExactlyInAnyOrder("magic-missile 13", "magic-missile 32");
        assertThat(powers(t, s, "fireball")).isEmpty();
        refused(t, s, act("fireball", 13), "no straight, unblocked diagonal from any of your checkers to 13");

        Transition tr = Table.play(t.rules, s, "magic-missile 13");
        s = tr.state();
        assertThat(texts(tr)).contains("Black casts Magic Missile at 13", "13 is wounded");
        assertThat(s.has(Marks.WOUNDED, sq(13))).isTrue();
        assertThat(s.record(MAGE).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(s.pieces(MAGE)).isEqualTo(1L << sq(1));
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(s.turn()).isEqualTo(t.state().turn() + 1);
    }

    @Test
    void aMansMissileGoesOnlyForwardAKingsInAnyDirection() { // F9
        Table man = Table.of("mage", "none", "B:W5,9,32:B14").pennies(MAGE, 1);
        assertThat(powers(man, man.state(), "magic-missile")).containsExactly("magic-missile 32");
        refused(man, man.state(), act("magic-missile", 9), "no clear movement path from any of your checkers to 9");

        Table king = Table.of("mage", "none", "B:W5,9,32:BK14").pennies(MAGE, 1);
        assertThat(powers(king, king.state(), "magic-missile"))
                .containsExactlyInAnyOrder("magic-missile 5", "magic-missile 9", "magic-missile 32");
    }

    @Test
    void aMissileNeverPassesThroughAPiece() { // F9
        Table t = Table.of("mage", "none", "B:W6,10,32:B1").pennies(MAGE, 1);
        GameState s = t.state();
        assertThat(powers(t, s, "magic-missile")).containsExactlyInAnyOrder("magic-missile 6", "magic-missile 32");
        refused(t, s, act("magic-missile", 10), "no clear movement path from any of your checkers to 10");
        refused(t, s, act("magic-missile", 1), "there is no enemy piece on 1");
    }

    @Test
    void magicMissileIsRefusedWhileACaptureIsAvailableOrWithoutAPenny() { // F11
        Table capture = Table.of("mage", "none", "B:W6,32:B1").pennies(MAGE, 1);
        assertThat(Table.legal(capture.rules, capture.state())).containsExactly("1x10");
        refused(capture, capture.state(), act("magic-missile", 32),
                "a capture is available and must be taken: Magic Missile cannot replace it");

        Table poor = Table.of("mage", "none", "B:W13:B1");
        assertThat(powers(poor, poor.state(), "magic-missile")).isEmpty();
        refused(poor, poor.state(), act("magic-missile", 13), "Magic Missile costs 1 penny; Black has none");
    }

    @Test
    void aKillBySpellPutsTheCheckerInTheMagesPoolAndEarnsAPennyPerLevel() { // F14, F15, F2
        Table t = Table.of("mage", "none", "B:W13,29,K32:B1").pennies(MAGE, 2).wounded(13, 32);
        Transition tr = Table.play(t.rules, t.state(), "magic-missile 13");
        GameState s = tr.state();
        assertThat(texts(tr)).contains("killed 13");
        assertThat(s.owner(sq(13))).isNull();
        assertThat(s.record(MAGE).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(MAGE).get(Counters.PENNIES)).isEqualTo(2); // 2 - 1 + 1
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));

        s = Table.play(t.rules, s, "29-25").state();
        s = Table.play(t.rules, s, "magic-missile 32").state();
        assertThat(s.owner(sq(32))).isNull();
        assertThat(s.record(MAGE).get(Counters.POOL)).isEqualTo(3);
        assertThat(s.record(MAGE).get(Counters.PENNIES)).isEqualTo(3); // 2 - 1 + 2 for a king
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }







}
