package dev.kingme.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SliceIndexTest {
    @Test
    void everyIndexIsOnePositionAndBack() {
        for (Slice s : List.of(new Slice(1, 0, 1, 0), new Slice(0, 2, 1, 0), new Slice(2, 0, 0, 1), new Slice(1, 1, 1, 1))) {
            SliceIndex ix = new SliceIndex(s);
            int[] pos = new int[4];
            Set<List<Integer>> seen = new HashSet<>();
            int valid = 0;
            for (long i = 0; i < s.size(); i++) {
                if (!ix.position(i, pos)) {
                    continue;
                }
                valid++;
                assertThat(Integer.bitCount(pos[0])).isEqualTo(s.moverMen());
                assertThat(Integer.bitCount(pos[1])).isEqualTo(s.moverKings());
                assertThat(Integer.bitCount(pos[2])).isEqualTo(s.otherMen());
                assertThat(Integer.bitCount(pos[3])).isEqualTo(s.otherKings());
                assertThat(pos[0] & 0xF0000000).as("mover's men never on their crowning row").isZero();
                assertThat(pos[2] & 0xF).as("other men never on theirs").isZero();
                assertThat(pos[0] & pos[1] | pos[0] & pos[2] | pos[0] & pos[3] | pos[1] & pos[2] | pos[1] & pos[3]
                        | pos[2] & pos[3]).isZero();
                assertThat(ix.index(pos[0], pos[1], pos[2], pos[3])).isEqualTo(i);
                assertThat(seen.add(List.of(pos[0], pos[1], pos[2], pos[3]))).isTrue();
            }
            assertThat(valid).as(s.name()).isGreaterThan((int) (s.size() * 0.8));
        }
    }

    @Test
    void theBuildOrderSolvesWhatEachSliceNeedsFirst() {
        List<Slice> order = Slice.buildOrder(5);
        for (int i = 0; i < order.size(); i++) {
            Slice s = order.get(i);
            int partner = order.indexOf(s.partner());
            assertThat(Math.abs(partner - i)).as(s.name()).isLessThanOrEqualTo(1);
            if (s.moverMen() > 0) {
                // a crowning: the other side to move, one man fewer and a king more for the side that moved
                Slice crowned = new Slice(s.otherMen(), s.otherKings(), s.moverMen() - 1, s.moverKings() + 1);
                assertThat(order.indexOf(crowned)).as(s.name()).isLessThan(Math.min(i, partner));
            }
        }
        assertThat(order).hasSize(Slice.of(2).size() + Slice.of(3).size() + Slice.of(4).size() + Slice.of(5).size());
    }

    @Test
    void turningTheBoardRoundIsItsOwnInverse() {
        long b = dev.kingme.engine.Squares.maskOf(1, 5, 12, 29);
        assertThat(Board.turn(b)).isEqualTo(dev.kingme.engine.Squares.maskOf(32, 28, 21, 4));
        assertThat(Board.turn(Board.turn(b))).isEqualTo(b);
        assertThat(Board.expand(Board.compact(dev.kingme.engine.Squares.ALL))).isEqualTo(dev.kingme.engine.Squares.ALL);
    }
}
