package dev.kingme.engine.openings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The ACF ballots by position: a ballot's position is named, others are not, and a game is named by its fourth position. */
class BallotIndexTest {
    @Test
    void aBallotsPositionIsNamedAndOthersAreNot() {
        Game g = new Game(Position.initial(), Rules.STANDARD);
        List<Position> positions = new ArrayList<>(List.of(g.position()));
        for (String move : List.of("11-15", "23-19")) {
            g.play(move);
            positions.add(g.position());
        }
        assertThat(BallotIndex.acf().at(g.position())).isEmpty();
        assertThat(BallotIndex.acf().openedWith(positions)).isEmpty();
        g.play("8-11");
        positions.add(g.position());
        assertThat(BallotIndex.acf().at(g.position())).hasValueSatisfying(o -> assertThat(o.number()).isEqualTo(126));
        g.play("22-17");
        positions.add(g.position());
        assertThat(BallotIndex.acf().openedWith(positions)).hasValueSatisfying(o -> assertThat(o.number()).isEqualTo(126));
        assertThat(BallotIndex.acf().openedWith(positions.subList(1, positions.size()))).isEmpty();
        assertThat(BallotIndex.acf().number(126)).hasValueSatisfying(o -> assertThat(o.movesText()).isEqualTo("11-15 23-19 8-11"));
        assertThat(BallotIndex.acf().number(0)).isEmpty();
    }
}
