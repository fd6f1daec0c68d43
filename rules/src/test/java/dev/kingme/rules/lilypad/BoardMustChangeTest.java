package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Boards.RULES;
import static dev.kingme.rules.lilypad.Boards.legal;
import static dev.kingme.rules.lilypad.Boards.pawn;
import static dev.kingme.rules.lilypad.Boards.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import org.junit.jupiter.api.Test;

/** "The board must be different at the end of your turn from the way it was at the beginning of your turn." */
class BoardMustChangeTest {
    /** Black's pawn on 6, on a ring of Black checkers 6-9-14-10-6: a route may come back to 6. */
    static final GameState RING = position("B:W29,30:B6,9,10,14", 6, 30);

    @Test
    void aPawnMoveMayNotEndOnTheCheckerItStartedFromEvenAroundARing() {
        assertThat(legal(RULES, RING)).contains("pawn 6-9", "pawn 6-10", "pawn 6-14").doesNotContain("pawn 6-6");
        assertThatThrownBy(() -> RULES.step(RING, pawn(6, 6))).hasMessage(
                "the board must be different at the end of your turn: the pawn would end where it started");
    }

    @Test
    void thereIsNoPassing() {
        assertThat(RULES.legalDecisions(RING)).doesNotContain(new Decision.Pass());
        assertThatThrownBy(() -> RULES.step(RING, new Decision.Pass())).hasMessage("pass is not legal here");
    }
}
