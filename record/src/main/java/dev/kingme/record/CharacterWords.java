package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.NearestWord;
import dev.kingme.rules.character.PowerSpec;
import java.util.List;
import java.util.Locale;

/**
 * The words and small values of a character file, each read strictly: a word from its list, a resource, a
 * number or a share of the level, true or false, text that is not empty. A value that is not one is refused
 * at its line and column with what to write instead ({@link dev.kingme.record.json.JsonException#fix()}).
 */
final class CharacterWords {
    static final List<String> RESOURCES = List.of("pennies", "arrows", "dimes", "pool-pennies");
    private static final List<String> WHERE = List.of("target", "around", "target-and-around");
    private static final List<String> SHARES = List.of("level", "half-level-rounded-up", "one-plus-positive-ld");

    private CharacterWords() {
    }

    /** What to write instead of {@code found} where one of {@code allowed} goes. */
    static String insteadOf(String found, List<String> allowed) {
        String listed = allowed.size() <= 3 ? quotedOr(allowed) : "one of the words listed";
        return NearestWord.suggest(found, allowed, "write " + listed + ", in double quotes");
    }

    static String exactly(Json v, String what, String... allowed) {
        String w = JsonFields.string(v, what);
        if (!List.of(allowed).contains(w)) {
            throw v.error(what + " must be " + (allowed.length == 1 ? "\"" + allowed[0] + "\"" : "one of "
                    + quoted(List.of(allowed))) + ", found \"" + w + "\"", insteadOf(w, List.of(allowed)));
        }
        return w;
    }

    /** An object of exactly one of {@code keys}. */
    static JsonFields one(Json v, String what, List<String> keys) {
        JsonFields f = JsonFields.of(v, what).allowOnly(keys);
        if (f.obj().members().size() != 1) {
            throw v.error(what + " must be exactly one of " + quoted(keys), "write one key in each {...}, such as {\""
                    + keys.get(0) + "\": 1}; two of them are two objects in the list");
        }
        return f;
    }

    static String word(JsonFields f, String key, List<String> allowed) {
        String w = f.string(key);
        if (!allowed.contains(w)) {
            throw f.get(key).error("\"" + key + "\" must be one of " + quoted(allowed) + ", found \"" + w + "\"",
                    insteadOf(w, allowed));
        }
        return w;
    }

    static PowerSpec.Resource resource(Json v, String what) {
        String w = JsonFields.string(v, what);
        if (!RESOURCES.contains(w)) {
            throw v.error(what + " must be one of " + quoted(RESOURCES) + ", found \"" + w + "\"", insteadOf(w, RESOURCES));
        }
        return PowerSpec.Resource.valueOf(constant(w));
    }

    static PowerSpec.Effect.Where where(Json v, String what) {
        String w = JsonFields.string(v, what);
        if (!WHERE.contains(w)) {
            throw v.error(what + " must be one of " + quoted(WHERE) + ", found \"" + w + "\"", insteadOf(w, WHERE));
        }
        return PowerSpec.Effect.Where.valueOf(constant(w));
    }

    /**
     * A number, or a share of the owner's level ({@code "level"}, {@code "half-level-rounded-up"}), or 1 and one more
     * for each point of LD above 0 ({@code "one-plus-positive-ld"}).
     */
    static PowerSpec.Amount amount(Json v, String what) {
        if (v instanceof Json.Num) {
            return PowerSpec.Amount.NUMBER;
        }
        if (v instanceof Json.Str s && SHARES.contains(s.value())) {
            return PowerSpec.Amount.valueOf(constant(s.value()));
        }
        String fix = "write a whole number without quotes, or \"level\", \"half-level-rounded-up\" or \"one-plus-positive-ld\"";
        throw v.error(what + " must be a whole number or one of " + quoted(SHARES) + ", found "
                + (v instanceof Json.Str s ? "\"" + s.value() + "\"" : v.kind()),
                v instanceof Json.Str s ? NearestWord.suggest(s.value(), SHARES, fix) : fix);
    }

    static boolean bool(Json v, String what) {
        if (!(v instanceof Json.Bool b)) {
            throw v.error(what + " must be true or false, found " + v.kind(), "write true or false, without quotes");
        }
        return b.value();
    }

    static String nonEmpty(JsonFields f, String key) {
        String s = f.string(key);
        if (s.isBlank()) {
            throw f.get(key).error("\"" + key + "\" must not be empty", "write a few words between the quotes");
        }
        return s;
    }

    /** The text under {@code key}, not empty, or null when there is none. */
    static String optional(JsonFields f, String key) {
        return f.has(key) ? nonEmpty(f, key) : null;
    }

    static List<Json> list(JsonFields f, String key) {
        return f.has(key) ? f.array(key) : List.of();
    }

    /** {@code [least, most]}: checkers of the owner's on the board. */
    static PowerSpec.Condition.PiecesBetween piecesBetween(Json v, String what) {
        if (!(v instanceof Json.Arr a) || a.items().size() != 2) {
            throw v.error(what + ": \"pieces-between\" must be two numbers, the least and the most",
                    "write the least and the most in square brackets: [3, 8]");
        }
        int least = JsonFields.integer(a.items().get(0), what + ": the least", 0, 12);
        int most = JsonFields.integer(a.items().get(1), what + ": the most", 0, 12);
        if (most < least) {
            throw v.error(what + ": \"pieces-between\" gives the least first, then the most, found " + least + " and " + most,
                    "write [" + most + ", " + least + "]");
        }
        return new PowerSpec.Condition.PiecesBetween(least, most);
    }

    static String constant(String word) {
        return word.toUpperCase(Locale.ROOT).replace('-', '_');
    }

    static String quoted(List<String> words) {
        return "\"" + String.join("\", \"", words) + "\"";
    }

    /** {@code "a"}, {@code "a" or "b"}, {@code "a", "b" or "c"}. */
    static String quotedOr(List<String> words) {
        if (words.size() == 1) {
            return "\"" + words.get(0) + "\"";
        }
        return quoted(words.subList(0, words.size() - 1)) + " or \"" + words.get(words.size() - 1) + "\"";
    }
}
