package dev.kingme.rules;

import dev.kingme.engine.MoveText;
import java.util.ArrayList;
import java.util.List;

/**
 * Whole moves ({@link Line}s): the one rule that says where a whole move ends, the expansion of single
 * decisions into the whole moves the side to act may make, the cutting of a run of decisions into whole
 * moves, and the reading of moves typed as text. The terminal, the web server, saved games and the AI all
 * group decisions here, so that a move is the same thing wherever it is made, read or shown.
 */
public final class Lines {
    private Lines() {
    }

    /**
     * True when each decision in {@code s} is a whole move by itself: a decision that interrupts a turn
     * (the reaction window), or one taken while the turn waits on something queued within it (the pieces
     * a Warp Checkers split sends out). Whatever the turn does next is chosen afterwards, on its own.
     */
    public static boolean oneAtATime(Rules rules, GameState s) {
        return rules.toAct(s) instanceof ToAct.Choice c && (c.window() == Window.REACTION || !s.pending().isEmpty());
    }

    /**
     * True when the whole move that began in {@code lineStart}, chosen by {@code chooser}, goes on in
     * {@code next}: the same side goes on capturing, with nothing queued within the turn, and the move did
     * not begin with a decision taken one at a time ({@link #oneAtATime}).
     */
    public static boolean goesOn(Rules rules, GameState lineStart, Player chooser, GameState next) {
        return !oneAtATime(rules, lineStart) && next.pending().isEmpty()
                && rules.toAct(next) instanceof ToAct.Choice n && n.player() == chooser && n.window() == Window.MID_CHAIN;
    }

    /** Every whole move the side to act can make now, hops of a capture followed to its end. */
    public static List<Line> expand(Rules rules, GameState s) {
        List<Line> out = new ArrayList<>();
        if (!(rules.toAct(s) instanceof ToAct.Choice c)) {
            return out;
        }
        for (Decision d : rules.legalDecisions(s)) {
            follow(rules, s, c.player(), s, d, new ArrayList<>(), out);
        }
        return out;
    }

    /**
     * Adds to {@code out} every whole move that begins, in {@code lineStart}, with {@code sofar} and then
     * {@code d}, hop after hop while the move {@linkplain #goesOn goes on}.
     */
    private static void follow(Rules rules, GameState lineStart, Player chooser, GameState s, Decision d,
            List<Decision> sofar, List<Line> out) {
        GameState next = rules.apply(s, d);
        sofar.add(d);
        if (goesOn(rules, lineStart, chooser, next)) {
            for (Decision more : rules.legalDecisions(next)) {
                follow(rules, lineStart, chooser, next, more, sofar, out);
            }
        } else {
            out.add(new Line(sofar, next));
        }
        sofar.remove(sofar.size() - 1);
    }

    /**
     * {@code decisions}, played from {@code s}, cut into whole moves; the cut stops where no side decides
     * (a chance roll, the end), leaving out whatever follows. The last move may be unfinished.
     */
    public static List<List<Decision>> split(Rules rules, GameState s, List<Decision> decisions) {
        List<List<Decision>> out = new ArrayList<>();
        List<Decision> current = new ArrayList<>();
        GameState lineStart = s;
        Player mover = null;
        GameState state = s;
        for (Decision d : decisions) {
            if (!(rules.toAct(state) instanceof ToAct.Choice c)) {
                break;
            }
            if (current.isEmpty()) {
                lineStart = state;
                mover = c.player();
            }
            current.add(d);
            state = rules.apply(state, d);
            if (!goesOn(rules, lineStart, mover, state)) {
                out.add(current);
                current = new ArrayList<>();
            }
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        return out;
    }

    /** A line in the game's notation: {@code 11x18x25} for captures, the decisions' own notation otherwise. */
    public static String notation(Rules rules, GameState s, Line line) {
        return rules.notation(s, line.decisions());
    }

    /** Each of {@code moves}, played in turn from {@code s}, in the game's notation. */
    public static List<String> notation(Rules rules, GameState s, List<List<Decision>> moves) {
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

    /**
     * The line {@code text} names: its number in {@code lines} (1-based), a route of squares such as
     * {@code 11-15} or {@code 24x15x6} (intermediate squares may be left out when that names one result),
     * or the exact notation of a line.
     */
    public static Line resolve(Rules rules, GameState s, List<Line> lines, String text) {
        String t = text.strip();
        if (lines.isEmpty()) {
            throw new IllegalDecisionException("there is nothing to decide: " + rules.toAct(s));
        }
        if (t.matches("\\d{1,4}")) {
            int n = Integer.parseInt(t);
            if (n < 1 || n > lines.size()) {
                throw new IllegalDecisionException("there is no choice number " + n + " (choose 1-" + lines.size() + ")");
            }
            return lines.get(n - 1);
        }
        for (Line l : lines) {
            if (sameWords(notation(rules, s, l), t)) {
                return l;
            }
        }
        // Square numbers run past 32 on the full board, so this reads them itself rather than as PDN does.
        if (!t.matches("\\d{1,2}([-xX:]\\d{1,2})+")) {
            throw new IllegalDecisionException("\"" + t + "\" is not a legal choice here (type its number, or a move"
                    + " such as 11-15 or 22x15)");
        }
        String[] parts = t.split("[-xX:]");
        int[] numbers = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            numbers[i] = Integer.parseInt(parts[i]);
        }
        List<Line> matches = new ArrayList<>();
        for (Line l : lines) {
            // a route names moves only: it is never completed by a power or a placement nobody typed
            if (movesOnly(l) && matches(rules.topology(), l, numbers)) {
                matches.add(l);
            }
        }
        List<Line> exact = new ArrayList<>();
        for (Line l : matches) {
            if (l.landings().length == numbers.length - 1) {
                exact.add(l);
            }
        }
        if (!exact.isEmpty()) {
            matches = exact;
        }
        if (matches.isEmpty()) {
            throw new IllegalDecisionException("\"" + t + "\" is not legal here");
        }
        for (Line l : matches) {
            if (!l.after().equals(matches.get(0).after())) {
                StringBuilder sb = new StringBuilder("\"" + t + "\" is ambiguous: it matches");
                for (Line x : matches) {
                    sb.append(' ').append(notation(rules, s, x));
                }
                throw new IllegalDecisionException(sb.toString());
            }
        }
        return matches.get(0);
    }

    /** True when every decision of {@code l} moves a piece (or declines to go on): no power, no placement. */
    public static boolean movesOnly(Line l) {
        for (Decision d : l.decisions()) {
            if (!(d instanceof Decision.Step || d instanceof Decision.Jump || d instanceof Decision.Pass)) {
                return false;
            }
        }
        return true;
    }

    /** The same text but for case, and for commas and runs of spaces between its words. */
    private static boolean sameWords(String a, String b) {
        return words(a).equalsIgnoreCase(words(b));
    }

    private static String words(String text) {
        return text.replace(',', ' ').strip().replaceAll("\\s+", " ");
    }

    private static boolean matches(Topology topo, Line l, int[] numbers) {
        int origin = l.origin();
        if (origin < 0) {
            return false;
        }
        int[] landings = l.landings();
        int[] path = new int[landings.length];
        for (int i = 0; i < landings.length; i++) {
            path[i] = topo.number(landings[i]);
        }
        return MoveText.routeMatches(topo.number(origin), path, numbers);
    }
}
