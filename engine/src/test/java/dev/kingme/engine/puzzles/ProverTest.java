package dev.kingme.engine.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A proof takes the position alone: neither what the prover proved before (its search tables are cleared) nor the
 * game that led there (no repetition or 40-move count) changes it, so anyone with the same settings proves the same.
 */
class ProverTest {
    @Test
    void aProofIsTheSameWhateverWasProvedOrPlayedBefore() {
        Position p = Fen.parse("B:WK6,K10:B17,K13");
        List<Position> after = new ArrayList<>();
        for (Move m : MoveProofs.distinct(p)) {
            after.add(p.apply(m));
        }
        Prover busy = new Prover(MoveProofsTest.THREE, 14, 500_000);
        // kings going round and back: positions a game would count as repeated, proved first
        Position round = Fen.parse("W:WK27,K18:B3,K5");
        for (String text : new String[] {"18-22", "5-9", "22-18", "9-5"}) {
            busy.prove(round);
            round = round.apply(MoveText.resolve(round.legalMoves(), text));
        }
        busy.prove(Position.initial());
        List<Proof> late = new ArrayList<>();
        List<Proof> fresh = new ArrayList<>();
        for (int i = after.size() - 1; i >= 0; i--) {
            late.add(0, busy.prove(after.get(i)));
        }
        for (Position q : after) {
            fresh.add(new Prover(MoveProofsTest.THREE, 14, 500_000).prove(q));
        }
        assertThat(late).isEqualTo(fresh);
        // above the three-piece database every proof here is a search's: the searches' tables are what could differ
        assertThat(after).noneMatch(MoveProofsTest.THREE::covers);
        assertThat(fresh).anyMatch(Proof::proved);
    }
}
