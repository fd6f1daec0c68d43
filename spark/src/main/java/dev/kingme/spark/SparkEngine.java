package dev.kingme.spark;

import dev.kingme.ai.AiSpec;
import dev.kingme.balance.BalanceEngine;
import dev.kingme.balance.BalanceGames;
import dev.kingme.balance.BalancePlan;
import dev.kingme.balance.GameResult;
import dev.kingme.balance.GameTask;
import java.io.Serializable;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import scala.collection.Iterator;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.AbstractFunction0;
import scala.runtime.AbstractFunction1;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;

/**
 * The balance engine on Apache Spark ({@code --engine spark}): the plan is broadcast, its tasks are split
 * into many small partitions, and each partition's games are played on an executor with
 * {@link BalanceGames#play}, the same function the local engine uses, so a seed gives the same results
 * here as there.
 *
 * <p>Results come back a partition at a time, as each partition's Spark task ends (one job whose result
 * handler the driver calls per finished task), and are handed to {@code done} on the calling thread. The
 * partitions are small (one game each when the AI searches, see {@link #slices}) and run side by side, so
 * the checkpoint grows steadily and an interrupted run loses only the games under way, as the local
 * engine's does. (An RDD's
 * {@code toLocalIterator()} would also stream results, but it runs one partition at a time, playing one
 * game at once whatever the cores.)
 *
 * <p>The master is {@code --master} when given (any URL Spark takes: {@code local[2]}, {@code local[*]},
 * {@code spark://host:7077}); else the one {@code spark-submit} set ({@code spark.master}); else
 * {@code local[N]} with N the threads setting. A {@code local} master runs Spark in this JVM, bound to
 * the loopback address with no web UI. Any other master needs executors that can load the games' classes:
 * unless {@code spark.jars} is set, the module's job jar ({@value #JOB_JAR}, beside this class's jar) is
 * sent to them.
 *
 * <p>Made by {@link java.util.ServiceLoader} (no context of its own until {@link #run}, stopped at its
 * end), or on a running context (tests, a program that has one), which it leaves running.
 */
public final class SparkEngine implements BalanceEngine {
    public static final String NAME = "spark";
    /** The job jar's file name (built by the module's package phase). */
    public static final String JOB_JAR = "kingme-spark-job.jar";
    /** The application's name in Spark's listings. */
    static final String APP_NAME = "kingme balance";

    /** Masters Spark knows: local ones, a standalone cluster, YARN, Kubernetes, and the test cluster. */
    private static final Pattern MASTER = Pattern.compile(
            "local(\\[(\\*|[1-9]\\d*)(,[1-9]\\d*)?])?|local-cluster\\[.+]|spark://[^/\\s]+|yarn|k8s://\\S+");
    private static final Pattern IN_PROCESS = Pattern.compile("local(\\[.*])?");
    private static final String LOOPBACK = "127.0.0.1";
    /** How long the calling thread waits for a result before it looks whether the job or Spark has ended. */
    private static final long POLL_MS = 200;
    /** Games in a partition when they take milliseconds (see {@link #slices}). */
    static final int CHEAP_GAMES = 8;

    private final JavaSparkContext given;

    /** An engine that starts its own Spark context for each run. Public for {@link java.util.ServiceLoader}. */
    public SparkEngine() {
        this(null);
    }

