package dev.kingme.app.command;

import dev.kingme.app.records.AtomicFiles;
import dev.kingme.engine.eval.Weights;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.tune.Tuner;
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
 * {@code kingme tune}: fits the evaluation's weights to game results (Texel's method) over the quiet
 * positions of archive games and of self-play games it plays itself, and writes them in the form the engine
 * ships ({@code weights.txt}). The same seed and settings give the same weights, so {@code --check} can show
 * that the shipped file is what the tuner makes.
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
        description = {"Fits the evaluation's weights to game results (the Texel method): plays self-play games from"
                + " the ACF ballots with the starting weights, adds the quiet positions of the PDN archives given, and"
                + " fits the weights by gradient descent (Adam), a progress bar on standard error. The same seed and"
                + " settings give the same weights to the last digit.",
                "  tune --seed 1 --pdn tinsley.pdn --out weights.txt",
                "  tune --seed 1 --pdn tinsley.pdn --check engine/src/main/resources/dev/kingme/engine/eval/weights.txt"})
public final class TuneCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    FitOptions fitting;

    @Option(names = "--prior", paramLabel = "P", description = "the pull of each weight towards its starting value"
            + " (default: the shipped weights')")
    Double prior;

    @Option(names = "--rounds", paramLabel = "N", description = "rounds of self-play and fitting, each playing with the"
            + " last round's weights (default: the shipped weights')")
    Integer rounds;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "threads playing the self-play games (results do not depend on it; default: ${DEFAULT-VALUE})")
    int threads;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Tuner.Settings d = Tuner.Settings.standard(fitting.seed);
        Tuner.Settings s = new Tuner.Settings(fitting.seed, fitting.games != null ? fitting.games : d.games(), fitting.depth != null ? fitting.depth : d.depth(),
                fitting.epochs != null ? fitting.epochs : d.epochs(), fitting.learningRate != null ? fitting.learningRate : d.learningRate(),
                prior != null ? prior : d.prior(), rounds != null ? rounds : d.rounds(), threads);
        List<PdnGame> archive = fitting.archive();
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        StageBars bars = new StageBars(err, false);
        Tuner.Fit fit = Tuner.tune(s, archive, bars);
        bars.finish();
        String command = "kingme tune --seed " + s.seed() + " --games " + s.games() + " --depth " + s.depth() + " --epochs "
                + s.epochs() + " --learning-rate " + s.learningRate() + " --prior " + s.prior() + " --rounds " + s.rounds()
                + (fitting.pdn.isEmpty() ? "" : " --pdn " + String.join(" --pdn ", fitting.pdn.stream().map(p -> p.getFileName().toString()).toList()));
        String summary = String.format(Locale.ROOT, "%d archive games and %d self-play games: %d training positions,"
                        + " %d held out; K %.6f; mean squared error %.5f -> %.5f (held out %.5f -> %.5f)",
                fit.archiveGames(), fit.selfPlayGames(), fit.trainingPositions(), fit.validationPositions(), fit.k(),
                fit.startError(), fit.trainingError(), fit.startValidationError(), fit.validationError());
        o.println(summary);
        String text = fit.weights().format("Kingme evaluation weights, fitted by\n  " + command + "\n" + summary
                + "\nFEATURE INDEX OPENING ENDING, in hundredths of a man (see dev.kingme.engine.eval.Feature).");
        if (fitting.out != null) {
            AtomicFiles.write(fitting.out, text);
            o.println("weights written to " + fitting.out);
        }
        if (fitting.check != null) {
            Weights expected = Weights.parse(Files.readString(fitting.check));
            if (!expected.equals(fit.weights())) {
                o.println("the weights differ from " + fitting.check);
                return 1;
            }
            o.println("the weights are exactly those in " + fitting.check);
        }
        return 0;
    }
}
