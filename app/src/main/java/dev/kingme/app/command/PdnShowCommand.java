package dev.kingme.app.command;

import dev.kingme.app.terminal.BoardText;
import dev.kingme.engine.Game;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.engine.pdn.Replay;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kingme pdn show FILE [--game N]}: one game of a PDN file as a sequence of boards. A damaged game
 * is shown up to the damage, which is then reported on standard error, so one can see where it went
 * wrong.
 */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = {"Prints a game of a PDN file: the start position, then each move and the board after it.",
                "A damaged game is shown up to the damage; the problem goes to standard error (exit status 1)."})
public final class PdnShowCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "the PDN file")
    String file;

    @Option(names = "--game", paramLabel = "N", defaultValue = "1", description = "which game, from 1 (default: 1)")
    int number;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<PdnGame> games;
        try {
            games = PdnReader.read(Path.of(file));
        } catch (IOException e) {
            err.println(PdnCommand.cannotRead(file, e));
            return 1;
        } catch (InvalidPathException e) {
            err.println("kingme: " + file + ": cannot read: " + e.getMessage());
            return 1;
        }
        if (number < 1 || number > games.size()) {
            err.println("kingme: " + file + ": there is no game " + number + " (the file has "
                    + (games.isEmpty() ? "no games" : games.size() == 1 ? "1 game" : games.size() + " games") + ")");
            return 1;
        }
        PdnGame g = games.get(number - 1);
        Replay r = g.replay();
        out.println(file + ": " + g.title());
        out.println(BoardText.LEGEND);
        r.game().ifPresent(game -> boards(out, game, r));
        out.flush();
        if (r.error().isPresent()) {
            err.println(PdnCommand.problem(file, g, r.error().get()));
            err.flush();
            return 1;
        }
        return 0;
    }

    private static void boards(PrintWriter out, Game game, Replay r) {
        out.println();
        out.println("start, " + (game.start().toMove().letter() == 'B' ? "Black" : "White") + " to move");
        out.println(BoardText.render(game.start()));
        List<Replay.Written> written = r.written();
        List<Game.Step> steps = game.steps();
        for (int i = 0; i < steps.size(); i++) {
            out.println();
            out.println(written.get(i).label());
            out.println(BoardText.render(i + 1 < steps.size() ? steps.get(i + 1).before() : game.position()));
        }
    }
}
