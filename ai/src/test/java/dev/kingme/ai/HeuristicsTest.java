package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Window;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.lilypad.Pawns;
import dev.kingme.rules.warp.WarpLayers;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each game's estimate of a side's prospects: zero-sum, inside (-1, 1), and for the right side. */
class HeuristicsTest {
    private static void zeroSum(Rules rules, GameState s) {
        double b = rules.heuristic(s, Player.BLACK);
        assertThat(b).isStrictlyBetween(-1.0, 1.0);
        assertThat(rules.heuristic(s, Player.WHITE)).isCloseTo(-b, within(1e-12));
    }

    @Test
    void materialByDefaultWithKingsWorthMore() {
        Rules rules = Games.byName("american").rules(Map.of());
        GameState up = rules.initial("B:W18:B14,10");
        GameState kingUp = rules.initial("B:W18:BK14,10");
        zeroSum(rules, up);
        assertThat(rules.heuristic(up, Player.BLACK)).isPositive();
        assertThat(rules.heuristic(kingUp, Player.BLACK)).isGreaterThan(rules.heuristic(up, Player.BLACK));
        assertThat(rules.heuristic(rules.initial(), Player.BLACK)).isZero();
    }

    @Test
    void pennyTowardAMercenaryVictoryCount() {
        Rules rules = Games.byName("schlock-mercenary").rules(Map.of("black", "tagon", "white", "none"));
        GameState s = rules.initial("B:W18,22:B14,10");
        GameState rich = s.toBuilder().record(Player.BLACK, s.record(Player.BLACK).plus(Counters.PENNIES, 2)).build();
        zeroSum(rules, rich);
        assertThat(rules.heuristic(rich, Player.BLACK)).isGreaterThan(rules.heuristic(s, Player.BLACK) + 0.2);
    }

    @Test
    void warpCountsPoints() {
        Rules rules = Games.byName("warp").rules(Map.of());
        GameState s = GameState.builder().layer(Layer.BLACK, 1L).layer(Layer.WHITE, 3L << 62)
                .layer(Layer.KING, 1L).layer(WarpLayers.QUEEN, 1L).player(Player.BLACK).window(Window.MAIN).build();
        zeroSum(rules, s);
        assertThat(rules.heuristic(s, Player.BLACK)).as("a queen (4) against two checkers (2)").isPositive();
    }

    @Test
    void lilypadRacesThePawns() {
        Rules rules = Games.byName("lilypad").rules(Map.of());
        long black = (1L << 49) | (1L << 1);
        long white = (1L << 54) | (1L << 62);
        GameState s = GameState.builder().layer(Layer.BLACK, black).layer(Layer.WHITE, white)
                .layer(Pawns.LAYER, (1L << 49) | (1L << 62)).player(Player.WHITE).window(Window.MAIN).build();
        zeroSum(rules, s);
        assertThat(rules.heuristic(s, Player.BLACK)).as("Black's pawn one row from home, White's seven").isPositive();
    }
}
