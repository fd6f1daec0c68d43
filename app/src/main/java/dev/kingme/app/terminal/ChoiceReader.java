package dev.kingme.app.terminal;

import dev.kingme.app.session.Choices;
import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what a person typed as one of the {@link Choices}: its number, a route in PDN style
 * ({@code 11-15}, {@code 24x15x6}) or a choice's text ({@code huff 22}, {@code pawn 2}, {@code fireball 19},
 * {@code pass}, {@code stop}, {@code cycle 1 cw}, a jump naming the square it jumps {@code 10x18(15)}), through
 * {@link Lines#resolve}. When nothing matches, the rules themselves are asked why: the text is read as the
 * single decision it most likely means and handed to {@link Rules#step}, whose refusal names the reason
 * ("a capture is mandatory", "there is no Black piece on 9"), so the session never guesses a rule.
 */
public final class ChoiceReader {
    private static final Pattern ROUTE = Pattern.compile("(\\d{1,2})([-xX:])(\\d{1,2})");
    /** A jump that names the square it jumps, for jumps that do not land straight beyond it: {@code 10x18(15)}. */
    private static final Pattern NAMED_JUMP = Pattern.compile("(\\d{1,2})[xX:](\\d{1,2})\\((\\d{1,2})\\)");
    /**
     * A power or a spell and its squares, if any, and a last word for how it is done, if any:
     * {@code fireball 19}, {@code terraport 9 22}, {@code extra-turn}, {@code cycle 1 cw}, {@code split 10 kings}.
     */
    private static final Pattern ACTION = Pattern.compile("([A-Za-z][\\w-]*)((?:\\s+\\d{1,2})*)(?:\\s+(\\w[\\w-]*))?");
    /** A power that names a move: {@code suggest 9-13}, {@code suggest 9x18x27}. */
    private static final Pattern ACTION_ROUTE = Pattern.compile("([A-Za-z][\\w-]*)\\s+(\\d{1,2}(?:[-xX:]\\d{1,2})+)");
    private static final int HINTS = 12;

    private ChoiceReader() {
    }

    /** The line {@code text} names, or an {@link IllegalDecisionException} saying as precisely as it can why not. */
    public static Line read(Rules rules, GameState s, Choices choices, String text) {
        String t = text.strip();
        try {
            return Lines.resolve(rules, s, choices.lines(), t);
        } catch (IllegalDecisionException e) {
            if (ambiguous(e)) {
                // The text names several moves: that, with the moves it names, is the answer.
                throw e;
            }
            String hint = hint(choices, t);
            String why = offTheBoard(rules.topology(), t);
            if (why == null) {
                why = interrupted(rules, choices, t);
            }
            if (why == null) {
                why = longRoute(rules, s, choices, t);
            }
            if (why != null) {
                throw new IllegalDecisionException(why + hint);
            }
            why = explain(rules, s, choices, t);
            if (why == null && t.matches("(?i)pass|stop")) {
                why = "there is nothing to decline or stop now: " + choices.texts().size() + " choices, none of them "
                        + t.toLowerCase(java.util.Locale.ROOT) + " ('moves' lists them)";
            }
            if (why == null) {
                why = hint.isEmpty() ? e.getMessage() : "\"" + t + "\" is not legal here";
            }
            throw new IllegalDecisionException(why + hint);
        }
    }

    /** True when {@link Lines#resolve} refused the text for naming more than one choice (it lists them). */
    private static boolean ambiguous(IllegalDecisionException e) {
        return e.getMessage() != null && e.getMessage().contains("\" is ambiguous: it matches ");
    }

    /** Why {@code t} names a square the board does not have, or null when every number in it is a square. */
    private static String offTheBoard(Topology topo, String t) {
        Matcher n = Pattern.compile("\\d+").matcher(t);
        while (n.find()) {
            String number = n.group().replaceFirst("^0+(?=\\d)", "");
            if (number.length() > 3 || Integer.parseInt(number) < 1 || Integer.parseInt(number) > topo.size()) {
                return "\"" + t + "\" names square " + number + ", and the board's squares are numbered 1 to " + topo.size();
            }
        }
        return null;
    }

    /**
     * Why a route of three or more squares is none of the choices: a step goes one square, or the capture
     * from that square goes another way (the captures it may make are listed); null for other texts, or
     * when the rules' own reason for its first hop is the better answer.
     */
    private static String longRoute(Rules rules, GameState s, Choices choices, String t) {
        if (!t.matches("\\d{1,2}([-xX:]\\d{1,2}){2,}")) {
            return null;
        }
        String[] parts = t.split("[-xX:]");
        Topology topo = rules.topology();
        int from = topo.square(Integer.parseInt(parts[0]));
        int to = topo.square(Integer.parseInt(parts[1]));
        List<String> captures = new ArrayList<>();
        for (int i = 0; i < choices.lines().size(); i++) {
            Line l = choices.lines().get(i);
            if (l.origin() == from && Lines.movesOnly(l)) {
                if (l.first() instanceof Decision.Step st && st.to() == to) {
                    return "\"" + t + "\" is no move: " + choices.texts().get(i) + " is a step, which goes one square;"
                            + " only a capture goes on hop after hop";
                }
                if (l.first() instanceof Decision.Jump) {
                    captures.add(choices.texts().get(i));
                }
            }
        }
        if (captures.isEmpty()) {
            // nothing starts there: the rules' reason for the first hop is the reason for the route
            String first = parts[0] + t.charAt(parts[0].length()) + parts[1];
            String why = explain(rules, s, choices, first);
            return why == null ? null : why.replace("\"" + first + "\"", "\"" + t + "\"");
        }
        return "\"" + t + "\" is not a capture you can make: from " + parts[0] + " " + (captures.size() == 1
                ? "the capture is " + captures.get(0) : "the captures are " + String.join(", ", captures));
    }

    /**
     * Why a route typed whole is more than one choice: it runs on past a choice that stops where the turn
     * asks something first (where Leap &amp; Stab's wounds go, a reaction of the other side, a die); null
     * when {@code t} is no such route.
     */
    private static String interrupted(Rules rules, Choices choices, String t) {
        if (!t.matches("\\d{1,2}([-xX:]\\d{1,2})+")) {
            return null;
        }
        String[] parts = t.split("[-xX:]");
        Topology topo = rules.topology();
        for (int i = 0; i < choices.lines().size(); i++) {
            Line l = choices.lines().get(i);
            int[] landings = l.landings();
            if (!Lines.movesOnly(l) || l.origin() < 0 || landings.length + 1 >= parts.length
                    || topo.number(l.origin()) != Integer.parseInt(parts[0])) {
                continue;
            }
            boolean prefix = true;
            for (int k = 0; k < landings.length && prefix; k++) {
                prefix = topo.number(landings[k]) == Integer.parseInt(parts[k + 1]);
            }
            if (!prefix) {
                continue;
            }
            ToAct next = rules.toAct(l.after());
            String asked = next instanceof ToAct.Choice c ? c.player().title() + " is asked "
                    + rules.question(l.after()) : next instanceof ToAct.Chance c ? "the dice decide (" + c.what() + ")" : null;
            if (asked == null || asked.endsWith("is asked ")) {
                continue;
            }
            return "\"" + t + "\" is more than one choice: the move stops after " + choices.texts().get(i) + ", where "
                    + asked + "; type " + choices.texts().get(i) + " (or " + (i + 1) + ") first, then the rest";
        }
        return null;
    }

    /** The rules' own reason for refusing what {@code t} most likely means, or null when they give none. */
    private static String explain(Rules rules, GameState s, Choices choices, String t) {
        for (Decision d : guesses(rules.topology(), t)) {
            try {
                rules.step(s, d);
            } catch (IllegalDecisionException refused) {
                if (!refused.getMessage().endsWith("is not legal here")) {
                    return "\"" + t + "\" is not legal here: " + refused.getMessage();
                }
                continue;
            } catch (RuntimeException unjudged) {
                // A decision of a shape the game never uses may confuse its rules; that is no reason to give.
                continue;
            }
            List<String> goesOn = new ArrayList<>();
            for (int i = 0; i < choices.lines().size(); i++) {
                if (choices.lines().get(i).first().equals(d)) {
                    goesOn.add((i + 1) + ". " + choices.texts().get(i));
                }
            }
            if (goesOn.size() == 1) {
                return "\"" + t + "\" is not a whole move: it goes on as " + goesOn.get(0).replaceFirst("^\\d+\\. ", "");
            }
            if (!goesOn.isEmpty()) {
                return "\"" + t + "\" is not a whole move: it begins " + goesOn.size() + " choices (type one's number or"
                        + " all of it): " + String.join("; ", goesOn);
            }
        }
        return null;
    }

    /** The single decisions {@code t} may mean, the likeliest first; none when it is not shaped like one. */
    private static List<Decision> guesses(Topology topo, String t) {
        List<Decision> out = new ArrayList<>();
        Matcher route = ROUTE.matcher(t);
        if (route.matches()) {
            int from = square(topo, route.group(1));
            int to = square(topo, route.group(3));
            if (from >= 0 && to >= 0) {
                int over = between(topo, from, to);
                out.add(over >= 0 ? new Decision.Jump(from, over, to) : new Decision.Step(from, to));
            }
            return out;
        }
        Matcher bent = NAMED_JUMP.matcher(t);
        if (bent.matches()) {
            int from = square(topo, bent.group(1));
            int to = square(topo, bent.group(2));
            int over = square(topo, bent.group(3));
            if (from >= 0 && to >= 0 && over >= 0) {
                out.add(new Decision.Jump(from, over, to));
            }
            return out;
        }
        if (t.equalsIgnoreCase("pass") || t.equalsIgnoreCase("stop")) {
            out.add(new Decision.Pass());
            return out;
        }
        Matcher named = ACTION_ROUTE.matcher(t);
        if (named.matches()) {
            List<Integer> squares = new ArrayList<>();
            for (String n : named.group(2).split("[-xX:]")) {
                int sq = square(topo, n);
                if (sq < 0) {
                    return out;
                }
                squares.add(sq);
            }
            out.add(new Decision.Act(named.group(1), squares, ""));
            return out;
        }
        Matcher action = ACTION.matcher(t);
        if (action.matches()) {
            List<Integer> squares = new ArrayList<>();
            for (String n : action.group(2).isBlank() ? new String[0] : action.group(2).strip().split("\\s+")) {
                int sq = square(topo, n);
                if (sq < 0) {
                    return out;
                }
                squares.add(sq);
            }
            String how = action.group(3) == null ? "" : action.group(3);
            out.add(new Decision.Act(action.group(1), squares, how));
            if (squares.size() == 1 && how.isEmpty()) {
                out.add(new Decision.Place(action.group(1), squares.get(0)));
            }
        }
        return out;
    }

    private static int square(Topology topo, String number) {
        int n = Integer.parseInt(number);
        return n >= 1 && n <= topo.size() ? topo.square(n) : -1;
    }

    /**
     * The square a one-hop capture from {@code from} to {@code to} jumps: the square between them when they
     * are two steps apart in one direction on the board of {@code topo} (across an edge too, where the
     * board's edges wrap round), or -1 when they are not.
     */
    private static int between(Topology topo, int from, int to) {
        for (Direction d : Direction.values()) {
            int over = topo.neighbour(from, d);
            if (over >= 0 && topo.neighbour(over, d) == to) {
                return over;
            }
        }
        return -1;
    }

    /** The choices whose text begins with the word {@code t} begins with, so "pawn 40" shows the pawn choices. */
    private static String hint(Choices choices, String t) {
        Matcher action = ACTION.matcher(t);
        Matcher route = ACTION_ROUTE.matcher(t);
        if (!action.matches() && !route.matches()) {
            return "";
        }
        String word = (action.matches() ? action.group(1) : route.group(1)).toLowerCase() + " ";
        List<String> same = new ArrayList<>();
        for (String c : choices.texts()) {
            if (c.toLowerCase().startsWith(word)) {
                same.add(c);
            }
        }
        if (same.isEmpty()) {
            return "";
        }
        String shown = String.join(", ", same.subList(0, Math.min(HINTS, same.size())));
        return " (choices: " + shown + (same.size() > HINTS ? ", ..." : "") + ")";
    }
}
