package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.Event;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Resolver;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * How a turn of a character game goes on through the state's pending queue: a move's hop asks the powers
 * what follows it (reactions, a stab) before the capture goes on; the end of a move pays what it earned and
 * asks what comes at its end; the turn passes (turns to pass, another turn); the start of a turn asks what
 * comes then, in order. Items nobody decides are dealt with at once ({@link #drain}); a game that ends in the
 * middle of a move has its captures settled first.
 */
public final class TurnFlow {
    private final CharacterRules rules;

    TurnFlow(CharacterRules rules) {
        this.rules = rules;
    }

    GameState atTurnStart(GameState s) {
        if (!s.pending().isEmpty() || s.window() != Window.MAIN || s.agreed() != null) {
            return s;
        }
        return drain(apply(s, List.of(new Effect.Enqueue(List.of(Pending.of(Frame.START, s.player(), 0)))))).state();
    }

    private Transition apply(GameState s, List<Effect> fx) {
        return Resolver.apply(s, rules.topology(), fx);
    }

    /** A legal decision, and what follows it. */
    Transition step(GameState s, Decision d) {
        List<Effect> fx = s.pending().isEmpty() ? turnEffects(s, d) : reactionEffects(s, d);
        return drain(apply(withStartRecorded(s), fx));
    }

    /**
     * The turn ends in a later application of effects than the one the turn starts in, so the position a
     * game started from is recorded for repetition here, before the first turn, rather than there.
     */
    private static GameState withStartRecorded(GameState s) {
        if (s.history().length > 0) {
            return s;
        }
        return s.toBuilder().history(new long[] {s.positionHash()}).build();
    }

    /** A move, a power or a spell in the main window or mid-capture; the end of the move is queued. */
    private List<Effect> turnEffects(GameState s, Decision d) {
        List<Effect> fx = new ArrayList<>(rules.plainEffects(s, d));
        // the move ends through the queue (its rewards, reactions, the turn passing): the pool is counted then
        fx.removeIf(e -> e instanceof Effect.Count c && c.quiet() && c.counter() == Counters.POOL);
        Effect last = fx.isEmpty() ? null : fx.get(fx.size() - 1);
        Player mover = s.player();
        if (d instanceof Decision.Jump j) {
            fx.remove(fx.size() - 1);
            boolean crowned = !s.has(Layer.KING, j.from()) && rules.crownsOn(mover, j.to());
            List<Pending> queue = new ArrayList<>();
            Illusions.afterHop(s, j, queue);
            if (s.has(Marks.ILLUSION, j.over())) {
                fx.add(new Effect.Note("illusion", List.of(j.over()), rules.square(j.over()) + " is an illusion:"
                        + " jumping it captures nothing, and it vanishes when the move ends"));
            } else {
                for (Power p : rules.powers(s, mover.opponent())) {
                    p.afterHopOverMine(rules, s, mover.opponent(), j, queue);
                }
            }
            for (Power p : rules.powers(s, mover)) {
                p.afterOwnHop(rules, s, mover, j, queue);
            }
            queue.add(Pending.of(Frame.FINISH, mover, crowned ? 1 : 0, j.to()));
            fx.add(new Effect.Enqueue(queue));
        } else if (last instanceof Effect.EndTurn e) {
            // an arrow shot earlier in the turn wounded something: that is progress too
            boolean progress = e.progress() || s.record(mover).get(Counters.SHOTS) > 0;
            boolean crowned = d instanceof Decision.Step st && !s.has(Layer.KING, st.from()) && rules.crownsOn(mover, st.to());
            fx.set(fx.size() - 1, new Effect.Enqueue(List.of(Frame.end(mover, progress, crowned,
                    d instanceof Decision.Step st && aimsAtTheMover(mover, crowned) ? st.to() : -1))));
        }
        return fx;
    }

    /** A decision in the reaction window: the head of the queue is dealt with by the power that put it there. */
    private List<Effect> reactionEffects(GameState s, Decision d) {
        Pending head = s.pending().get(0);
        Power power = rules.sides().powerOfPending(head);
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        fx.addAll(d instanceof Decision.Pass ? power.declined(rules, s, head) : power.reaction(rules, s, head, (Decision.Act) d));
        return fx;
    }

    /** Chance rolled {@code roll} for the head of the queue. */
    Transition chance(GameState s, int roll) {
        Pending head = s.pending().get(0);
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        if (head.kind().equals(Frame.SAVE)) {
            fx.add(rollNote(s, head, roll));
            int wounds = Levels.saves(roll, Levels.ld(s, head.player())) ? head.amount() - 1 : head.amount();
            if (wounds > 0) {
                fx.add(new Effect.Enqueue(List.of(Pending.of(Frame.WOUND, head.player(), wounds, head.square()))));
            }
        } else {
            fx.addAll(rules.sides().powerOfPending(head).rolled(rules, s, head, roll));
        }
        return drain(apply(s, fx));
    }

    /** What chance rolls for at the head of the queue, or null when a side decides it. */
    String chanceLabel(GameState s, Pending head) {
        if (head.kind().equals(Frame.SAVE)) {
            return head.player().title() + "'s saving throw for " + rules.square(head.square()) + " against " + head.amount()
                    + (head.amount() == 1 ? " wound" : " wounds") + Levels.ldText(s, head.player());
        }
        Power p = rules.sides().powerOfPending(head);
        return p == null ? null : p.chance(rules, s, head);
    }

    /**
     * The note of a saving throw against wounds rolled: what it needed, what came up and what it means for
     * the checker, "White's saving throw for 24 against 2 wounds needs 4 or more: rolled 5, LD -3 makes 2:
     * failed, 24 takes 2 wounds". A save takes one wound off, so a checker may be wounded though it saved.
     */
    Effect rollNote(GameState s, Pending head, int roll) {
        String sq = rules.square(head.square());
        int n = head.amount();
        return rollNote(s, head, roll, sq + (n == 1 ? " takes no wound" : " takes " + wounds(n - 1) + " instead of " + n),
                sq + " takes " + wounds(n));
    }

    /**
     * The note of a saving throw rolled: chance's question ({@link #chanceLabel}), what it needed, what came
     * up, and what follows, {@code ifSaved} or {@code ifFailed}.
     */
    Effect rollNote(GameState s, Pending head, int roll, String ifSaved, String ifFailed) {
        int ld = Levels.ld(s, head.player());
        boolean saved = Levels.saves(roll, ld);
        String asked = chanceLabel(s, head);
        String ldText = Levels.ldText(s, head.player());
        if (asked.endsWith(ldText)) {
            asked = asked.substring(0, asked.length() - ldText.length());  // said with the sum below
        }
        return new Effect.Note("roll", head.squares(), asked + " needs 4 or more: rolled " + roll
                + (roll == 6 ? ", and a 6 always saves: " : ", LD " + Levels.signed(ld) + " makes " + (roll + ld) + ": ")
                + (saved ? "saved, " + ifSaved : "failed, " + ifFailed));
    }

    private static String wounds(int n) {
        return n + (n == 1 ? " wound" : " wounds");
    }

    // ---- the queue ----------------------------------------------------------------------------------

    /** Deals with every item of the queue that needs nobody to decide, until one does or it is empty. */
    Transition drain(Transition t) {
        GameState s = t.state();
        List<Event> events = new ArrayList<>(t.events());
        while (!s.pending().isEmpty() && s.agreed() == null) {
            Verdict now = rules.immediateVerdict(s);
            List<Effect> fx = now != null ? settled(s, now) : automatic(s, s.pending().get(0));
            if (fx == null) {
                break;
            }
            Transition next = apply(s, fx);
            events.addAll(next.events());
            s = next.state();
        }
        return new Transition(s, events);
    }

    /**
     * The game ends with {@code verdict} in the middle of a move: the captures made so far are settled
     * first (what they earn, when the move's end has not paid it yet, and the jumped pieces off the board
     * into the pool), so the final position and status are those of the move completed.
     */
    private List<Effect> settled(GameState s, Verdict verdict) {
        List<Effect> fx = new ArrayList<>();
        if (s.jumped() != 0) {
            boolean unpaid = false;
            for (Pending p : s.pending()) {
                unpaid |= p.kind().equals(Frame.FINISH) || p.kind().equals(Frame.END);
            }
            if (unpaid) {
                fx.addAll(captureRewards(s));
            }
            fx.add(rules.pooledOf(s, s.jumped()));
            fx.add(new Effect.TakeJumped());
        }
        fx.add(new Effect.Agree(verdict));
        return fx;
    }

    /** The effects of the queue's head when nobody decides it now, or null when someone must. */
    private List<Effect> automatic(GameState s, Pending h) {
        switch (h.kind()) {
            case Frame.END:
                return endOfMove(s, (h.amount() & 1) != 0, (h.amount() & 2) != 0);
            case Frame.PASS_TURN:
                return passTurn(s, (h.amount() & 1) != 0, (h.amount() & 2) != 0);
            case Frame.START:
                return startOfTurn(s);
            case Frame.FINISH:
                return finish(s, h);
            case Frame.WOUND: {
                List<Effect> fx = new ArrayList<>();
                fx.add(new Effect.Dequeue());
                fx.addAll(rules.harm().wound(s, h.square(), h.amount()));
                return fx;
            }
            case Frame.SAVE:
                return s.owner(h.square()) == h.player() ? null : List.of(new Effect.Dequeue());
            default:
                return rules.sides().powerOfPending(h).automatic(rules, s, h);
        }
    }

    /** True when a power of {@code mover}'s aims at the piece that moved, or at the piece crowned when it was. */
    private boolean aimsAtTheMover(Player mover, boolean crowned) {
        for (Power p : rules.hero(mover).powers()) {
            PowerSpec.Act act = p.spec() == null ? null : p.spec().act();
            PowerSpec.Reach reach = act == null || act.target() == null ? null : act.target().reach();
            if (reach == PowerSpec.Reach.MOVED || crowned && reach == PowerSpec.Reach.CROWNED) {
                return true;
            }
        }
        return false;
    }

    /** The rest of a hop: the capture goes on from where it landed, or the move ends. */
    private List<Effect> finish(GameState s, Pending h) {
        int sq = h.square();
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        List<Decision> more = new ArrayList<>();
        if (h.amount() == 0 && s.owner(sq) == s.player() && rules.lookups().mayContinue(s, s.player())) {
            more = rules.jumpsFrom(s, sq);
        }
        if (more.isEmpty()) {
            fx.add(new Effect.Enqueue(List.of(Frame.end(s.player(), true, h.amount() == 1,
                    aimsAtTheMover(s.player(), h.amount() == 1) ? sq : -1))));
        } else {
            fx.add(new Effect.ContinueChain(sq));
        }
        return fx;
    }

    /**
     * The end of a move: what its captures earn, what the opponent's powers make of its losses (clerical
     * status), then what the mover's powers ask at the end of a move (Regeneration, another turn) and the
     * turn passing.
     */
    private List<Effect> endOfMove(GameState s, boolean progress, boolean crowned) {
        Player mover = s.player();
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        fx.addAll(captureRewards(s));
        // what the opponent lost is counted whatever was neutralized: the protection it earns is for a later turn
        for (Power p : rules.hero(mover.opponent()).powers()) {
            p.afterOpponentsMove(rules, s, mover.opponent(), fx);
        }
        List<Pending> queue = new ArrayList<>();
        for (Power p : rules.powers(s, mover)) {
            p.atEndOfMove(rules, s, mover, crowned, queue);
        }
        queue.add(Pending.of(Frame.PASS_TURN, mover, progress ? 1 : 0));
        fx.add(new Effect.Enqueue(queue));
        return fx;
    }

    /**
     * What the captures of the move under way earn the side to move: what its powers earn by the hops (the
     * Smart penny, a mercenary's pennies), then by the captures (arrows, a Spellcaster's pennies), paid when
     * the move ends, or when it wins before.
     */
    private List<Effect> captureRewards(GameState s) {
        Player mover = s.player();
        List<Effect> fx = new ArrayList<>();
        int levels = 0;
        int captures = 0;
        for (long m = s.jumped(); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (!s.has(Marks.ILLUSION, sq)) {
                levels += s.has(Layer.KING, sq) ? 2 : 1;
                captures++;
            }
        }
        for (Power p : rules.powers(s, mover)) {
            p.forHops(rules, s, mover, fx);
        }
        fx.addAll(rules.harm().rewards(s, mover, levels, captures));
        return fx;
    }

    /**
     * What the end of a turn clears before the turn passes: the captured pieces counted into the mover's pool
     * as they leave the board, and the marks and counts that last one turn.
     */
    private List<Effect> turnEnds(GameState s) {
        List<Effect> fx = new ArrayList<>();
        fx.add(rules.pooledOf(s, s.jumped()));
        for (Layer l : Marks.FOR_THE_TURN) {
            if (s.layer(l) != 0) {
                fx.add(new Effect.ClearLayer(l));
            }
        }
        for (Player p : Player.values()) {
            for (dev.kingme.rules.Counter c : Counters.FOR_THE_TURN) {
                if (s.record(p).get(c) != 0) {
                    fx.add(new Effect.Count(p, c, -s.record(p).get(c), true));
                }
            }
        }
        return fx;
    }

    /**
     * The turn passes: to the opponent, or back to the mover when it takes another turn; a side that must
     * pass turns (Cure Critical Wounds) passes them; then the next turn starts.
     */
    private List<Effect> passTurn(GameState s, boolean progress, boolean again) {
        Player mover = s.player();
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        fx.addAll(turnEnds(s));
        fx.add(new Effect.EndTurn(progress, 0, Window.MAIN));
        Player next = mover.opponent();
        if (again) {
            fx.add(new Effect.Note("pass", List.of(), next.title() + "'s turn is skipped: " + mover.title() + " takes another turn"));
            fx.add(new Effect.EndTurn(false, 0, Window.MAIN));
            next = mover;
        }
        int[] skips = {s.record(Player.BLACK).get(Counters.SKIPS), s.record(Player.WHITE).get(Counters.SKIPS)};
        while (skips[next.ordinal()] > 0) {
            skips[next.ordinal()]--;
            fx.add(new Effect.Count(next, Counters.SKIPS, -1));
            fx.add(new Effect.Note("pass", List.of(), next.title() + " passes this turn"
                    + rules.sides().poweredBy(next, PowerSpec.Effect.SkipTurns.class, " (", ")")));
            fx.add(new Effect.EndTurn(false, 0, Window.MAIN));
            next = next.opponent();
        }
        fx.add(new Effect.Enqueue(List.of(Pending.of(Frame.START, next, 0))));
        return fx;
    }

    /**
     * What the start of a turn brings, queued in order: the neutralizing offer (the mover's first), the
     * countdowns (Black's first), the mover's own, the opponent's offers (see {@link Power#startOrder}).
     */
    private List<Effect> startOfTurn(GameState s) {
        Player mover = s.player();
        List<Pending> queue = new ArrayList<>();
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        for (int order = 0; order <= 3; order++) {
            Player[] sides = order == 1 ? Player.values() : new Player[] {mover, mover.opponent()};
            for (Player side : sides) {
                for (Power p : rules.hero(side).powers()) {
                    if (p.startOrder() == order) {
                        p.atStartOfTurn(rules, s, side, queue, fx);
                    }
                }
            }
        }
        if (!queue.isEmpty()) {
            fx.add(new Effect.Enqueue(queue));
        }
        return fx;
    }

    /** An illusion is never crowned; a checker's crown comes from the opponent's pool while it has checkers. */
    List<Effect> crowning(GameState s, int from, int to) {
        if (s.has(Marks.ILLUSION, from)) {
            return List.of(new Effect.Note("illusion", List.of(to), "an illusion is not crowned"));
        }
        return crowned(s.owner(from), to, s.record(s.owner(from).opponent()).get(Counters.POOL));
    }

    /** {@code owner}'s piece on {@code to} crowned, its crown out of the opponent's pool when it holds {@code pool} > 0. */
    public static List<Effect> crowned(Player owner, int to, int pool) {
        Player crowner = owner.opponent();
        if (pool > 0) {
            return List.of(new Effect.Crown(to), new Effect.Note("crown", List.of(to), "the crown comes out of "
                    + crowner.title() + "'s pool of captured checkers"), new Effect.Count(crowner, Counters.POOL, -1));
        }
        return List.of(new Effect.Crown(to), new Effect.Note("crown", List.of(to), "the crown is a spare checker"));
    }
}
