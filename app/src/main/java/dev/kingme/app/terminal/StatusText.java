package dev.kingme.app.terminal;

import dev.kingme.app.session.Choices;
import dev.kingme.rules.GameState;
import dev.kingme.rules.MoveNumbers;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import dev.kingme.rules.checkers.Captured;
import dev.kingme.rules.checkers.CheckersOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * What the session prints under the board: whose turn and in which window, what the rules say about the
 * state beyond the board ({@link Rules#describe}), the turn data the state holds (pieces jumped in a
 * capture under way, pieces that declined a capture, a huff this turn, marks for this turn only), why the
 * turn stopped for a decision in the reaction window or for one queued within the move (the pieces of a
 * Warp Checkers split) and who takes it, whether a capture is forced, and the numbered choices; or the
 * verdict when the game is over.
 */
public final class StatusText {
    private static final int WIDTH = 79;

    private StatusText() {
    }

    /**
     * The prompt: the side to act and what it does ({@code Black to move> }, {@code White to react> } when
     * a side is asked to react in the other's turn), or {@code game over> }.
     */
    static String prompt(ToAct who, GameState s) {
        return who instanceof ToAct.Choice c ? c.player().title() + " " + doing(c, s) + "> " : "game over> ";
    }

    private static String doing(ToAct.Choice c, GameState s) {
        return switch (c.window()) {
            case SETUP -> "to set up";
            case MAIN -> "to move";
            case MID_CHAIN -> s.pending().isEmpty() ? "to go on capturing" : "to go on with the move";
            case REACTION -> reacting(c, s) ? "to react" : "to decide";
        };
    }

    /** True when {@code c} is a side deciding in the other side's turn (a reaction). */
    private static boolean reacting(ToAct.Choice c, GameState s) {
        return c.window() == Window.REACTION && c.player() != s.player();
    }

    static String gameOver(Verdict v) {
        return "Game over: " + v.pdn() + ", " + v.reason() + ".";
    }

    static List<String> lines(Rules rules, GameState start, GameState s, ToAct who, Choices choices) {
        List<String> out = summary(rules, start, s, who, choices);
        if (who instanceof ToAct.Choice) {
            out.addAll(numbered(choices));
        }
        return out;
    }

    /** The state in words as {@link #lines} gives it, without the numbered list of choices. */
    public static List<String> summary(Rules rules, GameState start, GameState s, ToAct who, Choices choices) {
        List<String> out = new ArrayList<>();
        if (who instanceof ToAct.Terminal t) {
            out.add(gameOver(t.verdict()));
            out.addAll(described(rules, s));
            out.addAll(pools(s));
            return out;
        }
        if (who instanceof ToAct.Chance chance) {
            out.add("Chance to act: " + chance.what() + ".");
        }
        if (!(who instanceof ToAct.Choice c)) {
            return out;
        }
        out.add("Move " + MoveNumbers.of(start, s) + ": " + c.player().title() + " " + doing(c, s) + " ("
                + c.window().name().toLowerCase().replace('_', '-') + " window"
                + (reacting(c, s) ? ", in " + s.player().title() + "'s turn" : "") + ").");
        out.addAll(described(rules, s));
        Topology topo = rules.topology();
        if (s.jumped() != 0) {
            out.add("Jumped so far, leaving the board when the capture ends: " + squares(topo, s.jumped()) + ".");
        }
        out.addAll(rules.turnNotes(s));
        if (c.window() == Window.REACTION || !s.pending().isEmpty()) {
            out.addAll(wrap(interruption(topo, s, c, choices)));
            String question = rules.question(s);
            if (!question.isEmpty()) {
                out.addAll(wrap(c.player().title() + " is asked " + question + "."));
            }
        }
        Player last = c.player().opponent();
        long declined = s.declined() & s.pieces(last);
        if (declined != 0) {
            out.add(last.title() + " declined a capture with: " + squares(topo, declined) + ".");
        }
        if (s.huffed()) {
            out.add(c.player().title() + " has huffed this turn.");
        }
        out.addAll(pools(s));
        String drawCounts = drawCounts(rules, s);
        if (!drawCounts.isEmpty()) {
            out.add(drawCounts);
        }
        if (choices.allCaptures() && rules.capturesMandatory()) {
            out.add("A capture is mandatory.");
        }
        return out;
    }

    /**
     * What the rules say about the state beyond the board ({@link Rules#describe}), a line each: for the
     * character games each side's character, purse and what its powers hold (levels and LD only where they
     * count, dimes, a terraport's countdown, a protection).
     */
    static List<String> described(Rules rules, GameState s) {
        String described = rules.describe(s);
        return described.isEmpty() ? List.of() : described.lines().toList();
    }

    /**
     * Why the turn stopped for a decision in the reaction window or one queued within the move, from what
     * the state holds: who is asked (the other side in the mover's turn, or the mover within its own move),
     * about which pieces (and how many are left of what it is dealing out, as the state counts them), and
     * what it may answer: {@code White may react in Black's turn (piece on 8): cure-critical-wounds 8 or
     * pass.}, {@code Black decides within its move (pieces on 42, 49, 64): 42x60 or stop.}
     */
    static String interruption(Topology topo, GameState s, ToAct.Choice c, Choices choices) {
        String who = c.player().title();
        StringBuilder sb = new StringBuilder(reacting(c, s)
                ? who + " may react in " + s.player().title() + "'s turn"
                : who + " decides within its move");
        Pending head = s.pending().isEmpty() ? null : s.pending().get(0);
        if (head != null && !head.squares().isEmpty()) {
            long mask = 0;
            for (int sq : head.squares()) {
                mask |= 1L << sq;
            }
            sb.append(" (").append(head.squares().size() == 1 ? "piece on " : "pieces on ").append(squares(topo, mask))
                    .append(head.amount() > 0 ? "; " + head.amount() + " left" : "").append(')');
        }
        List<String> offers = choices.texts();
        if (!offers.isEmpty()) {
            sb.append(": ");
            for (int i = 0; i < offers.size(); i++) {
                sb.append(i == 0 ? "" : i == offers.size() - 1 ? " or " : ", ").append(offers.get(i));
            }
        }
        return sb.append('.').toString();
    }

    /** {@code text} on lines of at most {@link #WIDTH} characters, broken between words. */
    static List<String> wrap(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > WIDTH) {
                out.add(line.toString());
                line.setLength(0);
                line.append("  ");
            }
            line.append(line.length() == 0 || line.toString().isBlank() ? "" : " ").append(word);
        }
        out.add(line.toString());
        return out;
    }

    /**
     * The choices numbered on as few lines as fit the terminal: {@code Choices: 1. 9-13  2. 9-14 ...}. A run
     * of more than {@value #GROUP} choices of one power (a terraport: any checker to any square) is one item
     * with its first and last: {@code 8-379. terraport 1 2 ... terraport 12 32 (372 choices; 'moves' lists
     * them)}; the numbers stay those of the choices.
     */
    private static List<String> numbered(Choices choices) {
        String head = "Choices: ";
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder(head);
        List<String> texts = choices.texts();
        for (int i = 0; i < texts.size(); i++) {
            int last = runEnd(texts, i);
            String item;
            if (last - i + 1 > GROUP) {
                item = (i + 1) + "-" + (last + 1) + ". " + texts.get(i) + " ... " + texts.get(last) + " ("
                        + (last - i + 1) + " choices; 'moves' lists them)";
                i = last;
            } else {
                item = (i + 1) + ". " + texts.get(i);
            }
            boolean first = line.length() == head.length();
            if (!first && line.length() + 2 + item.length() > WIDTH) {
                out.add(line.toString());
                line = new StringBuilder(" ".repeat(head.length()));
                first = true;
            }
            line.append(first ? "" : "  ").append(item);
        }
        out.add(line.toString());
        return out;
    }

    /** The most choices of one power listed one by one under the board; a longer run is one item. */
    static final int GROUP = 24;

    /**
     * The index of the last choice from {@code i} on that is the same power as choice {@code i} (the same
     * first word, when that word is not a move), or {@code i} itself.
     */
    private static int runEnd(List<String> texts, int i) {
        String name = power(texts.get(i));
        int j = i;
        while (name != null && j + 1 < texts.size() && name.equals(power(texts.get(j + 1)))) {
            j++;
        }
        return j;
    }

    /** The power a choice's text names ({@code terraport} in {@code terraport 9 22}), or null for a move. */
    private static String power(String text) {
        int space = text.indexOf(' ');
        String first = space < 0 ? text : text.substring(0, space);
        return first.isEmpty() || Character.isDigit(first.charAt(0)) ? null : first;
    }

    /** Each side's pool of captured checkers, once anything has been captured. */
    static List<String> pools(GameState s) {
        int blackPool = s.record(Player.BLACK).get(Captured.POOL);
        int whitePool = s.record(Player.WHITE).get(Captured.POOL);
        return blackPool + whitePool == 0 ? List.of()
                : List.of("Captured checkers: Black " + blackPool + ", White " + whitePool + ".");
    }

    /**
     * What the draw rules of checkers count, once there is something to count, in a game that has them
     * (the {@code no-progress} and {@code repetitions} options): moves since the last irreversible one, and
     * how often this position has occurred. A game that counts otherwise (Warp Checkers' turns without a
     * capture) says so in {@link Rules#describe}.
     */
    static String drawCounts(Rules rules, GameState s) {
        int seen = s.occurrences();
        java.util.Map<String, String> options = rules.options().asMap();
        List<String> parts = new ArrayList<>();
        if (s.quietPlies() > 0 && options.containsKey(CheckersOptions.NO_PROGRESS)) {
            parts.add(count(s.quietPlies(), "move") + " in a row without a capture or a man's move");
        }
        if (seen > 1 && options.containsKey(CheckersOptions.REPETITIONS)) {
            parts.add("this position has occurred " + count(seen, "time"));
        }
        return parts.isEmpty() ? "" : String.join("; ", parts) + ".";
    }

    /** {@code 1 move}, {@code 2 moves}: a number of things, singular for one. */
    public static String count(long n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }

    static String squares(Topology topo, long mask) {
        StringBuilder sb = new StringBuilder();
        for (long m = mask; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            sb.append(sb.length() == 0 ? "" : ", ").append(topo.contains(sq) ? topo.number(sq) : "#" + sq);
        }
        return sb.toString();
    }
}
