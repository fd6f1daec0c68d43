package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * What the powers look up about a position, by the frame's rules: every hop, every whole move, whether a
 * capture is available or would remain, the free squares of a home row, whether a square is exposed to a
 * jump, and the side to move's main window once what its turn's start brings is dealt with.
 */
public final class Lookups {
    private final CharacterRules rules;

    Lookups(CharacterRules rules) {
        this.rules = rules;
    }

    /** Every hop the side to move's pieces can make now. */
    public List<Decision> hops(GameState s) {
        List<Decision> out = new ArrayList<>();
        for (long m = s.pieces(s.player()); m != 0; m &= m - 1) {
            out.addAll(rules.jumpsFrom(s, Long.numberOfTrailingZeros(m)));
        }
        return out;
    }

    /** Is a capture available to the side to move? */
    public boolean captureAvailable(GameState s) {
        for (Decision d : rules.legalDecisions(s)) {
            if (d instanceof Decision.Jump) {
                return true;
            }
        }
        return false;
    }

    /** Does a jump of the piece on {@code from} go over ({@code over}) or land on {@code square}? */
    public boolean jumpsTouch(GameState s, int from, int square, boolean over) {
        for (Decision d : rules.jumpsFrom(s, from)) {
            Decision.Jump j = (Decision.Jump) d;
            if ((over ? j.over() : j.to()) == square) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every whole move {@code p} could make now, as the squares it passes: a step's two squares, or a
     * capture's start and each landing square.
     */
    public List<int[]> routes(GameState s, Player p) {
        GameState mine = s.player() == p ? s : s.toBuilder().player(p).window(Window.MAIN).pending(List.of()).build();
        List<int[]> out = new ArrayList<>();
        for (Decision d : rules.plainMovesOf(mine)) {
            if (d instanceof Decision.Step st) {
                out.add(new int[] {st.from(), st.to()});
            } else if (d instanceof Decision.Jump j) {
                extend(mine, j, new int[] {j.from(), j.to()}, out);
            }
        }
        return out;
    }

    private void extend(GameState s, Decision.Jump j, int[] route, List<int[]> out) {
        boolean man = !s.has(Layer.KING, j.from());
        GameState after = s.toBuilder().move(j.from(), j.to()).jumped(s.jumped() | 1L << j.over()).hops(s.hops() + 1)
                .build();
        List<Decision> more = new ArrayList<>();
        if (!(man && rules.crownsOn(s.owner(j.from()), j.to())) && mayContinue(after, s.owner(j.from()))) {
            more = rules.jumpsFrom(after, j.to());
        }
        if (more.isEmpty()) {
            out.add(route);
            return;
        }
        for (Decision d : more) {
            Decision.Jump next = (Decision.Jump) d;
            int[] longer = java.util.Arrays.copyOf(route, route.length + 1);
            longer[route.length] = next.to();
            extend(after, next, longer, out);
        }
    }

    /** The empty dark squares of {@code p}'s home row (pieces jumped this move still stand on theirs). */
    long homeRowVacancies(GameState s, Player p) {
        long out = 0;
        for (long m = dev.kingme.rules.Topology.DARK_SQUARES.squares() & ~s.occupied(); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (dev.kingme.rules.Topology.row(sq) == p.backRow()) {
                out |= 1L << sq;
            }
        }
        return out;
    }

    /**
     * Has the move under way jumped {@code p}'s last checker? Jumped pieces leave the board only as the turn
     * passes, so until then the game is won without the ending showing on the board.
     */
    public static boolean lastCheckerTaken(GameState s, Player p) {
        return (Reach.checkers(s, p) & ~s.jumped()) == 0;
    }

    /**
     * Would the side to move still have a capture with the pieces on {@code gone} off the board and
     * checkers of its own put on {@code added}? A power used before the move may not be what takes away
     * the capture the side must make ("if you have a capture available to you, you must take that
     * capture": F12, S17).
     */
    public boolean captureRemains(GameState s, long gone, long added) {
        List<Decision> moves = rules.plainMovesOf(boardAfter(s, gone, added));
        return !moves.isEmpty() && moves.get(0) instanceof Decision.Jump;
    }

    /** Would the side to move have a move with the pieces on {@code gone} off the board and checkers of its own on {@code added}? */
    public boolean moveRemains(GameState s, long gone, long added) {
        return !rules.plainMovesOf(boardAfter(s, gone, added)).isEmpty();
    }

    private static GameState boardAfter(GameState s, long gone, long added) {
        GameStateBuilder b = s.toBuilder();
        for (long m = gone; m != 0; m &= m - 1) {
            b.clear(Long.numberOfTrailingZeros(m));
        }
        for (long m = added; m != 0; m &= m - 1) {
            b.set(Layer.of(s.player()), Long.numberOfTrailingZeros(m), true);
        }
        return b.build();
    }

    /**
     * The state of {@code s} as the side to move's main window would be with nothing pending: what it could
     * do once what the start of its turn brings is dealt with.
     */
    public static GameState mainWindow(GameState s) {
        return s.pending().isEmpty() ? s : s.toBuilder().pending(List.of()).window(Window.MAIN).build();
    }

    /** Has the side to move anything to decide in its main window? Without, it has lost, and nothing is offered first. */
    public boolean moverCanAct(GameState s) {
        return !rules.legalDecisions(mainWindow(s)).isEmpty();
    }

    /**
     * Could one of {@code p}'s opponent's pieces jump a piece of {@code p}'s standing on {@code square},
     * with the square {@code vacated} empty (a plain jump over a plain piece: powers aside)?
     */
    public boolean exposedOn(GameState s, Player p, int square, int vacated) {
        dev.kingme.rules.Topology t = rules.topology();
        long empty = ~s.occupied() | (1L << vacated);
        for (Direction d : Direction.DIAGONALS) {
            int from = t.neighbour(square, d);
            int to = t.neighbour(square, d.reverse());
            if (from < 0 || to < 0 || from == vacated || s.owner(from) != p.opponent() || (empty & (1L << to)) == 0) {
                continue;
            }
            for (Direction m : rules.directionsOf(s, from)) {
                if (m == d.reverse()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The squares the power {@code d} uses reaches ({@link Power#area}); none for a move, an answer or a decline. */
    List<Integer> area(GameState s, Decision d) {
        if (d instanceof Decision.Act a) {
            Power p = Roster.powerOfAct(a.name());
            return p == null || p.isAnswer(a) ? List.of() : p.area(s, a);
        }
        return List.of();
    }

    /** May {@code p}'s capture go on after a hop? (Not for a head in a jar.) */
    public boolean mayContinue(GameState s, Player p) {
        return whyNoMoreJumps(s, p) == null;
    }

    /** Why {@code p}'s capture may not go on after a hop, or null when it may. */
    String whyNoMoreJumps(GameState s, Player p) {
        for (Power power : rules.hero(p).powers()) {
            if (!power.mayContinue(rules, s, p)) {
                return power.whyNoMoreJumps();
            }
        }
        return null;
    }
}
