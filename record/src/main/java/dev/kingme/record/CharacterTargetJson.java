package dev.kingme.record;

import static dev.kingme.record.CharacterWords.amount;
import static dev.kingme.record.CharacterWords.bool;
import static dev.kingme.record.CharacterWords.constant;
import static dev.kingme.record.CharacterWords.word;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonFields;
import dev.kingme.rules.character.PowerSpec;
import java.util.List;
import java.util.Set;

/**
 * What a decision of a character file aims at (its {@code "target"}): whose piece or square, how it is reached,
 * how far, and what the piece must be; and whether that goes with the decision's windows. Each part is read on
 * its own, every mistake kept ({@link CharacterMistakes}); a check of two parts is made only when both were read.
 */
final class CharacterTargetJson {
    private static final List<String> KEYS = List.of("whose", "reach", "range", "wounded", "king");
    private static final List<String> WHOSE = List.of("enemy", "own", "empty");
    private static final List<String> REACH = List.of("anywhere", "line", "path", "behind", "self", "jump", "jump-from",
            "home-row", "nearest-free-row", "crowned", "beside-jumper", "moved");

    private CharacterTargetJson() {
    }

    /** The target {@code v}, or null when it has a mistake; {@code windows} are the decision's, null when they had one. */
    static PowerSpec.Target target(Json v, String what, List<PowerSpec.Window> windows, CharacterMistakes m) {
        JsonFields f = m.attempt(() -> JsonFields.of(v, what));
        if (f == null) {
            return null;
        }
        int before = m.count();
        Set<String> meant = m.allowOnly(f, KEYS);
        PowerSpec.Whose whose = m.attempt(f, meant, "whose", () -> PowerSpec.Whose.valueOf(constant(word(f, "whose", WHOSE))));
        PowerSpec.Reach reach = m.attempt(f, meant, "reach", () -> PowerSpec.Reach.valueOf(constant(word(f, "reach", REACH))));
        boolean jumps = reach == PowerSpec.Reach.JUMP || reach == PowerSpec.Reach.JUMP_FROM;
        if (reach != null && windows != null) {
            PowerSpec.Window needed = reach == PowerSpec.Reach.JUMP ? PowerSpec.Window.INSTEAD_OF_A_JUMP
                    : PowerSpec.Window.INSTEAD_OF_THE_FIRST_JUMP;
            if (jumps != (windows.contains(PowerSpec.Window.INSTEAD_OF_A_JUMP)
                    || windows.contains(PowerSpec.Window.INSTEAD_OF_THE_FIRST_JUMP)) || jumps && !windows.contains(needed)) {
                m.add(f.get("reach").error(what + ": \"reach\" \"jump\" goes with the window \"instead-of-a-jump\", and"
                        + " \"jump-from\" with \"instead-of-the-first-jump\", each only with the other",
                        jumps ? "make the decision's \"window\" \"" + (reach == PowerSpec.Reach.JUMP ? "instead-of-a-jump"
                                : "instead-of-the-first-jump") + "\"" : "write another \"reach\", such as \"line\" or"
                                + " \"anywhere\" (or \"jump\" with the window \"instead-of-a-jump\")"));
            }
        }
        if (reach == PowerSpec.Reach.CROWNED && windows != null && (!windows.equals(List.of(PowerSpec.Window.AFTER_CROWNING))
                || whose != null && whose != PowerSpec.Whose.OWN)) {
            m.add(f.get("reach").error(what + ": \"reach\" \"crowned\" is the piece just crowned: it goes with the window"
                    + " \"after-crowning\" alone and \"whose\" \"own\"", "make the \"window\" \"after-crowning\" and"
                    + " \"whose\" \"own\", or write another \"reach\""));
        }
        if (reach == PowerSpec.Reach.MOVED && windows != null && (!windows.equals(List.of(PowerSpec.Window.END_OF_TURN))
                || whose != null && whose != PowerSpec.Whose.OWN)) {
            m.add(f.get("reach").error(what + ": \"reach\" \"moved\" is the piece that just made the move: it goes with the"
                    + " window \"end-of-turn\" alone and \"whose\" \"own\"", "make the \"window\" \"end-of-turn\" and"
                    + " \"whose\" \"own\", or write another \"reach\""));
        }
        if (reach == PowerSpec.Reach.BESIDE_JUMPER && windows != null && (!windows.equals(List.of(PowerSpec.Window.AFTER_A_JUMP))
                || whose != null && whose != PowerSpec.Whose.ENEMY)) {
            m.add(f.get("reach").error(what + ": \"reach\" \"beside-jumper\" is next to the piece that just jumped: it goes with"
                    + " the window \"after-a-jump\" alone and \"whose\" \"enemy\"", "make the \"window\" \"after-a-jump\" and"
                    + " \"whose\" \"enemy\", or write another \"reach\""));
        }
        if (reach != PowerSpec.Reach.BESIDE_JUMPER && reach != null && windows != null
                && windows.contains(PowerSpec.Window.AFTER_A_JUMP)) {
            m.add(f.get("reach").error(what + ": a decision made \"after-a-jump\" aims next to the piece that jumped:"
                    + " its \"reach\" is \"beside-jumper\"", "write \"beside-jumper\""));
        }
        if (whose != null && reach != null) {
            boolean rows = reach == PowerSpec.Reach.HOME_ROW || reach == PowerSpec.Reach.NEAREST_FREE_ROW;
            if ((whose == PowerSpec.Whose.EMPTY) != (rows || whose == PowerSpec.Whose.EMPTY && reach == PowerSpec.Reach.ANYWHERE)
                    || jumps && whose != PowerSpec.Whose.ENEMY) {
                m.add(f.get("whose").error(what + ": an \"empty\" square is reached \"anywhere\", on the \"home-row\" or on"
                        + " the \"nearest-free-row\", and those rows hold only empty squares; a jump's target is an \"enemy\"",
                        jumps ? "write \"enemy\"" : rows ? "write \"empty\"" : whose == PowerSpec.Whose.EMPTY
                                ? "write the \"reach\" \"anywhere\", \"home-row\" or \"nearest-free-row\""
                                : "write \"enemy\" or \"own\" with this reach"));
            }
        }
        Range range = new Range(0, PowerSpec.Amount.NUMBER);
        if (reach == PowerSpec.Reach.LINE) {
            if (!f.has("range")) {
                if (!meant.contains("range")) {
                    m.add(v.error(what + ": a target reached along a line needs a \"range\" (a number of squares, \"level\""
                            + " or \"unlimited\")", "add \"range\": 3 (or \"level\" or \"unlimited\")"));
                }
            } else {
                range = m.attempt(() -> range(f.get("range"), what));
            }
        } else if (reach != null && f.has("range")) {
            m.add(f.get("range").error(what + ": only a target reached along a \"line\" has a range",
                    "remove \"range\", or make the \"reach\" \"line\""));
        }
        Boolean wounded = f.has("wounded") ? m.attempt(() -> bool(f.get("wounded"), what + ": \"wounded\"")) : null;
        Boolean king = f.has("king") ? m.attempt(() -> bool(f.get("king"), what + ": \"king\"")) : null;
        if (whose == PowerSpec.Whose.EMPTY && (f.has("wounded") || f.has("king"))) {
            String key = f.has("wounded") ? "wounded" : "king";
            m.add(f.get(key).error(what + ": an empty square is neither wounded nor a king", "remove \"" + key + "\""));
        }
        return m.count() > before ? null : new PowerSpec.Target(whose, reach, range.squares(), range.amount(), wounded, king);
    }

    /** How far a line reaches: a number of squares in {@code amount} units, 0 for no limit. */
    private record Range(int squares, PowerSpec.Amount amount) {
    }

    private static Range range(Json r, String what) {
        if (r instanceof Json.Str s && s.value().equals("unlimited")) {
            return new Range(0, PowerSpec.Amount.NUMBER);
        }
        PowerSpec.Amount amount = amount(r, what + ": \"range\"");
        return new Range(amount == PowerSpec.Amount.NUMBER ? JsonFields.integer(r, what + ": \"range\"", 1, 7) : 1, amount);
    }
}
