package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Games;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * MCTS where a side has hundreds of decisions: Commander Kevyn's turn, every checker to every other square
 * by terraport beside a handful of moves (see {@link Mcts}, wide nodes).
 */
class WideNodesTest {
    private static final Rules KEVYN = Games.byName("schlock-mercenary").rules(Map.of("black", "kevyn", "white", "none"));

    /** The first position where Kevyn (Black) chooses in his main window. */
    private static GameState kevynToMove() {
        GameState s = KEVYN.initial();
        assertThat(KEVYN.toAct(s)).isInstanceOf(ToAct.Choice.class);
        assertThat(s.player()).isEqualTo(Player.BLACK);
        return s;
    }

    private static boolean terraport(Decision d) {
        return d instanceof Decision.Act a && a.name().equals("terraport");
    }

    @Test
    void kevynsTurnIsWideAndTheSearchConsidersAFewDecisionsWithEveryMoveAmongThem() {
        GameState s = kevynToMove();
        List<Decision> legal = KEVYN.legalDecisions(s);
        long moves = legal.stream().filter(d -> !terraport(d)).count();
        assertThat(legal.size()).isGreaterThan(Mcts.WIDE * 5);
        assertThat(moves).isEqualTo(7);

        Mcts.Result r = new Mcts(MctsSettings.iterations(100), 1).search(KEVYN, s);
        MctsNode root = r.root();
        int tried = 0;
        int movesTried = 0;
        for (int i = 0; i < root.children.length; i++) {
            if (root.children[i] != null) {
                tried++;
                movesTried += terraport(root.decisions.get(i)) ? 0 : 1;
            }
        }
        assertThat(tried).isBetween(9, 8 + 20);
        assertThat(movesTried).isEqualTo(7);
    }

    /**
     * Most of Kevyn's terraports at the start send a checker onto a taken square, where it would be
     * captured when the die runs out. A search that tried each of them once would often play one; the
     * AI never does.
     */
    @Test
    void theAiDoesNotTerraportOntoATakenSquare() {
        GameState s = kevynToMove();
        long onTaken = KEVYN.legalDecisions(s).stream()
                .filter(d -> terraport(d) && s.owner(((Decision.Act) d).squares().get(1)) != null).count();
        assertThat(onTaken).isGreaterThan(200);
        for (long seed = 1; seed <= 6; seed++) {
            Decision d = new Mcts(MctsSettings.iterations(300), seed).choose(KEVYN, s, KEVYN.legalDecisions(s));
            if (terraport(d)) {
                assertThat(s.owner(((Decision.Act) d).squares().get(1))).as("seed %d: %s", seed, d).isNull();
            }
        }
    }

    @Test
    void narrowNodesAreNotWide() {
        Rules american = Games.byName("american").rules(Map.of());
        Mcts.Result r = new Mcts(MctsSettings.iterations(60), 1).search(american, american.initial());
        for (MctsNode child : r.root().children) {
            assertThat(child).isNotNull();  // all 7 opening moves tried, as ever
        }
    }

    /**
     * The lower levels' deliberate mistakes (a pick weighted by visits) take one of the few most visited
     * decisions at a wide root, not any of the hundred tried: together the little-visited terraports would
     * outweigh the best decision, and Kevyn at ai:easy lost every game that way.
     */
    @Test
    void aLevelsDeliberateMistakeAtAWideRootIsOneOfTheMostVisited() {
        Mcts mcts = new Mcts(MctsSettings.iterations(1500).withTemperature(0.5), 3);
        MctsNode root = mcts.search(KEVYN, kevynToMove()).root();
        int tried = 0;
        for (MctsNode c : root.children) {
            tried += c != null && c.visits() > 0 ? 1 : 0;
        }
        assertThat(tried).isGreaterThan(3 * Mcts.SAMPLED_AT_WIDE);
        int floor = Mcts.visitsOfRank(root, Mcts.SAMPLED_AT_WIDE);
        assertThat(floor).isPositive();
        java.util.Set<MctsNode> picked = new java.util.HashSet<>();
        for (int i = 0; i < 300; i++) {
            MctsNode pick = mcts.sampled(root);
            assertThat(pick.visits()).isGreaterThanOrEqualTo(floor);
            picked.add(pick);
        }
        long eligible = java.util.Arrays.stream(root.children).filter(c -> c != null && c.visits() >= floor).count();
        assertThat(picked.size()).isGreaterThan(1);  // still a mistake now and then
        assertThat(eligible).isLessThan(tried);      // (ties at the floor all take part)
    }
}
