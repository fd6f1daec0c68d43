package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code moves --game american} answers from the general model with exactly the engine's output. */
class ModelMovesTest {
    /** The first {@code count} distinct positions of seeded random games from the start. */
    static List<String> randomPlay(int count, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Set<String> fens = new LinkedHashSet<>();
        while (fens.size() < count) {
            Position p = Position.initial();
            for (int ply = 0; ply < 120 && fens.size() < count; ply++) {
                fens.add(Fen.format(p));
                List<Move> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                p = p.apply(moves.get(rnd.nextInt(moves.size())));
            }
        }
        return new ArrayList<>(fens);
    }

    /** Random positions, kings and all, in which some capture takes two pieces or more. */
    static List<String> captureHeavy(int count, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<String> out = new ArrayList<>();
        while (out.size() < count) {
            long black = 0;
            long white = 0;
            long kings = 0;
            for (int i = 2 + rnd.nextInt(20); i > 0; i--) {
                int s = 1 + rnd.nextInt(32);
                long m = Squares.mask(s);
                if (((black | white) & m) == 0) {
                    boolean isBlack = rnd.nextBoolean();
                    // A man on the row where it would be crowned is a king.
                    boolean king = rnd.nextInt(3) == 0 || Squares.row(s) == (isBlack ? 7 : 0);
                    black |= isBlack ? m : 0;
                    white |= isBlack ? 0 : m;
                    kings |= king ? m : 0;
                }
            }
            Position p = Position.of(black, white, kings, rnd.nextBoolean() ? Side.BLACK : Side.WHITE);
            if (black != 0 && white != 0 && p.legalMoves().stream().anyMatch(m -> m.capturedSquares().length >= 2)) {
                out.add(Fen.format(p));
            }
        }
        return out;
    }

    static Path fenFile(Path dir, List<String> fens) throws IOException {
        Path f = dir.resolve("positions.txt");
        Files.write(f, fens);
        return f;
    }

    @Test
    void randomPlayPositionsGetTheEnginesOutputLineForLine(@TempDir Path dir) throws IOException {
        List<String> fens = randomPlay(200, 2024);
        Path f = fenFile(dir, fens);
        Run engine = Run.of("moves", "--fen-file", f.toString());
        Run model = Run.of("moves", "--game", "american", "--fen-file", f.toString());
        assertThat(model.exit()).isZero();
        assertThat(model.err()).isEmpty();
        assertThat(model.out()).isEqualTo(engine.out());
        assertThat(engine.outLines().stream().filter(l -> l.contains("x")).count()).as("captures in the sample")
                .isGreaterThan(20);
    }

    @Test
    void captureHeavyPositionsGetTheEnginesOutputLineForLine(@TempDir Path dir) throws IOException {
        List<String> fens = new ArrayList<>(captureHeavy(150, 77));
        // A king's capture round a square of pieces, both ways back to its own square (same pieces, two
        // routes); and a man crowned in the middle of a capture, where its move ends.
        fens.add("B:W10,11,18,19,26,27:BK14");
        fens.add("B:W18,26,27,28:B14");
        Path f = fenFile(dir, fens);
        Run engine = Run.of("moves", "--fen-file", f.toString());
        Run model = Run.of("moves", "--game", "american", "--fen-file", f.toString());
        assertThat(model.out()).isEqualTo(engine.out());
        assertThat(engine.outLines().stream().filter(l -> l.split("x").length >= 4).count())
                .as("captures of three pieces or more").isGreaterThan(10);
    }

    @Test
    void oneFenAndBadLinesAreAnsweredAsTheEngineAnswersThem(@TempDir Path dir) throws IOException {
        for (String fen : List.of("B:W21-32:B1-12", "B:W10,18,30:B6", "W:W22,31:B18,1")) {
            assertThat(Run.of("moves", "--game", "american", "--fen", fen).out())
                    .isEqualTo(Run.of("moves", "--fen", fen).out());
        }
        Path f = fenFile(dir, List.of("B:W18:B14", "not a fen", "W:W29:B22,25"));
        Run engine = Run.of("moves", "--fen-file", f.toString());
        Run model = Run.of("moves", "--game", "american", "--fen-file", f.toString());
        assertThat(model).isEqualTo(engine);
        assertThat(model.exit()).isEqualTo(1);
    }

    @Test
    void whereTheGameIsOverNeitherListsMoves() {
        // White has no pieces left: Black has already won, so there is no legal move to list (perft, a count
        // of the generator's paths, still counts 2 there).
        assertThat(Run.of("moves", "--fen", "B:W:B14").out()).isEmpty();
        assertThat(Run.of("moves", "--game", "american", "--fen", "B:W:B14").out()).isEmpty();
        assertThat(Run.of("perft", "--fen", "B:W:B14", "1").out()).startsWith("perft 1 2 ");
    }

    @Test
    void anUnknownGameIsAnError() {
        Run r = Run.of("moves", "--game", "chess", "--fen", "B:W18:B14");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("no game called 'chess'");
    }
}