    /**
     * An engine playing on {@code context}, which it never stops (its master wins over the settings').
     *
     * @param context a running context, or null to start one for each run
     */
    public SparkEngine(JavaSparkContext context) {
        this.given = context;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void check(Settings settings) {
        String m = settings.master();
        if (m != null && !MASTER.matcher(m).matches()) {
            throw new IllegalArgumentException("--master " + m + ": not a Spark master URL (local, local[N], local[*],"
                    + " spark://HOST:PORT, yarn or k8s://URL)");
        }
    }

    @Override
    public void run(BalancePlan plan, List<GameTask> tasks, Settings settings, Consumer<GameResult> done)
            throws InterruptedException {
        check(settings);
        if (tasks.isEmpty()) {
            return;
        }
        if (given != null) {
            play(given, plan, tasks, done);
            return;
        }
        JavaSparkContext sc = new JavaSparkContext(conf(settings, new SparkConf()));
        try {
            play(sc, plan, tasks, done);
        } finally {
            sc.stop();
        }
    }

    /**
     * The configuration of a context of its own for {@code settings}: {@code base} (Spark's, with what
     * {@code spark-submit} or {@code -Dspark.*} set) with the master, the application's name, and for a
     * master in this JVM the loopback address and no web UI.
     */
    static SparkConf conf(Settings settings, SparkConf base) {
        SparkConf c = base.clone();
        String master = master(settings, c);
        c.setMaster(master);
        c.setIfMissing("spark.app.name", APP_NAME);
        if (IN_PROCESS.matcher(master).matches()) {
            // in this JVM: reachable from nowhere else, and no web UI to serve
            c.setIfMissing("spark.driver.host", LOOPBACK);
            c.setIfMissing("spark.driver.bindAddress", LOOPBACK);
            c.setIfMissing("spark.ui.enabled", "false");
        } else if (!c.contains("spark.jars")) {
            Path jar = jobJar();
            if (jar == null) {
                throw new IllegalStateException("--master " + master + ": the executors need the job jar " + JOB_JAR
                        + " and it is not beside the Spark engine's classes; build it (./mvnw -pl spark -am package)"
                        + " or name it with -Dspark.jars=PATH");
            }
            c.set("spark.jars", jar.toString());
        }
        return c;
    }

    /** The master {@code settings} ask for, else {@code conf}'s, else {@code local[threads]}. */
    static String master(Settings settings, SparkConf conf) {
        if (settings.master() != null) {
            return settings.master();
        }
        if (conf.contains("spark.master")) {
            return conf.get("spark.master");
        }
        return "local[" + settings.threads() + "]";
    }

    /**
     * The job jar, for executors elsewhere: this class's own jar when it is the job jar, else
     * {@value #JOB_JAR} in the same folder; null when neither is there.
     */
    static Path jobJar() {
        CodeSource source = SparkEngine.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return null;
        }
        Path here;
        try {
            here = Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
        if (here.getFileName() != null && here.getFileName().toString().equals(JOB_JAR)) {
            return here;
        }
        Path folder = here.getParent();  // the jar's folder, or target/ above target/classes
        Path jar = folder == null ? null : folder.resolve(JOB_JAR);
        return jar != null && Files.isRegularFile(jar) ? jar.toAbsolutePath() : null;
    }

    /**
     * How many partitions {@code games} games of {@code plan} are split into on a context running
     * {@code parallelism} tasks at once. A partition holds one game when the AI searches (a game of
     * seconds: a Spark task's few milliseconds are nothing beside it, and each result comes back as soon
     * as its game ends), and up to {@value #CHEAP_GAMES} when it does not (random and greedy, whose games
     * take milliseconds, like a task); always at least four partitions a task slot, so that the slots stay
     * busy to the end whatever the games' lengths, and never more partitions than games.
     */
    static int slices(BalancePlan plan, int games, int parallelism) {
        AiSpec.Kind kind = plan.aiSpec().kind();
        int each = kind == AiSpec.Kind.RANDOM || kind == AiSpec.Kind.GREEDY ? CHEAP_GAMES : 1;
        int wanted = Math.max(4 * Math.max(1, parallelism), (games + each - 1) / each);
        return Math.max(1, Math.min(games, wanted));
    }

    /** Plays {@code tasks} on {@code sc}, handing each partition's results to {@code done} as it finishes. */
    private static void play(JavaSparkContext sc, BalancePlan plan, List<GameTask> tasks, Consumer<GameResult> done)
            throws InterruptedException {
        int slices = slices(plan, tasks.size(), sc.defaultParallelism());
        Broadcast<BalancePlan> shipped = sc.broadcast(plan);
        JavaRDD<GameTask> rdd = sc.parallelize(new ArrayList<>(tasks), slices);
        BlockingQueue<Played> finished = new LinkedBlockingQueue<>();
        List<Object> partitions = new ArrayList<>();
        for (int p = 0; p < rdd.getNumPartitions(); p++) {
            partitions.add(p);
        }
        String group = "kingme-balance-" + UUID.randomUUID();
        sc.setJobGroup(group, APP_NAME + ": " + tasks.size() + " games", true);  // cancelling interrupts the games
        SimpleFutureAction<BoxedUnit> job;
        try {
            job = sc.sc().submitJob(rdd.rdd(), new PlayPartition(shipped), CollectionConverters.asScala(partitions).toSeq(),
                    new Handler(finished), new Nothing());
        } finally {
            sc.clearJobGroup();
        }
        boolean over = false;
        try {
            int left = tasks.size();
            while (left > 0) {
                Played p = finished.poll(POLL_MS, TimeUnit.MILLISECONDS);
                if (p == null) {
                    if (sc.sc().isStopped()) {
                        // stopped under us (Ctrl-C: Spark's shutdown hook stops it), which fails the job too
                        throw new InterruptedException("the Spark context was stopped");
                    }
                    if (job.isCompleted() && finished.isEmpty()) {
                        throw failed(job);
                    }
                    continue;
                }
                for (GameResult g : p.games()) {
                    done.accept(g);
                    left--;
                }
                if (p.error() != null) {
                    throw new IllegalStateException(p.error());
                }
            }
            over = true;
        } finally {
            boolean stopped = sc.sc().isStopped();  // its jobs and broadcasts went with it
            if (!over && !stopped && !job.isCompleted()) {
                // interrupted, a game that could not be played, or done refused a result: stop the games under way
                job.cancel();
            }
            if (!stopped) {
                shipped.destroy();
            }
        }
    }

    /** What a job that ended without handing over every game says. */
    private static RuntimeException failed(SimpleFutureAction<BoxedUnit> job) {
        scala.util.Try<BoxedUnit> end = job.value().get();
        if (end.isSuccess()) {
            return new IllegalStateException("the Spark job ended but some games never came back");
        }
        Throwable why = end.failed().get();
        String message = why.getMessage() == null ? why.toString() : why.getMessage();
        int line = message.indexOf('\n');
        return new IllegalStateException("the Spark job failed: " + (line < 0 ? message : message.substring(0, line)), why);
    }

    /**
     * One partition's games: those played, in order, and when a game could not be played, why (the games
     * after it in the partition are not played).
     */
    record Played(List<GameResult> games, String error) implements Serializable {
    }

    /** On an executor: plays a partition's games with the broadcast plan. */
    static final class PlayPartition extends AbstractFunction1<Iterator<GameTask>, Played> implements Serializable {
        private static final long serialVersionUID = 1L;
        private final Broadcast<BalancePlan> plan;

        PlayPartition(Broadcast<BalancePlan> plan) {
            this.plan = plan;
        }

        @Override
        public Played apply(Iterator<GameTask> tasks) {
            BalancePlan p = plan.value();
            List<GameResult> out = new ArrayList<>();
            while (tasks.hasNext()) {
                GameTask t = tasks.next();
                try {
                    out.add(BalanceGames.play(p, t));
                } catch (CancellationException e) {
                    throw e;  // the job was cancelled: Spark counts the task as killed
                } catch (RuntimeException e) {
                    String why = e.getMessage() != null ? e.getMessage() : BalanceGames.describe(t) + ": " + e;
                    return new Played(out, why);
                }
            }
            return new Played(out, null);
        }
    }

    /** On the driver, as each partition's task ends: queues its games for the calling thread. */
    private static final class Handler extends AbstractFunction2<Object, Played, BoxedUnit> {
        private final BlockingQueue<Played> queue;

        Handler(BlockingQueue<Played> queue) {
            this.queue = queue;
        }

        @Override
        public BoxedUnit apply(Object partition, Played played) {
            queue.add(played);
            return BoxedUnit.UNIT;
        }
    }

    /** The job's overall result: nothing, the games went through the handler. */
    private static final class Nothing extends AbstractFunction0<BoxedUnit> {
        @Override
        public BoxedUnit apply() {
            return BoxedUnit.UNIT;
        }
    }
}
