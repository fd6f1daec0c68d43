package dev.kingme.app.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * A broken engine for the match tests. It speaks the protocol, but with the argument {@code illegal} it
 * always answers the move 1-5, and with {@code slow}, told a clock ({@code go btime B wtime W ...}), it
 * thinks longer than either side has left before it answers, so it loses on time.
 */
public final class MisbehavingEngine {
    private MisbehavingEngine() {
    }

    public static void main(String[] args) throws Exception {
        boolean slow = args.length > 0 && args[0].equals("slow");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("isready")) {
                System.out.println("readyok");
            } else if (line.startsWith("go")) {
                if (slow) {
                    List<String> words = Arrays.asList(line.split(" "));
                    Thread.sleep(Math.max(Long.parseLong(words.get(words.indexOf("btime") + 1)),
                            Long.parseLong(words.get(words.indexOf("wtime") + 1))) + 100);
                }
                System.out.println("bestmove " + (slow ? "9-13" : "1-5"));
            } else if (line.startsWith("quit")) {
                return;
            }
            System.out.flush();
        }
    }
}
