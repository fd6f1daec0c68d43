package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Game;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.openings.ThreeMoveRestriction;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class OpeningBookTest {
    @Test
    void everyDrawableBallotIsInTheBook() {
        OpeningBook book = OpeningBook.acf();
        int drawable = 0;
        for (Opening o : ThreeMoveRestriction.acf().ballots()) {
            Game game = new Game();
            for (String text : o.moves()) {
                Position before = game.position();
                Move m = game.play(text);
                if (o.drawable()) {
                    assertThat(book.moves(before)).extracting(OpeningBook.BookMove::move).as("%s", o).contains(m);
                }
            }
            drawable += o.drawable() ? 1 : 0;
            assertThat(book.contains(game.position())).as("after %s the book is over", o).isFalse();
        }
        // From the start: each first move weighs as many ballots as begin with it.
        int total = 0;
        for (OpeningBook.BookMove m : book.moves(Position.initial())) {
            total += m.ballots();
        }
        assertThat(total).isEqualTo(drawable).isEqualTo(156);
    }

    @Test
    void barredBallotsAreLeftOut() {
        // Ballot 3 (9-13 21-17 10-14) is barred: after 9-13 21-17 the book does not play 10-14.
        Game game = new Game();
        game.play("9-13");
        game.play("21-17");
        assertThat(OpeningBook.acf().moves(game.position())).extracting(m -> m.move().toPdn())
                .contains("5-9", "6-9").doesNotContain("10-14");
    }

    @Test
    void aSeedRepeatsItsChoicesAndSeedsDiffer() {
        List<String> a = bookLine(7);
        assertThat(bookLine(7)).isEqualTo(a);
        Set<List<String>> lines = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            lines.add(bookLine(seed));
        }
        assertThat(lines.size()).isGreaterThan(5);
        assertThat(a).hasSize(3);
    }

    @Test
    void playsTheBookThenSearches() {
        Engine engine = new Engine(new Searcher(2), OpeningBook.acf(), 1);
        Game game = new Game();
        for (int ply = 0; ply < 3; ply++) {
            SearchResult r = engine.play(game.position(), SearchLimits.depth(4));
            assertThat(r.nodes()).as("book move at ply %d", ply).isZero();
            game.play(r.best());
        }
        SearchResult searched = engine.play(game.position(), SearchLimits.depth(4));
        assertThat(searched.depth()).isEqualTo(4);
        assertThat(game.position().legalMoves()).contains(searched.best());
    }

    @Test
    void theBookCanBeSwitchedOff() {
        Engine engine = new Engine(new Searcher(2), OpeningBook.acf(), 1);
        engine.setBookEnabled(false);
        assertThat(engine.play(Position.initial(), SearchLimits.depth(3)).depth()).isEqualTo(3);
        assertThat(new Engine(new Searcher(2), OpeningBook.empty(), 1).play(Position.initial(),
                SearchLimits.depth(3)).depth()).isEqualTo(3);
    }

    private static List<String> bookLine(long seed) {
        OpeningBook book = OpeningBook.acf();
        SplittableRandom random = new SplittableRandom(seed);
        Position p = Position.initial();
        List<String> line = new ArrayList<>();
        for (Move m = book.choose(p, random); m != null; m = book.choose(p, random)) {
            line.add(m.toPdn());
            p = p.apply(m);
        }
        return line;
    }
}
