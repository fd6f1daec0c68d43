package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpNotation.name;
import static dev.kingme.rules.warp.WarpRules.BOARD;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * Why Warp Checkers refuses a decision: what was wrong with it, where, and what is allowed there instead,
 * so that a person who typed it can put it right. The moves, a capture or a split under way, and the
 * words that are not decisions here; the kings' and queens' actions are {@link ActionRefusals}.
 */
final class WarpRefusals {
    private WarpRefusals() {
    }

    /** Why {@code d} is not among the {@code legal} decisions of {@code s}. */
    static String why(WarpRules rules, GameState s, Decision d, List<Decision> legal) {
        if (rules.toAct(s) instanceof ToAct.Terminal t) {
            return "the game is over: " + t.verdict().reason();
        }
        if (!s.pending().isEmpty()) {
            return splitUnderWay(rules, s, d, legal);
        }
        if (s.window() == Window.MID_CHAIN) {
            return "the capture under way goes on with the piece on " + name(s.chain()) + " (" + listed(rules, s, legal)
                    + ")";
        }
        if (d instanceof Decision.Step st) {
            return step(rules, s, st);
        }
        if (d instanceof Decision.Jump j) {
            return jump(rules, s, j);
        }
        if (d instanceof Decision.Place || d instanceof Decision.Act a && isPlacing(a.name())) {
            return "a fragment or a king is placed only while a split is under way: split a king or a queen first";
        }
        if (d instanceof Decision.Pass) {
            return "stop (or pass) ends a capture under way, and none is under way: "
                    + (ActionRefusals.hasQueen(s, s.player()) ? "to let the turn go by, skip"
                            : "a side passes its turn only by skipping, which takes a queen of its own");
        }
        return ActionRefusals.why(rules, s, (Decision.Act) d, legal);
    }

    private static boolean isPlacing(String name) {
        return name.equals(SplitPieces.FRAGMENT) || name.equals(SplitPieces.KING);
    }

    /** A split sends its pieces out one decision at a time: only those decisions are allowed until it ends. */
    private static String splitUnderWay(WarpRules rules, GameState s, Decision d, List<Decision> legal) {
        Pending head = s.pending().get(0);
        boolean placing = head.kind().startsWith(SplitPieces.PLACE);
        if (d instanceof Decision.Jump j && (placing && j.from() == head.square()
                || Jumps.of(s, j.from(), Kind.of(s, j.from())).contains(j))) {
            // A piece of the split jumping out is one of the pieces still to go; a piece already out is not.
            int left = head.amount() - (placing && j.from() == head.square() ? 1 : 0);
            return rules.notation(s, d) + " would leave too few diagonal squares of " + name(placing ? head.square()
                    : head.squares().get(1)) + " free for the " + (left == 1 ? "piece" : left + " pieces")
                    + " of the split still to go out (" + listed(rules, s, legal) + ")";
        }
        if (!placing) {
            return "the split-jumping piece on " + name(head.square()) + " may jump on, or stop (" + listed(rules, s, legal)
                    + ")";
        }
        String what = head.kind().substring(SplitPieces.PLACE.length() + 1);
        String typed = d instanceof Decision.Place p ? p.what() : d instanceof Decision.Act a ? a.name() : what;
        String wrongKind = isPlacing(typed) && !typed.equals(what) ? "the piece to place is a " + what + ", not a "
                + typed + "; " : "";
        return wrongKind + "the split goes on: place the next " + what + " on an empty square directly diagonal to "
                + name(head.square()) + ", or split-jump an enemy there (" + listed(rules, s, legal) + ")";
    }

    private static String step(WarpRules rules, GameState s, Decision.Step st) {
        String notOwn = notOwnPiece(s, st.from());
        if (notOwn != null) {
            return notOwn;
        }
        Kind k = Kind.of(s, st.from());
        String piece = "the " + kindName(k) + " on " + name(st.from());
        Direction d = direction(st.from(), st.to(), 1);
        String why;
        if (d == null) {
            why = "a step goes one square diagonally, and " + name(st.to()) + " is not diagonal to " + name(st.from());
        } else if (!List.of(k.directions(s.player())).contains(d)) {
            why = "a " + kindName(k) + " moves only forward (" + forward(s.player()) + ")";
        } else {
            why = name(st.to()) + " is taken by " + describe(s, st.to());
        }
        List<String> steps = new ArrayList<>();
        for (int to = 0; to < 64; to++) {
            Direction towards = direction(st.from(), to, 1);
            if (s.owner(to) == null && towards != null && List.of(k.directions(s.player())).contains(towards)) {
                steps.add(name(to));
            }
        }
        return rules.notation(s, st) + " is not a move: " + why + "; " + piece
                + (steps.isEmpty() ? " has no step now" : " steps to " + or(steps));
    }

