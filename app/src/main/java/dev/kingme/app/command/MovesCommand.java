package dev.kingme.app.command;

import dev.kingme.app.records.FenStart;
import dev.kingme.app.session.Choices;
import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code kingme moves}: the legal moves of positions given in FEN, from the engine or, with
 * {@code --game}, from that game's rules in the general model. Both print the same lines in the same order
 * (see {@link Choices}), so the two can be compared line for line.
 */
@Command(name = "moves", mixinStandardHelpOptions = true,
        description = {"Prints every legal move of a position, one per line, in PDN with the full capture path.",
                "With --fen-file, prints for each FEN line: the line, its moves, and a blank line.",
                "With --game, the game's rules in the general model answer instead of the engine."})
public final class MovesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    static final class Source {
        @Option(names = "--fen", required = true, paramLabel = "POSITION",
                description = "the position, in the game's own position text: PDN FEN (B:W18,24,K10:B12,16);"
                        + " with --game, that game's (Warp's on 64 squares: B:W40,K57:B30,Q8)")
        String fen;

        @Option(names = "--fen-file", required = true, paramLabel = "FILE",
                description = "a file with one position per line, as --fen takes them ('-' reads standard input)")
        String fenFile;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    @Option(names = "--game", paramLabel = "NAME",
            description = "ask this game's rules (default options) instead of the engine; see 'kingme games'")
    String game;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Function<String, List<String>> moves = game == null ? MovesCommand::engineMoves : modelMoves(game);
        if (source.fen != null) {
            for (String m : moves.apply(source.fen)) {
                out.println(m);
            }
            return 0;
        }
        PrintWriter err = spec.commandLine().getErr();
        int errors = 0;
        try (TextLines in = TextLines.open(source.fenFile)) {
            TextLines.Line line;
            while ((line = in.next()) != null) {
                if (line.tooLong()) {
                    out.flush();
                    err.println(source.fenFile + ": line " + line.number() + ": longer than " + TextLines.MAX_LINE
                            + " characters, not a FEN");
                    errors++;
                    continue;
                }
                if (line.text().isBlank()) {
                    continue;
                }
                List<String> listed;
                try {
                    listed = moves.apply(line.text());
                } catch (IllegalArgumentException e) {
                    out.flush();
                    err.println(source.fenFile + ": line " + line.number() + ": " + e.getMessage());
                    err.flush();
                    errors++;
                    continue;
                }
                out.println(line.text().strip());
                for (String m : listed) {
                    out.println(m);
                }
                out.println();
            }
        }
        out.flush();
        return errors == 0 ? 0 : 1;
    }

    /**
     * The engine's moves of a game in progress: where the side not to move has no pieces left, the game is
     * already over and nothing is listed (docs/rules/american.md, ruling 10), as the model rules it too.
     */
    private static List<String> engineMoves(String fen) {
        List<String> out = new ArrayList<>();
        Position p = Fen.parse(fen);
        if (p.pieces(p.toMove().opponent()) == 0) {
            return out;
        }
        for (Move m : p.legalMoves()) {
            out.add(m.toPdn());
        }
        return out;
    }

    /** The moves as the model's rules of {@code name} list them; refused up front for games FEN cannot start. */
    private static Function<String, List<String>> modelMoves(String name) {
        Rules rules = Games.byName(name).rules(Map.of());
        FenStart.check(rules, "--fen");
        return fen -> Choices.of(rules, FenStart.state(rules, fen)).texts();
    }

}
