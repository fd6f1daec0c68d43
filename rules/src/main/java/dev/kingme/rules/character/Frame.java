package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import java.util.List;

/**
 * The words of the character games' frame that every power shares: the frame's own pending items (a
 * saving throw, wounds to deal, the rest of a move, the turn passing, the start of a turn), and the
 * sentences a power's refusal is made of.
 */
public final class Frame {
    /** Chance: a saving throw of the piece's owner against wounds (amount: the wounds). */
    public static final String SAVE = "save";
    /** Wounds to deal to a piece (amount: how many). */
    public static final String WOUND = "wound";
    /** The rest of a hop: the capture goes on, or the move ends (amount 1: the hop crowned). */
    static final String FINISH = "finish";
    /** The end of a move: what it earned, then the turn passing (amount: 1 progress, 2 crowned). */
    public static final String END = "end";
    /** The turn passes (amount: 1 progress, 2 the mover takes another turn). */
    public static final String PASS_TURN = "pass-turn";
    /** The start of a turn: what happens then is queued. */
    static final String START = "start";

    private Frame() {
    }

    /** The end of a move; {@code progress}: it did something irreversible. */
    public static Pending end(Player mover, boolean progress) {
        return end(mover, progress, false);
    }

    /** The end of a move; {@code crowned}: the move crowned a man (Regeneration comes after what it earned). */
    public static Pending end(Player mover, boolean progress, boolean crowned) {
        return end(mover, progress, crowned, -1);
    }

    /**
     * The end of a move whose piece stands on {@code pieceOn}, carried for a power of the mover's that aims at
     * it (the piece crowned, or that moved); -1: none, or nobody aims at it.
     */
    public static Pending end(Player mover, boolean progress, boolean crowned, int pieceOn) {
        int amount = (progress ? 1 : 0) | (crowned ? 2 : 0);
        return pieceOn < 0 ? Pending.of(END, mover, amount) : Pending.of(END, mover, amount, pieceOn);
    }

    /** Adds the decision {@code name} on each square of {@code squares}. */
    public static void add(List<Decision> out, String name, long squares) {
        for (long m = squares; m != 0; m &= m - 1) {
            out.add(Decision.Act.of(name, Long.numberOfTrailingZeros(m)));
        }
    }

    /** Why a power used before or instead of moving is refused in the middle of a capture. */
    static String underWay(String name) {
        return "a capture under way must go on; " + name + " is used before moving";
    }

    /** Why a power that replaces the move is refused while a capture is available. */
    public static String mustCapture(String name) {
        return "a capture is available and must be taken: " + name + " cannot replace it";
    }

    /** Why {@code power} is refused for want of pennies, or null when {@code p} can pay it. */
    static String cannotPay(GameState s, Player p, Power power, String name) {
        int cost = power.cost();
        int has = s.record(p).get(Counters.PENNIES);
        return has >= cost ? null : name + " costs " + cost + (cost == 1 ? " penny" : " pennies") + "; " + p.title() + " has " + has;
    }

    /** Spending what {@code power} costs. */
    static Effect spend(Player p, Power power) {
        return new Effect.Count(p, Counters.PENNIES, -power.cost());
    }

    /** Why {@code a} does not name exactly {@code n} squares of {@code board}, or null when it does. */
    public static String squaresWrong(Decision.Act a, int n, Topology board) {
        if (a.squares().size() != n) {
            return a.name() + (n == 0 ? " takes no square" : n == 1 ? " takes one square of the board"
                    : " takes two squares of the board");
        }
        for (int sq : a.squares()) {
            if (!board.contains(sq)) {
                return a.name() + (n == 1 ? " takes one square of the board" : " takes squares of the board");
            }
        }
        return null;
    }

    /** The squares of {@code mask} by number, in board order: "9, 14". */
    public static String squares(CharacterRules rules, long mask) {
        StringBuilder sb = new StringBuilder();
        for (long m = mask; m != 0; m &= m - 1) {
            sb.append(sb.length() == 0 ? "" : ", ").append(rules.square(Long.numberOfTrailingZeros(m)));
        }
        return sb.toString();
    }

    /** A route of squares written as a move: {@code 9-13}, or {@code 9x18x27} for a capture. */
    public static String route(CharacterRules rules, List<Integer> squares) {
        int from = squares.get(0);
        int to = squares.get(1);
        boolean capture = squares.size() > 2 || Math.abs(Topology.row(from) - Topology.row(to)) == 2;
        StringBuilder sb = new StringBuilder(rules.square(from));
        for (int i = 1; i < squares.size(); i++) {
            sb.append(capture ? 'x' : '-').append(rules.square(squares.get(i)));
        }
        return sb.toString();
    }
}
