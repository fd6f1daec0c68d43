package dev.kingme.engine.pdn;

import dev.kingme.engine.Game;
import dev.kingme.engine.Move;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a {@link Game} as PDN that {@link PdnReader} reads back to the same positions.
 *
 * <p>Tags: the seven standard ones in order (Event, Site, Date, Round, Black, White, Result; {@code "?"}
 * where not given), then {@code FEN} and {@code SetUp "1"} when the game does not start from the initial
 * position, then {@code [Huffing "on"]} when the game's rules allow huffing, then the caller's other tags
 * (the game itself decides FEN, SetUp and Huffing: such tags from the caller are left out).
 * Moves are numbered and written as short as they can be without ambiguity ({@link MoveText#format}),
 * lines stay under 80 columns, and the result token ends the game. A huff is written as a comment
 * {@code {huff N}} just before the huffing side's move; PDN has no notation for huffing, so the
 * {@code Huffing} tag tells a reader to turn those comments back into huffs rather than ignore them.
 */
public final class PdnWriter {
    /** The tag that marks a game played with the huffing option. */
    public static final String HUFFING = "Huffing";
    /** The seven standard tags, in the order PDN writes them. */
    public static final List<String> STANDARD_TAGS = List.of("Event", "Site", "Date", "Round", "Black", "White",
            "Result");
    private static final Set<String> WRITTEN_HERE = Set.of("FEN", "SetUp", HUFFING);
    private static final int WIDTH = 79;

    private PdnWriter() {
    }

    /**
     * The game as PDN text, ending with a newline (separate games in a file with a blank line).
     *
     * @param tags tag values by name; a {@code Result} tag, if given, must be a PDN result and is written
     *     as the result token too, otherwise the game's own result is used
     * @throws IllegalArgumentException for a tag name that is not letters, digits and '_', a value with a
     *     line break, or a Result that is not a result token
     */
    public static String write(Game game, Map<String, String> tags) {
        String result = result(game, tags.get("Result"));
        StringBuilder sb = new StringBuilder();
        for (String key : STANDARD_TAGS) {
            String value = key.equals("Result") ? result : tags.getOrDefault(key, key.equals("Date") ? "????.??.??" : "?");
            tag(sb, key, value);
        }
        if (!game.start().equals(Position.initial())) {
            tag(sb, "FEN", game.start().toString());
            tag(sb, "SetUp", "1");
        }
        if (game.rules().huffing()) {
            tag(sb, HUFFING, "on");
        }
        for (Map.Entry<String, String> e : tags.entrySet()) {
            if (!STANDARD_TAGS.contains(e.getKey()) && !WRITTEN_HERE.contains(e.getKey())) {
                tag(sb, e.getKey(), e.getValue());
            }
        }
        sb.append('\n');
        List<String> units = units(game);
        units.add(result);
        wrap(sb, units);
        return sb.toString();
    }

    private static String result(Game game, String tagged) {
        if (tagged == null) {
            return game.result().pdn();
        }
        Result r = Result.ofPdn(tagged.strip());
        if (r == null) {
            throw new IllegalArgumentException("Result tag \"" + tagged + "\" is not a PDN result (1-0, 0-1, 1/2-1/2, *)");
        }
        return r.pdn();
    }

    private static void tag(StringBuilder sb, String key, String value) {
        if (key == null || !key.matches("[A-Za-z0-9_]+")) {
            throw new IllegalArgumentException("tag name \"" + key + "\" must be letters, digits and '_'");
        }
        if (value == null || value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("tag " + key + ": the value must be one line of text");
        }
        sb.append(Tag.toPdn(key, value)).append('\n');
    }

    /** The movetext in unbreakable pieces: a move with its number and any huff before it. */
    private static List<String> units(Game game) {
        List<String> units = new ArrayList<>();
        StringBuilder unit = new StringBuilder();
        int number = 1;
        boolean first = true;
        for (Game.Step step : game.steps()) {
            Side side = step.before().toMove();
            if (unit.length() == 0 && (side == Side.BLACK || first)) {
                unit.append(number).append(side == Side.BLACK ? ". " : "... ");
            }
            first = false;
            if (step.isHuff()) {
                unit.append("{huff ").append(step.huffed()).append("} ");
                continue;
            }
            List<Move> legal = step.before().legalMoves(!game.rules().huffing());
            units.add(unit.append(MoveText.format(legal, step.move())).toString());
            unit.setLength(0);
            number += side == Side.WHITE ? 1 : 0;
        }
        if (unit.length() > 0) {
            units.add(unit.toString().strip());
        }
        return units;
    }

    private static void wrap(StringBuilder sb, List<String> units) {
        int lineLength = 0;
        for (String u : units) {
            if (lineLength > 0 && lineLength + 1 + u.length() > WIDTH) {
                sb.append('\n');
                lineLength = 0;
            }
            if (lineLength > 0) {
                sb.append(' ');
                lineLength++;
            }
            sb.append(u);
            lineLength += u.length();
        }
        sb.append('\n');
    }
}
