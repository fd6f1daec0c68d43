package dev.kingme.rules.character;

import dev.kingme.rules.Direction;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;

/**
 * The geometry of the powers on the 32 dark squares: what is adjacent, behind, in a straight unblocked
 * line, or at the end of a movement path. Squares are board indices.
 */
public final class Reach {
    private static final Topology BOARD = Topology.DARK_SQUARES;

    private Reach() {
    }

    /**
     * The squares adjacent to (surrounding) {@code square}: its diagonal neighbours. The other four of the
     * eight surrounding squares are light squares, on which no checker ever stands.
     */
    public static long around(int square) {
        long m = 0;
        for (Direction d : Direction.DIAGONALS) {
            int n = BOARD.neighbour(square, d);
            if (n >= 0) {
                m |= 1L << n;
            }
        }
        return m;
    }

    /** {@code square} and the squares around it, in board order: where a blast centred there reaches. */
    public static java.util.List<Integer> blast(int square) {
        java.util.List<Integer> out = new java.util.ArrayList<>();
        for (long m = (1L << square) | around(square); m != 0; m &= m - 1) {
            out.add(Long.numberOfTrailingZeros(m));
        }
        return out;
    }

    /** The squares behind the piece on {@code square}: the diagonal neighbours towards its owner's home row. */
    public static long behind(GameState s, int square) {
        Player owner = s.owner(square);
        long m = 0;
        for (Direction d : Direction.DIAGONALS) {
            int n = BOARD.neighbour(square, d);
            if (n >= 0 && owner != null && d.dRow == -owner.forward()) {
                m |= 1L << n;
            }
        }
        return m;
    }

    /**
     * The number of diagonal steps from {@code from} to {@code to} when they are on one diagonal and every
     * square between them is empty; -1 otherwise.
     */
    public static int straight(GameState s, int from, int to) {
        long occupied = s.occupied();
        for (Direction d : Direction.DIAGONALS) {
            int at = BOARD.neighbour(from, d);
            int steps = 1;
            while (at >= 0) {
                if (at == to) {
                    return steps;
                }
                if ((occupied & (1L << at)) != 0) {
                    break;
                }
                at = BOARD.neighbour(at, d);
                steps++;
            }
        }
        return -1;
    }

    /**
     * The squares a clear movement path of the piece on {@code from} can end on: it goes step by step in
     * the piece's own directions (forward for a man, any diagonal for a king) over empty squares, and its
     * last step enters an occupied square.
     */
    public static long pathEnds(GameState s, int from, Direction[] directions) {
        long occupied = s.occupied();
        long seen = 1L << from;
        long frontier = 1L << from;
        long ends = 0;
        while (frontier != 0) {
            long next = 0;
            for (long m = frontier; m != 0; m &= m - 1) {
                int at = Long.numberOfTrailingZeros(m);
                for (Direction d : directions) {
                    int n = BOARD.neighbour(at, d);
                    if (n < 0 || (seen & (1L << n)) != 0) {
                        continue;
                    }
                    if ((occupied & (1L << n)) != 0) {
                        ends |= 1L << n;
                    } else {
                        seen |= 1L << n;
                        next |= 1L << n;
                    }
                }
            }
            frontier = next;
        }
        return ends;
    }

    /** Enemy pieces at the end of a straight unblocked diagonal from a checker of the side to move, at most {@code range} away. */
    public static long inLine(GameState s, int range) {
        Player me = s.player();
        long out = 0;
        for (long t = s.pieces(me.opponent()); t != 0; t &= t - 1) {
            int target = Long.numberOfTrailingZeros(t);
            for (long m = checkers(s, me); m != 0; m &= m - 1) {
                int d = straight(s, Long.numberOfTrailingZeros(m), target);
                if (d > 0 && d <= range) {
                    out |= 1L << target;
                    break;
                }
            }
        }
        return out;
    }

    /** The checkers of {@code p} on the board, illusions not counted. */
    public static long checkers(GameState s, Player p) {
        return s.pieces(p) & ~s.layer(Marks.ILLUSION);
    }
}
