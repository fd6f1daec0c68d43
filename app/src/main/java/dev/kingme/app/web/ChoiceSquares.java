package dev.kingme.app.web;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Rules;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The squares of a whole move as the browser uses them: what kind of choice it is, the squares it touches
 * (highlights), the squares a click on the board picks it by ({@code targets}) and the squares its effect
 * reaches ({@code area}, from the rules' {@link Rules#area}). A choice and a move already played are
 * described with the same words, so the board marks a choice before it is made as it marks it after.
 */
final class ChoiceSquares {
    private ChoiceSquares() {
    }

    /** "move" (a piece steps or jumps), "place", "act" (a named action: a power, a pawn move, a swap) or "pass". */
    static String kind(Line line) {
        Decision first = line.first();
        return first instanceof Decision.Step || first instanceof Decision.Jump ? "move"
                : first instanceof Decision.Place ? "place" : first instanceof Decision.Act ? "act" : "pass";
    }

    /** Every square the line's decisions name, in order: a step's two, a jump's three, a placement's, an act's. */
    static List<Integer> touched(Line line) {
        List<Integer> out = new ArrayList<>();
        for (Decision d : line.decisions()) {
            if (d instanceof Decision.Step st) {
                out.add(st.from());
                out.add(st.to());
            } else if (d instanceof Decision.Jump j) {
                out.add(j.from());
                out.add(j.over());
                out.add(j.to());
            } else if (d instanceof Decision.Place p) {
                out.add(p.square());
            } else if (d instanceof Decision.Act a) {
                out.addAll(a.squares());
            }
        }
        return out;
    }

    /**
     * The squares a click on the board picks this choice by. A move is clicked along its route (origin,
     * then every landing). Any other choice is clicked on the last square its first decision names: the
     * square a power or a placement is aimed at, where a pawn or a terraported piece goes, the piece a
     * swap, a merge or a shot reaches. A pass, or an act naming no square, has none: it stays a button.
     */
    static List<Integer> targets(Line line) {
        if (kind(line).equals("move")) {
            return line.route();
        }
        for (Decision d : line.decisions()) {
            if (d instanceof Decision.Place p) {
                return List.of(p.square());
            }
            if (d instanceof Decision.Act a && !a.squares().isEmpty()) {
                return List.of(a.squares().get(a.squares().size() - 1));
            }
        }
        return List.of();
    }

    /**
     * The squares the line's decisions reach by their effect, in the order the rules give them, once each.
     * Only named actions are asked ({@link Rules#area}: a step or a jump reaches no further than its
     * squares in any game), so a line of moves costs nothing here, which matters for every view sent.
     */
    static List<Integer> area(Rules rules, GameState s, Line line) {
        List<Decision> decisions = line.decisions();
        int lastAct = -1;
        for (int i = 0; i < decisions.size(); i++) {
            if (decisions.get(i) instanceof Decision.Act) {
                lastAct = i;
            }
        }
        Set<Integer> out = new LinkedHashSet<>();
        GameState at = s;
        for (int i = 0; i <= lastAct; i++) {
            Decision d = decisions.get(i);
            if (d instanceof Decision.Act) {
                out.addAll(rules.area(at, d));
            }
            if (i < lastAct) {
                at = rules.apply(at, d);
            }
        }
        return List.copyOf(out);
    }
}
