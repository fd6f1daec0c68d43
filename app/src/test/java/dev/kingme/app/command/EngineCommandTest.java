package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.Main;
import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.BookTree;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code kingme engine} run in-process, as a driving program sees it: commands written into a pipe one at a
 * time, each answer read back before the next command is sent.
 */
class EngineCommandTest {
    /** The command running on its own thread, with its standard input and output piped to the test. */
    static final class Driver implements AutoCloseable {
        final PrintWriter toEngine;
        final BufferedReader fromEngine;
        final StringWriter err = new StringWriter();
        final CompletableFuture<Integer> exit;

        Driver(String... args) throws IOException {
            PipedInputStream engineIn = new PipedInputStream();
            toEngine = new PrintWriter(new PipedOutputStream(engineIn), true, StandardCharsets.UTF_8);
            PipedInputStream testIn = new PipedInputStream(1 << 16);
            PrintWriter engineOut = new PrintWriter(new PipedOutputStream(testIn), true, StandardCharsets.UTF_8);
            fromEngine = new BufferedReader(new InputStreamReader(testIn, StandardCharsets.UTF_8));
            exit = CompletableFuture.supplyAsync(() -> run(engineIn, engineOut, args));
        }

        private Integer run(InputStream in, PrintWriter out, String... args) {
            synchronized (Run.class) { // System.in is the JVM's: one command line at a time
                InputStream saved = System.in;
                try {
                    System.setIn(in);
                    var cl = Main.commandLine();
                    cl.setOut(out);
                    cl.setErr(new PrintWriter(err, true));
                    String[] line = new String[args.length + 1];
                    line[0] = "engine";
                    System.arraycopy(args, 0, line, 1, args.length);
                    return cl.execute(line);
                } finally {
                    System.setIn(saved);
                    out.close();
                }
            }
        }

        /** Sends one command and reads answer lines up to and including one starting with {@code last}. */
        List<String> ask(String command, String last) throws IOException {
            toEngine.println(command);
            List<String> lines = new ArrayList<>();
            for (String line = fromEngine.readLine(); ; line = fromEngine.readLine()) {
                assertThat(line).as("answer to " + command + " after " + lines).isNotNull();
                lines.add(line);
                if (line.startsWith(last)) {
                    return lines;
                }
            }
        }

        @Override
        public void close() throws Exception {
            toEngine.println("quit");
            assertThat(exit.get(30, TimeUnit.SECONDS)).isZero();
            assertThat(fromEngine.readLine()).isNull();
            assertThat(err.toString()).isEmpty();
        }
    }

    @Test
    void playsAGameLineByLineWithLegalMovesOnly() throws Exception {
        try (Driver engine = new Driver()) {
            assertThat(engine.ask("isready", "readyok")).containsExactly("readyok");
            engine.toEngine.println("newgame");
            Position p = Position.initial();
            List<String> moves = new ArrayList<>();
            for (int ply = 0; ply < 8; ply++) {
                engine.toEngine.println("position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
                assertThat(engine.ask("fen", "fen")).containsExactly("fen " + Fen.format(p));
                List<String> answer = engine.ask("go depth 4", "bestmove");
                String best = answer.get(answer.size() - 1).substring("bestmove ".length());
                List<String> infos = answer.subList(0, answer.size() - 1);
                assertThat(infos).isNotEmpty().allSatisfy(line -> assertThat(line)
                        .matches("info depth \\d+ score -?\\d+ nodes \\d+ time \\d+( pv [0-9x-]+( [0-9x-]+)*)?"));
                Move m = MoveText.resolve(p.legalMoves(), best);
                assertThat(m.toPdn()).isEqualTo(best);
                p = p.apply(m);
                moves.add(best);
            }
        }
    }

    @Test
    void findsTheOnlyWinningShotAndWritesItsWholeRoute() throws Exception {
        // White to move: 27x18x11 takes both men and wins; any other route loses a piece.
        try (Driver engine = new Driver()) {
            engine.toEngine.println("position fen W:W27,32:B23,15,3");
            assertThat(engine.ask("moves", "moves")).containsExactly("moves 27x18x11");
            List<String> answer = engine.ask("go movetime 200", "bestmove");
            assertThat(answer.get(answer.size() - 1)).isEqualTo("bestmove 27x18x11");
        }
    }

    @Test
    void aBookPositionIsAnsweredFromTheBookUnlessItIsSwitchedOff() throws Exception {
        BookTree book = BookTree.standard();
        assertThat(book.contains(Position.initial())).isTrue();
        try (Driver engine = new Driver()) {
            engine.toEngine.println("position startpos");
            List<String> answer = engine.ask("go depth 8", "bestmove");
            String best = answer.get(1).substring("bestmove ".length());
            assertThat(answer).containsExactly("info depth 0 score 0 nodes 0 time 0 pv " + best, "bestmove " + best);
            assertThat(book.candidates(Position.initial())).extracting(Move::toPdn).contains(best);
        }
        try (Driver engine = new Driver("--no-book")) {
            engine.toEngine.println("position startpos");
            List<String> answer = engine.ask("go depth 8", "bestmove");
            assertThat(answer.get(answer.size() - 2)).startsWith("info depth 8 ");
            assertThat(answer.subList(0, answer.size() - 1)).noneMatch(line -> line.contains(" nodes 0 "));
        }
    }

    @Test
    void badLinesAreAnsweredWithAnErrorAndTheEngineStaysUp() throws Exception {
        try (Driver engine = new Driver()) {
            engine.toEngine.println("position startpos moves 11-15 22-18 15-19");
            engine.toEngine.println("go sideways");
            List<String> answer = engine.ask("isready", "readyok");
            assertThat(answer).hasSize(3);
            assertThat(answer.get(0)).startsWith("error line 1: position: move 3 of 3: \"15-19\" is not legal here:"
                    + " a capture is mandatory");
            assertThat(answer.get(1)).startsWith("error line 2: go needs limits in pairs");
            assertThat(engine.ask("go depth 2", "bestmove")).last().asString().startsWith("bestmove ");
        }
    }

    @Test
    void aGameOverPositionHasNoBestMove() throws Exception {
        try (Driver engine = new Driver()) {
            engine.toEngine.println("position fen B:W5,6,10:B1");
            assertThat(engine.ask("go depth 3", "bestmove")).containsExactly("bestmove none");
        }
    }

    @Test
    void theTableSizeIsAnOptionWithItsBoundsSaid() {
        Run r = Run.withInput("position startpos\ngo depth 6\n", "engine", "--hash", "4", "--no-egdb-build");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines()).last().asString().startsWith("bestmove ");
        assertThat(Run.withInput("", "engine", "--hash", "0").err()).contains("--hash must be 1 to 65536 MB, got 0");
        assertThat(Run.withInput("", "engine", "--hash", "65536").err()).contains("--hash 65536: this Java may use",
                "java -Xmx raises it");
    }

    @Test
    void aClockGoesToTheEngineAndItSearchesOnIt() {
        Run r = Run.withInput("position startpos\ngo btime 3000 wtime 3000 binc 20 winc 20\n", "engine", "--no-book",
                "--no-egdb-build");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines()).last().asString().startsWith("bestmove ");
        assertThat(r.outLines()).anyMatch(l -> l.startsWith("info depth 5 "));  // it searched, past the first decision
    }

    @Test
    void theEndOfTheInputEndsTheEngine() {
        Run r = Run.withInput("isready\n", "engine");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).containsExactly("readyok");
    }
}
