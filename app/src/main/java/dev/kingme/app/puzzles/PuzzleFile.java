package dev.kingme.app.puzzles;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Position;
import dev.kingme.engine.puzzles.Proof;
import dev.kingme.engine.puzzles.Puzzle;
import dev.kingme.engine.puzzles.Theme;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A {@link PuzzleSet} as a JSON file (the shape is in docs/puzzles.md):
 * <pre>
 * {"format": "kingme-puzzles 1", "databasePieces": 4, "depth": 14, "nodes": 500000,
 *  "puzzles": [{"id": "…", "fen": "B:W28,K20,K24:BK23,K31", "goal": "draw", "theme": "shot", "difficulty": 4,
 *               "source": "engine self-play, ACF ballot 126", "solution": ["23-27", "24-19", …]}, …]}
 * </pre>
 * Moves are written as short as they can be without ambiguity ({@link MoveText#format}).
 */
public final class PuzzleFile {
    /** The format's name and version, the file's first field. */
    static final String FORMAT = "kingme-puzzles 1";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private PuzzleFile() {
    }

    /** {@code set} as the file's text. */
    public static String write(PuzzleSet set) {
        ObjectNode o = JSON.createObjectNode().put("format", FORMAT).put("databasePieces", set.databasePieces())
                .put("depth", set.depth()).put("nodes", set.nodes());
        ArrayNode list = o.putArray("puzzles");
        for (Puzzle p : set.puzzles()) {
            ObjectNode n = list.addObject().put("id", p.id()).put("fen", p.fen())
                    .put("goal", p.goal().name().toLowerCase(Locale.ROOT)).put("theme", p.theme().id())
                    .put("difficulty", p.difficulty()).put("source", p.source());
            ArrayNode solution = n.putArray("solution");
            Position at = p.start();
            for (Move m : p.solution()) {
                solution.add(MoveText.format(at.legalMoves(), m));
                at = at.apply(m);
            }
        }
        try {
            return JSON.writeValueAsString(o) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The set in {@code text}.
     *
     * @throws IllegalArgumentException saying which puzzle and what is wrong, for a file that is not such a set
     */
    public static PuzzleSet read(String text) {
        JsonNode o;
        try {
            o = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage());
        }
        if (o == null || !FORMAT.equals(o.path("format").asText())) {
            throw new IllegalArgumentException("not a puzzle file: its \"format\" must be \"" + FORMAT + "\"");
        }
        List<Puzzle> puzzles = new ArrayList<>();
        JsonNode list = o.path("puzzles");
        for (int i = 0; i < list.size(); i++) {
            try {
                puzzles.add(puzzle(list.get(i)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("puzzle " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return new PuzzleSet(o.path("databasePieces").asInt(), o.path("depth").asInt(), o.path("nodes").asLong(), puzzles);
    }

    private static Puzzle puzzle(JsonNode n) {
        Position start = Fen.parse(n.path("fen").asText());
        List<Move> solution = new ArrayList<>();
        Position at = start;
        for (JsonNode m : n.path("solution")) {
            Move move = MoveText.resolve(at.legalMoves(), m.asText());
            solution.add(move);
            at = at.apply(move);
        }
        Puzzle p = new Puzzle(start, solution, Proof.Result.valueOf(n.path("goal").asText().toUpperCase(Locale.ROOT)),
                Theme.ofId(n.path("theme").asText()), n.path("source").asText(), n.path("difficulty").asInt());
        if (!p.id().equals(n.path("id").asText())) {
            throw new IllegalArgumentException("id " + n.path("id").asText() + " is not the position's, " + p.id());
        }
        return p;
    }
}
