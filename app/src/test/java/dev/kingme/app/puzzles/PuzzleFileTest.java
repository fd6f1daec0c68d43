package dev.kingme.app.puzzles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.engine.puzzles.Proof;
import dev.kingme.engine.puzzles.Puzzle;
import dev.kingme.engine.puzzles.Theme;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The puzzle file: what is written is read back alike; a damaged file is refused saying which puzzle and why. */
class PuzzleFileTest {
    private static Puzzle puzzle(String fen, List<String> moves) {
        Position start = Fen.parse(fen);
        List<dev.kingme.engine.Move> line = new java.util.ArrayList<>();
        Position at = start;
        for (String m : moves) {
            dev.kingme.engine.Move move = dev.kingme.engine.MoveText.resolve(at.legalMoves(), m);
            line.add(move);
            at = at.apply(move);
        }
        return new Puzzle(start, line, Proof.Result.DRAW, Theme.SHOT, "engine self-play, ACF ballot 126", 4);
    }

    @Test
    void aSetIsReadBackAsItWasWritten() {
        PuzzleSet set = new PuzzleSet(4, 14, 500_000, List.of(
                puzzle("B:W28,K20,K24:BK23,K31", List.of("23-27", "24-19", "27-24", "20x27", "31x24x15")),
                puzzle("B:WK8:BK30", List.of("30-26"))));
        String text = PuzzleFile.write(set);
        assertThat(text).contains("\"format\" : \"kingme-puzzles 1\"", "\"20x27\"", "\"goal\" : \"draw\"", "\"theme\" : \"shot\"");
        PuzzleSet back = PuzzleFile.read(text);
        assertThat(back).isEqualTo(set);
        assertThat(back.byId(set.puzzles().get(1).id())).contains(set.puzzles().get(1));
    }

    @Test
    void aDamagedFileIsRefusedSayingWhichPuzzle() {
        String good = PuzzleFile.write(new PuzzleSet(4, 14, 500_000, List.of(puzzle("B:WK8:BK30", List.of("30-26")))));
        assertThatThrownBy(() -> PuzzleFile.read(good.replace("30-26", "30-21")))
                .hasMessageContaining("puzzle 1").hasMessageContaining("30-21");
        assertThatThrownBy(() -> PuzzleFile.read(good.replace("\"shot\"", "\"fork\"")))
                .hasMessageContaining("puzzle 1").hasMessageContaining("no puzzle theme 'fork'");
        assertThatThrownBy(() -> PuzzleFile.read("{\"puzzles\": []}")).hasMessageContaining("not a puzzle file");
        assertThatThrownBy(() -> PuzzleFile.read("[")).hasMessageContaining("not JSON");
    }
}
