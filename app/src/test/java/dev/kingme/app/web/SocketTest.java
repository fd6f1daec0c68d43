package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** WebSocket updates and actions: a move reaches the other seat and the spectators at once. */
class SocketTest extends ServerOnH2 {
    private LiveSocket socket(String id, String token) {
        return new LiveSocket(server.port(), id, token);
    }

    @Test
    void aMoveReachesTheOtherPlayerAndTheSpectatorsAtOnce() throws Exception {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        String id = created.path("id").asText();
        LiveSocket black = socket(id, created.path("tokens").path("black").asText());
        LiveSocket white = socket(id, created.path("tokens").path("white").asText());
        LiveSocket watcher = socket(id, null);
        JsonNode first = black.next("view").path("view");
        assertThat(first.path("version").asInt()).isZero();
        assertThat(white.next("view").path("view").path("choices").size()).isZero();
        watcher.next("view");
        black.send("{\"type\": \"action\", \"id\": \"m1\", \"version\": 0, \"action\": \"choose\", \"choice\": "
                + ApiContract.indexOf(first, "11-15") + "}");
        JsonNode seen = white.view(1);
        assertThat(seen.path("version").asInt()).isEqualTo(1);
        assertThat(seen.path("moves").get(0).path("text").asText()).isEqualTo("11-15");
        assertThat(seen.path("toAct").path("mine").asBoolean()).isTrue();
        assertThat(seen.path("choices").size()).isPositive();
        assertThat(watcher.view(1).path("moves").size()).isEqualTo(1);
        JsonNode ack = black.next("ack");
        assertThat(ack.path("id").asText()).isEqualTo("m1");
        assertThat(ack.path("version").asInt()).isEqualTo(1);

        black.send("{\"type\": \"action\", \"id\": \"m2\", \"version\": 0, \"action\": \"choose\", \"choice\": 0}");
        JsonNode refused = black.next("error");
        assertThat(refused.path("id").asText()).isEqualTo("m2");
        assertThat(refused.path("status").asInt()).isEqualTo(409);
        watcher.send("{\"type\": \"action\", \"id\": \"w\", \"version\": 1, \"action\": \"choose\", \"choice\": 0}");
        assertThat(watcher.next("error").path("status").asInt()).isEqualTo(403);
        white.send("{\"type\": \"action\", \"version\": ");
        assertThat(white.next("error").path("error").asText()).contains("not valid JSON");
    }

    @Test
    void aReconnectingPlayerFindsTheGameAsItIs() throws Exception {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        client.choose(id, token, 0, 0);
        JsonNode view = socket(id, token).next("view").path("view");
        assertThat(view.path("version").asInt()).isEqualTo(1);
        assertThat(view).isEqualTo(client.view(id, token));
    }

    @Test
    void aForgedTokenIsRefusedAndTheConnectionClosed() throws Exception {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        LiveSocket forged = socket(created.path("id").asText(), "forged");
        JsonNode error = forged.next("error");
        assertThat(error.path("status").asInt()).isEqualTo(403);
        LiveSocket missing = socket("nosuchgame", null);
        assertThat(missing.next("error").path("status").asInt()).isEqualTo(404);
    }