    private static String jump(WarpRules rules, GameState s, Decision.Jump j) {
        String notOwn = notOwnPiece(s, j.from());
        if (notOwn != null) {
            return notOwn;
        }
        Kind k = Kind.of(s, j.from());
        String piece = "the " + kindName(k) + " on " + name(j.from());
        Direction d = direction(j.from(), j.to(), 2);
        String why;
        if (d == null || BOARD.neighbour(j.from(), d) != j.over()) {
            why = "a jump goes diagonally over the square next to the piece onto the one beyond";
        } else if (!List.of(k.directions(s.player())).contains(d)) {
            why = "a " + kindName(k) + " jumps only forward (" + forward(s.player()) + ")";
        } else if (s.owner(j.over()) == null) {
            why = "there is no piece on " + name(j.over()) + " to jump";
        } else if (s.owner(j.over()) == s.player()) {
            why = "the " + kindName(Kind.of(s, j.over())) + " on " + name(j.over()) + " is " + s.player().title()
                    + "'s own, and a jump goes over an enemy";
        } else if ((s.jumped() & (1L << j.over())) != 0) {
            why = "the piece on " + name(j.over()) + " has been jumped already";
        } else {
            why = name(j.to()) + ", where it would land, is taken by " + describe(s, j.to());
        }
        List<String> jumps = new ArrayList<>();
        for (Decision.Jump can : Jumps.of(s, j.from(), k)) {
            jumps.add(rules.notation(s, can));
        }
        return rules.notation(s, j) + " is not a move: " + why + "; " + piece
                + (jumps.isEmpty() ? " has no jump now" : " can jump " + or(jumps));
    }

    /** "there is no Black piece on 30 (...)" when the side to move has no piece on {@code sq}; else null. */
    static String notOwnPiece(GameState s, int sq) {
        Player me = s.player();
        if (BOARD.contains(sq) && s.owner(sq) == me) {
            return null;
        }
        return "there is no " + me.title() + " piece on " + name(sq)
                + (BOARD.contains(sq) ? " (" + holds(s, sq) + ")" : "");
    }

    /** The diagonal direction in which {@code to} lies {@code steps} squares from {@code from}, or null. */
    private static Direction direction(int from, int to, int steps) {
        for (Direction d : Direction.DIAGONALS) {
            int at = from;
            for (int i = 0; i < steps; i++) {
                at = BOARD.neighbour(at, d);
            }
            if (at == to) {
                return d;
            }
        }
        return null;
    }

    private static String forward(Player p) {
        return p == Player.BLACK ? "for Black, down the board to higher numbers" : "for White, up the board to lower numbers";
    }

    /** The legal decisions, written out: {@code 42x60 or stop}. */
    static String listed(WarpRules rules, GameState s, List<Decision> legal) {
        List<String> texts = new ArrayList<>();
        for (Decision d : legal) {
            texts.add(rules.notation(s, d));
        }
        return or(texts);
    }

    /** {@code a}, {@code a or b}, {@code a, b or c}. */
    static String or(List<String> items) {
        if (items.size() <= 1) {
            return items.isEmpty() ? "" : items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.get(items.size() - 1);
    }

    /** What is on {@code sq}, in parentheses after its number: {@code it holds White's king}, {@code it is empty}. */
    static String holds(GameState s, int sq) {
        return s.owner(sq) == null ? "it is empty" : "it holds " + describe(s, sq);
    }

    /** What stands on {@code sq}: {@code White's king}, or {@code nothing}. */
    static String describe(GameState s, int sq) {
        Player owner = s.owner(sq);
        return owner == null ? "nothing" : owner.title() + "'s " + kindName(Kind.of(s, sq));
    }

    static String kindName(Kind k) {
        return k.name().toLowerCase();
    }
}
