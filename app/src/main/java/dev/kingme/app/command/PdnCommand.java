package dev.kingme.app.command;

import dev.kingme.engine.pdn.PdnException;
import dev.kingme.engine.pdn.PdnGame;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code kingme pdn}: game records, with the subcommands {@code check} and {@code show}. */
@Command(name = "pdn", mixinStandardHelpOptions = true, description = "Reads and checks PDN game files.",
        subcommands = {PdnCheckCommand.class, PdnShowCommand.class})
public final class PdnCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a pdn command is required (check or show)");
    }

    /**
     * The report line for a damaged game: {@code FILE: game N (Event "..", Black "..", White ".."): move M
     * "TOKEN": reason, at line L, column C}, without the move part when the problem is not tied to a move.
     */
    static String problem(String file, PdnGame game, PdnException e) {
        return file + ": " + e.describe(game);
    }

    /** Why a file could not be read, in words. */
    static String cannotRead(String file, IOException e) {
        String why = e instanceof NoSuchFileException ? "no such file"
                : e instanceof AccessDeniedException ? "permission denied" : e.getMessage();
        return "kingme: " + file + ": cannot read: " + why;
    }
}
