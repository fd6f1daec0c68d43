package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.cluster.Node;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoredAction;
import dev.kingme.app.store.TestPostgres;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Three nodes of one cluster in this process, on a fresh database of the PostgreSQL that CI starts
 * ({@code KINGME_TEST_POSTGRES}; skipped without it): a move on one node reaches a watcher on another, two actions
 * at once on two nodes and a challenge accepted on two nodes at once are each taken once, and a node that stops
 * hands its games' AI and clocks to the others, which neither skip nor repeat them (docs/deploy.md).
 */
class ClusterTest {

    private final List<WebServer> nodes = new ArrayList<>();
    private final List<Client> clients = new ArrayList<>();
    private String url;

    @BeforeEach
    void start() throws Exception {
        TestPostgres.assumeGiven();
        url = TestPostgres.freshDatabase();
        for (int i = 1; i <= 3; i++) {
            WebServer node = WebServer.start(GameStore.open(url, null, null), "127.0.0.1", 0, ServerOnH2.TESTS,
                    new Node("node" + i, url, null, null));
            nodes.add(node);
            clients.add(new Client(node.port()));
        }
    }

    @AfterEach
    void stop() {
        nodes.forEach(n -> {
            if (n != null) {
                n.close();
            }
        });
    }

    /** One more node of the cluster, with its own limits. */
    private Client node(String name, Limits limits) {
        WebServer node = WebServer.start(GameStore.open(url, null, null), "127.0.0.1", 0, limits, new Node(name, url, null, null));
        nodes.add(node);
        return new Client(node.port());
    }

    private Client on(int node) {
        return clients.get(node - 1);
    }

    private List<StoredAction> stored(String id) {
        return nodes.get(2).store().actions(id);
    }

