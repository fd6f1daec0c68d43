package dev.kingme.engine.search;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Grows a {@link BookTree} by drop-out expansion (after Lincke): again and again, the position to analyse
 * next is the one reached from a root by the cheapest path, where a path costs a fixed amount for every ply
 * ({@value #PLY_COST}) plus, at each move along it, how much worse that move scores than the best move there
 * (its "drop-out"). So the book grows deepest along the best lines and keeps some breadth where moves are
 * close, and a move that loses a man is never looked into. Analysing a position is a search of fixed depth
 * after each of its moves, with fresh tables each time, so the same book and settings grow the same way.
 */
public final class BookBuilder {
    /** The cost of one ply along a path, in hundredths of a man. */
    static final int PLY_COST = 15;
    /** Moves that drop more than this below the best are not expanded. */
    static final int MAX_DROP = 60;

    /** Told after each position is analysed. */
    public interface Listener {
        void analysed(int done, Position p);
    }

    private final BookTree book;
    private final List<Position> roots;
    private final int depth;
    private final Searcher searcher = new Searcher(16);

    /** A builder that grows {@code book} from {@code roots}, searching each move to {@code depth} plies. */
    public BookBuilder(BookTree book, List<Position> roots, int depth) {
        this.book = book;
        this.roots = List.copyOf(roots);
        this.depth = depth;
        searcher.useEndgameDatabase(EndgameDatabase.standard());
    }

    /** Analyses {@code positions} more positions, each time the cheapest one not yet in the book. */
    public void grow(int positions, Listener listener) {
        for (int done = 1; done <= positions; done++) {
            Position next = cheapest();
            if (next == null) {
                return; // every path ends in a decided position or a dropped move
            }
            book.put(analyse(next));
            listener.analysed(done, next);
        }
    }

    /** The position not yet in the book that the cheapest path from a root reaches; null when none is left. */
    Position cheapest() {
        Map<Position, Integer> cost = new HashMap<>();
        Position best = null;
        int bestCost = Integer.MAX_VALUE;
        List<Position> frontier = new ArrayList<>();
        List<Integer> frontierCost = new ArrayList<>();
        for (Position r : roots) {
            frontier.add(r);
            frontierCost.add(0);
        }
        // Depth-first over the tree; a position reached again by a dearer path is not walked twice.
        while (!frontier.isEmpty()) {
            Position p = frontier.remove(frontier.size() - 1);
            int c = frontierCost.remove(frontierCost.size() - 1);
            Integer known = cost.get(p);
            if (known != null && known <= c) {
                continue;
            }
            cost.put(p, c);
            BookTree.Node n = book.node(p);
            if (n == null) {
                if (c < bestCost && !p.legalMoves().isEmpty()) {
                    best = p;
                    bestCost = c;
                }
                continue;
            }
            int[] values = new int[n.moves.size()];
            int top = -Score.INFINITY;
            for (int i = 0; i < values.length; i++) {
                values[i] = book.moveValue(n, i, 0);
                top = Math.max(top, values[i]);
            }
            if (Score.isDecisive(top)) {
                continue; // decided: nothing to learn here
            }
            for (int i = values.length - 1; i >= 0; i--) {
                int drop = top - values[i];
                if (drop <= MAX_DROP) {
                    frontier.add(p.apply(n.moves.get(i)));
                    frontierCost.add(c + PLY_COST + drop);
                }
            }
        }
        return best;
    }

    /**
     * The score of {@code child} for the side that moved into it. Forced replies are played out first: the
     * search answers a position with one legal move at once, without looking past it.
     */
    private int scoreAfter(Position child) {
        int sign = -1;
        Position at = child;
        for (int plies = 0; plies < 40; plies++) {
            List<Move> legal = at.legalMoves();
            if (legal.isEmpty()) {
                return sign * Score.lossIn(plies);
            }
            if (legal.size() > 1) {
                searcher.newGame();
                int s = searcher.search(at, SearchLimits.depth(depth)).score();
                return sign * s;
            }
            at = at.apply(legal.get(0));
            sign = -sign;
        }
        return 0;
    }

    /** Every move of {@code p} (one route per result) with the score of a fixed-depth search after it. */
    BookTree.Node analyse(Position p) {
        List<Move> moves = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            boolean seen = false;
            for (Move k : moves) {
                seen |= k.sameEffect(m);
            }
            if (seen) {
                continue;
            }
            int score = scoreAfter(p.apply(m));
            moves.add(m);
            scores.add(score);
        }
        int[] s = new int[scores.size()];
        for (int i = 0; i < s.length; i++) {
            s[i] = scores.get(i);
        }
        return new BookTree.Node(p, moves, s);
    }
}
