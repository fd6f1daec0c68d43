package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.Chooser;
import dev.kingme.rules.record.Match;
import dev.kingme.rules.record.MatchRunner;
import dev.kingme.rules.record.RandomChooser;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The players never choose an illegal decision ({@link MatchRunner} throws if one does): games of every
 * kind, and of a spread of character pairings within and across the two sets, with Greedy, MCTS and the
 * AI of the lowest level against each other and against a random mover.
 */
class LegalPlayTest {
    static final int MAX_PLIES = 160;

    /** Pairings: each set within itself, across the sets, and characters with saves, reactions and extra turns. */
    static final List<String[]> PAIRINGS = List.of(
            new String[] {"ranger", "cleric"}, new String[] {"bard", "thief"}, new String[] {"fighter", "mage"},
            new String[] {"schlock", "tagon"}, new String[] {"breya", "kevyn"}, new String[] {"ennesby", "thurl"},
            new String[] {"chvorthq", "fobius"}, new String[] {"bunnigus", "dertrihs"},
            new String[] {"thurl", "cleric"}, new String[] {"mage", "tagon"}, new String[] {"none", "ennesby"});

    @TestFactory
    Stream<DynamicTest> everyGameKind() {
        List<DynamicTest> tests = new ArrayList<>();
        long seed = 100;
        for (GameKind kind : Games.all()) {
            if (!kind.characters().isEmpty()) {
                continue;
            }
            Rules rules = kind.rules(Map.of());
            long s = seed++;
            tests.add(DynamicTest.dynamicTest(kind.name(), () -> playAll(rules, s)));
        }
        for (String[] pair : PAIRINGS) {
            String game = isSchlock(pair[0]) || isSchlock(pair[1]) ? "schlock-mercenary" : "fantasy-rpg";
            Rules rules = Games.byName(game).rules(Map.of("black", pair[0], "white", pair[1]));
            long s = seed++;
            tests.add(DynamicTest.dynamicTest(pair[0] + " against " + pair[1], () -> playAll(rules, s)));
        }
        return tests.stream();
    }

    /**
     * Every pairing of the two sets' characters (and none), either side: a cheap game each, Greedy against a
     * small MCTS, colours alternating, so every power is met by both players somewhere.
     */
    @TestFactory
    Stream<DynamicTest> everyPairing() {
        List<DynamicTest> tests = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (GameKind k : List.of(Games.byName("fantasy-rpg"), Games.byName("schlock-mercenary"))) {
            k.characters().forEach(c -> ids.add(c.name()));
        }
        ids.add("none");
        long seed = 5000;
        for (String black : ids) {
            for (String white : ids) {
                String game = isSchlock(black) || isSchlock(white) ? "schlock-mercenary" : "fantasy-rpg";
                Rules rules = Games.byName(game).rules(Map.of("black", black, "white", white));
                long s = seed++;
                Chooser greedy = new Greedy(s);
                Chooser mcts = new Mcts(MctsSettings.iterations(3).withPlayoutPlies(8), s + 1);
                boolean greedyBlack = s % 2 == 0;
                tests.add(DynamicTest.dynamicTest(black + " against " + white, () -> {
                    Match m = MatchRunner.seeded(s).play(rules, greedyBlack ? greedy : mcts, greedyBlack ? mcts : greedy,
                            100);
                    assertThat(m.record().entries()).isNotEmpty();
                }));
            }
        }
        assertThat(tests).hasSize(17 * 17);
        return tests.stream();
    }

    static boolean isSchlock(String id) {
        return Games.byName("schlock-mercenary").characters().stream().anyMatch(p -> p.name().equals(id));
    }

    private static void playAll(Rules rules, long seed) {
        play(rules, new Greedy(seed), new RandomChooser(seed + 1), seed);
        play(rules, new RandomChooser(seed + 2), new Mcts(MctsSettings.iterations(40), seed + 3), seed + 1);
        play(rules, new Mcts(MctsSettings.iterations(30).withTemperature(1), seed + 4), new Greedy(seed + 5), seed + 2);
        play(rules, new Expectimax(1, seed + 6), new RandomChooser(seed + 7), seed + 3);
    }

    private static void play(Rules rules, Chooser black, Chooser white, long seed) {
        Match m = MatchRunner.seeded(seed).play(rules, black, white, MAX_PLIES);
        assertThat(m.record().entries()).isNotEmpty();
    }
}
