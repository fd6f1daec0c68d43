package dev.kingme.app.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * A slow engine for the match tests: told a clock ({@code go btime B wtime W ...}), it thinks longer than
 * either side has left before it answers, so it loses on time.
 */
public final class SlowEngine {
    private SlowEngine() {
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("isready")) {
                System.out.println("readyok");
            } else if (line.startsWith("go")) {
                List<String> words = Arrays.asList(line.split(" "));
                long most = Math.max(Long.parseLong(words.get(words.indexOf("btime") + 1)),
                        Long.parseLong(words.get(words.indexOf("wtime") + 1)));
                Thread.sleep(most + 100);
                System.out.println("bestmove 9-13");
            } else if (line.startsWith("quit")) {
                return;
            }
            System.out.flush();
        }
    }
}
