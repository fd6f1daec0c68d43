package dev.kingme.app;

import dev.kingme.balance.BalanceEngine;
import dev.kingme.balance.BalanceEngines;
import dev.kingme.balance.BalanceOptions;
import dev.kingme.balance.BalancePlan;
import dev.kingme.balance.BalanceRun;
import dev.kingme.balance.GameResult;
import dev.kingme.balance.Result;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
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

    @Option(names = "--set", paramLabel = "SET", defaultValue = BalanceOptions.SET,
            description = "the characters' set: fantasy-rpg, schlock-mercenary or all (default: ${DEFAULT-VALUE})")
    String set;

    @Option(names = "--characters", paramLabel = "NAME", split = ",",
            description = "only these characters of the set (at least two)")
    List<String> characters;

    @Option(names = "--games-per-pair", paramLabel = "N", defaultValue = BalanceOptions.GAMES_PER_PAIR,
            description = "games for each ordered pairing (default: ${DEFAULT-VALUE})")
    int gamesPerPair;

    @Option(names = "--ai", paramLabel = "SPEC", defaultValue = BalanceOptions.AI,
            description = "the AI playing both sides: random, greedy, ai:LEVEL or mcts:LEVEL (default: ${DEFAULT-VALUE})")
    String ai;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = BalanceOptions.ITERATIONS,
            description = "the AI's MCTS iterations a decision (default: its level's)")
    int iterations;

    @Option(names = "--seed", paramLabel = "S", defaultValue = BalanceOptions.SEED,
            description = "the seed every game's dice and players derive from (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = BalanceOptions.MAX_PLIES,
            description = "a game still going after this many decisions is a draw (default: ${DEFAULT-VALUE})")
    int maxPlies;

    @Option(names = "--threads", paramLabel = "N", description = "games played at once (default: all cores)")
    Integer threads;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = BalanceOptions.OUT,
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
        BalancePlan plan = BalanceOptions.plan(set, characters, gamesPerPair, ai, iterations, seed, maxPlies);
        BalanceOptions.out(out);
        BalanceEngine playing = BalanceEngines.byName(engine.strip());
        BalanceEngine.Settings settings = new BalanceEngine.Settings(BalanceOptions.threads(threads), master);
        playing.check(settings);
        Tally tally = new Tally();
        ProgressBar[] bar = {null};
        BalanceRun.Console console = new BalanceRun.Console() {
            @Override
            public void out(String line) {
                stdout.println(line);
                stdout.flush();
            }

            @Override
            public void err(String line) {
                err.println(line);
                err.flush();
            }

            @Override
            public void starting(BalanceRun run) {
                run.finished().forEach(g -> tally.add(g.result()));
                bar[0] = new ProgressBar(err, run.plan().size(), run.resumed());
            }

            @Override
            public void played(GameResult game, int done, int total) {
                tally.add(game.result());
                bar[0].step(tally.text());
            }
        };
        return BalanceRun.playThrough(out, plan, fresh, playing, settings, console) ? 0 : INTERRUPTED;
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
    }
}