    /** Waits up to {@code seconds} for {@code what} to hold. */
    private static void within(int seconds, String what, Supplier<Boolean> holds) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!holds.get()) {
            assertThat(System.nanoTime()).as(what + " within " + seconds + " s").isLessThan(end);
            Thread.sleep(20);
        }
    }

    @Test
    void aMoveOnOneNodeReachesAWatcherOnAnotherAndEveryNodeFollows() throws Exception {
        JsonNode created = on(1).create("{\"game\": \"american\", \"online\": true}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        String white = created.path("tokens").path("white").asText();
        LiveSocket watcher = new LiveSocket(nodes.get(2).port(), id, null);
        watcher.view(0);

        assertThat(on(1).choose(id, black, 0, 0).status()).isEqualTo(200);
        JsonNode seen = watcher.view(1);
        assertThat(seen.path("moves")).hasSize(1);

        assertThat(on(2).choose(id, white, 1, 0).status()).as("White moves on another node").isEqualTo(200);
        assertThat(watcher.view(2).path("moves")).hasSize(2);
        // node 1 holds the game in memory since it made it: it followed the move stored by node 2
        within(5, "node 1 at version 2", () -> on(1).view(id, null).path("version").asInt() == 2);
        assertThat(on(1).view(id, null).path("moves")).isEqualTo(on(2).view(id, null).path("moves"));
        assertThat(watcher.gaps).isEmpty();
        // the lobby of any node lists it among the games being played
        assertThat(on(3).get("/api/lobby", null).json().path("playing").findValuesAsText("id")).contains(id);
    }

    @Test
    void ofTwoActionsAtOnceOnTwoNodesExactlyOneIsStored() throws Exception {
        for (int round = 0; round < 5; round++) {
            JsonNode created = on(1).create("{\"game\": \"american\", \"online\": true}");
            String id = created.path("id").asText();
            String black = created.path("tokens").path("black").asText();
            on(2).view(id, null);
            on(3).view(id, null);
            CountDownLatch go = new CountDownLatch(1);
            CompletableFuture<Client.Answer> a = CompletableFuture.supplyAsync(() -> at(go, () -> on(2).choose(id, black, 0, 0)));
            CompletableFuture<Client.Answer> b = CompletableFuture.supplyAsync(() -> at(go, () -> on(3).choose(id, black, 0, 1)));
            go.countDown();
            List<Integer> statuses = List.of(a.get(10, TimeUnit.SECONDS).status(), b.get(10, TimeUnit.SECONDS).status());
            assertThat(statuses).as("round " + round).containsExactlyInAnyOrder(200, 409);
            assertThat(stored(id)).hasSize(1);
            String move = stored(id).get(0).body();
            for (int node = 1; node <= 3; node++) {
                int n = node;
                within(5, "node " + n + " at version 1", () -> on(n).view(id, null).path("version").asInt() == 1);
            }
            assertThat(on(2).view(id, null).path("moves")).isEqualTo(on(3).view(id, null).path("moves"));
            assertThat(move).isNotBlank();
        }
    }

    private static <T> T at(CountDownLatch go, Supplier<T> call) {
        try {
            go.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return call.get();
    }

    @Test
    void aChallengeAcceptedOnTwoNodesAtOnceMakesOneGame() throws Exception {
        Client.Answer made = on(1).post("/api/challenges", null, "{\"game\": \"american\", \"colour\": \"white\", \"name\": \"Ann\"}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        String id = made.json().path("id").asText();
        CountDownLatch go = new CountDownLatch(1);
        CompletableFuture<Client.Answer> a = CompletableFuture.supplyAsync(
                () -> at(go, () -> on(2).post("/api/challenges/" + id + "/accept", null, "{\"name\": \"Bob\"}")));
        CompletableFuture<Client.Answer> b = CompletableFuture.supplyAsync(
                () -> at(go, () -> on(3).post("/api/challenges/" + id + "/accept", null, "{\"name\": \"Cy\"}")));
        go.countDown();
        List<Integer> statuses = List.of(a.get(10, TimeUnit.SECONDS).status(), b.get(10, TimeUnit.SECONDS).status());
        assertThat(statuses).containsExactlyInAnyOrder(201, 409);
        String game = (a.get().status() == 201 ? a.get() : b.get()).json().path("id").asText();
        assertThat(on(1).get("/api/challenges/" + id, null).json().path("state").asText()).isEqualTo("accepted");
        assertThat(on(1).view(game, null).path("version").asInt()).isZero();
    }

    @Test
    void anAiGameWhoseNodeStopsIsTakenOverAndItsAiMovesOnceEachTurn() throws Exception {
        JsonNode created = on(1).create("{\"game\": \"american\", \"white\": \"ai:beginner\"}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        assertThat(nodes.get(0).store().leases().holder(id)).contains("node1");

        assertThat(on(2).choose(id, black, 0, 0).status()).isEqualTo(200);
        within(10, "the AI's answer, thought on node 1", () -> on(2).view(id, null).path("version").asInt() == 2);

        nodes.get(0).close();
        nodes.set(0, null);
        assertThat(on(2).choose(id, black, 2, 0).status()).isEqualTo(200);
        within(10, "the AI's answer after node 1 stopped", () -> on(3).view(id, null).path("version").asInt() == 4);
        Thread.sleep(500);  // nothing more comes: the AI moved once
        assertThat(stored(id)).extracting(StoredAction::seq).containsExactly(1, 2, 3, 4);
        assertThat(nodes.get(1).store().leases().holder(id)).isPresent().get().isIn("node2", "node3");
    }

    @Test
    void aFlagFallsOnceWhenTheNodeThatRanTheClockStops() throws Exception {
        JsonNode created = on(1).create("{\"game\": \"american\", \"online\": true, \"clock\": \"1s+0\"}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        String white = created.path("tokens").path("white").asText();
        assertThat(on(2).choose(id, black, 0, 0).status()).isEqualTo(200);
        assertThat(on(2).choose(id, white, 1, 0).status()).isEqualTo(200);
        nodes.get(0).close();  // Black's clock runs; node 1 ran it
        nodes.set(0, null);
        within(10, "Black's flag fallen", () -> on(3).view(id, null).path("toAct").path("reason").asText()
                .equals("Black ran out of time"));
        Thread.sleep(1_000);
        assertThat(stored(id)).extracting(StoredAction::kind).containsExactly("move", "move", "flag");
    }

    @Test
    void theLimitsPerAddressAreCountedAlikeOnEveryNode() {
        Client four = node("node4", new Limits(4, 3, 10_000, false));
        Client five = node("node5", new Limits(4, 3, 10_000, false));
        four.create("{\"game\": \"american\"}");
        five.create("{\"game\": \"american\"}");
        four.create("{\"game\": \"american\"}");
        Client.Answer refused = five.post("/api/games", null, "{\"game\": \"american\"}");
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.error()).startsWith("you have started 3 games in the last minute, the most this server allows");
    }

    @Test
    void theGamesAgainstTheAiPerAddressAreCountedAlikeOnEveryNode() {
        Client four = node("node4", new Limits(4, 100, 2, false));
        Client five = node("node5", new Limits(4, 100, 2, false));
        four.create("{\"game\": \"american\", \"white\": \"ai:beginner\"}");
        five.create("{\"game\": \"american\", \"white\": \"ai:beginner\"}");
        Client.Answer refused = four.post("/api/games", null, "{\"game\": \"american\", \"white\": \"ai:beginner\"}");
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.error()).startsWith("you have 2 unfinished games against the AI");
        assertThat(five.create("{\"game\": \"american\"}").path("id").asText()).as("a game between people is still made").isNotBlank();
    }

    @Test
    void aPlayerLoggedInOnOneNodeIsLoggedInOnEveryNodeAndLoggedOutEverywhere() {
        Client.Answer made = on(1).post("/api/account", null, "{\"name\": \"Ann\", \"password\": \"a long secret\"}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        String set = made.setCookie();
        String cookie = set.substring(0, set.indexOf(';'));
        for (int node = 1; node <= 3; node++) {
            assertThat(on(node).call("GET", "/api/session", null, "Cookie", cookie).body())
                    .as("node " + node).isEqualTo("{\"player\":{\"name\":\"Ann\"}}");
        }
        assertThat(on(2).call("DELETE", "/api/session", null, "Cookie", cookie).status()).isLessThan(300);
        for (int node = 1; node <= 3; node++) {
            assertThat(on(node).call("GET", "/api/session", null, "Cookie", cookie).body())
                    .as("node " + node + " after logging out on node 2").isEqualTo("{\"player\":null}");
        }
    }
}
