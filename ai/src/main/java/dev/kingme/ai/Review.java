package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A computer review of a game: each whole move its player made, judged by the {@link Analyst} as how much it
 * lowered that player's expected score (a win 1, a draw 1/2, a loss 0) from what the best move in its position
 * kept, classed ({@link MoveClass}) with the better move named; and for each side its accuracy and how many
 * moves of each class it made. Any game: where chance follows a move, the move's worth is the outcomes'
 * average, each weighted by its probability, as chance is handled in play. Each position is analysed once
 * (the position after a move is the next move's before it).
 */
public final class Review {
    private Review() {
    }

    /** A whole move as played: the position before it, its player, its decisions, the position after and its text. */
    public record Played(GameState before, Player player, List<Decision> decisions, GameState after, String text) {
        public Played {
            decisions = List.copyOf(decisions);
        }
    }

    /**
     * One move as reviewed.
     *
     * @param number the move's number among the game's moves, from 1
     * @param best   the player's expected score with the best move, as the analysis judged it
     * @param played the player's expected score after the move played
     * @param better the best move in the game's notation, or null when the move played was as good
     */
    public record Move(int number, Player player, String text, MoveClass kind, double best, double played, String better) {
        /** How much the move lowered its player's expected score (never below 0). */
        public double drop() {
            return Math.max(0, best - played);
        }
    }

    /**
     * A side's summary: its moves, its accuracy from 0 to 100 (each move's {@code 100 (1 - min(1, 2 drop))},
     * averaged: a move that gives away half a point or more scores 0) and how many moves of each class.
     */
    public record Side(Player player, int moves, double accuracy, Map<MoveClass, Integer> counts) {
        public Side {
            counts = Map.copyOf(counts);
        }
    }

    /** The whole review: every move in order, and Black's and White's summaries. */
    public record Result(List<Move> moves, List<Side> sides) {
        public Result {
            moves = List.copyOf(moves);
            sides = List.copyOf(sides);
        }
    }

    /** Told after each move is reviewed: how many are done of how many. */
    public interface Progress {
        void reviewed(int done, int total);
    }

    /**
     * How deep the checkers engine searches each position of a review unless told otherwise: deep enough that the
     * classes agree with a search six plies deeper at every move of a fixed game (ReviewAgreementTest; at 12 they do
     * not), about a quarter of a second a position on two cores.
     */
    public static final int ENGINE_DEPTH = 14;

    /**
     * The budget a review of {@code moves} under {@code rules} searches each position with: {@link #ENGINE_DEPTH} plies
     * where the checkers engine plays the game, else {@code modelMillis} of the general model's search.
     */
    public static Budget budget(Rules rules, List<Played> moves, long modelMillis) {
        boolean engine = !moves.isEmpty() && rules.enginePosition(moves.get(0).before()) != null;
        return engine ? Budget.depth(ENGINE_DEPTH) : Budget.movetime(modelMillis);
    }

    /** The review of {@code moves}, played under {@code rules}, each position analysed within {@code budget}. */
    public static Result of(Rules rules, List<Played> moves, Budget budget, long seed, Progress progress) {
        Map<GameState, Analysis> analysed = new HashMap<>();
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            Played m = moves.get(i);
            Analysis a = analysed.computeIfAbsent(m.before(), s -> Analyst.analyze(rules, s, budget, seed));
            boolean best = m.decisions().equals(a.best());
            double bestScore = expected(a.value());
            double playedScore = best ? bestScore : expected(value(rules, m.after(), m.player(), budget, seed, analysed));
            MoveClass kind = MoveClass.of(Math.max(0, bestScore - playedScore), best);
            // a move as good as the best is not told of another
            out.add(new Move(i + 1, m.player(), m.text(), kind, bestScore, playedScore,
                    kind == MoveClass.BEST || a.bestText().isEmpty() ? null : a.bestText()));
            if (progress != null) {
                progress.reviewed(i + 1, moves.size());
            }
        }
        List<Side> sides = new ArrayList<>();
        for (Player p : Player.values()) {
            sides.add(side(p, out));
        }
        return new Result(out, sides);
    }

    /** A value in [-1, 1] as an expected score in [0, 1]. */
    static double expected(double value) {
        return (1 + Math.max(-1, Math.min(1, value))) / 2;
    }

    /** State {@code s}'s value in [-1, 1] for {@code player}: exact when over, the outcomes' average at chance. */
    static double value(Rules rules, GameState s, Player player, Budget budget, long seed,
            Map<GameState, Analysis> analysed) {
        ToAct who = rules.toAct(s);
        if (who instanceof ToAct.Terminal t) {
            Verdict v = t.verdict();
            return v.isDraw() ? 0 : v.winner() == player ? 1 : -1;
        }
        if (who instanceof ToAct.Chance c) {
            double sum = 0;
            for (Outcome o : c.outcomes()) {
                sum += o.probability() * value(rules, rules.chance(s, o).state(), player, budget, seed, analysed);
            }
            return sum;
        }
        Player acting = ((ToAct.Choice) who).player();
        double v = analysed.computeIfAbsent(s, x -> Analyst.analyze(rules, x, budget, seed)).value();
        return acting == player ? v : -v;
    }

    private static Side side(Player p, List<Move> moves) {
        Map<MoveClass, Integer> counts = new EnumMap<>(MoveClass.class);
        for (MoveClass k : MoveClass.values()) {
            counts.put(k, 0);
        }
        double sum = 0;
        int n = 0;
        for (Move m : moves) {
            if (m.player() == p) {
                counts.merge(m.kind(), 1, Integer::sum);
                sum += 100 * (1 - Math.min(1, 2 * m.drop()));
                n++;
            }
        }
        return new Side(p, n, n == 0 ? 100 : sum / n, counts);
    }
}
