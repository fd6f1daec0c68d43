package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoredAction;
import dev.kingme.app.store.TestPostgres;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Two nodes of one cluster in processes of their own on a fresh PostgreSQL database ({@code KINGME_TEST_POSTGRES};
 * skipped without it), one killed with SIGKILL in the middle of a game against the AI, a game under a clock and a
 * game between people: the other takes them over within a few seconds, every acknowledged action is there, the
 * AI answers each move once, the flag falls once, and a watcher that connects again to the other node goes on
 * from where it was (docs/deploy.md).
 */
class ClusterKillTest {
    private ServerProcess a;
    private ServerProcess b;

    @AfterEach
    void stop() throws InterruptedException {
        for (ServerProcess p : new ServerProcess[] {a, b}) {
            if (p != null && p.process().isAlive()) {
                p.kill();
            }
        }
    }

    @Test
    void aNodeKilledMidGameIsTakenOverWithNothingLostAndNothingTwice() throws Exception {
        TestPostgres.assumeGiven();
        String url = TestPostgres.freshDatabase();
        a = ServerProcess.start("--db", url, "--node", "a");
        // b's JVM runs 14 hours ahead of UTC: the leases must not depend on the nodes' time zones
        b = ServerProcess.start(List.of("-Duser.timezone=Pacific/Kiritimati"), "--db", url, "--node", "b");
        Client onA = new Client(a.port());
        Client onB = new Client(b.port());

        // against the AI, made on node a, which runs its AI
        JsonNode ai = onA.create("{\"game\": \"american\", \"white\": \"ai:beginner\"}");
        String aiId = ai.path("id").asText();
        String aiBlack = ai.path("tokens").path("black").asText();
        assertThat(onA.choose(aiId, aiBlack, 0, 0).status()).isEqualTo(200);
        onA.await(aiId, aiBlack, 2);
        // under a clock of three seconds each, both first moves made on node a
        JsonNode clocked = onA.create("{\"game\": \"american\", \"online\": true, \"clock\": \"3s+0\"}");
        String clockId = clocked.path("id").asText();
        assertThat(onA.choose(clockId, clocked.path("tokens").path("black").asText(), 0, 0).status()).isEqualTo(200);
        assertThat(onA.choose(clockId, clocked.path("tokens").path("white").asText(), 1, 0).status()).isEqualTo(200);
        // between people, watched on node a
        JsonNode people = onA.create("{\"game\": \"american\", \"online\": true}");
        String peopleId = people.path("id").asText();
        String white = people.path("tokens").path("white").asText();
        assertThat(onA.choose(peopleId, people.path("tokens").path("black").asText(), 0, 0).status()).isEqualTo(200);
        LiveSocket watcher = new LiveSocket(a.port(), peopleId, null);
        watcher.view(1);

        Thread.sleep(2_500);  // b looked for lapsed leases twice meanwhile
        try (GameStore store = GameStore.open(url, null, null)) {
            assertThat(store.leases().holder(aiId)).as("a's lease, still a's while a lives").contains("a");
        }

        long killed = System.nanoTime();
        a.kill();

        // the watcher connects again, to node b, and goes on
        LiveSocket again = new LiveSocket(b.port(), peopleId, white);
        assertThat(again.view(1).path("moves")).hasSize(1);
        assertThat(onB.choose(peopleId, white, 1, 0).status()).isEqualTo(200);
        assertThat(again.view(2).path("moves")).hasSize(2);

        // the AI's game: a move on node b is answered once node b has taken the game over
        assertThat(onB.choose(aiId, aiBlack, 2, 0).status()).isEqualTo(200);
        JsonNode answered = onB.await(aiId, aiBlack, 4);
        assertThat(answered.path("version").asInt()).isEqualTo(4);
        double tookSeconds = (System.nanoTime() - killed) / 1e9;
        assertThat(tookSeconds).as("taken over within a few seconds").isLessThan(15);

        // the clock's game: Black's flag falls on node b
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!onB.view(clockId, null).path("toAct").path("reason").asText().equals("Black ran out of time")) {
            assertThat(System.nanoTime()).as("Black's flag fallen after the kill").isLessThan(end);
            Thread.sleep(100);
        }
        Thread.sleep(1_500);  // time for anything done twice to show

        try (GameStore store = GameStore.open(url, null, null)) {
            assertThat(store.actions(aiId)).extracting(StoredAction::seq).containsExactly(1, 2, 3, 4);
            assertThat(store.actions(aiId)).extracting(StoredAction::player).containsExactly("black", "white", "black", "white");
            assertThat(store.actions(clockId)).extracting(StoredAction::kind).containsExactly("move", "move", "flag");
            assertThat(store.actions(peopleId)).extracting(StoredAction::seq).containsExactly(1, 2);
            assertThat(store.leases().holder(aiId)).contains("b");
        }
    }
}
