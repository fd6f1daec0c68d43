package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Options;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.character.CharacterGames;
import dev.kingme.rules.character.CharacterSpec;
import dev.kingme.rules.character.FantasyRpg;
import dev.kingme.rules.character.Hero;
import dev.kingme.rules.character.PowerSpec;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every built-in character has a file, and the file's character is equal in play to its class: the same
 * list, and over thousands of states of random games against characters of both sets, on either side, the
 * same actor, the same legal decisions, each with the same next state, events and power, and the same
 * chance outcomes.
 */
class BuiltinCharacterFilesTest {
    private static final List<String> OPPONENTS = List.of("none", "mage", "bard", "tagon", "breya", "kevyn", "dertrihs");

    static Stream<String> ids() {
        return Hero.values().stream().filter(h -> h != Hero.NONE).map(Hero::id);
    }

    static CharacterSpec file(String id) {
        try (InputStream in = BuiltinCharacterFilesTest.class.getResourceAsStream("/characters/" + id + ".json")) {
            assertThat(in).as("characters/" + id + ".json").isNotNull();
            return CharacterJson.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @ParameterizedTest
    @MethodSource("ids")
    void theFileListsTheCharacterAsItsClassDoes(String id) {
        Hero file = file(id).hero();
        Hero builtin = Hero.byId(id);
        assertThat(file.id()).isEqualTo(id);
        assertThat(file.set()).isEqualTo(builtin.set());
        assertThat(file.persona()).isEqualTo(builtin.persona());
    }

    @ParameterizedTest
    @MethodSource("ids")
    void theFileReadsBackFromWhatItWrites(String id) {
        CharacterSpec spec = file(id);
        assertThat(CharacterJson.read(CharacterJson.write(spec))).isEqualTo(spec);
    }

    @ParameterizedTest
    @MethodSource("ids")
    void theFilesCharacterPlaysAsItsClass(String id) {
        Hero file = file(id).hero();
        Hero builtin = Hero.byId(id);
        SplittableRandom random = new SplittableRandom(id.hashCode());
        int states = 0;
        for (String opponent : OPPONENTS) {
            Hero other = Hero.byId(opponent);
            for (boolean black : new boolean[] {true, false}) {
                var kind = FantasyRpg.GAME;
                Options options = Options.defaults(kind);
                Rules a = black ? CharacterGames.rules(kind, options, file, other) : CharacterGames.rules(kind, options, other, file);
                Rules b = black ? CharacterGames.rules(kind, options, builtin, other) : CharacterGames.rules(kind, options, other, builtin);
                for (int game = 1; game <= 3; game++) {
                    states += playBoth(a, b, random, id + " " + (black ? "as Black" : "as White") + " against " + opponent
                            + ", game " + game);
                }
            }
        }
        assertThat(states).isGreaterThan(1000);
    }

    /** One random game played by both rules in step, compared at every state; the states compared. */
    private static int playBoth(Rules file, Rules builtin, SplittableRandom random, String game) {
        GameState s = file.initial();
        assertThat(s).as(game + ": the start").isEqualTo(builtin.initial());
        int states = 0;
        for (int ply = 0; ply < 250; ply++, states++) {
            ToAct who = file.toAct(s);
            assertThat(who).as(game + ", ply " + ply + ": who acts in " + s).isEqualTo(builtin.toAct(s));
            if (who instanceof ToAct.Terminal) {
                break;
            }
            if (who instanceof ToAct.Chance c) {
                Outcome o = c.outcomes().get(random.nextInt(c.outcomes().size()));
                Transition t = file.chance(s, o);
                assertThat(t).as(game + ", ply " + ply + ": chance " + o).isEqualTo(builtin.chance(s, o));
                s = t.state();
                continue;
            }
            List<Decision> legal = file.legalDecisions(s);
            assertThat(legal).as(game + ", ply " + ply + ": legal in " + s).isEqualTo(builtin.legalDecisions(s));
            for (Decision d : legal.size() <= 24 ? legal : sample(legal, random)) {
                assertThat(file.step(s, d)).as(game + ", ply " + ply + ": " + d).isEqualTo(builtin.step(s, d));
                assertThat(file.power(s, d)).isEqualTo(builtin.power(s, d));
            }
            Decision refused = Decision.Act.of("fireball", 20);
            if (!legal.contains(refused)) {
                assertThat(refusal(file, s, refused)).isNotEmpty();
            }
            s = file.step(s, legal.get(random.nextInt(legal.size()))).state();
        }
        return states;
    }

    private static List<Decision> sample(List<Decision> legal, SplittableRandom random) {
        return random.ints(24, 0, legal.size()).mapToObj(legal::get).toList();
    }

    private static String refusal(Rules rules, GameState s, Decision d) {
        try {
            rules.step(s, d);
            return "";
        } catch (IllegalDecisionException e) {
            return e.getMessage();
        }
    }

    @ParameterizedTest
    @MethodSource("ids")
    void everyPowerIsBlocksOrABuiltinClass(String id) {
        for (PowerSpec p : file(id).powers()) {
            assertThat(p.builtin() != null || p.title() != null).isTrue();
        }
    }
}
