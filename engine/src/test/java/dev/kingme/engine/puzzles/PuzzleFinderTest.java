package dev.kingme.engine.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The finder walks a game's positions, past its opening, and keeps each puzzle once. */
class PuzzleFinderTest {
    private static SourceGame game(String... fens) {
        List<Position> positions = new ArrayList<>(Collections.nCopies(PuzzleFinder.OPENING_PLIES, Position.initial()));
        for (String f : fens) {
            positions.add(Fen.parse(f));
        }
        return new SourceGame("a test game", positions);
    }

    @Test
    void aPuzzleIsFoundOnceWithItsSourceThemeAndLine() {
        PuzzleFinder finder = new PuzzleFinder(new Prover(MoveProofsTest.FOUR, 14, 500_000), 20_000, 6);
        List<Puzzle> found = finder.find(game("B:WK6,K10:B17,K13", "B:WK32:BK1,K5,K10", "B:WK8:BK30"));
        assertThat(found).hasSize(1);
        Puzzle p = found.get(0);
        assertThat(p.fen()).isEqualTo("B:WK6,K10:B17,K13");
        assertThat(p.source()).isEqualTo("a test game");
        assertThat(p.theme()).isEqualTo(Theme.ENDGAME_TECHNIQUE);
        assertThat(p.goal()).isEqualTo(Proof.Result.DRAW);
        assertThat(p.prompt()).isEqualTo("Black to move and draw");
        assertThat(p.id()).hasSize(12);
        assertThat(finder.find(game("B:WK6,K10:B17,K13"))).isEmpty();
    }

    @Test
    void theOpeningIsPassedOver() {
        PuzzleFinder finder = new PuzzleFinder(new Prover(MoveProofsTest.FOUR, 14, 500_000), 20_000, 6);
        List<Position> early = new ArrayList<>(List.of(Fen.parse("B:WK6,K10:B17,K13")));
        early.addAll(Collections.nCopies(PuzzleFinder.OPENING_PLIES, Position.initial()));
        assertThat(finder.find(new SourceGame("early", early))).isEmpty();
    }
}
