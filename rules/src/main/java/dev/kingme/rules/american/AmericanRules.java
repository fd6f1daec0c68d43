package dev.kingme.rules.american;

import dev.kingme.engine.Position;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.openings.Restriction;
import dev.kingme.rules.Event;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Options;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Window;
import dev.kingme.rules.checkers.CheckersFen;
import dev.kingme.rules.checkers.CheckersOptions;
import dev.kingme.rules.checkers.CheckersRules;
import java.util.ArrayList;
import java.util.List;

/**
 * American checkers in the general model (seed: the Checkers text), with its tournament openings: under
 * two- or three-move restriction the first moves are a ballot, fixed by the {@code ballot} option or
 * drawn by chance before the first move ("The first three moves are drawn at random from a set of
 * accepted openings").
 */
final class AmericanRules extends CheckersRules {
    private final Restriction restriction;
    private final int ballot;

    AmericanRules(Options options) {
        super(options);
        this.restriction = restriction(options.get(CheckersOptions.OPENING));
        this.ballot = options.number(CheckersOptions.BALLOT);
        if (ballot != 0 && (restriction.ballotLength() == 0 || restriction.byNumber(ballot).isEmpty())) {
            throw new IllegalArgumentException(restriction.ballotLength() == 0
                    ? "option ballot needs opening=two-move or opening=three-move"
                    : "there is no " + options.get(CheckersOptions.OPENING) + " ballot number " + ballot
                            + " (1-" + restriction.ballots().size() + ")");
        }
    }

    private static Restriction restriction(String name) {
        switch (name) {
            case "two-move":
                return Restriction.twoMove();
            case "three-move":
                return Restriction.threeMove();
            default:
                return Restriction.goAsYouPlease();
        }
    }

    @Override
    public GameKind kind() {
        return American.GAME;
    }

    @Override
    public GameState initial() {
        GameState start = startingPosition().build();
        if (restriction.ballotLength() == 0) {
            return start;
        }
        if (ballot != 0) {
            return playBallot(start, restriction.byNumber(ballot).orElseThrow(), new ArrayList<>());
        }
        return start.toBuilder().window(Window.SETUP).build();
    }

    /**
     * The engine plays exactly this game at the start of a move in the main window when captures are
     * mandatory (the engine knows no huffing) and nobody agreed an ending: its search may then choose the
     * whole move. The draw rules' history is not passed on; the rules still judge repetitions.
     */
    @Override
    public Position enginePosition(GameState s) {
        if (huffing || s.window() != Window.MAIN || !s.pending().isEmpty() || s.agreed() != null || s.chain() >= 0) {
            return null;
        }
        return CheckersFen.toPosition(s);
    }

    @Override
    public ToAct toAct(GameState s) {
        if (s.window() == Window.SETUP && s.agreed() == null) {
            List<Outcome> outcomes = new ArrayList<>();
            List<Opening> deck = restriction.deck();
            for (Opening o : deck) {
                outcomes.add(new Outcome("ballot " + o.number() + ": " + o.movesText(), o.number(), 1.0 / deck.size()));
            }
            return new ToAct.Chance("the opening ballot", outcomes);
        }
        return super.toAct(s);
    }

    @Override
    public Transition chance(GameState s, Outcome outcome) {
        if (!(toAct(s) instanceof ToAct.Chance c) || !c.outcomes().contains(outcome)) {
            throw new IllegalDecisionException("\"" + outcome.label() + "\" is not a chance outcome now");
        }
        List<Event> events = new ArrayList<>();
        events.add(new Event("ballot", List.of(), outcome.label()));
        GameState played = playBallot(s.toBuilder().window(Window.MAIN).build(),
                restriction.byNumber(outcome.value()).orElseThrow(), events);
        return new Transition(played, events);
    }

    /** Plays the ballot's moves decision by decision, through the rules, adding their events to {@code log}. */
    private GameState playBallot(GameState s, Opening opening, List<Event> log) {
        GameState state = s;
        for (String move : opening.moves()) {
            Line line = Lines.resolve(this, state, Lines.expand(this, state), move);
            for (dev.kingme.rules.Decision d : line.decisions()) {
                Transition t = step(state, d);
                log.addAll(t.events());
                state = t.state();
            }
        }
        return state;
    }
}
