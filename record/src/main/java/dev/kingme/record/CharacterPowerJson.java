package dev.kingme.record;

import static dev.kingme.record.CharacterMistakes.meantButMissing;
import static dev.kingme.record.CharacterWords.bool;
import static dev.kingme.record.CharacterWords.constant;
import static dev.kingme.record.CharacterWords.list;
import static dev.kingme.record.CharacterWords.nonEmpty;
import static dev.kingme.record.CharacterWords.piecesBetween;
import static dev.kingme.record.CharacterWords.quoted;
import static dev.kingme.record.CharacterWords.resource;
import static dev.kingme.record.CharacterWords.word;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.NearestWord;
import dev.kingme.rules.character.builtin.BuiltinPowers;
import dev.kingme.rules.character.PowerSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * One power of a character file: a built-in power class by name, or blocks (its decision, what it earns,
 * starts with and wins by, how it changes play), each block read on its own so that every mistake of the
 * power is found in one reading ({@link CharacterMistakes}).
 */
final class CharacterPowerJson {
    static final String COMMENT = "comment";
    private static final List<String> POWER = List.of("builtin", "title", "cost", "when", "summary", "seed",
            "neutralizable", "act", "gains", "starts", "wins", "passive");

    private CharacterPowerJson() {
    }

    /** The power {@code v} ({@code what} names it: "power 2"), or null when it has a mistake, kept in {@code m}. */
    static PowerSpec power(Json v, String what, CharacterMistakes m) {
        JsonFields f = m.attempt(() -> JsonFields.of(v, what));
        if (f == null) {
            return null;
        }
        int before = m.count();
        Set<String> meant = m.allowOnly(f, POWER, COMMENT);
        boolean misspelt = m.count() > before;
        m.check(() -> comment(f, what));
        if (f.has("builtin")) {
            return builtin(v, f, what, m, before);
        }
        String titled = f.has("title") && f.get("title") instanceof Json.Str t ? CharacterChange.slug(t.value()) : "";
        PowerSpec.Act act = f.has("act") ? CharacterActJson.act(f.get("act"), what + ": \"act\"", titled, m) : null;
        Integer cost = f.has("cost") ? m.attempt(() -> f.integer("cost", 0, 99)) : Integer.valueOf(0);
        if (cost != null && cost > 0 && !f.has("act")) {
            m.add(f.get("cost").error(what + ": a cost needs an \"act\" to pay for",
                    "remove \"cost\", or add the \"act\" its owner pays it for"));
        }
        List<PowerSpec.Gain> gains = each(f, "gains", g -> gain(g, what + ": a gain", m), m);
        List<PowerSpec.Start> starts = each(f, "starts", s -> start(s, what + ": a start", m), m);
        List<PowerSpec.Win> wins = each(f, "wins", w -> win(w, what + ": a win", m), m);
        PowerSpec.Passive passive = f.has("passive")
                ? m.attempt(() -> passive(f.get("passive"), what + ": \"passive\"", m)) : null;
        if (!misspelt && !f.has("act") && none(f, "gains") && none(f, "starts") && none(f, "wins") && !f.has("passive")
                && !f.has("summary")) {
            m.add(v.error(what + ": a power needs an \"act\", \"gains\", \"starts\", \"wins\" or \"passive\" (or a"
                    + " \"builtin\"), or, for a line of the list that does nothing, a \"summary\"",
                    "add the block that says what it does, or a \"summary\" for a line that does nothing"));
        }
        Boolean neutralizable = f.has("neutralizable") ? m.attempt(() -> bool(f.get("neutralizable"),
                what + ": \"neutralizable\"")) : Boolean.TRUE;
        String title = m.attempt(f, meant, "title", () -> nonEmpty(f, "title"));
        String when = m.attempt(() -> f.stringOrNull("when"));
        String summary = m.attempt(() -> f.stringOrNull("summary"));
        String seed = m.attempt(f, meant, "seed", () -> nonEmpty(f, "seed"));
        if (m.count() > before) {
            return null;
        }
        return new PowerSpec(null, title, cost, when, summary, seed, neutralizable, act, gains, starts, wins, passive);
    }

    private static PowerSpec builtin(Json v, JsonFields f, String what, CharacterMistakes m, int before) {
        if (f.obj().members().keySet().stream().anyMatch(k -> POWER.contains(k) && !k.equals("builtin"))) {
            m.add(v.error(what + ": a built-in power takes nothing but \"builtin\"",
                    "remove the other keys, or remove \"builtin\" and write the power in blocks"));
        }
        String name = m.attempt(() -> f.string("builtin"));
        if (name != null && !BuiltinPowers.names().contains(name)) {
            m.add(f.get("builtin").error(what + ": no built-in power \"" + name + "\" (there are "
                    + String.join(", ", BuiltinPowers.names()) + ")",
                    NearestWord.suggest(name, BuiltinPowers.names(), "write one of the names listed")));
        }
        return m.count() > before ? null : PowerSpec.builtin(name);
    }

    /**
     * A comment, which the reader keeps for people and otherwise leaves be: a string, or a list of strings
     * (one a line, for a long one).
     */
    static void comment(JsonFields f, String what) {
        if (!f.has(COMMENT)) {
            return;
        }
        Json c = f.get(COMMENT);
        List<Json> lines = c instanceof Json.Arr a ? a.items() : List.of(c);
        for (Json line : lines) {
            if (!(line instanceof Json.Str)) {
                throw line.error(what + ": a \"comment\" is a string or a list of strings, found " + line.kind(),
                        "write the comment in double quotes: \"...\"");
            }
        }
    }

