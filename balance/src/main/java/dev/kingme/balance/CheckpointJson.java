package dev.kingme.balance;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonException;
import dev.kingme.record.json.JsonReader;
import dev.kingme.record.json.JsonWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The two shapes of a balance run's {@link Checkpoint}, in the record module's JSON (the one codec):
 *
 * <pre>
 * plan.json     {"format" : "kingme balance plan 1", "characters" : [ "mage", ... ], "gamesPerPair" : 2,
 *                "ai" : "ai:easy", "iterations" : 0, "seed" : 11, "maxPlies" : 300, "games" : 18}
 *                (one member a line; "characterFiles" : [ "text of a character file", ... ] when the run
 *                plays character files)
 * games.jsonl   {"index":3,"black":"mage","white":"ranger","round":1,"seed":-5170...,"result":"BLACK_WINS",
 *                "condition":"has no pieces left","reason":"White has no pieces left","plies":87}  (one a line)
 * </pre>
 *
 * <p>Checkpoints of runs under way are resumed by later versions, so the shapes never change. A fault is an
 * {@link IllegalArgumentException} saying what is wrong (where the text is not JSON, at which column);
 * the checkpoint adds the file and its line.
 */
final class CheckpointJson {
    static final String FORMAT = "kingme balance plan 1";

    private CheckpointJson() {
    }

    /** The plan as {@code plan.json} holds it. */
    static String plan(BalancePlan p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("characters", p.characters());
        m.put("gamesPerPair", p.gamesPerPair());
        m.put("ai", p.ai());
        m.put("iterations", p.iterations());
        m.put("seed", p.seed());
        m.put("maxPlies", p.maxPlies());
        m.put("games", p.size());
        if (!p.characterFiles().isEmpty()) {
            m.put("characterFiles", p.characterFiles());
        }
        return JsonWriter.spaced(m);
    }

    /** The plan {@code text} holds; the number of games is the plan's own to say, and not read. */
    static BalancePlan plan(String text) {
        Json v = parse(text);
        if (!(v instanceof Json.Obj o) || !(o.members().get("format") instanceof Json.Str f) || !f.value().equals(FORMAT)) {
            throw new IllegalArgumentException("not a balance plan (format \"" + FORMAT + "\")");
        }
        Json.Obj n = (Json.Obj) v;
        List<String> characters = new ArrayList<>();
        if (!(n.members().get("characters") instanceof Json.Arr list)) {
            throw new IllegalArgumentException("no list of characters");
        }
        for (Json c : list.items()) {
            characters.add(c instanceof Json.Str name ? name.value() : String.valueOf(c));
        }
        List<String> files = new ArrayList<>();
        if (n.members().get("characterFiles") instanceof Json.Arr texts) {
            for (Json t : texts.items()) {
                files.add(t instanceof Json.Str file ? file.value() : String.valueOf(t));
            }
        }
        return new BalancePlan(characters, integer(n, "gamesPerPair"), text(n, "ai"), integer(n, "iterations"),
                whole(n, "seed"), integer(n, "maxPlies"), files);
    }

    /** A finished game as one line of {@code games.jsonl} (without its newline). */
    static String game(GameResult g) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("index", g.index());
        m.put("black", g.black());
        m.put("white", g.white());
        m.put("round", g.round());
        m.put("seed", g.seed());
        m.put("result", g.result().name());
        m.put("condition", g.condition());
        m.put("reason", g.reason());
        m.put("plies", g.plies());
        return JsonWriter.write(m);
    }

    /** The game one line holds, checked against the game of {@code plan} with its index. */
    static GameResult game(String line, BalancePlan plan) {
        Json v = line.isBlank() ? null : parse(line);
        if (!(v instanceof Json.Obj)) {
            throw new IllegalArgumentException("not a game (a JSON object on one line)");
        }
        Json.Obj n = (Json.Obj) v;
        int index = integer(n, "index");
        if (index < 0 || index >= plan.size()) {
            throw new IllegalArgumentException("game " + index + " is not in the plan (games 0 to " + (plan.size() - 1) + ")");
        }
        GameTask t = plan.task(index);
        String black = text(n, "black");
        String white = text(n, "white");
        int round = integer(n, "round");
        long seed = whole(n, "seed");
        if (!black.equals(t.black()) || !white.equals(t.white()) || round != t.round() || seed != t.seed()) {
            throw new IllegalArgumentException("game " + index + " is " + black + " against " + white + ", round " + round
                    + ", seed " + seed + " here but " + t.black() + " against " + t.white() + ", round " + t.round()
                    + ", seed " + t.seed() + " in the plan");
        }
        Result result;
        try {
            result = Result.valueOf(text(n, "result"));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("result \"" + text(n, "result") + "\" is none of BLACK_WINS, WHITE_WINS, DRAW");
        }
        int plies = integer(n, "plies");
        if (plies < 0) {
            throw new IllegalArgumentException("plies " + plies + " is negative");
        }
        return new GameResult(index, black, white, round, seed, result, text(n, "condition"), text(n, "reason"), plies);
    }

    private static String text(Json.Obj o, String field) {
        if (!(o.members().get(field) instanceof Json.Str s)) {
            throw new IllegalArgumentException("no text \"" + field + "\"");
        }
        return s.value();
    }

    private static int integer(Json.Obj o, String field) {
        long x = whole(o, field);
        if (x != (int) x) {
            throw new IllegalArgumentException("no whole number \"" + field + "\"");
        }
        return (int) x;
    }

    /** A whole number written without fraction or exponent, as a {@code long} holds it. */
    private static long whole(Json.Obj o, String field) {
        if (o.members().get(field) instanceof Json.Num n && n.text().matches("-?\\d{1,19}")) {
            try {
                return Long.parseLong(n.text());
            } catch (NumberFormatException tooLarge) {
                // said below
            }
        }
        throw new IllegalArgumentException("no whole number \"" + field + "\"");
    }

    private static Json parse(String text) {
        try {
            return JsonReader.read(text);
        } catch (JsonException e) {
            throw new IllegalArgumentException("not JSON (" + e.getMessage() + ")", e);
        }
    }
}
