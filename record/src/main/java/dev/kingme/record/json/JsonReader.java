package dev.kingme.record.json;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict recursive-descent reader of one JSON text (RFC 8259): objects, arrays, strings with every
 * escape, numbers, {@code true}, {@code false} and {@code null}, nothing more (no comments, no trailing
 * commas, no single quotes), and no duplicate keys, which would leave a text's meaning to chance. A
 * leading byte order mark is skipped because editors add one. Nesting is capped so that hostile input
 * meets an error message rather than the end of the stack.
 *
 * <p>Errors name the 1-based line and column where reading stopped, as in "line 3, column 14: expected
 * ',' or '&#125;', found ']'".
 */
public final class JsonReader {
    public static final int MAX_DEPTH = 64;
    private static final String VALUE = "write a value: a string in double quotes, a number, true, false, null, an object"
            + " {...} or a list [...]";

    private final String text;
    private int pos;
    private int line = 1;
    private int lineStart;

    private JsonReader(String text) {
        this.text = text;
    }

    /**
     * The value {@code text} holds.
     *
     * @throws JsonException where the text stops being JSON
     */
    public static Json read(String text) {
        if (text == null) {
            throw new JsonException(1, 1, "no text given");
        }
        JsonReader r = new JsonReader(text);
        if (text.startsWith("\uFEFF")) {
            r.pos = r.lineStart = 1;
        }
        Json value = r.value(0);
        r.skipSpace();
        if (r.pos < text.length()) {
            throw r.fail("expected the end of the text after the value, found " + r.found(),
                    "remove what follows the value (one file holds one value)");
        }
        return value;
    }

    private Json value(int depth) {
        skipSpace();
        if (pos >= text.length()) {
            throw fail("expected a value, found " + found(), VALUE);
        }
        char c = text.charAt(pos);
        int l = line;
        int col = column();
        if (c == '{' || c == '[') {
            if (depth >= MAX_DEPTH) {
                throw fail("nesting deeper than " + MAX_DEPTH + " levels", "nest objects and lists less deeply");
            }
            return c == '{' ? object(depth, l, col) : array(depth, l, col);
        }
        if (c == '"') {
            return new Json.Str(string(), l, col);
        }
        if (c == '-' || isDigit(c)) {
            return new Json.Num(number(), l, col);
        }
        if (text.startsWith("true", pos)) {
            pos += 4;
            return new Json.Bool(true, l, col);
        }
        if (text.startsWith("false", pos)) {
            pos += 5;
            return new Json.Bool(false, l, col);
        }
        if (text.startsWith("null", pos)) {
            pos += 4;
            return new Json.Null(l, col);
        }
        throw fail("expected a value, found " + found(), VALUE);
    }

    private Json object(int depth, int l, int col) {
        pos++;
        Map<String, Json> members = new LinkedHashMap<>();
        skipSpace();
        if (peek() == '}') {
            pos++;
            return new Json.Obj(Collections.unmodifiableMap(members), l, col);
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw fail("expected a key in double quotes, found " + found(),
                        "write the key in double quotes (\"key\": value), with no ',' after the last member");
            }
            int keyLine = line;
            int keyColumn = column();
            String key = string();
            if (members.containsKey(key)) {
                throw new JsonException(keyLine, keyColumn, "duplicate key " + JsonWriter.write(key),
                        "keep one of the two " + JsonWriter.write(key) + " and remove the other");
            }
            skipSpace();
            expect(':', "expected ':' after the key", "write ':' between the key and its value");
            members.put(key, value(depth + 1));
            skipSpace();
            if (peek() == '}') {
                pos++;
                return new Json.Obj(Collections.unmodifiableMap(members), l, col);
            }
            expect(',', "expected ',' or '}'", "put a ',' between two members, or close the object with '}'");
        }
    }

    private Json array(int depth, int l, int col) {
        pos++;
        List<Json> items = new ArrayList<>();
        skipSpace();
        if (peek() == ']') {
            pos++;
            return new Json.Arr(List.copyOf(items), l, col);
        }
        while (true) {
            items.add(value(depth + 1));
            skipSpace();
            if (peek() == ']') {
                pos++;
                return new Json.Arr(List.copyOf(items), l, col);
            }
            expect(',', "expected ',' or ']'", "put a ',' between two items, or close the list with ']'");
        }
    }

    /** The string starting at the opening quote under {@code pos}, escapes decoded. */
    private String string() {
        int startLine = line;
        int startColumn = column();
        pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw fail("the string that starts at line " + startLine + ", column " + startColumn + " is not closed",
                        "close the string with a double quote (\")");
            }
            char c = text.charAt(pos);
            if (c == '"') {
                pos++;
                return sb.toString();
            }
            if (c < 0x20) {
                throw fail("a control character (" + found() + ") must be escaped in a string",
                        "write \\n for a new line and \\t for a tab, or keep the string on one line");
            }
            if (c != '\\') {
                sb.append(c);
                pos++;
                continue;
            }
            pos++;
            char e = peek();
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    sb.append(hex4());
                    continue;
                }
                default -> throw fail("unknown escape: \\ followed by " + found(),
                        "write \\\\ for a backslash, \\\" for a double quote");
            }
            pos++;
        }
    }

    /** The character of a backslash-u escape (four hexadecimal digits), {@code pos} on the {@code u}. */
    private char hex4() {
        int v = 0;
        for (int i = 1; i <= 4; i++) {
            int d = pos + i < text.length() ? hexDigit(text.charAt(pos + i)) : -1;
            if (d < 0) {
                pos += i;
                throw fail("expected 4 hexadecimal digits after \\u, found " + found(),
                        "write \\u and four hexadecimal digits (\\u00e9)");
            }
            v = v * 16 + d;
        }
        pos += 5;
        return (char) v;
    }

    /** The value of an ASCII hexadecimal digit, or -1 (Character.digit would take other scripts' digits). */
    private static int hexDigit(char c) {
        return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }

    /** A number's text, checked against JSON's grammar: -?(0|[1-9]d*)(.d+)?([eE][+-]?d+)? */
    private String number() {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
            if (isDigit(peek())) {
                throw fail("a number may not start with 0 followed by another digit", "remove the leading 0");
            }
        } else {
            digits("a digit");
        }
        if (peek() == '.') {
            pos++;
            digits("a digit after the decimal point");
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            digits("a digit in the exponent");
        }
        return text.substring(start, pos);
    }

    private void digits(String what) {
        if (!isDigit(peek())) {
            throw fail("expected " + what + ", found " + found(), "write the number with digits only (12, -3, 0.5)");
        }
        while (isDigit(peek())) {
            pos++;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\n') {
                line++;
                lineStart = pos + 1;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private void expect(char c, String message, String fix) {
        if (peek() != c) {
            throw fail(message + ", found " + found(), fix);
        }
        pos++;
    }

    /** The character under {@code pos}, or 0 at the end (never a character JSON accepts there). */
    private char peek() {
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    private int column() {
        return pos - lineStart + 1;
    }

    private String found() {
        if (pos >= text.length()) {
            return "the end of the text";
        }
        char c = text.charAt(pos);
        return c >= 0x20 && c < 0x7f ? "'" + c + "'" : String.format("U+%04X", (int) c);
    }

    private JsonException fail(String reason, String fix) {
        return new JsonException(line, column(), reason, fix);
    }
}
