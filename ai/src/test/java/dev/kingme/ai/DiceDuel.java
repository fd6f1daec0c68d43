package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.Event;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
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
import java.util.Map;

/**
 * A tiny dice game for testing searches with chance, small enough to enumerate: each side has a racer
 * on a track of {@link #GOAL} squares. A turn is a roll of a loaded three-sided die (1, 2 or 3 with
 * probabilities 1/2, 1/3, 1/6), then the side to move either advances by the roll, advances by one, or
 * pushes the opponent back by one (never behind the start); and sometimes, when the roll was a 3, it
 * may take another turn at once instead of advancing (turn order is data, not alternation). The first to
 * reach the goal wins. The heuristic is the race: the difference of the squares still to go.
 */
final class DiceDuel implements GameKind {
    static final DiceDuel GAME = new DiceDuel();
    static final int GOAL = 9;

    private static final List<Outcome> DIE = List.of(new Outcome("roll 1", 1, 0.5), new Outcome("roll 2", 2, 1.0 / 3),
            new Outcome("roll 3", 3, 1.0 / 6));

    @Override
    public String name() {
        return "dice-duel";
    }

    @Override
    public String title() {
        return "Dice duel (test only)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of();
    }

    @Override
    public Rules rules(Options options) {
        return new Duel(options);
    }

    Rules rules() {
        return rules(Map.of());
    }

    /** A state with the racers on {@code black} and {@code white}, {@code toMove} about to roll. */
    static GameState at(int black, int white, Player toMove) {
        return GameState.builder().layer(Layer.BLACK, 1L << black).layer(Layer.WHITE, 1L << white).player(toMove)
                .window(Window.MAIN).build();
    }

    private static int position(GameState s, Player p) {
        return Long.numberOfTrailingZeros(s.pieces(p));
    }

    private static final class Duel implements Rules {
        private final Options options;

        Duel(Options options) {
            this.options = options;
        }

        @Override
        public GameKind kind() {
            return GAME;
        }

        @Override
        public Options options() {
            return options;
        }

        @Override
        public Topology topology() {
            return Topology.ALL_SQUARES;
        }

        @Override
        public GameState initial() {
            return at(0, 0, Player.BLACK);
        }

        @Override
        public ToAct toAct(GameState s) {
            for (Player p : Player.values()) {
                if (position(s, p) >= GOAL) {
                    return new ToAct.Terminal(Verdict.win(p, p.title() + " arrived"));
                }
            }
            return s.window() == Window.MAIN ? new ToAct.Chance("die", DIE) : new ToAct.Choice(s.player(), s.window());
        }

        @Override
        public List<Decision> legalDecisions(GameState s) {
            List<Decision> out = new ArrayList<>();
            if (toAct(s) instanceof ToAct.Choice) {
                Player me = s.player();
                int from = position(s, me);
                out.add(new Decision.Step(from, Math.min(GOAL, from + s.chain())));
                if (s.chain() > 1) {
                    out.add(new Decision.Step(from, from + 1));
                }
                int theirs = position(s, me.opponent());
                if (theirs > 0) {
                    out.add(new Decision.Act("push", List.of(theirs, theirs - 1), ""));
                }
                if (s.chain() == 3) {
                    out.add(new Decision.Pass());
                }
            }
            return out;
        }

        @Override
        public Transition step(GameState s, Decision d) {
            if (!legalDecisions(s).contains(d)) {
                throw new IllegalDecisionException(d + " is not legal in " + s);
            }
            Player me = s.player();
            if (d instanceof Decision.Pass) {
                return new Transition(s.toBuilder().window(Window.MAIN).chain(-1).build(), List.of());
            }
            List<Effect> fx = new ArrayList<>();
            if (d instanceof Decision.Step st) {
                Layer mine = Layer.of(me);
                fx.add(new Effect.SetLayer(mine, st.from(), false));
                fx.add(new Effect.SetLayer(mine, st.to(), true));
            } else {
                Decision.Act a = (Decision.Act) d;
                Layer theirs = Layer.of(me.opponent());
                fx.add(new Effect.SetLayer(theirs, a.squares().get(0), false));
                fx.add(new Effect.SetLayer(theirs, a.squares().get(1), true));
            }
            fx.add(new Effect.EndTurn(true, 0, Window.MAIN));
            return Resolver.apply(s, topology(), fx);
        }

        @Override
        public Transition chance(GameState s, Outcome outcome) {
            if (!(toAct(s) instanceof ToAct.Chance c) || !c.outcomes().contains(outcome)) {
                throw new IllegalDecisionException(outcome + " is not a chance outcome in " + s);
            }
            GameState rolled = s.toBuilder().window(Window.MID_CHAIN).chain(outcome.value()).build();
            return new Transition(rolled, List.of(new Event("roll", List.of(), outcome.label())));
        }

        @Override
        public String notation(GameState s, Decision d) {
            if (d instanceof Decision.Step st) {
                return "advance " + st.from() + "-" + st.to();
            }
            return d instanceof Decision.Act a ? "push " + a.squares().get(0) : "again";
        }

        @Override
        public double heuristic(GameState s, Player p) {
            return Rules.squash(position(s, p) - position(s, p.opponent()), 4);
        }
    }
}
