package dev.kingme.rules.checkers;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
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
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of checkers in the general model, written once (seed: the Checkers text), for American
 * checkers and for the variants built on it.
 *
 * <p>Men step and jump diagonally forward, kings in all four diagonal directions, one square. A capture is
 * one hop per decision: after a hop the same side picks the next hop of the same piece until none is left
 * ("one must make all available captures in the chosen sequence"); jumped pieces stay on the board until
 * the capture ends. Captures are mandatory unless the huffing option is on. A man reaching the far row is
 * crowned and its move ends there. A side with no piece or no legal decision loses; draws by repetition,
 * no progress and agreement follow {@link DrawRules}. Variants change it through the protected hooks.
 */
public abstract class CheckersRules implements Rules {
    protected final Options options;
    protected final DrawRules draws;
    protected final boolean huffing;

    protected CheckersRules(Options options) {
        this.options = options;
        this.draws = DrawRules.of(options);
        this.huffing = options.asMap().containsKey(CheckersOptions.HUFFING) && options.flag(CheckersOptions.HUFFING);
    }

    @Override
    public Options options() {
        return options;
    }

    @Override
    public Topology topology() {
        return Topology.DARK_SQUARES;
    }

    /** Twelve men a side on the dark squares of the three nearest rows; Black to move. */
    public static GameStateBuilder startingPosition() {
        return CheckersFen.parse(START);
    }

    private static final String START = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

    /**
     * The position of a PDN FEN, the side to move in the main window: a composed start (or one after a
     * tournament opening) skips the opening ballot. Variants with state beyond the pieces override it.
     */
    @Override
    public GameState initial(String fen) {
        return CheckersFen.parse(fen).build();
    }

    /**
     * The position in PDN FEN: the side to move, White's men and kings, Black's. Variants whose pieces carry
     * more than a crown override it together with {@link #initial(String)}.
     */
    @Override
    public String setupText(GameState s) {
        return CheckersFen.format(s);
    }

    // ---- hooks for variants -------------------------------------------------------------------------

    /** Decisions a variant offers in the main window beside the moves (Lilypad's pawn moves, ...). */
    protected List<Decision> extraDecisions(GameState s, boolean captureAvailable) {
        return List.of();
    }

    /** Effects of a variant's own decision (one that {@link #extraDecisions} offered). */
    protected List<Effect> extraEffects(GameState s, Decision d) {
        throw new IllegalDecisionException("not a decision of " + kind().name());
    }

    /** Decisions of the setup window, for games with one. */
    protected List<Decision> setupDecisions(GameState s) {
        return List.of();
    }

    /** May the piece on {@code square} move at all? */
    protected boolean mayMove(GameState s, int square) {
        return true;
    }

    /** May the piece on {@code square} be jumped? */
    protected boolean mayBeJumped(GameState s, int square) {
        return true;
    }

    /** The empty squares the pieces of {@code mover} may not step or jump onto now (none by default). */
    protected long closedTo(GameState s, Player mover) {
        return 0;
    }

    /** A variant's own way for the game to end (checked before the checkers endings), or null. */
    protected Verdict variantVerdict(GameState s) {
        return null;
    }

    /** Each side's pool of captured checkers. */
    @Override
    public List<dev.kingme.rules.Counter> counters() {
        return List.of(Captured.POOL);
    }

    /** A huff, when the huffing option is on. */
    @Override
    public List<TypedExample> typedExamples() {
        return huffing ? List.of(new TypedExample("huff 22", "huff: remove the piece on 22, which could have captured"
                + " last turn and did not (then move)")) : List.of();
    }

    // ---- who acts -----------------------------------------------------------------------------------

    @Override
    public ToAct toAct(GameState s) {
        if (s.agreed() != null) {
            return new ToAct.Terminal(s.agreed());
        }
        if (s.window() == Window.SETUP) {
            return new ToAct.Choice(s.player(), Window.SETUP);
        }
        Verdict v = verdict(s);
        return v != null ? new ToAct.Terminal(v) : new ToAct.Choice(s.player(), s.window());
    }

    private Verdict verdict(GameState s) {
        Verdict v = verdictBeforeMoves(s);
        if (v == null && decisions(s).isEmpty()) {
            return Verdict.win(s.player().opponent(), s.player().title() + " has no legal move");
        }
        return v;
    }

    /** Every ending but "no legal move": the ones that need no move generation. */
    private Verdict verdictBeforeMoves(GameState s) {
        Player p = s.player();
        if (s.pieces(p.opponent()) == 0) {
            return Verdict.win(p, p.opponent().title() + " has no pieces left");
        }
        if (s.pieces(p) == 0) {
            return Verdict.win(p.opponent(), p.title() + " has no pieces left");
        }
        Verdict variant = variantVerdict(s);
        if (variant != null) {
            return variant;
        }
        if (s.window() == Window.MAIN) {
            return draws.verdict(s);
        }
        return null;
    }

