package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Boards.jump;
import static dev.kingme.rules.lilypad.Boards.legal;
import static dev.kingme.rules.lilypad.Boards.pawn;
import static dev.kingme.rules.lilypad.Boards.position;
import static dev.kingme.rules.lilypad.Boards.step;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.GameState;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** "Appendix A: Variants", one option each, all off by default. */
class VariantsTest {
    static final Rules IMMUNE = Boards.rules(LilypadOptions.IMMUNE, "true");
    static final Rules FROZEN = Boards.rules(LilypadOptions.FROZEN, "true");
    static final Rules ONE_STEP = Boards.rules(LilypadOptions.ONE_STEP, "true");

    /** White's pawn checker on 18 stands in front of Black's 14, with 23 behind it empty. */
    static final GameState FACING_BLACK = position("B:W18,30:B1,14", 1, 18);
    static final GameState FACING_WHITE = position("W:W18,30:B1,14", 1, 18);

    @Test
    void theOptionsAndTheirDefaults() {
        assertThat(Lilypad.GAME.options()).extracting(OptionSpec::name).containsExactly(
                "pawn-checker-immune", "pawn-checker-frozen", "pawn-one-step", "no-progress", "repetitions");
        assertThat(Boards.RULES.options().asMap()).containsEntry("pawn-checker-immune", "false")
                .containsEntry("pawn-checker-frozen", "false").containsEntry("pawn-one-step", "false")
                .containsEntry("no-progress", "40").containsEntry("repetitions", "3");
        assertThatThrownBy(() -> Lilypad.GAME.rules(Map.of("huffing", "true")))
                .hasMessageStartingWith("lilypad has no option 'huffing'");
    }

    @Test
    void immuneAndFrozenTogetherAreRefusedAsContradictory() {
        assertThatThrownBy(() -> Boards.rules(LilypadOptions.IMMUNE, "true", LilypadOptions.FROZEN, "true"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("options pawn-checker-immune and pawn-checker-frozen contradict each other (Appendix A"
                        + " variants 1 and 2: the checker with the pawn may not, or may, be captured); turn one of"
                        + " them off");
    }

    @Test
    void immuneThePawnsCheckerCannotBeCaptured() {
        assertThat(legal(Boards.RULES, FACING_BLACK)).containsExactly("14x23");
        // Black's own pawn checker on 1 may not move either.
        assertThat(legal(IMMUNE, FACING_BLACK)).containsExactly("14-17");
        assertThatThrownBy(() -> IMMUNE.step(FACING_BLACK, jump(14, 18, 23)))
                .hasMessage("the checker with the pawn on 18 may not be captured (option pawn-checker-immune)");
    }

    @Test
    void immuneThePawnsCheckerCannotMoveNorCapture() {
        assertThat(legal(Boards.RULES, FACING_WHITE)).containsExactly("18x9");
        assertThat(legal(IMMUNE, FACING_WHITE)).containsExactlyInAnyOrder("30-25", "30-26");
        assertThatThrownBy(() -> IMMUNE.step(FACING_WHITE, step(18, 15)))
                .hasMessage("the checker with the pawn on 18 may not move (option pawn-checker-immune)");
        assertThatThrownBy(() -> IMMUNE.step(FACING_WHITE, jump(18, 14, 9)))
                .hasMessage("the checker with the pawn on 18 may not move (option pawn-checker-immune)");
    }

    @Test
    void frozenThePawnsCheckerCannotMoveNorCaptureButMayBeCaptured() {
        assertThat(legal(FROZEN, FACING_BLACK)).containsExactly("14x23");
        assertThat(legal(FROZEN, FACING_WHITE)).containsExactlyInAnyOrder("30-25", "30-26");
        assertThatThrownBy(() -> FROZEN.step(FACING_WHITE, jump(18, 14, 9)))
                .hasMessage("the checker with the pawn on 18 may not move (option pawn-checker-frozen)");
    }

    @Test
    void thePawnOfAnImmobileCheckerMayStillMoveAndACaptureItsCheckerCannotMakeDoesNotForbidIt() {
        GameState s = position("B:W18,30:B10,14", 14, 30);
        for (Rules rules : new Rules[] {IMMUNE, FROZEN}) {
            assertThat(legal(rules, s)).containsExactlyInAnyOrder("10-15", "pawn 14-10");
            GameState after = rules.apply(s, pawn(14, 10));
            assertThat(rules.toAct(after)).isInstanceOf(ToAct.Choice.class);
        }
    }

    @Test
    void aSideWhoseOnlyCheckerIsAnImmobilePawnCheckerHasNoMoveAndLoses() {
        GameState s = position("W:W18:B1,14", 1, 18);
        Verdict blackWins = Verdict.win(Player.BLACK, "White has no legal move");
        assertThat(IMMUNE.toAct(s)).isEqualTo(new ToAct.Terminal(blackWins));
        assertThat(FROZEN.toAct(s)).isEqualTo(new ToAct.Terminal(blackWins));
        assertThat(Boards.RULES.toAct(s)).isInstanceOf(ToAct.Choice.class);
    }

    @Test
    void oneStepThePawnMovesOnlyOntoADiagonallyAdjacentChecker() {
        GameState chain = PawnMoveTest.CHAIN;
        assertThat(legal(ONE_STEP, chain)).containsExactlyInAnyOrder(
                "1-5", "3-7", "3-8", "6-9", "10-14", "12-16", "15-18", "15-19", "pawn 1-6");
        assertThatThrownBy(() -> ONE_STEP.step(chain, pawn(1, 10)))
                .hasMessage("pawns may only move one space per turn (option pawn-one-step): 10 is not diagonally"
                        + " next to 1");
    }

    @Test
    void oneStepCombinesWithEitherOtherVariant() {
        Rules both = Boards.rules(LilypadOptions.ONE_STEP, "true", LilypadOptions.FROZEN, "true");
        assertThat(legal(both, PawnMoveTest.CHAIN)).containsExactlyInAnyOrder(
                "3-7", "3-8", "6-9", "10-14", "12-16", "15-18", "15-19", "pawn 1-6");
    }
}