    /**
     * Whatever happens in a game (moves, multi-jumps, chance's rolls, powers, take-backs, a draw offered and
     * declined, the end), the view each watcher builds from the updates it is sent is the whole view the
     * server sends on connecting or answers over HTTP, for a player, for both seats at one screen and for a
     * spectator; and no update fails to follow the one before.
     */
    @Test
    void theViewsTheUpdatesMakeAreTheWholeViewsOfEveryGame() throws Exception {
        String[] games = {"american", "fantasy-rpg", "schlock-mercenary", "warp", "lilypad"};
        java.util.Random random = new java.util.Random(7);
        for (String game : games) {
            for (boolean online : new boolean[] {true, false}) {
                JsonNode created = client.create("{\"game\": \"" + game + "\", \"online\": " + online + "}");
                String id = created.path("id").asText();
                String black = created.path("tokens").path("black").asText();
                String white = created.path("tokens").path("white").asText();
                java.util.Map<String, LiveSocket> watchers = new java.util.LinkedHashMap<>();
                watchers.put(black, socket(id, black));
                if (online) {
                    watchers.put(white, socket(id, white));
                }
                watchers.put("", socket(id, null));
                for (int step = 0; step < 60; step++) {
                    JsonNode view = client.view(id, black);
                    if (view.path("toAct").path("kind").asText().equals("over")) {
                        break;
                    }
                    String token = view.path("toAct").path("player").asText().equals("white") ? white : black;
                    JsonNode mine = client.view(id, token);
                    int version = mine.path("version").asInt();
                    Client.Answer answer;
                    if (!online && step % 9 == 8 && mine.path("canUndo").asBoolean()) {
                        answer = client.act(id, token, version, "undo");
                    } else if (step == 5) {
                        answer = client.act(id, token, version, "offer-draw");
                        String other = token.equals(black) ? white : black;
                        if (answer.status() == 200 && online) {
                            answer = client.act(id, other, answer.json().path("version").asInt(), "decline-draw");
                        }
                    } else {
                        int n = mine.path("choices").size();
                        assertThat(n).as("%s: choices at version %d", game, version).isPositive();
                        answer = client.choose(id, token, version, mine.path("choices").get(random.nextInt(n)).path("index").asInt());
                    }
                    assertThat(answer.status()).as("%s, step %d: %s", game, step, answer.body()).isEqualTo(200);
                    int now = answer.json().path("version").asInt();
                    for (java.util.Map.Entry<String, LiveSocket> w : watchers.entrySet()) {
                        JsonNode built = w.getValue().view(now);
                        String t = w.getKey().isEmpty() ? null : w.getKey();
                        assertThat(built).as("%s (online %s), step %d, version %d, token %s", game, online, step, now, t)
                                .isEqualTo(client.view(id, t));
                    }
                }
                for (LiveSocket w : watchers.values()) {
                    assertThat(w.gaps).as(game).isEmpty();
                    w.ws.abort();
                }
            }
        }
    }

    /**
     * Every action sent over a WebSocket is answered, also as the game ends while watchers go away: both
     * players resign at once (one is stored, the other refused) as the spectators' connections are cut.
     */
    @Test
    void everyActionIsAnsweredEvenAsTheGameEndsAndWatchersLeave() throws Exception {
        for (int i = 0; i < 60; i++) {
            JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
            String id = created.path("id").asText();
            LiveSocket black = socket(id, created.path("tokens").path("black").asText());
            LiveSocket white = socket(id, created.path("tokens").path("white").asText());
            java.util.List<LiveSocket> spectators = new java.util.ArrayList<>();
            for (int k = 0; k < 4; k++) {
                spectators.add(socket(id, null));
            }
            black.next("view");
            white.next("view");
            for (LiveSocket s : spectators) {
                s.next("view");
            }
            black.ws.sendText("{\"type\": \"action\", \"id\": \"b\", \"version\": 0, \"action\": \"resign\"}", true);
            white.ws.sendText("{\"type\": \"action\", \"id\": \"w\", \"version\": 0, \"action\": \"resign\"}", true);
            spectators.forEach(s -> s.ws.abort());
            int acks = 0;
            for (LiveSocket player : java.util.List.of(black, white)) {
                JsonNode answer = answer(player);
                assertThat(answer).as("game %d: an answer to %s's resignation", i, player == black ? "black" : "white")
                        .isNotNull();
                acks += answer.path("type").asText().equals("ack") ? 1 : 0;
            }
            assertThat(acks).as("game %d: exactly one resignation is stored", i).isEqualTo(1);
            black.ws.abort();
            white.ws.abort();
        }
    }

    /** The ack or error that answers the action a socket sent, or null when none came within 10 s. */
    private static JsonNode answer(LiveSocket s) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            JsonNode m = s.messages.poll(100, TimeUnit.MILLISECONDS);
            if (m != null && (m.path("type").asText().equals("ack") || m.path("type").asText().equals("error"))) {
                return m;
            }
        }
        return null;
    }

    /**
     * A change that makes no new version still reaches the watchers: a rematch asked for by one player shows on
     * the other's and the spectators' views as an update from the version they have to the same one.
     */
    @Test
    void aRematchAskedForReachesTheOtherPlayerWithoutANewVersion() throws Exception {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        LiveSocket white = socket(id, created.path("tokens").path("white").asText());
        LiveSocket watcher = socket(id, null);
        assertThat(client.act(id, black, 0, "resign").status()).isEqualTo(200);
        white.view(1);
        watcher.view(1);
        Client.Answer rematch = client.post("/api/games/" + id + "/rematch", black, "");
        assertThat(rematch.status()).isEqualTo(201);
        String made = rematch.json().path("id").asText();
        for (LiveSocket s : java.util.List.of(white, watcher)) {
            JsonNode seen = s.view(v -> v.path("rematch").asText().equals(made), 10);
            assertThat(seen.path("version").asInt()).isEqualTo(1);
            assertThat(seen).isEqualTo(client.view(id, s == white ? created.path("tokens").path("white").asText() : null));
            assertThat(s.gaps).isEmpty();
        }
    }
}
