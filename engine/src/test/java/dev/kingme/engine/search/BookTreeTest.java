package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BookTreeTest {
    @Test
    void dropOutExpansionGrowsTheBestLineFirst() {
        BookTree book = BookTree.empty();
        BookBuilder builder = new BookBuilder(book, List.of(Position.initial()), 4);
        builder.grow(3, (done, p) -> { });
        assertThat(book.size()).isEqualTo(3);
        assertThat(book.contains(Position.initial())).isTrue();
        // The second position analysed is the one after the start's best move (the cheapest path: no drop).
        BookTree.Node start = book.node(Position.initial());
        int best = Integer.MIN_VALUE;
        Move bestMove = null;
        for (int i = 0; i < start.moves.size(); i++) {
            if (start.scores[i] > best) {
                best = start.scores[i];
                bestMove = start.moves.get(i);
            }
        }
        assertThat(book.contains(Position.initial().apply(bestMove))).isTrue();
        // The start's value now comes through the tree: at least the negated value of that move's position.
        assertThat(book.value(Position.initial())).isGreaterThanOrEqualTo(-book.value(Position.initial().apply(bestMove)));
    }

    @Test
    void theTextFormRoundTripsAndChoicesAreLegal() {
        BookTree book = BookTree.empty();
        new BookBuilder(book, List.of(Position.initial()), 3).grow(4, (done, p) -> { });
        BookTree again = BookTree.parse(book.format("test"));
        assertThat(again.format("test")).isEqualTo(book.format("test"));
        SplittableRandom rnd = new SplittableRandom(1);
        for (int i = 0; i < 20; i++) {
            Move m = again.choose(Position.initial(), rnd);
            assertThat(Position.initial().legalMoves()).contains(m);
        }
        assertThat(again.choose(dev.kingme.engine.Fen.parse("B:W21:B1"), rnd)).isNull();
    }

    @Test
    void aBadLineIsRefusedWithItsNumber() {
        assertThatThrownBy(() -> BookTree.parse("# c\nB:W21,22:B1,2;1-9 5\n")).hasMessageContaining("book line 2");
    }

    @Test
    void theShippedBookKnowsTheStartAndEveryBallot() {
        BookTree book = BookTree.shipped();
        assertThat(book.size()).isGreaterThan(150);
        assertThat(book.contains(Position.initial())).isTrue();
    }
}
