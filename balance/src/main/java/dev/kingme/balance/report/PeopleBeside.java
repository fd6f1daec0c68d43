package dev.kingme.balance.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kingme.balance.stats.Score;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The lab's scores beside what rated games between people say: each character's score in the run's AI games
 * and in rated games on a server ({@code GET /api/balance/people}, its JSON saved to a file), each with its 95%
 * interval, and the same for each pairing both have played ("the lab says Mage 58%, rated players 54%").
 */
public final class PeopleBeside {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PeopleBeside() {
    }

    /** What people scored: each character's overall score, and its score against each opponent. */
    public record People(String game, Map<String, Score> overall, Map<String, Map<String, Score>> against) {
    }

    /**
     * Reads the answer of {@code GET /api/balance/people} in {@code text}.
     *
     * @throws IllegalArgumentException saying what is wrong and where, when it is not such an answer
     */
    public static People read(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + "): save the answer of GET /api/balance/people");
        }
        if (root == null || !root.path("pairings").isArray()) {
            throw new IllegalArgumentException("no 'pairings' list: save the answer of GET /api/balance/people");
        }
        Map<String, Score> overall = new LinkedHashMap<>();
        Map<String, Map<String, Score>> against = new LinkedHashMap<>();
        int n = 0;
        for (JsonNode p : root.path("pairings")) {
            n++;
            String who = p.path("character").asText("");
            String other = p.path("opponent").asText("");
            int wins = p.path("wins").asInt(-1);
            int draws = p.path("draws").asInt(-1);
            int losses = p.path("losses").asInt(-1);
            if (who.isEmpty() || other.isEmpty() || wins < 0 || draws < 0 || losses < 0) {
                throw new IllegalArgumentException("pairing " + n + ": needs 'character', 'opponent', 'wins', 'draws' and"
                        + " 'losses'");
            }
            Score s = new Score(wins + draws / 2.0, wins + draws + losses);
            overall.merge(who, s, Score::plus);
            against.computeIfAbsent(who, k -> new LinkedHashMap<>()).put(other, s);
        }
        return new People(root.path("game").asText(""), overall, against);
    }

    /** The lines that set {@code people}'s scores beside the lab's of analysis {@code a}, one per character and pairing. */
    public static List<String> lines(Analysis a, People people) {
        List<String> out = new ArrayList<>();
        out.add("beside rated games between people" + (people.game().isEmpty() ? "" : " (" + people.game() + ")") + ":");
        for (Analysis.Standing s : a.standings()) {
            String name = s.who().name();
            Score theirs = people.overall().get(name);
            out.add("  " + name + ": the lab says " + Text.score(s.overall()) + ", rated players "
                    + (theirs == null ? "have no games" : Text.score(theirs) + " in " + theirs.games() + " games"));
        }
        for (int row = 0; row < a.characters().size(); row++) {
            String name = a.characters().get(row).name();
            for (int column = 0; column < a.characters().size(); column++) {
                String other = a.characters().get(column).name();
                Score theirs = people.against().getOrDefault(name, Map.of()).get(other);
                if (row == column || theirs == null || a.cell(row, column) == null) {
                    continue;
                }
                out.add("  " + name + " against " + other + ": the lab says " + Text.score(a.cell(row, column).score())
                        + ", rated players " + Text.score(theirs) + " in " + theirs.games() + " games");
            }
        }
        return out;
    }
}
