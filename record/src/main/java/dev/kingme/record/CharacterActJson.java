package dev.kingme.record;

import static dev.kingme.record.CharacterJson.amount;
import static dev.kingme.record.CharacterJson.bool;
import static dev.kingme.record.CharacterJson.constant;
import static dev.kingme.record.CharacterJson.exactly;
import static dev.kingme.record.CharacterJson.list;
import static dev.kingme.record.CharacterJson.nonEmpty;
import static dev.kingme.record.CharacterJson.one;
import static dev.kingme.record.CharacterJson.optional;
import static dev.kingme.record.CharacterJson.piecesBetween;
import static dev.kingme.record.CharacterJson.quoted;
import static dev.kingme.record.CharacterJson.resource;
import static dev.kingme.record.CharacterJson.where;
import static dev.kingme.record.CharacterJson.word;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonFields;
import dev.kingme.rules.character.PowerSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * A power's decision in a character file (its {@code "act"}): when it is made, what it aims at, the
 * conditions it needs and what it does, each refused with its line and column when it is not what a
 * decision may be, or when its parts do not go together (a reaction with a target of its own, a jump's
 * target outside a jump's window, an effect that lands on a square with nothing to aim at).
 */
final class CharacterActJson {
    private static final List<String> ACT = List.of("name", "typed", "meaning", "window", "event", "pays", "per-turn",
            "target", "conditions", "effects", "says", "question", "refusal", "called", "per-game");

    private CharacterActJson() {
    }

    static PowerSpec.Act act(Json v, String what) {
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
        int perGame = f.has("per-game") ? f.integer("per-game", 1, 99) : 0;
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
        if (!given && target == null && effects.stream().anyMatch(CharacterActJson::needsATarget)) {
            throw v.error(what + ": its effects land on a square, so it needs a \"target\"");
        }
        return new PowerSpec.Act(name, f.stringOrNull("typed"), f.stringOrNull("meaning"), windows, event(f, what), pays,
                perTurn, perTurnAmount, target, conditions, effects, nonEmpty(f, "says"), optional(f, "question"),
                optional(f, "refusal"), optional(f, "called"), perGame);
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
        JsonFields f = one(v, what, List.of("level-at-least", "level-at-most", "ld-at-least", "ld-at-most",
                "pieces-between", "moves-at-least", "moves-at-most", "captured-at-least", "captured-at-most"));
        if (f.has("level-at-most")) {
            return new PowerSpec.Condition.LevelAtMost(f.integer("level-at-most", 0, 99));
        }
        if (f.has("ld-at-most")) {
            return new PowerSpec.Condition.LdAtMost(f.integer("ld-at-most", -99, 99));
        }
        if (f.has("moves-at-most")) {
            return new PowerSpec.Condition.MovesAtMost(f.integer("moves-at-most", 1, 99));
        }
        if (f.has("captured-at-most")) {
            return new PowerSpec.Condition.CapturedAtMost(f.integer("captured-at-most", 0, 12));
        }
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
            for (var e : f.obj().members().entrySet()) {
                if (!List.of("save", "on", "amount", "pays").contains(e.getKey())) {
                    throw e.getValue().error(what + ": unknown block \"" + e.getKey() + "\" (the effects are "
                            + quoted(EFFECTS) + ")");
                }
            }
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
}
