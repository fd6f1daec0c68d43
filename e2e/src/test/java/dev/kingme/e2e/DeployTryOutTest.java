package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reference deployment as docs/deploy.md tells a newcomer to try it: {@code deploy/try-out.sh} starts its own
 * PostgreSQL, three {@code kingme serve} nodes and HAProxy on loopback (on free ports, without warm-up); through
 * the balancer the health checks answer, a game is made and its WebSocket gives its view, and the limit of games
 * a minute an address counts the address the balancer saw, whatever the client writes; stopped as Ctrl+C
 * would stop it, the script leaves no process and no folder behind. The nodes run the classes this build made
 * (a launcher given with {@code --kingme}), not a jar of their own. Skipped, saying why, on a machine without
 * Debian's haproxy or postgresql package.
 */
class DeployTryOutTest {
    private static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();
    private static final Pattern READY = Pattern.compile("try-out: ready\\. Open (http://127\\.0\\.0\\.1:\\d+/)");
    private static final Pattern PID = Pattern.compile("pid (\\d+)");
    private static final Pattern LOGS = Pattern.compile("logs: +(\\S+)/node1\\.log");

    @TempDir
    Path temp;

    @Test
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    void theTryOutServesGamesThroughTheBalancerAndStopsEverything() throws Exception {
        assumeTrue(onPath("haproxy") || Files.isExecutable(Paths.get("/usr/sbin/haproxy")), "haproxy is missing: install Debian's haproxy package to test deploy/try-out.sh");
        assumeTrue(postgresInstalled(), "PostgreSQL is missing: install Debian's postgresql package to test deploy/try-out.sh");
        assumeTrue(onPath("curl"), "curl is missing: install Debian's curl package to test deploy/try-out.sh");

        Path launcher = temp.resolve("kingme");
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        Files.writeString(launcher, "#!/bin/sh\n# kingme from the classes of this build\nexec '" + java + "' -cp '"
                + System.getProperty("java.class.path") + "' dev.kingme.app.Main \"$@\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));

        int balancer = freePort();
        int nodes = freeRun(3);
        int postgres = freePort();
        ProcessBuilder pb = new ProcessBuilder("bash", ROOT.resolve("deploy/try-out.sh").toString(),
                "--port", "" + balancer, "--node-port", "" + nodes, "--pg-port", "" + postgres,
                "--warm-up", "0", "--kingme", launcher.toString())
                .directory(ROOT.toFile()).redirectErrorStream(true);
        Process script = pb.start();
        List<String> output = new CopyOnWriteArrayList<>();
        CompletableFuture<String> ready = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(script.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    output.add(line);
                    Matcher m = READY.matcher(line);
                    if (m.find()) {
                        ready.complete(m.group(1));
                    }
                }
            } catch (IOException e) {
                // the script is gone
            }
            ready.completeExceptionally(new AssertionError("deploy/try-out.sh ended without being ready"));
        });
        reader.setDaemon(true);
        reader.start();
        Set<Long> pids = new LinkedHashSet<>();
        try {
            String base;
            try {
                base = ready.get(150, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new AssertionError("deploy/try-out.sh was not ready:\n" + String.join("\n", output), e);
            }
            Thread.sleep(200);  // the lines after "ready" name the processes and the folder
            String folder = null;
            for (String line : output) {
                Matcher p = PID.matcher(line);
                while (p.find()) {
                    pids.add(Long.parseLong(p.group(1)));
                }
                Matcher l = LOGS.matcher(line);
                if (l.find()) {
                    folder = l.group(1);
                }
            }
            assertThat(pids).as("the three nodes' and HAProxy's process ids in:\n%s", output).hasSize(4);
            assertThat(folder).as("the temporary folder in:\n%s", output).isNotNull();
            assertThat(Paths.get(folder)).isDirectory();

            // Through the balancer: the checks (round robin: each node answers one of three), a game, its WebSocket.
            KingmeApi api = new KingmeApi(base.substring(0, base.length() - 1));
            for (int i = 0; i < 3; i++) {
                assertThat(api.call("GET", "/health", null, null).body().path("status").asText()).isEqualTo("up");
                assertThat(api.call("GET", "/ready", null, null)).isEqualTo(new KingmeApi.Answer(200,
                        KingmeApi.JSON.readTree("{\"status\": \"ready\", \"database\": \"reachable\"}")));
            }
            KingmeApi.Answer made = api.create(KingmeApi.object().put("game", "american").put("online", true));
            assertThat(made.status()).as("POST /api/games: %s", made.body()).isEqualTo(201);
            String id = made.body().path("id").asText();
            String token = made.body().path("tokens").path("black").asText();
            JsonNode view = firstMessage(URI.create(base.replace("http:", "ws:") + "ws/games/" + id + "?token=" + token));
            assertThat(view.path("type").asText()).as("%s", view).isEqualTo("view");
            assertThat(view.path("view").path("id").asText()).isEqualTo(id);
            assertThat(view.path("view").path("toAct").path("mine").asBoolean()).as("%s", view).isTrue();

            // The per-address limit (30 games a minute) counts the player's address as the balancer saw it: a
            // client's own X-Forwarded-For, different each time, does not escape it.
            HttpClient http = HttpClient.newHttpClient();
            int status = 0;
            for (int i = 1; i <= 40 && status != 429; i++) {
                status = http.send(HttpRequest.newBuilder(URI.create(base + "api/games"))
                        .header("Content-Type", "application/json").header("X-Forwarded-For", "203.0.113." + i)
                        .POST(HttpRequest.BodyPublishers.ofString("{\"game\": \"american\"}")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode();
                assertThat(status).as("game %d", i + 1).isIn(201, 429);
            }
            assertThat(status).as("a 31st game a minute from one address").isEqualTo(429);

            // Stopped (SIGTERM here; Ctrl+C runs the same trap): nothing it started is left.
            script.destroy();
            assertThat(script.waitFor(60, TimeUnit.SECONDS)).as("the script stops within 60 s").isTrue();
            for (long pid : pids) {
                assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).as("process %d", pid)
                        .isIn(Optional.empty(), Optional.of(false));
            }
            assertThat(Paths.get(folder)).doesNotExist();
            for (int port : new int[] {balancer, nodes, nodes + 1, nodes + 2, postgres}) {
                assertThat(listening(port)).as("something still listens on port %d", port).isFalse();
            }
        } finally {
            if (script.isAlive()) {
                script.destroy();
                if (!script.waitFor(60, TimeUnit.SECONDS)) {
                    script.destroyForcibly();
                }
            }
            for (long pid : pids) {
                ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
            }
        }
    }

    /** The first message a WebSocket to {@code uri} receives. */
    private static JsonNode firstMessage(URI uri) throws Exception {
        CompletableFuture<String> first = new CompletableFuture<>();
        WebSocket socket = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10))
                .buildAsync(uri, new WebSocket.Listener() {
                    private final StringBuilder part = new StringBuilder();

                    @Override
                    public CompletionStage<?> onText(WebSocket ws, CharSequence text, boolean last) {
                        part.append(text);
                        if (last) {
                            first.complete(part.toString());
                        }
                        ws.request(1);
                        return null;
                    }

                    @Override
                    public void onError(WebSocket ws, Throwable error) {
                        first.completeExceptionally(error);
                    }
                }).get(20, TimeUnit.SECONDS);
        try {
            return KingmeApi.JSON.readTree(first.get(20, TimeUnit.SECONDS));
        } finally {
            socket.abort();
        }
    }

    private static boolean onPath(String command) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Paths.get(dir, command)));
    }

    private static boolean postgresInstalled() throws IOException {
        Path lib = Paths.get("/usr/lib/postgresql");
        if (!Files.isDirectory(lib)) {
            return false;
        }
        try (Stream<Path> versions = Files.list(lib)) {
            return versions.anyMatch(v -> Files.isExecutable(v.resolve("bin/initdb")));
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** The first of {@code n} free ports in a row (the nodes take the ports after --node-port). */
    private static int freeRun(int n) throws IOException {
        for (int attempt = 0; attempt < 100; attempt++) {
            int first = freePort();
            if (first + n > 65535) {
                continue;
            }
            boolean free = true;
            for (int i = 1; i < n && free; i++) {
                try (ServerSocket s = new ServerSocket(first + i, 1, InetAddress.getLoopbackAddress())) {
                    free = s.getLocalPort() == first + i;
                } catch (IOException e) {
                    free = false;
                }
            }
            if (free) {
                return first;
            }
        }
        throw new IOException("no " + n + " free ports in a row on loopback");
    }

    private static boolean listening(int port) {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
