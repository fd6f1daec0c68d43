package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpNotation.name;
import static dev.kingme.rules.warp.WarpRefusals.holds;
import static dev.kingme.rules.warp.WarpRefusals.or;
import static dev.kingme.rules.warp.WarpRules.BOARD;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * Why Warp Checkers refuses one of its kings' and queens' actions (swap, merge, split, skip, cycle): a
 * square or a word missing or too many, a piece that cannot do it, a square it cannot reach; each answer
 * says what is allowed instead, with the decisions of that kind the side has now where there are any.
 */
final class ActionRefusals {
    private ActionRefusals() {
    }

    static String why(WarpRules rules, GameState s, Decision.Act a, List<Decision> legal) {
        switch (a.name()) {
            case Queens.SKIP:
                return skip(s, a);
            case Queens.CYCLE:
                return cycle(rules, s, a, legal);
            case Swaps.SWAP:
                return swap(rules, s, a, legal);
            case Queens.MERGE:
                return merge(rules, s, a, legal);
            case Splits.SPLIT:
                return split(s, a);
            default:
                return "there is no decision called '" + a.name() + "' in Warp Checkers: besides moves (18-27, 18x36)"
                        + " and stop, there are swap, merge, split, skip and cycle";
        }
    }

    static boolean hasQueen(GameState s, Player p) {
        return (s.pieces(p) & s.layer(WarpLayers.QUEEN)) != 0;
    }

    /** W9: a side with a queen may skip; {@code skip} names nothing. */
    private static String skip(GameState s, Decision.Act a) {
        Player me = s.player();
        if (!hasQueen(s, me)) {
            String theirs = "";
            if (a.squares().size() == 1 && s.owner(a.squares().get(0)) == me.opponent()
                    && Kind.of(s, a.squares().get(0)) == Kind.QUEEN) {
                theirs = " (the queen on " + name(a.squares().get(0)) + " is " + me.opponent().title() + "'s)";
            }
            return "only a side with a queen of its own may skip a turn, and " + me.title() + " has none" + theirs;
        }
        return "skip takes no square and no word after it: type skip, and " + me.title() + "'s turn goes by";
    }

    /** W10: {@code cycle SQUARE cw|ccw|180}, the block holding a queen of the side's and another piece. */
    private static String cycle(WarpRules rules, GameState s, Decision.Act a, List<Decision> legal) {
        String example = example(rules, s, legal, Queens.CYCLE, "cycle 1 cw");
        if (a.squares().size() != 1) {
            return "cycle takes one square, the top-left of the 2x2 block, and a turn (cw, ccw or 180): " + example;
        }
        String sq = name(a.squares().get(0));
        if (a.choice().isEmpty()) {
            return "cycle " + sq + " needs a turn after the square: cycle " + sq + " cw (clockwise), cycle " + sq
                    + " ccw (counterclockwise) or cycle " + sq + " 180 (half round)";
        }
        if (!Queens.TURNS.contains(a.choice())) {
            return "a block turns cw (clockwise), ccw (counterclockwise) or 180 (half round), not '" + a.choice() + "'";
        }
        List<Integer> block = Queens.block(a.squares().get(0));
        List<String> squares = new ArrayList<>();
        boolean queen = false;
        String theirs = "";
        for (int b : block.stream().sorted().toList()) {
            squares.add(name(b));
            boolean isQueen = Kind.of(s, b) == Kind.QUEEN;
            queen |= s.owner(b) == s.player() && isQueen;
            if (s.owner(b) == s.player().opponent() && isQueen) {
                theirs = " (the queen on " + name(b) + " is " + s.player().opponent().title() + "'s)";
            }
        }
        String which = "the block of " + sq + " (" + String.join(", ", squares) + ")";
        if (!hasQueen(s, s.player())) {
            return "only a queen cycles a block, and " + s.player().title() + " has none";
        }
        if (!queen) {
            return which + " holds no queen of " + s.player().title() + "'s" + theirs + ": a block is cycled only with"
                    + " a queen of yours in it (" + example + ")";
        }
        return which + " holds " + s.player().title() + "'s queen and no other piece: a block is cycled only with"
                + " another piece in it, of either side (" + example + ")";
    }