    /** True when {@code key} is absent or an empty list: a list that is not one is a mistake of its own. */
    private static boolean none(JsonFields f, String key) {
        return !f.has(key) || f.get(key) instanceof Json.Arr a && a.items().isEmpty();
    }

    /** Each item of the list under {@code key} read by {@code read}, a mistake of one not stopping the others. */
    private static <T> List<T> each(JsonFields f, String key, Function<Json, T> read, CharacterMistakes m) {
        List<Json> items = m.attempt(() -> list(f, key));
        List<T> out = new ArrayList<>();
        for (Json item : items == null ? List.<Json>of() : items) {
            T t = m.attempt(() -> read.apply(item));
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    private static PowerSpec.Gain gain(Json v, String what, CharacterMistakes m) {
        JsonFields f = JsonFields.of(v, what);
        if (meantButMissing(f, m.allowOnly(f, List.of("resource", "per", "amount")), "resource", "per")) {
            return null;
        }
        PowerSpec.Gain.Per per = PowerSpec.Gain.Per.valueOf(constant(word(f, "per",
                List.of("jump-after-the-first", "move-of-several-jumps", "level", "capture", "own-turn"))));
        return new PowerSpec.Gain(resource(f.get("resource"), what + ": \"resource\""), per,
                f.has("amount") ? f.integer("amount", 1, 9) : 1);
    }

    private static PowerSpec.Start start(Json v, String what, CharacterMistakes m) {
        JsonFields f = JsonFields.of(v, what);
        if (meantButMissing(f, m.allowOnly(f, List.of("resource", "amount", "on-each-checker")), "resource", "amount")) {
            return null;
        }
        boolean onCheckers = f.has("on-each-checker") && bool(f.get("on-each-checker"), what + ": \"on-each-checker\"");
        PowerSpec.Resource r = resource(f.get("resource"), what + ": \"resource\"");
        if (onCheckers && r != PowerSpec.Resource.PENNIES) {
            throw f.get("resource").error(what + ": only pennies go on checkers",
                    "write \"pennies\", or remove \"on-each-checker\" to start with them in hand");
        }
        return new PowerSpec.Start(r, f.integer("amount", 1, 9), onCheckers);
    }

    private static PowerSpec.Win win(Json v, String what, CharacterMistakes m) {
        JsonFields f = JsonFields.of(v, what);
        String says = f.has("says") ? nonEmpty(f, "says") : null;
        if (f.has("resource")) {
            if (meantButMissing(f, m.allowOnly(f, List.of("resource", "at-least", "says")), "at-least")) {
                return null;
            }
            return new PowerSpec.Win.ResourceAtLeast(resource(f.get("resource"), what + ": \"resource\""),
                    f.integer("at-least", 1, 99), says);
        }
        List<String> keys = List.of("ld-at-least", "jumps-in-a-move", "resource");
        int before = m.count();
        m.allowOnly(f, List.of("ld-at-least", "jumps-in-a-move", "resource", "says"));
        if (m.count() > before) {
            return null;
        }
        if (f.obj().members().size() != (says == null ? 1 : 2)) {
            throw v.error(what + " must be exactly one of " + quoted(keys) + " (and may have \"says\")",
                    "write one way to win in each {...}, such as {\"ld-at-least\": 3}; two ways are two objects in the list");
        }
        return f.has("ld-at-least") ? new PowerSpec.Win.LdAtLeast(f.integer("ld-at-least", 1, 12), says)
                : new PowerSpec.Win.JumpsInAMove(f.integer("jumps-in-a-move", 2, 12), says);
    }

    private static PowerSpec.Passive passive(Json v, String what, CharacterMistakes m) {
        List<String> keys = List.of("pennies-absorb-wounds", "bent-jumps-at-ld", "unjumpable-after-a-loss",
                "single-jumps-with-pieces-between", "no-jumps-beside", "no-wounds-beside", "says");
        JsonFields f = JsonFields.of(v, what);
        int before = m.count();
        m.allowOnly(f, keys);
        boolean misspelt = m.count() > before;
        if (!misspelt && (f.obj().members().isEmpty() || f.obj().members().size() == 1 && f.has("says"))) {
            throw v.error(what + " must say one of " + quoted(keys.subList(0, 6)),
                    "add one of those keys, such as \"pennies-absorb-wounds\": true");
        }
        boolean unjumpable = f.has("unjumpable-after-a-loss") && bool(f.get("unjumpable-after-a-loss"),
                what + ": \"unjumpable-after-a-loss\"");
        if (f.has("says") && !unjumpable && !misspelt) {
            throw f.get("says").error(what + ": \"says\" is the line said when \"unjumpable-after-a-loss\" protects",
                    "remove \"says\", or add \"unjumpable-after-a-loss\": true");
        }
        return new PowerSpec.Passive(f.has("pennies-absorb-wounds") && bool(f.get("pennies-absorb-wounds"),
                what + ": \"pennies-absorb-wounds\""), f.has("bent-jumps-at-ld") ? f.integer("bent-jumps-at-ld", -12, 12) : null,
                unjumpable, f.has("single-jumps-with-pieces-between") ? piecesBetween(f.get("single-jumps-with-pieces-between"),
                what) : null, f.has("says") ? nonEmpty(f, "says") : null, f.has("no-jumps-beside")
                ? new PowerSpec.Aura(PowerSpec.Aura.Kind.valueOf(constant(word(f, "no-jumps-beside", List.of("kings", "men",
                "pieces"))))) : null, f.has("no-wounds-beside") ? new PowerSpec.Aura(PowerSpec.Aura.Kind.valueOf(constant(
                word(f, "no-wounds-beside", List.of("kings", "men", "pieces"))))) : null);
    }
}
