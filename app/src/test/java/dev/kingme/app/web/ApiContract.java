package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.store.GameStore;
import dev.kingme.record.RecordJson;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The JSON API against an in-process server on port 0, over whatever database the subclass opens (H2, or
 * the PostgreSQL that CI starts): games, seats, moves, the AI's replies, refusals, races, draws,
 * resignation, rematch, records and a restart.
 */
abstract class ApiContract extends ServerOnStore {
    void restart() {
        server.close();
        server = WebServer.start(openStore(), "127.0.0.1", 0, ServerOnH2.TESTS);
        client = new Client(server.port());
    }

    @Test
    void theKindsListEveryGameItsOptionsCharactersAndTheAiLevels() {
        JsonNode kinds = client.get("/api/kinds", null).json();
        List<String> names = new ArrayList<>();
        kinds.path("kinds").forEach(k -> names.add(k.path("name").asText()));
        assertThat(names).contains("american", "fantasy-rpg", "schlock-mercenary", "warp", "lilypad");
        JsonNode fantasy = kinds.path("kinds").get(names.indexOf("fantasy-rpg"));
        assertThat(fantasy.path("characters").size()).isGreaterThanOrEqualTo(16);
        assertThat(fantasy.path("characters").toString()).contains("Cure Light Wounds (1 penny)");
        assertThat(kinds.path("levels").toString()).contains("ai:beginner", "ai:strongest");
    }

    @Test
    void aPersonMovesAndTheAiReplies() {
        JsonNode created = client.create("{\"game\": \"american\", \"white\": \"ai:beginner\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        assertThat(created.path("tokens").has("white")).isFalse();
        JsonNode v = client.view(id, token);
        assertThat(v.path("seat").asText()).isEqualTo("black");
        assertThat(v.path("orientation").asText()).isEqualTo("black");
        assertThat(v.path("choices").size()).isEqualTo(7);
        assertThat(v.path("board").path("pieces").size()).isEqualTo(24);
        int i = indexOf(v, "11-15");
        Client.Answer a = client.choose(id, token, 0, i);
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json().path("moves").get(0).path("text").asText()).isEqualTo("11-15");
        JsonNode after = client.await(id, token, 2);
        assertThat(after.path("moves").size()).isEqualTo(2);
        assertThat(after.path("moves").get(1).path("player").asText()).isEqualTo("white");
        assertThat(after.path("toAct").path("mine").asBoolean()).isTrue();
        assertThat(after.path("hasPdn").asBoolean()).isTrue();
        assertThat(after.has("pdn")).as("the PDN is fetched on its own, not sent with every view").isFalse();
        assertThat(client.get("/api/games/" + id + "/record.pdn", null).body()).contains("1. 11-15 ");
    }

    static int indexOf(JsonNode view, String text) {
        for (JsonNode c : view.path("choices")) {
            if (c.path("text").asText().equals(text)) {
                return c.path("index").asInt();
            }
        }
        throw new AssertionError(text + " is not among " + view.path("choices"));
    }

    @Test
    void noSeatActsForAnotherAndSpectatorsSeeButCannotAct() {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        String white = created.path("tokens").path("white").asText();
        assertThat(black).isNotEqualTo(white);
        Client.Answer wrongSeat = client.choose(id, white, 0, 0);
        assertThat(wrongSeat.status()).isEqualTo(409);
        assertThat(wrongSeat.error()).contains("Black's turn");
        Client.Answer forged = client.choose(id, "not-a-token", 0, 0);
        assertThat(forged.status()).isEqualTo(403);
        Client.Answer spectator = client.choose(id, null, 0, 0);
        assertThat(spectator.status()).isEqualTo(403);
        JsonNode watching = client.view(id, null);
        assertThat(watching.path("seat").isNull()).isTrue();
        assertThat(watching.path("choices").size()).isZero();
        assertThat(client.view(id, white).path("choices").size()).isZero();
        assertThat(client.view(id, black).path("choices").size()).isEqualTo(7);
        Client.Answer other = client.view(id, black).isEmpty() ? null : client.get("/api/games/" + id, white);
        assertThat(other.json().path("seat").asText()).isEqualTo("white");
    }

