package dev.kingme.engine.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.EndgameDatabase;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The ruling of docs/rules/puzzles.md on the proofs of a position's moves: one move alone must keep the best proved
 * result and every other move must be proved to reach less; a draw is proved only by the database; a search cut
 * off by its node limit proves nothing.
 */
class MoveProofsTest {
    static final EndgameDatabase FOUR = EndgameDatabase.build(4);
    static final EndgameDatabase THREE = EndgameDatabase.build(3);

    private static MoveProofs proofs(String fen, EndgameDatabase db) {
        return MoveProofs.of(Fen.parse(fen), new Prover(db, 14, 500_000));
    }

    @Test
    void theOneMoveThatHoldsTheDrawIsFound() {
        MoveProofs m = proofs("B:WK6,K10:B17,K13", FOUR);
        Optional<Move> unique = m.unique();
        assertThat(unique).isPresent();
        assertThat(m.proofOf(unique.get()).result()).isEqualTo(Proof.Result.DRAW);
        for (int i = 0; i < m.moves().size(); i++) {
            if (!m.moves().get(i).equals(unique.get())) {
                assertThat(m.proofs().get(i).result()).isEqualTo(Proof.Result.LOSS);
            }
        }
    }

    @Test
    void twoWinningMovesMakeNoPuzzle() {
        MoveProofs m = proofs("B:WK32:BK1,K5,K10", FOUR);
        assertThat(m.proofs().stream().filter(p -> p.result() == Proof.Result.WIN).count()).isGreaterThanOrEqualTo(2);
        assertThat(m.unique()).isEmpty();
    }

    @Test
    void movesThatAllDrawMakeNoPuzzle() {
        MoveProofs m = proofs("W:WK27,K18:B3,K5", FOUR);
        assertThat(m.proofs()).allMatch(p -> p.result() == Proof.Result.DRAW);
        assertThat(m.unique()).isEmpty();
    }

    @Test
    void aDrawAboveTheDatabaseIsNeverProvedSoTheSamePositionIsNoPuzzle() {
        MoveProofs withFour = proofs("B:WK6,K10:B17,K13", FOUR);
        MoveProofs withThree = proofs("B:WK6,K10:B17,K13", THREE);
        Move holds = withFour.unique().orElseThrow();
        assertThat(withThree.proofOf(holds).proved()).isFalse();
        assertThat(withThree.unique()).isEmpty();
        // the losses are proved all the same, by the search down into the smaller database
        for (Move m : withThree.moves()) {
            if (!m.equals(holds)) {
                assertThat(withThree.proofOf(m).result()).isEqualTo(Proof.Result.LOSS);
            }
        }
    }

    @Test
    void aSearchCutOffByItsNodeLimitProvesNothing() {
        Position p = Fen.parse("B:WK6,K10:B17,K13");
        MoveProofs full = proofs("B:WK6,K10:B17,K13", THREE);
        Move longest = null;
        for (Move m : full.moves()) {
            Proof proof = full.proofOf(m);
            if (proof.proved() && (longest == null || proof.plies() > full.proofOf(longest).plies())) {
                longest = m;
            }
        }
        Position after = p.apply(longest);
        assertThat(new Prover(THREE, 14, 500_000).prove(after).proved()).isTrue();
        assertThat(new Prover(THREE, 14, 2_000).prove(after).proved()).isFalse();
    }

    @Test
    void aPositionWithOneMoveOrNoneProvedHasNothingToFind() {
        Position forced = Fen.parse("B:W6:B1,28");
        assertThat(MoveProofs.distinct(forced)).hasSize(1);
        assertThat(MoveProofs.of(forced, new Prover(FOUR, 14, 500_000)).unique()).isEmpty();
        MoveProofs start = MoveProofs.of(Position.initial(), new Prover(FOUR, 4, 10_000));
        assertThat(start.proofs()).noneMatch(Proof::proved);
        assertThat(start.unique()).isEmpty();
    }

    @Test
    void provingUntilTheAnswerIsSettledAgreesWithProvingEveryMove() {
        for (String fen : new String[] {"B:WK6,K10:B17,K13", "B:WK32:BK1,K5,K10", "W:WK27,K18:B3,K5", "B:WK8:BK30"}) {
            MoveProofs all = proofs(fen, FOUR);
            Optional<MoveProofs> settled = MoveProofs.ifUnique(Fen.parse(fen), new Prover(FOUR, 14, 500_000));
            assertThat(settled.isPresent()).as(fen).isEqualTo(all.unique().isPresent());
            settled.ifPresent(s -> assertThat(s).isEqualTo(all));
        }
    }
}
