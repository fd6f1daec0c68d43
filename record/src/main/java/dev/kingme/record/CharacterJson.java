package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonException;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.JsonReader;
import dev.kingme.rules.character.BuiltinPowers;
import dev.kingme.rules.character.CharacterSpec;
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
    private static final List<String> ACT = List.of("name", "typed", "meaning", "window", "event", "pays", "per-turn",
            "target", "conditions", "effects", "says", "question", "refusal");

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
        for (Json p : f.array("powers")) {
            PowerSpec spec = power(p, "power " + ++i);
            JsonFields pf = JsonFields.of(p, "");
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
        PowerSpec.Act act = f.has("act") ? act(f.get("act"), what + ": \"act\"") : null;
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

    private static PowerSpec.Act act(Json v, String what) {
        JsonFields f = JsonFields.of(v, what).allowOnly(ACT);
        String name = f.string("name");
        if (!name.matches("[a-z][a-z-]{0,31}") || name.equals("suggest") || name.equals("pass")) {
            throw f.get("name").error(what + ": \"name\" must be lower-case letters and hyphens (how it is typed), and"
                    + " not \"suggest\" or \"pass\", found \"" + name + "\"");
        }
        List<PowerSpec.Window> windows = windows(f.get("window"), what + ": \"window\"");
        PowerSpec.Resource pays = f.has("pays") ? resource(f.get("pays"), what + ": \"pays\"") : PowerSpec.Resource.PENNIES;
        int perTurn = 0;
        PowerSpec.Amount perTurnAmount = PowerSpec.Amount.NUMBER;
        if (f.has("per-turn")) {
            Json p = f.get("per-turn");
            perTurnAmount = amount(p, what + ": \"per-turn\"");
            perTurn = perTurnAmount == PowerSpec.Amount.NUMBER ? JsonFields.integer(p, what + ": \"per-turn\"", 1, 99) : 1;
            if (!windows.contains(PowerSpec.Window.BEFORE_MOVING)) {
                throw p.error(what + ": only a decision made \"before-moving\" has uses \"per-turn\"");
            }
        }
        List<PowerSpec.Condition> conditions = new ArrayList<>();
        for (Json c : list(f, "conditions")) {
            conditions.add(condition(c, what + ": a condition"));
        }
        PowerSpec.Target target = f.has("target") ? target(f.get("target"), what + ": \"target\"", windows) : null;
        List<PowerSpec.Effect> effects = new ArrayList<>();
        for (Json e : f.array("effects")) {
            effects.add(effect(e, what + ": an effect", windows, target));
        }
        if (effects.isEmpty()) {
            throw f.get("effects").error(what + ": \"effects\" must list at least one effect");
        }
        boolean given = windows.contains(PowerSpec.Window.WHEN_JUMPED) || windows.contains(PowerSpec.Window.WHEN_CAPTURED);
        if (given && target != null) {
            throw f.get("target").error(what + ": a reaction to a jump or a capture aims at the piece jumped or captured,"
                    + " so it takes no \"target\"");
        }
        if (!given && target == null && effects.stream().anyMatch(CharacterJson::needsATarget)) {
            throw v.error(what + ": its effects land on a square, so it needs a \"target\"");
        }
        return new PowerSpec.Act(name, f.stringOrNull("typed"), f.stringOrNull("meaning"), windows, event(f, what), pays,
                perTurn, perTurnAmount, target, conditions, effects, nonEmpty(f, "says"), optional(f, "question"),
                optional(f, "refusal"));
    }

    private static List<PowerSpec.Window> windows(Json v, String what) {
        List<String> allowed = List.of("instead-of-moving", "before-moving", "instead-of-a-jump", "instead-of-the-first-jump",
                "when-jumped", "when-captured", "start-of-either-turn", "start-of-opponents-turn", "end-of-turn",
                "after-crowning");
        List<Json> items = v instanceof Json.Arr a ? a.items() : List.of(v);
        if (items.isEmpty()) {
            throw v.error(what + " must name at least one window");
        }
        List<PowerSpec.Window> out = new ArrayList<>();
        for (Json item : items) {
            String w = JsonFields.string(item, what);
            if (!allowed.contains(w)) {
                throw item.error(what + " must be one of " + quoted(allowed) + ", found \"" + w + "\"");
            }
            PowerSpec.Window window = PowerSpec.Window.valueOf(constant(w));
            if (out.contains(window)) {
                throw item.error(what + ": \"" + w + "\" twice");
            }
            out.add(window);
        }
        if (out.size() > 1 && !(out.size() == 2 && out.contains(PowerSpec.Window.BEFORE_MOVING)
                && out.contains(PowerSpec.Window.START_OF_OPPONENTS_TURN))) {
            throw v.error(what + ": only \"before-moving\" and \"start-of-opponents-turn\" go together");
        }
        return out;
    }

    private static String event(JsonFields f, String what) {
        String e = optional(f, "event");
        if (e != null && !e.matches("[a-z][a-z_-]{0,31}")) {
            throw f.get("event").error(what + ": \"event\" must be lower-case letters, hyphens and underscores, found \""
                    + e + "\"");
        }
        return e;
    }

    private static PowerSpec.Target target(Json v, String what, List<PowerSpec.Window> windows) {
        JsonFields f = JsonFields.of(v, what).allowOnly(List.of("whose", "reach", "range", "wounded", "king"));
        PowerSpec.Whose whose = PowerSpec.Whose.valueOf(constant(word(f, "whose", List.of("enemy", "own", "empty"))));
        PowerSpec.Reach reach = PowerSpec.Reach.valueOf(constant(word(f, "reach", List.of("anywhere", "line", "path",
                "behind", "self", "jump", "jump-from", "home-row", "nearest-free-row"))));
        boolean jumps = reach == PowerSpec.Reach.JUMP || reach == PowerSpec.Reach.JUMP_FROM;
        PowerSpec.Window needed = reach == PowerSpec.Reach.JUMP ? PowerSpec.Window.INSTEAD_OF_A_JUMP
                : PowerSpec.Window.INSTEAD_OF_THE_FIRST_JUMP;
        if (jumps != (windows.contains(PowerSpec.Window.INSTEAD_OF_A_JUMP)
                || windows.contains(PowerSpec.Window.INSTEAD_OF_THE_FIRST_JUMP)) || jumps && !windows.contains(needed)) {
            throw f.get("reach").error(what + ": \"reach\" \"jump\" goes with the window \"instead-of-a-jump\", and"
                    + " \"jump-from\" with \"instead-of-the-first-jump\", each only with the other");
        }
        boolean rows = reach == PowerSpec.Reach.HOME_ROW || reach == PowerSpec.Reach.NEAREST_FREE_ROW;
        if ((whose == PowerSpec.Whose.EMPTY) != (rows || whose == PowerSpec.Whose.EMPTY && reach == PowerSpec.Reach.ANYWHERE)
                || jumps && whose != PowerSpec.Whose.ENEMY) {
            throw f.get("whose").error(what + ": an \"empty\" square is reached \"anywhere\", on the \"home-row\" or on"
                    + " the \"nearest-free-row\", and those rows hold only empty squares; a jump's target is an \"enemy\"");
        }
        int range = 0;
        PowerSpec.Amount rangeAmount = PowerSpec.Amount.NUMBER;
        if (reach == PowerSpec.Reach.LINE) {
            if (!f.has("range")) {
                throw v.error(what + ": a target reached along a line needs a \"range\" (a number of squares, \"level\""
                        + " or \"unlimited\")");
            }
            Json r = f.get("range");
            if (r instanceof Json.Str s && s.value().equals("unlimited")) {
                range = 0;
            } else {
                rangeAmount = amount(r, what + ": \"range\"");
                range = rangeAmount == PowerSpec.Amount.NUMBER ? JsonFields.integer(r, what + ": \"range\"", 1, 7) : 1;
            }
        } else if (f.has("range")) {
            throw f.get("range").error(what + ": only a target reached along a \"line\" has a range");
        }
        Boolean wounded = f.has("wounded") ? bool(f.get("wounded"), what + ": \"wounded\"") : null;
        Boolean king = f.has("king") ? bool(f.get("king"), what + ": \"king\"") : null;
        if (whose == PowerSpec.Whose.EMPTY && (wounded != null || king != null)) {
            throw f.get(wounded != null ? "wounded" : "king").error(what + ": an empty square is neither wounded nor a king");
        }
        return new PowerSpec.Target(whose, reach, range, rangeAmount, wounded, king);
    }

    private static PowerSpec.Condition condition(Json v, String what) {
        JsonFields f = one(v, what, List.of("level-at-least", "ld-at-least", "pieces-between", "moves-at-least",
                "captured-at-least"));
        if (f.has("level-at-least")) {
            return new PowerSpec.Condition.LevelAtLeast(f.integer("level-at-least", 0, 99));
        }
        if (f.has("ld-at-least")) {
            return new PowerSpec.Condition.LdAtLeast(f.integer("ld-at-least", -99, 99));
        }
        if (f.has("moves-at-least")) {
            return new PowerSpec.Condition.MovesAtLeast(f.integer("moves-at-least", 1, 99));
        }
        if (f.has("captured-at-least")) {
            return new PowerSpec.Condition.CapturedAtLeast(f.integer("captured-at-least", 1, 12));
        }
        return piecesBetween(f.get("pieces-between"), what);
    }

    private static PowerSpec.Condition.PiecesBetween piecesBetween(Json v, String what) {
        if (!(v instanceof Json.Arr a) || a.items().size() != 2) {
            throw v.error(what + ": \"pieces-between\" must be two numbers, the least and the most");
        }
        int least = JsonFields.integer(a.items().get(0), what + ": the least", 0, 12);
        int most = JsonFields.integer(a.items().get(1), what + ": the most", least, 12);
        return new PowerSpec.Condition.PiecesBetween(least, most);
    }

    private static final List<String> EFFECTS = List.of("wound", "capture", "heal", "prevent-capture", "protect-from-jumps",
            "ward", "skip-turns", "neutralize", "extra-turn", "place", "crown", "gain", "pay-per", "opponent-names-best-move");

    private static PowerSpec.Effect effect(Json v, String what, List<PowerSpec.Window> windows, PowerSpec.Target target) {
        JsonFields f = JsonFields.of(v, what);
        String key = null;
        for (String k : f.obj().members().keySet()) {
            if (EFFECTS.contains(k)) {
                if (key != null) {
                    throw f.get(k).error(what + " has one of " + quoted(EFFECTS) + ", not both \"" + key + "\" and \"" + k + "\"");
                }
                key = k;
            }
        }
        if (key == null) {
            f.allowOnly(EFFECTS);
            throw v.error(what + " must be one of " + quoted(EFFECTS));
        }
        Json value = f.get(key);
        String at = what + ": \"" + key + "\"";
        switch (key) {
            case "wound": {
                f.allowOnly(List.of("wound", "save", "on"));
                PowerSpec.Amount of = amount(value, at);
                int n = of == PowerSpec.Amount.NUMBER ? JsonFields.integer(value, at, 1, 9) : 1;
                boolean save = f.has("save") && bool(f.get("save"), what + ": \"save\"");
                PowerSpec.Effect.Where on = f.has("on") ? where(f.get("on"), what + ": \"on\"") : PowerSpec.Effect.Where.TARGET;
                return new PowerSpec.Effect.Wound(n, of, save, on);
            }
            case "pay-per": {
                f.allowOnly(List.of("pay-per", "pays"));
                return new PowerSpec.Effect.PayPerOrLose(f.has("pays") ? resource(f.get("pays"), what + ": \"pays\"")
                        : PowerSpec.Resource.PENNIES, resource(value, at));
            }
            case "gain": {
                f.allowOnly(List.of("gain", "amount"));
                return new PowerSpec.Effect.GainResource(resource(value, at), f.has("amount") ? f.integer("amount", 1, 9) : 1);
            }
            default:
                f.allowOnly(List.of(key));
        }
        switch (key) {
            case "capture":
                if (value instanceof Json.Str s && s.value().equals("line-of-the-jump")) {
                    if (target == null || target.reach() != PowerSpec.Reach.JUMP_FROM) {
                        throw value.error(at + ": the \"line-of-the-jump\" needs the target \"reach\" \"jump-from\"");
                    }
                    return new PowerSpec.Effect.CaptureLine();
                }
                return new PowerSpec.Effect.Capture(where(value, at));
            case "heal":
                return new PowerSpec.Effect.Heal(where(value, at));
            case "skip-turns":
                return new PowerSpec.Effect.SkipTurns(JsonFields.integer(value, at, 1, 9));
            case "neutralize":
                exactly(value, at, "opponents-powers");
                return new PowerSpec.Effect.Neutralize();
            case "protect-from-jumps":
                exactly(value, at, "this-turn");
                return new PowerSpec.Effect.ProtectFromJumps();
            case "place": {
                String w = exactly(value, at, "captured-checker", "captured-checker-or-spare");
                if (target == null || target.whose() != PowerSpec.Whose.EMPTY) {
                    throw value.error(at + ": a checker is placed on a target that is \"empty\"");
                }
                return new PowerSpec.Effect.Place(w.endsWith("spare"));
            }
            case "crown":
                exactly(value, at, "target");
                return new PowerSpec.Effect.Crown();
            default:
                break;
        }
        if (!(value instanceof Json.Bool b) || !b.value()) {
            throw value.error(at + " must be true, found " + (value instanceof Json.Bool ? "false" : value.kind()));
        }
        switch (key) {
            case "prevent-capture":
                if (!windows.contains(PowerSpec.Window.WHEN_JUMPED) && !windows.contains(PowerSpec.Window.WHEN_CAPTURED)) {
                    throw value.error(at + " needs the window \"when-jumped\" or \"when-captured\"");
                }
                return new PowerSpec.Effect.PreventCapture();
            case "extra-turn":
                if (!windows.equals(List.of(PowerSpec.Window.END_OF_TURN))) {
                    throw value.error(at + " needs the window \"end-of-turn\" (and no other)");
                }
                return new PowerSpec.Effect.ExtraTurn();
            case "ward":
                return new PowerSpec.Effect.Ward();
            default:
                return new PowerSpec.Effect.OpponentNamesBestMove();
        }
    }

    /** True for an effect that lands on the decision's target square. */
    private static boolean needsATarget(PowerSpec.Effect e) {
        return !(e instanceof PowerSpec.Effect.SkipTurns || e instanceof PowerSpec.Effect.Neutralize
                || e instanceof PowerSpec.Effect.ExtraTurn || e instanceof PowerSpec.Effect.GainResource
                || e instanceof PowerSpec.Effect.PayPerOrLose || e instanceof PowerSpec.Effect.OpponentNamesBestMove);
    }

    private static String exactly(Json v, String what, String... allowed) {
        String w = JsonFields.string(v, what);
        if (!List.of(allowed).contains(w)) {
            throw v.error(what + " must be " + (allowed.length == 1 ? "\"" + allowed[0] + "\"" : "one of "
                    + quoted(List.of(allowed))) + ", found \"" + w + "\"");
        }
        return w;
    }

    private static PowerSpec.Gain gain(Json v, String what) {
        JsonFields f = JsonFields.of(v, what).allowOnly(List.of("resource", "per", "amount"));
        PowerSpec.Gain.Per per = PowerSpec.Gain.Per.valueOf(constant(word(f, "per",
                List.of("jump-after-the-first", "move-of-several-jumps", "level", "capture"))));
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

    // ---- words ------------------------------------------------------------------------------------------

    private static JsonFields one(Json v, String what, List<String> keys) {
        JsonFields f = JsonFields.of(v, what).allowOnly(keys);
        if (f.obj().members().size() != 1) {
            throw v.error(what + " must be exactly one of " + quoted(keys));
        }
        return f;
    }

    private static String word(JsonFields f, String key, List<String> allowed) {
        String w = f.string(key);
        if (!allowed.contains(w)) {
            throw f.get(key).error("\"" + key + "\" must be one of " + quoted(allowed) + ", found \"" + w + "\"");
        }
        return w;
    }

    private static PowerSpec.Resource resource(Json v, String what) {
        String w = JsonFields.string(v, what);
        List<String> allowed = List.of("pennies", "arrows", "dimes", "pool-pennies");
        if (!allowed.contains(w)) {
            throw v.error(what + " must be one of " + quoted(allowed) + ", found \"" + w + "\"");
        }
        return PowerSpec.Resource.valueOf(constant(w));
    }

    private static PowerSpec.Effect.Where where(Json v, String what) {
        String w = JsonFields.string(v, what);
        List<String> allowed = List.of("target", "around", "target-and-around");
        if (!allowed.contains(w)) {
            throw v.error(what + " must be one of " + quoted(allowed) + ", found \"" + w + "\"");
        }
        return PowerSpec.Effect.Where.valueOf(constant(w));
    }

    /** A number, or a share of the owner's level ({@code "level"}, {@code "half-level-rounded-up"}). */
    private static PowerSpec.Amount amount(Json v, String what) {
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

    private static boolean bool(Json v, String what) {
        if (!(v instanceof Json.Bool b)) {
            throw v.error(what + " must be true or false, found " + v.kind());
        }
        return b.value();
    }

    private static String nonEmpty(JsonFields f, String key) {
        String s = f.string(key);
        if (s.isBlank()) {
            throw f.get(key).error("\"" + key + "\" must not be empty");
        }
        return s;
    }

    /** The text under {@code key}, not empty, or null when there is none. */
    private static String optional(JsonFields f, String key) {
        return f.has(key) ? nonEmpty(f, key) : null;
    }

    private static List<Json> list(JsonFields f, String key) {
        return f.has(key) ? f.array(key) : List.of();
    }

    private static String constant(String word) {
        return word.toUpperCase(Locale.ROOT).replace('-', '_');
    }


    private static String quoted(List<String> words) {
        return "\"" + String.join("\", \"", words) + "\"";
    }

    /** The file of a character, one member a line; reading it gives {@code spec} back. */
    public static String write(CharacterSpec spec) {
        return CharacterWriter.write(spec);
    }
}
