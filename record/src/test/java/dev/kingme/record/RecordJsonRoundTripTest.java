package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.DiceRaceGame;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.Match;
import dev.kingme.rules.record.MatchRunner;
import dev.kingme.rules.record.RandomChooser;
import dev.kingme.rules.record.Replayer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A record written as JSON reads back equal and replays to the state its match reached: random matches of
 * every game (each character of the character games once as Black), of the test-only dice race (a roll
 * every turn), and one long game, so that every shape of decision and outcome the games make goes through
 * the codec and back.
 */
class RecordJsonRoundTripTest {
    @TestFactory
    Stream<DynamicTest> everyGameAndCharacter() {
        List<DynamicTest> tests = new ArrayList<>();
        for (GameKind kind : Games.all()) {
            List<Persona> characters = kind.characters();
            if (characters.isEmpty()) {
                tests.add(roundTrips(kind, Map.of(), 6));
            }
            for (int i = 0; i < characters.size(); i++) {
                Persona opponent = characters.get((i + 1) % characters.size());
                tests.add(roundTrips(kind, Map.of("black", characters.get(i).name(), "white", opponent.name()), 2));
            }
        }
        tests.add(roundTrips(DiceRaceGame.GAME, Map.of(), 6));
        return tests.stream();
    }

    private static DynamicTest roundTrips(GameKind kind, Map<String, String> options, int games) {
        return DynamicTest.dynamicTest(kind.name() + " " + options, () -> {
            Rules rules = kind.rules(options);
            SplittableRandom rnd = new SplittableRandom(kind.name().hashCode() + options.hashCode());
            for (int g = 0; g < games; g++) {
                Match m = MatchRunner.seeded(rnd.nextLong()).play(rules, new RandomChooser(rnd.nextLong()),
                        new RandomChooser(rnd.nextLong()), 300);
                assertReadsBackAndReplays(kind, m);
            }
        });
    }

    /** Moved from the rules module's {@code CharacterPairingsTest}, where it read the record's JSON. */
    @Test
    void aLongRandomGameReplaysExactly() {
        Rules rules = Games.byName("fantasy-rpg").rules(Map.of("black", "cleric", "white", "bard",
                "no-progress", "0", "repetitions", "0"));
        Match m = null;
        for (long seed = 1; seed <= 20; seed++) {
            Match tried = MatchRunner.seeded(seed).play(rules, new RandomChooser(seed), new RandomChooser(-seed), 2_000);
            m = m == null || tried.record().entries().size() > m.record().entries().size() ? tried : m;
        }
        assertThat(m.record().entries().size()).as("the longest of 20 random games").isGreaterThan(150);
        assertReadsBackAndReplays(rules.kind(), m);
        assertThat(rules.toAct(m.state()) instanceof ToAct.Terminal).isEqualTo(m.over());
    }

    private static void assertReadsBackAndReplays(GameKind kind, Match m) {
        GameRecord read = RecordJson.read(RecordJson.write(m.record()));
        assertThat(read).isEqualTo(m.record());
        assertThat(Replayer.replay(read, kind, EntryJson::write)).isEqualTo(m.state());
    }
}
