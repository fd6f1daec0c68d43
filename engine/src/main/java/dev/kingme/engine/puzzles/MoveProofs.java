package dev.kingme.engine.puzzles;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every legal move of a position with what is proved about it for the side to move, and the move that alone keeps
 * the result, if there is one: the ruling of {@code docs/rules/puzzles.md}.
 *
 * @param position the position
 * @param moves its legal moves, in {@link Position#legalMoves()}'s order, each once: of capture routes that take the
 *     same pieces to the same square only the first (they lead to the same position)
 * @param proofs the proof of each move for the side to move, in the same order
 */
public record MoveProofs(Position position, List<Move> moves, List<Proof> proofs) {
    public MoveProofs {
        moves = List.copyOf(moves);
        proofs = List.copyOf(proofs);
        if (moves.size() != proofs.size()) {
            throw new IllegalArgumentException(moves.size() + " moves but " + proofs.size() + " proofs");
        }
    }

    /** Proves every move of {@code p} with {@code prover}. */
    public static MoveProofs of(Position p, Prover prover) {
        List<Move> moves = distinct(p);
        List<Proof> proofs = new ArrayList<>(moves.size());
        for (Move m : moves) {
            proofs.add(prover.prove(p.apply(m)).forMover());
        }
        return new MoveProofs(p, moves, proofs);
    }

    /**
     * The proofs of {@code p}'s moves when one of them is {@link #unique()}, else empty: as {@link #of} followed by
     * {@link #unique()}, but it stops proving at the first move left unproved or the second that wins, since either
     * settles that no move is unique.
     */
    public static Optional<MoveProofs> ifUnique(Position p, Prover prover) {
        List<Move> moves = distinct(p);
        List<Proof> proofs = new ArrayList<>(moves.size());
        int wins = 0;
        for (Move m : moves) {
            Proof proof = prover.prove(p.apply(m)).forMover();
            wins += proof.result() == Proof.Result.WIN ? 1 : 0;
            if (!proof.proved() || wins > 1) {
                return Optional.empty();
            }
            proofs.add(proof);
        }
        MoveProofs all = new MoveProofs(p, moves, proofs);
        return all.unique().isPresent() ? Optional.of(all) : Optional.empty();
    }

    /** The legal moves of {@code p}, each effect once (the first of routes that take the same pieces). */
    public static List<Move> distinct(Position p) {
        List<Move> out = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            if (out.stream().noneMatch(m::sameEffect)) {
                out.add(m);
            }
        }
        return out;
    }

    /** The proof of {@code move}, one of the moves. */
    public Proof proofOf(Move move) {
        int i = -1;
        for (int k = 0; k < moves.size() && i < 0; k++) {
            i = moves.get(k).sameEffect(move) ? k : -1;
        }
        if (i < 0) {
            throw new IllegalArgumentException(move + " is not a legal move of " + position);
        }
        return proofs.get(i);
    }

    /**
     * The one move that keeps the position's result, when the proofs show there is exactly one: the best proved
     * result among the moves is a win or a draw, one move alone reaches it, and every other move is proved to
     * reach less (a draw or a loss where the one move wins, a loss where it draws). A move left unproved, or a
     * second move as good, leaves no unique move; so does a single legal move (there is nothing to find).
     */
    public Optional<Move> unique() {
        if (moves.size() < 2) {
            return Optional.empty();
        }
        int best = -1;
        for (int i = 0; i < moves.size(); i++) {
            Proof p = proofs.get(i);
            if (!p.proved()) {
                return Optional.empty();
            }
            if (best < 0 || p.result().ordinal() < proofs.get(best).result().ordinal()) {
                best = i;
            }
        }
        Proof.Result kept = proofs.get(best).result();
        if (kept == Proof.Result.LOSS) {
            return Optional.empty();
        }
        for (int i = 0; i < moves.size(); i++) {
            if (i != best && proofs.get(i).result() == kept) {
                return Optional.empty();
            }
        }
        return Optional.of(moves.get(best));
    }
}
