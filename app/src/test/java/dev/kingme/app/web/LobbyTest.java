package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.store.StoredChallenge;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The lobby's API (docs/web.md, "The lobby"): challenges made, listed, accepted once, cancelled; seats named. */
class LobbyTest extends ServerOnH2 {
    private JsonNode challenge(String body) {
        Client.Answer a = client.post("/api/challenges", null, body);
        assertThat(a.status()).as(a.body()).isEqualTo(201);
        return a.json();
    }

    private Client.Answer accept(String id, String key, String name) {
        return client.post("/api/challenges/" + id + "/accept", key, name == null ? "{}" : "{\"name\": \"" + name + "\"}");
    }

    @Test
    void aChallengeIsListedAcceptedByAnotherAndGivesEachSideItsSeat() {
        JsonNode made = challenge("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"cleric\", \"white\": \"thief\"},"
                + " \"clock\": \"5+3\", \"colour\": \"white\", \"name\": \"Ann\", \"black\": \"ai:hard\"}");
        String id = made.path("id").asText();
        String key = made.path("key").asText();
        assertThat(key).isNotBlank();
        assertThat(made.path("state").asText()).isEqualTo("open");
        assertThat(Duration.between(Instant.now(), Instant.parse(made.path("expires").asText())).toMinutes()).isBetween(14L, 15L);

        JsonNode listed = client.get("/api/lobby", null).json().path("challenges").get(0);
        assertThat(listed.path("id").asText()).isEqualTo(id);
        assertThat(listed.path("name").asText()).isEqualTo("Ann");
        assertThat(listed.path("colour").asText()).isEqualTo("white");
        assertThat(listed.path("game").asText()).isEqualTo("fantasy-rpg");
        assertThat(listed.path("options").path("white").asText()).isEqualTo("thief");
        assertThat(listed.path("clock").asText()).as("a field the lobby does not know, passed through").isEqualTo("5+3");
        assertThat(listed.path("expiresInSeconds").asInt()).isBetween(890, 900);
        assertThat(listed.has("key")).isFalse();
        assertThat(listed.path("mine").asBoolean()).isFalse();

        Client.Answer own = accept(id, key, "Ann");
        assertThat(own.status()).isEqualTo(403);
        assertThat(own.error()).contains("your own");

        Client.Answer taken = accept(id, null, "Bob");
        assertThat(taken.status()).as(taken.body()).isEqualTo(201);
        String game = taken.json().path("id").asText();
        String bobs = taken.json().path("tokens").path("black").asText();
        assertThat(taken.json().path("tokens").has("white")).as("the creator's token is the creator's key, not given out").isFalse();

        JsonNode forAnn = client.get("/api/challenges/" + id, key).json();
        assertThat(forAnn.path("state").asText()).isEqualTo("accepted");
        assertThat(forAnn.path("gameId").asText()).isEqualTo(game);
        assertThat(forAnn.path("token").asText()).isEqualTo(key);
        JsonNode forOthers = client.get("/api/challenges/" + id, null).json();
        assertThat(forOthers.path("state").asText()).isEqualTo("accepted");
        assertThat(forOthers.has("gameId")).isFalse();
        assertThat(forOthers.has("token")).isFalse();

        JsonNode annView = client.view(game, key);
        assertThat(annView.path("seat").asText()).isEqualTo("white");
        assertThat(annView.path("players").path("white").path("name").asText()).isEqualTo("Ann");
        assertThat(annView.path("players").path("black").path("name").asText()).isEqualTo("Bob");
        assertThat(annView.path("players").path("black").path("kind").asText()).as("a challenge's seats are people's").isEqualTo("human");
        assertThat(annView.path("options").path("black").asText()).isEqualTo("cleric");
        assertThat(client.view(game, bobs).path("seat").asText()).isEqualTo("black");

        assertThat(client.get("/api/lobby", null).json().path("challenges")).isEmpty();
        Client.Answer again = accept(id, null, "Cy");
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.error()).contains("taken");
    }

    @Test
    void ofManyAcceptingAtOnceExactlyOneWins() throws Exception {
        String id = challenge("{\"game\": \"american\", \"name\": \"Ann\"}").path("id").asText();
        int n = 8;
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            List<Future<Client.Answer>> answers = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String name = "P" + i;
                Callable<Client.Answer> task = () -> {
                    go.await();
                    return accept(id, null, name);
                };
                answers.add(pool.submit(task));
            }
            go.countDown();
            int won = 0;
            for (Future<Client.Answer> f : answers) {
                Client.Answer a = f.get();
                if (a.status() == 201) {
                    won++;
                } else {
                    assertThat(a.status()).as(a.body()).isEqualTo(409);
                    assertThat(a.error()).contains("was taken: someone accepted it first");
                }
            }
            assertThat(won).isEqualTo(1);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void onlyTheCreatorCancelsAndACancelledChallengeCannotBeAccepted() {
        JsonNode made = challenge("{\"game\": \"american\"}");
        String id = made.path("id").asText();
        Client.Answer stranger = client.call("DELETE", "/api/challenges/" + id, null, WebServer.TOKEN_HEADER, "not-the-key");
        assertThat(stranger.status()).isEqualTo(403);
        assertThat(stranger.error()).contains("only the creator");
        Client.Answer cancelled = client.call("DELETE", "/api/challenges/" + id, null, WebServer.TOKEN_HEADER, made.path("key").asText());
        assertThat(cancelled.status()).as(cancelled.body()).isEqualTo(200);
        assertThat(cancelled.json().path("state").asText()).isEqualTo("cancelled");
        assertThat(client.get("/api/lobby", null).json().path("challenges")).isEmpty();
        Client.Answer late = accept(id, null, null);
        assertThat(late.status()).isEqualTo(409);
        assertThat(late.error()).contains("cancelled by its creator");
    }

    @Test
    void anExpiredChallengeIsNotListedAndCannotBeAccepted() {
        Instant past = Instant.now().minus(Duration.ofMinutes(20)).truncatedTo(ChronoUnit.MILLIS);
        server.store().challenges().create(new StoredChallenge("old1", "{\"game\": \"american\"}", "black", "Ann",
                dev.kingme.app.account.Tokens.hash("k"), past, past.plus(Lobby.OPEN_FOR), null, null, null));
        assertThat(client.get("/api/lobby", null).json().path("challenges")).isEmpty();
        Client.Answer late = accept("old1", null, null);
        assertThat(late.status()).isEqualTo(409);
        assertThat(late.error()).contains("expired", "open for 15 minutes");
        assertThat(client.get("/api/challenges/old1", null).json().path("state").asText()).isEqualTo("expired");
    }

    @Test
    void aChallengeIsRefusedWithWhatIsWrong() {
        assertThat(client.post("/api/challenges", null, "{\"game\": \"american\", \"colour\": \"green\"}").error())
                .contains("'colour' must be black or white");
        assertThat(client.post("/api/challenges", null, "{\"game\": \"nope\"}").status()).isEqualTo(400);
        assertThat(client.post("/api/challenges", null, "{\"game\": \"american\", \"options\": {\"nope\": \"1\"}}").status())
                .isEqualTo(400);
        assertThat(client.post("/api/challenges", null, "{\"game\": \"american\", \"record\": \"{}\"}").error())
                .contains("takes no 'record'");
        assertThat(client.post("/api/challenges", null, "{\"game\": \"american\", \"setup\": \"W:W99:B1\"}").status())
                .isEqualTo(400);
        assertThat(client.get("/api/challenges/nosuch", null).status()).isEqualTo(404);
        assertThat(client.get("/api/challenges/a%2Fb", null).status()).isEqualTo(404);
    }

    @Test
    void aSeatJoinedByInviteNamesItselfOnce() {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true, \"name\": {\"black\": \"Ann\"}}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        String white = created.path("tokens").path("white").asText();
        Client.Answer named = client.post("/api/games/" + id + "/name", white, "{\"name\": \"  Bob \"}");
        assertThat(named.status()).as(named.body()).isEqualTo(200);
        assertThat(named.json().path("players").path("white").path("name").asText()).isEqualTo("Bob");
        assertThat(client.view(id, null).path("players").path("white").path("name").asText()).isEqualTo("Bob");

        Client.Answer twice = client.post("/api/games/" + id + "/name", white, "{\"name\": \"Rob\"}");
        assertThat(twice.status()).isEqualTo(409);
        assertThat(twice.error()).contains("named 'Bob' already");
        assertThat(client.post("/api/games/" + id + "/name", black, "{\"name\": \"Zed\"}").error()).contains("named 'Ann' already");
        Client.Answer spectator = client.post("/api/games/" + id + "/name", null, "{\"name\": \"Eve\"}");
        assertThat(spectator.status()).isEqualTo(403);
        assertThat(spectator.error()).contains("spectator");
        assertThat(client.post("/api/games/" + id + "/name", white, "{}").status()).isEqualTo(400);

        JsonNode local = client.create("{\"game\": \"american\"}");
        Client.Answer atOneScreen = client.post("/api/games/" + local.path("id").asText() + "/name",
                local.path("tokens").path("black").asText(), "{\"name\": \"Ann\"}");
        assertThat(atOneScreen.status()).isEqualTo(409);

        restart(TESTS);
        assertThat(client.view(id, null).path("players").path("white").path("name").asText()).as("stored").isEqualTo("Bob");
    }

    @Test
    void everyPlaceThatTakesANameHasTheSameLimitAndWords() {
        String longName = "x".repeat(41);
        String words = "a name may be at most 40 characters, not 41";
        assertThat(client.post("/api/games", null, "{\"game\": \"american\", \"name\": {\"black\": \"" + longName + "\"}}").error())
                .contains(words);
        assertThat(client.post("/api/challenges", null, "{\"game\": \"american\", \"name\": \"" + longName + "\"}").error())
                .contains(words);
        String id = challenge("{\"game\": \"american\"}").path("id").asText();
        assertThat(accept(id, null, longName).error()).contains(words);
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        assertThat(client.post("/api/games/" + created.path("id").asText() + "/name",
                created.path("tokens").path("white").asText(), "{\"name\": \"" + longName + "\"}").error()).contains(words);
        assertThat(client.post("/api/games", null, "{\"game\": \"american\", \"name\": {\"black\": \"" + "y".repeat(40) + "\"}}")
                .status()).isEqualTo(201);
    }

    /** "Being played now" lists the games being played: ones made and never moved in are not (issue 30). */
    @Test
    void theGamesBeingPlayedAreTheOnesWithAMove() {
        JsonNode moved = client.create("{\"game\": \"american\", \"online\": true}");
        String id = moved.path("id").asText();
        assertThat(client.choose(id, moved.path("tokens").path("black").asText(), 0, 0).status()).isEqualTo(200);
        for (int i = 0; i < 3; i++) {
            client.create("{\"game\": \"american\", \"online\": true}");
        }
        JsonNode playing = client.get("/api/lobby", null).json().path("playing");
        assertThat(playing).as("the one game with a move").hasSize(1);
        assertThat(playing.get(0).path("id").asText()).isEqualTo(id);
        assertThat(playing.get(0).path("moves").asInt()).isEqualTo(1);
    }
}
