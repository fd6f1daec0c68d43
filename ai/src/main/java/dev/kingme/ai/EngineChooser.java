package dev.kingme.ai;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.Chooser;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Plays a game whose rules say it is exactly the engine's ({@link Rules#enginePosition}) with the engine's
 * search: at the start of a move it searches the engine position, finds the model's whole move with the
 * same route, and then plays it hop by hop, since the model takes one hop per decision. In the middle of a
 * capture it goes on with the planned line while the state is the one the plan expects, and plans again
 * when it is not (or when the engine cannot see the state: then {@link Greedy} finishes the move).
 *
 * <p>With noise above 0 (the lower levels) it scores every move with a search one ply shallower and adds
 * a random error of about that many hundredths of a man before picking, so it makes the mistakes a
 * weaker player makes, mostly when moves are close. Seeded; not thread-safe.
 */
public final class EngineChooser implements Chooser, Planner {
    private final SearchLimits own;
    /** The limits of the next decisions: the player's own, or less time when a clock asks ({@link #limitTime}). */
    private volatile SearchLimits limits;
    private final int noise;
    private final SplittableRandom random;
    private final EngineSource engines;
    private final Greedy fallback;
    /**
     * The positions of this game the chooser has seen since the last capture or man's move: where it was to
     * move and where its moves led. Those are the only ones that can come back, and the ones the other side
     * reaches in between come back only through them, so the search can avoid (or seek) a repetition.
     */
    private final List<Long> past = new ArrayList<>();
    private Position lastAfter;
    private List<Decision> plan = List.of();
    private List<GameState> expected = List.of();
    private int next;

    public EngineChooser(SearchLimits limits, int noiseCentipawns, long seed) {
        this(limits, noiseCentipawns, seed, false);
    }

    /**
     * As {@link #EngineChooser(SearchLimits, int, long)}; with {@code pooled} the engine is borrowed from the
     * process's pool for each decision ({@link EngineSource#SHARED}) instead of being its own.
     */
    EngineChooser(SearchLimits limits, int noiseCentipawns, long seed, boolean pooled) {
        this.own = limits;
        this.limits = limits;
        this.noise = noiseCentipawns;
        this.random = new SplittableRandom(seed);
        this.fallback = new Greedy(random.nextLong());
        long engineSeed = random.nextLong();
        this.engines = pooled ? EngineSource.SHARED : EngineSource.own(engineSeed);
    }

    /** Each decision from now on takes at most {@code millis} (0: the player's own limits). */
    void limitTime(long millis) {
        limits = millis <= 0 ? own : new SearchLimits(own.maxDepth(),
                own.movetimeMillis() == 0 ? millis : Math.min(millis, own.movetimeMillis()), own.maxNodes());
    }

    /** The limits the next decision searches with. */
    SearchLimits limits() {
        return limits;
    }

    /**
     * Each decision from now on aims at {@code targetMillis} and takes at most {@code mostMillis}, neither past
     * the player's own time (0: the player's own limits).
     */
    void limitTime(long targetMillis, long mostMillis) {
        if (targetMillis <= 0) {
            limits = own;
            return;
        }
        long most = own.movetimeMillis() == 0 ? mostMillis : Math.min(mostMillis, own.movetimeMillis());
        limits = new SearchLimits(own.maxDepth(), most, own.maxNodes(), Math.min(targetMillis, most));
    }

    @Override
    public Decision choose(Rules rules, GameState state, List<Decision> legal) {
        if (next < plan.size() && expected.get(next).equals(state) && legal.contains(plan.get(next))) {
            return plan.get(next++);
        }
        List<Decision> line = plan(rules, state);
        if (line.isEmpty() || !legal.contains(line.get(0))) {
            return fallback.choose(rules, state, legal);
        }
        plan = line;
        expected = new ArrayList<>();
        GameState s = state;
        for (Decision d : line) {
            expected.add(s);
            s = rules.apply(s, d);
        }
        next = 1;
        return line.get(0);
    }

    /** Is this player in the middle of a move it planned, expecting {@code s} next? */
    boolean following(GameState s) {
        return next < plan.size() && expected.get(next).equals(s);
    }

    @Override
    public List<Decision> plan(Rules rules, GameState s) {
        Position p = rules.enginePosition(s);
        if (p == null) {
            return List.of();
        }
        Move m;
        EngineBridge engine = engines.take();
        try {
            remember(engine, p);
            m = noise > 0 ? noisy(engine, p) : engine.play(p, limits).best();
        } finally {
            engines.give(engine);
        }
        if (m != null) {
            past.add(p.hash());
            if (p.isProgress(m)) {
                past.clear();
            }
            lastAfter = p.apply(m);
            past.add(lastAfter.hash());
        }
        Line line = m == null ? null : line(rules, s, m);
        return line == null ? List.of() : line.decisions();
    }

    /**
     * Brings the game's past up to {@code p}: the other side's move since the last decision (or a new game)
     * that changed the men or took a piece makes every earlier position unreachable.
     */
    private void remember(EngineBridge engine, Position p) {
        if (lastAfter == null || men(lastAfter) != men(p)
                || Long.bitCount(lastAfter.black() | lastAfter.white()) != Long.bitCount(p.black() | p.white())) {
            past.clear();
        }
        long[] hashes = new long[past.size()];
        for (int i = 0; i < hashes.length; i++) {
            hashes[i] = past.get(i);
        }
        engine.setGameHistory(hashes);
    }

    private static long men(Position p) {
        return (p.black() | p.white()) & ~p.kings();
    }

    /** The move with the best score after a shallower search of each, plus a random error. */
    private Move noisy(EngineBridge engine, Position p) {
        List<Move> moves = p.legalMoves();
        // the time is shared between the moves, so a noisy decision takes no longer than a plain one
        SearchLimits child = new SearchLimits(Math.max(0, limits.maxDepth() - 1),
                limits.movetimeMillis() == 0 ? 0 : Math.max(1, limits.movetimeMillis() / moves.size()), limits.maxNodes());
        if (child.maxDepth() == 0 && child.movetimeMillis() == 0 && child.maxNodes() == 0) {
            child = SearchLimits.depth(1);
        }
        Move best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Move m : moves) {
            Position after = p.apply(m);
            SearchResult r = after.legalMoves().isEmpty() ? null : engine.search(after, child);
            double score = (r == null ? EngineBridge.WIN : -r.score()) + noise * random.nextGaussian();
            if (score > bestScore) {
                bestScore = score;
                best = m;
            }
        }
        return best;
    }

    /** The model's whole move from {@code s} with the route of the engine's {@code m}, or null. */
    public static Line line(Rules rules, GameState s, Move m) {
        List<Integer> route = new ArrayList<>();
        route.add(rules.topology().square(m.from()));
        for (int n : m.path()) {
            route.add(rules.topology().square(n));
        }
        for (Line l : Lines.expand(rules, s)) {
            if (l.route().equals(route)) {
                return l;
            }
        }
        return null;
    }
}
