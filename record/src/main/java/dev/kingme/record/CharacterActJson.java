package dev.kingme.record;

import static dev.kingme.record.CharacterWords.amount;
import static dev.kingme.record.CharacterWords.constant;
import static dev.kingme.record.CharacterWords.insteadOf;
import static dev.kingme.record.CharacterWords.list;
import static dev.kingme.record.CharacterWords.nonEmpty;
import static dev.kingme.record.CharacterWords.one;
import static dev.kingme.record.CharacterWords.optional;
import static dev.kingme.record.CharacterWords.piecesBetween;
import static dev.kingme.record.CharacterWords.quoted;
import static dev.kingme.record.CharacterWords.resource;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonFields;
import dev.kingme.rules.character.PowerSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A power's decision in a character file (its {@code "act"}): its name, when it is made, what it aims at
 * ({@link CharacterTargetJson}), the conditions it needs and what it does ({@link CharacterEffectJson}), each
 * refused with its line and column when it is not what a decision may be, or when its parts do not go together
 * (a reaction with a target of its own, a jump's target outside a jump's window, an effect that lands on a
 * square with nothing to aim at). Its parts are read one by one, every mistake kept ({@link CharacterMistakes}).
 */
final class CharacterActJson {
    private static final List<String> ACT = List.of("name", "typed", "meaning", "window", "event", "pays", "per-turn",
            "target", "conditions", "effects", "says", "question", "refusal", "called", "per-game", "per-window");
    private static final List<String> WINDOWS = List.of("instead-of-moving", "before-moving", "instead-of-a-jump",
            "instead-of-the-first-jump", "when-jumped", "when-captured", "start-of-either-turn", "start-of-opponents-turn",
            "end-of-turn", "after-crowning", "after-a-jump");

    private CharacterActJson() {
    }

