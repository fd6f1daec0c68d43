package dev.kingme.app.match;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.record.RecordJson;
import java.io.IOException;
import java.util.List;

/**
 * A match's results as one JSON document ({@code kingme match --json}): the players, the seed and the time,
 * every game with how it ended and its record, and the score with its interval and Elo difference.
 */
public final class MatchJson {
    private MatchJson() {
    }

    /** An Elo difference as a number to a tenth, or a bound at 0% or 100% in words ("below -338"). */
    private static void putElo(ObjectNode s, String name, EloBound elo) {
        if (elo.side() == EloBound.Side.AT) {
            s.put(name, Math.round(elo.elo() * 10) / 10.0);
        } else {
            s.put(name, elo.text());
        }
    }

    /**
     * The match as JSON: the game, the players ({@code first} is the one given as {@code --black}) and their
     * characters (null for none), the seed, the fixed time a move or the clock (null for none), and every
     * game with its record, which replays.
     */
    public static String write(String game, String first, String firstCharacter, String second, String secondCharacter,
            long base, Long movetime, MatchClock.TimeControl timeControl, List<MatchGame> played) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("game", game);
        root.putObject("first").put("player", first).put("character", firstCharacter);
        root.putObject("second").put("player", second).put("character", secondCharacter);
        root.put("seed", base);
        if (movetime != null) {
            root.put("movetimeMillis", movetime);
        }
        if (timeControl != null) {
            root.put("clock", timeControl.text());
        }
        MatchScore total = new MatchScore(0, 0, 0);
        ArrayNode list = root.putArray("games");
        for (MatchGame g : played) {
            total = total.plus(g.score());
            ObjectNode n = list.addObject();
            n.put("number", g.number());
            n.put("firstPlays", g.firstPlays().name().toLowerCase(java.util.Locale.ROOT));
            if (g.ballot() > 0) {
                n.put("ballot", g.ballot());
            }
            n.put("result", g.verdict().pdn());
            n.put("points", g.points());
            n.put("reason", g.verdict().reason());
            n.put("decisions", g.plies());
            if (g.clock() != null) {
                n.putObject("clockLeftMillis").put("first", g.leftMillis(true)).put("second", g.leftMillis(false));
            }
            n.set("record", mapper.valueToTree(RecordJson.value(g.match().record())));
        }
        ObjectNode s = root.putObject("score");
        s.put("wins", total.wins()).put("draws", total.draws()).put("losses", total.losses());
        s.put("score", total.score());
        if (total.games() > 0) {
            s.put("low", total.low()).put("high", total.high());
            putElo(s, "elo", total.eloBound());
            putElo(s, "eloLow", total.eloLow());
            putElo(s, "eloHigh", total.eloHigh());
        }
        return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    }
}
