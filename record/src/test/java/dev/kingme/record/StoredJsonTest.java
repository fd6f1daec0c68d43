package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.record.json.JsonException;
import dev.kingme.rules.Decision;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The bodies the web server stores, exactly as servers have always written them, and strict reading of them. */
class StoredJsonTest {
    static final List<Decision> EVERY_SHAPE = List.of(new Decision.Step(21, 28), new Decision.Jump(42, 33, 24),
            new Decision.Place("pawn", 63), new Decision.Act("superior-tactician", List.of(), ""),
            new Decision.Act("huff", List.of(5, 7), "left"), new Decision.Pass());

    @Test
    void aMoveIsWrittenAsServersWroteItAndReadBackEqual() {
        String body = StoredJson.move(EVERY_SHAPE);
        assertThat(body).isEqualTo("{\"decisions\":[{\"step\":[21,28]},{\"jump\":[42,33,24]},{\"place\":\"pawn\",\"square\":63},"
                + "{\"act\":\"superior-tactician\",\"squares\":[],\"choice\":\"\"},"
                + "{\"act\":\"huff\",\"squares\":[5,7],\"choice\":\"left\"},{\"pass\":true}]}");
        assertThat(StoredJson.decisions(body)).isEqualTo(EVERY_SHAPE);
    }

    /** Rows stored by a server before the codec (test data of the app module, breya-tagon-before-s9.jsonl). */
    @Test
    void rowsStoredBeforeTheCodecRead() {
        assertThat(StoredJson.decisions("{\"decisions\":[{\"pass\":true}]}")).containsExactly(new Decision.Pass());
        assertThat(StoredJson.decisions("{\"decisions\":[{\"act\":\"superior-tactician\",\"squares\":[],\"choice\":\"\"}]}"))
                .containsExactly(new Decision.Act("superior-tactician", List.of(), ""));
        assertThat(StoredJson.value("{\"value\":4}")).isEqualTo(4);
        assertThat(StoredJson.options("{\"black\":\"breya\",\"white\":\"tagon\",\"no-progress\":\"40\",\"repetitions\":\"3\"}"))
                .containsExactly(Map.entry("black", "breya"), Map.entry("white", "tagon"), Map.entry("no-progress", "40"),
                        Map.entry("repetitions", "3"));
    }

    @Test
    void aRollAndOptionsAreWrittenCompactlyInOrder() {
        assertThat(StoredJson.roll(4)).isEqualTo("{\"value\":4}");
        Map<String, String> options = new LinkedHashMap<>();
        options.put("black", "breya");
        options.put("no-progress", "40");
        assertThat(StoredJson.options(options)).isEqualTo("{\"black\":\"breya\",\"no-progress\":\"40\"}");
        assertThat(StoredJson.options(StoredJson.options(options))).isEqualTo(options);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "{\"decisions\":[]}|line 1, column 14: a move must be a non-empty list of decisions",
        "{\"decisions\":[{\"chance\":\"d6 1\",\"value\":1,\"p\":1}]}|line 1, column 15: decision 0 must be a decision, not a chance outcome",
        "{\"decisions\":[{\"pass\":true},{\"step\":[1]}]}|line 1, column 37: decision 1: \"step\" must be an array of 2 squares (0-63), found 1 items",
        "{\"moves\":[]}|line 1, column 10: a move: unknown key \"moves\" (expected decisions)",
        "{\"decisions\":[{\"pass\":true}]|line 1, column 29: expected ',' or '}', found the end of the text"})
    void aDamagedMoveIsRefusedSayingWhere(String body, String message) {
        assertThatThrownBy(() -> StoredJson.decisions(body)).isInstanceOf(JsonException.class).hasMessage(message);
    }

    @Test
    void aDamagedRollOrOptionsAreRefusedSayingWhere() {
        assertThatThrownBy(() -> StoredJson.value("{\"value\":\"4\"}")).isInstanceOf(JsonException.class)
                .hasMessage("line 1, column 10: a roll: \"value\" must be a whole number, found a string");
        assertThatThrownBy(() -> StoredJson.options("{\"black\":1}")).isInstanceOf(JsonException.class)
                .hasMessage("line 1, column 10: option \"black\" must be a string, found a number");
    }
}
