package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.store.GameStore;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import org.h2.tools.Server;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The games' database goes down under a running server and comes back: an action fails fast with 503 and
 * words of the server's own, nothing acknowledged is lost, and play resumes. The database is H2 served over
 * TCP by this test, which stops and starts it.
 */
class DatabaseDownTest {
    @TempDir
    Path data;
    private Server database;
    private WebServer server;

    private void startDatabase(int port) throws SQLException {
        database = Server.createTcpServer("-tcpPort", String.valueOf(port), "-baseDir", data.toString(), "-ifNotExists").start();
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
        if (database != null) {
            database.stop();
        }
    }

    @Test
    void anActionFailsFastWith503WhileTheDatabaseIsDownAndPlayResumesAfter() throws Exception {
        startDatabase(0);
        int port = database.getPort();
        String url = "jdbc:h2:tcp://127.0.0.1:" + port + "/kingme";
        server = WebServer.start(GameStore.open(url, null, null), "127.0.0.1", 0, ServerOnH2.TESTS);
        Client client = new Client(server.port());
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        String white = created.path("tokens").path("white").asText();
        assertThat(client.choose(id, black, 0, 0).status()).isEqualTo(200);

        database.stop();
        long start = System.nanoTime();
        Client.Answer down = client.choose(id, white, 1, 0);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(down.status()).as(down.body()).isEqualTo(503);
        assertThat(took).as("how long the refusal took").isLessThan(Duration.ofSeconds(8));
        assertThat(down.error()).contains("cannot be reached", "nothing was changed", "try again")
                .doesNotContainIgnoringCase("exception").doesNotContainIgnoringCase("sql")
                .doesNotContainIgnoringCase("h2").doesNotContainIgnoringCase("jdbc").doesNotContain("127.0.0.1");
        Client.Answer look = client.get("/api/games/" + id, null);
        assertThat(look.status()).as("the game is read anew, and cannot be: " + look.body()).isEqualTo(503);
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
        server = WebServer.start(GameStore.open(url, null, null), "127.0.0.1", 0, ServerOnH2.TESTS);
        JsonNode after = new Client(server.port()).view(id, null);
        assertThat(after.path("moves")).as("both moves stored, nothing lost").hasSize(2);
    }
}
