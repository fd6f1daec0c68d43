package dev.kingme.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;
import dev.kingme.engine.search.Score;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import dev.kingme.engine.search.Searcher;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The databases against the search, and their files against damage. */
class DatabaseTest {
    /** Up to four pieces: built once for the class, a few seconds. */
    private static final Tables FOUR = Builder.inMemory(4);

    @TempDir
    Path dir;

    @Test
    void knowsTheSimpleEndings() {
        assertThat(value("W:WK32:BK1")).isEqualTo(Value.DRAW);
        assertThat(Value.isWin(value("B:WK32:BK1,K2"))).isTrue();
        assertThat(value("W:W29:B25,22")).as("White has no move").isEqualTo(Value.lossIn(0));
        // First Position (two kings against king and man), White to play wins: the ACF's published solution.
        assertThat(Value.isWin(value("W:WK18,K32:B12,K28"))).isTrue();
        assertThat(Value.isWin(value("B:W25:B5,K32"))).as("king and man against a lone man").isTrue();
    }

    @Test
    void agreesWithAFullWidthSearchOnRandomEndings() {
        // A win or loss in n plies must be exactly what a full-width search to depth n finds (the shortest
        // win, the longest defence); a draw must never be reported won or lost by a search.
        SplittableRandom rnd = new SplittableRandom(3);
        Searcher searcher = new Searcher(4);
        searcher.setSelective(false); // full width: every line to the depth
        int decided = 0;
        int drawn = 0;
        for (int i = 0; i < 600; i++) {
            Position p = randomPosition(rnd, 2 + rnd.nextInt(3));
            int v = FOUR.probe(p.black(), p.white(), p.kings(), p.toMove() == Side.WHITE);
            if (p.legalMoves().size() < 2) {
                continue; // answered without a search
            }
            if (v != Value.DRAW && Value.plies(v) <= 13) {
                searcher.newGame();
                SearchResult r = searcher.search(p, SearchLimits.depth(Value.plies(v)));
                int expected = Value.isWin(v) ? Score.winIn(Value.plies(v)) : Score.lossIn(Value.plies(v));
                assertThat(Score.text(r.score())).as("%s: database %s", p, Value.text(v)).isEqualTo(Score.text(expected));
                decided++;
            } else if (v == Value.DRAW) {
                searcher.newGame();
                SearchResult r = searcher.search(p, SearchLimits.depth(9));
                assertThat(Score.isDecisive(r.score())).as("%s: drawn, search %s", p, Score.text(r.score())).isFalse();
                drawn++;
            }
        }
        assertThat(decided).isGreaterThan(100);
        assertThat(drawn).isGreaterThan(20);
    }

    @Test
    void everyMoveOfAWonPositionIsConsistentWithItsValue() {
        // The values must satisfy the game's own recursion: a win in n has a move to a loss in n - 1 and none
        // to a shorter loss; a loss in n has every move leading to a win in at most n - 1, one exactly; a draw
        // has no move to a loss and at least one to a draw.
        SplittableRandom rnd = new SplittableRandom(17);
        for (int i = 0; i < 3000; i++) {
            Position p = randomPosition(rnd, 2 + rnd.nextInt(3));
            int v = value(p);
            List<Integer> children = new ArrayList<>();
            for (var m : p.legalMoves()) {
                children.add(value(p.apply(m)));
            }
            if (children.isEmpty()) {
                assertThat(v).isEqualTo(Value.lossIn(0));
            } else if (Value.isWin(v)) {
                int best = children.stream().filter(Value::isLoss).mapToInt(Value::plies).min().orElse(-1);
                assertThat(best + 1).as("%s", p).isEqualTo(Value.plies(v));
            } else if (Value.isLoss(v)) {
                assertThat(children).as("%s", p).allMatch(Value::isWin);
                int longest = children.stream().mapToInt(Value::plies).max().orElseThrow();
                assertThat(longest + 1).as("%s", p).isEqualTo(Value.plies(v));
            } else {
                assertThat(children).as("%s", p).noneMatch(Value::isLoss).anyMatch(c -> c == Value.DRAW);
            }
        }
    }

