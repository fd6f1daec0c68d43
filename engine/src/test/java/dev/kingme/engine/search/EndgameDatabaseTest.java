package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;
import dev.kingme.engine.egdb.Builder;
import dev.kingme.engine.egdb.Slice;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EndgameDatabaseTest {
    private final EndgameDatabase db = EndgameDatabase.standard();

    @Test
    void knowsTheSimpleEndings() {
        assertThat(db.pieces()).isEqualTo(3);
        assertThat(Score.text(db.score(Fen.parse("W:WK32:BK1")))).isEqualTo("0.00");
        assertThat(Score.isWin(db.score(Fen.parse("B:WK32:BK1,K2")))).isTrue();
        assertThat(db.score(Fen.parse("W:W:BK1"))).isEqualTo(Score.lossIn(0));
        assertThat(db.score(Fen.parse("B:W:BK1"))).as("no opponent left: any move ends it").isEqualTo(Score.winIn(1));
    }

    @Test
    void agreesWithTheSearchOnRandomPositions() {
        // A win or loss in n plies must be found by a full-width search of depth n, with the same n; a draw
        // must never be reported as won or lost by a search of any depth.
        SplittableRandom rnd = new SplittableRandom(3);
        Searcher searcher = new Searcher(4);
        searcher.setSelective(false); // full width: every line to the depth
        int decided = 0;
        int drawn = 0;
        for (int i = 0; i < 400; i++) {
            Position p = randomPosition(rnd, 2 + rnd.nextInt(2));
            if (p.legalMoves().size() < 2) {
                continue;
            }
            int expected = db.score(p);
            if (Score.isDecisive(expected) && Score.movesToWin(expected) <= 14) {
                searcher.newGame();
                SearchResult r = searcher.search(p, SearchLimits.depth(Score.movesToWin(expected)));
                assertThat(r.score()).as("%s: database %s, search %s", p, Score.text(expected), Score.text(r.score()))
                        .isEqualTo(expected);
                decided++;
            } else if (expected == 0) {
                SearchResult r = searcher.search(p, SearchLimits.depth(10));
                assertThat(Score.isDecisive(r.score())).as("%s: drawn, search %s", p, Score.text(r.score())).isFalse();
                drawn++;
            }
        }
        assertThat(decided).isGreaterThan(50);
        assertThat(drawn).isGreaterThan(20);
    }

    @Test
    void theSearcherPlaysTheDatabaseMoves() {
        Searcher searcher = new Searcher(4);
        searcher.useEndgameDatabase(db);
        SplittableRandom rnd = new SplittableRandom(8);
        for (int i = 0; i < 100; i++) {
            Position p = randomPosition(rnd, 3);
            if (p.legalMoves().size() < 2) {
                continue;
            }
            SearchResult r = searcher.search(p, SearchLimits.depth(20));
            int expected = db.score(p);
            assertThat(r.score()).isEqualTo(expected);
            int after = db.score(p.apply(r.best()));
            if (Score.isDecisive(expected)) {
                assertThat(-after).as("%s after %s", p, r.best()).isEqualTo(expected + (Score.isWin(expected) ? 1 : -1));
            } else {
                assertThat(after).isZero();
            }
        }
    }

    @Test
    void helpsWithBiggerEndings() {
        // First Position again: the database settles the lines where a piece comes off.
        Searcher searcher = new Searcher(16);
        searcher.useEndgameDatabase(db);
        SearchResult r = searcher.search(Fen.parse("W:WK18,K32:B12,K28"), SearchLimits.depth(56));
        assertThat(Score.isWin(r.score())).as(Score.text(r.score())).isTrue();
    }

    @Test
    void aSearcherMovesOnToTheDatabaseThatSupersedesItsOwnAtItsNextSearch() {
        // Two kings against one: not in a two-piece database, won in a three-piece one.
        Position p = Fen.parse("B:WK32:BK1,K2");
        EndgameDatabase two = EndgameDatabase.build(2);
        Searcher searcher = new Searcher(4);
        searcher.useEndgameDatabase(two);
        assertThat(searcher.search(p, SearchLimits.depth(1)).database()).isFalse();
        EndgameDatabase three = EndgameDatabase.build(3);
        two.supersede(three);
        assertThat(two.newest()).isSameAs(three);
        assertThat(three.newest()).isSameAs(three);
        SearchResult r = searcher.search(p, SearchLimits.depth(1));
        assertThat(r.database()).isTrue();
        assertThat(Score.isWin(r.score())).isTrue();
        assertThatThrownBy(() -> three.supersede(EndgameDatabase.build(2))).hasMessageContaining("bigger");
    }

    @Test
    void aFolderGivesAsManyPiecesAsItHasCompleteAndCheckedElseThreeInMemory(@TempDir Path dir) throws Exception {
        assertThat(EndgameDatabase.fromFolder(dir).pieces()).isEqualTo(3);
        Builder.build(4, dir, new Builder.Listener() {
        });
        EndgameDatabase four = EndgameDatabase.fromFolder(dir);
        assertThat(four.pieces()).isEqualTo(4);
        assertThat(four.source()).isEqualTo(dir.toString());
        Path file = Builder.file(dir, Slice.of(4).get(0));
        byte[] whole = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(whole, whole.length / 2)); // damaged: not used
        assertThat(EndgameDatabase.fromFolder(dir).source()).isEqualTo("built in memory");
    }

    @Test
    void refusesWhatItCannotAnswer() {
        assertThatThrownBy(() -> db.score(Position.initial())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> EndgameDatabase.build(EndgameDatabase.MAX_PIECES + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(EndgameDatabase.build(2).size()).isLessThan(db.size());
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
            Position p = Position.of(black, white, kings, rnd.nextBoolean() ? Side.BLACK : Side.WHITE);
            if (!p.legalMoves().isEmpty()) {
                return p;
            }
        }
    }
}
