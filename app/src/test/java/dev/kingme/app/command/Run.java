package dev.kingme.app.command;

import dev.kingme.app.Main;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.CommandLine;

/** The kingme command line run in-process, with what it printed. */
public record Run(int exit, String out, String err) {
    public static Run of(String... args) {
        return withInput("", args);
    }

    /** Runs with {@code input} as standard input (the JVM's, so runs are serialised). */
    static synchronized Run withInput(String input, String... args) {
        InputStream saved = System.in;
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try {
            System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
            CommandLine cl = Main.commandLine();
            cl.setOut(new PrintWriter(out, true));
            cl.setErr(new PrintWriter(err, true));
            int exit = cl.execute(args);
            return new Run(exit, out.toString(), err.toString());
        } finally {
            System.setIn(saved);
        }
    }

    public List<String> outLines() {
        return out.lines().toList();
    }

    List<String> errLines() {
        return err.lines().toList();
    }
}
