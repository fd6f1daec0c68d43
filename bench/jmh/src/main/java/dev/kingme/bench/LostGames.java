package dev.kingme.bench;

import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Side;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.engine.search.EndgameDatabase;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.Searcher;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where a player of a match lost its games, and whether a deeper search would have seen it sooner. For each
 * game of a match's PDN record that the player lost (the player named by a part of its {@code Black} or
 * {@code White} tag), every position where it was to move with a choice is searched to a fixed depth by one
 * searcher a game (its table carried from move to move, as in a game). The game was <em>seen lost</em> at the
 * first of those positions from which the score stayed at {@value #LOST} hundredths of a man or below to the
 * end. The four positions of the player's before it are then searched again, deeper, by a fresh searcher: a
 * deep score at or below {@value #LOST} where the first search's was above it means that so many plies more
 * would have seen the loss coming that much sooner.
 * A benchmark, not a test (bench/README.md, "The losses looked at again").
 *
 * <pre>
 * java -Dkingme.egdb=DIR -cp bench/jmh/target/benchmarks.jar dev.kingme.bench.LostGames PDN PLAYER [DEPTH [DEEP]]
 * </pre>
 *
 * Prints a line a lost game (its number in the file, the player's colour, the ply and pieces where it was seen
 * lost, then {@code ply:score/deep score} for the positions before), and a summary.
 */
public final class LostGames {
    /** The score, for the player, at or below which a position counts as lost. */
    static final int LOST = -60;
    /** The positions before the one seen lost that are searched again deeper. */
    static final int BEFORE = 4;

    private LostGames() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: LostGames PDN PLAYER [DEPTH [DEEP]]");
            System.exit(2);
        }
        List<PdnGame> games = PdnReader.read(Path.of(args[0]));
        String player = args[1];
        int depth = args.length > 2 ? Integer.parseInt(args[2]) : 12;
        int deep = args.length > 3 ? Integer.parseInt(args[3]) : 18;
        EndgameDatabase database = EndgameDatabase.standard();
        int lost = 0;
        List<Integer> plies = new ArrayList<>();
        List<Integer> pieces = new ArrayList<>();
        List<Integer> soonerBy = new ArrayList<>();
        for (int g = 0; g < games.size(); g++) {
            PdnGame game = games.get(g);
            Side side = game.tag("Black").orElse("").contains(player) ? Side.BLACK
                    : game.tag("White").orElse("").contains(player) ? Side.WHITE : null;
            if (side == null || game.result().orElse(Result.ONGOING) != Result.winner(side.opponent())) {
                continue;
            }
            lost++;
            List<Position> positions = game.replay().positions();
            Searcher searcher = searcher(64, database);
            List<int[]> scored = new ArrayList<>(); // ply, pieces, score
            for (int ply = 0; ply < positions.size(); ply++) {
                Position p = positions.get(ply);
                if (p.toMove() == side && p.legalMoves().size() > 1) {
                    int score = searcher.search(p, SearchLimits.depth(depth)).score();
                    scored.add(new int[] {ply, Long.bitCount(p.black() | p.white()), score});
                }
            }
            int seen = scored.size();
            while (seen > 0 && scored.get(seen - 1)[2] <= LOST) {
                seen--;
            }
            if (seen == scored.size()) {
                System.out.printf(Locale.ROOT, "game %d (%s): never at %d or below at depth %d%n", g + 1,
                        side.name().toLowerCase(Locale.ROOT), LOST, depth);
                continue;
            }
            int[] at = scored.get(seen);
            plies.add(at[0]);
            pieces.add(at[1]);
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
                    "game %d (%s): seen lost at ply %d, %d pieces, %d; before it, depth %d/%d:", g + 1,
                    side.name().toLowerCase(Locale.ROOT), at[0], at[1], at[2], depth, deep));
            Searcher deeper = searcher(128, database);
            int soonest = -1;
            for (int i = Math.max(0, seen - BEFORE); i < seen; i++) {
                int[] before = scored.get(i);
                int score = deeper.search(positions.get(before[0]), SearchLimits.depth(deep)).score();
                if (soonest < 0 && score <= LOST && before[2] > LOST) {
                    soonest = before[0];
                }
                line.append(String.format(Locale.ROOT, " %d:%d/%d", before[0], before[2], score));
            }
            if (soonest >= 0) {
                soonerBy.add(at[0] - soonest);
            }
            System.out.println(line);
        }
        System.out.printf(Locale.ROOT, "%d games lost by '%s'; seen lost at ply %s (median), with %s pieces (median);"
                + " depth %d saw it sooner in %d, by %s plies (median)%n", lost, player, median(plies), median(pieces),
                deep, soonerBy.size(), median(soonerBy));
    }

    private static Searcher searcher(int megabytes, EndgameDatabase database) {
        Searcher s = new Searcher(megabytes);
        s.setThreads(1);
        s.useEndgameDatabase(database);
        return s;
    }

    private static String median(List<Integer> values) {
        if (values.isEmpty()) {
            return "-";
        }
        List<Integer> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? Integer.toString(sorted.get(n / 2))
                : String.format(Locale.ROOT, "%.1f", (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0);
    }
}
