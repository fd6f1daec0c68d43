package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Pawns.PAWN;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import dev.kingme.rules.checkers.CheckersRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Lilypad (seed {@code 004}) on the checkers rules: "Play proceeds like a normal game of checkers with
 * these additional rules", captures always mandatory.
 *
 * <ul>
 *   <li>Setup: "each player places a pawn on top of one of his or her back row checkers", Black first, in
 *       the setup window; placing is not a turn.</li>
 *   <li>"On a turn, you may move your pawn onto a diagonally adjacent checker that you control instead of
 *       moving a checker. You may move your pawn as many squares as you want to in a single turn." One
 *       decision {@code Act("pawn", [from, to])} ({@link Pawns#destinations}); it ends the turn.</li>
 *   <li>"You may not move your pawn if you are able to capture one or more checkers this turn."</li>
 *   <li>"The board must be different at the end of your turn": a pawn never ends on the checker it
 *       started from; every other decision moves a piece.</li>
 *   <li>The pawn's checker "moves and captures just like a normal checker"; captured, it takes the pawn
 *       with it (the state's layers do this).</li>
 *   <li>Winning and the pawn draw: {@link PawnRace}. The variants of Appendix A: {@link LilypadOptions}.</li>
 * </ul>
 */
final class LilypadRules extends CheckersRules {
    private final boolean immune;
    private final boolean frozen;
    private final boolean oneStep;

    LilypadRules(Options options) {
        super(options);
        LilypadOptions.check(options);
        this.immune = options.flag(LilypadOptions.IMMUNE);
        this.frozen = options.flag(LilypadOptions.FROZEN);
        this.oneStep = options.flag(LilypadOptions.ONE_STEP);
    }

    @Override
    public GameKind kind() {
        return Lilypad.GAME;
    }

    /** The checkers starting position, Black to place its pawn, then White; then Black's first turn. */
    @Override
    public GameState initial() {
        return setUp(startingPosition().build());
    }

    // ---- setup --------------------------------------------------------------------------------------

    /** A pawn on any of the side's own back-row checkers (a side that cannot place is never asked). */
    @Override
    protected List<Decision> setupDecisions(GameState s) {
        Player p = s.player();
        List<Decision> out = new ArrayList<>();
        if (Pawns.of(s, p) < 0) {
            for (long m = s.pieces(p) & Pawns.backRow(p); m != 0; m &= m - 1) {
                out.add(new Decision.Place(PAWN, Long.numberOfTrailingZeros(m)));
            }
        }
        return out;
    }

    /**
     * A game from a position in Lilypad's text ({@link LilypadFen}, ruling L24): with a pawn field the pawns
     * are where it says and the side to move moves; without one, the pawns are placed as at the start, the
     * side to move in the FEN placing first and then moving first.
     */
    @Override
    public GameState initial(String text) {
        GameState position = super.initial(LilypadFen.checkers(text));
        return LilypadFen.hasPawns(text) ? LilypadFen.withPawns(position, text) : setUp(position);
    }

    @Override
    public String setupText(GameState s) {
        return LilypadFen.write(s);
    }

    /**
     * The setup window for the pawns of position {@code s}: the side to move places first, a side that
     * cannot place is left out (ruling L3), and when the pawns are placed the side to move plays its turn.
     */
    private static GameState setUp(GameState s) {
        Player first = s.player();
        Player placer = canPlace(s, first) ? first : canPlace(s, first.opponent()) ? first.opponent() : null;
        if (placer == null) {
            return s;
        }
        return s.toBuilder().player(placer).window(Window.SETUP).resume(first).build();
    }

    /** Has {@code p} a pawn still to place: none yet, and a checker on its back row to put it on? */
    private static boolean canPlace(GameState s, Player p) {
        return Pawns.of(s, p) < 0 && (s.pieces(p) & Pawns.backRow(p)) != 0;
    }

    // ---- the pawn move ------------------------------------------------------------------------------

    @Override
    protected List<Decision> extraDecisions(GameState s, boolean captureAvailable) {
        int from = Pawns.of(s, s.player());
        if (captureAvailable || from < 0) {
            return List.of();
        }
        List<Decision> out = new ArrayList<>();
        for (long m = Pawns.destinations(s, topology(), from, oneStep); m != 0; m &= m - 1) {
            out.add(Decision.Act.of(PAWN, from, Long.numberOfTrailingZeros(m)));
        }
        return out;
    }

    @Override
    protected List<Effect> extraEffects(GameState s, Decision d) {
        List<Effect> fx = new ArrayList<>();
        if (s.window() == Window.SETUP) {
            if (d instanceof Decision.Place p) {
                fx.add(new Effect.SetLayer(Pawns.LAYER, p.square(), true));
            }
            // The other side places next if it can; then the side to move takes its turn. Placing is not a
            // turn: no count, no history.
            Player other = s.player().opponent();
            fx.add(canPlace(s, other) ? new Effect.Handover(other, Window.SETUP) : new Effect.Resume(Window.MAIN));
            return fx;
        }
        if (d instanceof Decision.Act a && a.name().equals(PAWN)) {
            fx.add(new Effect.SetLayer(Pawns.LAYER, a.squares().get(0), false));
            fx.add(new Effect.SetLayer(Pawns.LAYER, a.squares().get(1), true));
            // Not progress: the pawn can hop back along the same checkers, so the move can be undone.
            fx.add(new Effect.EndTurn(false, 0, Window.MAIN));
            return fx;
        }
        return super.extraEffects(s, d);
    }

    // ---- the variants of Appendix A -----------------------------------------------------------------

    /** Variants 1 and 2: the checker with the pawn on it "may not move" (nor, therefore, capture). */
    @Override
    protected boolean mayMove(GameState s, int square) {
        return !((immune || frozen) && s.has(Pawns.LAYER, square));
    }

    /** Variant 1: the checker with the pawn on it may not "be captured". */
    @Override
    protected boolean mayBeJumped(GameState s, int square) {
        return !(immune && s.has(Pawns.LAYER, square));
    }

    /** The pawn race, then material ({@link PawnRace#prospects}). */
    @Override
    public double heuristic(GameState s, Player p) {
        return PawnRace.prospects(s, p);
    }

    @Override
    protected Verdict variantVerdict(GameState s) {
        return PawnRace.verdict(s);
    }

    // ---- refusals, notation, description ------------------------------------------------------------

    @Override
    protected String refusal(GameState s, Decision d, List<Decision> legal) {
        String why = toAct(s) instanceof ToAct.Terminal ? null : LilypadRefusals.why(this, s, d, legal);
        return why != null ? why : super.refusal(s, d, legal);
    }

    /** The checkers' layers and the pawn's. */
    @Override
    public List<dev.kingme.rules.Layer> layers() {
        return List.of(dev.kingme.rules.Layer.BLACK, dev.kingme.rules.Layer.WHITE, dev.kingme.rules.Layer.KING, Pawns.LAYER);
    }

    /** The pawn's placement and moves (and a huff when the option is on). */
    @Override
    public List<TypedExample> typedExamples() {
        List<TypedExample> out = new java.util.ArrayList<>(super.typedExamples());
        out.add(new TypedExample("pawn 2", "at the start: put your pawn on your checker on 2"));
        out.add(new TypedExample("pawn 1-6", "instead of moving a checker: your pawn goes from 1 to your checker on 6,"
                + " hopping along your checkers"));
        return out;
    }

    /** A pawn move as {@code pawn 1-6}; a placement as {@code pawn 2}; the rest as in checkers. */
    @Override
    public String notation(GameState s, Decision d) {
        if (d instanceof Decision.Act a && a.name().equals(PAWN) && a.squares().size() == 2) {
            return PAWN + " " + name(a.squares().get(0)) + "-" + name(a.squares().get(1));
        }
        return super.notation(s, d);
    }

    /**
     * Where each pawn is and where it is bound:
     * {@code Black's pawn on 2, bound for White's back row (29-32); White's pawn lost}.
     */
    @Override
    public String describe(GameState s) {
        return describe(s, Player.BLACK) + "; " + describe(s, Player.WHITE);
    }

    private String describe(GameState s, Player p) {
        int at = Pawns.of(s, p);
        String where = at >= 0 ? "on " + name(at) : s.window() == Window.SETUP ? "not placed yet" : "lost";
        return p.title() + "'s pawn " + where + (at >= 0 || s.window() == Window.SETUP ? ", bound for " + goal(p) : "");
    }

    /** The row {@code p}'s pawn must reach, in words: {@code White's back row (29-32)}. */
    private String goal(Player p) {
        long row = Pawns.backRow(p.opponent()) & topology().squares();
        int first = Long.numberOfTrailingZeros(row), last = 63 - Long.numberOfLeadingZeros(row);
        return p.opponent().title() + "'s back row (" + name(first) + "-" + name(last) + ")";
    }

    /** A pawn move's hops: the shortest chain of the side's checkers from the pawn's checker to where it goes. */
    @Override
    public List<Integer> trail(GameState s, Decision d) {
        if (d instanceof Decision.Act a && a.name().equals(PAWN) && a.squares().size() == 2) {
            return Pawns.chain(s, topology(), a.squares().get(0), a.squares().get(1));
        }
        return List.of();
    }

    /**
     * Each side's goal row while its pawn is on the board or still to be placed ({@code pawn-goal}, owned by
     * the side bound there), and the checkers the side to move may hop its pawn to now ({@code pawn-reach}).
     */
    @Override
    public List<dev.kingme.rules.SquareMark> guides(GameState s) {
        List<dev.kingme.rules.SquareMark> out = new ArrayList<>();
        for (Player p : List.of(Player.BLACK, Player.WHITE)) {
            if (Pawns.of(s, p) < 0 && s.window() != Window.SETUP) {
                continue;
            }
            for (long m = Pawns.backRow(p.opponent()) & topology().squares(); m != 0; m &= m - 1) {
                out.add(new dev.kingme.rules.SquareMark(Long.numberOfTrailingZeros(m), p, "pawn-goal", "",
                        p.title() + "'s pawn's goal"));
            }
        }
        if (toAct(s) instanceof ToAct.Terminal) {
            return out;
        }
        for (Decision d : legalDecisions(s)) {
            if (d instanceof Decision.Act a && a.name().equals(PAWN) && a.squares().size() == 2) {
                out.add(new dev.kingme.rules.SquareMark(a.squares().get(1), s.player(), "pawn-reach", "",
                        "where the pawn may hop"));
            }
        }
        return out;
    }

    // ---- for LilypadRefusals ------------------------------------------------------------------------

    boolean immune() {
        return immune;
    }

    boolean immobile() {
        return immune || frozen;
    }

    boolean oneStep() {
        return oneStep;
    }

    String square(int s) {
        return name(s);
    }

    static boolean isDiagonalNeighbour(Topology t, int a, int b) {
        return (Pawns.neighbours(t, a) & (1L << b)) != 0;
    }
}
