package dev.kingme.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * How a {@link Game} ends: repetition and no-progress draws, agreement, resignation, and the two ways to
 * lose. Seed: "A player wins by capturing all of the opposing player's pieces, or by leaving the opposing
 * player with no legal moves", and among the misinterpretations, "that the game ends in a draw when a
 * player has no legal move but still pieces remaining".
 */
class DrawRulesTest {
    /** Where each shuttling king goes next: b8-a7 for Black, g1-f2 for White, c5-d6 after a capture. */
    private static final Map<Integer, Integer> SHUTTLE = Map.of(1, 5, 5, 1, 32, 27, 27, 32, 14, 10, 10, 14);
    private static final Rules NO_REPETITION = Rules.STANDARD.withRepetitions(0);

    /** Plays {@code plies} king moves, each side moving its king on a {@link #SHUTTLE} square. */
    private static void shuttle(Game g, int plies) {
        for (int i = 0; i < plies; i++) {
            Position p = g.position();
            int from = 0;
            for (int s : Squares.list(p.pieces(p.toMove()) & p.kings())) {
                if (SHUTTLE.containsKey(s)) {
                    from = s;
                }
            }
            assertThat(from).as("a shuttling king for %s in %s", p.toMove(), p).isNotZero();
            g.play(from + "-" + SHUTTLE.get(from));
        }
    }

