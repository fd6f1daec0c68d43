package dev.kingme.app.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The protocol's parsing and answers, with a stand-in search that plays the last legal move. */
class EngineProtocolTest {
    /** Records what it was asked and answers with the last legal move at depth 1, then depth 2. */
    static class LastMove implements EngineProtocol.Search {
        final List<String> calls = new ArrayList<>();

        @Override
        public void newGame() {
            calls.add("newgame");
        }

        @Override
        public SearchResult search(Position position, long[] past, SearchLimits limits, Consumer<SearchResult> progress) {
            calls.add(Fen.format(position) + " " + limits + (past.length == 0 ? "" : " past " + past.length));
            List<Move> legal = position.legalMoves();
            Move best = legal.get(legal.size() - 1);
            progress.accept(new SearchResult(best, 5, 1, 10, 0, List.of(best)));
            SearchResult last = new SearchResult(best, 7, 2, 30, 1, List.of(best));
            progress.accept(last);
            return last;
        }
    }

    static List<String> answers(EngineProtocol.Search search, String input) {
        StringWriter out = new StringWriter();
        new EngineProtocol(search, new PrintWriter(out)).run(new BufferedReader(new StringReader(input)));
        return out.toString().lines().toList();
    }

    @Test
    void goPrintsInfoPerIterationThenTheBestMove() {
        LastMove search = new LastMove();
        List<String> out = answers(search, "newgame\nposition startpos moves 11-15 23-19\ngo movetime 50\n");
        assertThat(out).containsExactly("info depth 1 score 5 nodes 10 time 0 pv 15-18",
                "info depth 2 score 7 nodes 30 time 1 pv 15-18", "bestmove 15-18");
        assertThat(search.calls).containsExactly("newgame",
                "B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15 " + new SearchLimits(0, 50, 0));
    }

    @Test
    void capturesAreWrittenWithEveryLandingSquare() {
        // White's man on 27 takes 23 and then 15 or 14: two routes, both through 18.
        List<String> out = answers(new LastMove(), "position fen W:W27:B23,15,14\nmoves\ngo depth 3\n");
        assertThat(out).containsExactly("moves 27x18x9 27x18x11",
                "info depth 1 score 5 nodes 10 time 0 pv 27x18x11",
                "info depth 2 score 7 nodes 30 time 1 pv 27x18x11", "bestmove 27x18x11");
    }

    @Test
    void movesAfterAPositionAreReadInAnyPdnForm() {
        List<String> out = answers(new LastMove(),
                "position fen W:W27:B23,15,14 moves 27x11 \nfen\nposition fen W:W27:B23,15,14 moves 27-18-9\nfen\n");
        assertThat(out).containsExactly("fen B:W11:B14", "fen B:W9:B15");
    }

    @Test
    void limitsCombineAndEachIsPassedOn() {
        LastMove search = new LastMove();
        answers(search, "go depth 6 movetime 200 nodes 5000\n");
        assertThat(search.calls).containsExactly(Fen.format(Position.initial()) + " " + new SearchLimits(6, 200, 5000));
    }

    @Test
    void aGameClockGivesTheMoverAShareOfItsOwnTime() {
        LastMove search = new LastMove();
        answers(search, "go btime 60000 wtime 3000 binc 1000 winc 0\nposition startpos moves 11-15\n"
                + "go btime 60000 wtime 3000 binc 1000 winc 0 depth 9\n");
        // Black: a target of 60000 / 30 moves + 3/4 of 1000, at most three targets; White: 3000 / 30 + 0, at
        // most three targets, and the depth passed on beside it.
        assertThat(search.calls).containsExactly(Fen.format(Position.initial()) + " " + new SearchLimits(0, 8250, 0, 2750),
                Fen.format(Position.initial().apply(Position.initial().legalMoves().get(4))) + " "
                        + new SearchLimits(9, 300, 0, 100));
        assertThat(answers(new LastMove(), "go btime 100\ngo wtime 5 btime 5 movetime 10\n"))
                .containsExactly("error line 1: go: a clock needs both btime and wtime",
                        "error line 2: go: movetime and a clock cannot be combined");
    }

