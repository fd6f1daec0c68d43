package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.eval.nnue.NetworkFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainCommandTest {
    private static final String[] SMALL = {"--games", "4", "--depth", "1", "--label-depth", "1", "--hidden", "4",
        "--layer2", "2", "--epochs", "1"};

    @Test
    void writesANetworkThatCheckReproducesFromTheSeed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("network.bin");
        Run written = Run.of(with("train", "--seed", "5", "--out", file.toString()));
        assertThat(written.exit()).as(written.err()).isZero();
        assertThat(written.out()).contains("0 archive games and 4 self-play games", "network written to");
        assertThat(written.err()).contains("self-play games:", "labels:", "fitting:");
        assertThat(NetworkFile.read(Files.readAllBytes(file)).hidden()).isEqualTo(4);

        Run same = Run.of(with("train", "--seed", "5", "--check", file.toString()));
        assertThat(same.exit()).isZero();
        assertThat(same.out()).contains("the network is exactly that in");
        Run other = Run.of(with("train", "--seed", "6", "--check", file.toString()));
        assertThat(other.exit()).isEqualTo(1);
        assertThat(other.out()).contains("the network differs from");
    }

    @Test
    void theEngineSearchLabelsOnAnyNumberOfThreadsToTheSameNetwork(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("engine.bin");
        Run written = Run.of(with("train", "--seed", "5", "--labels", "engine", "--threads", "1",
                "--out", file.toString()));
        assertThat(written.exit()).as(written.err()).isZero();
        Run same = Run.of(with("train", "--seed", "5", "--labels", "Engine", "--threads", "2",
                "--check", file.toString()));
        assertThat(same.out()).contains("the network is exactly that in");
        Run tuner = Run.of(with("train", "--seed", "5", "--labels", "tuner", "--check", file.toString()));
        assertThat(tuner.out()).contains("the network differs from");
        assertThat(Run.of(with("train", "--labels", "oracle")).err())
                .contains("--labels: \"oracle\" is not a labelling search (tuner or engine)");
    }

    private static String[] with(String... args) {
        String[] all = new String[args.length + SMALL.length];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(SMALL, 0, all, args.length, SMALL.length);
        return all;
    }
}
