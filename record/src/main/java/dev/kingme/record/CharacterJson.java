package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonException;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.JsonReader;
import dev.kingme.rules.character.BuiltinPowers;
import dev.kingme.rules.character.CharacterSpec;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Hero;
import dev.kingme.rules.character.PowerSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A character file (format {@value #FORMAT}, documented in docs/characters.md with its JSON Schema): one
 * character, its powers built from blocks or naming built-in power classes. Read strictly, every mistake
 * refused with its line and column and what is wrong; written back so that reading it again gives the same
 * character. The blocks' words are the lower-case, hyphenated names of {@link PowerSpec}'s.
 */
public final class CharacterJson {
    public static final String FORMAT = "kingme character 1";
    private static final List<String> TOP = List.of("format", "id", "title", "set", "powers");
    private static final List<String> POWER = List.of("builtin", "title", "cost", "when", "summary", "seed",
            "neutralizable", "act", "gains", "starts", "wins", "passive");

    private CharacterJson() {
    }

    /** The character of a file's text; a mistake is a {@link JsonException} at the value at fault. */
    public static CharacterSpec read(String text) {
        JsonFields f = JsonFields.of(JsonReader.read(text), "a character").allowOnly(TOP);
        String format = f.string("format");
        if (!format.equals(FORMAT)) {
            throw f.get("format").error("\"format\" must be \"" + FORMAT + "\", found \"" + format + "\"");
        }
        String id = f.string("id");
        if (!id.matches("[a-z][a-z0-9-]{0,31}")) {
            throw f.get("id").error("\"id\" must be lower-case letters, digits and hyphens (a letter first, at most 32),"
                    + " found \"" + id + "\"");
        }
        Hero.Sets set = switch (word(f, "set", List.of("fantasy-rpg", "schlock-mercenary"))) {
            case "fantasy-rpg" -> Hero.Sets.FANTASY;
            default -> Hero.Sets.SCHLOCK;
        };
        List<PowerSpec> powers = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Set<String> titles = new HashSet<>();
        int i = 0;
        int perGame = 0;
        for (Json p : f.array("powers")) {
            PowerSpec spec = power(p, "power " + ++i);
            JsonFields pf = JsonFields.of(p, "");
            if (spec.act() != null && spec.act().perGame() > 0 && ++perGame > Counters.MOST_PER_GAME) {
                throw JsonFields.of(pf.get("act"), "").get("per-game").error("power " + i + ": a character has at most "
                        + Counters.MOST_PER_GAME + " powers limited \"per-game\"");
            }
            if (spec.act() != null && !names.add(spec.act().name())) {
                throw JsonFields.of(pf.get("act"), "").get("name").error("power " + i + ": a second decision named \""
                        + spec.act().name() + "\"");
            }
            String title = spec.builtin() != null ? spec.builtin() : spec.title();
            if (!titles.add(title)) {
                throw pf.get(spec.builtin() != null ? "builtin" : "title").error("power " + i + ": a second power "
                        + (spec.builtin() != null ? "named" : "titled") + " \"" + title + "\"");
            }
            powers.add(spec);
        }
        if (powers.isEmpty()) {
            throw f.get("powers").error("\"powers\" must list at least one power");
        }
        return new CharacterSpec(id, nonEmpty(f, "title"), set, powers);
    }

    private static PowerSpec power(Json v, String what) {
        JsonFields f = JsonFields.of(v, what).allowOnly(POWER);
        if (f.has("builtin")) {
            if (f.obj().members().size() > 1) {
                throw v.error(what + ": a built-in power takes nothing but \"builtin\"");
            }
            String name = f.string("builtin");
            if (!BuiltinPowers.names().contains(name)) {
                throw f.get("builtin").error(what + ": no built-in power \"" + name + "\" (there are "
                        + String.join(", ", BuiltinPowers.names()) + ")");
            }
            return PowerSpec.builtin(name);
        }
        PowerSpec.Act act = f.has("act") ? CharacterActJson.act(f.get("act"), what + ": \"act\"") : null;
        int cost = f.has("cost") ? f.integer("cost", 0, 99) : 0;
        if (cost > 0 && act == null) {
            throw f.get("cost").error(what + ": a cost needs an \"act\" to pay for");
        }
        List<PowerSpec.Gain> gains = new ArrayList<>();
        for (Json g : list(f, "gains")) {
            gains.add(gain(g, what + ": a gain"));
        }
        List<PowerSpec.Start> starts = new ArrayList<>();
        for (Json s : list(f, "starts")) {
            starts.add(start(s, what + ": a start"));
        }
        List<PowerSpec.Win> wins = new ArrayList<>();
        for (Json w : list(f, "wins")) {
            wins.add(win(w, what + ": a win"));
        }
        PowerSpec.Passive passive = f.has("passive") ? passive(f.get("passive"), what + ": \"passive\"") : null;
        if (act == null && gains.isEmpty() && starts.isEmpty() && wins.isEmpty() && passive == null && !f.has("summary")) {
            throw v.error(what + ": a power needs an \"act\", \"gains\", \"starts\", \"wins\" or \"passive\" (or a"
                    + " \"builtin\"), or, for a line of the list that does nothing, a \"summary\"");
        }
        boolean neutralizable = !f.has("neutralizable") || bool(f.get("neutralizable"), what + ": \"neutralizable\"");
        return new PowerSpec(null, nonEmpty(f, "title"), cost, f.stringOrNull("when"), f.stringOrNull("summary"),
                nonEmpty(f, "seed"), neutralizable, act, gains, starts, wins, passive);
    }

    private static PowerSpec.Gain gain(Json v, String what) {
        JsonFields f = JsonFields.of(v, what).allowOnly(List.of("resource", "per", "amount"));
        PowerSpec.Gain.Per per = PowerSpec.Gain.Per.valueOf(constant(word(f, "per",
                List.of("jump-after-the-first", "move-of-several-jumps", "level", "capture", "own-turn"))));
        return new PowerSpec.Gain(resource(f.get("resource"), what + ": \"resource\""), per,
                f.has("amount") ? f.integer("amount", 1, 9) : 1);
    }

    private static PowerSpec.Start start(Json v, String what) {
        JsonFields f = JsonFields.of(v, what).allowOnly(List.of("resource", "amount", "on-each-checker"));
        boolean onCheckers = f.has("on-each-checker") && bool(f.get("on-each-checker"), what + ": \"on-each-checker\"");
        PowerSpec.Resource r = resource(f.get("resource"), what + ": \"resource\"");
        if (onCheckers && r != PowerSpec.Resource.PENNIES) {
            throw f.get("resource").error(what + ": only pennies go on checkers");
        }
        return new PowerSpec.Start(r, f.integer("amount", 1, 9), onCheckers);
    }

    private static PowerSpec.Win win(Json v, String what) {
        JsonFields f = JsonFields.of(v, what);
        String says = f.has("says") ? nonEmpty(f, "says") : null;
        if (f.has("resource")) {
            f.allowOnly(List.of("resource", "at-least", "says"));
            return new PowerSpec.Win.ResourceAtLeast(resource(f.get("resource"), what + ": \"resource\""),
                    f.integer("at-least", 1, 99), says);
        }
        List<String> keys = List.of("ld-at-least", "jumps-in-a-move", "resource");
        f.allowOnly(List.of("ld-at-least", "jumps-in-a-move", "resource", "says"));
        if (f.obj().members().size() != (says == null ? 1 : 2)) {
            throw v.error(what + " must be exactly one of " + quoted(keys) + " (and may have \"says\")");
        }
        return f.has("ld-at-least") ? new PowerSpec.Win.LdAtLeast(f.integer("ld-at-least", 1, 12), says)
                : new PowerSpec.Win.JumpsInAMove(f.integer("jumps-in-a-move", 2, 12), says);
    }

    private static PowerSpec.Passive passive(Json v, String what) {
        List<String> keys = List.of("pennies-absorb-wounds", "bent-jumps-at-ld", "unjumpable-after-a-loss",
                "single-jumps-with-pieces-between", "says");
        JsonFields f = JsonFields.of(v, what).allowOnly(keys);
        if (f.obj().members().isEmpty() || f.obj().members().size() == 1 && f.has("says")) {
            throw v.error(what + " must say one of " + quoted(keys.subList(0, 4)));
        }
        boolean unjumpable = f.has("unjumpable-after-a-loss") && bool(f.get("unjumpable-after-a-loss"),
                what + ": \"unjumpable-after-a-loss\"");
        if (f.has("says") && !unjumpable) {
            throw f.get("says").error(what + ": \"says\" is the line said when \"unjumpable-after-a-loss\" protects");
        }
        return new PowerSpec.Passive(f.has("pennies-absorb-wounds") && bool(f.get("pennies-absorb-wounds"),
                what + ": \"pennies-absorb-wounds\""), f.has("bent-jumps-at-ld") ? f.integer("bent-jumps-at-ld", -12, 12) : null,
                unjumpable, f.has("single-jumps-with-pieces-between") ? piecesBetween(f.get("single-jumps-with-pieces-between"),
                what) : null, f.has("says") ? nonEmpty(f, "says") : null);
    }

    static PowerSpec.Condition.PiecesBetween piecesBetween(Json v, String what) {
        if (!(v instanceof Json.Arr a) || a.items().size() != 2) {
            throw v.error(what + ": \"pieces-between\" must be two numbers, the least and the most");
        }
        int least = JsonFields.integer(a.items().get(0), what + ": the least", 0, 12);
        int most = JsonFields.integer(a.items().get(1), what + ": the most", 0, 12);
        if (most < least) {
            throw v.error(what + ": \"pieces-between\" gives the least first, then the most, found " + least + " and " + most);
        }
        return new PowerSpec.Condition.PiecesBetween(least, most);
    }

    static String exactly(Json v, String what, String... allowed) {
        String w = JsonFields.string(v, what);
        if (!List.of(allowed).contains(w)) {
            throw v.error(what + " must be " + (allowed.length == 1 ? "\"" + allowed[0] + "\"" : "one of "
                    + quoted(List.of(allowed))) + ", found \"" + w + "\"");
        }
        return w;
    }

    // ---- words ------------------------------------------------------------------------------------------

    static JsonFields one(Json v, String what, List<String> keys) {
        JsonFields f = JsonFields.of(v, what).allowOnly(keys);
        if (f.obj().members().size() != 1) {
            throw v.error(what + " must be exactly one of " + quoted(keys));
        }
        return f;
    }

    static String word(JsonFields f, String key, List<String> allowed) {
        String w = f.string(key);
        if (!allowed.contains(w)) {
            throw f.get(key).error("\"" + key + "\" must be one of " + quoted(allowed) + ", found \"" + w + "\"");
        }
        return w;
    }

    static PowerSpec.Resource resource(Json v, String what) {
        String w = JsonFields.string(v, what);
        List<String> allowed = List.of("pennies", "arrows", "dimes", "pool-pennies");
        if (!allowed.contains(w)) {
            throw v.error(what + " must be one of " + quoted(allowed) + ", found \"" + w + "\"");
        }
        return PowerSpec.Resource.valueOf(constant(w));
    }

    static PowerSpec.Effect.Where where(Json v, String what) {
        String w = JsonFields.string(v, what);
        List<String> allowed = List.of("target", "around", "target-and-around");
        if (!allowed.contains(w)) {
            throw v.error(what + " must be one of " + quoted(allowed) + ", found \"" + w + "\"");
        }
        return PowerSpec.Effect.Where.valueOf(constant(w));
    }

    /** A number, or a share of the owner's level ({@code "level"}, {@code "half-level-rounded-up"}). */
    static PowerSpec.Amount amount(Json v, String what) {
        if (v instanceof Json.Num) {
            return PowerSpec.Amount.NUMBER;
        }
        List<String> allowed = List.of("level", "half-level-rounded-up");
        if (v instanceof Json.Str s && allowed.contains(s.value())) {
            return PowerSpec.Amount.valueOf(constant(s.value()));
        }
        throw v.error(what + " must be a whole number or one of " + quoted(allowed) + ", found "
                + (v instanceof Json.Str s ? "\"" + s.value() + "\"" : v.kind()));
    }

    static boolean bool(Json v, String what) {
        if (!(v instanceof Json.Bool b)) {
            throw v.error(what + " must be true or false, found " + v.kind());
        }
        return b.value();
    }

    static String nonEmpty(JsonFields f, String key) {
        String s = f.string(key);
        if (s.isBlank()) {
            throw f.get(key).error("\"" + key + "\" must not be empty");
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

    static String constant(String word) {
        return word.toUpperCase(Locale.ROOT).replace('-', '_');
    }


    static String quoted(List<String> words) {
        return "\"" + String.join("\", \"", words) + "\"";
    }

    /** The file of a character, one member a line; reading it gives {@code spec} back. */
    public static String write(CharacterSpec spec) {
        return CharacterWriter.write(spec);
    }
}
