package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.JsonWriter;
import dev.kingme.rules.Decision;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.record.Entry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON shape of one entry of a game record, and of a decision wherever one is kept (a move the server
 * stores is a list of them): the one decision codec. The first key names the shape, squares are board
 * indices 0-63 (see {@link dev.kingme.rules.Topology}), not PDN numbers, so that every topology writes
 * them alike:
 *
 * <pre>
 * {"step":[from,to]}
 * {"jump":[from,over,to]}
 * {"place":"pawn","square":s}
 * {"act":"huff","squares":[s,...],"choice":""}      ("choice" may be left out when empty)
 * {"pass":true}
 * {"chance":"label","value":v,"p":probability}
 * </pre>
 */
public final class EntryJson {
    private static final List<String> SHAPES = List.of("step", "jump", "place", "act", "pass", "chance");

    private EntryJson() {
    }

    /** The entry as one line of JSON ({@code {"step":[21,28]}}). */
    public static String write(Entry e) {
        return JsonWriter.write(value(e));
    }

    /** The entry as plain values for {@link JsonWriter}. */
    public static Map<String, Object> value(Entry e) {
        if (e instanceof Entry.Rolled r) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("chance", r.outcome().label());
            m.put("value", r.outcome().value());
            m.put("p", r.outcome().probability());
            return m;
        }
        return value(((Entry.Chosen) e).decision());
    }

    /** The decision as plain values for {@link JsonWriter}: an entry's shape, wherever a decision is kept. */
    public static Map<String, Object> value(Decision d) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (d instanceof Decision.Step s) {
            m.put("step", List.of(s.from(), s.to()));
        } else if (d instanceof Decision.Jump j) {
            m.put("jump", List.of(j.from(), j.over(), j.to()));
        } else if (d instanceof Decision.Place p) {
            m.put("place", p.what());
            m.put("square", p.square());
        } else if (d instanceof Decision.Act a) {
            m.put("act", a.name());
            m.put("squares", a.squares());
            m.put("choice", a.choice());
        } else {
            m.put("pass", true);
        }
        return m;
    }

    /** The decision {@code v} describes; {@code what} names it in errors ("decision 2"). */
    public static Decision decision(Json v, String what) {
        if (read(v, what) instanceof Entry.Chosen c) {
            return c.decision();
        }
        throw v.error(what + " must be a decision, not a chance outcome");
    }

    /** The entry {@code v} describes; {@code what} names it in errors ("entry 3"). */
    public static Entry read(Json v, String what) {
        JsonFields f = JsonFields.of(v, what);
        String shape = null;
        for (String s : SHAPES) {
            if (f.has(s)) {
                if (shape != null) {
                    throw v.error(what + " has both " + JsonWriter.write(shape) + " and "
                            + JsonWriter.write(s) + " (one of " + String.join(", ", SHAPES) + ")");
                }
                shape = s;
            }
        }
        if (shape == null) {
            throw v.error(what + " needs one of the keys " + String.join(", ", SHAPES));
        }
        String name = what + ": " + JsonWriter.write(shape);
        switch (shape) {
            case "step" -> {
                int[] sq = squares(f.allowOnly(List.of("step")).get("step"), name, 2);
                return Entry.of(new Decision.Step(sq[0], sq[1]));
            }
            case "jump" -> {
                int[] sq = squares(f.allowOnly(List.of("jump")).get("jump"), name, 3);
                return Entry.of(new Decision.Jump(sq[0], sq[1], sq[2]));
            }
            case "place" -> {
                f.allowOnly(List.of("place", "square"));
                return Entry.of(new Decision.Place(f.string("place"), f.integer("square", 0, 63)));
            }
            case "act" -> {
                f.allowOnly(List.of("act", "squares", "choice"));
                int[] sq = squares(f.get("squares"), what + ": \"squares\"", -1);
                List<Integer> list = new ArrayList<>();
                for (int s : sq) {
                    list.add(s);
                }
                String choice = f.has("choice") ? f.string("choice") : "";
                return Entry.of(new Decision.Act(f.string("act"), list, choice));
            }
            case "pass" -> {
                if (!(f.allowOnly(List.of("pass")).get("pass") instanceof Json.Bool b) || !b.value()) {
                    throw f.get("pass").error(name + " must be true");
                }
                return Entry.of(new Decision.Pass());
            }
            default -> {
                f.allowOnly(List.of("chance", "value", "p"));
                return Entry.of(new Outcome(f.string("chance"), f.integer("value", Integer.MIN_VALUE,
                        Integer.MAX_VALUE), f.probability("p")));
            }
        }
    }

    /** An array of board indices; {@code count} of them, or any number when negative. */
    private static int[] squares(Json v, String name, int count) {
        if (!(v instanceof Json.Arr a) || (count >= 0 && a.items().size() != count)) {
            throw v.error(name + " must be an array of " + (count >= 0 ? count + " " : "") + "squares (0-63), found "
                    + (v instanceof Json.Arr a ? a.items().size() + " items" : v.kind()));
        }
        int[] out = new int[a.items().size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = JsonFields.integer(a.items().get(i), name + " square", 0, 63);
        }
        return out;
    }
}
