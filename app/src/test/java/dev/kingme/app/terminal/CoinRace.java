package dev.kingme.app.terminal;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.Event;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Options;
import dev.kingme.rules.Outcome;
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
 * A toy game for testing the terminal session on what American checkers never shows it: all 64 squares,
 * setup decisions that place a pawn, and chance in the middle of the game. Each side has one piece in a
 * corner; first each side places its pawn on it, then every turn starts with a coin (heads crowns the
 * piece, tails does nothing) and the side steps its piece one square towards the far row, straight or
 * diagonally. Whoever reaches the far row wins. Not registered with {@code Games}, so it never shows in
 * {@code kingme games}.
 */
public final class CoinRace implements GameKind {
    public static final CoinRace GAME = new CoinRace();
    public static final Rules RULES = new CoinRaceRules();

    @Override
    public String name() {
        return "coin-race";
    }

    @Override
    public String title() {
        return "Coin race (a test game)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of();
    }

    @Override
    public Rules rules(Options options) {
        return RULES;
    }

    /** The pawn a side places at the start, riding on its piece. */
    static final Layer PAWN = Layer.declare("pawn", 3).marker("\u265f", "pawn (on the piece beside it)");

    private static final class CoinRaceRules implements Rules {
        @Override
        public List<Layer> layers() {
            return List.of(Layer.BLACK, Layer.WHITE, Layer.KING, PAWN);
        }

        @Override
        public GameKind kind() {
            return GAME;
        }

        @Override
        public Options options() {
            return Options.defaults(GAME);
        }

        @Override
        public Topology topology() {
            return Topology.ALL_SQUARES;
        }

        @Override
        public GameState initial() {
            return GameState.builder().set(Layer.BLACK, 0, true).set(Layer.WHITE, 63, true).player(Player.BLACK)
                    .window(Window.SETUP).build();
        }

        private static int piece(GameState s, Player p) {
            return Long.numberOfTrailingZeros(s.pieces(p));
        }

        /** The side to move has tossed its coin this turn (the state's huffed flag, put to a toy's use). */
        private static boolean tossed(GameState s) {
            return s.huffed();
        }

        @Override
        public ToAct toAct(GameState s) {
            if (s.agreed() != null) {
                return new ToAct.Terminal(s.agreed());
            }
            for (Player p : Player.values()) {
                if (Topology.row(piece(s, p)) == p.opponent().backRow()) {
                    return new ToAct.Terminal(Verdict.win(p, p.title() + " crossed the board"));
                }
            }
            if (s.window() == Window.MAIN && !tossed(s)) {
                return new ToAct.Chance("the coin", List.of(new Outcome("heads", 1, 0.5), new Outcome("tails", 0, 0.5)));
            }
            return new ToAct.Choice(s.player(), s.window());
        }

        @Override
        public List<Decision> legalDecisions(GameState s) {
            List<Decision> out = new ArrayList<>();
            if (!(toAct(s) instanceof ToAct.Choice)) {
                return out;
            }
            int at = piece(s, s.player());
            if (s.window() == Window.SETUP) {
                out.add(new Decision.Place("pawn", at));
                return out;
            }
            int row = Topology.row(at) + s.player().forward();
            for (int col = Topology.column(at) - 1; col <= Topology.column(at) + 1; col++) {
                int to = row * 8 + col;
                if (col >= 0 && col < 8 && s.owner(to) == null) {
                    out.add(new Decision.Step(at, to));
                }
            }
            return out;
        }

        @Override
        public Transition step(GameState s, Decision d) {
            if (!legalDecisions(s).contains(d)) {
                throw new IllegalDecisionException(notation(s, d) + " is not legal here");
            }
            if (d instanceof Decision.Place p) {
                Player next = s.player() == Player.BLACK ? Player.WHITE : Player.BLACK;
                return Resolver.apply(s, topology(), List.of(new Effect.SetLayer(PAWN, p.square(), true),
                        new Effect.Handover(next, next == Player.BLACK ? Window.MAIN : Window.SETUP)));
            }
            Decision.Step st = (Decision.Step) d;
            return Resolver.apply(s, topology(), List.of(new Effect.MovePiece(st.from(), st.to()),
                    new Effect.EndTurn(true, 0, Window.MAIN)));
        }

        @Override
        public Transition chance(GameState s, Outcome o) {
            GameStateBuilder b = s.toBuilder().huffed(true);
            if (o.value() == 1) {
                b.set(Layer.KING, piece(s, s.player()), true);
            }
            return new Transition(b.build(), List.of(new Event("coin", List.of(), o.label())));
        }

        @Override
        public String notation(GameState s, Decision d) {
            if (d instanceof Decision.Place p) {
                return p.what() + " " + topology().number(p.square());
            }
            if (d instanceof Decision.Step st) {
                return topology().number(st.from()) + "-" + topology().number(st.to());
            }
            return d.toString();
        }

        @Override
        public String describe(GameState s) {
            return tossed(s) && s.window() == Window.MAIN ? "The coin is tossed; " + s.player().title() + " steps." : "";
        }
    }
}