    @Test
    void theMovesSinceTheLastCaptureOrMansMoveArePassedOnForRepetitions() {
        LastMove search = new LastMove();
        // four king moves after a man's move: the four positions before them count; the man's move clears
        answers(search, "position fen B:WK28,K32:BK1,13 moves 13-17 28-24 1-5 24-28 5-1\ngo depth 2\n"
                + "position fen B:WK28,K32:BK1,13 moves 1-5 28-24 13-17\ngo depth 2\n");
        assertThat(search.calls).containsExactly("W:WK28,K32:B17,K1 " + new SearchLimits(2, 0, 0) + " past 4",
                "W:WK24,K32:B17,K5 " + new SearchLimits(2, 0, 0));
    }

    @Test
    void movesFenAndIsready() {
        List<String> out = answers(new LastMove(), "isready\nposition fen W:W22:B18,10\nmoves\nfen\nquit\nisready\n");
        assertThat(out).containsExactly("readyok", "moves 22x15x6", "fen W:W22:B10,18");
    }

    @Test
    void aSideWithoutMovesGetsBestmoveNone() {
        LastMove search = new LastMove();
        assertThat(answers(search, "position fen B:W5,6,10:B1\ngo depth 4\n")).containsExactly("bestmove none");
        assertThat(search.calls).isEmpty();
    }

    @Test
    void badInputIsAnErrorLineAndTheEngineGoesOn() {
        List<String> out = answers(new LastMove(), String.join("\n",
                "position startpos moves 11-15 22-18 15-19",
                "position fen B:W21,22:Q1",
                "position fen",
                "position moves 11-15",
                "position somewhere",
                "go",
                "go movetime",
                "go movetime soon",
                "go depth 0",
                "go speed 3",
                "isready now",
                "castle",
                "fen",
                ""));
        assertThat(out).hasSize(13);
        assertThat(out.get(0)).startsWith("error line 1: position: move 3 of 3: \"15-19\" is not legal here:"
                + " a capture is mandatory");
        assertThat(out.get(1)).startsWith("error line 2: position fen: FEN column 10: colour must be W or B");
        assertThat(out.get(2)).isEqualTo("error line 3: position fen: no FEN given");
        assertThat(out.get(3)).isEqualTo("error line 4: position: \"moves\" must come after \"startpos\" or \"fen FEN\"");
        assertThat(out.get(4)).isEqualTo("error line 5: position: expected \"startpos\" or \"fen FEN\", found \"somewhere\"");
        assertThat(out.get(5)).startsWith("error line 6: go needs limits in pairs");
        assertThat(out.get(6)).startsWith("error line 7: go needs limits in pairs").endsWith("found \"movetime\"");
        assertThat(out.get(7)).isEqualTo("error line 8: go movetime: \"soon\" is not a whole number");
        assertThat(out.get(8)).isEqualTo("error line 9: go depth: 0 is out of range (1..999)");
        assertThat(out.get(9)).isEqualTo("error line 10: go: unknown limit \"speed\" (limits: movetime, depth, nodes, btime, wtime, binc, winc, movestogo)");
        assertThat(out.get(10)).isEqualTo("error line 11: isready takes no arguments, found \"now\"");
        assertThat(out.get(11)).isEqualTo("error line 12: unknown command \"castle\" (commands: "
                + EngineProtocol.COMMANDS + ")");
        // None of the bad positions was taken.
        assertThat(out.get(12)).isEqualTo("fen " + Fen.format(Position.initial()));
    }

    @Test
    void aSearchWithoutIterationsStillGetsAnInfoLine() {
        EngineProtocol.Search instant = new LastMove() {
            @Override
            public SearchResult search(Position position, long[] past, SearchLimits limits,
                    Consumer<SearchResult> progress) {
                Move only = position.legalMoves().get(0);
                return new SearchResult(only, -3, 0, 0, 0, List.of(only));
            }
        };
        assertThat(answers(instant, "position fen W:W22:B18,10\ngo movetime 100\n"))
                .containsExactly("info depth 0 score -3 nodes 0 time 0 pv 22x15x6", "bestmove 22x15x6");
    }

    @Test
    void aFailingSearchIsReportedAndTheEngineGoesOn() {
        EngineProtocol.Search broken = new LastMove() {
            @Override
            public SearchResult search(Position position, long[] past, SearchLimits limits,
                    Consumer<SearchResult> progress) {
                throw new IllegalStateException("out of cheese");
            }
        };
        assertThat(answers(broken, "go depth 1\nisready\n"))
                .containsExactly("error line 1: go failed: java.lang.IllegalStateException: out of cheese", "readyok");
    }
}
