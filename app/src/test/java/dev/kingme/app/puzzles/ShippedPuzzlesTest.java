package dev.kingme.app.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.puzzles.MoveProofs;
import dev.kingme.engine.puzzles.Proof;
import dev.kingme.engine.puzzles.Prover;
import dev.kingme.engine.puzzles.Puzzle;
import dev.kingme.engine.puzzles.SolutionLine;
import dev.kingme.engine.puzzles.Themes;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every puzzle the server ships is proved again here with the set's own settings (docs/rules/puzzles.md): its first
 * move alone keeps the result the puzzle names, each later move of the solver alone keeps it too (or is the only
 * move), each reply is the opponent's best by the proofs, and its theme is what the solution shows.
 */
class ShippedPuzzlesTest {
    private final PuzzleSet set = PuzzleSet.shipped();

    @Test
    void theSetIsBuiltWithADatabaseThatNeedsNoFilesAndHasEveryTheme() {
        assertThat(set.databasePieces()).isLessThanOrEqualTo(PuzzleSet.IN_MEMORY_PIECES);
        assertThat(set.puzzles()).hasSizeGreaterThanOrEqualTo(30);
        Set<String> ids = new HashSet<>();
        for (Puzzle p : set.puzzles()) {
            assertThat(ids.add(p.id())).as("puzzle %s twice", p.id()).isTrue();
        }
        assertThat(set.puzzles()).extracting(Puzzle::theme).contains(dev.kingme.engine.puzzles.Theme.values());
    }

    @Test
    void everyShippedSolutionIsUniqueByTheEnginesOwnProof() {
        Prover prover = set.prover();
        for (Puzzle p : set.puzzles()) {
            SolutionLine line = SolutionLine.of(p.start(), prover, (p.solution().size() + 1) / 2).orElse(null);
            assertThat(line).as("puzzle %s (%s): no unique first move", p.id(), p.fen()).isNotNull();
            assertThat(line.goal()).as("puzzle %s", p.id()).isEqualTo(p.goal());
            assertThat(line.moves()).as("puzzle %s", p.id()).isEqualTo(p.solution());
            assertThat(Themes.of(line)).as("puzzle %s", p.id()).contains(p.theme());
            assertSolverMovesUnique(p, prover);
        }
    }

    /** Each move of the solver in the line is the only legal move, or the only one that keeps the goal. */
    private static void assertSolverMovesUnique(Puzzle p, Prover prover) {
        Position at = p.start();
        List<Move> moves = p.solution();
        for (int i = 0; i < moves.size(); i++) {
            if (i % 2 == 0) {
                List<Move> legal = MoveProofs.distinct(at);
                if (legal.size() > 1) {
                    MoveProofs proofs = MoveProofs.of(at, prover);
                    assertThat(proofs.unique()).as("puzzle %s, move %d", p.id(), i + 1).isPresent();
                    assertThat(proofs.unique().get().sameEffect(moves.get(i))).as("puzzle %s, move %d", p.id(), i + 1).isTrue();
                    assertThat(proofs.proofOf(moves.get(i)).result()).isEqualTo(p.goal());
                }
            } else {
                Proof reply = MoveProofs.of(at, prover).proofOf(moves.get(i));
                assertThat(reply.proved()).as("puzzle %s, reply %d", p.id(), i + 1).isTrue();
                assertThat(reply.result()).isEqualTo(p.goal() == Proof.Result.WIN ? Proof.Result.LOSS : Proof.Result.DRAW);
            }
            at = at.apply(moves.get(i));
        }
    }
}
