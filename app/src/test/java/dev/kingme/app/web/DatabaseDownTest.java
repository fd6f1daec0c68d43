package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.store.GameStore;
import java.nio.file.Path;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.net.Socket;
import java.util.concurrent.TimeUnit;
import java.time.Duration;
import org.h2.tools.Server;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The games' database goes down under a running server and comes back: an action fails fast with 503 and
 * words of the server's own (over HTTP and over the WebSocket), nothing acknowledged is lost, and play resumes. The database is H2 served over
 * TCP by a process of its own (H2's engine in this JVM would be shared with the server's driver), which the test
 * stops (as a database server stops on SIGTERM) and starts again.
 */
class DatabaseDownTest {
    @TempDir
    Path data;
    private Process database;
    private WebServer server;

    private void startDatabase(int port) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        database = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Server.class.getName(),
                "-tcp", "-tcpPort", String.valueOf(port), "-baseDir", data.toString(), "-ifNotExists")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (true) {
            try (Socket s = new Socket("127.0.0.1", port)) {
                return;
            } catch (IOException notYet) {
                if (System.nanoTime() > end || !database.isAlive()) {
                    throw new AssertionError("the H2 server did not start on port " + port, notYet);
                }
                Thread.sleep(100);
            }
        }
    }

    /** Sends the database's process {@code signal} (STOP: it hangs with its connections open; CONT: it goes on). */
    private void signalDatabase(String signal) throws Exception {
        Process kill = new ProcessBuilder("kill", "-" + signal, String.valueOf(database.pid())).start();
        assertThat(kill.waitFor(10, TimeUnit.SECONDS) && kill.exitValue() == 0).as("kill -" + signal).isTrue();
    }

    private void stopDatabase() throws InterruptedException {
        database.destroy();
        assertThat(database.waitFor(30, TimeUnit.SECONDS)).as("the H2 server stopped").isTrue();
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (server != null) {
            server.close();
        }
        if (database != null && database.isAlive()) {
            stopDatabase();
        }
    }

    /** A free port for the database, which is started on it. */
    private int database() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        startDatabase(port);
        return port;
    }

    /** Starts the server on the games' database at {@code port}; a client of it. */
    private Client serve(int port) {
        server = WebServer.start(GameStore.open("jdbc:h2:tcp://127.0.0.1:" + port + "/kingme", null, null), "127.0.0.1",
                0, ServerOnH2.TESTS);
        return new Client(server.port());
    }

    @Test
    void aFlagThatFallsWhileTheDatabaseIsDownEndsTheGameOnceItIsBackWithNobodyActing() throws Exception {
        int port = database();
        Client client = serve(port);
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true,"
                + " \"clock\": {\"initialSeconds\": 2, \"incrementSeconds\": 0}}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        String white = created.path("tokens").path("white").asText();
        // each side's first move is free: Black's clock runs from White's first move on
        assertThat(client.choose(id, black, 0, 0).status()).isEqualTo(200);
        assertThat(client.choose(id, white, 1, 0).status()).isEqualTo(200);
        LiveSocket socket = new LiveSocket(server.port(), id, white);
        assertThat(socket.next("view").path("view").path("clock").path("running").asText()).isEqualTo("black");

        stopDatabase();
        Thread.sleep(2_000 + 2 * ClockWatch.RETRY_MS);  // the flag falls, and its check finds the database down
        // the flag fall cannot be stored: the watchers are told only that the game is read-only for now
        JsonNode meanwhile = socket.view(v -> !v.path("readOnly").isNull(), 5);
        assertThat(meanwhile.path("toAct").path("kind").asText()).isNotEqualTo("over");
        assertThat(socket.views).as("no view shows the game over before the flag fall is stored")
                .noneMatch(v -> v.path("toAct").path("kind").asText().equals("over"));
        startDatabase(port);

        // the view that ends the game, heard with nobody acting or looking
        JsonNode over = socket.view(v -> v.path("toAct").path("kind").asText().equals("over"), 20);
        socket.ws.abort();
        assertThat(over.path("toAct").path("reason").asText()).isEqualTo("Black ran out of time");
        assertThat(over.path("clock").path("blackMs").asLong()).isZero();
    }

    @Test
    void anActionFailsFastWith503WhileTheDatabaseIsDownAndPlayResumesAfter() throws Exception {
        int port = database();
        Client client = serve(port);
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        String white = created.path("tokens").path("white").asText();
        assertThat(client.choose(id, black, 0, 0).status()).isEqualTo(200);

        LiveSocket socket = new LiveSocket(server.port(), id, white);
        socket.next("view");

        stopDatabase();
        socket.send("{\"type\": \"action\", \"id\": \"m1\", \"version\": 1, \"action\": \"choose\", \"choice\": 0}");
        JsonNode refused = socket.next("error");
        assertThat(refused).as("the WebSocket's answer").isNotNull();
        assertThat(refused.path("type").asText()).isEqualTo("error");
        assertThat(refused.path("status").asInt()).isEqualTo(503);
        assertThat(refused.path("error").asText()).contains("cannot be reached");
        socket.ws.abort();

        long start = System.nanoTime();
        Client.Answer down = client.choose(id, white, 1, 0);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(down.status()).as(down.body()).isEqualTo(503);
        assertThat(took).as("how long the refusal took").isLessThan(Duration.ofSeconds(8));
        assertThat(down.error()).contains("cannot be reached", "nothing was changed", "try again")
                .doesNotContainIgnoringCase("exception").doesNotContainIgnoringCase("sql")
                .doesNotContainIgnoringCase("h2").doesNotContainIgnoringCase("jdbc").doesNotContain("127.0.0.1");
        Client.Answer look = client.get("/api/games/" + id, null);
        assertThat(look.status()).as("the game in memory is shown as it stood: " + look.body()).isEqualTo(200);
        assertThat(client.post("/api/games", null, "{\"game\": \"american\"}").status()).isEqualTo(503);

        startDatabase(port);
        Client.Answer resumed = null;
        long end = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        while (System.nanoTime() < end) {
            resumed = client.choose(id, white, 1, 0);
            if (resumed.status() != 503) {
                break;
            }
            Thread.sleep(200);
        }
        assertThat(resumed.status()).as(resumed.body()).isEqualTo(200);
        assertThat(resumed.json().path("version").asInt()).isEqualTo(2);

        server.close();
        JsonNode after = serve(port).view(id, null);
        assertThat(after.path("moves")).as("both moves stored, nothing lost").hasSize(2);
    }

    /** Makes a game between two people online: its id, Black's token and White's, Black's first move made. */
    private String[] gameWithAMove(Client client) {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        String[] game = {created.path("id").asText(), created.path("tokens").path("black").asText(),
                created.path("tokens").path("white").asText()};
        assertThat(client.choose(game[0], game[1], 0, 0).status()).isEqualTo(200);
        return game;
    }

    private static Duration timed(Runnable r) {
        long start = System.nanoTime();
        r.run();
        return Duration.ofNanos(System.nanoTime() - start);
    }

    @Test
    void aGameInMemoryStaysViewableWhileTheDatabaseIsDownAndOneNotInMemoryFailsWithinThreeSeconds() throws Exception {
        int port = database();
        Client client = serve(port);
        String[] held = gameWithAMove(client);
        String[] away = gameWithAMove(client);
        server.close();
        client = serve(port);
        client.view(held[0], null);  // loaded again; the other game stays in the database only
        LiveSocket socket = new LiveSocket(server.port(), held[0], held[2]);
        socket.next("view");

        stopDatabase();
        Client c = client;
        Client.Answer[] refused = new Client.Answer[1];
        Duration took = timed(() -> refused[0] = c.choose(held[0], held[2], 1, 0));
        assertThat(refused[0].status()).as(refused[0].body()).isEqualTo(503);
        assertThat(took).as("an action refused").isLessThan(Duration.ofMillis(3_500));

        Client.Answer shown = client.get("/api/games/" + held[0], held[2]);
        assertThat(shown.status()).as("the game in memory is still shown: " + shown.body()).isEqualTo(200);
        assertThat(shown.json().path("version").asInt()).isEqualTo(1);
        assertThat(shown.json().path("readOnly").asText()).contains("cannot be reached", "as it stood");
        assertThat(shown.json().path("choices")).as("nothing to choose while nothing can be stored").isEmpty();
        assertThat(client.get("/api/games/" + held[0] + "/positions", null).status()).isEqualTo(200);
        JsonNode told = socket.view(v -> !v.path("readOnly").isNull(), 10);
        assertThat(told.path("readOnly").asText()).as("the watchers are told it is read-only").contains("cannot be reached");
        assertThat(told.path("choices")).isEmpty();

        Client.Answer[] unread = new Client.Answer[1];
        took = timed(() -> unread[0] = c.get("/api/games/" + away[0], null));
        assertThat(unread[0].status()).as(unread[0].body()).isEqualTo(503);
        assertThat(took).as("a game that must be read from the database").isLessThan(Duration.ofMillis(3_500));

        startDatabase(port);
        // the watchers are told the game is playable again, with nobody acting
        JsonNode back = socket.view(v -> v.path("readOnly").isNull(), 20);
        assertThat(back.path("choices")).isNotEmpty();
        Client.Answer resumed = client.choose(held[0], held[2], 1, 0);
        assertThat(resumed.status()).as(resumed.body()).isEqualTo(200);
        assertThat(client.view(away[0], null).path("version").asInt()).isEqualTo(1);
        socket.ws.abort();
    }

    @Test
    void aReadFailsWithinThreeSecondsWhenTheDatabaseHangs() throws Exception {
        int port = database();
        Client client = serve(port);
        String[] away = gameWithAMove(client);
        server.close();
        client = serve(port);
        assertThat(client.get("/api/kinds", null).status()).isEqualTo(200);
        // the pool holds connections that were used a moment ago
        assertThat(client.get("/api/games?finished=true", null).status()).isEqualTo(200);

        signalDatabase("STOP");
        try {
            Thread.sleep(600);  // past the pool's half second in which it trusts a connection without a test
            Client c = client;
            Client.Answer[] unread = new Client.Answer[1];
            Duration took = timed(() -> unread[0] = c.get("/api/games/" + away[0], null));
            assertThat(unread[0].status()).as(unread[0].body()).isEqualTo(503);
            assertThat(took).as("a read from a database that does not answer").isLessThan(Duration.ofMillis(3_500));
        } finally {
            signalDatabase("CONT");
        }
        Client.Answer back = null;
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < end && (back == null || back.status() != 200)) {
            back = client.get("/api/games/" + away[0], null);
        }
        assertThat(back.status()).as("read once the database answers again: " + back.body()).isEqualTo(200);
    }
}
