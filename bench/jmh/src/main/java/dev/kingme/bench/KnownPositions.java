package dev.kingme.bench;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Rules;
import dev.kingme.engine.Side;
import dev.kingme.engine.search.Engine;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Plays the classic won endings out with the strongest engine on both sides, each move at a fixed time, under
 * the game's own draw rules (a position three times, 40 moves each without a capture or a man's move): the
 * side that should win must actually win over the board. Prints, per position, the result, the plies it
 * took and the time used. A benchmark, not a test: the figures depend on the machine (bench/README.md).
 *
 * <pre>
 * java -cp bench/jmh/target/benchmarks.jar dev.kingme.bench.KnownPositions [MOVETIME_MS]
 * </pre>
 */
public final class KnownPositions {
    /** A position, who should win it, and where it comes from. */
    record Known(String name, String fen, Result expected, String source) {
    }

    static final List<Known> POSITIONS = List.of(
            new Known("First Position", "W:W20,K15:B12,K28", Result.WHITE_WINS,
                    "acfcheckers.com, Standard Positions, \"Winning 1st Position\" (White to move)"),
            new Known("First Position, after White's 14th move", "W:WK18,K32:B12,K28", Result.WHITE_WINS,
                    "acfcheckers.com, the same solution, after 14. 23-18"),
            new Known("Second Position (colours reversed)", "B:W12,21,K23:B13,K11,K25", Result.BLACK_WINS,
                    "E. E. Cresswell's problem B:W26,25,21,20,16:B14,8,7,5,3 after its solution's 18-23, which Boland's"
                            + " Famous Positions calls second position (The Checker Maven, \"Solve This, Not That\")"),
            new Known("Negative Second Position", "B:WK28,13,12:BK15,5,3", Result.BLACK_WINS,
                    "W. Strickland, from Boland's Famous Positions (The Checker Maven, \"Negative Second Position\")"));

    private KnownPositions() {
    }

    public static void main(String[] args) {
        long movetime = args.length > 0 ? Long.parseLong(args[0]) : 1000;
        System.out.printf(Locale.ROOT, "known positions, strongest engine on both sides, %d ms a move%n", movetime);
        int failures = 0;
        for (Known k : POSITIONS) {
            Game game = new Game(Fen.parse(k.fen()), Rules.STANDARD);
            Engine white = new Engine(1);
            Engine black = new Engine(2);
            long start = System.nanoTime();
            List<String> moves = new ArrayList<>();
            while (game.result() == Result.ONGOING && moves.size() < 400) {
                Position p = game.position();
                Engine e = p.toMove() == Side.WHITE ? white : black;
                e.searcher().setGameHistory(history(game));
                SearchResult r = e.play(p, SearchLimits.movetime(movetime));
                game.play(r.best());
                moves.add(r.best().toPdn());
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            boolean ok = game.result() == k.expected();
            failures += ok ? 0 : 1;
            System.out.printf(Locale.ROOT, "%-42s %-22s %s in %d plies, %.1f s (%s)%n  %s%n  source: %s%n", k.name(),
                    k.fen(), game.result().pdn(), moves.size(), seconds, ok ? "as it should" : "NOT " + k.expected().pdn()
                            + ": " + game.reason(), String.join(" ", moves), k.source());
        }
        System.exit(failures == 0 ? 0 : 1);
    }

    /** The game's positions since the last capture or man's move, for the searcher's repetition check. */
    private static long[] history(Game game) {
        List<Long> out = new ArrayList<>();
        for (Game.Step s : game.steps()) {
            if (s.isHuff() || s.before().isProgress(s.move())) {
                out.clear();
            } else {
                out.add(s.before().hash());
            }
        }
        long[] h = new long[out.size()];
        for (int i = 0; i < h.length; i++) {
            h[i] = out.get(i);
        }
        return h;
    }
}
