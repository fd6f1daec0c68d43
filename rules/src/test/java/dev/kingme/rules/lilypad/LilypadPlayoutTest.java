package dev.kingme.rules.lilypad;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Random games under every combination of the variants, checking what must always hold. */
class LilypadPlayoutTest {
    /**
     * Every game ends: between two irreversible steps (at most 24 captures and 12 x 7 man's moves a side)
     * the no-progress rule allows 80 plies, and a capture takes at most 12 hops.
     */
    static final int MAX_DECISIONS = (24 + 2 * 12 * 7 + 1) * (80 + 12) + 2;
    static final int GAMES = 60;

    @Test
    void randomGamesUnderEveryCombinationOfVariants() {
        Map<String, Integer> endings = new HashMap<>();
        int combinations = 0;
        for (int mask = 0; mask < 8; mask++) {
            Map<String, String> given = Map.of(LilypadOptions.IMMUNE, String.valueOf((mask & 1) != 0),
                    LilypadOptions.FROZEN, String.valueOf((mask & 2) != 0),
                    LilypadOptions.ONE_STEP, String.valueOf((mask & 4) != 0));
            if ((mask & 3) == 3) {
                assertThatThrownBy(() -> Lilypad.GAME.rules(given)).hasMessageContaining("contradict");
                continue;
            }
            combinations++;
            Rules rules = Lilypad.GAME.rules(given);
            SplittableRandom rnd = new SplittableRandom(2026 + mask);
            for (int g = 0; g < GAMES; g++) {
                String reason = play(rules, rnd, (mask & 1) != 0, (mask & 3) != 0, (mask & 4) != 0);
                endings.merge(reason.replaceAll("Black|White", "X"), 1, Integer::sum);
            }
        }
        assertThat(combinations).isEqualTo(6);
        System.out.println("Lilypad random endings: " + endings);
        assertThat(endings.keySet()).as("%s", endings).anyMatch(r -> r.contains("pawn got across the board"))
                .contains("both sides have lost their pawns", "X has no pieces left");
    }

    /** One random game; returns how it ended. */
    static String play(Rules rules, SplittableRandom rnd, boolean immune, boolean immobile, boolean oneStep) {
        GameState s = rules.initial();
        GameState turnStart = s;
        for (int n = 0; n < MAX_DECISIONS; n++) {
            ToAct who = rules.toAct(s);
            List<Decision> legal = rules.legalDecisions(s);
            if (who instanceof ToAct.Terminal t) {
                assertThat(legal).isEmpty();
                return t.verdict().reason();
            }
            assertThat(who).isInstanceOf(ToAct.Choice.class);
            assertThat(legal).as("someone can act in %s", s).isNotEmpty();
            Decision d = legal.get(rnd.nextInt(legal.size()));
            checkDecision(s, d, immobile, oneStep);
            GameState next = rules.apply(s, d);
            checkPawns(next);
            if (immune && next.window() != Window.SETUP) {
                assertThat(Long.bitCount(next.layer(Pawns.LAYER))).as("immune pawns are never lost").isEqualTo(2);
            }
            if (next.turn() != s.turn()) {
                assertThat(boardOf(next)).as("the board changed over the turn from %s", turnStart)
                        .isNotEqualTo(boardOf(turnStart));
                turnStart = next;
            } else if (s.window() == Window.SETUP) {
                turnStart = next;
            }
            s = next;
        }
        throw new AssertionError("no end after " + MAX_DECISIONS + " decisions: " + s);
    }

    static void checkDecision(GameState s, Decision d, boolean immobile, boolean oneStep) {
        int from = d instanceof Decision.Step st ? st.from() : d instanceof Decision.Jump j ? j.from() : -1;
        if (immobile && from >= 0) {
            assertThat(s.has(Pawns.LAYER, from)).as("the pawn's checker moved: %s", d).isFalse();
        }
        if (d instanceof Decision.Act a) {
            assertThat(s.window()).isEqualTo(Window.MAIN);
            if (oneStep) {
                assertThat(Pawns.neighbours(Topology.DARK_SQUARES, a.squares().get(0)) & (1L << a.squares().get(1)))
                        .as("one step: %s", d).isNotZero();
            }
        }
    }

    /** At most one pawn a side, each on a checker of its own side: the pawn layer lies on the pieces. */
    static void checkPawns(GameState s) {
        long pawns = s.layer(Pawns.LAYER);
        assertThat(pawns & ~s.occupied()).as("a pawn off any checker in %s", s).isZero();
        for (Player p : Player.values()) {
            assertThat(Long.bitCount(pawns & s.pieces(p))).as("%s pawns in %s", p, s).isLessThanOrEqualTo(1);
        }
    }

    static List<Long> boardOf(GameState s) {
        List<Long> out = new ArrayList<>();
        for (Layer l : List.of(Layer.BLACK, Layer.WHITE, Layer.KING, Pawns.LAYER)) {
            out.add(s.layer(l));
        }
        return out;
    }
}
