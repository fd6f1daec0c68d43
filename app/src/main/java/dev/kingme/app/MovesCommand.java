package dev.kingme.app;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code kingme moves}: the legal moves of positions given in FEN. */
@Command(name = "moves", mixinStandardHelpOptions = true,
        description = {"Prints every legal move of a position, one per line, in PDN with the full capture path.",
                "With --fen-file, prints for each FEN line: the line, its moves, and a blank line."})
public final class MovesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    static final class Source {
        @Option(names = "--fen", required = true, description = "the position, in PDN FEN")
        String fen;

        @Option(names = "--fen-file", required = true, paramLabel = "FILE",
                description = "a file with one FEN per line ('-' reads standard input)")
        String fenFile;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (source.fen != null) {
            for (Move m : Fen.parse(source.fen).legalMoves()) {
                out.println(m.toPdn());
            }
            return 0;
        }
        PrintWriter err = spec.commandLine().getErr();
        int errors = 0;
        try (BufferedReader in = open(source.fenFile)) {
            String line;
            int n = 0;
            while ((line = in.readLine()) != null) {
                n++;
                if (line.isBlank()) {
                    continue;
                }
                Position p;
                try {
                    p = Fen.parse(line);
                } catch (IllegalArgumentException e) {
                    out.flush();
                    err.println(source.fenFile + ": line " + n + ": " + e.getMessage());
                    err.flush();
                    errors++;
                    continue;
                }
                out.println(line.strip());
                for (Move m : p.legalMoves()) {
                    out.println(m.toPdn());
                }
                out.println();
            }
        }
        out.flush();
        return errors == 0 ? 0 : 1;
    }

    private static BufferedReader open(String name) throws IOException {
        if ("-".equals(name)) {
            return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        }
        try {
            return Files.newBufferedReader(Path.of(name), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new NoSuchFileException(name, null, "no such file");
        }
    }
}
