package dev.kingme.rules.warp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.ModelPerft;
import dev.kingme.rules.Options;
import dev.kingme.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * The start position's moves, counted by hand in {@code docs/rules/warp.md}, and perft to depth 4 as a
 * regression check of the move generation.
 */
class WarpPerftTest {
    private final Rules rules = Warp.GAME.rules(Options.defaults(Warp.GAME));

    /**
     * Only the eight checkers of Black's third row can move, each one step to either forward diagonal of
     * the empty fourth row, the a- and h-file ones across the side edge (a horizontal warp): 16 moves.
     */
    @Test
    void sixteenFirstMoves() {
        assertThat(rules.legalDecisions(rules.initial())).hasSize(16).allMatch(d -> d instanceof Decision.Step);
        assertThat(ModelPerft.count(rules, rules.initial(), 1)).isEqualTo(16);
    }

    @Test
    void perftToDepthFour() {
        assertThat(ModelPerft.count(rules, rules.initial(), 2)).isEqualTo(256);
        assertThat(ModelPerft.count(rules, rules.initial(), 3)).isEqualTo(4320);
        assertThat(ModelPerft.count(rules, rules.initial(), 4)).isEqualTo(72512);
    }
}