    @Test
    void badRequestsGetClearFourHundreds() {
        assertThat(client.post("/api/games", null, "{\"game\": ").status()).isEqualTo(400);
        assertThat(client.post("/api/games", null, "{\"game\": ").error()).contains("line 1");
        assertThat(client.post("/api/games", null, "[]").error()).contains("expected a JSON object");
        assertThat(client.post("/api/games", null, "{\"game\": \"chess\"}").error()).contains("chess");
        assertThat(client.post("/api/games", null, "{\"game\": 7}").error()).contains("'game' must be text");
        assertThat(client.post("/api/games", null, "{\"game\": \"american\", \"options\": {\"opening\": \"x\"}}").error())
                .contains("opening");
        assertThat(client.post("/api/games", null, "{\"game\": \"american\", \"white\": \"ai:godlike\"}").status())
                .isEqualTo(400);
        assertThat(client.post("/api/games", null, "{\"game\": \"american\", \"name\": {\"black\": \""
                + "x".repeat(41) + "\"}}").error()).contains("at most 40");
        assertThat(client.post("/api/games", null, "{\"game\": \"" + "x".repeat(70_000) + "\"}").status())
                .isEqualTo(413);
        assertThat(client.get("/api/games/nosuchgame", null).status()).isEqualTo(404);
        assertThat(client.get("/api/games/..%2F..%2Fetc", null).status()).isEqualTo(404);
        assertThat(client.get("/api/nothing", null).status()).isEqualTo(404);
        JsonNode created = client.create("{\"game\": \"american\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        String actions = "/api/games/" + id + "/actions";
        assertThat(client.post(actions, token, "{\"version\": 0, \"type\": \"fly\"}").error()).contains("unknown action");
        assertThat(client.post(actions, token, "{\"type\": \"choose\", \"choice\": 0}").error()).contains("'version' is missing");
        assertThat(client.post(actions, token, "{\"version\": \"0\", \"type\": \"choose\"}").status()).isEqualTo(400);
        assertThat(client.choose(id, token, 0, 99).status()).isEqualTo(409);
        assertThat(client.choose(id, token, 0, -1).status()).isEqualTo(400);
        assertThat(client.act(id, token, 0, "accept-draw").error()).contains("no draw");
        assertThat(client.view(id, token).path("version").asInt()).isZero();
    }

    @Test
    void ofTwoActionsSentAtOnceOneIsAcceptedAndTheOtherRefused() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 10; round++) {
                JsonNode created = client.create("{\"game\": \"american\"}");
                String id = created.path("id").asText();
                String token = created.path("tokens").path("black").asText();
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Client.Answer>> answers = new ArrayList<>();
                for (int c = 0; c < 2; c++) {
                    int choice = c;
                    answers.add(pool.submit(() -> {
                        go.await();
                        return client.choose(id, token, 0, choice);
                    }));
                }
                go.countDown();
                List<Integer> statuses = new ArrayList<>();
                for (Future<Client.Answer> f : answers) {
                    statuses.add(f.get().status());
                }
                assertThat(statuses).containsExactlyInAnyOrder(200, 409);
                JsonNode v = client.view(id, token);
                assertThat(v.path("version").asInt()).isEqualTo(1);
                assertThat(v.path("moves").size()).isEqualTo(1);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void undoAgainstTheAiTakesBackTheReplyToo() {
        JsonNode created = client.create("{\"game\": \"american\", \"white\": \"ai:beginner\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        assertThat(client.view(id, token).path("canUndo").asBoolean()).isFalse();
        client.choose(id, token, 0, 0);
        JsonNode v = client.await(id, token, 2);
        assertThat(v.path("canUndo").asBoolean()).isTrue();
        Client.Answer undone = client.act(id, token, 2, "undo");
        assertThat(undone.status()).isEqualTo(200);
        assertThat(undone.json().path("moves").size()).isZero();
        assertThat(undone.json().path("toAct").path("mine").asBoolean()).isTrue();
        assertThat(undone.json().path("events").toString()).contains("took back");
    }

    @Test
    void twoPeopleOnlineAgreeADrawButCannotUndo() {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true, \"name\": {\"black\": \"Ann\", \"white\": \"Bo\"}}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        String white = created.path("tokens").path("white").asText();
        client.choose(id, black, 0, 0);
        assertThat(client.act(id, black, 1, "undo").error()).contains("cannot take moves back");
        assertThat(client.act(id, white, 1, "offer-draw").status()).isEqualTo(200);
        assertThat(client.view(id, black).path("drawOffer").asText()).isEqualTo("white");
        assertThat(client.act(id, white, 2, "accept-draw").error()).contains("no draw has been offered to you");
        Client.Answer accepted = client.act(id, black, 2, "accept-draw");
        assertThat(accepted.status()).isEqualTo(200);
        assertThat(accepted.json().path("toAct").path("kind").asText()).isEqualTo("over");
        assertThat(accepted.json().path("toAct").path("reason").asText()).isEqualTo("draw by agreement");
        assertThat(client.view(id, null).path("players").path("black").path("name").asText()).isEqualTo("Ann");
    }

    @Test
    void theAiDeclinesDrawsAndAResignationEndsTheGameWithARematchInSwappedColours() {
        JsonNode created = client.create("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"cleric\", \"white\": \"mage\"},"
                + " \"white\": \"ai:beginner\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        assertThat(client.act(id, token, 0, "offer-draw").error()).contains("declines");
        assertThat(client.post("/api/games/" + id + "/rematch", token, "").error()).contains("not over");
        Client.Answer resigned = client.act(id, token, 0, "resign");
        assertThat(resigned.json().path("toAct").path("winner").asText()).isEqualTo("white");
        assertThat(resigned.json().path("toAct").path("reason").asText()).isEqualTo("Black resigned");
        JsonNode finished = client.get("/api/games?finished=true", null).json();
        assertThat(finished.toString()).contains(id);
        Client.Answer rematch = client.post("/api/games/" + id + "/rematch", token, "");
        assertThat(rematch.status()).isEqualTo(201);
        String next = rematch.json().path("id").asText();
        assertThat(rematch.json().path("tokens").path("white").asText()).isEqualTo(token);
        JsonNode v = client.await(next, token, 0);
        assertThat(v.path("seat").asText()).isEqualTo("white");
        assertThat(v.path("players").path("white").path("character").path("name").asText()).isEqualTo("cleric");
        assertThat(v.path("players").path("black").path("kind").asText()).isEqualTo("ai");
        assertThat(client.view(id, null).path("rematch").asText()).isEqualTo(next);
        assertThat(client.post("/api/games/" + id + "/rematch", token, "").json().path("id").asText()).isEqualTo(next);
    }

    @Test
    void aCharacterGameShowsEachPowerWithItsCostAndWhetherItIsUsable() {
        JsonNode created = client.create("{\"game\": \"schlock-mercenary\", \"options\": {\"black\": \"breya\", \"white\": \"thurl\"}}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        // offered at the start of Thurl's turn, where it would stop his powers (two pennies: another turn)
        client.choose(id, token, 0, indexOf(client.view(id, token), "11-15"));
        JsonNode v = client.view(id, token);
        JsonNode powers = v.path("players").path("black").path("character").path("powers");
        JsonNode tactician = null;
        for (JsonNode p : powers) {
            if (p.path("title").asText().equals("Superior Tactician")) {
                tactician = p;
            }
        }
        assertThat(tactician).isNotNull();
        assertThat(tactician.path("cost").asText()).isEqualTo("1 penny, at the start of a turn, yours or the opponent's");
        boolean offered = false;
        for (JsonNode c : v.path("choices")) {
            offered |= c.path("power").asText().equals("Superior Tactician");
        }
        assertThat(tactician.path("usable").asBoolean()).isEqualTo(offered).isTrue();
        assertThat(v.path("sides").path("black").path("pennies").asInt()).isEqualTo(1);
    }

    @Test
    void theRecordsDownloadAndAGameRecordContinuesAsANewGame() {
        JsonNode created = client.create("{\"game\": \"american\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        client.choose(id, token, 0, indexOf(client.view(id, token), "11-15"));
        client.choose(id, token, 1, indexOf(client.view(id, token), "22-18"));
        Client.Answer pdn = client.get("/api/games/" + id + "/record.pdn", null);
        assertThat(pdn.body()).contains("1. 11-15 22-18");
        String json = client.get("/api/games/" + id + "/record.json", null).body();
        assertThat(RecordJson.read(json).entries()).hasSize(2);
        String body = Client.JSON.createObjectNode().put("record", json).toString();
        JsonNode copy = client.create(body);
        JsonNode v = client.view(copy.path("id").asText(), copy.path("tokens").path("black").asText());
        assertThat(v.path("moves").size()).isEqualTo(2);
        assertThat(v.path("choices").toString()).contains("15x22");
        assertThat(client.post("/api/games", null, Client.JSON.createObjectNode()
                .put("record", json.replace("\"step\"", "\"stride\"")).toString()).status()).isEqualTo(400);
        Client.Answer warpPdn = client.get("/api/games/" + client.create("{\"game\": \"warp\"}").path("id").asText()
                + "/record.pdn", null);
        assertThat(warpPdn.status()).isEqualTo(404);
        assertThat(client.view(client.create("{\"game\": \"warp\"}").path("id").asText(), null).path("hasPdn")
                .asBoolean()).isFalse();
    }

    @Test
    void aGameStartsFromAPositionInTheGamesOwnTextAndKeepsItThroughARestartAndItsRecord() {
        JsonNode created = client.create("{\"game\": \"warp\", \"setup\": \" w:wK57, 40 : b30,Q8 \"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("white").asText();
        JsonNode v = client.view(id, token);
        assertThat(v.path("board").path("pieces").size()).isEqualTo(4);
        assertThat(v.path("toAct").path("player").asText()).isEqualTo("white");
        assertThat(v.path("status").toString()).contains("Black 5 points, White 3 points");
        int step = indexOf(v, "40-31");
        assertThat(client.choose(id, token, 0, step).status()).isEqualTo(200);
        String record = client.get("/api/games/" + id + "/record.json", null).body();
        assertThat(RecordJson.read(record).setup()).isEqualTo("W:W40,K57:B30,Q8");
        JsonNode before = client.view(id, token);
        restart();
        assertThat(client.view(id, token)).isEqualTo(before);
        // The record goes on as a new game from the same start.
        JsonNode copy = client.create(Client.JSON.createObjectNode().put("record", record).toString());
        JsonNode continued = client.view(copy.path("id").asText(), copy.path("tokens").path("black").asText());
        assertThat(continued.path("board")).isEqualTo(before.path("board"));
        assertThat(continued.path("moves").size()).isEqualTo(1);
    }

    @Test
    void aStartPositionThatIsMalformedOrContradictsTheOptionsIsRefused() {
        Client.Answer offBoard = client.post("/api/games", null, "{\"game\": \"warp\", \"setup\": \"B:W65:B30\"}");
        assertThat(offBoard.status()).isEqualTo(400);
        assertThat(offBoard.error()).isEqualTo("'setup': Warp FEN: '65' in White's list: there is no square 65 (squares are 1-64)");
        assertThat(client.post("/api/games", null, "{\"game\": \"american\", \"setup\": \"B:W33:B1\"}").error())
                .startsWith("'setup': FEN column ").contains("square 33 is off the board");
        assertThat(client.post("/api/games", null, "{\"game\": \"american\", \"setup\": 7}").error())
                .isEqualTo("'setup' must be text, not a number");
        assertThat(client.post("/api/games", null, "{\"game\": \"american\", \"options\": {\"opening\":"
                + " \"three-move\"}, \"setup\": \"B:W18:B14\"}").error())
                .isEqualTo("'setup' cannot be combined with options that play the first moves (opening=three-move)");
        String record = client.get("/api/games/" + client.create("{\"game\": \"warp\"}").path("id").asText()
                + "/record.json", null).body();
        Client.Answer both = client.post("/api/games", null, Client.JSON.createObjectNode().put("record", record)
                .put("setup", "B:W40:B30").toString());
        assertThat(both.status()).isEqualTo(400);
        assertThat(both.error()).isEqualTo("'setup' and 'record' both give the start: a record starts from its own setup");
    }

    @Test
    void aRestartedServerHasEveryGameAsItWas() {
        JsonNode created = client.create("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"ranger\", \"white\": \"bard\"}}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        for (int version = 0; version < 12; ) {
            JsonNode v = client.view(id, token);
            if (!v.path("toAct").path("kind").asText().equals("choice")) {
                break;
            }
            Client.Answer a = client.choose(id, token, v.path("version").asInt(), 0);
            assertThat(a.status()).isEqualTo(200);
            version = a.json().path("version").asInt();
        }
        JsonNode before = client.view(id, token);
        restart();
        JsonNode after = client.view(id, token);
        assertThat(after).isEqualTo(before);
    }

    @Test
    void aGameUnderAClockKeepsItsClockThroughARestartAndEndsOnTimeByItself() throws Exception {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true,"
                + " \"clock\": {\"initialSeconds\": 2, \"incrementSeconds\": 1}}");
        String id = created.path("id").asText();
        JsonNode tokens = created.path("tokens");
        assertThat(client.choose(id, tokens.path("black").asText(), 0, 0).status()).isEqualTo(200);
        assertThat(client.choose(id, tokens.path("white").asText(), 1, 0).status()).isEqualTo(200);
        JsonNode before = client.view(id, null).path("clock");
        assertThat(before.path("control").asText()).isEqualTo("2s+1");
        assertThat(before.path("running").asText()).isEqualTo("black");
        assertThat(before.path("whiteMs").asLong()).isEqualTo(3_000);
        restart();
        long end = System.nanoTime() + java.time.Duration.ofSeconds(15).toNanos();
        JsonNode after = client.view(id, null);
        while (!after.path("toAct").path("kind").asText().equals("over")) {
            assertThat(System.nanoTime()).as("the flag fell after the restart").isLessThan(end);
            Thread.sleep(50);
            after = client.view(id, null);
        }
        assertThat(after.path("toAct").path("reason").asText()).isEqualTo("Black ran out of time");
        assertThat(after.path("clock").path("whiteMs").asLong()).isEqualTo(3_000);
        assertThat(after.path("clock").path("blackMs").asLong()).isZero();
        restart();
        assertThat(client.view(id, null)).as("the flag fall is stored like any action").isEqualTo(after);
    }
}
