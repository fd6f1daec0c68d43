package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.InputFormat;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The character files' JSON Schema ({@code docs/characters.schema.json}), checked by a real validator: every
 * built-in character's file and every file written back from one is valid, and broken files are not.
 */
class CharacterSchemaTest {
    private static final Path SCHEMA = Path.of("..", "docs", "characters.schema.json");

    /**
     * The designer's Paladin of the docs: she may spend two pennies to make one of her checkers immune for a turn,
     * read as warded: until the end of the opponent's next move it may not be jumped, and no wound, shot or power
     * captures it.
     */
    static final String PALADIN = """
            {
              "format": "kingme character 1",
              "id": "paladin",
              "title": "Holy Paladin",
              "set": "fantasy-rpg",
              "powers": [
                {
                  "title": "Spellcaster",
                  "summary": "a penny for every level gained",
                  "seed": "Every time you gain a level, you get a penny.",
                  "gains": [
                    {"resource": "pennies", "per": "level"}
                  ]
                },
                {
                  "title": "Shield of Faith",
                  "cost": 2,
                  "when": "before you move",
                  "summary": "a checker of yours cannot be captured until the end of the opponent's next turn",
                  "seed": "May spend two pennies to make one of her checkers immune to saves for a turn.",
                  "act": {
                    "name": "shield",
                    "typed": "shield 22",
                    "meaning": "Shield of Faith (2 pennies), before you move: your checker on 22 is warded",
                    "window": "before-moving",
                    "per-turn": 1,
                    "target": {"whose": "own", "reach": "anywhere"},
                    "effects": [
                      {"ward": true}
                    ],
                    "says": "{power}: {side} wards {target} until the end of {opponent}'s next turn"
                  }
                }
              ]
            }
            """;

    private static JsonSchema schema() {
        try {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(Files.readString(SCHEMA, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** The schema offers as built-in power classes exactly those the reader takes. */
    @Test
    void theSchemasBuiltinPowersAreTheClassesThatExist() throws IOException {
        com.fasterxml.jackson.databind.JsonNode names = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Files.readString(SCHEMA, StandardCharsets.UTF_8))
                .at("/$defs/builtinPower/properties/builtin/enum");
        List<String> listed = new ArrayList<>();
        names.forEach(n -> listed.add(n.asText()));
        assertThat(listed).containsExactlyElementsOf(dev.kingme.rules.character.builtin.BuiltinPowers.names());
    }

    private static String builtin(String id) {
        try (InputStream in = CharacterSchemaTest.class.getResourceAsStream("/characters/" + id + ".json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    static Stream<String> ids() {
        return BuiltinCharacterFilesTest.ids();
    }

    @ParameterizedTest
    @MethodSource("ids")
    void everyBuiltinFileIsValid(String id) {
        assertThat(schema().validate(builtin(id), InputFormat.JSON)).as(id).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("ids")
    void everyFileWrittenBackIsValid(String id) {
        String written = CharacterJson.write(CharacterJson.read(builtin(id)));
        assertThat(schema().validate(written, InputFormat.JSON)).as(id).isEmpty();
    }

    /** Every example of docs/examples passes the schema and Kingme's reader, and reads back valid. */
    @Test
    void everyExampleOfTheDocsIsValid() throws java.io.IOException {
        try (Stream<java.nio.file.Path> files = java.nio.file.Files.list(java.nio.file.Path.of("..", "docs", "examples"))) {
            for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                String text = java.nio.file.Files.readString(f);
                assertThat(schema().validate(text, InputFormat.JSON)).as(f.toString()).isEmpty();
                assertThat(schema().validate(CharacterJson.write(CharacterJson.read(text)), InputFormat.JSON)).as(f.toString())
                        .isEmpty();
            }
        }
    }

    @Test
    void thePaladinOfTheDocsIsValid() {
        assertThat(schema().validate(PALADIN, InputFormat.JSON)).isEmpty();
        assertThat(CharacterJson.read(PALADIN).id()).isEqualTo("paladin");
    }

    @ParameterizedTest
    @ValueSource(strings = {"fantasy-rpg", "schlock-mercenary"})
    void eachStartingFileWithItsCommentsIsValid(String set) {
        assertThat(schema().validate(CharacterStarter.text(set, "squire", "squire.json"), InputFormat.JSON)).isEmpty();
    }

    @Test
    void theSchemaRefusesTheDecisionNamesTheReaderRefuses() throws IOException {
        Json.Obj defs = (Json.Obj) ((Json.Obj) JsonReader.read(Files.readString(SCHEMA, StandardCharsets.UTF_8)))
                .members().get("$defs");
        Json.Obj name = (Json.Obj) ((Json.Obj) ((Json.Obj) defs.members().get("act")).members().get("properties"))
                .members().get("name");
        List<String> refused = ((Json.Arr) ((Json.Obj) name.members().get("not")).members().get("enum")).items().stream()
                .map(j -> ((Json.Str) j).value()).toList();
        List<String> expected = new ArrayList<>(List.of("suggest", "pass"));
        expected.addAll(CommandWords.ALL);
        assertThat(refused).containsExactlyInAnyOrderElementsOf(expected);
    }

    static Stream<Arguments> broken() {
        String mage = builtin("mage");
        return Stream.of(
                Arguments.of("an unknown top-level key", mage.replace("\"set\":", "\"colour\": \"red\",\n  \"set\":"), "colour"),
                Arguments.of("a cost that is not a number", mage.replace("\"cost\": 3", "\"cost\": \"three\""), "cost"),
                Arguments.of("a line target with no range", mage.replace(", \"range\": \"unlimited\"", ""), "range"),
                Arguments.of("an unknown window", mage.replace("\"window\": \"instead-of-moving\"",
                        "\"window\": \"whenever\""), "window"),
                Arguments.of("the wrong format", mage.replace("kingme character 1", "kingme character 2"), "format"),
                Arguments.of("an unknown built-in power", builtin("bard").replace("\"builtin\": \"charm\"",
                        "\"builtin\": \"teleport\""), "builtin"),
                Arguments.of("an unknown resource", builtin("thief").replace("\"pays\": \"arrows\"", "\"pays\": \"bolts\""),
                        "pays"),
                Arguments.of("an effect with two blocks", mage.replace("{\"wound\": 1}", "{\"wound\": 1, \"heal\": \"target\"}"),
                        "effects"),
                Arguments.of("a decision named for a command of the terminal", mage.replace("\"name\": \"fireball\"",
                        "\"name\": \"resign\""), "name"),
                Arguments.of("a comment that is no text", mage.replace("\"set\":", "\"comment\": 3,\n  \"set\":"), "comment"),
                Arguments.of("no powers", mage.substring(0, mage.indexOf("\"powers\"")) + "\"powers\": []\n}\n", "powers"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("broken")
    void aBrokenFileIsRejected(String what, String text, String where) {
        Set<ValidationMessage> errors = schema().validate(text, InputFormat.JSON);
        assertThat(errors).as(what).isNotEmpty();
        assertThat(errors.toString()).as(what).contains(where);
    }
}
