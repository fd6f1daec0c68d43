package dev.kingme.engine.puzzles;

import dev.kingme.engine.Move;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Position;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.openings.ThreeMoveRestriction;
import dev.kingme.engine.search.EndgameDatabase;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.Searcher;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Games the engine plays against itself, to look for puzzles in: each from an ACF ballot drawn by its seed, the
 * engine on both sides searching a fixed number of nodes a move, with now and then a random move in the first
 * {@value #NOISY_PLIES} plies so that games of one ballot differ, and so that mistakes happen for the other side to
 * punish. A game ends when a side has no move, a position stands for the third time, after
 * {@value #NO_PROGRESS_PLIES} plies without a capture or a man's move, or at {@value #MAX_PLIES} plies.
 */
public final class SelfPlayGames {
    static final int MAX_PLIES = 300;
    static final int NO_PROGRESS_PLIES = 80;
    static final int NOISY_PLIES = 40;
    static final int NOISE_PERCENT = 4;

    private final EndgameDatabase database;
    private final SearchLimits limits;
    private final List<Opening> ballots = new ArrayList<>();

    /** Self-play with {@code database} at {@code nodesPerMove} nodes a move. */
    public SelfPlayGames(EndgameDatabase database, long nodesPerMove) {
        this.database = database;
        this.limits = new SearchLimits(0, 0, nodesPerMove);
        for (Opening o : ThreeMoveRestriction.acf().ballots()) {
            if (o.drawable()) {
                ballots.add(o);
            }
        }
    }

    /** The game of {@code seed}: the same seed plays the same game. */
    public SourceGame play(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Opening ballot = ballots.get(random.nextInt(ballots.size()));
        Position p = Position.initial();
        List<Position> positions = new ArrayList<>(List.of(p));
        for (String text : ballot.moves()) {
            p = p.apply(MoveText.resolve(p.legalMoves(), text));
            positions.add(p);
        }
        Searcher searcher = new Searcher(16);
        searcher.setThreads(1);
        searcher.useEndgameDatabase(database);
        Map<Long, Integer> occurrences = new HashMap<>();
        int quiet = 0;
        for (int ply = positions.size() - 1; ply < MAX_PLIES; ply++) {
            List<Move> legal = p.legalMoves();
            if (legal.isEmpty() || occurrences.merge(p.hash(), 1, Integer::sum) >= 3 || quiet >= NO_PROGRESS_PLIES) {
                break;
            }
            Move m = ply < NOISY_PLIES && random.nextInt(100) < NOISE_PERCENT
                    ? legal.get(random.nextInt(legal.size()))
                    : searcher.search(p, limits).best();
            quiet = p.isProgress(m) ? 0 : quiet + 1;
            if (p.isProgress(m)) {
                occurrences.clear();
            }
            p = p.apply(m);
            positions.add(p);
        }
        return new SourceGame("engine self-play, ACF ballot " + ballot.number(), positions);
    }
}
