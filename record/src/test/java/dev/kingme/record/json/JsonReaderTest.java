package dev.kingme.record.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class JsonReaderTest {
    @Test
    void readsEveryKindOfValueWithWhereItStarts() {
        Json v = JsonReader.read("{\"a\": [1, -2.5e3, true, false, null],\n \"b\": {\"c\": \"d\"}}");
        Json.Obj obj = (Json.Obj) v;
        assertThat(obj.members()).containsOnlyKeys("a", "b");
        List<Json> a = ((Json.Arr) obj.members().get("a")).items();
        assertThat(a).containsExactly(new Json.Num("1", 1, 8), new Json.Num("-2.5e3", 1, 11), new Json.Bool(true, 1, 19),
                new Json.Bool(false, 1, 25), new Json.Null(1, 32));
        assertThat(obj.members().get("b")).isEqualTo(new Json.Obj(Map.of("c", new Json.Str("d", 2, 13)), 2, 7));
    }

    @Test
    void decodesEveryEscape() {
        Json.Str s = (Json.Str) JsonReader.read("\"q\\\" b\\\\ s\\/ \\b\\f\\n\\r\\t \\u00e9\\u00E9 \\ud83d\\ude00\"");
        assertThat(s.value()).isEqualTo("q\" b\\ s/ \b\f\n\r\t \u00e9\u00e9 \ud83d\ude00");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-0", "12", "1.5", "1e5", "1E+5", "-1.25e-3", "0.0"})
    void acceptsJsonNumbers(String n) {
        assertThat(JsonReader.read(n)).isEqualTo(new Json.Num(n, 1, 1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "01|1|2|a number may not start with 0 followed by another digit",
        "1.|1|3|expected a digit after the decimal point, found the end of the text",
        ".5|1|1|expected a value, found '.'",
        "-|1|2|expected a digit, found the end of the text",
        "1e|1|3|expected a digit in the exponent, found the end of the text",
        "+1|1|1|expected a value, found '+'",
        "0x1|1|2|expected the end of the text after the value, found 'x'",
        "NaN|1|1|expected a value, found 'N'"})
    void refusesOtherNumbers(String text, int line, int column, String reason) {
        assertThatThrownBy(() -> JsonReader.read(text)).isInstanceOf(JsonException.class)
                .hasMessage("line " + line + ", column " + column + ": " + reason);
    }

    @Test
    void errorsNameTheLineAndColumn() {
        String text = "{\n  \"game\": \"american\",\n  \"options\": {} ]\n}";
        assertThatThrownBy(() -> JsonReader.read(text)).isInstanceOf(JsonException.class)
                .hasMessage("line 3, column 17: expected ',' or '}', found ']'")
                .satisfies(e -> assertThat(((JsonException) e).line()).isEqualTo(3))
                .satisfies(e -> assertThat(((JsonException) e).column()).isEqualTo(17));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "``|1|1|expected a value, found the end of the text",
        "[1,]|1|4|expected a value, found ']'",
        "{\"a\":1,}|1|8|expected a key in double quotes, found '}'",
        "{'a':1}|1|2|expected a key in double quotes, found '''",
        "{\"a\" 1}|1|6|expected ':' after the key, found '1'",
        "[1 2]|1|4|expected ',' or ']', found '2'",
        "{\"a\":1} // c|1|9|expected the end of the text after the value, found '/'",
        "\"abc|1|5|the string that starts at line 1, column 1 is not closed",
        "\"a\\qb\"|1|4|unknown escape: \\ followed by 'q'",
        "\"\\u12g4\"|1|6|expected 4 hexadecimal digits after \\u, found 'g'",
        "\"\\u12|1|6|expected 4 hexadecimal digits after \\u, found the end of the text",
        "{\"a\":1,\"a\":2}|1|8|duplicate key \"a\"",
        "tru|1|1|expected a value, found 't'",
        "[true false]|1|7|expected ',' or ']', found 'f'"})
    void refusesWhatIsNotStrictJson(String text, int line, int column, String reason) {
        assertThatThrownBy(() -> JsonReader.read(text)).isInstanceOf(JsonException.class)
                .hasMessage("line " + line + ", column " + column + ": " + reason);
    }

    @Test
    void countsLinesAcrossSpace() {
        assertThatThrownBy(() -> JsonReader.read("  \r\n\t\n ")).isInstanceOf(JsonException.class)
                .hasMessage("line 3, column 2: expected a value, found the end of the text");
    }

    @Test
    void refusesRawControlCharactersInStrings() {
        assertThatThrownBy(() -> JsonReader.read("\"a\nb\"")).isInstanceOf(JsonException.class)
                .hasMessage("line 1, column 3: a control character (U+000A) must be escaped in a string");
    }

    @Test
    void nestingIsCappedSoHostileInputGetsAnError() {
        int max = JsonReader.MAX_DEPTH;
        assertThat(JsonReader.read("[".repeat(max) + "]".repeat(max))).isInstanceOf(Json.Arr.class);
        assertThatThrownBy(() -> JsonReader.read("[".repeat(100_000))).isInstanceOf(JsonException.class)
                .hasMessage("line 1, column " + (max + 1) + ": nesting deeper than " + max + " levels");
    }

    @Test
    void skipsALeadingByteOrderMarkButNoOtherStrangeSpace() {
        assertThat(JsonReader.read("\uFEFF[ ]")).isEqualTo(new Json.Arr(List.of(), 1, 1));
        assertThatThrownBy(() -> JsonReader.read("[\u00a0]")).hasMessage(
                "line 1, column 2: expected a value, found U+00A0");
        assertThatThrownBy(() -> JsonReader.read(null)).hasMessage("line 1, column 1: no text given");
    }

    @Test
    void writerEscapesWhatJsonRequiresAndTheReaderGetsItBack() {
        String tricky = "\"\\/\b\f\n\r\t\u0001\u001f\u007f \u00e9 \ud83d\ude00 \ud800 x\udc00";
        String written = JsonWriter.write(tricky);
        assertThat(written).isEqualTo("\"\\\"\\\\/\\b\\f\\n\\r\\t\\u0001\\u001f\u007f \u00e9 \ud83d\ude00 \\ud800 x\\udc00\"");
        assertThat(((Json.Str) JsonReader.read(written)).value()).isEqualTo(tricky);
    }

    @Test
    void writerWritesMapsListsAndNumbersCompactly() {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("a", List.of(1, 2L, true));
        m.put("p", 1.0 / 6);
        m.put("n", null);
        assertThat(JsonWriter.write(m)).isEqualTo("{\"a\":[1,2,true],\"p\":0.16666666666666666,\"n\":null}");
        assertThatThrownBy(() -> JsonWriter.write(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }

    /** The layout of Jackson's default pretty printer, in which balance plans have always been written. */
    @Test
    void writerSpacesObjectsOneMemberALineAndArraysOnOne() {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("format", "f");
        m.put("characters", List.of("mage", "ranger"));
        m.put("none", List.of());
        m.put("inner", Map.of("seed", -11L));
        assertThat(JsonWriter.spaced(m)).isEqualTo("{\n  \"format\" : \"f\",\n  \"characters\" : [ \"mage\", \"ranger\" ],\n"
                + "  \"none\" : [ ],\n  \"inner\" : {\n    \"seed\" : -11\n  }\n}");
        assertThat(JsonReader.read(JsonWriter.spaced(m))).isInstanceOf(Json.Obj.class);
    }
}