    // ---- what may be decided ------------------------------------------------------------------------

    /** Computed once: an empty list here is exactly the "no legal move" ending of {@link #toAct}. */
    @Override
    public List<Decision> legalDecisions(GameState s) {
        if (s.agreed() != null) {
            return List.of();
        }
        if (s.window() == Window.SETUP) {
            // A game may hand its setup to chance (American checkers' balloted opening).
            return toAct(s) instanceof ToAct.Choice ? setupDecisions(s) : List.of();
        }
        return verdictBeforeMoves(s) != null ? List.of() : decisions(s);
    }

    private List<Decision> decisions(GameState s) {
        if (s.window() == Window.SETUP) {
            return setupDecisions(s);
        }
        List<Decision> out = new ArrayList<>();
        if (s.window() == Window.MID_CHAIN) {
            addJumps(s, s.chain(), out);
            return out;
        }
        if (huffing && !s.huffed()) {
            for (long m = s.declined() & s.pieces(s.player().opponent()); m != 0; m &= m - 1) {
                out.add(Decision.Act.of(CheckersOptions.HUFF, Long.numberOfTrailingZeros(m)));
            }
        }
        int before = out.size();
        for (long m = s.pieces(s.player()); m != 0; m &= m - 1) {
            addJumps(s, Long.numberOfTrailingZeros(m), out);
        }
        boolean captureAvailable = out.size() > before;
        if (!captureAvailable || huffing) {
            for (long m = s.pieces(s.player()); m != 0; m &= m - 1) {
                addSteps(s, Long.numberOfTrailingZeros(m), out);
            }
        }
        out.addAll(extraDecisions(s, captureAvailable));
        return out;
    }

    /**
     * The side to move's moves by the plain rules of checkers, powers and huffs aside: its captures' first
     * hops when it has any (captures are mandatory), else its steps. Empty when it has no move.
     */
    protected List<Decision> plainMoves(GameState s) {
        List<Decision> out = new ArrayList<>();
        for (long m = s.pieces(s.player()); m != 0; m &= m - 1) {
            addJumps(s, Long.numberOfTrailingZeros(m), out);
        }
        if (out.isEmpty()) {
            for (long m = s.pieces(s.player()); m != 0; m &= m - 1) {
                addSteps(s, Long.numberOfTrailingZeros(m), out);
            }
        }
        return out;
    }

    private static final Direction[] BLACK_FORWARD = {Direction.SW, Direction.SE};
    private static final Direction[] WHITE_FORWARD = {Direction.NW, Direction.NE};

    /** The directions the piece on {@code square} moves in (shared arrays: callers must not change them). */
    protected Direction[] directions(GameState s, int square) {
        Player owner = s.owner(square);
        if (s.has(Layer.KING, square)) {
            return Direction.DIAGONALS;
        }
        return owner == Player.BLACK ? BLACK_FORWARD : WHITE_FORWARD;
    }

    private void addSteps(GameState s, int from, List<Decision> out) {
        if (!mayMove(s, from)) {
            return;
        }
        long occupied = s.occupied() | closedTo(s, s.owner(from));
        for (Direction d : directions(s, from)) {
            int to = topology().neighbour(from, d);
            if (to >= 0 && (occupied & (1L << to)) == 0) {
                out.add(new Decision.Step(from, to));
            }
        }
    }

    /** Adds every hop the piece on {@code from} can make now. */
    protected void addJumps(GameState s, int from, List<Decision> out) {
        if (!mayMove(s, from)) {
            return;
        }
        long opponents = s.pieces(s.owner(from).opponent()) & ~s.jumped();
        long occupied = s.occupied() | closedTo(s, s.owner(from));
        for (Direction d : directions(s, from)) {
            int over = topology().neighbour(from, d);
            if (over < 0 || (opponents & (1L << over)) == 0 || !mayBeJumped(s, over)) {
                continue;
            }
            int to = topology().neighbour(over, d);
            if (to >= 0 && (occupied & (1L << to)) == 0) {
                out.add(new Decision.Jump(from, over, to));
            }
        }
    }

    boolean canCapture(GameState s) {
        List<Decision> jumps = new ArrayList<>();
        for (long m = s.pieces(s.player()); m != 0 && jumps.isEmpty(); m &= m - 1) {
            addJumps(s, Long.numberOfTrailingZeros(m), jumps);
        }
        return !jumps.isEmpty();
    }

    // ---- what follows -------------------------------------------------------------------------------

