package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Star1 and Star2 prune without changing the answer: with the whole window they give exactly the value of
 * full expectiminimax (every outcome, every decision, no pruning), and with a narrow window a true bound,
 * on the dice duel and on real character-game positions with saving throws.
 */
class ExpectimaxTest {
    private static final double EPS = 1e-9;

    /** Full expectiminimax: the plain definition, for the side {@code root}. */
    static double exact(Rules rules, GameState s, Player root, int depth, long[] chanceNodes) {
        ToAct who = rules.toAct(s);
        if (who instanceof ToAct.Terminal t) {
            return Values.of(t.verdict(), root);
        }
        if (depth <= 0) {
            return Values.clamp(rules.heuristic(s, root));
        }
        if (who instanceof ToAct.Chance c) {
            chanceNodes[0]++;
            double sum = 0;
            for (Outcome o : c.outcomes()) {
                sum += o.probability() * exact(rules, rules.resolve(s, o), root, depth, chanceNodes);
            }
            return sum;
        }
        List<Decision> legal = rules.legalDecisions(s);
        if (legal.isEmpty()) {
            return Values.clamp(rules.heuristic(s, root));
        }
        boolean max = rules.inInterestOf(s) == root;
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (Decision d : legal) {
            double v = exact(rules, rules.apply(s, d), root, depth - 1, chanceNodes);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    @Test
    void onTheDiceDuelStarPruningEqualsFullExpectiminimax() {
        Rules rules = DiceDuel.GAME.rules();
        SplittableRandom random = new SplittableRandom(7);
        long prunedNodes = 0;
        long star1Nodes = 0;
        for (int i = 0; i < 40; i++) {
            GameState s = DiceDuel.at(random.nextInt(DiceDuel.GOAL), random.nextInt(DiceDuel.GOAL),
                    random.nextBoolean() ? Player.BLACK : Player.WHITE);
            if (random.nextBoolean()) {
                // sometimes start after the roll, at a decision
                ToAct.Chance c = (ToAct.Chance) rules.toAct(s);
                s = rules.resolve(s, c.outcomes().get(random.nextInt(c.outcomes().size())));
            }
            for (int depth = 1; depth <= 5; depth++) {
                for (Player root : Player.values()) {
                    double want = exact(rules, s, root, depth, new long[1]);
                    Expectimax star2 = new Expectimax(depth, true, 1);
                    Expectimax star1 = new Expectimax(depth, false, 1);
                    assertThat(star2.value(rules, s, root, depth, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY))
                            .as("Star2, depth %d, %s", depth, s).isCloseTo(want, within(EPS));
                    prunedNodes += star2.nodes();
                    assertThat(star1.value(rules, s, root, depth, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY))
                            .as("Star1, depth %d, %s", depth, s).isCloseTo(want, within(EPS));
                    star1Nodes += star1.nodes();
                }
            }
        }
        assertThat(prunedNodes).isPositive();
        assertThat(star1Nodes).isPositive();
    }

    /** A window that excludes the value gives a bound on the right side of it; one that holds it, the value. */
    @Test
    void narrowWindowsGiveTrueBounds() {
        Rules rules = DiceDuel.GAME.rules();
        SplittableRandom random = new SplittableRandom(11);
        int low = 0;
        int high = 0;
        for (int i = 0; i < 300; i++) {
            GameState s = DiceDuel.at(random.nextInt(DiceDuel.GOAL), random.nextInt(DiceDuel.GOAL), Player.BLACK);
            int depth = 1 + random.nextInt(4);
            double want = exact(rules, s, Player.BLACK, depth, new long[1]);
            double a = random.nextDouble() * 2 - 1;
            double b = Math.min(1, a + random.nextDouble() * 0.5);
            if (b <= a) {
                continue;
            }
            double got = new Expectimax(depth, true, 1).value(rules, s, Player.BLACK, depth, a, b);
            if (want <= a) {
                low++;
                assertThat(got).as("fail low").isLessThanOrEqualTo(a + EPS).isGreaterThanOrEqualTo(want - EPS);
            } else if (want >= b) {
                high++;
                assertThat(got).as("fail high").isGreaterThanOrEqualTo(b - EPS).isLessThanOrEqualTo(want + EPS);
            } else {
                assertThat(got).isCloseTo(want, within(EPS));
            }
        }
        assertThat(low).isPositive();
        assertThat(high).isPositive();
    }

    /** Character games with saving throws: positions along random games, two decisions deep. */
    @Test
    void onCharacterPositionsStarPruningEqualsFullExpectiminimax() {
        List<Rules> games = List.of(
                Games.byName("fantasy-rpg").rules(Map.of("black", "ranger", "white", "fighter")),
                Games.byName("fantasy-rpg").rules(Map.of("black", "mage", "white", "bard")),
                Games.byName("schlock-mercenary").rules(Map.of("black", "thief", "white", "tagon")));
        SplittableRandom random = new SplittableRandom(3);
        long chance = 0;
        int compared = 0;
        for (Rules rules : games) {
            for (GameState s : statesAlongARandomGame(rules, random, 60)) {
                Player root = rules.inInterestOf(s);
                if (root == null) {
                    continue;
                }
                long[] chanceNodes = new long[1];
                double want = exact(rules, s, root, 2, chanceNodes);
                chance += chanceNodes[0];
                double got = new Expectimax(2, true, 1).value(rules, s, root, 2, Double.NEGATIVE_INFINITY,
                        Double.POSITIVE_INFINITY);
                assertThat(got).as("%s in %s", s, rules.kind().name()).isCloseTo(want, within(EPS));
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(20);
        assertThat(chance).as("chance nodes met on the way").isPositive();
    }

    /** The search's best decision is worth the exact value of the best decision at the root. */
    @Test
    void theChosenDecisionIsWorthTheBestValue() {
        Rules rules = DiceDuel.GAME.rules();
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 30; i++) {
            GameState s = DiceDuel.at(random.nextInt(DiceDuel.GOAL), random.nextInt(DiceDuel.GOAL), Player.WHITE);
            s = rules.resolve(s, ((ToAct.Chance) rules.toAct(s)).outcomes().get(random.nextInt(3)));
            Expectimax.Result r = new Expectimax(3, 9).search(rules, s);
            double best = Double.NEGATIVE_INFINITY;
            for (Decision d : rules.legalDecisions(s)) {
                best = Math.max(best, exact(rules, rules.apply(s, d), Player.WHITE, 2, new long[1]));
            }
            assertThat(r.value()).isCloseTo(best, within(EPS));
            assertThat(exact(rules, rules.apply(s, r.best()), Player.WHITE, 2, new long[1])).isCloseTo(best, within(EPS));
        }
    }

    static List<GameState> statesAlongARandomGame(Rules rules, SplittableRandom random, int plies) {
        List<GameState> out = new ArrayList<>();
        GameState s = rules.initial();
        for (int i = 0; i < plies; i++) {
            ToAct who = rules.toAct(s);
            if (who instanceof ToAct.Terminal) {
                break;
            }
            if (who instanceof ToAct.Chance c) {
                s = rules.resolve(s, c.outcomes().get(random.nextInt(c.outcomes().size())));
                continue;
            }
            if (i % 3 == 0) {
                out.add(s);
            }
            List<Decision> legal = rules.legalDecisions(s);
            s = rules.apply(s, legal.get(random.nextInt(legal.size())));
        }
        return out;
    }
}
