package dev.kingme.spark;

import dev.kingme.balance.BalanceEngine;
import dev.kingme.balance.BalancePlan;
import dev.kingme.balance.BalanceRun;
import dev.kingme.balance.GameResult;
import dev.kingme.balance.Result;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The balance lab as a Spark application, the job jar's main class:
 *
 * <pre>
 * spark-submit --master spark://HOST:7077 --class dev.kingme.spark.BalanceJob kingme-spark-job.jar \
 *     --characters mage,cleric,schlock --games-per-pair 4 --seed 7 --out balance-report
 * </pre>
 *
 * <p>It takes the options of {@code kingme balance} (with their defaults) and writes the same checkpoint
 * and report into {@code --out} on the driver's file system, through the balance module's
 * {@link BalanceRun}; the games are played by the {@link SparkEngine} on the master {@code spark-submit}
 * gives (or {@code --master}). Run again with the same options, it resumes from the checkpoint, whichever
 * engine wrote it.
 *
 * <p>The options are read by a small parser of its own rather than by the command line's (picocli, in the
 * app module, which this module must not pull in): each option turns into the same {@link BalancePlan}
 * field, and the plan checks the values.
 */
public final class BalanceJob {
    /** Exit status of a run stopped before its end (as a shell reports Ctrl-C). */
    static final int INTERRUPTED = 130;
    /** Exit status of options that cannot be followed. */
    static final int USAGE = 2;

    /** The options with a value, and their defaults: those of {@code kingme balance}. */
    private static final Map<String, String> DEFAULTS = new LinkedHashMap<>();

    static {
        DEFAULTS.put("--set", BalancePlan.ALL);
        DEFAULTS.put("--characters", null);
        DEFAULTS.put("--games-per-pair", "2");
        DEFAULTS.put("--ai", "ai:easy");
        DEFAULTS.put("--iterations", "0");
        DEFAULTS.put("--seed", "1");
        DEFAULTS.put("--max-plies", "600");
        DEFAULTS.put("--threads", null);
        DEFAULTS.put("--out", "balance-report");
        DEFAULTS.put("--engine", SparkEngine.NAME);
        DEFAULTS.put("--master", null);
    }

    private static final String USAGE_TEXT = String.join("\n",
            "Usage: spark-submit [spark options] --class dev.kingme.spark.BalanceJob kingme-spark-job.jar [options]",
            "The balance lab on Apache Spark: plays every ordered pairing of the characters, N games each, AI against",
            "AI, on the Spark master spark-submit gives, and writes the checkpoint and the report into --out on the",
            "driver (as kingme balance does; the same seed gives the same results).",
            "  --set SET              fantasy-rpg, schlock-mercenary or all (default: all)",
            "  --characters NAME,...  only these characters of the set (at least two)",
            "  --games-per-pair N     games for each ordered pairing (default: 2)",
            "  --ai SPEC              random, greedy, ai:LEVEL or mcts:LEVEL (default: ai:easy)",
            "  --iterations N         the AI's MCTS iterations a decision (default: its level's)",
            "  --seed S               the seed every game derives from (default: 1)",
            "  --max-plies N          a game still going after N decisions is a draw (default: 600)",
            "  --threads N            games at once in a local master when none is given (default: all cores)",
            "  --out DIR              the report's and the checkpoint's folder (default: balance-report)",
            "  --fresh                start over: delete the checkpoint in DIR first",
            "  --master URL           the Spark master, over spark-submit's (default: spark-submit's, else local[N])",
            "  --engine spark         accepted for kingme balance's sake; this job only plays on Spark",
            "  -h, --help             this text");

    private BalanceJob() {
    }

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Runs the job as {@link #main} does, printing to {@code out} and {@code err}; returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, new SparkEngine());
    }

