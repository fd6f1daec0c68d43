package dev.kingme.rules.character;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.record.CharacterFiles;
import dev.kingme.record.CharacterJson;
import dev.kingme.record.json.JsonException;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The blocks a designer asked for and the classes never had: a power usable a few times a game
 * ({@code per-game}), an income at the start of each of one's own turns ({@code "per": "own-turn"}), and
 * conditions bounded from above ({@code level-at-most}, {@code ld-at-most}): each offered at its moment,
 * refused with its reason otherwise, shown in the status line, and written back as read (the AI plays them:
 * {@code dev.kingme.ai.NewBlocksPlayTest}).
 */
class LimitsAndIncomeBlocksTest {
    /** A Quartermaster (docs/examples): a penny every turn; a heal once a game; a desperate wound only while behind. */
    static final Path QUARTERMASTER = Path.of("..", "docs", "examples", "quartermaster.json");

    private static final Hero HERO = CharacterFiles.read(QUARTERMASTER).hero();
    private static final Rules RULES = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME), HERO,
            Hero.NONE);

    @Test
    void anIncomeComesAtTheStartOfEachOwnTurnAndIsSaid() {
        Table t = Table.of(RULES, "B:W30,31:B1,5");
        GameState s = t.state();
        assertThat(s.record(Player.BLACK).get(Counters.PENNIES)).as("Black's first turn began").isEqualTo(1);
        var black = Table.play(RULES, s, "1-6");
        var white = Table.play(RULES, black.state(), "30-26");
        assertThat(Table.texts(white)).contains("Supply Line: Black earns 1 penny at the start of the turn");
        assertThat(white.state().record(Player.BLACK).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(white.state().record(Player.WHITE).get(Counters.PENNIES)).as("not the opponent's").isZero();
        assertThat(Table.texts(black)).noneMatch(x -> x.startsWith("Supply Line"));
    }

    @Test
    void aPowerOnceAGameIsOfferedOnceThenRefusedWithItsReason() {
        Table t = Table.of(RULES, "B:W30,31:B1,5,9").pennies(Player.BLACK, 3).wounded(1).wounded(5);
        GameState s = t.state();
        assertThat(Table.legal(RULES, s)).contains("dress 1", "dress 5");
        assertThat(RULES.describe(s)).contains("Field Dressing 0 of 1 used this game");
        GameState after = Table.play(RULES, Table.play(RULES, s, "dress 1").state(), "30-26").state();
        assertThat(RULES.describe(after)).contains("Field Dressing 1 of 1 used this game");
        assertThat(Table.legal(RULES, after)).noneMatch(x -> x.startsWith("dress"));
        assertThatThrownBy(() -> RULES.step(after, Table.act("dress", 5))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("Field Dressing: already used once this game, as many as a game allows");
        assertThat(RULES.whyNot(after, "Field Dressing")).isEqualTo(
                "Field Dressing: already used once this game, as many as a game allows");
    }

    @Test
    void aConditionBoundedFromAboveHoldsOnlyBelowItsBound() {
        Table even = Table.of(RULES, "B:W30,31:B1,5");
        assertThat(Table.legal(RULES, even.state())).noneMatch(x -> x.startsWith("stand"));
        assertThatThrownBy(() -> RULES.step(even.state(), Table.act("stand", 30)))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("the Last Stand needs LD -2 or less; Black is at level 0, LD 0");
        Table behind = Table.of(RULES, "B:W30,31:B1,5").pool(Player.WHITE, 2);
        assertThat(Table.legal(RULES, behind.state())).contains("stand 30", "stand 31");
        Table tooHigh = Table.of(RULES, "B:W30,31:B1,5").pool(Player.WHITE, 6).pool(Player.BLACK, 4);
        assertThatThrownBy(() -> RULES.step(tooHigh.state(), Table.act("stand", 30)))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("the Last Stand needs level 3 or less; Black is at level 4, LD -2");
    }

    @Test
    void theNewBlocksReadBackAsWritten() {
        var spec = CharacterFiles.read(QUARTERMASTER);
        assertThat(CharacterJson.read(CharacterJson.write(spec))).isEqualTo(spec);
    }

    @Test
    void aFileMayLimitAtMostFourPowersPerGame() {
        StringBuilder powers = new StringBuilder();
        for (int i = 1; i <= 5; i++) {
            powers.append(i == 1 ? "" : ",\n").append("""
                    {"title": "Trick %d", "seed": "A trick.", "act": {"name": "trick-%s", "window": "instead-of-moving",
                     "per-game": 1, "effects": [{"skip-turns": 1}], "says": "{power}"}}""".formatted(i, "abcde".charAt(i - 1)));
        }
        String file = """
                {"format": "kingme character 1", "id": "trickster", "title": "Trickster", "set": "fantasy-rpg",
                 "powers": [%s]}""".formatted(powers);
        assertThatThrownBy(() -> CharacterJson.read(file)).isInstanceOf(JsonException.class)
                .hasMessageContaining("power 5: a character has at most 4 powers limited \"per-game\"");
    }
}
