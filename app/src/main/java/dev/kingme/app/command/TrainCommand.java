package dev.kingme.app.command;

import dev.kingme.app.records.AtomicFiles;
import dev.kingme.engine.eval.nnue.Network;
import dev.kingme.engine.eval.nnue.NetworkFile;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.tune.NetworkTrainer;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code kingme train}: trains the network evaluation ({@link NetworkTrainer}) on the engine's own games and
 * writes it in the form the engine ships ({@code network.bin}). The same seed and settings give the same
 * network to the last bit, so {@code --check} can show that the shipped file is what the trainer makes.
 */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = {"Trains the network evaluation: plays self-play games from the ACF ballots with the linear"
                + " evaluation, adds the quiet positions of the PDN archives given (the engine's own matches), labels"
                + " each position with a blend of a search's score and the game's result (the four-piece database's"
                + " exact value where it covers the position) and fits the network by Adam, a progress bar on"
                + " standard error. The same seed and settings give the same network to the last bit.",
                "  train --seed 1 --pdn kingme-matches.pdn --out network.bin",
                "  train --seed 1 --pdn kingme-matches.pdn --check engine/src/main/resources/dev/kingme/engine/eval/nnue/network.bin"})
public final class TrainCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    FitOptions fitting;

    @Option(names = "--label-depth", paramLabel = "D", description = "the depth of the search that labels each position"
            + " (default: the shipped network's)")
    Integer labelDepth;

    @Option(names = "--labels", paramLabel = "SEARCH", description = "the search that labels: tuner (a plain fixed-depth"
            + " alpha-beta that no change to the engine changes) or engine (the engine's own search with the linear"
            + " evaluation: deeper in the same time, its labels those of this version); default: the shipped network's")
    String labels;

    @Option(names = "--threads", paramLabel = "N", description = "threads labelling with the engine's search (the same"
            + " network whatever their number; default: all cores)")
    Integer threads;

    @Option(names = "--lambda", paramLabel = "L", description = "the share of the search's score in a label, the rest"
            + " the game's result (default: the shipped network's)")
    Double lambda;

    @Option(names = "--hidden", paramLabel = "N", description = "accumulator units a perspective (default: the shipped"
            + " network's)")
    Integer hidden;

    @Option(names = "--layer2", paramLabel = "N", description = "units of the dense layer (default: the shipped"
            + " network's)")
    Integer layer2;

    @Option(names = "--batch", paramLabel = "N", description = "positions a step of Adam (default: the shipped"
            + " network's)")
    Integer batch;

    @Option(names = "--verbose", description = "print the errors after every epoch")
    boolean verbose;

    @Override
    public Integer call() throws IOException, InterruptedException {
        NetworkTrainer.Settings d = NetworkTrainer.Settings.standard(fitting.seed);
        NetworkTrainer.Settings s = new NetworkTrainer.Settings(fitting.seed, or(fitting.games, d.games()), or(fitting.depth, d.playDepth()),
                or(labelDepth, d.labelDepth()), labels(labels, d.labels()), lambda != null ? lambda : d.lambda(), or(hidden, d.hidden()),
                or(layer2, d.layer2()), or(fitting.epochs, d.epochs()), or(batch, d.batch()),
                fitting.learningRate != null ? fitting.learningRate : d.learningRate());
        List<PdnGame> archive = fitting.archive();
        PrintWriter o = spec.commandLine().getOut();
        StageBars bars = new StageBars(spec.commandLine().getErr(), verbose);
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (n < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + n);
        }
        NetworkTrainer.Fit fit = NetworkTrainer.train(s, archive, n, bars);
        bars.finish();
        o.println(String.format(Locale.ROOT, "%d archive games and %d self-play games: %d training positions, %d held"
                        + " out; K %.6f; mean squared error %.5f (held out %.5f; the linear evaluation's %.5f)",
                fit.archiveGames(), fit.selfPlayGames(), fit.trainingPositions(), fit.heldOutPositions(), fit.k(),
                fit.trainingError(), fit.heldOutError(), fit.linearHeldOutError()));
        byte[] bytes = NetworkFile.write(fit.network());
        if (fitting.out != null) {
            AtomicFiles.write(fitting.out, bytes);
            o.println("network written to " + fitting.out);
        }
        if (fitting.check != null) {
            Network expected = NetworkFile.read(Files.readAllBytes(fitting.check));
            if (!expected.equals(fit.network())) {
                o.println("the network differs from " + fitting.check);
                return 1;
            }
            o.println("the network is exactly that in " + fitting.check);
        }
        return 0;
    }

    private static NetworkTrainer.Labels labels(String given, NetworkTrainer.Labels standard) {
        if (given == null) {
            return standard;
        }
        for (NetworkTrainer.Labels l : NetworkTrainer.Labels.values()) {
            if (l.name().equalsIgnoreCase(given.strip())) {
                return l;
            }
        }
        throw new IllegalArgumentException("--labels: \"" + given + "\" is not a labelling search (tuner or engine)");
    }

    private static int or(Integer given, int standard) {
        return given != null ? given : standard;
    }
}
