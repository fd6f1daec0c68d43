package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * Searches work on single decisions (one hop of a capture each), people read whole moves: this cuts a
 * line of decisions into whole moves the way {@link dev.kingme.rules.Lines#expand} does (a move goes on
 * while the same side stays in the middle of its capture) and writes them in the game's notation.
 */
final class WholeMoves {
    private WholeMoves() {
    }

    /** {@code decisions}, played from {@code s}, cut into whole moves; a chance roll ends the line. */
    static List<List<Decision>> split(Rules rules, GameState s, List<Decision> decisions) {
        List<List<Decision>> out = new ArrayList<>();
        List<Decision> current = new ArrayList<>();
        GameState state = s;
        for (Decision d : decisions) {
            if (!(rules.toAct(state) instanceof ToAct.Choice c)) {
                break;
            }
            if (!current.isEmpty() && c.window() != Window.MID_CHAIN) {
                out.add(current);
                current = new ArrayList<>();
            }
            current.add(d);
            state = rules.apply(state, d);
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        return out;
    }

    /** Each whole move of {@code moves}, played in turn from {@code s}, in the game's notation. */
    static List<String> notation(Rules rules, GameState s, List<List<Decision>> moves) {
        List<String> out = new ArrayList<>();
        GameState state = s;
        for (List<Decision> move : moves) {
            out.add(rules.notation(state, move));
            for (Decision d : move) {
                state = rules.apply(state, d);
            }
        }
        return out;
    }

    /** The first whole move of {@code decisions} from {@code s} (empty if there is none). */
    static List<Decision> first(Rules rules, GameState s, List<Decision> decisions) {
        List<List<Decision>> moves = split(rules, s, decisions);
        return moves.isEmpty() ? List.of() : moves.get(0);
    }

    /** The squares a line visits: its origin and then every landing (empty when it moves no piece). */
    static List<Integer> route(Line line) {
        List<Integer> out = new ArrayList<>();
        if (line.origin() < 0) {
            return out;
        }
        out.add(line.origin());
        for (int sq : line.landings()) {
            out.add(sq);
        }
        return out;
    }
}
