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
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * Admiral Breya [mercenary]: "Starts the game with a penny. May spend a penny at the start of a turn to
 * neutralize all of her opponent's special powers for that turn. (Superior tactician)"
 *
 * <p>Breya plays Black (moving towards 32) in every scenario; each neutralizing scenario is played both
 * ways, with Superior Tactician and with a pass. Each test names the rulings of
 * {@code docs/rules/schlock-mercenary.md} it pins.
 */
class BreyaTest {
    private static final Player BREYA = Player.BLACK;
    private static final Player FOE = Player.WHITE;

    /** "Starts the game with a penny"; against no character there is nothing to neutralize, no offer. The frame, S9 */
    @Test
    void breyaStartsWithAPennyAndIsNotAskedAgainstNoCharacter() {
        Table t = Table.of("breya", "none", "B:W18,32:B14");
        assertThat(t.rules.initial().record(BREYA).get(Counters.PENNIES)).isEqualTo(1);
        GameState s = t.state();
        assertThat(s.record(BREYA).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(BREYA, Window.MAIN));
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
    }

    /**
     * Offered at the start of a turn while she has a penny and neutralizing the opponent could change
     * something in it: not against Captain Tagon without a penny (Nerves of Steel could not answer her jump),
     * nor with nothing for Tagon to answer, nor against a Bard without a charm; with a penny and a jump of
     * hers to answer, it is offered. Never from a main window. S9
     */
    @Test
    void superiorTacticianIsOfferedOnlyWhenItCouldChangeSomething() {
        Table broke = Table.of("breya", "tagon", "B:W18,32:B14");
        GameState s = broke.state();
        assertThat(broke.rules.toAct(s)).isEqualTo(new ToAct.Choice(BREYA, Window.MAIN));
        assertThat(Table.legal(broke.rules, s)).containsExactly("14x23");
        refused(broke, s, Decision.Act.of("superior-tactician"), "Superior Tactician is used at the start of a turn,"
                + " Admiral Breya's or her opponent's, when it would neutralize something");

        Table nothingToAnswer = Table.of("breya", "tagon", "B:W32:B1").pennies(FOE, 1);
        assertThat(nothingToAnswer.rules.toAct(nothingToAnswer.state())).isEqualTo(new ToAct.Choice(BREYA, Window.MAIN));

        Table t = Table.of("breya", "tagon", "B:W18,32:B14").pennies(FOE, 1);
        s = t.state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(BREYA, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("superior-tactician", "pass");
        assertThat(t.rules.question(s)).isEqualTo("whether to neutralize White's powers for this turn"
                + " (superior-tactician for a penny, or pass)");
        s = plays(t, s, "pass");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(BREYA, Window.MAIN));
        assertThat(s.record(BREYA).get(Counters.PENNIES)).isEqualTo(1);
        // Tagon has nothing to use in his own turn: nothing is offered at its start
        s = plays(t, s, "14x23", "pass");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));

        Table bard = Table.of("breya", "bard", "B:W32:B1");
        assertThat(bard.rules.toAct(bard.state())).isEqualTo(new ToAct.Choice(BREYA, Window.MAIN));
        Table poor = Table.of("breya", "tagon", "B:W18,32:B14").pennies(BREYA, 0).pennies(FOE, 1);
        assertThat(poor.rules.toAct(poor.state())).isEqualTo(new ToAct.Choice(BREYA, Window.MAIN));
    }

    /**
     * "At the start of a turn": also at the start of the opponent's turn, where it stops the powers the
     * opponent would use in it. Chef Ch'vorthq's bomb, Sergeant Schlock's Plasma Cannon, Ennesby's maser and
     * a Mage's spells are neither offered nor allowed that turn (the capture they would replace stays
     * mandatory); a pass leaves them. S9
     */
    @Test
    void superiorTacticianAtTheStartOfTheOpponentsTurnStopsItsPowers() {
        Table chef = Table.of("breya", "chvorthq", "W:W22,31:B1,5").pennies(FOE, 1);
        GameState s = chef.state();
        assertThat(chef.rules.toAct(s)).isEqualTo(new ToAct.Choice(BREYA, Window.REACTION));
        assertThat(chef.rules.question(s)).isEqualTo("whether to neutralize White's powers for this turn"
                + " (superior-tactician for a penny, or pass)");
        assertThat(Table.legal(chef.rules, plays(chef, s, "pass"))).contains("detonate 22", "detonate 31");
        Transition tr = Table.play(chef.rules, s, "superior-tactician");
        assertThat(texts(tr)).contains("Superior Tactician: White's powers do nothing this turn");
        s = tr.state();
        assertThat(s.record(BREYA).get(Counters.PENNIES)).isZero();
        assertThat(chef.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(Table.legal(chef.rules, s)).noneMatch(d -> d.startsWith("detonate"));
        refused(chef, s, act("detonate", 22), "Admiral Breya's Superior Tactician neutralized White's powers for this turn");
        assertThat(chef.rules.describe(s)).contains("Black (Admiral Breya): pool 0, pennies 0 (5 to win), White's powers"
                + " neutralized this turn");
        // the next turn of White's is its own again
        s = plays(chef, s, "22-17", "1-6");
        assertThat(Table.legal(chef.rules, s)).contains("detonate 17");

        for (String foe : new String[] {"schlock", "ennesby"}) {
            Table t = Table.of("breya", foe, "W:W22,31:B18,1").pennies(FOE, 1);
            GameState passed = plays(t, t.state(), "pass");
            assertThat(Table.legal(t.rules, passed)).as(foe).hasSizeGreaterThan(1).contains("22x15");
            GameState neutral = plays(t, t.state(), "superior-tactician");
            assertThat(Table.legal(t.rules, neutral)).as(foe).containsExactly("22x15");
        }

        Table mage = Table.of("breya", "mage", "W:W22,31:B5,1").pennies(FOE, 3);
        assertThat(Table.legal(mage.rules, plays(mage, mage.state(), "pass"))).anyMatch(d -> d.startsWith("magic-missile"));
        assertThat(Table.legal(mage.rules, plays(mage, mage.state(), "superior-tactician")))
                .containsExactlyInAnyOrder("22-17", "22-18", "31-26", "31-27");
    }

    /**
     * Neutralized at the start of his turn, Master Sergeant Thurl is not offered another turn at its end
     * (Works Miracles), though he holds two pennies: the turn passes. S9, S13
     */
    @Test
    void superiorTacticianInThurlsTurnStopsAnotherTurn() {
        Table t = Table.of("breya", "thurl", "W:W22,31:B1,5").pennies(FOE, 2);
        GameState s = t.state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(BREYA, Window.REACTION));
        GameState passed = plays(t, s, "pass", "22-17");
        assertThat(t.rules.toAct(passed)).isEqualTo(new ToAct.Choice(FOE, Window.REACTION));
        assertThat(Table.legal(t.rules, passed)).containsExactly("extra-turn", "pass");

        GameState neutral = plays(t, s, "superior-tactician", "22-17");
        assertThat(t.rules.toAct(neutral)).isEqualTo(new ToAct.Choice(BREYA, Window.MAIN));
        assertThat(neutral.record(FOE).get(Counters.PENNIES)).isEqualTo(2);
    }

    /**
     * For a penny, Captain Tagon is not asked after Breya's hop over 18 and keeps his penny; the next turn
     * the power works again: passing on the offer, Breya's hop over 27 is answered by Nerves of Steel. S9, S8
     */
    @Test
    void superiorTacticianNeutralizesNervesOfSteelForThatTurnOnly() {
        Table t = Table.of("breya", "tagon", "B:W18,31:B14").pennies(BREYA, 2).pennies(FOE, 2);
        Transition tr = Table.play(t.rules, t.state(), "superior-tactician");
        GameState s = tr.state();
        assertThat(texts(tr)).contains("Superior Tactician: White's powers do nothing this turn");
        assertThat(s.record(BREYA).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(BREYA, Window.MAIN));
        s = plays(t, s, "14x23");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(BREYA).get(Counters.POOL)).isEqualTo(1);
        assertThat(s.record(FOE).get(Counters.PENNIES)).isEqualTo(2);

        s = plays(t, s, "31-27", "pass", "23x32");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("nerves-of-steel 27", "pass");
    }

    /**
     * Reverend Fobius's clerical status forbids jumping 18 this turn; neutralized, the jump is open and, as
     * a capture, mandatory. S9, S15
     */
    @Test
    void superiorTacticianNeutralizesClericalStatus() {
        Table t = Table.of("breya", "fobius", "B:W18,32:B14").counter(FOE, Counters.GUARD, 1);
        GameState passed = plays(t, t.state(), "pass");
        assertThat(Table.legal(t.rules, passed)).containsExactly("14-17");
        refused(t, passed, new Decision.Jump(sq(14), sq(18), sq(23)), "none of Reverend Theo Fobius's pieces may be jumped"
                + " this turn: one of them was captured in Black's last turn");

        assertThat(t.rules.describe(passed)).contains("protected: no piece may be jumped");

        GameState s = plays(t, t.state(), "superior-tactician");
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
        // the status says what holds now: neutralized, the protection does nothing this turn
        assertThat(t.rules.describe(s)).contains("protection neutralized this turn: its pieces may be jumped")
                .doesNotContain("protected:");
        s = plays(t, s, "14x23");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(BREYA).get(Counters.POOL)).isEqualTo(1);
    }

    /**
     * A Bard's charmed checker may not be jumped (the charm may only be resisted); neutralized, the penny
     * stays on it but the jump is open and mandatory. S9, S19, F20
     */
    @Test
    void superiorTacticianNeutralizesACharm() {
        Table t = Table.of("breya", "bard", "B:W18,32:B14").coins(1, 18);
        GameState passed = plays(t, t.state(), "pass");
        assertThat(Table.legal(t.rules, passed)).containsExactlyInAnyOrder("14-17", "resist-charm 18");

        GameState s = plays(t, t.state(), "superior-tactician");
        assertThat(Marks.COINS.get(s, sq(18))).isEqualTo(1);
        assertThat(Table.legal(t.rules, s)).containsExactly("14x23");
        s = plays(t, s, "14x23");
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(BREYA).get(Counters.POOL)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(FOE, Window.MAIN));
    }

    /**
     * Dr. Bunnigus's heal is offered at the start of Breya's turn, right after Superior Tactician's offer;
     * neutralized, it is not offered at all. S9, S17
     */
    @Test
    void superiorTacticianNeutralizesTheHealOffer() {
        Table t = Table.of("breya", "bunnigus", "B:W18,32:B14").pennies(FOE, 2).pool(BREYA, 1);
        GameState passed = plays(t, t.state(), "pass");
        assertThat(t.rules.toAct(passed)).isEqualTo(new ToAct.Choice(FOE, Window.REACTION));
        assertThat(Table.legal(t.rules, passed)).containsExactlyInAnyOrder("heal 29", "heal 30", "heal 31", "pass");

        GameState s = plays(t, t.state(), "superior-tactician");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(BREYA, Window.MAIN));
        assertThat(s.record(FOE).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(s.record(BREYA).get(Counters.POOL)).isEqualTo(1);
        assertThat(Long.bitCount(s.pieces(FOE))).isEqualTo(2);
    }

    /**
     * Commander Kevyn's terraport die, down to its last pip, would run out at the start of Breya's turn;
     * neutralized, it keeps its pip and the piece stays until the start of White's turn. S9, S10. The log
     * names the power that is neutralized (the Terraport), not one neutralizer, since Breya neutralizes too.
     */
    @Test
    void superiorTacticianKeepsTheTerraportDiesPips() {
        Table t = Table.of("breya", "kevyn", "B:W32:B1").terraport(FOE, 32, 20, 1);
        GameState passed = plays(t, t.state(), "pass");
        assertThat(passed.owner(sq(20))).isEqualTo(FOE);
        assertThat(passed.owner(sq(32))).isNull();
        assertThat(passed.record(FOE).get(Counters.COUNTDOWN)).isZero();

        Transition tr = Table.play(t.rules, t.state(), "superior-tactician");
        GameState s = tr.state();
        assertThat(texts(tr)).contains("Terraport is neutralized: its die keeps its 1 pip this turn");
        assertThat(s.owner(sq(32))).isEqualTo(FOE);
        assertThat(s.has(Marks.TERRAPORT, sq(32))).isTrue();
        assertThat(s.owner(sq(20))).isNull();
        assertThat(s.record(FOE).get(Counters.COUNTDOWN)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(BREYA, Window.MAIN));

        s = plays(t, s, "1-6");
        assertThat(s.owner(sq(20))).isEqualTo(FOE);
        assertThat(s.owner(sq(32))).isNull();
        assertThat(s.record(FOE).get(Counters.COUNTDOWN)).isZero();
    }
}
