package dev.kingme.app.match;

import dev.kingme.ai.EngineChooser;
import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.Chooser;
import java.util.ArrayList;
import java.util.List;

/**
 * A match player that asks an {@link ExternalEngine} for each of its moves in plain checkers. The model
 * takes one hop of a capture per decision, so the engine's whole move is found among the model's whole
 * moves by its route and then played hop by hop.
 *
 * <p>The engine is told the game since the last capture or man's move (that position in FEN and the moves
 * after it), so it can see repetitions coming as a program that keeps its own game would. Every move it
 * sends is checked: one that is not legal here, like an error, a crash or silence, forfeits the game; the
 * player then plays the first legal move to the end, for the record, and the match scores the game as
 * lost by it ({@link #forfeit()}).
 */
final class ExternalChooser implements Chooser {
    private final ExternalEngine engine;
    private final long movetimeMillis;
    /** The game's clocks under a time control, else null (a fixed time a move). */
    private final MatchClock clock;
    private String forfeit;
    private Position start;
    private final List<String> moves = new ArrayList<>();
    private Position current;
    private List<Decision> plan = List.of();
    private int next;

    /** A player for one game; the engine is told a new game starts. */
    ExternalChooser(ExternalEngine engine, long movetimeMillis, MatchClock clock) {
        this.engine = engine;
        this.movetimeMillis = movetimeMillis;
        this.clock = clock;
        try {
            engine.newGame();
        } catch (ExternalEngine.Failure e) {
            forfeit = e.getMessage();
        }
    }

    /** Why the engine lost this game by forfeit, or null while it has played by the rules. */
    String forfeit() {
        return forfeit;
    }

    @Override
    public Decision choose(Rules rules, GameState state, List<Decision> legal) {
        if (forfeit != null) {
            return legal.get(0);
        }
        if (next < plan.size() && legal.contains(plan.get(next))) {
            return plan.get(next++);
        }
        Position p = rules.enginePosition(state);
        if (p == null) {
            forfeit = "the game " + rules.kind().name() + " is not one an engine plays (plain checkers only)";
            return legal.get(0);
        }
        follow(p);
        String text;
        try {
            text = clock == null ? engine.bestMove(Fen.format(start), moves, movetimeMillis) : timed(p);
        } catch (ExternalEngine.Failure e) {
            forfeit = e.getMessage();
            return legal.get(0);
        }
        if (forfeit != null) {
            return legal.get(0);
        }
        Move m;
        try {
            if (text == null) {
                throw new MoveText.MoveTextException("the engine says it has no move, but it has "
                        + p.legalMoves().size());
            }
            m = MoveText.resolve(p.legalMoves(), text);
        } catch (IllegalArgumentException e) {
            forfeit = "played " + (text == null ? "none" : "\"" + text + "\"") + " in " + Fen.format(p) + ": "
                    + e.getMessage();
            return legal.get(0);
        }
        Line line = EngineChooser.line(rules, state, m);
        if (line == null || !legal.contains(line.first())) {
            forfeit = "played " + m.toPdn() + ", which the game's rules do not offer in " + Fen.format(p);
            return legal.get(0);
        }
        played(p, m);
        plan = line.decisions();
        next = 1;
        return plan.get(0);
    }

    /** The engine's move under the clock: it is told both sides' time, and charged the time it takes. */
    private String timed(Position p) throws ExternalEngine.Failure {
        Player side = p.toMove() == Side.BLACK ? Player.BLACK : Player.WHITE;
        long inc = clock.incrementMillis();
        String limits = "btime " + clock.left(Player.BLACK) + " wtime " + clock.left(Player.WHITE) + " binc " + inc
                + " winc " + inc;
        long asked = System.nanoTime();
        String text = engine.bestMove(Fen.format(start), moves, limits, clock.left(side));
        forfeit = clock.charge(side, (System.nanoTime() - asked) / 1_000_000L);
        return text;
    }

    /** Brings the game the engine is told up to {@code p}, the position it is to move in now. */
    private void follow(Position p) {
        if (current != null && !current.equals(p)) {
            Move between = null;
            for (Move m : current.legalMoves()) {
                if (current.apply(m).equals(p)) {
                    between = m;
                    break;
                }
            }
            if (between == null) {
                current = null; // not the game we were following: start again from here
            } else {
                played(current, between);
            }
        }
        if (current == null) {
            start = p;
            current = p;
            moves.clear();
        }
    }

    /** Notes {@code m} played in {@code p}; after a capture or a man's move the earlier game cannot come back. */
    private void played(Position p, Move m) {
        current = p.apply(m);
        if (p.isProgress(m)) {
            start = current;
            moves.clear();
        } else {
            moves.add(m.toPdn());
        }
    }
}
