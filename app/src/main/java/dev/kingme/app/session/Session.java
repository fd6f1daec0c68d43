package dev.kingme.app.session;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * One game being played, for every interface: its {@link History}, who sits at each side ({@link Seats}),
 * its dice, a draw offered, and what the last action did. Every change is an {@link Action}, first
 * {@linkplain #prepare prepared} (checked in full against the state, the rules and the players'
 * agreements, with nothing changed) and then made: the web server stores it in between, so what is in
 * memory is never ahead of what is on disk; the terminal makes it at once ({@link #take}). A refusal is a
 * {@link GameError} that says why.
 *
 * <p>Not thread-safe: the web server holds the game's monitor around every call.
 */
public final class Session {
    /** A prepared action: makes its change and answers what it said, line by line. */
    @FunctionalInterface
    public interface Change {
        List<String> make();
    }

    private final Rules rules;
    private final History history;
    private final Seats seats;
    private final ChanceRoller dice;
    private final boolean undoAllowed;
    private Player drawOffer;
    private Outcome lastRoll;
    private List<String> events = List.of();
    private int version;
    private Choices choices;
    private GameState choicesOf;
    private ToAct who;
    private GameState whoOf;

    /**
     * A game played on from {@code history}. {@code undoAllowed} is false where taking back would wrong a
     * player who did not ask (two people online: the server does not ask the other).
     */
    public Session(Rules rules, History history, Seats seats, ChanceRoller dice, boolean undoAllowed) {
        this.rules = rules;
        this.history = history;
        this.seats = seats;
        this.dice = dice;
        this.undoAllowed = undoAllowed;
    }

    public Rules rules() {
        return rules;
    }

    public History history() {
        return history;
    }

    public Seats seats() {
        return seats;
    }

    public GameState state() {
        return history.current();
    }

    /** Who acts now, worked out once per state (the rules' answer looks for repetitions, among other things). */
    public ToAct who() {
        GameState s = history.current();
        if (whoOf != s) {
            who = WhoActs.of(rules, s);
            whoOf = s;
        }
        return who;
    }

    /** The whole moves the side to act may choose now, worked out once per state. */
    public Choices choices() {
        GameState s = history.current();
        if (choicesOf != s) {
            choices = Choices.of(rules, s);
            choicesOf = s;
        }
        return choices;
    }

    /** The number of actions taken so far. */
    public int version() {
        return version;
    }

    /** The side whose draw offer stands, or null. */
    public Player drawOffer() {
        return drawOffer;
    }

    /** The last roll, until a move is taken back; null before the first. */
    public Outcome lastRoll() {
        return lastRoll;
    }

    /** What the last action said, and the rolls after it. */
    public List<String> events() {
        return events;
    }

    /** The verdict once the game is over, else null. */
    public Verdict verdict() {
        return who() instanceof ToAct.Terminal t ? t.verdict() : null;
    }

    /** The side an AI plays that is to decide now, or null. */
    public Player aiToAct() {
        return who() instanceof ToAct.Choice c && seats.ai(c.player()) != null ? c.player() : null;
    }

    /** The roll chance makes now (the same whenever this state is reached), or null when chance does not act. */
    public Action.Roll roll() {
        return who() instanceof ToAct.Chance chance ? new Action.Roll(dice.roll(chance, state()).value()) : null;
    }

    /** True when {@link Action.Undo} would be taken now. */
    public boolean canUndo() {
        if (!seats.anyPerson() || !undoAllowed) {
            return false;
        }
        for (History.Step s : history.steps()) {
            if (!(s instanceof History.Rolled)) {
                return true;
            }
        }
        return false;
    }

    /** Prepares and makes {@code a} at once; answers what it said. */
    public List<String> take(Action a) {
        return prepare(a).make();
    }

    /**
     * Checks that {@code a} may be taken now, in full, and returns its change without making it.
     *
     * @throws GameError when it may not, saying why
     */
    public Change prepare(Action a) {
        Change change;
        if (a instanceof Action.Move m) {
            change = move(m);
        } else if (a instanceof Action.Roll r) {
            change = roll(r);
        } else if (a instanceof Action.Undo) {
            change = undo();
        } else if (a instanceof Action.OfferDraw) {
            change = offerDraw(a.player());
        } else if (a instanceof Action.AcceptDraw) {
            change = acceptDraw(a.player());
        } else if (a instanceof Action.DeclineDraw) {
            change = declineDraw(a.player());
        } else if (a instanceof Action.Flag f) {
            change = flag(f.player());
        } else {
            change = resign(((Action.Resign) a).player());
        }
        return () -> {
            List<String> said = change.make();
            version++;
            return said;
        };
    }

    private Change move(Action.Move m) {
        ToAct.Choice c = choosing(m.player());
        GameState before = history.current();
        List<Decision> decisions = m.decisions();
        if (Lines.oneAtATime(rules, before) && decisions.size() != 1) {
            throw GameError.illegal("here each decision is a choice by itself, not " + decisions.size());
        }
        GameState at = before;
        List<String> said = new ArrayList<>();
        for (int i = 0; i < decisions.size(); i++) {
            Transition t;
            try {
                t = rules.step(at, decisions.get(i));
            } catch (IllegalDecisionException e) {
                throw GameError.illegal("not a legal move: " + e.getMessage());
            }
            said.addAll(EventText.lines(t.events()));
            at = t.state();
            boolean goesOn = Lines.goesOn(rules, before, c.player(), at);
            if (goesOn != (i < decisions.size() - 1)) {
                throw GameError.illegal(goesOn ? "the move is not finished: the capture goes on"
                        : "the move ended before its last decision");
            }
        }
        Line line = new Line(decisions, at);
        String text = rules.notation(before, decisions);
        return () -> {
            history.add(new History.Played(before, c.player(), line, text));
            drawOffer = null;
            events = said;
            return said;
        };
    }

    /** The choice {@code p} is to make now; any side's when {@code p} is null. */
    private ToAct.Choice choosing(Player p) {
        ToAct who = active();
        ToAct.Choice c = (ToAct.Choice) who;
        if (p != null && c.player() != p) {
            throw GameError.notYourTurn(c.player().title() + " is to decide now, not " + p.title());
        }
        return c;
    }

    /** Who acts, when a side does; refused when the game is over or chance has still to act. */
    private ToAct active() {
        ToAct who = who();
        if (who instanceof ToAct.Terminal t) {
            throw GameError.notYourTurn("the game is over (" + t.verdict().reason() + ")");
        }
        if (!(who instanceof ToAct.Choice)) {
            throw GameError.notYourTurn("chance has still to act");
        }
        return who;
    }

    private Change roll(Action.Roll r) {
        if (!(who() instanceof ToAct.Chance chance)) {
            throw GameError.illegal("chance does not act now");
        }
        Outcome outcome = null;
        for (Outcome o : chance.outcomes()) {
            if (o.value() == r.value()) {
                outcome = o;
            }
        }
        if (outcome == null) {
            throw GameError.illegal("chance cannot come up " + r.value() + " here");
        }
        GameState before = history.current();
        Outcome o = outcome;
        Transition t = rules.chance(before, o);
        return () -> {
            history.add(new History.Rolled(before, o, t.state()));
            lastRoll = o;
            List<String> said = new ArrayList<>();
            said.add("chance: " + o.label());
            said.addAll(EventText.lines(t.events()));
            List<String> all = new ArrayList<>(events);
            all.addAll(said);
            events = all;
            return said;
        };
    }

    /** Takes back the last move, and against an AI its replies too: the person is to decide again. */
    private Change undo() {
        if (!seats.anyPerson()) {
            throw GameError.illegal("both sides are played by the AI: there is nobody to take a move back for");
        }
        if (!undoAllowed) {
            throw GameError.illegal("two people online cannot take moves back");
        }
        if (!canUndo()) {
            throw GameError.illegal("nothing to undo");
        }
        return () -> {
            List<String> said = new ArrayList<>();
            said.add("took back " + describe(history.undo()));
            while (aiToAct() != null) {
                try {
                    said.add("took back " + describe(history.undo()));
                } catch (IllegalStateException nothingLeft) {
                    break;  // the AI moved first: it moves again
                }
            }
            drawOffer = null;
            lastRoll = null;
            events = said;
            return said;
        };
    }

    private String describe(History.Step step) {
        if (step instanceof History.Played p) {
            return seats.title(p.player()) + "'s " + p.text();
        }
        return "the ending: " + ((History.Agreed) step).verdict().reason();
    }

    private Change offerDraw(Player p) {
        active();
        if (drawOffer != null) {
            throw GameError.illegal(drawOffer.title() + " has offered a draw already");
        }
        if (seats.ai(p.opponent()) != null) {
            throw GameError.illegal(seats.title(p.opponent()) + " declines the draw: play on");
        }
        return () -> {
            drawOffer = p;
            events = List.of(p.title() + " offers a draw");
            return events;
        };
    }

    private Change acceptDraw(Player p) {
        active();
        offeredTo(p);
        return () -> agree(Verdict.draw("draw by agreement"));
    }

    private Change declineDraw(Player p) {
        offeredTo(p);
        return () -> {
            drawOffer = null;
            events = List.of(p.title() + " declines the draw");
            return events;
        };
    }

    private void offeredTo(Player p) {
        if (drawOffer != p.opponent()) {
            throw GameError.illegal("no draw has been offered to " + p.title());
        }
    }

    private Change resign(Player p) {
        active();
        return () -> agree(Verdict.win(p.opponent(), p.title() + " resigned"));
    }

    /** Ends the game on time: {@code p} must be the side to decide, whose clock was running. */
    private Change flag(Player p) {
        choosing(p);
        GameState at = history.current();
        return () -> agree(FlagFall.verdict(at, p));
    }

    /** Ends the game by the players' word, as the state's agreed verdict (see {@link WhoActs}). */
    private List<String> agree(Verdict verdict) {
        GameState before = history.current();
        history.add(new History.Agreed(before, verdict, before.toBuilder().agreed(verdict).build()));
        drawOffer = null;
        events = List.of(verdict.reason());
        return events;
    }
}
