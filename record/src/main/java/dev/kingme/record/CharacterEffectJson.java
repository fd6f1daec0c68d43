package dev.kingme.record;

import static dev.kingme.record.CharacterWords.amount;
import static dev.kingme.record.CharacterWords.bool;
import static dev.kingme.record.CharacterWords.constant;
import static dev.kingme.record.CharacterWords.exactly;
import static dev.kingme.record.CharacterWords.quoted;
import static dev.kingme.record.CharacterWords.resource;
import static dev.kingme.record.CharacterWords.where;
import static dev.kingme.record.CharacterWords.word;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.NearestWord;
import dev.kingme.rules.character.PowerSpec;
import java.util.List;

/**
 * One effect of a decision in a character file ({@code {"wound": 2, "save": true}}): exactly one block, its
 * value and the few keys that go with it, and whether it fits the decision's windows and target. Where the
 * windows or the target had a mistake of their own, what depends on them is not judged.
 */
final class CharacterEffectJson {
    static final List<String> EFFECTS = List.of("wound", "capture", "heal", "prevent-capture", "protect-from-jumps",
            "ward", "skip-turns", "neutralize", "extra-turn", "place", "crown", "gain", "pay-per", "opponent-names-best-move",
            "trap", "pool", "move");

    private CharacterEffectJson() {
    }

