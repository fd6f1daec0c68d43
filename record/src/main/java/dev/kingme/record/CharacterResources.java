package dev.kingme.record;

import static dev.kingme.record.CharacterWarnings.obj;

import dev.kingme.record.json.Json;
import dev.kingme.rules.character.CharacterSpec;
import dev.kingme.rules.character.PowerSpec;
import dev.kingme.rules.character.PowerSpec.Resource;
import java.util.List;
import java.util.Locale;

/**
 * The warnings about what a character of blocks keeps off the board: a resource it is given that nothing of its
 * own spends or counts (pool pennies always count, as levels), and a decision or a win that needs more of one
 * than it can ever hold (it gains none, and starts with too few). A side's resources are its own: only its
 * own powers give, spend and count them.
 */
final class CharacterResources {
    private CharacterResources() {
    }

    /** Adds to {@code w} the warnings about {@code spec}'s resources. */
    static void warnings(CharacterSpec spec, CharacterWarnings w) {
        for (Resource r : Resource.values()) {
            boolean gained = gained(spec.powers(), r);
            int started = started(spec.powers(), r);
            if (r != Resource.POOL_PENNIES && (gained || started > 0) && !used(spec.powers(), r)) {
                unused(w, r);
            }
            if (!gained) {
                neverEnough(w, r, started);
            }
        }
    }

    /** True when a power earns {@code r} as the game goes: per capture, level or jump, or by a decision's effect. */
    private static boolean gained(List<PowerSpec> powers, Resource r) {
        for (PowerSpec p : powers) {
            if (p.gains().stream().anyMatch(g -> g.resource() == r) || p.act() != null && p.act().effects().stream()
                    .anyMatch(e -> e instanceof PowerSpec.Effect.GainResource g && g.resource() == r)) {
                return true;
            }
        }
        return false;
    }

    /** How many of {@code r} the character starts with in its keeping (pennies on checkers are not in its keeping). */
    private static int started(List<PowerSpec> powers, Resource r) {
        int n = 0;
        for (PowerSpec p : powers) {
            for (PowerSpec.Start s : p.starts()) {
                n += s.resource() == r && !s.onCheckers() ? s.amount() : 0;
            }
        }
        return n;
    }

    /** True when a power pays {@code r} for its decision, pays it or counts it by an effect, or wins by it. */
    private static boolean used(List<PowerSpec> powers, Resource r) {
        for (PowerSpec p : powers) {
            if (p.act() != null && (p.cost() > 0 && p.act().pays() == r || p.act().effects().stream().anyMatch(e ->
                    e instanceof PowerSpec.Effect.PayPerOrLose pay && (pay.pays() == r || pay.per() == r)))) {
                return true;
            }
            if (p.wins().stream().anyMatch(win -> win instanceof PowerSpec.Win.ResourceAtLeast at && at.resource() == r)) {
                return true;
            }
        }
        return false;
    }

    /** Warns at the first place the character is given {@code r}. */
    private static void unused(CharacterWarnings w, Resource r) {
        List<PowerSpec> powers = w.spec().powers();
        for (int i = 0; i < powers.size(); i++) {
            Json at = firstGiving(w.power(i), powers.get(i), r);
            if (at != null) {
                w.add(at, i, "it gives " + word(r) + ", and nothing of this character spends or counts them",
                        "give a decision a \"cost\" paid in them (its \"pays\": \"" + word(r) + "\"), or a win by them;"
                                + " or remove what gives them");
                return;
            }
        }
    }

    private static Json firstGiving(Json.Obj json, PowerSpec p, Resource r) {
        for (int k = 0; k < p.gains().size(); k++) {
            if (p.gains().get(k).resource() == r) {
                return item(json, "gains", k);
            }
        }
        for (int k = 0; k < p.starts().size(); k++) {
            if (p.starts().get(k).resource() == r && !p.starts().get(k).onCheckers()) {
                return item(json, "starts", k);
            }
        }
        if (p.act() != null) {
            List<PowerSpec.Effect> effects = p.act().effects();
            for (int k = 0; k < effects.size(); k++) {
                if (effects.get(k) instanceof PowerSpec.Effect.GainResource g && g.resource() == r) {
                    return item(obj(json.members().get("act")), "effects", k);
                }
            }
        }
        return null;
    }

    /** Warns of each decision and win that needs more of {@code r}, never gained, than the character starts with. */
    private static void neverEnough(CharacterWarnings w, Resource r, int started) {
        List<PowerSpec> powers = w.spec().powers();
        String fix = "give the character a gain of " + word(r) + " (\"gains\": [{\"resource\": \"" + word(r)
                + "\", \"per\": \"capture\"}]) or a start of enough of them";
        for (int i = 0; i < powers.size(); i++) {
            PowerSpec p = powers.get(i);
            if (p.act() != null && p.act().pays() == r && p.cost() > started) {
                w.add(w.power(i).members().get("cost"), i, "its decision is never offered: it costs " + p.cost() + " "
                        + word(r) + ", and the character starts with " + started + " and gains none", fix);
            }
            for (int k = 0; k < p.wins().size(); k++) {
                if (p.wins().get(k) instanceof PowerSpec.Win.ResourceAtLeast at && at.resource() == r
                        && at.atLeast() > started) {
                    w.add(item(w.power(i), "wins", k), i, "it never wins: it needs " + at.atLeast() + " " + word(r)
                            + ", and the character starts with " + started + " and gains none", fix);
                }
            }
        }
    }

    /** A resource as files name it: {@code pool-pennies}. */
    private static String word(Resource r) {
        return r.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static Json item(Json.Obj in, String key, int k) {
        return ((Json.Arr) in.members().get(key)).items().get(k);
    }
}
