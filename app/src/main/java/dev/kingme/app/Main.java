package dev.kingme.app;

import dev.kingme.app.command.AnalyzeCommand;
import dev.kingme.app.command.BalanceCommand;
import dev.kingme.app.command.BookCommand;
import dev.kingme.app.command.CharacterCommand;
import dev.kingme.app.command.EgdbCommand;
import dev.kingme.app.command.EngineCommand;
import dev.kingme.app.command.GamesCommand;
import dev.kingme.app.command.MatchCommand;
import dev.kingme.app.command.MovesCommand;
import dev.kingme.app.command.PdnCommand;
import dev.kingme.app.command.PerftCommand;
import dev.kingme.app.command.PlayCommand;
import dev.kingme.app.command.PowersCommand;
import dev.kingme.app.command.PuzzlesCommand;
import dev.kingme.app.command.ReviewCommand;
import dev.kingme.app.command.ServeCommand;
import dev.kingme.app.command.TrainCommand;
import dev.kingme.app.command.TuneCommand;
import dev.kingme.app.command.UserCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code kingme} command line. */
@Command(name = "kingme", mixinStandardHelpOptions = true, version = "kingme 0.1.0",
        description = "Checkers and its variants: play, analyse, check game records.",
        subcommands = {GamesCommand.class, PlayCommand.class, AnalyzeCommand.class, MatchCommand.class, BalanceCommand.class,
                MovesCommand.class, PerftCommand.class, PdnCommand.class, EngineCommand.class, ServeCommand.class,
                EgdbCommand.class, TuneCommand.class, TrainCommand.class, ReviewCommand.class, BookCommand.class, CharacterCommand.class, PowersCommand.class, UserCommand.class, PuzzlesCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /** Builds the command line with the project's error handling: messages, not stack traces. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("kingme: " + ex.getMessage());
            return 2;
        });
        return cl;
    }

    public static void main(String[] args) {
        // Output is English and machine-read (perft lines, move lists): never a locale's decimal comma or
        // case rules.
        java.util.Locale.setDefault(java.util.Locale.ROOT);
        System.exit(commandLine().execute(args));
    }
}
