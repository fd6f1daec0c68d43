package dev.kingme.balance.report;

import dev.kingme.balance.GameResult;
import dev.kingme.balance.LabResults;
import dev.kingme.balance.Result;
import java.util.ArrayList;
import java.util.List;

/** Games of a run made up by a test, in the order given, and the run's results. */
final class LabGames {
    private final List<GameResult> games = new ArrayList<>();

    /** {@code count} games of {@code black} against {@code white}, each ending {@code result}. */
    LabGames play(String black, String white, Result result, int count) {
        for (int k = 0; k < count; k++) {
            int index = games.size();
            games.add(new GameResult(index, black, white, k, 1000 + index, result, "has no pieces left",
                    result + " at game " + index, 40));
        }
        return this;
    }

    /**
     * {@code winner} beats {@code loser} in {@code wins} of {@code 2 n} games ({@code n} with each colour),
     * {@code loser} winning the rest: {@code wins} must be even and at most {@code 2 n}.
     */
    LabGames beats(String winner, String loser, int wins, int n) {
        int each = wins / 2;
        play(winner, loser, Result.BLACK_WINS, each).play(winner, loser, Result.WHITE_WINS, n - each);
        return play(loser, winner, Result.WHITE_WINS, each).play(loser, winner, Result.BLACK_WINS, n - each);
    }

    /** The results of a run of {@code characters}, {@code changed} among them played from changed files. */
    LabResults results(List<String> characters, List<String> changed) {
        return new LabResults(characters, "greedy", 7, 2, 300, games, changed);
    }
}
