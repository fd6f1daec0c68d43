package dev.kingme.app.command;

import dev.kingme.engine.pdn.PdnException;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kingme pdn check FILE...}: replays every game of every file, so that a damaged record in an
 * archive is found with the game and move to look at. A file that cannot be read is reported and skipped;
 * the others are still checked.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Replays every game of the PDN files and reports each damaged game.",
                "One line per damaged game: FILE: game N (Event \"..\", Black \"..\", White \"..\"): move M \"TOKEN\": reason",
                "then 'games: X ok, Y with errors'. Exit status 1 if any game or file had a problem."})
public final class PdnCheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "PDN files to check")
    List<String> files;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int ok = 0;
        int bad = 0;
        int unreadable = 0;
        for (String file : files) {
            List<PdnGame> games;
            try {
                games = PdnReader.read(Path.of(file));
            } catch (IOException | InvalidPathException e) {
                err.println(e instanceof IOException io ? PdnCommand.cannotRead(file, io)
                        : "kingme: " + file + ": cannot read: " + e.getMessage());
                unreadable++;
                continue;
            }
            for (PdnGame g : games) {
                Optional<PdnException> error = g.replay().error();
                if (error.isPresent()) {
                    out.println(PdnCommand.problem(file, g, error.get()));
                    bad++;
                } else {
                    ok++;
                }
            }
        }
        out.println("games: " + ok + " ok, " + bad + " with errors");
        out.flush();
        if (unreadable > 0) {
            err.println("kingme: " + unreadable + (unreadable == 1 ? " file" : " files") + " could not be read");
        }
        err.flush();
        return bad + unreadable == 0 ? 0 : 1;
    }
}
