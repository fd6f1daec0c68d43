package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.NearestWord;
import dev.kingme.rules.character.CharacterSpec;
import dev.kingme.rules.character.PowerSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a character file without mistakes plays with that is likely not what its designer meant, each told at
 * its line and column with what to write instead. Only what the file itself shows for certain: a decision
 * that can never be offered (it costs what the character can never hold, or its conditions cannot all hold),
 * a resource gained that nothing spends or counts, a placeholder the game does not fill in, a decision whose
 * help cannot say how to type it. What a built-in power class gains and spends is not known here, so a file
 * with one is not judged on its resources and conditions.
 */
final class CharacterWarnings {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z-]+)}");
    private static final List<String> SAYS = List.of("side", "opponent", "power", "target", "from", "through", "to", "wounds",
            "source");
    private static final List<String> QUESTION = List.of("power", "side", "opponent", "target");
    private static final List<String> REFUSAL = List.of("power", "hero");
    private static final List<String> PASSIVE = List.of("power", "side", "opponent");
    private static final List<String> WIN = List.of("power", "side", "hero", "ld");

    private final List<CharacterFinding> out = new ArrayList<>();
    private final List<Json.Obj> powerJson = new ArrayList<>();
    private final CharacterSpec spec;

    private CharacterWarnings(Json root, CharacterSpec spec) {
        this.spec = spec;
        for (Json p : ((Json.Arr) obj(root).members().get("powers")).items()) {
            powerJson.add(obj(p));
        }
    }

    /** The warnings of the file {@code root}, read without a mistake as {@code spec}. */
    static List<CharacterFinding> of(Json root, CharacterSpec spec) {
        CharacterWarnings w = new CharacterWarnings(root, spec);
        boolean builtins = spec.powers().stream().anyMatch(p -> p.builtin() != null);
        for (int i = 0; i < spec.powers().size(); i++) {
            PowerSpec p = spec.powers().get(i);
            if (p.act() != null) {
                w.typing(i, p.act());
                w.placeholders(i, p.act());
                if (!builtins) {
                    w.conditions(i, p.act());
                }
            }
            w.placeholders(i, p);
        }
        if (!builtins) {
            CharacterResources.warnings(spec, w);
        }
        return w.out;
    }

    // ---- typing --------------------------------------------------------------------------------------------

    private void typing(int i, PowerSpec.Act act) {
        Json.Obj a = obj(powerJson.get(i).members().get("act"));
        String example = act.name() + (act.target() == null ? "" : " 19");
        if (act.typed() == null) {
            add(a, i, "its decision has no \"typed\" example, so 'help' and the browser do not show how \"" + act.name()
                    + "\" is typed", "add \"typed\": \"" + example + "\" and \"meaning\": what typing it does");
            return;
        }
        Json typed = a.members().get("typed");
        if (!act.typed().equals(act.name()) && !act.typed().startsWith(act.name() + " ")) {
            add(typed, i, "\"typed\" \"" + act.typed() + "\" does not begin with the decision's name \"" + act.name()
                    + "\", so typing it as shown is not the decision", "write \"" + example + "\"");
        }
        if (act.meaning() == null) {
            add(typed, i, "\"typed\" has no \"meaning\", so 'help' shows null beside it",
                    "add \"meaning\": what typing \"" + act.typed() + "\" does");
        }
    }

    // ---- placeholders --------------------------------------------------------------------------------------

    private void placeholders(int i, PowerSpec.Act act) {
        Json.Obj a = obj(powerJson.get(i).members().get("act"));
        placeholders(i, a, "says", SAYS);
        placeholders(i, a, "question", QUESTION);
        placeholders(i, a, "refusal", REFUSAL);
    }

    private void placeholders(int i, PowerSpec p) {
        Json.Obj power = powerJson.get(i);
        if (p.passive() != null) {
            placeholders(i, obj(power.members().get("passive")), "says", PASSIVE);
        }
        for (int k = 0; k < p.wins().size(); k++) {
            List<String> filled = new ArrayList<>(WIN);
            filled.add(p.wins().get(k) instanceof PowerSpec.Win.JumpsInAMove ? "jumps"
                    : p.wins().get(k) instanceof PowerSpec.Win.ResourceAtLeast ? "amount" : "ld");
            placeholders(i, obj(((Json.Arr) power.members().get("wins")).items().get(k)), "says", filled);
        }
    }

    private void placeholders(int i, Json.Obj in, String key, List<String> filled) {
        if (!(in.members().get(key) instanceof Json.Str s)) {
            return;
        }
        Matcher m = PLACEHOLDER.matcher(s.value());
        while (m.find()) {
            if (!filled.contains(m.group(1))) {
                List<String> braced = filled.stream().map(w -> "{" + w + "}").toList();
                String near = NearestWord.to(m.group(1), filled);
                add(s, i, "\"" + key + "\" has " + m.group() + ", which the game does not fill in here (it fills in "
                        + String.join(", ", braced) + "), so it is shown as written", (near == null ? "write "
                        : "did you mean {" + near + "}? Otherwise write ") + "one of those, or the words themselves");
            }
        }
    }

    // ---- conditions ----------------------------------------------------------------------------------------

    private void conditions(int i, PowerSpec.Act act) {
        int least = 0;
        int most = 12;
        for (PowerSpec.Condition c : act.conditions()) {
            if (c instanceof PowerSpec.Condition.PiecesBetween p) {
                least = Math.max(least, p.least());
                most = Math.min(most, p.most());
            }
        }
        if (most < least || most == 0) {
            Json.Obj a = obj(powerJson.get(i).members().get("act"));
            add(a.members().get("conditions"), i, "its decision is never offered: " + (most == 0
                    ? "a side with no checkers has lost" : "no number of checkers is between all its \"pieces-between\""),
                    "write \"pieces-between\" bounds that some number of checkers from 1 to 12 lies within");
        }
    }

    // ---- for CharacterResources ------------------------------------------------------------------------------

    CharacterSpec spec() {
        return spec;
    }

    /** The JSON of power {@code i} (0-based). */
    Json.Obj power(int i) {
        return powerJson.get(i);
    }

    /** A warning about power {@code i} (0-based), at {@code at}. */
    void add(Json at, int i, String what, String fix) {
        out.add(CharacterFinding.warning(at, "power " + (i + 1) + ": " + what, fix));
    }

    static Json.Obj obj(Json v) {
        return (Json.Obj) v;
    }
}
