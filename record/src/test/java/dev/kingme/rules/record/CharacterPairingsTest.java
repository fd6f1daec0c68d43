package dev.kingme.rules.record;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Event;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import dev.kingme.rules.character.FantasyRpg;
import dev.kingme.rules.character.Hero;
import dev.kingme.rules.character.SchlockMercenary;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The model's promises on random playouts of the character games for all 289 pairings of the sixteen
 * characters of both sets and none (a pairing with a Schlock Mercenary character is played as Schlock
 * Mercenary Checkers, the others as Fantasy RPG Checkers), and that random play reaches every power: a
 * power no playout ever offers is a power no player can use.
 */
class CharacterPairingsTest {
    static final int PLAYOUTS_PER_PAIRING = 4;
    static final int MAX_PLIES = 400;
    private static final Map<String, Integer> USED = new TreeMap<>();

    @TestFactory
    Stream<DynamicTest> everyPairingPlaysByTheRules() {
        List<DynamicTest> tests = new ArrayList<>();
        int i = 0;
        for (Hero b : Hero.values()) {
            for (Hero w : Hero.values()) {
                long seed = 4_000L + i++;
                tests.add(DynamicTest.dynamicTest(b.id() + " against " + w.id(), () -> play(b, w, seed)));
            }
        }
        tests.add(DynamicTest.dynamicTest("random play uses every power", CharacterPairingsTest::everyPowerWasUsed));
        return tests.stream();
    }

    private static void play(Hero black, Hero white, long seed) {
        GameKind kind = black.set() == Hero.Sets.SCHLOCK || white.set() == Hero.Sets.SCHLOCK ? SchlockMercenary.GAME
                : FantasyRpg.GAME;
        Rules rules = kind.rules(Map.of(FantasyRpg.BLACK, black.id(), FantasyRpg.WHITE, white.id()));
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int g = 0; g < PLAYOUTS_PER_PAIRING; g++) {
            Match m = MatchRunner.seeded(rnd.nextLong()).play(rules, new RandomChooser(rnd.nextLong()),
                    new RandomChooser(rnd.nextLong()), MAX_PLIES);
            Invariants.checkMatch(kind, rules, m, rnd.split());
            tally(rules, m);
        }
    }

    /** Counts the powers used in {@code m}, by decision name and by event kind. */
    private static synchronized void tally(Rules rules, Match m) {
        GameState s = Replayer.start(m.record(), rules);
        for (Entry e : m.record().entries()) {
            List<Event> events;
            if (e instanceof Entry.Chosen c) {
                if (c.decision() instanceof Decision.Act a) {
                    USED.merge(a.name(), 1, Integer::sum);
                }
                events = rules.step(s, c.decision()).events();
            } else {
                events = rules.chance(s, ((Entry.Rolled) e).outcome()).events();
            }
            for (Event ev : events) {
                USED.merge("event:" + ev.kind(), 1, Integer::sum);
            }
            s = e instanceof Entry.Chosen c ? rules.apply(s, c.decision()) : rules.resolve(s, ((Entry.Rolled) e).outcome());
        }
        if (m.over()) {
            String reason = m.verdict().reason();
            USED.merge("verdict:" + reason.substring(0, Math.max(0, reason.indexOf(':'))), 1, Integer::sum);
        }
    }

    private static void everyPowerWasUsed() {
        assertThat(USED).as("powers used in random play: %s", USED).containsKeys("backstab", "stab", "cure-light-wounds",
                "cure-critical-wounds", "call-lightning", "charm", "illusion", "shoot", "fireball", "magic-missile",
                "disbelieve", "resist-charm", "event:smart", "event:roll", "event:killed", "event:dispelled", "event:pass",
                "plasma-cannon", "regenerate", "nerves-of-steel", "superior-tactician", "terraport", "maser",
                "problem-solver", "suggest", "extra-turn", "detonate", "heal", "transplant", "event:mercenary",
                "event:guard", "event:robot", "event:terraport", "event:lost", "verdict:Loot!", "verdict:Mercenary",
                "verdict:Very mercenary");
    }
}
