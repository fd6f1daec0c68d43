package dev.kingme.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Perft against the published table (resource perft/american.perft), to a depth that takes seconds. */
class PerftTest {
    /** Deeper depths are checked by the benchmarks and {@code ./kingme perft}. */
    static final int UNIT_TEST_MAX_DEPTH = 10;

    record Expectation(String fen, int depth, long count) {
    }

    static List<Expectation> table() throws IOException {
        List<Expectation> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(PerftTest.class.getResourceAsStream("/perft/american.perft")),
                StandardCharsets.UTF_8))) {
            String fen = null;
            String line;
            while ((line = in.readLine()) != null) {
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                if (line.startsWith("fen ")) {
                    fen = line.substring(4);
                } else {
                    String[] p = line.split("\\s+");
                    out.add(new Expectation(fen, Integer.parseInt(p[0]), Long.parseLong(p[1])));
                }
            }
        }
        return out;
    }

    @Test
    void startPositionMatchesPublishedTable() throws IOException {
        Perft perft = new Perft(false);
        int checked = 0;
        for (Expectation e : table()) {
            if (e.depth() <= UNIT_TEST_MAX_DEPTH) {
                assertThat(perft.count(Fen.parse(e.fen()), e.depth())).as("perft %d of %s", e.depth(), e.fen())
                        .isEqualTo(e.count());
                checked++;
            }
        }
        assertThat(checked).isEqualTo(UNIT_TEST_MAX_DEPTH);
    }

    @Test
    void bulkCountingAgreesWithPlayingOutTheLastPly() {
        // Depth d with bulk counting must equal the sum over moves of perft(d - 1) computed by making moves.
        Position p = Position.initial();
        assertThat(slowPerft(p, 6, false)).isEqualTo(new Perft(false).count(p, 6));
    }

    @Test
    void uniqueCountsRoutesWithTheSameEffectOnce() {
        // A king that can go round a square of four men clockwise or anticlockwise: two routes, one result.
        Position loop = Fen.parse("B:W10,11,18,19,30:BK14");
        assertThat(new Perft(false).count(loop, 1)).isEqualTo(2);
        assertThat(new Perft(true).count(loop, 1)).isEqualTo(1);
        for (int d = 1; d <= 4; d++) {
            assertThat(new Perft(true).count(loop, d)).as("depth %d", d).isEqualTo(slowPerft(loop, d, true));
            assertThat(new Perft(false).count(loop, d)).as("depth %d", d).isEqualTo(slowPerft(loop, d, false));
        }
    }

    @Test
    void uniqueEqualsDefaultFromTheStartWhereNoKingRoutesExistEarly() {
        Position p = Position.initial();
        for (int d = 1; d <= 7; d++) {
            assertThat(new Perft(true).count(p, d)).isEqualTo(new Perft(false).count(p, d));
        }
    }

    /** Perft through the public API: lists moves, applies each one, no bulk counting. */
    static long slowPerft(Position p, int depth, boolean unique) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        Set<Long> seen = new HashSet<>();
        for (Move m : p.legalMoves()) {
            if (unique && !seen.add(m.packed())) {
                continue;
            }
            n += slowPerft(p.apply(m), depth - 1, unique);
        }
        return n;
    }
}
