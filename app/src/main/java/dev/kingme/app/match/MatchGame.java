package dev.kingme.app.match;

import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.record.Match;

/**
 * One game of a match, for the match's first player (the one given as {@code --black}, who plays Black in
 * the even-numbered games and White in the odd ones).
 *
 * @param ballot the opening ballot played, or 0
 * @param verdict how the game ended; a draw by the match's move limit when the game reached it
 * @param clock the game's clocks as they stood at its end, or null when it was played at a fixed time a move
 */
public record MatchGame(int number, Player firstPlays, int ballot, Verdict verdict, int plies, Match match,
        MatchClock clock) {
    /** The time the first player ({@code first}) or the second had left at the end, in milliseconds. */
    public long leftMillis(boolean first) {
        return clock.left(first ? firstPlays : firstPlays.opponent());
    }

    /** 1, 1/2 or 0 points for the first player. */
    public double points() {
        return verdict.isDraw() ? 0.5 : verdict.winner() == firstPlays ? 1 : 0;
    }

    public MatchScore score() {
        return verdict.isDraw() ? new MatchScore(0, 1, 0)
                : verdict.winner() == firstPlays ? new MatchScore(1, 0, 0) : new MatchScore(0, 0, 1);
    }
}
