package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.store.GameStore;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Clocks through the API (docs/web.md, "Clocks"): a game created with a control shows it in its view, a
 * flag falls by itself and the WebSocket watchers hear of it, an action after it is refused with words
 * saying time ran out, the clock survives a restart, and the AI spends its clock without losing on time.
 */
class ClockApiTest extends ServerOnH2 {
    private static final String ONE_SECOND = "{\"initialSeconds\": 1, \"incrementSeconds\": 0}";

    private JsonNode create(String clock) {
        return client.create("{\"game\": \"american\", \"online\": true, \"clock\": " + clock + "}");
    }

    /** Both sides make their first move (neither clock runs before its side's first move). */
    private void firstMoves(String id, JsonNode tokens) {
        assertThat(client.choose(id, tokens.path("black").asText(), 0, 0).status()).isEqualTo(200);
        assertThat(client.choose(id, tokens.path("white").asText(), 1, 0).status()).isEqualTo(200);
    }

    @Test
    void aGameCreatedWithAClockShowsItInItsView() {
        JsonNode created = create("\"5+3\"");
        String id = created.path("id").asText();
        JsonNode clock = client.view(id, null).path("clock");
        assertThat(clock.path("control").asText()).isEqualTo("5+3");
        assertThat(clock.path("label").asText()).isEqualTo("5 min + 3 s");
        assertThat(clock.path("initialMs").asLong()).isEqualTo(300_000);
        assertThat(clock.path("incrementMs").asLong()).isEqualTo(3_000);
        assertThat(clock.path("daysPerMove").asInt()).isZero();
        assertThat(clock.path("blackMs").asLong()).isEqualTo(300_000);
        assertThat(clock.path("running").isNull()).as("no clock runs before Black's first move").isTrue();
        firstMoves(id, created.path("tokens"));
        clock = client.view(id, null).path("clock");
        assertThat(clock.path("running").asText()).isEqualTo("black");
        assertThat(clock.path("whiteMs").asLong()).isEqualTo(303_000);
        assertThat(clock.path("blackMs").asLong()).isBetween(280_000L, 303_000L);

        assertThat(client.view(create("null").path("id").asText(), null).path("clock").isNull()).isTrue();
        JsonNode days = client.view(create("\"d3\"").path("id").asText(), null).path("clock");
        assertThat(days.path("daysPerMove").asInt()).isEqualTo(3);
        assertThat(days.path("label").asText()).isEqualTo("3 days a move");
        JsonNode custom = client.view(create("{\"initialSeconds\": 20, \"incrementSeconds\": 1}").path("id").asText(), null);
        assertThat(custom.path("clock").path("control").asText()).isEqualTo("20s+1");
    }

