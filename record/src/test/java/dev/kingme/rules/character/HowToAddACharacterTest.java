package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.sq;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Options;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The architecture's "How to add a character", followed to the letter: its power class is {@link Sprint} (the
 * page shows that file, checked here line by line), its line in {@link BuiltinPowers} names the class, the
 * character's file names that name, and the character then plays: its power offered, refused with a
 * reason, and used in whole games.
 */
class HowToAddACharacterTest {
    private static final Path PAGE = Path.of("..", "docs", "architecture.md");
    private static final Path POWER = Path.of("src", "test", "java", "dev", "kingme", "rules", "character", "Sprint.java");
    private static final Path REGISTRY = Path.of("..", "rules", "src", "main", "java", "dev", "kingme", "rules", "character",
            "builtin", "BuiltinPowers.java");

    @Test
    void thePageShowsThePowerAsItIsWritten() throws IOException {
        List<String> file = new ArrayList<>();
        for (String line : Files.readAllLines(POWER)) {
            if (!line.startsWith("package ") && !line.startsWith("import ") && !(file.isEmpty() && line.isBlank())) {
                file.add(line);
            }
        }
        assertThat(blocks("java").get(0)).isEqualTo(String.join("\n", file).strip());
    }

    @Test
    void theRegistrationLineMakesACharacterThatHoldsThePower() throws IOException {
        Hero sprinter = registered();
        assertThat(sprinter.id()).isEqualTo("sprinter");
        assertThat(sprinter.named()).isEqualTo("the Sprinter");
        assertThat(sprinter.powers()).singleElement().isInstanceOf(Sprint.class);
        assertThat(new CharacterRules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME), sprinter, Hero.NONE)
                .typedExamples()).anyMatch(e -> e.typed().equals("sprint 9 18"));
    }

    @Test
    void aSprintIsOfferedBesideTheMovesAndEndsTheTurn() throws IOException {
        Table t = Table.of(rules(), "B:W30,31:B9,22");
        GameState s = t.state();
        assertThat(Table.legal(t.rules, s)).contains("sprint 9 18", "9-13", "9-14").doesNotContain("sprint 22 31");
        GameState after = Table.play(t.rules, s, "sprint 9 18").state();
        assertThat(after.owner(sq(18))).isEqualTo(Player.BLACK);
        assertThat(after.owner(sq(9))).isNull();
        assertThat(t.rules.toAct(after)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
    }

    @Test
    void aSprintIsRefusedWithItsReason() throws IOException {
        Table t = Table.of(rules(), "B:W18,30:B9,22");
        GameState blocked = t.state();
        assertThatThrownBy(() -> t.rules.step(blocked, Decision.Act.of(Sprint.NAME, sq(9), sq(18))))
                .isInstanceOf(IllegalDecisionException.class).hasMessageContaining("not onto the far row");
        Table c = Table.of(rules(), "B:W14,30:B9,22");
        GameState capture = c.state();
        assertThatThrownBy(() -> c.rules.step(capture, Decision.Act.of(Sprint.NAME, sq(22), sq(29))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage(Frame.mustCapture(Sprint.NAME));
    }

    /** Whole games with the power among the decisions, against a character of each set, to their end. */
    @Test
    void theSprinterPlaysWholeGames() throws IOException {
        int sprints = 0;
        for (String opponent : List.of("none", "mage", "tagon")) {
            var rules = new CharacterRules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME), registered(),
                    Hero.byId(opponent));
            SplittableRandom random = new SplittableRandom(opponent.hashCode());
            GameState s = rules.initial();
            for (int ply = 0; ply < 400 && !(rules.toAct(s) instanceof ToAct.Terminal); ply++) {
                if (rules.toAct(s) instanceof ToAct.Chance c) {
                    Outcome o = c.outcomes().get(random.nextInt(c.outcomes().size()));
                    s = rules.chance(s, o).state();
                    continue;
                }
                List<Decision> legal = rules.legalDecisions(s);
                Decision d = legal.stream().filter(x -> x instanceof Decision.Act a && a.name().equals(Sprint.NAME))
                        .findFirst().filter(x -> random.nextBoolean()).orElse(legal.get(random.nextInt(legal.size())));
                sprints += d instanceof Decision.Act a && a.name().equals(Sprint.NAME) ? 1 : 0;
                s = rules.step(s, d).state();
            }
        }
        assertThat(sprints).isGreaterThan(3);
    }

    private static CharacterRules rules() throws IOException {
        return new CharacterRules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME), registered(), Hero.NONE);
    }

    /**
     * The character the page's file makes with the power its registration line names: the line has the form
     * of {@link BuiltinPowers}'s own, and the file names the power by that name.
     */
    private static Hero registered() throws IOException {
        Matcher line = Pattern.compile("BY_NAME\\.put\\(\"([\\w-]+)\", (\\w+)::new\\);").matcher(blocks("java").get(1));
        assertThat(line.find()).as("the page's registration line").isTrue();
        assertThat(Files.readString(REGISTRY)).as("BuiltinPowers registers its classes so")
                .containsPattern("BY_NAME\\.put\\(\"[\\w-]+\", \\w+::new\\);");
        String file = blocks("json").get(0);
        assertThat(file).contains("{\"builtin\": \"" + line.group(1) + "\"}");
        Matcher id = Pattern.compile("\"id\": \"(\\w+)\",\\s*\"title\": \"([^\"]+)\",\\s*\"set\": \"fantasy-rpg\"").matcher(file);
        assertThat(id.find()).as("the page's file: id, title and set").isTrue();
        try {
            Power power = (Power) Class.forName(Power.class.getPackageName() + "." + line.group(2))
                    .getDeclaredConstructor().newInstance();
            return new Hero(id.group(1), id.group(2), Hero.Sets.FANTASY, List.of(power));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the page's power " + line.group(2) + " cannot be made", e);
        }
    }

    /** The {@code language} blocks of the page's "How to add a character", in order. */
    private static List<String> blocks(String language) throws IOException {
        String page = Files.readString(PAGE);
        int start = page.indexOf("## How to add a character");
        assertThat(start).as("the section on the page").isNotNegative();
        int end = page.indexOf("\n## ", start + 3);
        String section = page.substring(start, end < 0 ? page.length() : end);
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("```" + language + "\n(.*?)```", Pattern.DOTALL).matcher(section);
        while (m.find()) {
            out.add(m.group(1).strip());
        }
        return out;
    }
}
