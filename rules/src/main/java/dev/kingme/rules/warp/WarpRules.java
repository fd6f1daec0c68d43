package dev.kingme.rules.warp;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Options;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Resolver;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * Warp Checkers in the general model. The board is {@link Topology#WRAPPING}: all 64 squares, each edge
 * joined to the opposite one, so the text's horizontal, vertical and diagonal warps are diagonal steps
 * that leave the board on one side and come back on the other, and its warp-jumps are jumps whose jumped
 * piece or landing square lies across an edge. Regular checkers and fragments step and jump forward; kings
 * and queens in all four diagonal directions. Captures and the continuing of a capture are optional: after
 * a hop the same side may hop again or {@code stop}.
 *
 * <p>Kings swap places with an orthogonal neighbour (across an edge too: the warp-swap; from a corner,
 * also with the opposite corner), merge onto a diagonally adjacent king into a queen, and split into two
 * fragments; queens split into two kings or four fragments, skip a turn, and cycle a 2x2 block. The pieces
 * a split sends out are placed one decision at a time through the state's pending queue. Rulings are in
 * {@code docs/rules/warp.md}.
 */
final class WarpRules implements Rules {
    static final Topology BOARD = Topology.WRAPPING;
    static final String SWAP = "swap";
    static final String MERGE = "merge";
    static final String SKIP = "skip";
    static final String SPLIT = "split";
    static final String CYCLE = "cycle";
    static final String KINGS = "kings";
    static final String FRAGMENTS = "fragments";
    static final String FRAGMENT = "fragment";
    static final String KING = "king";
    /** Pending: a piece of a split to place ({@code squares}: the split square, then the squares used). */
    static final String PLACE = "place";
    /** Pending: a split-jumping piece that may jump on ({@code squares}: where it stands, the split square, used). */
    static final String CHAIN = "split-chain";
    static final List<String> TURNS = List.of("cw", "ccw", "180");

    /** The kinds of piece, with their points. */
    enum Kind {
        CHECKER(1), FRAGMENT(1), KING(2), QUEEN(4);

        final int points;

        Kind(int points) {
            this.points = points;
        }
    }

    private final Options options;
    private final int quietTurns;

    WarpRules(Options options) {
        this.options = options;
        this.quietTurns = options.number(Warp.QUIET_TURNS);
    }

    @Override
    public GameKind kind() {
        return Warp.GAME;
    }

    @Override
    public Options options() {
        return options;
    }

    /** The checkers' layers and Warp's kinds of piece. */
    @Override
    public List<dev.kingme.rules.Layer> layers() {
        return WarpLayers.ALL;
    }

    /** Each side's pool of captured checkers. */
    @Override
    public List<dev.kingme.rules.Counter> counters() {
        return List.of(dev.kingme.rules.checkers.Captured.POOL);
    }

    @Override
    public Topology topology() {
        return BOARD;
    }

    /** 24 checkers a side on all the squares of its three nearest rows; Black (rows 0-2) moves first. */
    @Override
    public GameState initial() {
        long black = 0;
        long white = 0;
        for (int s = 0; s < 64; s++) {
            if (s / 8 < 3) {
                black |= 1L << s;
            } else if (s / 8 > 4) {
                white |= 1L << s;
            }
        }
        return GameState.builder().layer(Layer.BLACK, black).layer(Layer.WHITE, white).player(Player.BLACK)
                .window(Window.MAIN).build();
    }

    /** A position in Warp's FEN ({@link WarpFen}, docs/rules/warp.md), its side to move to move. */
    @Override
    public GameState initial(String setup) {
        return WarpFen.read(setup);
    }

    @Override
    public String setupText(GameState s) {
        return WarpFen.write(s);
    }

    // ---- pieces -------------------------------------------------------------------------------------

    static Kind kindOf(GameState s, int sq) {
        if (s.has(WarpLayers.QUEEN, sq)) {
            return Kind.QUEEN;
        }
        if (s.has(Layer.KING, sq)) {
            return Kind.KING;
        }
        return s.has(WarpLayers.FRAGMENT, sq) ? Kind.FRAGMENT : Kind.CHECKER;
    }

    /** The sum of the points of {@code p}'s pieces on the board. */
    static int points(GameState s, Player p) {
        int sum = 0;
        for (long m = s.pieces(p); m != 0; m &= m - 1) {
            sum += kindOf(s, Long.numberOfTrailingZeros(m)).points;
        }
        return sum;
    }

    /**
     * Points decide a game that runs out of quiet turns, and pieces decide the rest: the points lead (a
     * checker or a fragment 1, a king 2, a queen 4) as a share of the points on the board, plus a little
     * for each piece, since a side with no piece left loses whatever its points were.
     */
    @Override
    public double heuristic(GameState s, Player p) {
        int mine = points(s, p);
        int theirs = points(s, p.opponent());
        double lead = mine + theirs == 0 ? 0 : (mine - theirs) * 24.0 / (mine + theirs + 24);
        double pieces = 0.25 * (Long.bitCount(s.pieces(p)) - Long.bitCount(s.pieces(p.opponent())));
        return Rules.squash(lead + pieces, 3);
    }

    private static final Direction[] BLACK_FORWARD = {Direction.SW, Direction.SE};
    private static final Direction[] WHITE_FORWARD = {Direction.NW, Direction.NE};

    /** The diagonal directions a piece of {@code kind} of {@code owner} moves in (shared: do not change). */
    static Direction[] directions(Kind kind, Player owner) {
        if (kind == Kind.KING || kind == Kind.QUEEN) {
            return Direction.DIAGONALS;
        }
        return owner == Player.BLACK ? BLACK_FORWARD : WHITE_FORWARD;
    }

    static boolean farRow(Player p, int sq) {
        return Topology.row(sq) == p.opponent().backRow();
    }

    // ---- who acts -----------------------------------------------------------------------------------

    @Override
    public ToAct toAct(GameState s) {
        if (s.agreed() != null) {
            return new ToAct.Terminal(s.agreed());
        }
        if (!s.pending().isEmpty()) {
            return new ToAct.Choice(s.pending().get(0).player(), Window.MID_CHAIN);
        }
        Verdict v = verdict(s);
        return v != null ? new ToAct.Terminal(v) : new ToAct.Choice(s.player(), s.window());
    }

    private Verdict verdict(GameState s) {
        Player p = s.player();
        if (s.pieces(p) == 0) {
            return Verdict.win(p.opponent(), p.title() + " has no pieces left");
        }
        if (s.pieces(p.opponent()) == 0) {
            return Verdict.win(p, p.opponent().title() + " has no pieces left");
        }
        if (s.window() == Window.MAIN && quietTurns > 0 && s.quietPlies() >= quietTurns) {
            int mine = points(s, p);
            int theirs = points(s, p.opponent());
            String score = " (" + Player.BLACK.title() + " " + points(s, Player.BLACK) + ", " + Player.WHITE.title() + " "
                    + points(s, Player.WHITE) + ")";
            String why = quietTurns + " turns without a capture";
            if (mine == theirs) {
                return Verdict.draw(why + " and equal points" + score);
            }
            Player winner = mine > theirs ? p : p.opponent();
            return Verdict.win(winner, why + ": " + winner.title() + " has more points" + score);
        }
        if (decisions(s).isEmpty()) {
            return Verdict.win(p.opponent(), p.title() + " has no legal move");
        }
        return null;
    }

    // ---- what may be decided ------------------------------------------------------------------------

    @Override
    public List<Decision> legalDecisions(GameState s) {
        if (!(toAct(s) instanceof ToAct.Choice)) {
            return List.of();
        }
        return decisions(s);
    }

    private List<Decision> decisions(GameState s) {
        List<Decision> out = new ArrayList<>();
        if (!s.pending().isEmpty()) {
            Pending head = s.pending().get(0);
            if (head.kind().startsWith(PLACE)) {
                placements(s, head, out);
            } else {
                int at = head.square();
                for (Decision.Jump j : jumps(s, at, kindOf(s, at))) {
                    if (feasible(BOARD_AFTER.apply(s, j), head.squares().get(1), used(head, 2), head.amount())) {
                        out.add(j);
                    }
                }
                out.add(new Decision.Pass());
            }
            return out;
        }
        Player me = s.player();
        if (s.window() == Window.MID_CHAIN) {
            out.addAll(jumps(s, s.chain(), kindOf(s, s.chain())));
            out.add(new Decision.Pass());
            return out;
        }
        boolean queen = (s.pieces(me) & s.layer(WarpLayers.QUEEN)) != 0;
        for (long m = s.pieces(me); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            Kind k = kindOf(s, sq);
            for (Direction d : directions(k, me)) {
                int to = BOARD.neighbour(sq, d);
                if (s.owner(to) == null) {
                    out.add(new Decision.Step(sq, to));
                }
            }
            out.addAll(jumps(s, sq, k));
            if (k == Kind.KING || k == Kind.QUEEN) {
                for (int other : swapTargets(sq)) {
                    if (s.owner(other) != null) {
                        out.add(Decision.Act.of(SWAP, sq, other));
                    }
                }
            }
            if (k == Kind.KING) {
                for (Direction d : Direction.DIAGONALS) {
                    int to = BOARD.neighbour(sq, d);
                    if (s.owner(to) == me && kindOf(s, to) == Kind.KING) {
                        out.add(Decision.Act.of(MERGE, sq, to));
                    }
                }
                if (usable(s, sq, List.of()).size() >= 1) {
                    out.add(Decision.Act.of(SPLIT, sq));
                }
            }
            if (k == Kind.QUEEN) {
                int usable = usable(s, sq, List.of()).size();
                if (usable >= 1) {
                    out.add(new Decision.Act(SPLIT, List.of(sq), KINGS));
                }
                if (usable >= 3) {
                    out.add(new Decision.Act(SPLIT, List.of(sq), FRAGMENTS));
                }
            }
        }
        if (queen) {
            out.add(Decision.Act.of(SKIP));
            for (int tl = 0; tl < 64; tl++) {
                List<Integer> block = block(tl);
                int pieces = 0;
                boolean mine = false;
                for (int sq : block) {
                    pieces += s.owner(sq) != null ? 1 : 0;
                    mine |= s.owner(sq) == me && kindOf(s, sq) == Kind.QUEEN;
                }
                if (mine && pieces >= 2) {
                    for (String turn : TURNS) {
                        out.add(new Decision.Act(CYCLE, List.of(tl), turn));
                    }
                }
            }
        }
        return out;
    }

    /** The hops the piece of kind {@code k} on {@code from} can make: over an enemy not yet jumped, onto an empty square. */
    List<Decision.Jump> jumps(GameState s, int from, Kind k) {
        List<Decision.Jump> out = new ArrayList<>();
        Player owner = s.owner(from);
        if (owner == null) {
            return out;
        }
        long enemies = s.pieces(owner.opponent()) & ~s.jumped();
        for (Direction d : directions(k, owner)) {
            int over = BOARD.neighbour(from, d);
            int to = BOARD.neighbour(over, d);
            if ((enemies & (1L << over)) != 0 && s.owner(to) == null) {
                out.add(new Decision.Jump(from, over, to));
            }
        }
        return out;
    }

    /**
     * The squares a king on {@code sq} may swap with: its four orthogonal neighbours, across an edge too
     * (the warp-swap), and from a corner the opposite corner.
     */
    static List<Integer> swapTargets(int sq) {
        List<Integer> out = new ArrayList<>();
        for (Direction d : new Direction[] {Direction.N, Direction.E, Direction.S, Direction.W}) {
            out.add(BOARD.neighbour(sq, d));
        }
        int r = Topology.row(sq);
        int c = Topology.column(sq);
        if ((r == 0 || r == 7) && (c == 0 || c == 7)) {
            out.add((7 - r) * 8 + (7 - c));
        }
        return out;
    }

    /** The 2x2 block whose top-left square is {@code tl}, clockwise: top-left, top-right, bottom-right, bottom-left. */
    static List<Integer> block(int tl) {
        int tr = BOARD.neighbour(tl, Direction.E);
        int bl = BOARD.neighbour(tl, Direction.S);
        int br = BOARD.neighbour(tr, Direction.S);
        return List.of(tl, tr, br, bl);
    }

    // ---- splitting ----------------------------------------------------------------------------------

    /**
     * The diagonal directions from {@code origin} a piece of a split can still go: not used yet, and either
     * onto the empty diagonal neighbour or over an enemy there onto the empty square beyond.
     */
    List<Direction> usable(GameState s, int origin, List<Direction> used) {
        List<Direction> out = new ArrayList<>();
        Player owner = s.owner(origin);
        for (Direction d : Direction.DIAGONALS) {
            if (used.contains(d)) {
                continue;
            }
            int n = BOARD.neighbour(origin, d);
            if (s.owner(n) == null) {
                out.add(d);
            } else if (owner != null && s.owner(n) == owner.opponent() && (s.jumped() & (1L << n)) == 0
                    && s.owner(BOARD.neighbour(n, d)) == null) {
                out.add(d);
            }
        }
        return out;
    }

    /** Can {@code remaining} more pieces of a split still go out from {@code origin}? */
    private boolean feasible(GameState s, int origin, List<Direction> used, int remaining) {
        return usable(s, origin, used).size() >= remaining;
    }

    /** The directions already used by a split, from the squares of a pending item from index {@code from} on. */
    static List<Direction> used(Pending p, int from) {
        int origin = p.squares().get(from == 2 ? 1 : 0);
        return directionsOf(origin, p.squares().subList(from, p.squares().size()));
    }

    private void placements(GameState s, Pending head, List<Decision> out) {
        int origin = head.square();
        List<Direction> used = used(head, 1);
        String what = head.kind().substring(PLACE.length() + 1);
        for (Direction d : usable(s, origin, used)) {
            List<Direction> after = new ArrayList<>(used);
            after.add(d);
            if (!feasible(s, origin, after, head.amount() - 1)) {
                continue;
            }
            int n = BOARD.neighbour(origin, d);
            out.add(s.owner(n) == null ? new Decision.Place(what, n) : new Decision.Jump(origin, n, BOARD.neighbour(n, d)));
        }
    }

    /** A state with hop {@code j} made (the piece moved, the jumped piece marked), for looking ahead. */
    private static final java.util.function.BiFunction<GameState, Decision.Jump, GameState> BOARD_AFTER = (s, j) -> s
            .toBuilder().move(j.from(), j.to()).jumped(s.jumped() | 1L << j.over()).build();

    // ---- what follows -------------------------------------------------------------------------------

    @Override
    public Transition step(GameState s, Decision d) {
        List<Decision> legal = legalDecisions(s);
        if (!legal.contains(d)) {
            throw new IllegalDecisionException(WarpRefusals.why(this, s, d, legal));
        }
        return Resolver.apply(s, BOARD, effects(s, d));
    }

    private List<Effect> effects(GameState s, Decision d) {
        List<Effect> fx = new ArrayList<>();
        Player me = s.player();
        if (!s.pending().isEmpty()) {
            Pending head = s.pending().get(0);
            fx.add(new Effect.Dequeue());
            if (head.kind().startsWith(PLACE)) {
                String what = head.kind().substring(PLACE.length() + 1);
                int origin = head.square();
                List<Integer> usedSquares = new ArrayList<>(head.squares().subList(1, head.squares().size()));
                int to;
                int mark;
                if (d instanceof Decision.Place p) {
                    to = p.square();
                    mark = to;
                } else {
                    Decision.Jump j = (Decision.Jump) d;
                    to = j.to();
                    mark = j.over();
                    fx.add(new Effect.Jumped(j.over()));
                }
                fx.add(new Effect.SetLayer(Layer.of(me), to, true));
                fx.add(new Effect.SetLayer(what.equals(KING) ? Layer.KING : WarpLayers.FRAGMENT, to, true));
                usedSquares.add(mark);
                GameState after = Resolver.apply(s, BOARD, new ArrayList<>(fx)).state();
                fx.addAll(next(after, d instanceof Decision.Jump ? to : -1, origin, usedSquares, head.amount() - 1, what));
            } else {
                List<Integer> rest = head.squares().subList(1, head.squares().size());
                if (d instanceof Decision.Jump j) {
                    fx.add(new Effect.MovePiece(j.from(), j.to()));
                    fx.add(new Effect.Jumped(j.over()));
                    GameState after = Resolver.apply(s, BOARD, new ArrayList<>(fx)).state();
                    fx.addAll(next(after, j.to(), rest.get(0), rest.subList(1, rest.size()), head.amount(), ""));
                } else {
                    GameState after = Resolver.apply(s, BOARD, new ArrayList<>(fx)).state();
                    fx.addAll(next(after, -1, rest.get(0), rest.subList(1, rest.size()), head.amount(), ""));
                }
            }
            return fx;
        }
        if (d instanceof Decision.Step st) {
            fx.add(new Effect.MovePiece(st.from(), st.to()));
            fx.addAll(endTurn(Resolver.apply(s, BOARD, new ArrayList<>(fx)).state()));
        } else if (d instanceof Decision.Jump j) {
            fx.add(new Effect.MovePiece(j.from(), j.to()));
            fx.add(new Effect.Jumped(j.over()));
            GameState after = Resolver.apply(s, BOARD, new ArrayList<>(fx)).state();
            Kind k = kindOf(s, j.from());
            boolean crowns = k == Kind.CHECKER && farRow(me, j.to());
            if (!crowns && !jumps(after, j.to(), k).isEmpty()) {
                fx.add(new Effect.ContinueChain(j.to()));
            } else {
                fx.addAll(endTurn(after));
            }
        } else if (d instanceof Decision.Pass) {
            fx.addAll(endTurn(s));
        } else {
            Decision.Act a = (Decision.Act) d;
            switch (a.name()) {
                case SWAP: {
                    int from = a.squares().get(0);
                    int to = a.squares().get(1);
                    fx.add(new Effect.Permute(List.of(from, to), List.of(to, from), "swap"));
                    fx.addAll(endTurn(Resolver.apply(s, BOARD, new ArrayList<>(fx)).state()));
                    break;
                }
                case MERGE: {
                    int from = a.squares().get(0);
                    int to = a.squares().get(1);
                    fx.add(new Effect.Remove(from, "merged"));
                    fx.add(new Effect.SetLayer(WarpLayers.QUEEN, to, true));
                    fx.addAll(endTurn(Resolver.apply(s, BOARD, new ArrayList<>(fx)).state()));
                    break;
                }
                case SKIP:
                    fx.add(new Effect.Note("skip", List.of(), me.title() + " skips the turn"));
                    fx.addAll(endTurn(s));
                    break;
                case CYCLE: {
                    List<Integer> ring = block(a.squares().get(0));
                    int shift = a.choice().equals("cw") ? 1 : a.choice().equals("ccw") ? 3 : 2;
                    List<Integer> to = new ArrayList<>();
                    for (int i = 0; i < 4; i++) {
                        to.add(ring.get((i + shift) % 4));
                    }
                    fx.add(new Effect.Permute(ring, to, "cycle " + a.choice()));
                    fx.addAll(endTurn(Resolver.apply(s, BOARD, new ArrayList<>(fx)).state()));
                    break;
                }
                default: { // split
                    int sq = a.squares().get(0);
                    Kind k = kindOf(s, sq);
                    boolean intoKings = k == Kind.QUEEN && a.choice().equals(KINGS);
                    int out = k == Kind.QUEEN && !intoKings ? 3 : 1;
                    String what = intoKings ? KING : FRAGMENT;
                    fx.add(new Effect.Note("split", List.of(sq), me.title() + " splits the " + (k == Kind.QUEEN ? "queen" : "king")
                            + " on " + name(sq) + " into " + (out + 1) + " " + (intoKings ? "kings" : "fragments")));
                    if (k == Kind.QUEEN) {
                        fx.add(new Effect.SetLayer(WarpLayers.QUEEN, sq, false));
                    }
                    if (!intoKings) {
                        fx.add(new Effect.SetLayer(Layer.KING, sq, false));
                        fx.add(new Effect.SetLayer(WarpLayers.FRAGMENT, sq, true));
                    }
                    fx.add(new Effect.Enqueue(List.of(Pending.of(PLACE + "-" + what, me, out, sq))));
                    break;
                }
            }
        }
        return fx;
    }

    /**
     * After a piece of a split went out (or hopped on) from the split square {@code origin}: the piece on
     * {@code at} (-1: none that could go on) may jump on; otherwise the next piece is placed, or the turn
     * ends.
     */
    private List<Effect> next(GameState after, int at, int origin, List<Integer> used, int remaining, String what) {
        List<Effect> fx = new ArrayList<>();
        List<Integer> squares = new ArrayList<>();
        if (at >= 0) {
            boolean more = false;
            for (Decision.Jump j : jumps(after, at, kindOf(after, at))) {
                more |= feasible(BOARD_AFTER.apply(after, j), origin, directionsOf(origin, used), remaining);
            }
            if (more) {
                squares.add(at);
                squares.add(origin);
                squares.addAll(used);
                fx.add(new Effect.Enqueue(List.of(new Pending(CHAIN + (what.isEmpty() ? "" : "-" + what), after.player(),
                        squares, remaining))));
                return fx;
            }
        }
        if (remaining > 0) {
            String kind = what.isEmpty() ? kindOf(after, origin) == Kind.KING ? KING : FRAGMENT : what;
            squares.add(origin);
            squares.addAll(used);
            fx.add(new Effect.Enqueue(List.of(new Pending(PLACE + "-" + kind, after.player(), squares, remaining))));
            return fx;
        }
        fx.addAll(endTurn(after));
        return fx;
    }

    private static List<Direction> directionsOf(int origin, List<Integer> used) {
        List<Direction> out = new ArrayList<>();
        for (int sq : used) {
            for (Direction d : Direction.DIAGONALS) {
                if (BOARD.neighbour(origin, d) == sq) {
                    out.add(d);
                }
            }
        }
        return out;
    }

    /**
     * The end of a turn ({@code s} as the turn left the board): every regular checker standing on its far
     * row is crowned, and the turn passes; a turn that captured resets the count of turns without one.
     */
    private List<Effect> endTurn(GameState s) {
        List<Effect> fx = new ArrayList<>();
        for (Player p : Player.values()) {
            for (long m = s.pieces(p) & ~s.jumped(); m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                if (kindOf(s, sq) == Kind.CHECKER && farRow(p, sq)) {
                    fx.add(new Effect.Crown(sq));
                }
            }
        }
        int captured = 0;
        for (long m = s.jumped(); m != 0; m &= m - 1) {
            captured += s.has(Layer.KING, Long.numberOfTrailingZeros(m)) ? 2 : 1;  // a king or a queen: two checkers
        }
        fx.add(new Effect.Count(s.player(), dev.kingme.rules.checkers.Captured.POOL, captured, true));
        fx.add(new Effect.EndTurn(s.jumped() != 0, 0, Window.MAIN));
        return fx;
    }

    // ---- text --------------------------------------------------------------------------

    /** Captures are never compulsory in Warp Checkers. */
    @Override
    public boolean capturesMandatory() {
        return false;
    }

    String name(int sq) {
        return BOARD.contains(sq) ? String.valueOf(BOARD.number(sq)) : "#" + sq;
    }

    @Override
    public String notation(GameState s, Decision d) {
        if (d instanceof Decision.Step st) {
            return name(st.from()) + "-" + name(st.to());
        }
        if (d instanceof Decision.Jump j) {
            return name(j.from()) + "x" + name(j.to());
        }
        if (d instanceof Decision.Place p) {
            return p.what() + " " + name(p.square());
        }
        if (d instanceof Decision.Act a) {
            StringBuilder sb = new StringBuilder(a.name());
            for (int sq : a.squares()) {
                sb.append(' ').append(name(sq));
            }
            if (!a.choice().isEmpty()) {
                sb.append(' ').append(a.choice());
            }
            return sb.toString();
        }
        return "stop";
    }

    /** A capture written in full ({@code 10x28x46}); other lines decision by decision. */
    @Override
    public String notation(GameState s, List<Decision> line) {
        List<Decision> hops = !line.isEmpty() && line.get(line.size() - 1) instanceof Decision.Pass
                ? line.subList(0, line.size() - 1) : line;
        boolean chain = !hops.isEmpty() && s.pending().isEmpty();
        for (Decision d : hops) {
            chain &= d instanceof Decision.Jump;
        }
        if (!chain) {
            return Rules.decisionByDecision(this, s, line);
        }
        StringBuilder sb = new StringBuilder(name(((Decision.Jump) hops.get(0)).from()));
        for (Decision d : hops) {
            sb.append('x').append(name(((Decision.Jump) d).to()));
        }
        return sb.toString();
    }

    @Override
    public String describe(GameState s) {
        StringBuilder sb = new StringBuilder();
        for (Player p : Player.values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(p.title()).append(' ').append(points(s, p))
                    .append(points(s, p) == 1 ? " point" : " points");
        }
        if (quietTurns > 0) {
            sb.append("; ").append(s.quietPlies()).append(" of ").append(quietTurns).append(" turns without a capture");
        }
        return sb.toString();
    }
}
