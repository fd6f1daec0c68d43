package dev.kingme.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.Squares;
import org.junit.jupiter.api.Test;

class TopologyTest {
    @Test
    void darkSquaresAreNumberedAsPdnNumbersThem() {
        Topology t = Topology.DARK_SQUARES;
        assertThat(t.size()).isEqualTo(32);
        for (int n = 1; n <= 32; n++) {
            int sq = t.square(n);
            assertThat(Topology.row(sq)).isEqualTo(Squares.row(n));
            assertThat(Topology.column(sq)).isEqualTo(Squares.column(n));
            assertThat(t.number(sq)).isEqualTo(n);
        }
        assertThat(Topology.toEngine(Topology.fromEngine(0x7FFFFFFFFL & Squares.ALL))).isEqualTo(Squares.ALL);
    }

    @Test
    void darkSquaresStopAtTheEdges() {
        Topology t = Topology.DARK_SQUARES;
        int s29 = t.square(29); // a1
        assertThat(t.number(t.neighbour(s29, Direction.NE))).isEqualTo(25);
        assertThat(t.neighbour(s29, Direction.NW)).isEqualTo(-1);
        assertThat(t.neighbour(s29, Direction.SE)).isEqualTo(-1);
        assertThat(t.neighbour(s29, Direction.N)).isEqualTo(-1); // a light square is not on this board
        assertThat(t.number(t.neighbour(t.square(18), Direction.SE))).isEqualTo(23);
    }

    @Test
    void allSquaresIncludeLightSquaresAndStillStop() {
        Topology t = Topology.ALL_SQUARES;
        assertThat(t.size()).isEqualTo(64);
        assertThat(t.neighbour(0, Direction.E)).isEqualTo(1);
        assertThat(t.neighbour(0, Direction.W)).isEqualTo(-1);
        assertThat(t.neighbour(0, Direction.N)).isEqualTo(-1);
        assertThat(t.number(63)).isEqualTo(64);
    }

    @Test
    void wrappingJoinsOppositeEdgesAndCorners() {
        Topology t = Topology.WRAPPING;
        assertThat(t.neighbour(0, Direction.W)).isEqualTo(7);
        assertThat(t.neighbour(0, Direction.N)).isEqualTo(56);
        assertThat(t.neighbour(0, Direction.NW)).isEqualTo(63);
        assertThat(t.neighbour(63, Direction.SE)).isEqualTo(0);
        for (int s = 0; s < 64; s++) {
            for (Direction d : Direction.values()) {
                assertThat(t.neighbour(t.neighbour(s, d), d.reverse())).isEqualTo(s);
            }
        }
    }

    /** A hop travels the way the piece goes: over the edge of a board that wraps, straight on one that stops. */
    @Test
    void aHopSaysHowManyRowsAndColumnsThePieceTravelled() {
        // Warp's 16-17: from the right edge of row 1 to the left edge of row 2, one square down and right
        assertThat(Topology.WRAPPING.hop(15, 16)).containsExactly(1, 1);
        assertThat(Topology.WRAPPING.hop(15, 25)).as("a jump over the edge").containsExactly(2, 2);
        assertThat(Topology.WRAPPING.hop(1, 57)).as("up over the top edge").containsExactly(-1, 0);
        assertThat(Topology.DARK_SQUARES.hop(1, 19)).containsExactly(2, 2);
        assertThat(Topology.DARK_SQUARES.hop(15, 16)).as("no wrap on checkers' board").isNull();
        assertThat(Topology.DARK_SQUARES.hop(1, 17)).as("two rows straight down is no hop").isNull();
    }

    @Test
    void badNumbersAreRefused() {
        assertThatThrownBy(() -> Topology.DARK_SQUARES.square(33)).hasMessage("no square 33 (squares are 1-32)");
        assertThatThrownBy(() -> Topology.DARK_SQUARES.number(0)).hasMessageContaining("not on the dark-squares board");
    }
}
