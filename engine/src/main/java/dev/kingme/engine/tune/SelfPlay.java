package dev.kingme.engine.tune;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.eval.Evaluator;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.openings.ThreeMoveRestriction;
import dev.kingme.engine.search.EndgameDatabase;
import dev.kingme.engine.search.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Self-play games for the tuner, each fixed by its seed: a drawable ACF ballot, two random plies, then
 * {@link TrainingPlayer} on both sides, with now and then a random move early on so that no two games
 * are alike. A game ends when a side has no move, by the draw rules (a position for the third time, 40
 * moves each without a capture or a man's move), at {@value #MAX_PLIES} plies (a draw), or when few enough
 * pieces are left for the endgame database to say how it ends with best play, which is the result it gets.
 */
final class SelfPlay {
    static final int MAX_PLIES = 300;
    private static final int NO_PROGRESS_PLIES = 80;
    private static final int RANDOM_PLIES = 2;
    private static final int NOISY_PLIES = 40;
    private static final int NOISE_PERCENT = 5;

    private final TrainingPlayer player;
    private final EndgameDatabase adjudicator;
    private final List<Opening> ballots = new ArrayList<>();

    SelfPlay(Evaluator evaluator, int depth, EndgameDatabase adjudicator) {
        this.player = new TrainingPlayer(evaluator, depth);
        this.adjudicator = adjudicator;
        for (Opening o : ThreeMoveRestriction.acf().ballots()) {
            if (o.drawable()) {
                ballots.add(o);
            }
        }
    }

    /**
     * One game: its quiet positions (after the opening), the points the side to move scored in each, and the
     * player's score of each where it searched it ({@link TrainingSet#NO_SCORE} where a random move was played
     * or the database ended the game).
     */
    record Game(List<Position> positions, double[] points, int[] scores) {
    }

    Game play(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Position p = ballots.get(rnd.nextInt(ballots.size())).position();
        for (int i = 0; i < RANDOM_PLIES && !p.legalMoves().isEmpty(); i++) {
            List<Move> legal = p.legalMoves();
            p = p.apply(legal.get(rnd.nextInt(legal.size())));
        }
        List<Position> seen = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        List<Long> sinceProgress = new ArrayList<>();
        double blackPoints = 0.5;
        for (int ply = 0; ply < MAX_PLIES; ply++) {
            boolean quiet = TrainingSet.quiet(p);
            if (quiet) {
                seen.add(p);
                scores.add(TrainingSet.NO_SCORE);
            }
            if (adjudicator.covers(p)) {
                int v = adjudicator.score(p);
                double stm = Score.isWin(v) ? 1 : Score.isLoss(v) ? 0 : 0.5;
                blackPoints = p.toMove() == Side.BLACK ? stm : 1 - stm;
                break;
            }
            List<Move> legal = p.legalMoves();
            if (legal.isEmpty()) {
                blackPoints = p.toMove() == Side.BLACK ? 0 : 1;
                break;
            }
            if (repeatedThrice(sinceProgress, p.hash()) || sinceProgress.size() >= NO_PROGRESS_PLIES) {
                break; // drawn
            }
            Move m;
            if (ply < NOISY_PLIES && rnd.nextInt(100) < NOISE_PERCENT) {
                m = legal.get(rnd.nextInt(legal.size()));
            } else {
                long packed = player.bestMove(p);
                if (quiet) {
                    scores.set(scores.size() - 1, player.lastScore());
                }
                m = null;
                for (Move each : legal) {
                    if (each.packed() == packed) {
                        m = each;
                        break;
                    }
                }
            }
            if (p.isProgress(m)) {
                sinceProgress.clear();
            } else {
                sinceProgress.add(p.hash());
            }
            p = p.apply(m);
        }
        double[] points = new double[seen.size()];
        for (int i = 0; i < points.length; i++) {
            points[i] = seen.get(i).toMove() == Side.BLACK ? blackPoints : 1 - blackPoints;
        }
        return new Game(seen, points, scores.stream().mapToInt(Integer::intValue).toArray());
    }

    private static boolean repeatedThrice(List<Long> sinceProgress, long hash) {
        int count = 1;
        for (long h : sinceProgress) {
            if (h == hash) {
                count++;
            }
        }
        return count >= 3;
    }
}
