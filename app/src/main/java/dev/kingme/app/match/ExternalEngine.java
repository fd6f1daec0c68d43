package dev.kingme.app.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Another program that speaks Kingme's engine protocol (README, {@code kingme engine}), started once and
 * reused game after game: {@code newgame} between games, {@code position fen FEN moves ...} and
 * {@code go movetime MS} for each move. Its output is read on a thread of its own, so a program that hangs
 * or dies is noticed by a time limit rather than waited for forever; whatever it does wrong comes back as
 * a {@link Failure} whose message says what, and the match scores that game as lost by it.
 */
final class ExternalEngine implements AutoCloseable {
    /** What an engine did wrong: no answer in time, an error line, an exit, a move that is not legal. */
    static final class Failure extends Exception {
        Failure(String message) {
            super(message);
        }
    }

    /** Time an engine may take beyond its movetime before it is judged hung (start-up, a slow first move). */
    static final long GRACE_MILLIS = 10_000;
    private static final String EOF = "\u0000eof";

    private final String command;
    private final Process process;
    private final PrintWriter in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    /** The last lines the engine wrote on its standard error, to say why it stopped. */
    private final java.util.ArrayDeque<String> lastErrors = new java.util.ArrayDeque<>();
    private static final int ERROR_LINES = 3;
    private final Thread errors;

    /** Starts {@code command} (words split as a shell would, single and double quotes respected). */
    ExternalEngine(String command) throws IOException {
        this.command = command;
        List<String> words = words(command);
        if (words.isEmpty()) {
            throw new IllegalArgumentException("engine: no command given");
        }
        ProcessBuilder pb = new ProcessBuilder(words);
        // A Kingme engine does not start building endgame databases in the background while it plays a match
        // (the build would take a core from the games), unless this process's environment asks for it.
        pb.environment().putIfAbsent("KINGME_EGDB_BUILD", "off");
        process = pb.start();
        errors = new Thread(() -> {
            try (BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = err.readLine(); line != null; line = err.readLine()) {
                    if (!line.isBlank()) {
                        synchronized (lastErrors) {
                            lastErrors.addLast(line.strip());
                            if (lastErrors.size() > ERROR_LINES) {
                                lastErrors.removeFirst();
                            }
                        }
                    }
                }
            } catch (IOException e) {
                // the process went away
            }
        }, "engine errors " + command);
        errors.setDaemon(true);
        errors.start();
        in = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process went away; the end marker below says so
            }
            lines.add(EOF);
        }, "engine " + command);
        reader.setDaemon(true);
        reader.start();
    }

    String command() {
        return command;
    }

    /** Checks the engine is up and answering ({@code isready}). */
    void ready() throws Failure {
        send("isready");
        String line = next(GRACE_MILLIS * 3);
        if (!line.equals("readyok")) {
            throw new Failure("answered \"" + line + "\" to isready");
        }
    }

    /** Starts a new game: the engine forgets the last one. */
    void newGame() throws Failure {
        send("newgame");
        ready();
    }

    /**
     * The engine's move, as it wrote it, for the position {@code fen} after {@code moves} (PDN), thinking
     * {@code movetimeMillis}; null when it says it has no move.
     */
    String bestMove(String fen, List<String> moves, long movetimeMillis) throws Failure {
        return bestMove(fen, moves, "movetime " + movetimeMillis, movetimeMillis);
    }

    /**
     * As {@link #bestMove(String, List, long)}, the search limited by {@code limits} (the words after
     * {@code go}, e.g. a clock: {@code btime 9000 wtime 8000 binc 100 winc 100}), which let it take up to
     * {@code mostMillis}.
     */
    String bestMove(String fen, List<String> moves, String limits, long mostMillis) throws Failure {
        send("position fen " + fen + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
        send("go " + limits);
        long deadline = System.nanoTime() + (mostMillis + GRACE_MILLIS) * 1_000_000L;
        while (true) {
            String line = next((deadline - System.nanoTime()) / 1_000_000L);
            if (line.startsWith("error")) {
                throw new Failure("said \"" + line + "\"");
            }
            if (line.startsWith("bestmove")) {
                String move = line.substring("bestmove".length()).strip();
                return move.equals("none") ? null : move;
            }
        }
    }

    /** Whether the engine's process is still running. */
    boolean alive() {
        return process.isAlive();
    }

    private void send(String line) throws Failure {
        if (!process.isAlive()) {
            throw new Failure(stopped(""));
        }
        in.println(line);
    }

    /**
     * "has stopped (exit status N; it wrote: ...)" with the last lines of its standard error once the process
     * has ended (given a second to), else {@code otherwise}.
     */
    private String stopped(String otherwise) {
        try {
            process.waitFor(1, TimeUnit.SECONDS);
            errors.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (process.isAlive()) {
            return otherwise;
        }
        synchronized (lastErrors) {
            return "has stopped (exit status " + process.exitValue()
                    + (lastErrors.isEmpty() ? "" : "; it wrote: " + String.join(" / ", lastErrors)) + ")";
        }
    }

    private String next(long millis) throws Failure {
        String line;
        try {
            line = lines.poll(Math.max(1, millis), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Failure("interrupted while waiting for an answer");
        }
        if (line == null) {
            throw new Failure("did not answer within " + (millis + 999) / 1000 + " s");
        }
        if (line.equals(EOF)) {
            lines.add(EOF);
            throw new Failure(stopped("closed its output"));
        }
        return line.strip();
    }

    /** Asks the engine to quit and makes sure it has. */
    @Override
    public void close() {
        if (process.isAlive()) {
            in.println("quit");
            try {
                if (!process.waitFor(2, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The words of a command line: split at blanks, except inside single or double quotes. */
    static List<String> words(String command) {
        List<String> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (char c : command.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    out.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("engine command has an unclosed quote: " + command);
        }
        if (inWord) {
            out.add(word.toString());
        }
        return out;
    }
}
