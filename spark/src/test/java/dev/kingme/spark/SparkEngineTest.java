package dev.kingme.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.balance.BalanceEngine;
import dev.kingme.balance.BalanceEngines;
import dev.kingme.balance.BalanceGames;
import dev.kingme.balance.BalancePlan;
import dev.kingme.balance.BalanceRun;
import dev.kingme.balance.GameResult;
import dev.kingme.balance.GameTask;
import dev.kingme.balance.LabResults;
import dev.kingme.balance.LocalEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link SparkEngine} on one in-process context ({@code local[2]}, loopback) shared by the class's tests:
 * the same results as the local engine, game for game.
 */
class SparkEngineTest {
    /** 3 characters, 2 games per pair, greedy players: 18 short games. */
    static final BalancePlan PLAN = new BalancePlan(List.of("ranger", "mage", "schlock"), 2, "greedy", 0, 11, 300);
    static final BalanceEngine.Settings TWO = new BalanceEngine.Settings(2, null);

    static JavaSparkContext sc;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        sc = new JavaSparkContext(SparkEngine.conf(new BalanceEngine.Settings(2, "local[2]"), new SparkConf(false)));
    }

    @AfterAll
    static void stop() {
        if (sc != null) {
            sc.stop();
        }
    }

    /** The results {@code engine} hands over for {@code tasks}, in plan order, and the threads it handed them on. */
    static List<GameResult> played(BalanceEngine engine, BalancePlan plan, List<GameTask> tasks, List<Thread> threads)
            throws InterruptedException {
        List<GameResult> out = Collections.synchronizedList(new ArrayList<>());
        engine.run(plan, tasks, TWO, g -> {
            threads.add(Thread.currentThread());
            out.add(g);
        });
        List<GameResult> sorted = new ArrayList<>(out);
        sorted.sort(Comparator.comparingInt(GameResult::index));
        return sorted;
    }

    @Test
    void localAndSparkResultsEqual() throws Exception {
        List<Thread> threads = Collections.synchronizedList(new ArrayList<>());
        List<GameResult> local = played(new LocalEngine(), PLAN, PLAN.tasks(), new ArrayList<>());
        List<GameResult> spark = played(new SparkEngine(sc), PLAN, PLAN.tasks(), threads);
        assertThat(local).hasSize(18);
        assertThat(spark).containsExactlyElementsOf(local);
        assertThat(threads).containsOnly(Thread.currentThread());  // handed over on the calling thread
        assertThat(sc.sc().isStopped()).as("a context it was given is left running").isFalse();
    }

    @Test
    void aPlanOfCharacterFilesPlaysTheSameOnSparkAsLocally() throws Exception {
        String paladin = dev.kingme.record.CharacterFiles.builtInText("mage").replace("\"id\": \"mage\"", "\"id\": \"paladin\"")
                .replace("\"title\": \"Arcane Mage\"", "\"title\": \"Paladin\"").replace("\"cost\": 3,", "\"cost\": 1,");
        BalancePlan withFile = new BalancePlan(List.of("mage", "paladin"), 1, "greedy", 0, 4, 200, List.of(paladin));
        List<GameResult> local = played(new LocalEngine(), withFile, withFile.tasks(), new ArrayList<>());
        assertThat(local).hasSize(4).extracting(GameResult::white).contains("paladin");
        assertThat(played(new SparkEngine(sc), withFile, withFile.tasks(), new ArrayList<>())).containsExactlyElementsOf(local);
    }

    @Test
    void localAndSparkResultsEqualForAnotherSeedAndSomeTasksOnly() throws Exception {
        BalancePlan other = new BalancePlan(List.of("mage", "cleric"), 1, "random", 0, 99, 200);
        List<GameTask> some = List.of(other.task(3), other.task(0), other.task(2));
        List<GameResult> local = played(new LocalEngine(), other, some, new ArrayList<>());
        assertThat(played(new SparkEngine(sc), other, some, new ArrayList<>())).containsExactlyElementsOf(local)
                .extracting(GameResult::index).containsExactly(0, 2, 3);
        assertThat(played(new SparkEngine(sc), other, List.of(), new ArrayList<>())).isEmpty();
    }

    @Test
    void aRunCheckpointedHalfByTheLocalEngineAndFinishedBySparkEqualsAWholeRun() throws Exception {
        LabResults whole;
        try (BalanceRun run = BalanceRun.open(dir.resolve("whole"), PLAN, false, new BalanceRun.Listener() { })) {
            run.play(new LocalEngine(), TWO);
            run.report();
            whole = run.results();
        }
        Path half = dir.resolve("half");
        try (BalanceRun run = BalanceRun.open(half, PLAN, false, new BalanceRun.Listener() { })) {
            run.play(new FirstHalf(), TWO);
            assertThat(run.done()).isEqualTo(9);
        }
        List<GameResult> heard = Collections.synchronizedList(new ArrayList<>());
        try (BalanceRun run = BalanceRun.open(half, PLAN, false, new BalanceRun.Listener() {
            @Override
            public void played(GameResult game, int done, int total) {
                heard.add(game);
            }
        })) {
            assertThat(run.resumed()).isEqualTo(9);
            run.play(new SparkEngine(sc), TWO);
            assertThat(run.complete()).isTrue();
            run.report();
            assertThat(run.results()).isEqualTo(whole);
        }
        assertThat(heard).extracting(GameResult::index).containsExactlyInAnyOrder(9, 10, 11, 12, 13, 14, 15, 16, 17);
        assertThat(half.resolve("games.csv")).hasSameTextualContentAs(dir.resolve("whole").resolve("games.csv"));
        assertThat(Files.readAllLines(half.resolve("checkpoint").resolve("games.jsonl"))).hasSize(18);
    }

    @Test
    void aGameThatCannotBePlayedFailsTheRunNamingIt() {
        GameTask stranger = new GameTask(4, "ranger", "mage", 0, 12345);  // not the plan's game 4: its seed differs
        assertThatThrownBy(() -> played(new SparkEngine(sc), PLAN, List.of(PLAN.task(0), stranger), new ArrayList<>()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("index=4").hasMessageContaining("seed=12345")
                .hasMessageContaining("not a game of this plan");
        assertThat(sc.sc().isStopped()).isFalse();
    }

    @Test
    void anInterruptCancelsTheJobAndTheContextGoesOn() throws Exception {
        // a searching AI, 500 iterations a decision, 60 decisions at most: 9 games take a few seconds on two
        // slots, far longer than the wait from the first result to the interrupt
        BalancePlan slow = new BalancePlan(List.of("ranger", "mage", "schlock"), 1, "ai:beginner", 500, 2, 60);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        List<GameResult> got = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch first = new CountDownLatch(1);
        Thread t = new Thread(() -> {
            try {
                new SparkEngine(sc).run(slow, slow.tasks(), TWO, g -> {
                    got.add(g);
                    first.countDown();
                });
            } catch (Throwable e) {
                thrown.set(e);
            }
        });
        t.start();
        assertThat(first.await(120, TimeUnit.SECONDS)).isTrue();
        t.interrupt();
        t.join(30_000);
        assertThat(t.isAlive()).isFalse();
        assertThat(thrown.get()).isInstanceOf(InterruptedException.class);
        assertThat(got.size()).isLessThan(slow.size());
        // the cancelled job's games stop at their next decision, and the context plays on
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (sc.statusTracker().getActiveJobIds().length > 0 && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        assertThat(sc.statusTracker().getActiveJobIds()).isEmpty();
        assertThat(played(new SparkEngine(sc), PLAN, List.of(PLAN.task(5)), new ArrayList<>()))
                .containsExactly(BalanceGames.play(PLAN, PLAN.task(5)));
    }

    @Test
    void theEngineIsFoundByNameAndChecksTheMaster() {
        assertThat(BalanceEngines.byName("spark")).isInstanceOf(SparkEngine.class);
        SparkEngine e = new SparkEngine();
        for (String ok : List.of("local", "local[1]", "local[2]", "local[*]", "local[2,3]", "spark://host:7077",
                "spark://a:7077,b:7077", "yarn", "k8s://https://host:443")) {
            e.check(new BalanceEngine.Settings(1, ok));
        }
        e.check(new BalanceEngine.Settings(1, null));
        for (String bad : List.of("host:7077", "local[0]", "local[two]", "spark://", "")) {
            assertThatThrownBy(() -> e.check(new BalanceEngine.Settings(1, bad)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--master " + bad + ": not a Spark master");
        }
    }

    @Test
    void aLocalMasterRunsHereOnLoopbackWithoutAWebUi() {
        SparkConf none = new SparkConf(false);
        SparkConf c = SparkEngine.conf(new BalanceEngine.Settings(3, null), none);
        assertThat(c.get("spark.master")).isEqualTo("local[3]");
        assertThat(c.get("spark.driver.host")).isEqualTo("127.0.0.1");
        assertThat(c.get("spark.driver.bindAddress")).isEqualTo("127.0.0.1");
        assertThat(c.get("spark.ui.enabled")).isEqualTo("false");
        assertThat(c.get("spark.app.name")).isEqualTo("kingme balance");
        assertThat(SparkEngine.conf(new BalanceEngine.Settings(3, "local[*]"), none).get("spark.master")).isEqualTo("local[*]");
        // spark-submit's master is kept unless --master is given
        SparkConf submitted = new SparkConf(false).setMaster("local[1]");
        assertThat(SparkEngine.conf(new BalanceEngine.Settings(3, null), submitted).get("spark.master")).isEqualTo("local[1]");
        assertThat(SparkEngine.conf(new BalanceEngine.Settings(3, "local[2]"), submitted).get("spark.master")).isEqualTo("local[2]");
        // a cluster's executors get the jars named, and the driver is left to bind where Spark would
        SparkConf cluster = SparkEngine.conf(new BalanceEngine.Settings(1, "spark://host:7077"),
                new SparkConf(false).set("spark.jars", "job.jar"));
        assertThat(cluster.get("spark.jars")).isEqualTo("job.jar");
        assertThat(cluster.contains("spark.driver.bindAddress")).isFalse();
    }

    @Test
    void partitionsAreSmallAndKeepEverySlotBusy() {
        BalancePlan searching = new BalancePlan(List.of("ranger", "mage"), 1, "ai:easy", 0, 1, 600);
        assertThat(SparkEngine.slices(searching, 1, 2)).isEqualTo(1);
        assertThat(SparkEngine.slices(searching, 18, 2)).isEqualTo(18);
        assertThat(SparkEngine.slices(searching, 512, 2)).isEqualTo(512);  // a game a partition
        assertThat(SparkEngine.slices(PLAN, 5, 2)).isEqualTo(5);
        assertThat(SparkEngine.slices(PLAN, 18, 2)).isEqualTo(8);  // four a slot
        assertThat(SparkEngine.slices(PLAN, 512, 2)).isEqualTo(64);  // greedy: eight games a partition
        assertThat(SparkEngine.slices(PLAN, 512, 200)).isEqualTo(512);
    }

    /** The local engine playing only the first half of what it is asked, as a run stopped half way. */
    static final class FirstHalf implements BalanceEngine {
        @Override
        public String name() {
            return "first-half";
        }

        @Override
        public void run(BalancePlan plan, List<GameTask> tasks, Settings settings, Consumer<GameResult> done)
                throws InterruptedException {
            new LocalEngine().run(plan, tasks.subList(0, tasks.size() / 2), settings, done);
        }
    }
}
