package dev.kingme.engine.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A proof seen from the side that moved into the position, and which of two proofs is better for its side. */
class ProofTest {
    @Test
    void theMoverSeesTheResultReversedAPlyFurtherFromTheEnd() {
        assertThat(Proof.loss(4, true).forMover()).isEqualTo(Proof.win(5, true));
        assertThat(Proof.win(0, false).forMover()).isEqualTo(Proof.loss(1, false));
        assertThat(Proof.draw().forMover()).isEqualTo(Proof.draw());
        assertThat(Proof.unproved().forMover().proved()).isFalse();
    }

    @Test
    void aQuickerWinAndASlowerLossAreBetter() {
        assertThat(Proof.win(3, false).betterThan(Proof.win(5, false))).isTrue();
        assertThat(Proof.loss(9, false).betterThan(Proof.loss(3, false))).isTrue();
        assertThat(Proof.draw().betterThan(Proof.loss(99, true))).isTrue();
        assertThat(Proof.win(99, false).betterThan(Proof.draw())).isTrue();
        assertThat(Proof.draw().betterThan(Proof.draw())).isFalse();
        assertThat(Proof.win(3, true)).hasToString("win in 3");
    }
}
