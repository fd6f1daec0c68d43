package dev.kingme.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A test-only game that exists to prove the chance machinery, since no real game rolls dice every turn
 * yet: two racers start on square 0; each turn chance rolls a d6, then the side to move advances by the
 * roll or, with the {@code cautious} option, by just one; the first to reach square 20 wins. It is not in
 * the services file, so {@link Games#all()} never lists it: tests use {@link #GAME} directly.
 *
 * <p>A racer is its side's single bit on the board; the roll waiting to be used is kept in the state's
 * chain field with the window at {@link Window#MID_CHAIN}: a toy's shortcut, not a model for real games.
 */
public final class DiceRaceGame implements GameKind {
    public static final DiceRaceGame GAME = new DiceRaceGame();
    public static final int GOAL = 20;
    public static final String CAUTIOUS = "cautious";

    @Override
    public String name() {
        return "dice-race";
    }

    @Override
    public String title() {
        return "Dice race to square " + GOAL + " (test only)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(OptionSpec.flag(CAUTIOUS, true, "a side may advance by one instead of the whole roll"));
    }

    @Override
    public Rules rules(Options options) {
        return new Race(options);
    }

    private static final class Race implements Rules {
        private final Options options;

        Race(Options options) {
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
            return GameState.builder().layer(Layer.BLACK, 1L).layer(Layer.WHITE, 1L).build();
        }

        private static int position(GameState s, Player p) {
            return Long.numberOfTrailingZeros(s.pieces(p));
        }

        @Override
        public ToAct toAct(GameState s) {
            for (Player p : Player.values()) {
                if (position(s, p) >= GOAL) {
                    return new ToAct.Terminal(Verdict.win(p, p.title() + " reached square " + GOAL));
                }
            }
            return s.window() == Window.MAIN ? new ToAct.Chance("d6", Outcome.d6("d6"))
                    : new ToAct.Choice(s.player(), s.window());
        }

        @Override
        public List<Decision> legalDecisions(GameState s) {
            List<Decision> out = new ArrayList<>();
            if (toAct(s) instanceof ToAct.Choice) {
                int from = position(s, s.player());
                int full = Math.min(GOAL, from + s.chain());
                out.add(new Decision.Step(from, full));
                if (options.flag(CAUTIOUS) && from + 1 < full) {
                    out.add(new Decision.Step(from, from + 1));
                }
            }
            return out;
        }

        @Override
        public Transition step(GameState s, Decision d) {
            if (!legalDecisions(s).contains(d)) {
                throw new IllegalDecisionException(d + " is not legal in " + s);
            }
            Decision.Step st = (Decision.Step) d;
            Layer mine = Layer.of(s.player());
            return Resolver.apply(s, topology(), List.of(new Effect.SetLayer(mine, st.from(), false),
                    new Effect.SetLayer(mine, st.to(), true), new Effect.EndTurn(true, 0, Window.MAIN)));
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
            return d instanceof Decision.Step st ? "advance " + st.from() + "-" + st.to() : d.toString();
        }
    }
}
