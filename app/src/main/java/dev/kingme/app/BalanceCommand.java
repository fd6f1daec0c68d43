package dev.kingme.app;

import dev.kingme.ai.AiSpec;
import dev.kingme.balance.BalanceEngine;
import dev.kingme.balance.BalanceEngines;
import dev.kingme.balance.BalancePlan;
import dev.kingme.balance.BalanceRun;
import dev.kingme.balance.GameResult;
import dev.kingme.balance.Result;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicIntegerArray;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code kingme balance}: the balance lab. Plays every ordered pairing of the chosen characters by the same
 * AI, writing each finished game to a checkpoint in the output folder, and writes the report there once
 * every game is played. Run again with the same options, it resumes where it stopped; every result is
 * fixed by the seed, whatever the engine and the number of threads (see docs/balance.md).
 */
@Command(name = "balance", mixinStandardHelpOptions = true,
        description = {"The balance lab: plays every ordered pairing of the characters (each as Black against each as"
                + " White, itself included), N games each, AI against AI, and writes a report of which characters"
                + " are stronger. Each game is written to a checkpoint in the output folder as it ends: the same"
                + " command run again resumes, and the same seed gives the same results on any number of threads.",
                "  balance                      (all 16 characters, ai:easy, 2 games per pair)",
                "  balance --set fantasy-rpg --games-per-pair 4 --out fantasy-report",
                "  balance --characters mage,cleric,schlock --ai greedy --seed 7 --threads 2"})
public final class BalanceCommand implements Callable<Integer> {
    /** Exit status of a run stopped before its end (as a shell reports Ctrl-C). */
    static final int INTERRUPTED = 130;

    @Spec
    CommandSpec spec;

    @Option(names = "--set", paramLabel = "SET", defaultValue = BalancePlan.ALL,
            description = "the characters' set: fantasy-rpg, schlock-mercenary or all (default: ${DEFAULT-VALUE})")
    String set;

    @Option(names = "--characters", paramLabel = "NAME", split = ",",
            description = "only these characters of the set (at least two)")
    List<String> characters;

    @Option(names = "--games-per-pair", paramLabel = "N", defaultValue = "2",
            description = "games for each ordered pairing (default: ${DEFAULT-VALUE})")
    int gamesPerPair;

