package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.sq;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The squares a power's decision reaches ({@code Rules.area}), which interfaces preview before the decision
 * is chosen: an area spell's target and the squares around it, a bomb's blast, a maser's line; nothing for
 * a move or a power that acts on the squares it names. The record module runs it again with the
 * characters played from their files, whose block powers must reach the same squares.
 */
class AreaTest {
    private static List<Integer> numbers(List<Integer> squares) {
        return squares.stream().map(Topology.DARK_SQUARES::number).sorted().toList();
    }

    private static List<Integer> area(Table t, GameState s, String text) {
        Decision d = Table.decision(t.rules, s, text);
        return numbers(t.rules.area(s, d));
    }

    @Test
    void fireballReachesItsTargetAndTheSquaresAroundIt() {
        Table t = Table.of("mage", "none", "B:W19,23,24:B1,16").pennies(Player.BLACK, 4);
        assertThat(area(t, t.state(), "fireball 19")).containsExactly(15, 16, 19, 23, 24);
    }

    @Test
    void callLightningReachesItsTargetAndTheSquaresAroundItEvenEmptyOnes() {
        Table t = Table.of("cleric", "none", "B:W32,19:B1").pennies(Player.BLACK, 5);
        assertThat(area(t, t.state(), "call-lightning 32")).containsExactly(27, 28, 32);
    }

    @Test
    void theChefsBombReachesTheDetonatedSquareAndTheSquaresAroundIt() {
        Table t = Table.of("chvorthq", "none", "B:WK10,18,21,23,32:B1,9,14").pennies(Player.BLACK, 2);
        assertThat(area(t, t.state(), "detonate 14")).containsExactly(9, 10, 14, 17, 18);
    }

    @Test
    void theMaserReachesTheLineOfTheJumpToTheEdge() {
        Table t = Table.of("ennesby", "none", "B:W9,18,K27,30,32:B1,5,23");
        assertThat(Table.decision(t.rules, t.state(), "maser 5 9")).isEqualTo(Decision.Act.of("maser", sq(5), sq(9)));
        assertThat(area(t, t.state(), "maser 5 9")).containsExactly(9, 14, 18, 23, 27, 32);
    }

    @Test
    void aMoveAndAPowerOnTheSquaresItNamesReachNothingMore() {
        Table t = Table.of("mage", "none", "B:W19,23,24:B1,16").pennies(Player.BLACK, 4);
        assertThat(area(t, t.state(), "16-20")).isEmpty();
        assertThat(area(t, t.state(), "magic-missile 19")).isEmpty();
    }
}