    @Override
    public Transition step(GameState s, Decision d) {
        List<Decision> legal = legalDecisions(s);
        if (!legal.contains(d)) {
            throw new IllegalDecisionException(refusal(s, d, legal));
        }
        return Resolver.apply(s, topology(), effects(s, d));
    }

    /** The effects of a legal decision (not checked again); a hop ends with a ContinueChain or an EndTurn. */
    protected List<Effect> effects(GameState s, Decision d) {
        List<Effect> fx = new ArrayList<>();
        if (d instanceof Decision.Step st) {
            boolean man = !s.has(Layer.KING, st.from());
            long declined = huffing ? declinedJumpers(s, st.from(), st.to()) : 0;
            fx.add(new Effect.MovePiece(st.from(), st.to()));
            if (man && crowns(s.player(), st.to())) {
                fx.addAll(crowning(s, st.from(), st.to()));
            }
            fx.add(new Effect.EndTurn(man || s.huffed(), declined, Window.MAIN));
        } else if (d instanceof Decision.Jump j) {
            boolean man = !s.has(Layer.KING, j.from());
            fx.add(new Effect.MovePiece(j.from(), j.to()));
            fx.add(new Effect.Jumped(j.over()));
            if (man && crowns(s.player(), j.to())) {
                fx.addAll(crowning(s, j.from(), j.to()));
                fx.add(pooled(s, s.jumped() | 1L << j.over()));
                fx.add(new Effect.EndTurn(true, 0, Window.MAIN));
            } else if (hasFurtherJump(s, j)) {
                fx.add(new Effect.ContinueChain(j.to()));
            } else {
                fx.add(pooled(s, s.jumped() | 1L << j.over()));
                fx.add(new Effect.EndTurn(true, 0, Window.MAIN));
            }
        } else if (d instanceof Decision.Act a && a.name().equals(CheckersOptions.HUFF)) {
            fx.add(new Effect.Remove(a.squares().get(0), CheckersOptions.HUFF));
            fx.add(new Effect.Huffed());
        } else {
            fx.addAll(extraEffects(s, d));
        }
        return fx;
    }

    /**
     * The captured pieces on {@code jumped} counted, as they leave the board, into the pool of the side to
     * move ({@link Captured#POOL}), quietly: each capture was told as it was made.
     */
    protected Effect pooled(GameState s, long jumped) {
        int checkers = 0;
        for (long m = jumped; m != 0; m &= m - 1) {
            checkers += checkersIn(s, Long.numberOfTrailingZeros(m));
        }
        return new Effect.Count(s.player(), Captured.POOL, checkers, true);
    }

    /** How many checkers the captured piece on {@code square} puts in a pool: a king is two, stacked. */
    protected int checkersIn(GameState s, int square) {
        return s.has(Layer.KING, square) ? 2 : 1;
    }

    /** Does the piece that just made hop {@code j} have another hop from where it landed? */
    private boolean hasFurtherJump(GameState s, Decision.Jump j) {
        GameState after = s.toBuilder().move(j.from(), j.to()).jumped(s.jumped() | 1L << j.over()).build();
        List<Decision> next = new ArrayList<>();
        addJumps(after, j.to(), next);
        return !next.isEmpty();
    }

    /**
     * What crowning the man that moves from {@code from} ({@code s} is the state before the move) to the far
     * row on {@code to} does (its move ends there either way): by default it becomes a king.
     */
    protected List<Effect> crowning(GameState s, int from, int to) {
        return List.of(new Effect.Crown(to));
    }

    protected boolean crowns(Player p, int square) {
        return Topology.row(square) == p.opponent().backRow();
    }

    /** The mover's pieces that could have captured, the moved one on its new square. */
    private long declinedJumpers(GameState s, int from, int to) {
        long jumpers = 0;
        for (long m = s.pieces(s.player()); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            List<Decision> j = new ArrayList<>();
            addJumps(s, sq, j);
            if (!j.isEmpty()) {
                jumpers |= 1L << (sq == from ? to : sq);
            }
        }
        return jumpers;
    }

    /** Why {@code d} is refused, as precisely as the rules can say ({@link CheckersRefusal}). */
    protected String refusal(GameState s, Decision d, List<Decision> legal) {
        return CheckersRefusal.of(this, s, d);
    }

    protected String name(int square) {
        return CheckersNotation.name(square);
    }

    /** A capture route as PDN writes it in full ({@code 24x15x6}); other lines as their decisions. */
    @Override
    public String notation(GameState s, List<Decision> line) {
        String route = CheckersNotation.route(line);
        return route != null ? route : Rules.super.notation(s, line);
    }

    @Override
    public String notation(GameState s, Decision d) {
        return CheckersNotation.of(d);
    }
}
