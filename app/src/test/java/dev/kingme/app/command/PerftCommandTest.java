package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PerftCommandTest {
    @Test
    void printsOneLinePerDepthWithCountAndSeconds() {
        Run r = Run.of("perft", "6");
        assertThat(r.exit()).isZero();
        List<String> counts = new ArrayList<>();
        for (String line : r.out().strip().split("\n")) {
            assertThat(line).matches("perft \\d+ \\d+ \\d+\\.\\d{3}");
            counts.add(line.split(" ")[2]);
        }
        assertThat(counts).containsExactly("7", "49", "302", "1469", "7361", "36768");
    }

    @Test
    void divideSplitsTheLastDepthByFirstMove() {
        Run r = Run.of("perft", "--divide", "3");
        assertThat(r.out()).contains("9-13 48\n", "11-16 47\n", "moves 7\n");
        long sum = 0;
        for (String line : r.out().split("\n")) {
            if (line.matches("\\d+-\\d+ \\d+")) {
                sum += Long.parseLong(line.split(" ")[1]);
            }
        }
        assertThat(sum).isEqualTo(302);
    }

    @Test
    void uniqueMergesKingRoutesWithTheSameCaptures() {
        String fen = "B:W10,11,18,19,30:BK14";
        assertThat(Run.of("perft", "--fen", fen, "1").out()).startsWith("perft 1 2 ");
        assertThat(Run.of("perft", "--fen", fen, "--unique", "1").out()).startsWith("perft 1 1 ");
        assertThat(Run.of("perft", "--fen", fen, "--divide", "1").out())
                .contains("14x23x16x7x14 1\n", "14x7x16x23x14 1\n");
    }

    @Test
    void badArgumentsAreErrorsOnStandardError() {
        Run bad = Run.of("perft", "--fen", "B:W1", "3");
        assertThat(bad.exit()).isNotZero();
        assertThat(bad.err()).contains("FEN column 1");
        assertThat(bad.out()).isEmpty();
        Run zero = Run.of("perft", "0");
        assertThat(zero.exit()).isNotZero();
        assertThat(zero.err()).contains("DEPTH must be between 1 and 63");
    }
}
