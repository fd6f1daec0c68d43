package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The analysis board's route: a game's start, a line of moves tried on it, a game's own position, a game of
 * characters; the best moves judged alike and the moves to try; bad lines refused in words; one analysis at a
 * time per address.
 */
class AnalysisApiTest extends ServerOnH2 {
    private Client.Answer analyse(String body) {
        return client.post("/api/analysis", null, body);
    }

    @Test
    void theStartOfCheckersItsBestMovesAndALineTriedOnIt() {
        JsonNode a = analyse("{\"game\": \"american\"}").json();
        assertThat(a.path("toAct").asText()).isEqualTo("black");
        assertThat(a.path("moves")).hasSize(7);
        assertThat(a.path("lines")).hasSize(3);
        double first = a.path("lines").get(0).path("expected").asDouble();
        for (JsonNode l : a.path("lines")) {
            assertThat(l.path("expected").asDouble()).isBetween(0.0, first);
            assertThat(a.path("moves").get(l.path("index").asInt()).asText()).isEqualTo(l.path("move").asText());
            assertThat(l.path("pv").get(0).asText()).isEqualTo(l.path("move").asText());
        }
        assertThat(a.path("expected").size()).isEqualTo(7);
        double most = 0;
        for (JsonNode x : a.path("expected")) {
            assertThat(x.asDouble()).isBetween(0.0, 1.0);
            most = Math.max(most, x.asDouble());
        }
        assertThat(most).isEqualTo(first);
        assertThat(a.path("expected").get(a.path("lines").get(0).path("index").asInt()).asDouble()).isEqualTo(first);
        assertThat(a.path("score").asText()).matches("[+-]\\d+\\.\\d\\d|0\\.00");
        assertThat(a.path("depth").asInt()).isPositive();
        assertThat(a.path("pv").size()).isPositive();  // a line at least its first move long (a cut-off may end it there)
        assertThat(a.path("setup").asText()).startsWith("B:W");
        int best = a.path("lines").get(0).path("index").asInt();
        JsonNode after = analyse("{\"game\": \"american\", \"line\": [" + best + "]}").json();
        assertThat(after.path("toAct").asText()).isEqualTo("white");
        assertThat(after.path("setup").asText()).startsWith("W:W").isNotEqualTo(a.path("setup").asText());
        Client.Answer bad = analyse("{\"game\": \"american\", \"line\": [" + best + ", 99]}");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.error()).contains("'line' entry 2", "from 0 to");
        assertThat(analyse("{\"game\": \"chess\"}").status()).isEqualTo(400);
        JsonNode from = analyse("{\"game\": \"american\", \"setup\": \"" + after.path("setup").asText() + "\"}").json();
        assertThat(from.path("moves")).isEqualTo(after.path("moves"));
    }

    @Test
    void theOpeningExplorerCountsTheShippedGamesAndNamesTheBallot() {
        // the first use adds the archive in the background: an analysis does not wait for it, and says so
        JsonNode first = analyse("{\"game\": \"american\"}").json().path("explorer");
        assertThat(first.path("complete").isBoolean()).isTrue();
        assertThat(client.get("/api/library?source=archive", null).status()).isEqualTo(200);  // a search waits for it
        JsonNode start = analyse("{\"game\": \"american\"}").json().path("explorer");
        assertThat(start.path("complete").asBoolean()).isTrue();
        assertThat(start.path("games").asInt()).isBetween(700, 724);
        int sum = 0;
        for (JsonNode m : start.path("moves")) {
            sum += m.path("games").asInt();
            assertThat(m.path("blackWins").asInt() + m.path("draws").asInt() + m.path("whiteWins").asInt())
                    .isEqualTo(m.path("games").asInt());
            assertThat(m.path("index").asInt()).isBetween(0, 6);
        }
        assertThat(sum).isBetween(600, start.path("games").asInt());
        assertThat(start.path("ballot").isNull()).isTrue();
        assertThat(start.path("book").size()).isPositive();
        JsonNode ballot = analyse("{\"game\": \"american\", \"setup\": \"W:W19,21,22,24,25,26,27,28,29,30,31,32:"
                + "B1,2,3,4,5,6,7,9,10,11,12,15\"}").json().path("explorer");
        assertThat(ballot.path("ballot").asText()).isEqualTo("ACF ballot 126 (11-15 23-19 8-11)");
        assertThat(analyse("{\"game\": \"lilypad\"}").json().path("explorer").isMissingNode()
                || analyse("{\"game\": \"lilypad\"}").json().path("explorer").isNull()).isTrue();
    }

    @Test
    void aGamesOwnPositionAndAGameOfCharacters() {
        JsonNode created = client.create("{\"game\": \"american\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        client.choose(id, token, 0, 0);
        client.choose(id, token, 1, 0);
        JsonNode a = analyse("{\"from\": {\"game\": \"" + id + "\", \"position\": 2}}").json();
        assertThat(a.path("toAct").asText()).isEqualTo("black");
        assertThat(a.path("board")).isEqualTo(client.view(id, token).path("board"));
        assertThat(analyse("{\"from\": {\"game\": \"" + id + "\", \"position\": 3}}").status()).isEqualTo(400);
        JsonNode fantasy = analyse("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"mage\", \"white\": \"cleric\"}}").json();
        assertThat(fantasy.path("lines").size()).isBetween(1, 3);
        assertThat(fantasy.path("score").asText()).contains("% for ");
        assertThat(fantasy.path("expected").size()).isEqualTo(fantasy.path("moves").size());
    }

    @Test
    void oneAnalysisAtATimeFromOneAddressTheNextWaitingForIt() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(6);
        CountDownLatch go = new CountDownLatch(1);
        try {
            List<Future<Client.Answer>> all = new java.util.ArrayList<>();
            for (int i = 0; i < 6; i++) {
                all.add(pool.submit(() -> {
                    go.await();
                    return analyse("{\"game\": \"american\"}");
                }));
            }
            go.countDown();
            List<Integer> statuses = new java.util.ArrayList<>();
            for (Future<Client.Answer> f : all) {
                Client.Answer a = f.get();
                statuses.add(a.status());
                if (a.status() == 429) {
                    assertThat(a.error()).contains("one analysis at a time");
                }
            }
            // each takes over a second and waits at most five for the one before it: the first few are answered,
            // the last are refused
            assertThat(statuses).contains(200, 429).containsOnly(200, 429);
            assertThat(statuses.stream().filter(x -> x == 200).count()).isGreaterThanOrEqualTo(2);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Over the WebSocket: each deepening of the search as it goes, deeper each time, and each move as it is judged
     * (every move once, with its expected score as the result gives it), then the whole analysis.
     */
    @Test
    void theWebSocketTellsEachDeepeningThenTheResult() throws Exception {
        java.util.concurrent.BlockingQueue<JsonNode> heard = new java.util.concurrent.LinkedBlockingQueue<>();
        StringBuilder part = new StringBuilder();
        java.net.http.WebSocket ws = java.net.http.HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(java.net.URI.create("ws://127.0.0.1:" + server.port() + "/ws/analysis"), new java.net.http.WebSocket.Listener() {
                    @Override
                    public java.util.concurrent.CompletionStage<?> onText(java.net.http.WebSocket socket, CharSequence data, boolean last) {
                        part.append(data);
                        if (last) {
                            try {
                                heard.add(Client.JSON.readTree(part.toString()));
                            } catch (java.io.IOException e) {
                                throw new AssertionError(e);
                            }
                            part.setLength(0);
                        }
                        socket.request(1);
                        return null;
                    }
                }).join();
        try {
            ws.sendText("{\"type\": \"analyse\", \"game\": \"american\", \"line\": [0]}", true).join();
            int depth = 0;
            int infos = 0;
            java.util.Map<Integer, Double> judged = new java.util.TreeMap<>();
            while (true) {
                JsonNode m = heard.poll(30, java.util.concurrent.TimeUnit.SECONDS);
                assertThat(m).as("a message within 30 s").isNotNull();
                if (m.path("type").asText().equals("info") && m.has("judged")) {
                    assertThat(judged.put(m.path("judged").asInt(), m.path("expected").asDouble())).as("each move once").isNull();
                    continue;
                }
                if (m.path("type").asText().equals("info")) {
                    assertThat(m.path("depth").asInt()).isGreaterThan(depth);
                    assertThat(m.path("pv").size()).isPositive();
                    depth = m.path("depth").asInt();
                    infos++;
                    continue;
                }
                assertThat(m.path("type").asText()).isEqualTo("result");
                assertThat(m.path("analysis").path("toAct").asText()).isEqualTo("white");
                assertThat(m.path("analysis").path("depth").asInt()).isEqualTo(depth);
                JsonNode expected = m.path("analysis").path("expected");
                assertThat(judged.keySet()).hasSize(expected.size()).startsWith(0);
                judged.forEach((i, x) -> assertThat(expected.get(i).asDouble()).isEqualTo(x));
                break;
            }
            assertThat(infos).isGreaterThan(3);
            ws.sendText("{\"type\": \"analyse\", \"game\": \"american\", \"line\": [99]}", true).join();
            JsonNode refused = heard.poll(30, java.util.concurrent.TimeUnit.SECONDS);
            assertThat(refused.path("type").asText()).isEqualTo("error");
            assertThat(refused.path("status").asInt()).isEqualTo(400);
            assertThat(refused.path("error").asText()).contains("'line' entry 1");
        } finally {
            ws.abort();
        }
    }
}
