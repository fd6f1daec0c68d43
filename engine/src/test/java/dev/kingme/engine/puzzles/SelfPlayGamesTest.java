package dev.kingme.engine.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Self-play: a seed plays the same game every time, move by legal move from a ballot. */
class SelfPlayGamesTest {
    @Test
    void aSeedPlaysTheSameGameOfLegalMoves() {
        SelfPlayGames games = new SelfPlayGames(MoveProofsTest.THREE, 2_000);
        SourceGame a = games.play(7);
        assertThat(games.play(7)).isEqualTo(a);
        assertThat(a.source()).startsWith("engine self-play, ACF ballot ");
        List<Position> ps = a.positions();
        assertThat(ps.get(0)).isEqualTo(Position.initial());
        assertThat(ps.size()).isBetween(4, SelfPlayGames.MAX_PLIES + 1);
        for (int i = 1; i < ps.size(); i++) {
            Position before = ps.get(i - 1);
            Position after = ps.get(i);
            assertThat(before.legalMoves().stream().map(before::apply).anyMatch(after::equals))
                    .as("ply %d follows a legal move", i).isTrue();
        }
        assertThat(games.play(8)).isNotEqualTo(a);
    }
}
