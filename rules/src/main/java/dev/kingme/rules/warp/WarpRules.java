package dev.kingme.rules.warp;

import dev.kingme.rules.Counter;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.Resolver;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import dev.kingme.rules.checkers.Captured;
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
 *
 * <p>This class is the game's face to the rest of Kingme; each kind of move is its own class
 * ({@link Steps}, {@link Jumps}, {@link Swaps}, {@link Queens}, {@link Splits}, {@link SplitPieces}),
 * gathered by {@link Decisions} and {@link DecisionEffects}, with {@link EndOfTurn}, {@link Ending},
 * {@link Points} and {@link WarpNotation}.
 */
final class WarpRules implements Rules {
    static final Topology BOARD = Topology.WRAPPING;

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
    public List<Layer> layers() {
        return WarpLayers.ALL;
    }

    /** Each side's pool of captured checkers. */
    @Override
    public List<Counter> counters() {
        return List.of(Captured.POOL);
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

    /** Points decide a game that runs out of quiet turns, and pieces decide the rest ({@link Points#prospects}). */
    @Override
    public double heuristic(GameState s, Player p) {
        return Points.prospects(s, p);
    }

    @Override
    public ToAct toAct(GameState s) {
        if (s.agreed() != null) {
            return new ToAct.Terminal(s.agreed());
        }
        if (!s.pending().isEmpty()) {
            return new ToAct.Choice(s.pending().get(0).player(), Window.MID_CHAIN);
        }
        Verdict v = Ending.of(s, quietTurns);
        return v != null ? new ToAct.Terminal(v) : new ToAct.Choice(s.player(), s.window());
    }

    @Override
    public List<Decision> legalDecisions(GameState s) {
        if (!(toAct(s) instanceof ToAct.Choice)) {
            return List.of();
        }
        return Decisions.of(s);
    }

    @Override
    public Transition step(GameState s, Decision d) {
        List<Decision> legal = legalDecisions(s);
        if (!legal.contains(d)) {
            throw new IllegalDecisionException(WarpRefusals.why(this, s, d, legal));
        }
        return Resolver.apply(s, BOARD, DecisionEffects.of(s, d));
    }

    /** Captures are never compulsory in Warp Checkers. */
    @Override
    public boolean capturesMandatory() {
        return false;
    }

    @Override
    public String notation(GameState s, Decision d) {
        return WarpNotation.of(d);
    }

    /** A capture written in full ({@code 10x28x46}); other lines decision by decision. */
    @Override
    public String notation(GameState s, List<Decision> line) {
        return WarpNotation.of(this, s, line);
    }

    @Override
    public String describe(GameState s) {
        return WarpNotation.describe(s, quietTurns);
    }

    /** A cycle reaches the four squares of its 2x2 block (top-left, top-right, bottom-right, bottom-left). */
    @Override
    public List<Integer> area(GameState s, Decision d) {
        if (d instanceof Decision.Act a && a.name().equals(Queens.CYCLE) && a.squares().size() == 1) {
            return Queens.block(a.squares().get(0));
        }
        return List.of();
    }
}
