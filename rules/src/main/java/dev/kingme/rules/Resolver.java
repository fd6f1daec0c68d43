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
        GameStateBuilder b = state.toBuilder();
        List<Event> events = new ArrayList<>();
        for (Effect e : effects) {
            apply(b, topology, e, events, state);
        }
        return new Transition(b.build(), events);
    }

    private static void apply(GameStateBuilder b, Topology t, Effect effect, List<Event> events, GameState before) {
        if (effect instanceof Effect.MovePiece m) {
            b.move(m.from(), m.to());
            events.add(new Event("move", List.of(m.from(), m.to()), name(t, m.from()) + " to " + name(t, m.to())));
        } else if (effect instanceof Effect.Permute p) {
            b.permute(p.from(), p.to());
            events.add(new Event(p.what(), p.from(), p.what() + " " + names(t, p.from())));
        } else if (effect instanceof Effect.Jumped j) {
            b.jumped(b.jumped() | 1L << j.square()).hops(b.hops() + 1);
            events.add(new Event("capture", List.of(j.square()), "captures " + name(t, j.square())));
        } else if (effect instanceof Effect.Remove r) {
            b.clear(r.square());
            events.add(new Event(r.why(), List.of(r.square()), r.why() + " " + name(t, r.square())));
        } else if (effect instanceof Effect.TakeJumped) {
            takeJumped(b);
        } else if (effect instanceof Effect.Crown c) {
            b.set(Layer.KING, c.square(), true);
            events.add(new Event("crown", List.of(c.square()), "crowned on " + name(t, c.square())));
        } else if (effect instanceof Effect.SetLayer s) {
            b.set(s.layer(), s.square(), s.on());
            events.add(new Event(s.layer().name(), List.of(s.square()), s.layer().text(s.on(), name(t, s.square()))));
        } else if (effect instanceof Effect.ClearLayer c) {
            b.layer(c.layer(), 0);
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
            if (!c.counter().told() || c.quiet()) {
                return;
            }
            events.add(new Event(c.counter().label().replace(' ', '_'), List.of(),
                    c.player().title() + (c.delta() >= 0 ? " gains " : " loses ") + c.counter().count(Math.abs(c.delta()))
                            + " (now " + b.record(c.player()).get(c.counter()) + ")"));
        } else if (effect instanceof Effect.Resume r) {
            b.player(b.resume()).window(r.window()).resume(null);
        } else if (effect instanceof Effect.Agree a) {
            b.agreed(a.verdict());
            events.add(new Event("end", List.of(), a.verdict().reason()));
        } else if (effect instanceof Effect.Unjump u) {
            b.jumped(b.jumped() & ~(1L << u.square()));
            events.add(new Event("saved", List.of(u.square()), name(t, u.square()) + " is not taken"));
        } else if (effect instanceof Effect.Tally c) {
            int n = c.count().get(b, c.square()) + c.delta();
            c.count().set(b, c.square(), n);
            events.add(new Event(c.count().name(), List.of(c.square()), c.count().count(Math.abs(c.delta()))
                    + (c.delta() >= 0 ? " on " : " off ") + name(t, c.square()) + " (now " + n + ")"));
        } else if (effect instanceof Effect.Enqueue q) {
            List<Pending> next = new ArrayList<>(q.items());
            next.addAll(b.pending());
            b.pending(next);
        } else if (effect instanceof Effect.Dequeue) {
            if (b.pending().isEmpty()) {
                throw new IllegalStateException("nothing is pending");
            }
            b.pending(b.pending().subList(1, b.pending().size()));
        } else if (effect instanceof Effect.Note n) {
            events.add(new Event(n.kind(), n.squares(), n.text()));
        }
    }

    /**
     * Ends the turn. The first turn of a game also records the position it started from, so that the
     * starting position counts for repetition like any other.
     */
    private static void endTurn(GameStateBuilder b, Effect.EndTurn e, GameState before) {
        takeJumped(b);
        b.jumped(0).chain(-1).huffed(false).declined(e.declined()).hops(0);
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

    /** The jumped pieces leave the board. */
    private static void takeJumped(GameStateBuilder b) {
        for (long m = b.jumped(); m != 0; m &= m - 1) {
            b.clear(Long.numberOfTrailingZeros(m));
        }
        b.jumped(0);
    }

    private static String names(Topology t, List<Integer> squares) {
        StringBuilder sb = new StringBuilder();
        for (int sq : squares) {
            sb.append(sb.length() == 0 ? "" : ", ").append(name(t, sq));
        }
        return sb.toString();
    }

    static String name(Topology t, int square) {
        return t.contains(square) ? String.valueOf(t.number(square)) : "#" + square;
    }
}
