package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.record.Entry;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.RecordException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameRecordJsonTest {
    static final GameRecord EVERY_SHAPE = new GameRecord("american", options(), List.of("Breya", "Thurl"),
            "B:W18:B14", List.of(
                    Entry.of(new Outcome("ballot 3: 9-13 21-17 5-9", 3, 1.0 / 156)),
                    Entry.of(new Decision.Step(21, 28)),
                    Entry.of(new Decision.Jump(42, 33, 24)),
                    Entry.of(new Decision.Place("pawn", 63)),
                    Entry.of(new Decision.Act("huff", List.of(5, 7), "")),
                    Entry.of(new Decision.Act("swap \"x\"", List.of(), "left")),
                    Entry.of(new Decision.Pass())));

    static final String EVERY_SHAPE_JSON = """
            {
              "format": 1,
              "game": "american",
              "options": {"huffing":"false","opening":"three-move"},
              "characters": ["Breya","Thurl"],
              "setup": "B:W18:B14",
              "entries": [
                {"chance":"ballot 3: 9-13 21-17 5-9","value":3,"p":0.00641025641025641},
                {"step":[21,28]},
                {"jump":[42,33,24]},
                {"place":"pawn","square":63},
                {"act":"huff","squares":[5,7],"choice":""},
                {"act":"swap \\"x\\"","squares":[],"choice":"left"},
                {"pass":true}
              ]
            }
            """;

    static Map<String, String> options() {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("huffing", "false");
        o.put("opening", "three-move");
        return o;
    }

    @Test
    void writesTheDocumentedShape() {
        assertThat(RecordJson.write(EVERY_SHAPE)).isEqualTo(EVERY_SHAPE_JSON);
    }

    @Test
    void readsItBackEqual() {
        assertThat(RecordJson.read(EVERY_SHAPE_JSON)).isEqualTo(EVERY_SHAPE);
        GameRecord empty = new GameRecord("american", Map.of(), List.of(), null, List.of());
        assertThat(RecordJson.write(empty)).isEqualTo("{\n  \"format\": 1,\n  \"game\": \"american\",\n  \"options\": {},\n"
                + "  \"characters\": [],\n  \"setup\": null,\n  \"entries\": []\n}\n");
        assertThat(RecordJson.read(RecordJson.write(empty))).isEqualTo(empty);
    }

    @Test
    void charactersSetupAndAnEmptyChoiceMayBeLeftOut() {
        GameRecord r = RecordJson.read("{\"format\":1,\"game\":\"american\",\"options\":{},\"entries\":"
                + "[{\"act\":\"huff\",\"squares\":[5]}]}");
        assertThat(r).isEqualTo(new GameRecord("american", Map.of(), List.of(), null,
                List.of(Entry.of(new Decision.Act("huff", List.of(5), "")))));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "[]|1|1|a record must be an object, found an array",
        "{\"format\":2,\"game\":7}|1|11|format 2 is not known (this reader knows format 1)",
        "{\"format\":\"1\"}|1|11|a record: \"format\" must be a whole number, found a string",
        "{\"game\":\"american\"}|1|1|a record needs the key \"format\"",
        "{\"format\":1,\"game\":\"american\",\"options\":{},\"entries\":[],\"moves\":[]}|1|65"
                + "|a record: unknown key \"moves\" (expected format, game, options, characters, setup, text, entries)",
        "{\"format\":1,\"game\":\" \",\"options\":{},\"entries\":[]}|1|20|\"game\" must name a game",
        "{\"format\":1,\"game\":\"a\",\"options\":{\"x\":true},\"entries\":[]}|1|39|option \"x\" must be a string, found true",
        "{\"format\":1,\"game\":\"a\",\"options\":[],\"entries\":[]}|1|34|\"options\" must be an object, found an array",
        "{\"format\":1,\"game\":\"a\",\"options\":{},\"setup\":5,\"entries\":[]}|1|45|a record: \"setup\" must be a string, found a number",
        "{\"format\":1,\"game\":\"a\",\"options\":{},\"characters\":[1],\"entries\":[]}|1|51"
                + "|a record: each of \"characters\" must be a string, found a number",
        "{\"format\":1,\"game\":\"a\",\"options\":{}}|1|1|a record needs the key \"entries\"",
        "{\"format\":1,\"game\":\"a\",\"options\":{},\"entries\":{}}|1|47|a record: \"entries\" must be an array, found an object"})
    void refusesBadRecordsWhereTheFaultIs(String json, int line, int column, String reason) {
        assertThatThrownBy(() -> RecordJson.read(json)).isInstanceOf(RecordException.class)
                .hasMessage("record JSON line " + line + ", column " + column + ": " + reason);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "7|entry 0 must be an object, found a number",
        "{}|entry 0 needs one of the keys step, jump, place, act, pass, chance",
        "{\"step\":[1,2],\"jump\":[1,2,3]}|entry 0 has both \"step\" and \"jump\" (one of step, jump, place, act, pass, chance)",
        "{\"step\":[1,2,3]}|entry 0: \"step\" must be an array of 2 squares (0-63), found 3 items",
        "{\"step\":\"11-15\"}|entry 0: \"step\" must be an array of 2 squares (0-63), found a string",
        "{\"step\":[1,64]}|entry 0: \"step\" square must be a whole number 0-63, found 64",
        "{\"step\":[1,2.0]}|entry 0: \"step\" square must be a whole number 0-63, found 2.0",
        "{\"jump\":[1,-1,3]}|entry 0: \"jump\" square must be a whole number 0-63, found -1",
        "{\"step\":[1,2],\"to\":3}|entry 0: unknown key \"to\" (expected step)",
        "{\"place\":\"pawn\"}|entry 0 needs the key \"square\"",
        "{\"place\":1,\"square\":1}|entry 0: \"place\" must be a string, found a number",
        "{\"act\":\"huff\"}|entry 0 needs the key \"squares\"",
        "{\"act\":\"huff\",\"squares\":[99]}|entry 0: \"squares\" square must be a whole number 0-63, found 99",
        "{\"act\":\"huff\",\"squares\":[],\"choice\":null}|entry 0: \"choice\" must be a string, found null",
        "{\"pass\":false}|entry 0: \"pass\" must be true",
        "{\"chance\":\"d6 1\",\"value\":1}|entry 0 needs the key \"p\"",
        "{\"chance\":\"d6 1\",\"value\":1,\"p\":0}|entry 0: \"p\" must be a probability above 0 and at most 1, found 0",
        "{\"chance\":\"d6 1\",\"value\":1,\"p\":1.5}|entry 0: \"p\" must be a probability above 0 and at most 1, found 1.5",
        "{\"chance\":\"d6 1\",\"value\":1,\"p\":1e999}|entry 0: \"p\" must be a probability above 0 and at most 1, found 1e999",
        "{\"chance\":\"d6 1\",\"value\":99999999999,\"p\":1}|entry 0: \"value\" must be a whole number, found 99999999999",
        "{\"chance\":\"d6 1\",\"value\":1,\"p\":1,\"q\":1}|entry 0: unknown key \"q\" (expected chance, value, p)"})
    void refusesBadEntriesNamingTheEntry(String entry, String reason) {
        String json = "{\"format\":1,\"game\":\"a\",\"options\":{},\n\"entries\":[" + entry + "]}";
        assertThatThrownBy(() -> RecordJson.read(json)).isInstanceOf(RecordException.class)
                .hasMessageStartingWith("record JSON line 2, column ").hasMessageEndingWith(": " + reason);
    }

    @Test
    void aSecondEntryIsNamedByItsIndexAndLine() {
        String json = "{\"format\":1,\"game\":\"a\",\"options\":{},\"entries\":[\n {\"pass\":true},\n {\"pass\":1}]}";
        assertThatThrownBy(() -> RecordJson.read(json))
                .hasMessage("record JSON line 3, column 10: entry 1: \"pass\" must be true");
    }
}