    /** {@link #run(String[], PrintStream, PrintStream)} with {@code engine} (a test's, on its own context). */
    static int run(String[] args, PrintStream out, PrintStream err, BalanceEngine engine) {
        Options o;
        BalancePlan plan;
        BalanceEngine.Settings settings;
        try {
            o = Options.parse(args);
            if (o.help) {
                out.println(USAGE_TEXT);
                return 0;
            }
            plan = o.plan();
            settings = new BalanceEngine.Settings(o.threads(), o.get("--master"));
            engine.check(settings);
        } catch (IllegalArgumentException e) {
            err.println("balance: " + e.getMessage());
            err.println("(--help lists the options)");
            return USAGE;
        }
        Path dir = Path.of(o.get("--out"));
        try {
            return play(plan, settings, dir, o.fresh, engine, out, err);
        } catch (IllegalArgumentException e) {
            err.println("balance: " + e.getMessage());
            return USAGE;
        } catch (IOException | RuntimeException e) {
            err.println("balance: " + (e.getMessage() != null ? e.getMessage() : e.toString()));
            return 1;
        }
    }

    private static int play(BalancePlan plan, BalanceEngine.Settings settings, Path dir, boolean fresh, BalanceEngine engine,
            PrintStream out, PrintStream err) throws IOException {
        int[] shown = {-1};
        BalanceRun.Listener listener = new BalanceRun.Listener() {
            @Override
            public void note(String message) {
                err.println("balance: " + message);
            }

            @Override
            public synchronized void played(GameResult game, int done, int total) {
                int step = done * 20 / total;  // a line every 5%
                if (step != shown[0]) {
                    shown[0] = step;
                    out.println("balance: " + done + "/" + total + " games played");
                }
            }
        };
        try (BalanceRun run = BalanceRun.open(dir, plan, fresh, listener)) {
            out.println("balance: " + plan.characters().size() + " characters (" + String.join(", ", plan.characters())
                    + "), " + plan.gamesPerPair() + (plan.gamesPerPair() == 1 ? " game" : " games") + " per pair, "
                    + plan.aiDescription() + ", seed " + plan.seed() + ": " + plan.size() + " games");
            int missing = run.missing().size();
            if (run.resumed() > 0) {
                out.println("resuming: " + run.resumed() + " games already in " + dir + ", " + missing + " to play");
            }
            if (missing > 0) {
                out.println("playing " + missing + " games on engine " + engine.name());
            }
            Thread hook = new Thread(() -> stopped(run, err), "balance-interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                run.play(engine, settings);
            } catch (InterruptedException e) {
                stopped(run, err);
                return INTERRUPTED;
            } finally {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException shuttingDown) {
                    // the hook is running or has run
                }
            }
            List<Path> files = run.report();
            int[] tally = new int[Result.values().length];
            run.results().games().forEach(g -> tally[g.result().ordinal()]++);
            List<String> names = new ArrayList<>();
            for (Path f : files) {
                names.add(dir.relativize(f).toString());
            }
            int b = tally[Result.BLACK_WINS.ordinal()];
            int w = tally[Result.WHITE_WINS.ordinal()];
            int d = tally[Result.DRAW.ordinal()];
            out.println("results: Black won " + b + ", White won " + w + ", " + d + (d == 1 ? " draw" : " draws") + " in "
                    + (b + w + d) + " games");
            out.println("report written to " + dir + ": " + String.join(", ", names));
            return 0;
        }
    }

    /** Closes the run's checkpoint (no game is cut in half) and says how to resume. */
    private static void stopped(BalanceRun run, PrintStream err) {
        try {
            run.close();
        } catch (IOException e) {
            err.println("balance: closing the checkpoint: " + e.getMessage());
        }
        err.println("balance: interrupted with " + run.done() + " of " + run.plan().size() + " games played and kept in "
                + run.checkpointFile() + "; run the same command again to resume");
    }

    /** The command line, read. */
    static final class Options {
        private final Map<String, String> values = new LinkedHashMap<>(DEFAULTS);
        boolean fresh;
        boolean help;

        /**
         * Reads {@code --name value}, {@code --name=value}, {@code --fresh} and {@code --help}.
         *
         * @throws IllegalArgumentException naming an unknown option, a missing value or a stray argument
         */
        static Options parse(String[] args) {
            Options o = new Options();
            Set<String> given = new HashSet<>();
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                String name = a;
                String value = null;
                int eq = a.indexOf('=');
                if (a.startsWith("--") && eq > 0) {
                    name = a.substring(0, eq);
                    value = a.substring(eq + 1);
                }
                if (name.equals("--help") || name.equals("-h")) {
                    o.help = true;
                    continue;
                }
                if (name.equals("--fresh")) {
                    if (value != null) {
                        throw new IllegalArgumentException("--fresh takes no value");
                    }
                    o.fresh = true;
                    continue;
                }
                if (!DEFAULTS.containsKey(name)) {
                    throw new IllegalArgumentException(a.startsWith("-") ? "unknown option " + name
                            : "unexpected argument '" + a + "' (every value follows its option)");
                }
                if (value == null) {
                    if (i + 1 >= args.length) {
                        throw new IllegalArgumentException(name + " needs a value");
                    }
                    value = args[++i];
                }
                if (!given.add(name)) {
                    throw new IllegalArgumentException(name + " is given twice");
                }
                o.values.put(name, value);
            }
            String engine = o.get("--engine").strip();
            if (!engine.equals(SparkEngine.NAME)) {
                throw new IllegalArgumentException("--engine " + engine + ": this job plays on Spark only"
                        + " (for another engine, run kingme balance)");
            }
            return o;
        }

        String get(String name) {
            return values.get(name);
        }

        int threads() {
            String t = get("--threads");
            int n = t == null ? Runtime.getRuntime().availableProcessors() : number("--threads", t);
            if (n < 1) {
                throw new IllegalArgumentException("--threads must be at least 1, got " + n);
            }
            return n;
        }

        /** The plan the options ask for, as {@code kingme balance} makes it. */
        BalancePlan plan() {
            int gamesPerPair = number("--games-per-pair", get("--games-per-pair"));
            int iterations = number("--iterations", get("--iterations"));
            int maxPlies = number("--max-plies", get("--max-plies"));
            long seed;
            try {
                seed = Long.parseLong(get("--seed").strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--seed: '" + get("--seed") + "' is not a whole number");
            }
            if (gamesPerPair < 1) {
                throw new IllegalArgumentException("--games-per-pair must be at least 1, got " + gamesPerPair);
            }
            if (maxPlies < 1) {
                throw new IllegalArgumentException("--max-plies must be at least 1, got " + maxPlies);
            }
            if (iterations < 0) {
                throw new IllegalArgumentException("--iterations must not be negative, got " + iterations);
            }
            String set = get("--set").strip();
            List<String> inSet;
            try {
                inSet = BalancePlan.charactersOf(set);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--set: " + e.getMessage());
            }
            List<String> chosen = inSet;
            if (get("--characters") != null) {
                chosen = new ArrayList<>();
                Set<String> seen = new HashSet<>();
                for (String c : get("--characters").split(",")) {
                    String name = c.strip().toLowerCase(Locale.ROOT);
                    if (!inSet.contains(name)) {
                        throw new IllegalArgumentException("--characters: no character called '" + c.strip() + "' in "
                                + (set.equals(BalancePlan.ALL) ? "either set" : set) + " (characters: "
                                + String.join(", ", inSet) + ")");
                    }
                    if (!seen.add(name)) {
                        throw new IllegalArgumentException("--characters: " + name + " is named twice");
                    }
                    chosen.add(name);
                }
                if (chosen.size() < 2) {
                    throw new IllegalArgumentException("--characters: a balance run needs at least two characters, got "
                            + chosen.size());
                }
            }
            try {
                return new BalancePlan(BalancePlan.inListingOrder(chosen), gamesPerPair, get("--ai").strip(), iterations,
                        seed, maxPlies);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--ai " + get("--ai") + ": " + e.getMessage());
            }
        }

        private static int number(String option, String text) {
            try {
                return Integer.parseInt(text.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(option + ": '" + text + "' is not a whole number");
            }
        }
    }
}
