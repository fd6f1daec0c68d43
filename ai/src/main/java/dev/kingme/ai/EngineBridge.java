package dev.kingme.ai;

import dev.kingme.engine.Position;
import dev.kingme.engine.search.Engine;
import dev.kingme.engine.search.Score;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;

/**
 * The one place the players here reach the engine for plain checkers: its {@link Engine} (the ACF opening
 * book in front of the search, with the endgame database) to play, its bare search to analyse, and its
 * scores turned into this module's values. Scores are for the side to move. One per thread.
 */
final class EngineBridge {
    static final int WIN = Score.WIN;

    private final Engine engine;

    /** A bridge whose book choices are drawn with {@code seed}; with {@code book} false it always searches. */
    EngineBridge(long seed, boolean book) {
        this.engine = new Engine(seed);
        engine.setBookEnabled(book);
    }

    /** Forgets what earlier searches learned (transposition table, killers, history). */
    void newGame() {
        engine.newGame();
    }

    /** The move to play in {@code p}: a book move when the book is on and knows {@code p}, else a search. */
    SearchResult play(Position p, SearchLimits limits) {
        return engine.play(p, limits);
    }

    /**
     * The game's positions before the next root since its last capture or man's move (hashes, oldest first):
     * lines back to them are repetitions, scored as draws.
     */
    void setGameHistory(long[] hashes) {
        engine.searcher().setGameHistory(hashes);
    }

    /** A search of {@code p}, never the book: for analysis and for scoring moves one by one. */
    SearchResult search(Position p, SearchLimits limits) {
        return engine.searcher().search(p, limits);
    }

    /** As {@link #search(Position, SearchLimits)}, telling {@code eachIteration} of every deepening. */
    SearchResult search(Position p, SearchLimits limits, java.util.function.Consumer<SearchResult> eachIteration) {
        return engine.searcher().search(p, limits, eachIteration);
    }

    static boolean isDecisive(int score) {
        return Score.isDecisive(score);
    }

    /**
     * The line from {@code p} that starts with {@code first} and goes on with a one-ply search at each step:
     * where the endgame database answers (a won ending found without a search tree), each step is its best
     * move, so this spells the whole win out. At most {@code maxPlies} moves.
     */
    java.util.List<dev.kingme.engine.Move> line(Position p, dev.kingme.engine.Move first, int maxPlies) {
        java.util.List<dev.kingme.engine.Move> out = new java.util.ArrayList<>();
        out.add(first);
        Position q = p.apply(first);
        while (out.size() < maxPlies) {
            SearchResult r = search(q, SearchLimits.depth(1));
            if (r.best() == null) {
                break;
            }
            out.add(r.best());
            q = q.apply(r.best());
        }
        return out;
    }

    /** A score in words: {@code +1.25}, {@code win in 7}. */
    static String scoreText(int score) {
        return Score.text(score);
    }

    /** A score as a value in [-1, 1] for the side to move: a win 1, material squashed. */
    static double value(int score) {
        if (Score.isDecisive(score)) {
            return Math.signum(score);
        }
        return Math.tanh(score / 300.0);
    }
}
