package dev.kingme.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The bitboard generator against {@link ReferenceGenerator} on random positions and random games. */
class MoveGeneratorDifferentialTest {
    static List<String> bitboardMoves(Position p, boolean forced) {
        List<String> out = new ArrayList<>();
        for (Move m : p.legalMoves(forced)) {
            out.add(m.toPdn());
        }
        return out;
    }

    @Test
    void randomPositionsAgreeWithTheReference() {
        SplittableRandom rnd = new SplittableRandom(20261122L);
        int withCaptures = 0;
        int withKingRoutes = 0;
        for (int i = 0; i < 20_000; i++) {
            Position p = RandomPositions.draw(rnd);
            List<String> expected = ReferenceGenerator.moves(p, true);
            assertThat(bitboardMoves(p, true)).as("%s", p).containsExactlyInAnyOrderElementsOf(expected);
            assertThat(bitboardMoves(p, false)).as("%s (captures not forced)", p)
                    .containsExactlyInAnyOrderElementsOf(ReferenceGenerator.moves(p, false));
            boolean b = p.toMove() == Side.BLACK;
            assertThat(MoveGenerator.count(b ? p.black() : p.white(), b ? p.white() : p.black(), p.kings(), b))
                    .as("bulk count of %s", p).isEqualTo(expected.size());
            if (p.hasCapture()) {
                withCaptures++;
            }
            for (String m : expected) {
                if (m.chars().filter(ch -> ch == 'x').count() >= 2) {
                    withKingRoutes++;
                    break;
                }
            }
        }
        // The sample must exercise what it claims to.
        assertThat(withCaptures).isGreaterThan(2_000);
        assertThat(withKingRoutes).isGreaterThan(200);
    }

    @Test
    void randomGamesAgreeWithTheReferenceAndKeepTheHashCurrent() {
        SplittableRandom rnd = new SplittableRandom(7L);
        for (int game = 0; game < 300; game++) {
            Position p = Position.initial();
            for (int ply = 0; ply < 200; ply++) {
                List<Move> moves = p.legalMoves();
                assertThat(bitboardMoves(p, true)).as("%s", p)
                        .containsExactlyInAnyOrderElementsOf(ReferenceGenerator.moves(p, true));
                if (moves.isEmpty()) {
                    break;
                }
                p = p.apply(moves.get(rnd.nextInt(moves.size())));
                assertThat(p.hash()).isEqualTo(Zobrist.hash(p.black(), p.white(), p.kings(), p.toMove() == Side.WHITE));
            }
        }
    }
}
