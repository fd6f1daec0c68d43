package dev.kingme.app;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Runs the command line in-process and keeps what it printed. */
record CliRun(int status, String out, String err) {
    static CliRun of(String... args) {
        return withInput("", args);
    }

    static synchronized CliRun withInput(String input, String... args) {
        InputStream saved = System.in;
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try {
            System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
            CommandLine cl = Main.commandLine();
            cl.setOut(new PrintWriter(out, true));
            cl.setErr(new PrintWriter(err, true));
            int status = cl.execute(args);
            return new CliRun(status, out.toString(), err.toString());
        } finally {
            System.setIn(saved);
        }
    }

    String[] lines() {
        return out.isEmpty() ? new String[0] : out.split("\n", -1);
    }
}
