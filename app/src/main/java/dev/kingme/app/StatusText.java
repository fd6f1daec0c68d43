package dev.kingme.app;

import dev.kingme.rules.GameState;
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
 * capture under way, pieces that declined a capture, a huff this turn), whether a capture is forced, and
 * the numbered choices; or the verdict when the game is over.
 */
final class StatusText {
    private static final int WIDTH = 79;

    private StatusText() {
    }

    /** The prompt: the side to act and what it does ({@code Black to move> }), or {@code game over> }. */
    static String prompt(ToAct who) {
        return who instanceof ToAct.Choice c ? c.player().title() + " " + doing(c.window()) + "> " : "game over> ";
    }

    private static String doing(Window w) {
        return switch (w) {
            case SETUP -> "to set up";
            case MAIN -> "to move";
            case MID_CHAIN -> "to go on capturing";
            case REACTION -> "to decide";
        };
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
        if (!(who instanceof ToAct.Choice c)) {
            return out;
        }
        out.add("Turn " + (s.turn() + 1) + ": " + c.player().title() + " " + doing(c.window()) + " ("
                + c.window().name().toLowerCase().replace('_', '-') + " window).");
        String described = rules.describe(s);
        if (!described.isEmpty()) {
            out.add(described);
        }
        Topology topo = rules.topology();
        if (s.jumped() != 0) {
            out.add("Jumped so far, leaving the board when the capture ends: " + squares(topo, s.jumped()) + ".");
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
