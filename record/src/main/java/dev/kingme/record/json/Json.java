package dev.kingme.record.json;

import java.util.List;
import java.util.Map;

/**
 * A JSON value as {@link JsonReader} found it, with the line and column where it starts, so that a
 * format's own checks ("value must be a whole number") point at the value as precisely as syntax errors
 * do. Numbers keep their text: whether one must be a whole number or may be a fraction is for the
 * format to say, not the reader.
 */
public sealed interface Json {
    int line();

    int column();

    /** The kind of value, as errors name it ("a string", "an array"). */
    String kind();

    /** An error about this value, located where it starts. */
    default JsonException error(String reason) {
        return new JsonException(line(), column(), reason);
    }

    /** An error about this value, located where it starts, with what to write instead. */
    default JsonException error(String reason, String fix) {
        return new JsonException(line(), column(), reason, fix);
    }

    /** Members in the order written; keys are unique (the reader refuses duplicates). */
    record Obj(Map<String, Json> members, int line, int column) implements Json {
        @Override
        public String kind() {
            return "an object";
        }
    }

    record Arr(List<Json> items, int line, int column) implements Json {
        @Override
        public String kind() {
            return "an array";
        }
    }

    record Str(String value, int line, int column) implements Json {
        @Override
        public String kind() {
            return "a string";
        }
    }

    /** A number, its text exactly as written (already checked against JSON's number grammar). */
    record Num(String text, int line, int column) implements Json {
        @Override
        public String kind() {
            return "a number";
        }
    }

    record Bool(boolean value, int line, int column) implements Json {
        @Override
        public String kind() {
            return value ? "true" : "false";
        }
    }

    record Null(int line, int column) implements Json {
        @Override
        public String kind() {
            return "null";
        }
    }
}
