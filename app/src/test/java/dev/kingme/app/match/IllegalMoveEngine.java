package dev.kingme.app.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/** A broken engine for the match tests: it speaks the protocol but always answers the move 1-5. */
public final class IllegalMoveEngine {
    private IllegalMoveEngine() {
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("isready")) {
                System.out.println("readyok");
            } else if (line.startsWith("go")) {
                System.out.println("bestmove 1-5");
            } else if (line.startsWith("quit")) {
                return;
            }
            System.out.flush();
        }
    }
}