    @Test
    void aClockThatIsNotAControlIsRefusedWithWhatIsWrong() {
        Client.Answer a = client.post("/api/games", null, "{\"game\": \"american\", \"clock\": \"5 minutes\"}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.error()).isEqualTo("'clock': clock '5 minutes' is not a time control: write minutes+increment"
                + " seconds (5+3), d and days per move (d3), or none");
        a = client.post("/api/games", null, "{\"game\": \"american\", \"clock\": {\"initialSeconds\": 0}}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.error()).isEqualTo("'clock': 'initialSeconds' must be between 1 and 10800, not 0");
        a = client.post("/api/games", null, "{\"game\": \"american\", \"clock\": 5}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.error()).isEqualTo("'clock': 'clock' must be text, not a number");
    }

    @Test
    void aFlagFallsByItselfTheWatchersAreToldAndALateMoveIsRefused() throws Exception {
        JsonNode created = create(ONE_SECOND);
        String id = created.path("id").asText();
        LiveSocket watcher = new LiveSocket(server.port(), id, null);
        firstMoves(id, created.path("tokens"));
        JsonNode over = watcher.view(v -> v.path("toAct").path("kind").asText().equals("over"), 10);
        assertThat(over.path("toAct").path("winner").asText()).isEqualTo("white");
        assertThat(over.path("toAct").path("reason").asText()).isEqualTo("Black ran out of time");
        assertThat(over.path("clock").path("blackMs").asLong()).isZero();
        assertThat(over.path("clock").path("running").isNull()).isTrue();
        Client.Answer late = client.choose(id, created.path("tokens").path("black").asText(), 2, 0);
        assertThat(late.status()).isEqualTo(409);
        assertThat(late.error()).startsWith("time ran out: Black's clock reached 0:00");
        assertThat(client.get("/api/games?finished=true", null).json().toString()).contains(id);
        Client.Answer rematch = client.post("/api/games/" + id + "/rematch", created.path("tokens").path("black").asText(), "");
        assertThat(rematch.status()).isEqualTo(201);
        JsonNode again = client.view(rematch.json().path("id").asText(), null).path("clock");
        assertThat(again.path("control").asText()).as("a rematch keeps the control").isEqualTo("1s+0");
        assertThat(again.path("blackMs").asLong()).isEqualTo(1_000);
    }

    @Test
    void theClockSurvivesARestartAndTimeRanWhileTheServerWasDown() throws Exception {
        JsonNode slow = create("\"5+3\"");
        JsonNode fast = create(ONE_SECOND);
        firstMoves(slow.path("id").asText(), slow.path("tokens"));
        firstMoves(fast.path("id").asText(), fast.path("tokens"));
        JsonNode before = client.view(slow.path("id").asText(), null).path("clock");
        server.close();
        Thread.sleep(1_200);  // the one-second game's flag falls while no server runs
        server = WebServer.start(GameStore.open(GameStore.h2Url(data), null, null), "127.0.0.1", 0);
        client = new Client(server.port());
        // the fast game is ended by the server as it starts, without anyone asking for it
        long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!client.get("/api/games?finished=true", null).body().contains(fast.path("id").asText())) {
            assertThat(System.nanoTime()).as("the game ended on time after the restart").isLessThan(end);
            Thread.sleep(50);
        }
        JsonNode after = client.view(slow.path("id").asText(), null).path("clock");
        assertThat(after.path("control").asText()).isEqualTo("5+3");
        assertThat(after.path("running").asText()).isEqualTo("black");
        assertThat(after.path("whiteMs").asLong()).isEqualTo(before.path("whiteMs").asLong());
        assertThat(after.path("blackMs").asLong()).isLessThanOrEqualTo(before.path("blackMs").asLong() - 1_200);
        JsonNode fastView = client.view(fast.path("id").asText(), null);
        assertThat(fastView.path("toAct").path("reason").asText()).isEqualTo("Black ran out of time");
    }

    /**
     * Ten seconds each, no increment: the AI shares out what it has left, so it never runs out, and the game
     * ends on the board. (With three seconds the last moves had a few hundred milliseconds left, which one
     * stall of a busy two-core machine running the build could take: the test is about sharing the clock out,
     * not about the machine.)
     */
    @Test
    void theAiSpendsItsClockAndAGameBetweenAisUnderAShortClockEndsOnTheBoard() throws Exception {
        try (GameHub hub = new GameHub(GameStore.open(GameStore.h2Url(data.resolve("ai")), null, null))) {
            ObjectNode request = (ObjectNode) Client.JSON.readTree("{\"game\": \"american\", \"black\": \"ai:medium\","
                    + " \"white\": \"ai:hard\", \"clock\": {\"initialSeconds\": 10, \"incrementSeconds\": 0}}");
            String id = hub.create(CreateRequest.read(request)).id();
            long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            JsonNode view = hub.view(id, null);
            while (!view.path("toAct").path("kind").asText().equals("over")) {
                assertThat(System.nanoTime()).as("the game ended within a minute").isLessThan(end);
                Thread.sleep(100);
                view = hub.view(id, null);
            }
            assertThat(view.path("toAct").path("reason").asText()).doesNotContain("ran out of time");
            assertThat(view.path("clock").path("blackMs").asLong()).isPositive();
            assertThat(view.path("clock").path("whiteMs").asLong()).isPositive();
            assertThat(view.path("moves").size()).isGreaterThan(20);
        }
    }

    /** Once a side's time ran out nothing more is taken, a take-back neither, so none is offered (issue 30). */
    @Test
    void noTakeBackIsOfferedOnceTimeRanOut() throws Exception {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": false, \"clock\": " + ONE_SECOND + "}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        firstMoves(id, created.path("tokens"));
        assertThat(client.view(id, token).path("canUndo").asBoolean()).as("before the flag falls").isTrue();
        LiveSocket watcher = new LiveSocket(server.port(), id, token);
        JsonNode over = watcher.view(v -> v.path("toAct").path("kind").asText().equals("over"), 10);
        assertThat(over.path("canUndo").asBoolean()).as("in the view that ends the game on time").isFalse();
        assertThat(client.view(id, token).path("canUndo").asBoolean()).isFalse();
        assertThat(client.act(id, token, over.path("version").asInt(), "undo").status()).isEqualTo(409);
    }
}
