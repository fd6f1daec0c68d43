package dev.kingme.engine.search;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * A player: an opening book in front of a {@link Searcher}. In a book position it plays a book move at once;
 * otherwise, or with the book switched off, it searches.
 *
 * <p>The book choice is drawn from a random generator seeded in the constructor, so a match replayed with
 * the same seeds and the same moves makes the same choices, while the games of one match still differ. Like
 * the searcher, an engine is for one thread.
 */
public final class Engine {
    private final Searcher searcher;
    private final BookTree tree;
    private final OpeningBook book;
    private final SplittableRandom random;
    private boolean bookEnabled = true;

    /** An engine searching with {@code searcher} and choosing among {@code book}'s moves with {@code seed}. */
    public Engine(Searcher searcher, OpeningBook book, long seed) {
        this(searcher, BookTree.empty(), book, seed);
    }

    /**
     * An engine that plays from its own analysed book {@code tree} where it can, else from the ballots'
     * {@code book}, else searches with {@code searcher}.
     */
    public Engine(Searcher searcher, BookTree tree, OpeningBook book, long seed) {
        this.searcher = searcher;
        this.tree = tree;
        this.book = book;
        this.random = new SplittableRandom(seed);
    }

    /**
     * The strongest engine: a default-sized searcher with the standard endgame database (see
     * {@link EndgameDatabase#standard()}), the engine's own analysed book, then the ACF ballots.
     */
    public Engine(long seed) {
        this(withDatabase(new Searcher()), BookTree.standard(), OpeningBook.acf(), seed);
    }

    private static Searcher withDatabase(Searcher s) {
        s.useEndgameDatabase(EndgameDatabase.standard());
        return s;
    }

    /** Switches the book on or off (on by default). */
    public void setBookEnabled(boolean enabled) {
        this.bookEnabled = enabled;
    }

    public boolean bookEnabled() {
        return bookEnabled;
    }

    public Searcher searcher() {
        return searcher;
    }

    /** For a new game: clears the searcher's tables (the book choices go on from where they were). */
    public void newGame() {
        searcher.newGame();
    }

    /** The move to play in {@code p}: a book move, or the result of a search within {@code limits}. */
    public SearchResult play(Position p, SearchLimits limits) {
        return play(p, limits, null);
    }

    /**
     * As {@link #play(Position, SearchLimits)}, reporting search iterations to {@code eachIteration}. A book
     * move comes back as a result of depth 0, no nodes, score 0 (the ballots are all close to level).
     */
    public SearchResult play(Position p, SearchLimits limits, Consumer<SearchResult> eachIteration) {
        if (bookEnabled) {
            Move m = tree.choose(p, random);
            if (m == null) {
                m = book.choose(p, random);
            }
            if (m != null) {
                return new SearchResult(m, 0, 0, 0, 0, List.of(m));
            }
        }
        return searcher.search(p, limits, eachIteration);
    }
}
