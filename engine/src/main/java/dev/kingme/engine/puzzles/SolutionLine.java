package dev.kingme.engine.puzzles;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A puzzle's solution from its start: the unique move, the opponent's best reply, the next unique move, and so on
 * while each move of the solver is unique (or forced), each reply proved, and no position comes back (a line that
 * goes round in circles has shown what it had to show). It always ends with a move of the solver.
 *
 * <p>The opponent's reply is the one proved best for it (a draw before a loss, the slowest loss before a quicker
 * one); among replies as good, the first after which the solver again has a unique move, so that the line goes on
 * as long as the proofs allow.
 *
 * @param moves the solver's and the opponent's moves in turn, the solver's first and last
 * @param start the proofs of the start position's moves
 * @param goal what the first move keeps: {@link Proof.Result#WIN} or {@link Proof.Result#DRAW}
 */
public record SolutionLine(List<Move> moves, MoveProofs start, Proof.Result goal) {
    public SolutionLine {
        moves = List.copyOf(moves);
        if (moves.size() % 2 == 0) {
            throw new IllegalArgumentException("a solution ends with the solver's move: " + moves);
        }
    }

    /** The number of moves the solver plays. */
    public int solverMoves() {
        return (moves.size() + 1) / 2;
    }

    /**
     * The solution from {@code start}, with at most {@code maxSolverMoves} moves of the solver, or empty when no
     * move of {@code start} is unique.
     */
    public static Optional<SolutionLine> of(Position start, Prover prover, int maxSolverMoves) {
        return MoveProofs.ifUnique(start, prover).flatMap(first -> of(first, prover, maxSolverMoves));
    }

    /** As {@link #of(Position, Prover, int)} from the start's proofs, already worked out. */
    public static Optional<SolutionLine> of(MoveProofs first, Prover prover, int maxSolverMoves) {
        Optional<Move> key = first.unique();
        if (key.isEmpty()) {
            return Optional.empty();
        }
        List<Move> line = new ArrayList<>(List.of(key.get()));
        Position at = first.position().apply(key.get());
        Set<Long> met = new HashSet<>(List.of(first.position().hash(), at.hash()));
        while (line.size() / 2 + 1 < maxSolverMoves) {
            Move[] next = nextPair(at, prover);
            if (next == null) {
                break;
            }
            Position reply = at.apply(next[0]);
            Position answer = reply.apply(next[1]);
            if (!met.add(reply.hash()) || !met.add(answer.hash())) {
                break;
            }
            line.add(next[0]);
            line.add(next[1]);
            at = answer;
        }
        return Optional.of(new SolutionLine(line, first, first.proofOf(key.get()).result()));
    }

    /**
     * The opponent's best reply in {@code at} and the solver's unique (or forced) answer to it, or null when the
     * game is over, a reply is unproved, or no reply as good as the best leaves the solver a unique move.
     */
    private static Move[] nextPair(Position at, Prover prover) {
        if (at.legalMoves().isEmpty()) {
            return null;
        }
        MoveProofs replies = MoveProofs.of(at, prover);
        Proof best = null;
        for (Proof p : replies.proofs()) {
            if (!p.proved()) {
                return null;
            }
            if (best == null || p.betterThan(best)) {
                best = p;
            }
        }
        for (int i = 0; i < replies.moves().size(); i++) {
            Proof p = replies.proofs().get(i);
            if (p.betterThan(best) || best.betterThan(p)) {
                continue;
            }
            Move reply = replies.moves().get(i);
            Position after = at.apply(reply);
            List<Move> answers = MoveProofs.distinct(after);
            if (answers.size() == 1) {
                return new Move[] {reply, answers.get(0)};
            }
            Optional<MoveProofs> answer = MoveProofs.ifUnique(after, prover);
            if (answer.isPresent()) {
                return new Move[] {reply, answer.get().unique().orElseThrow()};
            }
        }
        return null;
    }
}
