package dev.kingme.engine.search;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.RandomPositions;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Positions for the search tests: from random games (realistic) and random placements (odd corners). */
final class TestPositions {
    private TestPositions() {
    }

    /** The position after {@code plies} random legal moves from the start, or earlier if the game ends. */
    static Position randomGame(SplittableRandom rnd, int plies) {
        Position p = Position.initial();
        for (int i = 0; i < plies; i++) {
            List<Move> moves = p.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            p = p.apply(moves.get(rnd.nextInt(moves.size())));
        }
        return p;
    }

    /** {@code count} positions, half from random games and half from random placements, from one seed. */
    static List<Position> mixed(long seed, int count) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Position> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(i % 2 == 0 ? randomGame(rnd, rnd.nextInt(60)) : RandomPositions.draw(rnd));
        }
        return out;
    }

    /** {@code count} random placements of {@code maxPieces} pieces or fewer with at least two legal moves, from one seed. */
    static List<Position> endings(long seed, int maxPieces, int count) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Position> out = new ArrayList<>();
        while (out.size() < count) {
            Position p = RandomPositions.draw(rnd);
            if (Long.bitCount(p.black() | p.white()) <= maxPieces && p.legalMoves().size() >= 2) {
                out.add(p);
            }
        }
        return out;
    }
}
