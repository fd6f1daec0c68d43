package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.refused;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.record.CharacterJson;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Transition;
import org.junit.jupiter.api.Test;

/**
 * The pools as a source and a target: {@code "pool": "rescue"} takes one of its owner's checkers out of the
 * opponent's pool (the opponent's level falls), {@code "pool": "give-back"} gives back one its owner captured
 * (its own level falls); neither is offered from an empty pool, and each is refused then with why.
 */
class PoolBlocksTest {
    static final String JAILER = """
            {"format": "kingme character 1", "id": "jailer", "title": "Jailer", "set": "fantasy-rpg",
             "powers": [
               {"title": "Jailbreak", "cost": 1, "summary": "instead of moving, free one of your captured checkers",
                "seed": "Free a prisoner.", "act": {"name": "jailbreak", "window": "instead-of-moving",
                  "effects": [{"pool": "rescue"}], "says": "{power}: {side} frees a prisoner"}},
               {"title": "Ransom", "summary": "before moving, give back a checker you captured for 2 pennies",
                "seed": "Sell a prisoner back.", "act": {"name": "ransom", "window": "before-moving", "per-turn": 1,
                  "effects": [{"pool": "give-back"}, {"gain": "pennies", "amount": 2}], "says": "{power}: {side} takes a ransom"}}
             ]}""";

    private static final Rules RULES = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME),
            CharacterJson.read(JAILER).hero(), Hero.NONE);

    @Test
    void aRescueTakesACheckerOutOfTheOpponentsPool() {
        Table t = Table.of(RULES, "B:W30,31:B1,5").pennies(Player.BLACK, 1).pool(Player.WHITE, 3);
        GameState s = t.state();
        assertThat(Table.legal(RULES, s)).contains("jailbreak");
        Transition tr = Table.play(RULES, s, "jailbreak");
        assertThat(tr.state().record(Player.WHITE).get(Counters.POOL)).isEqualTo(2);
        assertThat(Table.texts(tr)).contains("one of Black's checkers leaves White's pool");
    }

    @Test
    void aRansomGivesOneBackForPenniesAndTheMoveIsStillToMake() {
        Table t = Table.of(RULES, "B:W30,31:B1,5").pool(Player.BLACK, 2);
        Transition tr = Table.play(RULES, t.state(), "ransom");
        GameState after = tr.state();
        assertThat(after.record(Player.BLACK).get(Counters.POOL)).isEqualTo(1);
        assertThat(after.record(Player.BLACK).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(Table.texts(tr)).contains("Black gives a captured checker back to White");
        assertThat(Table.legal(RULES, after)).contains("1-6").doesNotContain("ransom");
    }

    @Test
    void anEmptyPoolOffersNeitherAndSaysWhy() {
        Table t = Table.of(RULES, "B:W30,31:B1,5").pennies(Player.BLACK, 3);
        GameState s = t.state();
        assertThat(Table.legal(RULES, s)).noneMatch(x -> x.startsWith("jailbreak") || x.startsWith("ransom"));
        refused(t, s, Decision.Act.of("jailbreak"), "the Jailbreak needs a checker in White's pool; it holds none");
        refused(t, s, Decision.Act.of("ransom"), "the Ransom needs a checker in Black's pool; it holds none");
        var spec = CharacterJson.read(JAILER);
        assertThat(CharacterJson.read(CharacterJson.write(spec))).isEqualTo(spec);
    }
}