    /**
     * The effect {@code v}; {@code windows} are the decision's (null when they had a mistake) and {@code target}
     * its target (null when it has none or, {@code targetKnown} false, when it had a mistake).
     */
    static PowerSpec.Effect effect(Json v, String what, List<PowerSpec.Window> windows, PowerSpec.Target target,
            boolean targetKnown) {
        JsonFields f = JsonFields.of(v, what);
        String key = null;
        for (String k : f.obj().members().keySet()) {
            if (EFFECTS.contains(k)) {
                if (key != null) {
                    throw f.get(k).error(what + " has one of " + quoted(EFFECTS) + ", not both \"" + key + "\" and \"" + k + "\"",
                            "write each effect in an {...} of its own: {\"" + key + "\": ...}, {\"" + k + "\": ...}");
                }
                key = k;
            }
        }
        if (key == null) {
            for (var e : f.obj().members().entrySet()) {
                if (!List.of("save", "on", "amount", "pays").contains(e.getKey())) {
                    throw e.getValue().error(what + ": unknown block \"" + e.getKey() + "\" (the effects are "
                            + quoted(EFFECTS) + ")", NearestWord.suggest(e.getKey(), EFFECTS,
                            "write one of the effects listed; docs/characters.md says what each does"));
                }
            }
            throw v.error(what + " must be one of " + quoted(EFFECTS), "add the effect's block, such as \"wound\": 1");
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
            case "trap": {
                f.allowOnly(List.of("trap"));
                JsonFields tf = JsonFields.of(value, at).allowOnly(List.of("turns", "does"));
                if (targetKnown && (target == null || target.whose() != PowerSpec.Whose.EMPTY)) {
                    throw value.error(at + ": a trap is set on a target that is \"empty\"",
                            "give the decision a target {\"whose\": \"empty\", ...}");
                }
                return new PowerSpec.Effect.Trap(tf.integer("turns", 1, 9), PowerSpec.Effect.Trap.Does.valueOf(
                        constant(word(tf, "does", List.of("wound", "capture", "block")))));
            }
            case "move": {
                f.allowOnly(List.of("move"));
                return move(value, at, windows, target, targetKnown);
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
                    if (targetKnown && (target == null || target.reach() != PowerSpec.Reach.JUMP_FROM)) {
                        throw value.error(at + ": the \"line-of-the-jump\" needs the target \"reach\" \"jump-from\"",
                                "give the decision the target {\"whose\": \"enemy\", \"reach\": \"jump-from\"} and the"
                                        + " window \"instead-of-the-first-jump\", or capture \"target\"");
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
                if (targetKnown && (target == null || target.whose() != PowerSpec.Whose.EMPTY)) {
                    throw value.error(at + ": a checker is placed on a target that is \"empty\"",
                            "give the decision a target {\"whose\": \"empty\", ...}");
                }
                return new PowerSpec.Effect.Place(w.endsWith("spare"));
            }
            case "pool":
                return new PowerSpec.Effect.Pool(exactly(value, at, "rescue", "give-back").equals("rescue")
                        ? PowerSpec.Effect.Pool.Move.RESCUE : PowerSpec.Effect.Pool.Move.GIVE_BACK);
            case "crown":
                exactly(value, at, "target");
                return new PowerSpec.Effect.Crown();
            default:
                break;
        }
        if (!(value instanceof Json.Bool b) || !b.value()) {
            throw value.error(at + " must be true, found " + (value instanceof Json.Bool ? "false" : value.kind()),
                    "write true, or remove the effect");
        }
        switch (key) {
            case "prevent-capture":
                if (windows != null && !windows.contains(PowerSpec.Window.WHEN_JUMPED)
                        && !windows.contains(PowerSpec.Window.WHEN_CAPTURED)) {
                    throw value.error(at + " needs the window \"when-jumped\" or \"when-captured\"",
                            "make the decision's \"window\" \"when-jumped\" or \"when-captured\"");
                }
                return new PowerSpec.Effect.PreventCapture();
            case "extra-turn":
                if (windows != null && !windows.equals(List.of(PowerSpec.Window.END_OF_TURN))) {
                    throw value.error(at + " needs the window \"end-of-turn\" (and no other)",
                            "make the decision's \"window\" \"end-of-turn\"");
                }
                return new PowerSpec.Effect.ExtraTurn();
            case "ward":
                return new PowerSpec.Effect.Ward();
            default:
                return new PowerSpec.Effect.OpponentNamesBestMove();
        }
    }

    /**
     * A move of the target, a piece of the owner's, to a second square: {@code "to"} {@code "anywhere"} or
     * {@code "line"} (with a {@code "range"}), {@code "after"} {@code "die"} (when a die rolled now runs out) or
     * {@code "now"}; made in its owner's own turn, instead of or before moving.
     */
    private static PowerSpec.Effect move(Json value, String at, List<PowerSpec.Window> windows, PowerSpec.Target target,
            boolean targetKnown) {
        JsonFields mf = JsonFields.of(value, at).allowOnly(List.of("to", "range", "after"));
        if (targetKnown && (target == null || target.whose() != PowerSpec.Whose.OWN)) {
            throw value.error(at + ": a move's target is a piece of the owner's", "give the decision a target {\"whose\":"
                    + " \"own\", \"reach\": \"anywhere\"}");
        }
        if (windows != null && !windows.equals(List.of(PowerSpec.Window.BEFORE_MOVING))
                && !windows.equals(List.of(PowerSpec.Window.INSTEAD_OF_MOVING))) {
            throw value.error(at + ": a move is made in its owner's own turn: its window is \"before-moving\" or"
                    + " \"instead-of-moving\"", "make the \"window\" \"before-moving\"");
        }
        PowerSpec.Reach to = PowerSpec.Reach.valueOf(constant(word(mf, "to", List.of("anywhere", "line"))));
        int range = 0;
        PowerSpec.Amount rangeAmount = PowerSpec.Amount.NUMBER;
        if (to == PowerSpec.Reach.LINE && mf.has("range")) {
            rangeAmount = amount(mf.get("range"), at + ": \"range\"");
            range = rangeAmount == PowerSpec.Amount.NUMBER ? JsonFields.integer(mf.get("range"), at + ": \"range\"", 1, 7) : 1;
        } else if (mf.has("range")) {
            throw mf.get("range").error(at + ": only a move along a \"line\" has a range", "remove \"range\"");
        }
        boolean afterDie = word(mf, "after", List.of("die", "now")).equals("die");
        return new PowerSpec.Effect.Move(to, range, rangeAmount, afterDie);
    }

    /** True for an effect that lands on the decision's target square. */
    static boolean needsATarget(PowerSpec.Effect e) {
        return !(e instanceof PowerSpec.Effect.SkipTurns || e instanceof PowerSpec.Effect.Neutralize
                || e instanceof PowerSpec.Effect.Pool
                || e instanceof PowerSpec.Effect.ExtraTurn || e instanceof PowerSpec.Effect.GainResource
                || e instanceof PowerSpec.Effect.PayPerOrLose || e instanceof PowerSpec.Effect.OpponentNamesBestMove);
    }
}
