package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.engine.Fen;
import dev.kingme.engine.Game;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The game database's routes: an import of PDN and of a JSON record with its damaged games reported where they go
 * wrong, the searches and their bad parameters, one game with its positions, the PDN download, a finished game of
 * the server added by the indexer and counted by the explorer, and the limits on imports.
 */
class LibraryApiTest extends ServerOnH2 {
    private Client.Answer importText(String text) {
        return client.post("/api/library/import", null, Fields.JSON.createObjectNode().put("text", text).toString());
    }

    private static String q(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    @Test
    void anImportAddsTheGamesThatReplayAndReportsTheOthersWithLineAndColumn() {
        Client.Answer a = importText("""
                [Event "Club night"]
                [Black "Ann"]
                [White "Bob"]
                1. 11-15 23-19 2. 8-11 22-17 1-0

                [Event "Broken"]
                1. 11-15 23-19 2. 8-11 22-26 *
                """);
        assertThat(a.status()).isEqualTo(201);
        JsonNode done = a.json();
        assertThat(done.path("games").asInt()).isEqualTo(2);
        assertThat(done.path("added")).hasSize(1);
        String id = done.path("added").get(0).path("id").asText();
        assertThat(id).startsWith("import-");
        assertThat(done.path("problems")).hasSize(1);
        JsonNode p = done.path("problems").get(0);
        assertThat(p.path("game").asInt()).isEqualTo(2);
        assertThat(p.path("line").asInt()).isEqualTo(7);
        assertThat(p.path("column").asInt()).isEqualTo(24);
        assertThat(p.path("error").asText()).contains("game 2 (Event \"Broken\"", "\"22-26\"", "line 7, column 24");

        JsonNode g = client.get("/api/library/" + id, null).json();
        assertThat(g.path("black").asText()).isEqualTo("Ann");
        assertThat(g.path("result").asText()).isEqualTo("1-0");
        assertThat(g.path("moves")).hasSize(4);
        assertThat(g.path("moves").get(2).path("label").asText()).isEqualTo("2. 8-11");
        assertThat(g.path("positions")).hasSize(5);
        Game replay = new Game();
        replay.play("11-15");
        assertThat(g.path("positions").get(1).asText()).isEqualTo(Fen.format(replay.position()));
        Client.Answer pdn = client.get("/api/library/" + id + "/record.pdn", null);
        assertThat(pdn.status()).isEqualTo(200);
        assertThat(pdn.body()).contains("[Black \"Ann\"]", "1. 11-15 23-19", "1-0");

        // found by the position after 11-15, among the imported games
        JsonNode found = client.get("/api/library?source=import&position=" + q(Fen.format(replay.position())), null).json();
        assertThat(found.path("total").asInt()).isEqualTo(1);
        assertThat(found.path("games").get(0).path("id").asText()).isEqualTo(id);
        assertThat(client.get("/api/library?player=ann&result=1-0&source=import", null).json().path("total").asInt()).isEqualTo(1);
        assertThat(client.get("/api/library?player=ann&result=0-1&source=import", null).json().path("total").asInt()).isZero();
    }

    @Test
    void nothingImportableIsA400WithEveryProblemAndBadSearchesSayWhatIsWrong() {
        Client.Answer bad = importText("[Event \"Bad\"]\n1. 11-15 23-26 *\n");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.error()).startsWith("nothing imported: game 1 (Event \"Bad\"");
        assertThat(bad.json().path("problems")).hasSize(1);
        assertThat(importText("").status()).isEqualTo(400);
        assertThat(client.post("/api/library/import", null, "{\"text\": 5}").error()).contains("'text' must be text");
        assertThat(client.post("/api/library/import", null, "{\"text\": ").error()).contains("not valid JSON");
        assertThat(client.get("/api/library?position=" + q("X:Y"), null).error()).contains("'position' must be a position");
        assertThat(client.get("/api/library?result=win", null).error()).contains("'result' must be 1-0");
        assertThat(client.get("/api/library?source=mine", null).error()).contains("'source' must be archive");
        assertThat(client.get("/api/library?page=0", null).error()).contains("'page' must be a whole number from 1");
        assertThat(client.get("/api/library?ballot=x", null).status()).isEqualTo(400);
        assertThat(client.get("/api/library/nosuch", null).status()).isEqualTo(404);
        assertThat(client.get("/api/library/" + q("../etc"), null).status()).isEqualTo(404);
        Client.Answer huge = importText("1. 11-15 *\n".repeat(LibraryApi.MAX_IMPORT_BYTES / 10 + 1));
        assertThat(huge.status()).isEqualTo(413);
        assertThat(huge.error()).contains("the most is " + LibraryApi.MAX_IMPORT_BYTES);
        // a cross-site import is refused like every other state-changing request
        assertThat(client.call("POST", "/api/library/import", "{\"text\": \"1. 11-15 *\"}", "Content-Type", "application/json",
                "Origin", "https://elsewhere.example").status()).isEqualTo(403);
        assertThat(client.call("POST", "/api/library/import", "{\"text\": \"1. 11-15 *\"}", "Content-Type", "text/plain")
                .status()).isEqualTo(415);
    }

    @Test
    void aJsonGameRecordOfTheServerIsImported() {
        JsonNode created = client.create("{\"game\": \"american\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        client.choose(id, token, 0, 0);
        client.choose(id, token, 1, 0);
        String record = client.get("/api/games/" + id + "/record.json", null).body();
        Client.Answer a = importText(record);
        assertThat(a.status()).isEqualTo(201);
        assertThat(a.json().path("added").get(0).path("plies").asInt()).isEqualTo(2);
        Client.Answer lilypad = importText(client.get("/api/games/" + client.create("{\"game\": \"lilypad\"}").path("id").asText()
                + "/record.json", null).body());
        assertThat(lilypad.status()).isEqualTo(400);
        assertThat(lilypad.error()).contains("American checkers only");
    }

    @Test
    void aFinishedGameOfTheServerIsAddedAndTheExplorerCountsIt() {
        assertThat(client.get("/api/library", null).status()).isEqualTo(200);  // the archive added first
        int before = client.post("/api/analysis", null, "{\"game\": \"american\"}").json().path("explorer").path("games").asInt();
        JsonNode created = client.create("{\"game\": \"american\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        client.choose(id, token, 0, 0);
        assertThat(client.act(id, token, 1, "resign").status()).isEqualTo(200);
        assertThat(server.indexer().round()).isEqualTo(1);
        assertThat(server.indexer().round()).isZero();  // once
        JsonNode found = client.get("/api/library?source=server", null).json();
        assertThat(found.path("total").asInt()).isEqualTo(1);
        JsonNode listed = found.path("games").get(0);
        assertThat(listed.path("gameId").asText()).isEqualTo(id);
        assertThat(listed.path("result").asText()).isIn("1-0", "0-1");
        JsonNode explorer = client.post("/api/analysis", null, "{\"game\": \"american\"}").json().path("explorer");
        assertThat(explorer.path("games").asInt()).isEqualTo(before + 1);
    }

    @Test
    void anAddressMakesAtMostTenImportsAMinute() {
        for (int i = 0; i < LibraryApi.IMPORTS_PER_MINUTE; i++) {
            assertThat(importText("1. 11-15 *").status()).isEqualTo(201);
        }
        Client.Answer more = importText("1. 11-15 *");
        assertThat(more.status()).isEqualTo(429);
        assertThat(more.error()).contains("imports in the last minute");
    }
}