    @Test
    void thirdOccurrenceDrawsSecondDoesNot() {
        Game g = new Game(Fen.parse("B:WK32:BK1"), Rules.STANDARD);
        shuttle(g, 4);
        assertThat(g.position()).isEqualTo(g.start());
        assertThat(g.occurrences()).isEqualTo(2);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        shuttle(g, 3);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        shuttle(g, 1);
        assertThat(g.occurrences()).isEqualTo(3);
        assertThat(g.result()).isEqualTo(Result.DRAW);
        assertThat(g.reason()).isEqualTo("the same position occurred 3 times");
        assertThatThrownBy(() -> g.play("1-5")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("game is over");
    }

    @Test
    void repetitionCountIsConfigurableAndCanBeTurnedOff() {
        Game twice = new Game(Fen.parse("B:WK32:BK1"), Rules.STANDARD.withRepetitions(2));
        shuttle(twice, 3);
        assertThat(twice.result()).isEqualTo(Result.ONGOING);
        shuttle(twice, 1);
        assertThat(twice.result()).isEqualTo(Result.DRAW);

        Game off = new Game(Fen.parse("B:WK32:BK1"), NO_REPETITION);
        shuttle(off, 12);
        assertThat(off.occurrences()).isEqualTo(4);
        assertThat(off.result()).isEqualTo(Result.ONGOING);
    }

    @Test
    void defaultNoProgressLimitIsFortyMovesEach() {
        assertThat(Rules.STANDARD.noProgressMoves()).isEqualTo(40);
        Game g = new Game(Fen.parse("B:WK32:BK1"), NO_REPETITION);
        shuttle(g, 79);
        assertThat(g.pliesWithoutProgress()).isEqualTo(79);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        shuttle(g, 1);
        assertThat(g.result()).isEqualTo(Result.DRAW);
        assertThat(g.reason()).isEqualTo("40 moves by each side without a capture or a man's move");
    }

    @Test
    void standardRulesDrawAfterEightyKingPliesThatNeverRepeatThrice() {
        // Four kings wander, each ply choosing the least-visited next position that offers no capture.
        Game g = new Game(Fen.parse("B:WK30,K32:BK1,K3"), Rules.STANDARD);
        Map<Position, Integer> seen = new HashMap<>(Map.of(g.position(), 1));
        for (int ply = 1; ply <= 80; ply++) {
            assertThat(g.result()).as("before ply %d", ply).isEqualTo(Result.ONGOING);
            Move best = null;
            int fewest = Integer.MAX_VALUE;
            for (Move m : g.legalMoves()) {
                Position next = g.position().apply(m);
                int visits = seen.getOrDefault(next, 0);
                if (!m.isCapture() && !next.hasCapture() && visits < fewest) {
                    best = m;
                    fewest = visits;
                }
            }
            assertThat(best).as("a quiet king move at ply %d", ply).isNotNull();
            g.play(best);
            seen.merge(g.position(), 1, Integer::sum);
            assertThat(g.occurrences()).isLessThan(3);
        }
        assertThat(g.pliesWithoutProgress()).isEqualTo(80);
        assertThat(g.result()).isEqualTo(Result.DRAW);
        assertThat(g.reason()).contains("40 moves by each side");
    }

    @Test
    void aMansMoveResetsTheNoProgressCount() {
        Game g = new Game(Fen.parse("B:WK32:BK1,12"), NO_REPETITION);
        shuttle(g, 78);
        assertThat(g.position().toMove()).isEqualTo(Side.BLACK);
        g.play("12-16");
        assertThat(g.pliesWithoutProgress()).isZero();
        shuttle(g, 79);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        shuttle(g, 1);
        assertThat(g.result()).isEqualTo(Result.DRAW);
    }

    @Test
    void aCaptureResetsTheNoProgressCount() {
        Game g = new Game(Fen.parse("B:WK13,K32:BK1"), NO_REPETITION);
        shuttle(g, 77);
        g.play("13-9"); // a king move: offers itself to Black's king on 5
        assertThat(g.pliesWithoutProgress()).isEqualTo(78);
        g.play("5x14");
        assertThat(g.pliesWithoutProgress()).isZero();
        shuttle(g, 79);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        shuttle(g, 1);
        assertThat(g.result()).isEqualTo(Result.DRAW);
    }

    @Test
    void noProgressLimitIsConfigurable() {
        Game g = new Game(Fen.parse("B:WK32:BK1"), NO_REPETITION.withNoProgressMoves(5));
        shuttle(g, 9);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        shuttle(g, 1);
        assertThat(g.result()).isEqualTo(Result.DRAW);
        assertThat(g.reason()).isEqualTo("5 moves by each side without a capture or a man's move");
    }

    @Test
    void noProgressRuleIsOffAtZero() {
        Game g = new Game(Fen.parse("B:WK32:BK1"), NO_REPETITION.withNoProgressMoves(0));
        shuttle(g, 400);
        assertThat(g.pliesWithoutProgress()).isEqualTo(400);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
    }

    @Test
    void drawByAgreement() {
        Game g = new Game();
        g.play("11-15");
        g.agreeDraw();
        assertThat(g.result()).isEqualTo(Result.DRAW);
        assertThat(g.reason()).isEqualTo("draw by agreement");
        assertThat(g.legalMoves()).isEmpty();
        assertThatThrownBy(() -> g.play("23-19")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("draw by agreement");
    }

    @Test
    void resigning() {
        Game black = new Game();
        black.resign(Side.BLACK);
        assertThat(black.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(black.reason()).isEqualTo("Black resigned");

        Game white = new Game();
        white.play("11-15");
        white.resign(Side.WHITE);
        assertThat(white.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(white.reason()).isEqualTo("White resigned");
        assertThatThrownBy(() -> white.resign(Side.BLACK)).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void capturingTheLastPieceWins() {
        Game g = new Game(Fen.parse("B:W14:B9"), Rules.STANDARD);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        g.play("9x18");
        assertThat(g.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(g.reason()).isEqualTo("White has no pieces left");
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void aSideWithNoPiecesLosesWhoeverIsToMove() {
        Game whiteToMove = new Game(Fen.parse("W:W:B5"), Rules.STANDARD);
        assertThat(whiteToMove.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(whiteToMove.reason()).isEqualTo("White has no pieces left");

        Game blackToMove = new Game(Fen.parse("B:W:B5"), Rules.STANDARD);
        assertThat(blackToMove.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(blackToMove.reason()).isEqualTo("White has no pieces left");
    }

    @Test
    void aSideWithPiecesButNoLegalMoveLoses() {
        // White's 13-9 leaves Black's man on a7 (5) blocked: its only step, b6 (9), is taken, and the jump
        // over it would land on c5 (14), also taken.
        Game g = new Game(Fen.parse("W:W13,14:B5"), Rules.STANDARD);
        g.play("13-9");
        assertThat(g.position().pieces(Side.BLACK)).isNotZero();
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(g.reason()).isEqualTo("Black has no legal move");
    }

    @Test
    void aWhiteManBlockedInTheCornerLoses() {
        // White's man on a1 (29) can only step to b2 (25) or jump it to c3 (22): both taken by Black.
        for (boolean huffing : new boolean[] {false, true}) {
            Game g = new Game(Fen.parse("W:W29:B22,25"), Rules.STANDARD.withHuffing(huffing));
            assertThat(g.result()).as("huffing %s", huffing).isEqualTo(Result.BLACK_WINS);
            assertThat(g.reason()).isEqualTo("White has no legal move");
        }
    }

    @Test
    void undoReopensAFinishedGame() {
        Game g = new Game(Fen.parse("B:W14:B9"), Rules.STANDARD);
        g.play("9x18");
        g.undo();
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        assertThat(g.legalMoves()).extracting(Move::toPdn).containsExactly("9x18");
    }
}
