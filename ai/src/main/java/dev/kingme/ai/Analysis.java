package dev.kingme.ai;

import dev.kingme.rules.Decision;
import java.util.List;

/**
 * What an analysis found for the side to act: its best whole move (as decisions and in the game's
 * notation), the score in words for that side ({@code +0.35}, {@code win in 7}, {@code 62% to win}), the
 * principal variation as whole moves in notation (starting with the best move), and what it cost.
 *
 * @param value the score as a number in [-1, 1] for the side to act (1 a certain win), comparable between
 *              games and searches
 */
public record Analysis(List<Decision> best, String bestText, double value, String scoreText, List<String> pv,
                       int depth, long nodes, long millis) {
    public Analysis {
        best = List.copyOf(best);
        pv = List.copyOf(pv);
    }
}
