package dev.kingme.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Applies effects to a state: the single place where the board and the turn data change, and where the
 * event log is written.
 */
public final class Resolver {
    private Resolver() {
    }

    public static Transition apply(GameState state, Topology topology, List<Effect> effects) {
        GameState.Builder b = state.toBuilder();
        List<Event> events = new ArrayList<>();
        for (Effect e : effects) {
            apply(b, topology, e, events, state);
        }
        return new Transition(b.build(), events);
    }

    private static void apply(GameState.Builder b, Topology t, Effect effect, List<Event> events, GameState before) {
        if (effect instanceof Effect.MovePiece m) {
            b.move(m.from(), m.to());
            events.add(new Event("move", List.of(m.from(), m.to()), name(t, m.from()) + " to " + name(t, m.to())));
        } else if (effect instanceof Effect.Jumped j) {
            b.jumped(b.jumped() | 1L << j.square());
            events.add(new Event("capture", List.of(j.square()), "captures " + name(t, j.square())));
        } else if (effect instanceof Effect.Remove r) {
            b.clear(r.square());
            events.add(new Event(r.why(), List.of(r.square()), r.why() + " " + name(t, r.square())));
        } else if (effect instanceof Effect.Crown c) {
            b.set(Layer.KING, c.square(), true);
            events.add(new Event("crown", List.of(c.square()), "crowned on " + name(t, c.square())));
        } else if (effect instanceof Effect.SetLayer s) {
            b.set(s.layer(), s.square(), s.on());
            events.add(new Event(s.layer().name().toLowerCase(java.util.Locale.ROOT), List.of(s.square()),
                    s.layer().name().toLowerCase(java.util.Locale.ROOT) + (s.on() ? " on " : " off ") + name(t, s.square())));
        } else if (effect instanceof Effect.ContinueChain c) {
            b.chain(c.square()).window(Window.MID_CHAIN);
        } else if (effect instanceof Effect.Huffed) {
            b.huffed(true);
        } else if (effect instanceof Effect.EndTurn e) {
            endTurn(b, e, before);
            events.add(new Event("turn", List.of(), b.player().title() + " to play"));
        } else if (effect instanceof Effect.Handover h) {
            b.player(h.player()).window(h.window());
        } else if (effect instanceof Effect.Count c) {
            b.record(c.player(), b.record(c.player()).plus(c.counter(), c.delta()));
            events.add(new Event(c.counter().name().toLowerCase(java.util.Locale.ROOT), List.of(),
                    c.player().title() + (c.delta() >= 0 ? " gains " + c.delta() : " spends " + -c.delta()) + " "
                            + c.counter().name().toLowerCase(java.util.Locale.ROOT)));
        } else if (effect instanceof Effect.Resume r) {
            b.player(b.resume()).window(r.window()).resume(null);
        } else if (effect instanceof Effect.Agree a) {
            b.agreed(a.verdict());
            events.add(new Event("end", List.of(), a.verdict().reason()));
        }
    }

    /**
     * Ends the turn. The first turn of a game also records the position it started from, so that the
     * starting position counts for repetition like any other.
     */
    private static void endTurn(GameState.Builder b, Effect.EndTurn e, GameState before) {
        int checkers = 0;
        for (long m = b.jumped(); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            checkers += (b.layer(Layer.KING) & (1L << sq)) != 0 ? 2 : 1;
            b.clear(sq);
        }
        if (checkers > 0) {
            b.record(b.player(), b.record(b.player()).plus(SideRecord.Counter.POOL, checkers));
        }
        b.jumped(0).chain(-1).huffed(false).declined(e.declined());
        b.player(b.player().opponent()).window(e.next()).turn(b.turn() + 1);
        long hash = b.build().positionHash();
        if (e.progress()) {
            b.quietPlies(0).history(new long[] {hash});
        } else {
            long[] h = b.history().length == 0 ? new long[] {before.positionHash()} : b.history();
            long[] next = Arrays.copyOf(h, h.length + 1);
            next[h.length] = hash;
            b.quietPlies(b.quietPlies() + 1).history(next);
        }
    }

    static String name(Topology t, int square) {
        return t.contains(square) ? String.valueOf(t.number(square)) : "#" + square;
    }
}
