package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpBoards.RULES;
import static dev.kingme.rules.warp.WarpBoards.sq;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every kind of decision given wrong, and the refusal that says what was wrong and what is allowed. Black
 * to move with a queen on 8, a king on 12, a checker on 30 and a fragment on 3; White has checkers on 39
 * and 40, a king on 57 and a fragment on 20.
 */
class WarpRefusalsTest {
    static final GameState POSITION = RULES.initial("B:W39,40,K57,F20:B30,Q8,K12,F3");

    /**
     * A decision written as its shape and squares: {@code step 30 21}, {@code jump 30 31 32},
     * {@code place fragment 19}, {@code pass}, or an action's name, squares and choice ({@code cycle 55 cw}).
     */
    static Decision decision(String spec) {
        String[] w = spec.split(" ");
        List<Integer> squares = new ArrayList<>();
        String choice = "";
        for (int i = 1; i < w.length; i++) {
            if (w[i].matches("\\d+")) {
                squares.add(sq(Integer.parseInt(w[i])));
            } else {
                choice = w[i];
            }
        }
        return switch (w[0]) {
            case "step" -> new Decision.Step(squares.get(0), squares.get(1));
            case "jump" -> new Decision.Jump(squares.get(0), squares.get(1), squares.get(2));
            case "place" -> new Decision.Place(choice, squares.get(0));
            case "pass" -> new Decision.Pass();
            default -> new Decision.Act(w[0], squares, choice);
        };
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "skip 56            | skip takes no square and no word after it: type skip, and Black's turn goes by",
        "skip now           | skip takes no square and no word after it: type skip, and Black's turn goes by",
        "cycle 55           | cycle 55 needs a turn after the square: cycle 55 cw (clockwise), cycle 55 ccw (counterclockwise) or cycle 55 180 (half round)",
        "cycle              | cycle takes one square, the top-left of the 2x2 block, and a turn (cw, ccw or 180): cycle 64 cw",
        "cycle 8 sideways   | a block turns cw (clockwise), ccw (counterclockwise) or 180 (half round), not 'sideways'",
        "cycle 30 cw        | the block of 30 (30, 31, 38, 39) holds no queen of Black's: a block is cycled only with a queen of yours in it (cycle 64 cw)",
        "cycle 63 ccw       | the block of 63 (7, 8, 63, 64) holds Black's queen and no other piece: a block is cycled only with another piece in it, of either side (cycle 64 cw)",
        "swap               | swap takes two squares, your king's or queen's and the piece's it swaps with, and nothing else: swap 8 57",
        "swap 12            | swap needs the square of the piece to swap with too: the king on 12 can swap with 20",
        "swap 12 13         | there is no piece on 13 to swap with: the king on 12 can swap with 20",
        "swap 12 30         | 30 is not directly left, right, ahead of or behind 12 (across an edge too), nor its opposite corner: the king on 12 can swap with 20",
        "swap 30 31         | the checker on 30 cannot swap: only a king or a queen swaps",
        "swap 40 39         | there is no Black king or queen on 40 (it holds White's checker): only a king or a queen swaps",
        "merge 12           | merge takes two squares, a king of yours and a king of yours directly diagonal to it, which becomes the queen, and nothing else: such as merge 10 19",
        "merge 12 8         | 8 is not directly diagonal to 12 (its diagonal squares are 3, 5, 19, 21)",
        "merge 8 12         | a queen does not merge: a king moves onto another king of yours, which becomes a queen (such as merge 10 19)",
        "merge 30 21        | there is no Black king on 30 (it holds Black's checker): a king merges onto a king (such as merge 10 19)",
        "merge 12 21        | there is no Black king on 21 to merge onto (it is empty): the king on 12 merges onto a king of yours directly diagonal to it",
        "split              | split takes one square, a king's (split 10) or a queen's with what it splits into (split 10 kings, split 10 fragments)",
        "split 30           | the checker on 30 cannot split: only a king or a queen splits",
        "split 57           | there is no Black king or queen on 57 (it holds White's king): only a king or a queen splits",
        "split 12 kings     | a king splits only into two fragments (split 12)",
        "split 8            | a queen splits into two kings or four fragments (split 8 kings, split 8 fragments)",
        "fragment 19        | a fragment or a king is placed only while a split is under way: split a king or a queen first",
        "place king 19      | a fragment or a king is placed only while a split is under way: split a king or a queen first",
        "pass               | stop (or pass) ends a capture under way, and none is under way: to let the turn go by, skip",
        "fly 8              | there is no decision called 'fly' in Warp Checkers: besides moves (18-27, 18x36) and stop, there are swap, merge, split, skip and cycle",
        "step 29 37         | there is no Black piece on 29 (it is empty)",
        "step 40 31         | there is no Black piece on 40 (it holds White's checker)",
        "step 30 38         | 30-38 is not a move: a step goes one square diagonally, and 38 is not diagonal to 30; the checker on 30 steps to 37",
        "step 30 21         | 30-21 is not a move: a checker moves only forward (for Black, down the board to higher numbers); the checker on 30 steps to 37",
        "step 30 39         | 30-39 is not a move: 39 is taken by White's checker; the checker on 30 steps to 37",
        "step 3 12          | 3-12 is not a move: 12 is taken by Black's king; the fragment on 3 steps to 10",
        "jump 30 31 32      | 30x32 is not a move: a jump goes diagonally over the square next to the piece onto the one beyond; the checker on 30 can jump 30x48",
        "jump 30 21 12      | 30x12 is not a move: a checker jumps only forward (for Black, down the board to higher numbers); the checker on 30 can jump 30x48",
        "jump 12 21 30      | 12x30 is not a move: there is no piece on 21 to jump; the king on 12 has no jump now",
        "jump 3 12 21       | 3x21 is not a move: the king on 12 is Black's own, and a jump goes over an enemy; the fragment on 3 has no jump now",
        "jump 8 57 50       | 8x50 is not a move: 50, where it would land, is taken by White's checker; the queen on 8 has no jump now",
    })
    void eachWrongDecisionIsRefusedWithWhatIsWrongAndWhatIsAllowed(String spec, String message) {
        GameState s = spec.startsWith("jump 8 57 50") ? RULES.initial("B:W39,40,K57,50:B30,Q8") : POSITION;
        assertThatThrownBy(() -> RULES.step(s, decision(spec))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage(message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "skip 56            | only a side with a queen of its own may skip a turn, and Black has none (the queen on 56 is White's)",
        "skip               | only a side with a queen of its own may skip a turn, and Black has none",
        "cycle 55 cw        | only a queen cycles a block, and Black has none",
        "cycle 55           | cycle 55 needs a turn after the square: cycle 55 cw (clockwise), cycle 55 ccw (counterclockwise) or cycle 55 180 (half round)",
        "pass               | stop (or pass) ends a capture under way, and none is under way: a side passes its turn only by skipping, which takes a queen of its own",
    })
    void aSideWithoutAQueenIsToldThatTheQueenIsTheOtherSides(String spec, String message) {
        GameState s = RULES.initial("B:WQ56:B30");
        assertThatThrownBy(() -> RULES.step(s, decision(spec))).hasMessage(message);
    }
}