    @Option(names = "--ai", paramLabel = "SPEC", defaultValue = "ai:easy",
            description = "the AI playing both sides: random, greedy, ai:LEVEL or mcts:LEVEL (default: ${DEFAULT-VALUE})")
    String ai;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "0",
            description = "the AI's MCTS iterations a decision (default: its level's)")
    int iterations;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "the seed every game's dice and players derive from (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "600",
            description = "a game still going after this many decisions is a draw (default: ${DEFAULT-VALUE})")
    int maxPlies;

    @Option(names = "--threads", paramLabel = "N", description = "games played at once (default: all cores)")
    Integer threads;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "balance-report",
            description = "the folder of the report and the checkpoint (default: ${DEFAULT-VALUE})")
    Path out;

    @Option(names = "--fresh", description = "start over: delete the checkpoint in DIR first")
    boolean fresh;

    @Option(names = "--engine", paramLabel = "NAME", defaultValue = BalanceEngines.DEFAULT,
            description = "what plays the games: local (threads here; the default) or an engine whose jar is on the"
                    + " class path (spark)")
    String engine;

    @Option(names = "--master", paramLabel = "URL", description = "the cluster's master URL, for a cluster engine")
    String master;

    @Override
    public Integer call() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        BalancePlan plan = plan();
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new IllegalArgumentException("--out " + out + ": not a folder");
        }
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (n < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + n);
        }
        BalanceEngine playing = BalanceEngines.byName(engine.strip());
        BalanceEngine.Settings settings = new BalanceEngine.Settings(n, master);
        playing.check(settings);
        Tally tally = new Tally();
        ProgressBar[] bar = {null};
        BalanceRun.Listener listener = new BalanceRun.Listener() {
            @Override
            public void note(String message) {
                err.println("balance: " + message);
                err.flush();
            }

            @Override
            public void played(GameResult game, int done, int total) {
                tally.add(game.result());
                bar[0].step(tally.text());
            }
        };
        try (BalanceRun run = BalanceRun.open(out, plan, fresh, listener)) {
            run.finished().forEach(g -> tally.add(g.result()));
            int missing = run.missing().size();
            stdout.println("balance: " + plan.characters().size() + " characters (" + String.join(", ", plan.characters())
                    + "), " + games(plan.gamesPerPair()) + " per pair, " + plan.aiDescription() + ", seed " + plan.seed() + ": "
                    + games(plan.size()));
            if (run.resumed() > 0) {
                stdout.println("resuming: " + games(run.resumed()) + " already in " + out + ", " + missing + " to play");
            }
            if (missing > 0) {
                stdout.println("playing " + games(missing) + " on " + (playing.name().equals(BalanceEngines.DEFAULT)
                        ? n + (n == 1 ? " thread" : " threads") : "engine " + playing.name()));
            }
            stdout.flush();
            bar[0] = new ProgressBar(err, plan.size(), run.resumed());
            Thread hook = new Thread(() -> stopped(run, err), "balance-interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                run.play(playing, settings);
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
            List<String> names = new ArrayList<>();
            Path base = out.toAbsolutePath().normalize();
            for (Path f : files) {
                Path file = f.toAbsolutePath().normalize();
                names.add(file.startsWith(base) ? base.relativize(file).toString() : f.toString());
            }
            stdout.println(tally.summary());
            stdout.println("report written to " + out + ": " + String.join(", ", names));
            return 0;
        }
    }

    private static String games(int n) {
        return n + (n == 1 ? " game" : " games");
    }

    /** The plan the options ask for, every option checked with a message naming it. */
    private BalancePlan plan() {
        if (gamesPerPair < 1) {
            throw new IllegalArgumentException("--games-per-pair must be at least 1, got " + gamesPerPair);
        }
        if (maxPlies < 1) {
            throw new IllegalArgumentException("--max-plies must be at least 1, got " + maxPlies);
        }
        if (iterations < 0) {
            throw new IllegalArgumentException("--iterations must not be negative, got " + iterations);
        }
        AiSpec s;
        try {
            s = AiSpec.parse(ai);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--ai " + e.getMessage());
        }
        if (s.isHuman()) {
            throw new IllegalArgumentException("--ai " + ai + ": the balance lab is played by AIs against each other;"
                    + " use random, greedy, ai:LEVEL or mcts:LEVEL");
        }
        List<String> inSet;
        try {
            inSet = BalancePlan.charactersOf(set.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--set: " + e.getMessage());
        }
        List<String> chosen = inSet;
        if (characters != null) {
            chosen = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (String c : characters) {
                String name = c.strip().toLowerCase(java.util.Locale.ROOT);
                if (!inSet.contains(name)) {
                    throw new IllegalArgumentException("--characters: no character called '" + c.strip() + "' in "
                            + (set.strip().equals(BalancePlan.ALL) ? "either set" : set.strip()) + " (characters: "
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
        return new BalancePlan(BalancePlan.inListingOrder(chosen), gamesPerPair, s.text(), iterations, seed, maxPlies);
    }

    /** Closes the run's checkpoint (no game is cut in half) and says how to resume. */
    private void stopped(BalanceRun run, PrintWriter err) {
        try {
            run.close();
        } catch (IOException e) {
            err.println("balance: closing the checkpoint: " + e.getMessage());
        }
        err.println();
        err.println("balance: interrupted with " + run.done() + " of " + run.plan().size() + " games played and kept in "
                + run.checkpointFile() + "; run the same command again to resume");
        err.flush();
    }

    /** Results so far, by colour. */
    private static final class Tally {
        private final AtomicIntegerArray counts = new AtomicIntegerArray(3);

        void add(Result r) {
            counts.incrementAndGet(r.ordinal());
        }

        String text() {
            return "Black " + counts.get(Result.BLACK_WINS.ordinal()) + " White " + counts.get(Result.WHITE_WINS.ordinal())
                    + " draws " + counts.get(Result.DRAW.ordinal());
        }

        String summary() {
            int b = counts.get(Result.BLACK_WINS.ordinal());
            int w = counts.get(Result.WHITE_WINS.ordinal());
            int d = counts.get(Result.DRAW.ordinal());
            return "results: Black won " + b + ", White won " + w + ", " + d + (d == 1 ? " draw" : " draws") + " in "
                    + (b + w + d) + " games";
        }
    }
}
