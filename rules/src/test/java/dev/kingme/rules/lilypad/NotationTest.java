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

    /** The board guides the reader: both goal rows, then where the side to move may hop its pawn. */
    @Test
    void theGuidesAreTheGoalRowsAndTheCheckersThePawnMayHopTo() {
        List<dev.kingme.rules.SquareMark> atStart = RULES.guides(RULES.initial());
        assertThat(atStart).filteredOn((m) -> m.kind().equals("pawn-goal")).hasSize(8);
        assertThat(atStart).filteredOn((m) -> m.owner() == dev.kingme.rules.Player.BLACK)
                .extracting(dev.kingme.rules.SquareMark::square).containsExactlyInAnyOrder(56, 58, 60, 62);
        assertThat(RULES.guides(PawnMoveTest.CHAIN)).filteredOn((m) -> m.kind().equals("pawn-reach"))
                .extracting((m) -> RULES.topology().number(m.square())).containsExactlyInAnyOrder(6, 10, 15);
    }

    /** A pawn move's trail is the chain of checkers it hops along. */
    @Test
    void aPawnMovesTrailIsTheChainOfCheckersItHopsAlong() {
        assertThat(RULES.trail(PawnMoveTest.CHAIN, pawn(1, 15))).extracting((sq) -> RULES.topology().number(sq))
                .containsExactly(1, 6, 10, 15);
        assertThat(RULES.trail(PawnMoveTest.CHAIN, Boards.step(3, 7))).isEmpty();
    }
}
