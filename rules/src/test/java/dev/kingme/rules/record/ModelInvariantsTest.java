package dev.kingme.rules.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.DiceRaceGame;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The model's promises ({@link Invariants}) on random playouts of every registered game under a
 * representative set of its options ({@link OptionCombos}), and of the test-only dice race, whose chance
 * node every turn the registered games lack. Each game gets about the same number of playouts however
 * many option combinations it has, which keeps the run to seconds as games are added.
 */
class ModelInvariantsTest {
    static final int PLAYOUTS_PER_GAME = 160;
    static final int MAX_PLIES = 300;

    @TestFactory
    Stream<DynamicTest> everyGameUnderEachOptionCombination() {
        assertThat(Games.all()).isNotEmpty();
        List<DynamicTest> tests = new ArrayList<>();
        for (GameKind kind : Games.all()) {
            tests.addAll(playouts(kind));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> theDiceRace() {
        return playouts(DiceRaceGame.GAME).stream();
    }

    static List<DynamicTest> playouts(GameKind kind) {
        List<Rules> playable = new ArrayList<>();
        for (Map<String, String> options : OptionCombos.of(kind)) {
            try {
                playable.add(kind.rules(options));
            } catch (IllegalArgumentException refused) {
                // a combination the game refuses (an option that needs another): nothing to play
            }
        }
        assertThat(playable).as("%s is playable with some of its options", kind.name()).isNotEmpty();
        int each = Math.max(2, PLAYOUTS_PER_GAME / playable.size());
        int[] ended = new int[1];
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < playable.size(); i++) {
            Rules rules = playable.get(i);
            long seed = kind.name().hashCode() * 1000L + i;
            tests.add(DynamicTest.dynamicTest(kind.name() + " " + rules.options(),
                    () -> ended[0] += play(kind, rules, each, seed)));
        }
        // Dynamic tests run in order, so this one sees the counts of all those before it.
        tests.add(DynamicTest.dynamicTest(kind.name() + ": random games do end",
                () -> assertThat(ended[0]).as("%s playouts that ended by the rules", kind.name()).isPositive()));
        return tests;
    }

    /** Plays and checks {@code games} random matches; returns how many ended by the rules. */
    static int play(GameKind kind, Rules rules, int games, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int ended = 0;
        for (int g = 0; g < games; g++) {
            MatchRunner runner = MatchRunner.seeded(rnd.nextLong());
            Match m = runner.play(rules, new RandomChooser(rnd.nextLong()), new RandomChooser(rnd.nextLong()), MAX_PLIES);
            Invariants.checkMatch(kind, rules, m, rnd.split());
            ended += m.over() ? 1 : 0;
        }
        return ended;
    }

    @Test
    void optionCombinationsFollowTheSpecs() {
        List<Map<String, String>> american = OptionCombos.of(Games.byName("american"));
        // huffing 2 x no-progress {40, 0} x repetitions {3, 0} x opening 3 x ballot {0}
        assertThat(american).hasSize(24).doesNotHaveDuplicates()
                .contains(Map.of("huffing", "true", "no-progress", "0", "repetitions", "3", "opening", "three-move",
                        "ballot", "0"));
        assertThat(OptionCombos.of(DiceRaceGame.GAME)).containsExactly(Map.of("cautious", "true"),
                Map.of("cautious", "false"));
    }

    @Test
    void theChecksCatchAGameThatBreaksTheModel() {
        GameKind silent = Sabotage.of(DiceRaceGame.GAME, "legalDecisions", (real, args) -> List.of());
        Rules rules = silent.rules(Map.of());
        assertThatThrownBy(() -> Invariants.checkNode(rules, rules.resolve(rules.initial(),
                ((ToAct.Chance) rules.toAct(rules.initial())).outcomes().get(0)), new SplittableRandom(1)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("has something to decide");

        GameKind lax = Sabotage.of(DiceRaceGame.GAME, "step", (real, args) -> new Transition(
                (dev.kingme.rules.GameState) args[0], List.of()));
        assertThatThrownBy(() -> play(lax, lax.rules(Map.of()), 1, 1)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("Expecting code to raise a throwable");

        GameKind forgetful = Sabotage.of(DiceRaceGame.GAME, "chance", (real, args) -> new Transition(
                real.initial(), List.of()));
        assertThatThrownBy(() -> play(forgetful, forgetful.rules(Map.of()), 1, 1)).isInstanceOf(AssertionError.class);
    }
}
