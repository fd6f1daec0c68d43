package dev.kingme.spark;

import dev.kingme.balance.BalanceEngine;
import dev.kingme.balance.BalanceOptions;
import dev.kingme.balance.BalancePlan;
import dev.kingme.balance.BalanceRun;
import dev.kingme.balance.GameResult;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
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
        DEFAULTS.put("--set", BalanceOptions.SET);
        DEFAULTS.put("--characters", null);
        DEFAULTS.put("--games-per-pair", BalanceOptions.GAMES_PER_PAIR);
        DEFAULTS.put("--ai", BalanceOptions.AI);
        DEFAULTS.put("--iterations", BalanceOptions.ITERATIONS);
        DEFAULTS.put("--seed", BalanceOptions.SEED);
        DEFAULTS.put("--max-plies", BalanceOptions.MAX_PLIES);
        DEFAULTS.put("--threads", null);
        DEFAULTS.put("--out", BalanceOptions.OUT);
        DEFAULTS.put("--engine", SparkEngine.NAME);
        DEFAULTS.put("--master", null);
        DEFAULTS.put("--character-files", null);
    }

    private static final String USAGE_TEXT = String.join("\n",
            "Usage: spark-submit [spark options] --class dev.kingme.spark.BalanceJob kingme-spark-job.jar [options]",
            "The balance lab on Apache Spark: plays every ordered pairing of the characters, N games each, AI against",
            "AI, on the Spark master spark-submit gives, and writes the checkpoint and the report into --out on the",
            "driver (as kingme balance does; the same seed gives the same results).",
            "  --set SET              fantasy-rpg, schlock-mercenary or all (default: " + BalanceOptions.SET + ")",
            "  --characters NAME,...  only these characters of the set (at least two)",
            "  --games-per-pair N     games for each ordered pairing (default: " + BalanceOptions.GAMES_PER_PAIR + ")",
            "  --ai SPEC              random, greedy, ai:LEVEL or mcts:LEVEL (default: " + BalanceOptions.AI + ")",
            "  --iterations N         the AI's MCTS iterations a decision (default: 400; 0: the level's own)",
            "  --seed S               the seed every game derives from (default: " + BalanceOptions.SEED + ")",
            "  --max-plies N          a game still going after N decisions is a draw (default: " + BalanceOptions.MAX_PLIES + ")",
            "  --threads N            games at once in a local master when none is given (default: all cores)",
            "  --character-files F,...  character files to play, read on the driver (a built-in id changes that character)",
            "  --out DIR              the report's and the checkpoint's folder (default: " + BalanceOptions.OUT + ")",
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
        Path dir;
        try {
            o = Options.parse(args);
            if (o.help) {
                out.println(USAGE_TEXT);
                return 0;
            }
            plan = o.plan();
            dev.kingme.rules.character.Cast.use(plan.cast()); // the report names the plan's characters
            settings = new BalanceEngine.Settings(o.threads(), o.get("--master"));
            engine.check(settings);
            dir = BalanceOptions.out(Path.of(o.get("--out")));  // (an InvalidPathException is one too)
        } catch (IllegalArgumentException e) {
            err.println("balance: " + e.getMessage());
            err.println("(--help lists the options)");
            return USAGE;
        }
        try {
            return BalanceRun.playThrough(dir, plan, o.fresh, engine, settings, console(out, err)) ? 0 : INTERRUPTED;
        } catch (IllegalArgumentException e) {
            err.println("balance: " + e.getMessage());
            return USAGE;
        } catch (IOException | RuntimeException e) {
            err.println("balance: " + (e.getMessage() != null ? e.getMessage() : e.toString()));
            return 1;
        }
    }

    /** Lines as they come, and a line of progress every 5% of the games (a cluster's log has no bar). */
    private static BalanceRun.Console console(PrintStream out, PrintStream err) {
        return new BalanceRun.Console() {
            private int shown = -1;

            @Override
            public void out(String line) {
                out.println(line);
            }

            @Override
            public void err(String line) {
                err.println(line);
            }

            @Override
            public synchronized void played(GameResult game, int done, int total) {
                int step = done * 20 / total;
                if (step != shown) {
                    shown = step;
                    out.println("balance: " + done + "/" + total + " games played");
                }
            }
        };
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
            return BalanceOptions.threads(t == null ? null : number("--threads", t));
        }

        /** The plan the options ask for, as {@code kingme balance} makes it. */
        BalancePlan plan() {
            long seed;
            try {
                seed = Long.parseLong(get("--seed").strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--seed: '" + get("--seed") + "' is not a whole number");
            }
            String named = get("--characters");
            List<String> files = new java.util.ArrayList<>();
            if (get("--character-files") != null) {
                for (String f : get("--character-files").split(",")) {
                    Path file = Path.of(f.strip());
                    files.add(dev.kingme.record.CharacterFiles.text(file));
                    dev.kingme.record.CharacterFiles.read(file.toString(), files.get(files.size() - 1));
                }
            }
            return BalanceOptions.plan(get("--set"), named == null ? null : List.of(named.split(",")),
                    number("--games-per-pair", get("--games-per-pair")), get("--ai"),
                    number("--iterations", get("--iterations")), seed, number("--max-plies", get("--max-plies")), files);
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