    @Test
    void filesHoldWhatWasBuiltAndAResumedBuildFinishesTheRest() throws IOException, DatabaseException {
        Builder.build(3, dir, new Builder.Listener() {
        });
        Slice s = new Slice(1, 0, 0, 2);
        Files.delete(Builder.file(dir, s));
        Files.delete(Builder.file(dir, s.partner()));
        List<String> solved = new ArrayList<>();
        long[] begun = new long[2];
        Builder.build(3, dir, new Builder.Listener() {
            @Override
            public void begin(long total, long done) {
                begun[0] = total;
                begun[1] = done;
            }

            @Override
            public void solved(Slice slice, long fileBytes) {
                solved.add(slice.name());
            }
        });
        assertThat(solved).containsExactlyInAnyOrder(s.name(), s.partner().name());
        assertThat(begun[1]).isEqualTo(begun[0] - s.size() - s.partner().size());
        Tables loaded = Builder.load(dir, 3);
        Tables built = Builder.inMemory(3);
        for (Slice each : Slice.buildOrder(3)) {
            assertThat(loaded.get(each)).as(each.name()).isEqualTo(UnreadValuesTest.stored(built, each));
        }
        assertThat(Builder.complete(dir)).isEqualTo(3);
    }

    @Test
    void theProgressOfABuildClimbsToItsTotalAndNoFurther() throws IOException {
        long[] total = new long[1];
        List<Long> seen = new ArrayList<>();
        Builder.build(4, null, new Builder.Listener() {
            @Override
            public void begin(long all, long done) {
                total[0] = all;
                seen.add(done);
            }

            @Override
            public void progress(long done) {
                seen.add(done);
            }
        });
        assertThat(seen).isSorted().hasSizeGreaterThan(10);
        assertThat(seen.get(seen.size() - 1)).isEqualTo(total[0]);
    }

    @Test
    void aDamagedFileIsRefused() throws IOException {
        Builder.build(3, dir, new Builder.Listener() {
        });
        Slice s = new Slice(0, 2, 0, 1);
        Path file = Builder.file(dir, s);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x10;
        Files.write(file, bytes);
        assertThatThrownBy(() -> Builder.load(dir, 3)).isInstanceOf(DatabaseException.class)
                .hasMessageContaining(s.name()).hasMessageContaining("damaged");

        Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length - 7));
        assertThatThrownBy(() -> Builder.load(dir, 3)).hasMessageContaining("damaged");

        Files.delete(file);
        assertThatThrownBy(() -> Builder.load(dir, 3)).hasMessageContaining("missing");
        assertThat(Builder.complete(dir)).isEqualTo(2);
    }

    @Test
    void aDamagedFileIsBuiltAgainNotUsed() throws IOException, DatabaseException {
        Builder.build(3, dir, new Builder.Listener() {
        });
        Slice s = new Slice(1, 1, 1, 0);
        Path file = Builder.file(dir, s);
        byte[] bytes = Files.readAllBytes(file);
        bytes[60] ^= 1;
        Files.write(file, bytes);
        List<String> damaged = new ArrayList<>();
        Builder.build(3, dir, new Builder.Listener() {
            @Override
            public void damaged(DatabaseException problem) {
                damaged.add(problem.getMessage());
            }
        });
        assertThat(damaged).singleElement().asString().contains(s.name());
        assertThat(Builder.load(dir, 3).get(s)).isEqualTo(UnreadValuesTest.stored(FOUR, s));
    }

    private static int value(String fen) {
        return value(Fen.parse(fen));
    }

    private static int value(Position p) {
        return FOUR.probe(p.black(), p.white(), p.kings(), p.toMove() == Side.WHITE);
    }

    /** {@code pieces} pieces on distinct squares, no man on its crowning row, both sides present. */
    static Position randomPosition(SplittableRandom rnd, int pieces) {
        while (true) {
            long black = 0;
            long white = 0;
            long kings = 0;
            for (int i = 0; i < pieces; i++) {
                long m;
                do {
                    m = Squares.mask(1 + rnd.nextInt(32));
                } while (((black | white) & m) != 0);
                boolean isBlack = i == 0 || (i > 1 && rnd.nextBoolean());
                boolean king = rnd.nextInt(3) == 0
                        || (m & (isBlack ? Squares.WHITE_BACK_ROW : Squares.BLACK_BACK_ROW)) != 0;
                black |= isBlack ? m : 0;
                white |= isBlack ? 0 : m;
                kings |= king ? m : 0;
            }
            return Position.of(black, white, kings, rnd.nextBoolean() ? Side.BLACK : Side.WHITE);
        }
    }
}
