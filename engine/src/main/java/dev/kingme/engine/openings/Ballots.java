package dev.kingme.engine.openings;

import dev.kingme.engine.Game;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.Rules;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

/** What the restrictions share: playing a ballot out on a board, and checking a list of ballots. */
final class Ballots {
    private Ballots() {
    }

    /** A game from the initial position with the ballot's moves played; names the ballot and move if one fails. */
    static Game replay(Opening ballot, Rules rules) {
        Game game = new Game(Position.initial(), rules);
        int ply = 0;
        for (String text : ballot.moves()) {
            ply++;
            try {
                game.play(text);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(ballot + ": move " + ply + " (" + text + ") cannot be played: "
                        + e.getMessage(), e);
            }
        }
        return game;
    }

    /** The moves a ballot names, written in full so that two spellings of one move compare equal. */
    static String canonicalMoves(Opening ballot) {
        StringJoiner j = new StringJoiner(" ");
        for (Move m : replay(ballot, Rules.STANDARD).moves()) {
            j.add(m.toPdn());
        }
        return j.toString();
    }

    /**
     * Checks that there is at least one ballot, that every ballot has {@code moveCount} moves, that they
     * are legal from the initial position, and that no number and no move sequence is used twice.
     */
    static List<Opening> validate(List<Opening> ballots, int moveCount, String restriction) {
        List<Opening> copy = List.copyOf(ballots);
        if (copy.isEmpty()) {
            throw new IllegalArgumentException(restriction + " needs at least one ballot");
        }
        Set<Integer> numbers = new HashSet<>();
        Map<String, Opening> bySequence = new HashMap<>();
        for (Opening o : copy) {
            if (o.moves().size() != moveCount) {
                throw new IllegalArgumentException(restriction + ": " + o + " has " + o.moves().size()
                        + " moves, expected " + moveCount);
            }
            if (!numbers.add(o.number())) {
                throw new IllegalArgumentException(restriction + ": ballot number " + o.number() + " is used twice");
            }
            Opening same = bySequence.putIfAbsent(canonicalMoves(o), o);
            if (same != null) {
                throw new IllegalArgumentException(restriction + ": " + o + " repeats the moves of " + same);
            }
        }
        return copy;
    }
}
