package dev.kingme.app.command;

import dev.kingme.app.terminal.ProgressBar;
import dev.kingme.balance.BalanceEngine;
import dev.kingme.balance.BalanceEngines;
import dev.kingme.balance.BalanceOptions;
import dev.kingme.balance.BalancePlan;
import dev.kingme.balance.BalanceRun;
import dev.kingme.balance.CharacterFile;
import dev.kingme.balance.CompareBase;
import dev.kingme.balance.GameResult;
import dev.kingme.balance.Result;
import dev.kingme.balance.Sweep;
import dev.kingme.balance.SweepRuns;
import dev.kingme.balance.report.Analysis;
import dev.kingme.balance.report.ComparePage;
import dev.kingme.balance.report.Comparison;
import dev.kingme.balance.report.PeopleBeside;
import dev.kingme.balance.report.SweepReport;
import dev.kingme.rules.character.Cast;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
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
                "  balance                      (all 16 characters, ai:easy at 400 iterations, 2 games per pair)",
                "  balance --set fantasy-rpg --games-per-pair 4 --out fantasy-report",
                "  balance --characters mage,cleric,schlock --ai greedy --seed 7 --threads 2",
                "What if: play changed or new characters from files, compare with an earlier run, or sweep a number:",
                "  balance --set fantasy-rpg --out base",
                "  balance --set fantasy-rpg --character-file mage.json --compare base --out cheaper-fireball",
                "  balance --set fantasy-rpg --sweep 'mage.fireball.cost=2..5' --out fireball-sweep"})
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
            description = "the AI's MCTS iterations a decision (default: 400, which ranks the characters as ai:easy's"
                    + " own 4000 do, ten times faster; 0: the level's own)")
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

    @Option(names = "--character-file", paramLabel = "FILE",
            description = "a character file to play (repeatable): a new character joins its set; a file with a built-in"
                    + " character's id changes that character for this run")
    List<Path> characterFiles = new ArrayList<>();

    @Option(names = "--compare", paramLabel = "BASE_DIR",
            description = "after the run, compare it with the finished run in BASE_DIR (the same plan with other"
                    + " characters): each character's score and rating change, with intervals (compare.html)")
    Path compare;

    @Option(names = "--people", paramLabel = "FILE",
            description = "what rated games between people say (the answer of a server's GET /api/balance/people, saved"
                    + " to FILE): each character's and each pairing's score shown beside the lab's (people.txt)")
    Path people;

    @Option(names = "--sweep", paramLabel = "CHARACTER.POWER.VALUE=FROM..TO",
            description = "one run for each value of one number of a character's file, and its score plotted against the"
                    + " value (sweep.html): --sweep 'mage.fireball.cost=2..5' or 'thief.shortbow.range=1,2,4'")
    String sweep;

    @Override
    public Integer call() throws IOException {
        Cast before = Cast.current();
        try {
            return whatIf();
        } finally {
            Cast.use(before);
        }
    }

    /**
     * Everything that can be refused is refused before the first game: the options, the character files, every
     * value of a sweep (its changed file, its plan and its folder) and a comparison's base run.
     */
    private int whatIf() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        if (sweep != null && compare != null) {
            throw new IllegalArgumentException("--sweep and --compare: give one of them (a sweep compares its runs itself)");
        }
        List<CharacterFile> files = new ArrayList<>();
        for (Path f : characterFiles) {
            files.add(CharacterFile.read(f));
        }
        List<String> texts = files.stream().map(CharacterFile::text).toList();
        BalanceOptions.out(out);
        BalanceEngine playing = BalanceEngines.byName(engine.strip());
        BalanceEngine.Settings settings = new BalanceEngine.Settings(BalanceOptions.threads(threads), master);
        playing.check(settings);
        if (sweep != null) {
            Sweep sw = Sweep.parse(sweep);
            List<SweepRuns.Run> runs = SweepRuns.of(sw, files, these -> BalanceOptions.plan(set, characters, gamesPerPair,
                    ai, iterations, seed, maxPlies, these), out, fresh);
            return sweep(sw, runs, playing, settings, stdout);
        }
        PeopleBeside.People rated = people == null ? null : readPeople(people);
        BalancePlan plan = BalanceOptions.plan(set, characters, gamesPerPair, ai, iterations, seed, maxPlies, texts);
        BalanceRun.Finished base = compare == null ? null : CompareBase.check(compare, out, plan);
        if (!run(out, plan, playing, settings)) {
            return INTERRUPTED;
        }
        if (base != null) {
            Comparison c = Comparison.of(base.results(), BalanceRun.finished(out).results(),
                    files.stream().map(CharacterFile::id).toList());
            List<Path> written = ComparePage.write(out, c, compare.toString());
            stdout.println("compared with " + compare + ":");
            c.lines().forEach(stdout::println);
            stdout.println("comparison: " + written.get(0));
            stdout.flush();
        }
        if (rated != null) {
            List<String> lines = PeopleBeside.lines(Analysis.of(BalanceRun.finished(out).results()), rated);
            lines.forEach(stdout::println);
            Path written = out.resolve("people.txt");
            Files.write(written, lines);
            stdout.println("beside people: " + written);
            stdout.flush();
        }
        return 0;
    }

    /** The server's answer saved in {@code file}, read before the first game; refused saying what and where. */
    private static PeopleBeside.People readPeople(Path file) throws IOException {
        try {
            return PeopleBeside.read(Files.readString(file));
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException("--people " + file + ": no such file");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--people " + file + ": " + e.getMessage());
        }
    }

    /** One run for each value of the sweep (all checked already), each in a folder of its own, then the sweep's report. */
    private int sweep(Sweep sw, List<SweepRuns.Run> runs, BalanceEngine playing, BalanceEngine.Settings settings,
            PrintWriter stdout) throws IOException {
        List<SweepReport.Point> points = new ArrayList<>();
        for (SweepRuns.Run r : runs) {
            stdout.println("sweep " + sw.name() + " = " + r.value() + ":");
            stdout.flush();
            if (!run(r.dir(), r.plan(), playing, settings)) {
                return INTERRUPTED;
            }
            Files.writeString(r.dir().resolve(sw.character() + ".json"), r.sweptFile() + "\n", StandardCharsets.UTF_8);
            points.add(SweepReport.point(r.value(), sw.folder(r.value()), BalanceRun.finished(r.dir()).results(),
                    sw.character()));
        }
        List<Path> written = SweepReport.write(out, sw.name(), sw.character(), points);
        for (SweepReport.Point p : points) {
            stdout.println(SweepReport.line(sw.name(), p));
        }
        stdout.println("sweep report: " + written.get(2));
        stdout.flush();
        return 0;
    }

    /** Plays {@code plan} in {@code dir} with a progress bar, and writes its report; false when interrupted. */
    private boolean run(Path dir, BalancePlan plan, BalanceEngine playing, BalanceEngine.Settings settings) throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Cast.use(plan.cast()); // the report names the plan's characters
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
        return BalanceRun.playThrough(dir, plan, fresh, playing, settings, console);
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