    /**
     * The decision {@code v}, or null when it has a mistake, kept in {@code m}; {@code titled} is its power's title
     * as a name ({@code holy-smite}), to offer when its own name will not do.
     */
    static PowerSpec.Act act(Json v, String what, String titled, CharacterMistakes m) {
        JsonFields f = m.attempt(() -> JsonFields.of(v, what));
        if (f == null) {
            return null;
        }
        int before = m.count();
        Set<String> meant = m.allowOnly(f, ACT, CharacterPowerJson.COMMENT);
        m.check(() -> CharacterPowerJson.comment(f, what));
        String name = m.attempt(f, meant, "name", () -> name(f, what, titled));
        List<PowerSpec.Window> windows = m.attempt(f, meant, "window", () -> windows(f.get("window"), what + ": \"window\""));
        PowerSpec.Resource pays = f.has("pays") ? m.attempt(() -> resource(f.get("pays"), what + ": \"pays\""))
                : PowerSpec.Resource.PENNIES;
        Uses perTurn = new Uses(0, PowerSpec.Amount.NUMBER);
        if (f.has("per-turn")) {
            Json p = f.get("per-turn");
            perTurn = uses(p, what + ": \"per-turn\"", m);
            if (windows != null && !windows.contains(PowerSpec.Window.BEFORE_MOVING)) {
                m.add(p.error(what + ": only a decision made \"before-moving\" has uses \"per-turn\"",
                        "remove \"per-turn\", or make the \"window\" \"before-moving\""));
            }
        }
        Uses perWindow = new Uses(1, PowerSpec.Amount.NUMBER);
        if (f.has("per-window")) {
            Json p = f.get("per-window");
            perWindow = uses(p, what + ": \"per-window\"", m);
            if (windows != null && !windows.contains(PowerSpec.Window.AFTER_A_JUMP)) {
                m.add(p.error(what + ": only a decision made \"after-a-jump\" has uses \"per-window\"",
                        "remove \"per-window\", or make the \"window\" \"after-a-jump\""));
            }
        }
        Integer perGame = f.has("per-game") ? m.attempt(() -> f.integer("per-game", 1, 99)) : Integer.valueOf(0);
        List<PowerSpec.Condition> conditions = new ArrayList<>();
        List<Json> given = m.attempt(() -> list(f, "conditions"));
        for (Json c : given == null ? List.<Json>of() : given) {
            PowerSpec.Condition read = m.attempt(() -> condition(c, what + ": a condition"));
            if (read != null) {
                conditions.add(read);
            }
        }
        PowerSpec.Target target = f.has("target") ? CharacterTargetJson.target(f.get("target"), what + ": \"target\"",
                windows, m) : null;
        boolean targetKnown = !f.has("target") || target != null;
        List<PowerSpec.Effect> effects = effects(f, meant, what, windows, target, targetKnown, m);
        if (windows != null) {
            boolean reaction = windows.contains(PowerSpec.Window.WHEN_JUMPED) || windows.contains(PowerSpec.Window.WHEN_CAPTURED);
            if (reaction && f.has("target")) {
                m.add(f.get("target").error(what + ": a reaction to a jump or a capture aims at the piece jumped or captured,"
                        + " so it takes no \"target\"", "remove \"target\""));
            }
            if (!reaction && !f.has("target") && !meant.contains("target")
                    && effects.stream().anyMatch(CharacterEffectJson::needsATarget)) {
                m.add(v.error(what + ": its effects land on a square, so it needs a \"target\"",
                        "add a \"target\", such as {\"whose\": \"enemy\", \"reach\": \"anywhere\"}"));
            }
        }
        String typed = m.attempt(() -> f.stringOrNull("typed"));
        String meaning = m.attempt(() -> f.stringOrNull("meaning"));
        String event = m.attempt(() -> event(f, what));
        String says = m.attempt(f, meant, "says", () -> nonEmpty(f, "says"));
        String question = m.attempt(() -> optional(f, "question"));
        String refusal = m.attempt(() -> optional(f, "refusal"));
        String called = m.attempt(() -> optional(f, "called"));
        if (m.count() > before) {
            return null;
        }
        return new PowerSpec.Act(name, typed, meaning, windows, event, pays, perTurn.n(), perTurn.amount(), target, conditions,
                effects, says, question, refusal, called, perGame, perWindow.n(), perWindow.amount());
    }

    /** How many uses: {@code n} in {@code amount} units (a number, or 1 share of the level or the LD). */
    private record Uses(int n, PowerSpec.Amount amount) {
    }

    /** The uses {@code v} gives (a whole number 1-99, or a share); a mistake is kept in {@code m}. */
    private static Uses uses(Json v, String what, CharacterMistakes m) {
        PowerSpec.Amount amount = m.attempt(() -> amount(v, what));
        if (amount != PowerSpec.Amount.NUMBER) {
            return new Uses(1, amount);
        }
        Integer n = m.attempt(() -> JsonFields.integer(v, what, 1, 99));
        return new Uses(n == null ? 1 : n, amount);
    }

    /** The decision's effects that were read; a mistake in one does not stop the others. */
    private static List<PowerSpec.Effect> effects(JsonFields f, Set<String> meant, String what, List<PowerSpec.Window> windows,
            PowerSpec.Target target, boolean targetKnown, CharacterMistakes m) {
        List<PowerSpec.Effect> out = new ArrayList<>();
        List<Json> items = m.attempt(f, meant, "effects", () -> f.array("effects"));
        if (items == null) {
            return out;
        }
        for (Json e : items) {
            PowerSpec.Effect read = m.attempt(() -> CharacterEffectJson.effect(e, what + ": an effect", windows, target,
                    targetKnown));
            if (read != null) {
                out.add(read);
            }
        }
        if (items.isEmpty()) {
            m.add(f.get("effects").error(what + ": \"effects\" must list at least one effect",
                    "write what the decision does in the list, such as [{\"wound\": 1}]"));
        }
        return out;
    }

