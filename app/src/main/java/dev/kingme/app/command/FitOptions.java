package dev.kingme.app.command;

import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options the commands that fit an evaluation share ({@code tune}, {@code train}): the seed, the
 * self-play games and their depth, the passes and step of the fit, the PDN archives to learn from, the file to write and the shipped file to compare with.
 */
final class FitOptions {
    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "the seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--games", paramLabel = "N", description = "self-play games (default: the shipped file's number)")
    Integer games;

    @Option(names = "--depth", paramLabel = "D", description = "the self-play players' search depth (default: the shipped"
            + " file's)")
    Integer depth;

    @Option(names = "--epochs", paramLabel = "N", description = "passes over the training positions (default: the"
            + " shipped file's)")
    Integer epochs;

    @Option(names = "--learning-rate", paramLabel = "R", description = "Adam's step (the network's falls to nothing by the"
            + " last epoch; default: the shipped file's)")
    Double learningRate;

    @Option(names = "--pdn", paramLabel = "FILE", description = "an archive of games with results (repeatable)")
    List<Path> pdn = new ArrayList<>();

    @Option(names = "--out", paramLabel = "FILE", description = "write what was fitted here")
    Path out;

    @Option(names = "--check", paramLabel = "FILE", description = "compare what was fitted with this file; exit status 1"
            + " if they differ")
    Path check;

    /** The games of every archive given, in order. */
    List<PdnGame> archive() throws IOException {
        List<PdnGame> games = new ArrayList<>();
        for (Path p : pdn) {
            games.addAll(PdnReader.read(p));
        }
        return games;
    }
}
