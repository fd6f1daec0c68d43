package dev.kingme.ai;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.List;

/**
 * Analyses a state for the side to act: the engine's search where the game is the engine's (a score in
 * hundredths of a man or a win in so many moves), expectimax when the budget asks for a small depth and
 * no time (an exact value of that shallow tree), MCTS otherwise (the chance of winning, and the most
 * visited line as the principal variation). Moves are whole moves in the game's notation.
 */
public final class Analyst {
    /** Budgets up to this depth without a time are searched by expectimax. */
    static final int EXPECTIMAX_DEPTH = 4;
    /** The longest winning line shown when the endgame database, not a search, found the win. */
    static final int MAX_WINNING_LINE = 80;
    /** MCTS iterations per unit of a budget's depth, when the budget gives a depth. */
    static final int ITERATIONS_PER_DEPTH = 1000;

    private Analyst() {
    }

    public static Analysis analyze(Rules rules, GameState s, Budget budget, long seed) {
        return analyze(rules, s, budget, seed, null);
    }

    /**
     * As {@link #analyze(Rules, GameState, Budget, long)}, telling {@code eachIteration} (if not null) of each
     * deepening of the engine's search as it goes (the other searches tell only their end, by their answer).
     */
    public static Analysis analyze(Rules rules, GameState s, Budget budget, long seed,
            java.util.function.Consumer<Analysis> eachIteration) {
        ToAct who = rules.toAct(s);
        if (who instanceof ToAct.Terminal t) {
            return new Analysis(List.of(), "", 0, "game over: " + t.verdict().reason(), List.of(), 0, 0, 0);
        }
        if (who instanceof ToAct.Chance c) {
            return new Analysis(List.of(), "", 0, "chance acts: " + c.what(), List.of(), 0, 0, 0);
        }
        Position p = rules.enginePosition(s);
        if (p != null) {
            return engine(rules, s, p, budget, eachIteration);
        }
        if (budget.depth() > 0 && budget.depth() <= EXPECTIMAX_DEPTH && budget.movetimeMillis() == 0) {
            return expectimax(rules, s, budget.depth(), seed);
        }
        return mcts(rules, s, budget, seed);
    }

    private static Analysis engine(Rules rules, GameState s, Position p, Budget budget,
            java.util.function.Consumer<Analysis> eachIteration) {
        EngineBridge engine = new EngineBridge(0, false);
        SearchLimits limits = new SearchLimits(budget.depth(), budget.movetimeMillis(), 0);
        SearchResult r = eachIteration == null ? engine.search(p, limits)
                : engine.search(p, limits, step -> eachIteration.accept(analysis(rules, s, step, step.pv())));
        List<Move> moves = r.pv();
        if (moves.size() == 1 && EngineBridge.isDecisive(r.score())) {
            moves = engine.line(p, r.best(), MAX_WINNING_LINE);
        }
        return analysis(rules, s, r, moves);
    }

    /** The engine's result {@code r} in {@code s} as an analysis, its line {@code moves} in the game's notation. */
    private static Analysis analysis(Rules rules, GameState s, SearchResult r, List<Move> moves) {
        List<String> pv = new ArrayList<>();
        List<Decision> best = List.of();
        GameState state = s;
        for (Move m : moves) {
            Line line = rules.enginePosition(state) == null ? null : EngineChooser.line(rules, state, m);
            if (line == null) {
                break;
            }
            if (pv.isEmpty()) {
                best = line.decisions();
            }
            pv.add(rules.notation(state, line.decisions()));
            state = line.after();
        }
        return new Analysis(best, pv.isEmpty() ? "" : pv.get(0), EngineBridge.value(r.score()),
                EngineBridge.scoreText(r.score()) + (r.database() ? " (endgame database)" : ""), pv, r.depth(),
                r.nodes(), r.millis());
    }

    private static Analysis expectimax(Rules rules, GameState s, int depth, long seed) {
        long start = System.nanoTime();
        Expectimax x = new Expectimax(depth, seed);
        Expectimax.Result r = x.search(rules, s);
        List<Decision> best = HonestAnswer.needed(rules, s) ? List.of(HonestAnswer.choose(rules, s,
                rules.legalDecisions(s), x)) : x.plan(rules, s);
        String text = best.isEmpty() ? "" : rules.notation(s, best);
        return new Analysis(best, text, r.value(), Values.percent(r.value(), r.side()), text.isEmpty() ? List.of()
                : List.of(text), depth, r.nodes(), (System.nanoTime() - start) / 1_000_000L);
    }

    private static Analysis mcts(Rules rules, GameState s, Budget budget, long seed) {
        int iterations = budget.depth() == 0 ? 0 : budget.depth() * ITERATIONS_PER_DEPTH;
        Mcts m = new Mcts(new MctsSettings(iterations, budget.movetimeMillis(), MctsSettings.PLAYOUT_PLIES,
                MctsSettings.EXPLORATION, 0), seed);
        Mcts.Result r = m.search(rules, s);
        Player side = rules.inInterestOf(s);
        List<List<Decision>> moves = Lines.split(rules, s, r.principal());
        List<Decision> best = moves.isEmpty() ? List.of() : moves.get(0);
        if (HonestAnswer.needed(rules, s)) {
            best = List.of(HonestAnswer.choose(rules, s, rules.legalDecisions(s), m));
        }
        List<String> pv = Lines.notation(rules, s, moves);
        String text = best.isEmpty() ? "" : rules.notation(s, best);
        if (!pv.isEmpty()) {
            pv.set(0, text);
        }
        double v = r.value(side);
        return new Analysis(best, text, v, Values.percent(v, side), pv, r.depth(), r.nodes(), r.millis());
    }
}
