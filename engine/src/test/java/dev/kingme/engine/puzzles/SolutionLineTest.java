package dev.kingme.engine.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A solution follows the unique moves and the best replies, never goes round in circles and ends with the solver. */
class SolutionLineTest {
    @Test
    void eachMoveOfTheSolverIsTheOnlyOneThatKeepsTheGoal() {
        Prover prover = new Prover(MoveProofsTest.FOUR, 14, 500_000);
        Position start = Fen.parse("B:WK6,K10:B17,K13");
        SolutionLine line = SolutionLine.of(start, prover, 6).orElseThrow();
        assertThat(line.goal()).isEqualTo(Proof.Result.DRAW);
        assertThat(line.moves().size() % 2).isEqualTo(1);
        assertThat(line.solverMoves()).isBetween(1, 6);
        Position at = start;
        Set<Long> met = new HashSet<>(Set.of(start.hash()));
        for (int i = 0; i < line.moves().size(); i++) {
            Move m = line.moves().get(i);
            MoveProofs proofs = MoveProofs.of(at, prover);
            if (i % 2 == 0) {
                assertThat(proofs.moves().size() == 1 || proofs.unique().orElseThrow().sameEffect(m)).isTrue();
            } else {
                Proof reply = proofs.proofOf(m);
                assertThat(proofs.proofs()).noneMatch(p -> p.betterThan(reply));
            }
            at = at.apply(m);
            assertThat(met.add(at.hash())).as("position after move %d comes back", i + 1).isTrue();
        }
    }

    @Test
    void noUniqueFirstMoveNoSolution() {
        Prover prover = new Prover(MoveProofsTest.FOUR, 14, 500_000);
        assertThat(SolutionLine.of(Fen.parse("B:WK32:BK1,K5,K10"), prover, 6)).isEmpty();
    }
}
