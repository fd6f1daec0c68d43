package dev.kingme.app.command;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code kingme puzzles}: the puzzle trainer's puzzles, with the subcommand {@code build} that finds them. */
@Command(name = "puzzles", mixinStandardHelpOptions = true,
        description = {"Puzzles from real games (docs/puzzles.md): positions where one move alone keeps the win or the"
                + " draw, proved by the engine and the endgame database.",
                "  puzzles build --out puzzles.json      finds them in the Tinsley archive and in engine self-play"},
        subcommands = {PuzzlesBuildCommand.class})
public final class PuzzlesCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "puzzles needs a command: build");
    }
}
