package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.engine.search.StandardBuild;
import org.junit.jupiter.api.Test;

/** {@code GET /api/status}: the endgame databases' state, in the shape a status page reads. */
class StatusApiTest extends ServerOnH2 {
    @Test
    void saysHowFarTheDatabasesAre() {
        assertThat(StatusApi.json(new StandardBuild.Status(5, StandardBuild.State.BUILDING, 37, null)).toString())
                .isEqualTo("{\"egdb\":{\"pieces\":5,\"state\":\"building\",\"percent\":37}}");
        assertThat(StatusApi.json(new StandardBuild.Status(5, StandardBuild.State.FAILED, 12, "/srv/egdb: disk full"))
                .toString()).as("the server's folders stay in its log").doesNotContain("srv").contains("\"failed\"");
    }

    @Test
    void isServedWithoutABuildStartedHere() {
        // The tests start no build: the databases are off, or ready if the default folder holds them all.
        Client.Answer a = client.get("/api/status", null);
        assertThat(a.status()).isEqualTo(200);
        JsonNode egdb = a.json().get("egdb");
        assertThat(egdb.get("state").asText()).isIn("off", "ready");
        assertThat(egdb.get("pieces").asInt()).isGreaterThanOrEqualTo(StandardBuild.PIECES);
        assertThat(egdb.get("percent").asInt()).isBetween(0, 100);
    }

    @Test
    void healthSaysTheProcessServesAndReadySaysWhetherItReachesItsDatabase() {
        Client.Answer health = client.get("/health", null);
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.json().path("status").asText()).isEqualTo("up");
        Client.Answer ready = client.get("/ready", null);
        assertThat(ready.status()).isEqualTo(200);
        assertThat(ready.json().path("database").asText()).isEqualTo("reachable");
        server.store().close();  // the database gone from under the server
        Client.Answer gone = client.get("/ready", null);
        assertThat(gone.status()).isEqualTo(503);
        assertThat(gone.json().path("database").asText()).isEqualTo("unreachable");
        assertThat(client.get("/health", null).status()).isEqualTo(200);
    }
}
