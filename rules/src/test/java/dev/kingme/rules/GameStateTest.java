package dev.kingme.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.character.Counters;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameStateTest {
    /** A layer of a game of the test's own: something riding on a piece. */
    private static final Layer RIDER = Layer.declare("rider", 3);
    /** A counter of the test's own. */
    private static final Counter CAUGHT = Counter.declare("caught", 0);

    @Test
    void movingASquareMovesEverythingStackedOnItAndClearingRemovesIt() {
        GameState s = GameState.builder().set(Layer.BLACK, 10, true).set(Layer.KING, 10, true)
                .set(RIDER, 10, true).set(Layer.WHITE, 20, true).build();
        GameState moved = s.toBuilder().move(10, 28).build();
        assertThat(moved.owner(28)).isEqualTo(Player.BLACK);
        assertThat(moved.has(Layer.KING, 28)).isTrue();
        assertThat(moved.has(RIDER, 28)).isTrue();
        assertThat(moved.owner(10)).isNull();
        GameState cleared = moved.toBuilder().clear(28).build();
        assertThat(cleared.occupied()).isEqualTo(1L << 20);
        assertThat(cleared.layer(RIDER)).isZero();
        assertThat(s).isEqualTo(GameState.builder().set(Layer.BLACK, 10, true).set(Layer.KING, 10, true)
                .set(RIDER, 10, true).set(Layer.WHITE, 20, true).build());
    }

    @Test
    void thePositionHashSeesPiecesAndSideToMoveOnly() {
        GameState a = GameState.builder().set(Layer.BLACK, 1, true).build();
        assertThat(a.toBuilder().turn(7).quietPlies(3).build().positionHash()).isEqualTo(a.positionHash());
        assertThat(a.toBuilder().player(Player.WHITE).build().positionHash()).isNotEqualTo(a.positionHash());
        assertThat(a.toBuilder().set(Layer.KING, 1, true).build().positionHash()).isNotEqualTo(a.positionHash());
    }

    @Test
    void theResolverEndsATurnRemovingJumpedPiecesAndKeepingHistory() {
        GameState s = GameState.builder().set(Layer.BLACK, 10, true).set(Layer.WHITE, 19, true)
                .set(Layer.WHITE, 40, true).build();
        Transition hop = Resolver.apply(s, Topology.ALL_SQUARES, List.of(new Effect.MovePiece(10, 28),
                new Effect.Jumped(19), new Effect.ContinueChain(28)));
        assertThat(hop.state().window()).isEqualTo(Window.MID_CHAIN);
        assertThat(hop.state().owner(19)).isEqualTo(Player.WHITE); // still there until the capture ends
        assertThat(hop.events()).extracting(Event::kind).containsExactly("move", "capture");
        GameState end = Resolver.apply(hop.state(), Topology.ALL_SQUARES,
                List.of(new Effect.EndTurn(true, 0, Window.MAIN))).state();
        assertThat(end.owner(19)).isNull();
        assertThat(end.player()).isEqualTo(Player.WHITE);
        assertThat(end.chain()).isEqualTo(-1);
        assertThat(end.jumped()).isZero();
        assertThat(end.turn()).isEqualTo(1);
        assertThat(end.history()).containsExactly(end.positionHash());
        GameState quiet = Resolver.apply(end, Topology.ALL_SQUARES, List.of(new Effect.MovePiece(40, 32),
                new Effect.EndTurn(false, 0, Window.MAIN))).state();
        assertThat(quiet.quietPlies()).isEqualTo(1);
        assertThat(quiet.history()).hasSize(2);
    }

    @Test
    void jumpedPiecesGoToTheCapturersPoolAKingAsTwoCheckers() {
        GameState s = GameState.builder().set(Layer.BLACK, 10, true).set(Layer.WHITE, 19, true)
                .set(Layer.WHITE, 37, true).set(Layer.KING, 37, true).set(Layer.WHITE, 50, true).build();
        GameState end = Resolver.apply(s, Topology.ALL_SQUARES, List.of(new Effect.MovePiece(10, 28),
                new Effect.Jumped(19), new Effect.MovePiece(28, 46), new Effect.Jumped(37),
                new Effect.EndTurn(true, 0, Window.MAIN))).state();
        // the jumped pieces leave the board; counting them is the game's (a Count of its own before)
        assertThat(end.occupied()).isEqualTo(1L << 46 | 1L << 50);
        assertThat(end.record(Player.BLACK)).isEqualTo(SideRecord.EMPTY);
        GameState caught = end.toBuilder().record(Player.BLACK, SideRecord.EMPTY.plus(CAUGHT, 3)).build();
        assertThat(caught).isNotEqualTo(end);
        assertThat(caught.positionHash()).isNotEqualTo(end.positionHash());
    }

    @Test
    void countsChangeThroughTheResolverAndNeverGoBelowZero() {
        GameState s = GameState.builder().build();
        Transition t = Resolver.apply(s, Topology.DARK_SQUARES,
                List.of(new Effect.Count(Player.WHITE, Counters.PENNIES, 3)));
        assertThat(t.state().record(Player.WHITE).get(Counters.PENNIES)).isEqualTo(3);
        assertThat(t.events()).extracting(Event::text).containsExactly("White gains 3 pennies (now 3)");
        assertThatThrownBy(() -> Resolver.apply(t.state(), Topology.DARK_SQUARES,
                List.of(new Effect.Count(Player.WHITE, Counters.PENNIES, -4))))
                .hasMessageContaining("a side cannot hold fewer than none");
    }
}
