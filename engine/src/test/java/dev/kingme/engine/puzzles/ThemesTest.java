package dev.kingme.engine.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Position;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The themes as Themes defines them, and the difficulty counted from a line. */
class ThemesTest {
    /** The line of {@code moves} from {@code fen}, every start move proved as {@code proof}. */
    static SolutionLine line(String fen, Proof proof, String... moves) {
        Position start = Fen.parse(fen);
        List<Move> line = new ArrayList<>();
        Position at = start;
        for (String m : moves) {
            Move move = MoveText.resolve(at.legalMoves(), m);
            line.add(move);
            at = at.apply(move);
        }
        List<Move> legal = MoveProofs.distinct(start);
        MoveProofs proofs = new MoveProofs(start, legal, Collections.nCopies(legal.size(), proof));
        return new SolutionLine(line, proofs, Proof.Result.WIN);
    }

    @Test
    void aPieceGivenAndADoubleJumpBackIsAShot() {
        SolutionLine shot = line("B:W28,K20,K24:BK23,K31", Proof.draw(), "23-27", "24-19", "27-24", "20x27", "31x24x15");
        assertThat(Themes.of(shot)).contains(Theme.SHOT);
        // the same start without the double jump at the end is no shot: a piece given, nothing taken back
        SolutionLine given = line("B:W28,K20,K24:BK23,K31", Proof.unproved(), "23-27", "24-19", "27-24");
        assertThat(Themes.of(given)).isEmpty();
    }

    @Test
    void aManCrownedInTheLineIsABreakthrough() {
        assertThat(Themes.of(line("B:WK21,K23:B28,K30", Proof.unproved(), "28-32"))).contains(Theme.BREAKTHROUGH);
        // a king's move to the far row crowns nothing
        assertThat(Themes.of(line("B:WK21,K23:B28,K30", Proof.unproved(), "30-26"))).isEmpty();
    }

    @Test
    void fewPiecesAllProvedByTheDatabaseIsEndgameTechnique() {
        assertThat(Themes.of(line("B:WK6,K10:B17,K13", Proof.draw(), "13-9"))).contains(Theme.ENDGAME_TECHNIQUE);
        assertThat(Themes.of(line("B:WK6,K10:B17,K13", Proof.loss(3, false), "13-9"))).isEmpty();
        Optional<Theme> many = Themes.of(line("B:W20,21,22,23,24:B1,2,3,4,5", Proof.draw(), "5-9"));
        assertThat(many).isEmpty();
    }

    @Test
    void difficultyCountsTheMovesTheQuietFirstMoveTheSacrificeAndTheChoice() {
        SolutionLine shot = line("B:W28,K20,K24:BK23,K31", Proof.draw(), "23-27", "24-19", "27-24", "20x27", "31x24x15");
        int choice = shot.start().moves().size() >= Difficulty.MANY_MOVES ? 1 : 0;
        // one to start, two more moves of the solver, a quiet first move; the reply 24-19 takes nothing
        assertThat(Difficulty.of(shot)).isEqualTo(Math.min(Difficulty.MAX, 1 + 2 + 1 + choice));
        SolutionLine crowning = line("B:WK21,K23:B28,K30", Proof.unproved(), "28-32");
        assertThat(Difficulty.of(crowning)).isEqualTo(2);
    }
}
