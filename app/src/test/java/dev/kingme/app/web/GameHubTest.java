package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.History;
import dev.kingme.app.session.HistoryRecords;
import dev.kingme.app.store.GameStore;
import dev.kingme.record.RecordJson;
import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.Entry;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.MatchRunner;
import dev.kingme.rules.record.RandomChooser;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The hub lets go of games nobody uses, and a game let go of plays on exactly as if it had stayed. */
class GameHubTest {
    @TempDir
    Path data;

    /** A new game's request as the API reads it from {@code json}. */
    private static CreateRequest request(String json) {
        return CreateRequest.read(Fields.object(json, "a test's request"));
    }

    private static ActionRequest choose(int version, int choice) {
        return new ActionRequest(version, ActionRequest.Type.CHOOSE, choice);
    }

    @Test
    void gamesLetGoOfAtEveryMomentPlayOnAsIfTheyHadStayed() throws Exception {
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null)) {
            String id;
            String token;
            ObjectNode last;
            try (GameHub hub = new GameHub(store, Duration.ZERO)) {  // the sweeper lets go of games all the time
                GameHub.Created created = hub.create(request("{\"game\": \"american\"}"));
                id = created.id();
                token = created.tokens().get("black");
                int let = 0;
                last = hub.view(id, token);
                int v = 0;
                for (; v < 30 && !last.path("choices").isEmpty(); v++) {
                    last = hub.act(id, token, choose(v, v % last.path("choices").size()));
                    assertThat(last.path("version").intValue()).isEqualTo(v + 1);
                    let += hub.letGoOfIdleGames();
                }
                assertThat(let).as("games let go of by the test's own calls").isPositive();
                last = hub.view(id, token);
                assertThat(last.path("moves").size()).isEqualTo(v).isGreaterThan(10);
                hub.letGoOfIdleGames();
                assertThat(hub.inMemory()).isZero();
            }
            try (GameHub again = new GameHub(store)) {
                assertThat(again.view(id, token)).isEqualTo(last);
            }
        }
    }

    @Test
    void aGameWhoseAiIsThinkingIsKeptAndItsMoveIsStored() throws Exception {
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null);
                GameHub hub = new GameHub(store, Duration.ZERO)) {
            GameHub.Created created = hub.create(request("{\"game\": \"american\", \"white\": \"ai:beginner\"}"));
            String token = created.tokens().get("black");
            for (int move = 0; move < 5; move++) {
                int version = hub.view(created.id(), token).path("version").intValue();
                hub.act(created.id(), token, choose(version, 0));
                long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while (hub.view(created.id(), token).path("version").intValue() < version + 2
                        && hub.view(created.id(), token).path("toAct").path("kind").asText().equals("choice")
                        && System.nanoTime() < until) {
                    hub.letGoOfIdleGames();
                    Thread.sleep(5);
                }
            }
            ObjectNode view = hub.view(created.id(), token);
            assertThat(view.path("moves").size()).isGreaterThanOrEqualTo(10);
            assertThat(view.path("toAct").path("mine").asBoolean() || view.path("toAct").path("kind").asText().equals("over"))
                    .isTrue();
        }
    }

    /**
     * Undo is never a way to roll again: a terraport taken back and set anew meets the die it met the first
     * time, also once the server has started again; the rolls stay in the game's stored actions.
     */
    @Test
    void aMoveTakenBackAndMadeAgainMeetsTheSameDice() throws Exception {
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null)) {
            String id;
            String token;
            int first;
            try (GameHub hub = new GameHub(store)) {
                GameHub.Created created = hub.create(request(
                        "{\"game\": \"schlock-mercenary\", \"options\": {\"black\": \"kevyn\", \"white\": \"tagon\"}}"));
                id = created.id();
                token = created.tokens().get("black");
                first = terraportRoll(hub, id, token);
                for (int again = 0; again < 3; again++) {
                    undo(hub, id, token);
                    assertThat(terraportRoll(hub, id, token)).isEqualTo(first);
                }
            }
            try (GameHub restarted = new GameHub(store)) {
                undo(restarted, id, token);
                assertThat(terraportRoll(restarted, id, token)).isEqualTo(first);
            }
            assertThat(store.actions(id)).filteredOn(a -> a.kind().equals("roll")).hasSize(5)
                    .allSatisfy(a -> assertThat(a.body()).isEqualTo("{\"value\":" + first + "}"));
        }
    }

    /** Sets the terraport 1 to 18 and answers the die it rolled. */
    private static int terraportRoll(GameHub hub, String id, String token) {
        ObjectNode view = hub.view(id, token);
        int index = -1;
        for (int i = 0; i < view.path("choices").size(); i++) {
            if (view.path("choices").get(i).path("text").asText().equals("terraport 1 18")) {
                index = i;
            }
        }
        assertThat(index).as("the terraport among the choices").isNotNegative();
        ObjectNode after = hub.act(id, token, choose(view.path("version").intValue(), index));
        assertThat(after.path("roll").path("label").asText()).startsWith("d6 ");
        return after.path("roll").path("value").intValue();
    }

    private static void undo(GameHub hub, String id, String token) {
        int version = hub.view(id, token).path("version").intValue();
        hub.act(id, token, new ActionRequest(version, ActionRequest.Type.UNDO, -1));
    }

    /**
     * A posted record goes on as a new game with the rolls it holds: chance is rolled by the server only
     * after the record's last entry (rolling between the record's moves would meet the record's own roll).
     */
    @Test
    void aRecordWithRollsBetweenItsMovesGoesOnAsANewGame() throws Exception {
        Rules rules = Games.byName("schlock-mercenary").rules(Map.of("black", "kevyn", "white", "tagon"));
        GameRecord record = null;
        for (long seed = 1; record == null; seed++) {
            GameRecord r = MatchRunner.seeded(seed).play(rules, new RandomChooser(seed), new RandomChooser(-seed), 40).record();
            if (r.entries().subList(1, r.entries().size()).stream().anyMatch(e -> e instanceof Entry.Rolled)) {
                record = r;
            }
        }
        List<History.Step> steps = HistoryRecords.history(rules, record).steps();
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null); GameHub hub = new GameHub(store)) {
            GameHub.Created created = hub.create(request(Fields.JSON.createObjectNode().put("record", RecordJson.write(record))
                    .toString()));
            ObjectNode view = hub.view(created.id(), null);
            assertThat(view.path("version").intValue()).isGreaterThanOrEqualTo(steps.size());
            for (int i = 0; i < steps.size(); i++) {
                String text = steps.get(i) instanceof History.Played p ? p.text()
                        : "chance: " + ((History.Rolled) steps.get(i)).outcome().label();
                assertThat(view.path("moves").get(i).path("text").asText()).isEqualTo(text);
            }
        }
    }

    /**
     * A game stored before ruling S9 changed when Superior Tactician is offered (its stored actions, from a
     * server of that time, answer an offer at the start of every Breya turn) plays back as it was played, to
     * the same end, pools and purses.
     */
    @Test
    void aGameStoredBeforeRulingS9PlaysBackAsItWasPlayed() throws Exception {
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null)) {
            store.create(new dev.kingme.app.store.StoredGame("oldbreya", "schlock-mercenary",
                    "{\"black\":\"breya\",\"white\":\"tagon\",\"no-progress\":\"40\",\"repetitions\":\"3\"}",
                    "ai:beginner", "ai:beginner", "AI (ai:beginner)", "AI (ai:beginner)", null, null, false,
                    7376191636857426710L, null, "1-0 White has no checkers left", java.time.Instant.now()));
            try (java.io.InputStream in = GameHubTest.class.getResourceAsStream("/stored/breya-tagon-before-s9.jsonl")) {
                for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                    com.fasterxml.jackson.databind.JsonNode a = Fields.JSON.readTree(line);
                    store.append("oldbreya", new dev.kingme.app.store.StoredAction(a.path("seq").intValue(),
                            a.path("kind").asText(), a.path("player").isNull() ? null : a.path("player").asText(),
                            a.path("body").asText()));
                }
            }
            try (GameHub hub = new GameHub(store)) {
                ObjectNode view = hub.view("oldbreya", null);
                assertThat(view.path("version").intValue()).isEqualTo(179);
                assertThat(view.path("toAct").path("kind").asText()).isEqualTo("over");
                assertThat(view.path("toAct").path("winner").asText()).isEqualTo("black");
                assertThat(view.path("toAct").path("reason").asText()).isEqualTo("White has no pieces left");
                assertThat(view.path("sides").path("black").path("pool").intValue()).isEqualTo(12);
                assertThat(view.path("sides").path("white").path("pool").intValue()).isEqualTo(5);
                assertThat(view.path("sides").path("black").path("pennies").intValue()).isEqualTo(2);
                assertThat(view.path("sides").path("white").path("pennies").intValue()).isZero();
            }
        }
    }
}
