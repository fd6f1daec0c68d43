package dev.kingme.rules.character;

import static dev.kingme.rules.character.FrameTest.plays;
import static dev.kingme.rules.character.Table.act;
import static dev.kingme.rules.character.Table.powers;
import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.sq;
import static dev.kingme.rules.character.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * Reverend Theo Fobius: "If one or more of his pieces was captured last turn, then none of his pieces may
 * be jumped on his opponent's next turn. (Protected to some small degree by clerical status.)"
 *
 * <p>Fobius plays White (moving up the board, towards 1) in every scenario; most start from one position:
 * Black's 5 takes White's 9, White steps 20-16 next to Black's 11, which could jump it to 20 but for the
 * protection (Black's 7 keeps 16 from jumping 11). Each test names the rulings of
 * docs/rules/schlock-mercenary.md it pins.
 */
class FobiusTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;
    /** Black's 5 can take White's 9; White's 20 can step next to Black's 11. */
    private static final String POSITION = "B:W9,20,32:B1,5,7,11";
    private static final String PROTECTED = "none of Reverend Theo Fobius's pieces may be jumped this turn: one of them was"
            + " captured in Black's last turn";

    /**
     * After Black's turn took one of his pieces, none of Fobius's pieces may be jumped in Black's next
     * turn: 11x20 is not offered and is refused with the reason; the protection is gone after that turn,
     * and the jump is then mandatory. S15
     */
    @Test
    void aLossProtectsHisPiecesInTheOpponentsNextTurnOnly() {
        Table t = Table.of("none", "fobius", POSITION);
        Transition capture = Table.play(t.rules, t.state(), "5x14");
        assertThat(texts(capture)).contains("Clerical status: none of White's pieces may be jumped in Black's next turn");
        GameState s = capture.state();
        assertThat(s.record(W).get(Counters.GUARD)).isEqualTo(1);
        s = plays(t, s, "20-16");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(Table.legal(t.rules, s)).doesNotContain("11x20").contains("11-15", "1-6", "14-18");
        refused(t, s, new Decision.Jump(sq(11), sq(16), sq(20)), PROTECTED);
        assertThat(t.rules.describe(s)).contains("protected: no piece may be jumped in Black's turn");
        s = plays(t, s, "1-6");
        assertThat(s.record(W).get(Counters.GUARD)).isZero();
        s = plays(t, s, "32-27");
        assertThat(Table.legal(t.rules, s)).containsExactly("11x20");
        s = plays(t, s, "11x20");
        assertThat(s.owner(sq(16))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
    }

    /** A turn of Black's that took nothing gives no protection: the jump is offered and mandatory. S15 */
    @Test
    void aTurnWithoutLossesGivesNoProtection() {
        Table t = Table.of("none", "fobius", "B:W20,32:B1,7,11");
        GameState s = plays(t, t.state(), "1-5");
        assertThat(s.record(W).get(Counters.GUARD)).isZero();
        s = plays(t, s, "20-16");
        assertThat(Table.legal(t.rules, s)).containsExactly("11x20");
    }

    /** Without Fobius the same turns leave the jump open: the protection is his power. S15 */
    @Test
    void anotherCharacterHasNoClericalStatus() {
        Table t = Table.of("none", "tagon", POSITION);
        GameState s = plays(t, t.state(), "5x14", "20-16");
        assertThat(s.record(W).get(Counters.GUARD)).isZero();
        assertThat(Table.legal(t.rules, s)).containsExactly("11x20");
    }

    /**
     * A piece shot by the Plasma Cannon is captured too ("by a jump or otherwise"): it protects the rest;
     * and then the Cannon cannot shoot a protected piece, since it may not be jumped. S15, S7
     */
    @Test
    void thePlasmaCannonGivesProtectionAndCannotShootAProtectedPiece() {
        Table t = Table.of("schlock", "fobius", POSITION).pennies(B, 2);
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("5x14", "plasma-cannon 9");
        s = plays(t, s, "plasma-cannon 9");
        assertThat(s.owner(sq(9))).isNull();
        assertThat(s.owner(sq(5))).isEqualTo(B);
        assertThat(s.record(W).get(Counters.GUARD)).isEqualTo(1);
        s = plays(t, s, "20-16");
        assertThat(s.record(B).get(Counters.PENNIES)).isEqualTo(1);
        assertThat(powers(t, s, "plasma-cannon")).isEmpty();
        assertThat(Table.legal(t.rules, s)).doesNotContain("11x20");
        refused(t, s, act("plasma-cannon", 16),
                "the Plasma Cannon replaces a jump, and none of Reverend Theo Fobius's pieces may be jumped this turn: one of them was captured in Black's last turn");
    }

    /**
     * Only jumping is forbidden: Ch'vorthq's bomb took two of Fobius's checkers, and his next bomb still
     * takes a protected one; the loss protects Fobius again. S15, S14
     */
    @Test
    void theBombStillCapturesAProtectedPiece() {
        Table t = Table.of("chvorthq", "fobius", "B:W10,30,31,32:B1,14,26").pennies(B, 2);
        GameState s = plays(t, t.state(), "detonate 26");
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        assertThat(s.record(W).get(Counters.GUARD)).isEqualTo(1);
        s = plays(t, s, "32-28");
        assertThat(powers(t, s, "detonate")).containsExactly("detonate 1", "detonate 14");
        s = plays(t, s, "detonate 14");
        assertThat(s.owner(sq(10))).isNull();
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(3);
        assertThat(s.record(W).get(Counters.GUARD)).isEqualTo(1);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * Only jumping is forbidden: Ennesby may not jump White's protected 15, but the maser fired from 11
     * through it is not a jump and takes every piece in its line, 15 and 22. S15, S11
     */
    @Test
    void noMaserThroughAProtectedPiece() {
        Table t = Table.of("ennesby", "fobius", "B:W9,19,22,32:B1,5,7,11");
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("5x14", "maser 5 9");
        s = plays(t, s, "5x14", "19-15");
        assertThat(s.record(W).get(Counters.GUARD)).isEqualTo(1);
        assertThat(Table.legal(t.rules, s)).doesNotContain("11x18", "maser 11 15").contains("11-16");
        refused(t, s, new Decision.Jump(sq(11), sq(15), sq(18)), PROTECTED);
        refused(t, s, Decision.Act.of("maser", sq(11), sq(15)), "the maser replaces a jump, and " + PROTECTED);
    }

    /**
     * Master Sergeant Thurl's extra turn is the opponent's next turn: the capture in his turn protects
     * Fobius's pieces in it, and the status says so while the extra turn is offered ("Black's next turn",
     * not the turn that is ending). With no loss in the extra turn the protection is gone after it. S15, S13
     */
    @Test
    void thurlsExtraTurnIsTheOpponentsNextTurn() {
        Table t = Table.of("thurl", "fobius", "B:W7,14,30:B3,9");
        GameState s = plays(t, t.state(), "9x18");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.REACTION));
        assertThat(t.rules.describe(s)).contains("protected: no piece may be jumped in Black's next turn");
        s = plays(t, s, "extra-turn");
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(t.rules.describe(s)).contains("protected: no piece may be jumped in Black's turn");
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("3-8", "18-22", "18-23");
        refused(t, s, new Decision.Jump(sq(3), sq(7), sq(10)), PROTECTED);
        s = plays(t, s, "18-23");
        assertThat(s.record(W).get(Counters.GUARD)).isZero();
        assertThat(t.rules.describe(s)).doesNotContain("protected");
        s = plays(t, s, "30-26");
        assertThat(Table.legal(t.rules, s)).contains("3x10");
    }

    /**
     * The protection covers a king as well, against a king as well: neither Black's man on 11 nor his king
     * on 12 may jump White's king that stepped to 16; the turn after, both jumps are open. S15
     */
    @Test
    void theProtectionCoversKingsToo() {
        Table t = Table.of("none", "fobius", "B:W9,K20,32:B1,5,7,11,K12");
        GameState s = plays(t, t.state(), "5x14", "20-16");
        assertThat(s.has(dev.kingme.rules.Layer.KING, sq(16))).isTrue();
        assertThat(Table.legal(t.rules, s)).noneMatch(d -> d.contains("x"));
        refused(t, s, new Decision.Jump(sq(12), sq(16), sq(19)), PROTECTED);
        s = plays(t, s, "1-6", "32-27");
        assertThat(Table.legal(t.rules, s)).containsExactlyInAnyOrder("11x20", "12x19");
    }
}
