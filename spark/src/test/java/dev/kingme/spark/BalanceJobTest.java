package dev.kingme.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.balance.BalanceEngine;
import dev.kingme.balance.BalancePlan;
import dev.kingme.balance.BalanceRun;
import dev.kingme.balance.LocalEngine;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link BalanceJob}, the job jar's main: options as {@code kingme balance} takes them, a report written. */
class BalanceJobTest {
    @TempDir
    Path dir;

    /** What a run printed, and its exit status. */
    record Ran(int status, String out, String err) {
    }

    static Ran run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BalanceJob.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Ran(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theJobsMainWritesTheReport() throws Exception {
        Path out = dir.resolve("spark");
        Ran ran = run("--characters", "schlock,mage", "--games-per-pair=2", "--ai", "greedy", "--seed", "5",
                "--max-plies", "300", "--master", "local[2]", "--out", out.toString());
        assertThat(ran.status()).as(ran.err()).isZero();
        assertThat(ran.out()).contains("balance: 2 characters (mage, schlock), 2 games per pair, greedy, seed 5: 8 games",
                "playing 8 games on engine spark", "balance: 8/8 games played", "report written to " + out);
        // the same plan played by the local engine gives the same report, byte for byte
        BalancePlan plan = new BalancePlan(List.of("mage", "schlock"), 2, "greedy",
                Integer.parseInt(dev.kingme.balance.BalanceOptions.ITERATIONS), 5, 300);
        Path local = dir.resolve("local");
        try (BalanceRun r = BalanceRun.open(local, plan, false, new BalanceRun.Listener() { })) {
            r.play(new LocalEngine(), new BalanceEngine.Settings(2, null));
            r.report();
        }
        assertThat(out.resolve("games.csv")).hasSameTextualContentAs(local.resolve("games.csv"));
        assertThat(out.resolve("checkpoint").resolve("plan.json")).hasSameTextualContentAs(
                local.resolve("checkpoint").resolve("plan.json"));
        // run again: nothing left to play, the report written again
        Ran again = run("--characters", "mage,schlock", "--games-per-pair", "2", "--ai", "greedy", "--seed", "5",
                "--max-plies", "300", "--out", out.toString(), "--threads", "1");
        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.out()).contains("resuming: 8 games already in", "0 to play").doesNotContain("playing");
        assertThat(Files.readAllLines(out.resolve("checkpoint").resolve("games.jsonl"))).hasSize(8);
    }

    @Test
    void optionsItCannotFollowAreRefusedBeforeSparkStarts() {
        assertThat(run("--games-per-pair", "0")).satisfies(r -> {
            assertThat(r.status()).isEqualTo(BalanceJob.USAGE);
            assertThat(r.err()).contains("--games-per-pair must be at least 1, got 0");
        });
        assertThat(run("--characters", "mage,nobody").err()).contains("--characters: no character called 'nobody'");
        assertThat(run("--characters", "mage").err()).contains("at least two characters");
        assertThat(run("--ai", "human").err()).contains("--ai human");
        assertThat(run("--seed", "x").err()).contains("--seed: 'x' is not a whole number");
        assertThat(run("--master", "somewhere").err()).contains("--master somewhere: not a Spark master URL");
        assertThat(run("--engine", "local").err()).contains("this job plays on Spark only");
        assertThat(run("--colour", "red").err()).contains("unknown option --colour");
        assertThat(run("--seed").err()).contains("--seed needs a value");
        assertThat(run("--seed", "1", "--seed", "2").err()).contains("--seed is given twice");
        assertThat(run("mage").err()).contains("unexpected argument 'mage'");
        Ran help = run("--help");
        assertThat(help.status()).isZero();
        assertThat(help.out()).contains("--characters", "--games-per-pair", "--seed", "--out", "--fresh", "spark-submit");
        assertThat(dir).isEmptyDirectory();
    }
}
