package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneCommandTest {
    @Test
    void writesWeightsThatCheckReproducesFromTheSeed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("weights.txt");
        String[] small = {"--games", "4", "--depth", "1", "--epochs", "2", "--learning-rate", "0.5"};
        Run written = Run.of(concat(new String[] {"tune", "--seed", "3", "--out", file.toString()}, small));
        assertThat(written.exit()).as(written.err()).isZero();
        assertThat(Files.readString(file)).contains("kingme tune --seed 3 --games 4 --depth 1 --epochs 2");
        Run same = Run.of(concat(new String[] {"tune", "--seed", "3", "--check", file.toString()}, small));
        assertThat(same.exit()).isZero();
        assertThat(same.out()).contains("the weights are exactly those in");
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
