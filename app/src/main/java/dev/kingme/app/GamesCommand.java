package dev.kingme.app;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.OptionSpec;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code kingme games}: every game Kingme can play, one per line, starting with the name that
 * {@code play --game} takes, so scripts can cut the first word.
 */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = "Lists every game: its name (for play --game), what it is, and its options with their defaults.")
public final class GamesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int width = 0;
        for (GameKind k : Games.all()) {
            width = Math.max(width, k.name().length());
        }
        for (GameKind k : Games.all()) {
            out.println(String.format("%-" + width + "s  %s  options: %s", k.name(), k.title(), options(k)));
        }
        out.flush();
        return 0;
    }

    private static String options(GameKind k) {
        List<String> out = new ArrayList<>();
        for (OptionSpec o : k.options()) {
            out.add(o.summary());
        }
        return out.isEmpty() ? "none" : String.join(", ", out);
    }
}
