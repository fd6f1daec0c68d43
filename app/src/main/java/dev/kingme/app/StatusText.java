package dev.kingme.app;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * What the session prints under the board: whose turn and in which window, what the rules say about the
 * state beyond the board ({@link Rules#describe}), the turn data the state holds (pieces jumped in a
 * capture under way, pieces that declined a capture, a huff this turn, marks for this turn only), why the
 * turn stopped for a decision in the reaction window and who takes it, whether a capture is forced, and
 * the numbered choices; or the verdict when the game is over.
 */
final class StatusText {
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
            case MID_CHAIN -> "to go on capturing";
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

    static List<String> lines(Rules rules, GameState s, ToAct who, Choices choices) {
        List<String> out = new ArrayList<>();
        if (who instanceof ToAct.Terminal t) {
            out.add(gameOver(t.verdict()));
            out.addAll(pools(s));
            return out;
        }
        if (who instanceof ToAct.Chance chance) {
            out.add("Chance to act: " + chance.what() + ".");
        }
        if (!(who instanceof ToAct.Choice c)) {
            return out;
        }
        out.add("Turn " + (s.turn() + 1) + ": " + c.player().title() + " " + doing(c, s) + " ("
                + c.window().name().toLowerCase().replace('_', '-') + " window"
                + (reacting(c, s) ? ", in " + s.player().title() + "'s turn" : "") + ").");
        String described = rules.describe(s);
        if (!described.isEmpty()) {
            out.addAll(described.lines().toList());
        }
        Topology topo = rules.topology();
        if (s.jumped() != 0) {
            out.add("Jumped so far, leaving the board when the capture ends: " + squares(topo, s.jumped()) + ".");
        }
        out.addAll(turnMarks(topo, s));
        if (c.window() == Window.REACTION) {
            out.addAll(wrap(interruption(topo, s, c, choices)));
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
        String drawCounts = drawCounts(s);
        if (!drawCounts.isEmpty()) {
            out.add(drawCounts);
        }
        if (choices.allCaptures()) {
            out.add("A capture is mandatory.");
        }
        out.addAll(numbered(choices));
        return out;
    }

    /** The marks that last for this turn only, which the board does not draw. */
    private static List<String> turnMarks(Topology topo, GameState s) {
        List<String> out = new ArrayList<>();
        if (s.layer(Layer.TRIED) != 0) {
            out.add("Saving throws already tried this turn against: " + squares(topo, s.layer(Layer.TRIED)) + ".");
        }
        if (s.layer(Layer.SHIELDED) != 0) {
            out.add("May not be jumped again this turn: " + squares(topo, s.layer(Layer.SHIELDED)) + ".");
        }
        return out;
    }

    /**
     * Why the turn stopped for a decision in the reaction window, from what the state holds: who is asked
     * (the other side in the mover's turn, or the mover within its own move), about which pieces (and how
     * many are left of what it is dealing out, as the state counts them), and what it may answer:
     * {@code White may react in Black's turn (piece on 8): cure-critical-wounds 8 or pass.}
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

    /** The choices numbered on as few lines as fit the terminal: {@code Choices: 1. 9-13  2. 9-14 ...}. */
    private static List<String> numbered(Choices choices) {
        String head = "Choices: ";
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder(head);
        for (int i = 0; i < choices.texts().size(); i++) {
            String item = (i + 1) + ". " + choices.texts().get(i);
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

    /** Each side's pool of captured checkers, once anything has been captured. */
    static List<String> pools(GameState s) {
        int blackPool = s.record(Player.BLACK).pool();
        int whitePool = s.record(Player.WHITE).pool();
        return blackPool + whitePool == 0 ? List.of()
                : List.of("Captured checkers: Black " + blackPool + ", White " + whitePool + ".");
    }

    /**
     * What the draw rules count, once there is something to count: moves since the last irreversible one,
     * and how often this position has occurred.
     */
    static String drawCounts(GameState s) {
        int seen = s.occurrences();
        List<String> parts = new ArrayList<>();
        if (s.quietPlies() > 0) {
            parts.add(count(s.quietPlies(), "move") + " in a row without a capture or a man's move");
        }
        if (seen > 1) {
            parts.add("this position has occurred " + count(seen, "time"));
        }
        return parts.isEmpty() ? "" : String.join("; ", parts) + ".";
    }

    /** {@code 1 move}, {@code 2 moves}: a number of things, singular for one. */
    static String count(long n, String thing) {
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