    /** W5: {@code swap KING SQUARE}, with a piece on an orthogonal neighbour, across an edge too, or the opposite corner. */
    private static String swap(WarpRules rules, GameState s, Decision.Act a, List<Decision> legal) {
        String example = example(rules, s, legal, Swaps.SWAP, "swap 10 11");
        if (a.squares().isEmpty() || a.squares().size() > 2 || !a.choice().isEmpty()) {
            return "swap takes two squares, your king's or queen's and the piece's it swaps with, and nothing else: "
                    + example;
        }
        int from = a.squares().get(0);
        String notKing = notKingOrQueen(s, from, "swap");
        if (notKing != null) {
            return notKing;
        }
        List<String> with = new ArrayList<>();
        for (int t : Swaps.targets(from).stream().sorted().distinct().toList()) {
            if (s.owner(t) != null) {
                with.add(name(t));
            }
        }
        String can = "the " + WarpRefusals.kindName(Kind.of(s, from)) + " on " + name(from)
                + (with.isEmpty() ? " has no piece next to it to swap with" : " can swap with " + or(with));
        if (a.squares().size() == 1) {
            return "swap needs the square of the piece to swap with too: " + can;
        }
        int to = a.squares().get(1);
        if (!Swaps.targets(from).contains(to)) {
            return name(to) + " is not directly left, right, ahead of or behind " + name(from) + " (across an edge too),"
                    + " nor its opposite corner: " + can;
        }
        return "there is no piece on " + name(to) + " to swap with: " + can;
    }

    /** W8: {@code merge KING KING}, onto a king of the side's directly diagonal to it, which becomes the queen. */
    private static String merge(WarpRules rules, GameState s, Decision.Act a, List<Decision> legal) {
        String example = example(rules, s, legal, Queens.MERGE, "merge 10 19");
        if (a.squares().size() != 2 || !a.choice().isEmpty()) {
            return "merge takes two squares, a king of yours and a king of yours directly diagonal to it, which"
                    + " becomes the queen, and nothing else: " + example;
        }
        int from = a.squares().get(0);
        int to = a.squares().get(1);
        Player me = s.player();
        if (s.owner(from) == me && Kind.of(s, from) == Kind.QUEEN) {
            return "a queen does not merge: a king moves onto another king of yours, which becomes a queen (" + example + ")";
        }
        if (s.owner(from) != me || Kind.of(s, from) != Kind.KING) {
            return "there is no " + me.title() + " king on " + name(from) + " (" + holds(s, from)
                    + "): a king merges onto a king (" + example + ")";
        }
        List<String> diagonal = new ArrayList<>();
        boolean adjacent = false;
        for (Direction d : Direction.DIAGONALS) {
            int n = BOARD.neighbour(from, d);
            diagonal.add(name(n));
            adjacent |= n == to;
        }
        if (!adjacent) {
            return name(to) + " is not directly diagonal to " + name(from) + " (its diagonal squares are "
                    + String.join(", ", diagonal) + ")";
        }
        return "there is no " + me.title() + " king on " + name(to) + " to merge onto (" + holds(s, to)
                + "): the king on " + name(from) + " merges onto a king of yours directly diagonal to it";
    }

    /** W6, W7: {@code split KING}, {@code split QUEEN kings|fragments}. */
    private static String split(GameState s, Decision.Act a) {
        if (a.squares().size() != 1) {
            return "split takes one square, a king's (split 10) or a queen's with what it splits into (split 10 kings,"
                    + " split 10 fragments)";
        }
        int sq = a.squares().get(0);
        String notKing = notKingOrQueen(s, sq, "split");
        if (notKing != null) {
            return notKing;
        }
        Kind k = Kind.of(s, sq);
        if (k == Kind.KING && !a.choice().isEmpty()) {
            return "a king splits only into two fragments (split " + name(sq) + ")";
        }
        if (k == Kind.QUEEN && !a.choice().equals(Splits.KINGS) && !a.choice().equals(Splits.FRAGMENTS)) {
            return "a queen splits into two kings or four fragments (split " + name(sq) + " kings, split " + name(sq)
                    + " fragments)";
        }
        return "the split is prohibited: the pieces it sends out could not all land on an empty square "
                + "directly diagonal, nor split-jump an enemy there";
    }

    /**
     * Why the piece on {@code sq} cannot {@code verb} (swap, split) as only kings and queens do, or null when
     * it is a king or a queen of the side to move.
     */
    private static String notKingOrQueen(GameState s, int sq, String verb) {
        Player me = s.player();
        if (s.owner(sq) == me) {
            Kind k = Kind.of(s, sq);
            return k.points >= Kind.KING.points ? null
                    : "the " + WarpRefusals.kindName(k) + " on " + name(sq) + " cannot " + verb + ": only a king or a"
                            + " queen " + verb + "s";
        }
        return "there is no " + me.title() + " king or queen on " + name(sq) + " (" + holds(s, sq)
                + "): only a king or a queen " + verb + "s";
    }

    /** The side's first decision named {@code name} now, written out, or {@code otherwise} as an example. */
    private static String example(WarpRules rules, GameState s, List<Decision> legal, String name, String otherwise) {
        for (Decision d : legal) {
            if (d instanceof Decision.Act a && a.name().equals(name)) {
                return rules.notation(s, d);
            }
        }
        return "such as " + otherwise;
    }
}
