package dev.kingme.engine.search;

import dev.kingme.engine.Game;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.Rules;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.openings.ThreeMoveRestriction;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Opening moves from a list of ballots: for every position a ballot passes through, the moves ballots play
 * there and how many ballots play each. A search cannot tell the three-move openings apart (they are all
 * close to level), so following the accepted ballots gives varied, sound games for free.
 *
 * <p>The default book, {@link #acf()}, holds the ACF three-move ballots that are drawn in tournaments
 * (crossboard and mail-play decks); the barred ones, judged lost for one side, are left out. Positions are
 * keyed by the whole position, not its hash alone, so a hash collision cannot put a move on the wrong board.
 */
public final class OpeningBook {
    /** A move the book plays and the number of ballots that play it from that position. */
    public record BookMove(Move move, int ballots) {
    }

    private final Map<Position, List<BookMove>> entries;

    private OpeningBook(Map<Position, List<BookMove>> entries) {
        this.entries = entries;
    }

    /** The drawable ACF three-move ballots (read and built once). */
    public static OpeningBook acf() {
        return Acf.BOOK;
    }

    /** A book with no moves: a player with it always searches. */
    public static OpeningBook empty() {
        return new OpeningBook(Map.of());
    }

    /** A book of every move of {@code ballots}, played from the initial position. */
    public static OpeningBook of(List<Opening> ballots) {
        Map<Position, Map<Move, Integer>> counts = new HashMap<>();
        for (Opening ballot : ballots) {
            Game game = new Game(Position.initial(), Rules.STANDARD);
            for (String text : ballot.moves()) {
                Position before = game.position();
                Move m = game.play(text);
                counts.computeIfAbsent(before, k -> new LinkedHashMap<>()).merge(m, 1, Integer::sum);
            }
        }
        Map<Position, List<BookMove>> entries = new HashMap<>();
        for (Map.Entry<Position, Map<Move, Integer>> e : counts.entrySet()) {
            List<BookMove> moves = new ArrayList<>();
            for (Map.Entry<Move, Integer> m : e.getValue().entrySet()) {
                moves.add(new BookMove(m.getKey(), m.getValue()));
            }
            moves.sort((a, b) -> a.ballots() != b.ballots() ? Integer.compare(b.ballots(), a.ballots())
                    : a.move().toPdn().compareTo(b.move().toPdn()));
            entries.put(e.getKey(), Collections.unmodifiableList(moves));
        }
        return new OpeningBook(entries);
    }

    /** The number of positions with book moves. */
    public int size() {
        return entries.size();
    }

    /** True when the book has a move for {@code p}. */
    public boolean contains(Position p) {
        return entries.containsKey(p);
    }

    /** The book moves for {@code p}, most-played first; empty when {@code p} is not in the book. */
    public List<BookMove> moves(Position p) {
        List<BookMove> m = entries.get(p);
        return m == null ? List.of() : m;
    }

    /**
     * A book move for {@code p} drawn from {@code random}, each move as likely as the ballots that play it
     * (so every ballot is equally likely to be followed to its end), or null when {@code p} is out of book.
     */
    public Move choose(Position p, SplittableRandom random) {
        List<BookMove> moves = entries.get(p);
        if (moves == null) {
            return null;
        }
        int total = 0;
        for (BookMove m : moves) {
            total += m.ballots();
        }
        int pick = random.nextInt(total);
        for (BookMove m : moves) {
            pick -= m.ballots();
            if (pick < 0) {
                return m.move();
            }
        }
        throw new AssertionError("weights add up to " + total);
    }

    private static final class Acf {
        static final OpeningBook BOOK;

        static {
            List<Opening> drawn = new ArrayList<>();
            for (Opening o : ThreeMoveRestriction.acf().ballots()) {
                if (o.drawable()) {
                    drawn.add(o);
                }
            }
            BOOK = of(drawn);
        }
    }
}