    /** How the decision is typed: lower-case letters and hyphens, no word the game or the terminal takes. */
    private static String name(JsonFields f, String what, String titled) {
        String name = f.string("name");
        String other = "give the decision another name" + (usable(titled) ? ", such as \"" + titled + "\"" : "");
        if (!name.matches("[a-z][a-z-]{0,31}") || name.equals("suggest") || name.equals("pass")) {
            String slug = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z]+", "-").replaceAll("^-+|-+$", "");
            String fix = usable(slug) && !slug.equals(name) ? "write \"" + slug + "\"" : other
                    + " (lower-case letters and hyphens)";
            throw f.get("name").error(what + ": \"name\" must be lower-case letters and hyphens (how it is typed), and"
                    + " not \"suggest\" or \"pass\", found \"" + name + "\"", fix);
        }
        if (CommandWords.isCommand(name)) {
            throw f.get("name").error(what + ": \"name\" must not be \"" + name + "\": the terminal takes it as its command"
                    + " (the commands are " + String.join(", ", CommandWords.ALL) + "), so the decision could not be typed",
                    other);
        }
        return name;
    }

    /** True when {@code name} may name a decision. */
    private static boolean usable(String name) {
        return name.matches("[a-z][a-z-]{0,31}") && !name.equals("suggest") && !name.equals("pass")
                && !CommandWords.isCommand(name);
    }

    private static List<PowerSpec.Window> windows(Json v, String what) {
        List<Json> items = v instanceof Json.Arr a ? a.items() : List.of(v);
        if (items.isEmpty()) {
            throw v.error(what + " must name at least one window", "write a window, such as \"instead-of-moving\"");
        }
        List<PowerSpec.Window> out = new ArrayList<>();
        for (Json item : items) {
            String w = JsonFields.string(item, what);
            if (!WINDOWS.contains(w)) {
                throw item.error(what + " must be one of " + quoted(WINDOWS) + ", found \"" + w + "\"", insteadOf(w, WINDOWS));
            }
            PowerSpec.Window window = PowerSpec.Window.valueOf(constant(w));
            if (out.contains(window)) {
                throw item.error(what + ": \"" + w + "\" twice", "remove the second \"" + w + "\"");
            }
            out.add(window);
        }
        if (out.size() > 1 && !(out.size() == 2 && out.contains(PowerSpec.Window.BEFORE_MOVING)
                && out.contains(PowerSpec.Window.START_OF_OPPONENTS_TURN))) {
            throw v.error(what + ": only \"before-moving\" and \"start-of-opponents-turn\" go together",
                    "keep one window, or write [\"before-moving\", \"start-of-opponents-turn\"]");
        }
        return out;
    }

    private static String event(JsonFields f, String what) {
        String e = optional(f, "event");
        if (e != null && !e.matches("[a-z][a-z_-]{0,31}")) {
            throw f.get("event").error(what + ": \"event\" must be lower-case letters, hyphens and underscores, found \""
                    + e + "\"", "write \"" + e.toLowerCase(Locale.ROOT).replaceAll("[^a-z_-]+", "-")
                    .replaceAll("^[^a-z]+", "") + "\"");
        }
        return e;
    }

    private static PowerSpec.Condition condition(Json v, String what) {
        JsonFields f = one(v, what, List.of("level-at-least", "level-at-most", "ld-at-least", "ld-at-most",
                "pieces-between", "moves-at-least", "moves-at-most", "captured-at-least", "captured-at-most", "jumps-at-least",
                "jumps-at-most"));
        if (f.has("jumps-at-least")) {
            return new PowerSpec.Condition.JumpsAtLeast(f.integer("jumps-at-least", 1, 12));
        }
        if (f.has("jumps-at-most")) {
            return new PowerSpec.Condition.JumpsAtMost(f.integer("jumps-at-most", 1, 12));
        }
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
}
