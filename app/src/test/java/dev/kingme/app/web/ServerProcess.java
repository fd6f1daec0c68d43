package dev.kingme.app.web;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code kingme serve} in a process of its own (this test run's classes), for the tests that kill a server with
 * SIGKILL: started with the given options on a free loopback port, known by the port it printed.
 */
record ServerProcess(Process process, int port) {
    private static final Pattern ADDRESS = Pattern.compile("serving at http://[^:]+:(\\d+)/");

    /** Starts {@code kingme serve --host 127.0.0.1 --port 0 --warm-up 0} with {@code options}; waits for its address. */
    static ServerProcess start(String... options) throws Exception {
        return start(List.of(), options);
    }

    /** As {@link #start(String...)}, the JVM given {@code jvmOptions} too. */
    static ServerProcess start(List<String> jvmOptions, String... options) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"),
                "dev.kingme.app.Main", "serve", "--host", "127.0.0.1", "--port", "0", "--warm-up", "0"));
        command.addAll(List.of(options));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        String line;
        while (System.nanoTime() < end && (line = out.readLine()) != null) {
            Matcher m = ADDRESS.matcher(line);
            if (m.find()) {
                Thread drain = new Thread(() -> out.lines().forEach(l -> { }));
                drain.setDaemon(true);
                drain.start();
                return new ServerProcess(p, Integer.parseInt(m.group(1)));
            }
        }
        p.destroyForcibly();
        throw new AssertionError("the server did not print its address");
    }

    /** Kills the server with SIGKILL (no shutdown hook, nothing closed in order) and waits until it is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            throw new AssertionError("the server did not die");
        }
    }
}
