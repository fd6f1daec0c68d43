package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Boards.RULES;
import static dev.kingme.rules.lilypad.Boards.pawn;
import static dev.kingme.rules.lilypad.Boards.place;
import static dev.kingme.rules.lilypad.Boards.squares;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Event;
import dev.kingme.rules.Games;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How Lilypad's own decisions are written and read, and how a state is described. */
class NotationTest {
    @Test
    void lilypadIsAGameOfTheRegistry() {
        assertThat(Games.byName("lilypad")).isInstanceOf(Lilypad.class);
        assertThat(Games.byName("lilypad").rules(java.util.Map.of()).kind()).isSameAs(Lilypad.GAME);
    }

    @Test
    void aPlacementIsWrittenPawnAndItsSquareAndAPawnMovePawnFromTo() {
        GameState s = RULES.initial();
        assertThat(RULES.notation(s, place(2))).isEqualTo("pawn 2");
        assertThat(RULES.notation(PawnMoveTest.CHAIN, pawn(1, 15))).isEqualTo("pawn 1-15");
    }

    @Test
    void aPawnMoveIsAWholeLineAndIsReadBackFromItsNotation() {
        GameState s = PawnMoveTest.CHAIN;
        List<Line> lines = Lines.expand(RULES, s);
        Line line = Lines.resolve(RULES, s, lines, "pawn 1-15");
        assertThat(line.decisions()).containsExactly(pawn(1, 15));
        assertThat(squares(line.after().layer(Pawns.LAYER))).containsExactly(15, 30);
        assertThat(Lines.resolve(RULES, s, lines, "1-5").decisions()).containsExactly(Boards.step(1, 5));
    }

    @Test
    void aPawnMoveIsLoggedAsThePawnLeavingOneCheckerForAnother() {
        List<Event> events = RULES.step(PawnMoveTest.CHAIN, pawn(1, 15)).events();
        assertThat(events).extracting(Event::text).containsExactly("pawn off 1", "pawn on 15", "White to play");
    }

    @Test
    void theDescriptionSaysWhereEachPawnIs() {
        GameState s = RULES.initial();
        assertThat(RULES.describe(s)).isEqualTo("Black's pawn not placed yet, bound for White's back row (29-32); White's pawn not placed yet, bound for Black's back row (1-4)");
        s = RULES.apply(s, place(2));
        assertThat(RULES.describe(s)).isEqualTo("Black's pawn on 2, bound for White's back row (29-32); White's pawn not placed yet, bound for Black's back row (1-4)");
        s = RULES.apply(s, place(31));
        assertThat(RULES.describe(s)).isEqualTo("Black's pawn on 2, bound for White's back row (29-32); White's pawn on 31, bound for Black's back row (1-4)");
        assertThat(RULES.describe(Boards.position("B:W29:B1", 29))).isEqualTo("Black's pawn lost; White's pawn on 29, bound for Black's back row (1-4)");
    }
}
