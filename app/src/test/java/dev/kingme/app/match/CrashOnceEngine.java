package dev.kingme.app.match;

import dev.kingme.app.Main;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A broken engine for the match tests: the first time it is started (no file {@code args[0]} yet) it makes
 * the file, answers {@code isready}, and dies with a message when asked for a move; every later time it is
 * Kingme's own engine.
 */
public final class CrashOnceEngine {
    private CrashOnceEngine() {
    }

    public static void main(String[] args) throws Exception {
        Path marker = Path.of(args[0]);
        if (Files.exists(marker)) {
            Main.main(new String[] {"engine", "--threads", "1"});
            return;
        }
        Files.createFile(marker);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("isready")) {
                System.out.println("readyok");
                System.out.flush();
            } else if (line.startsWith("go")) {
                System.err.println("out of memory in the move generator");
                System.exit(3);
            }
        }
    }
}
