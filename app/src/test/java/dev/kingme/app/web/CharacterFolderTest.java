package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.command.CharacterFilesOption;
import dev.kingme.app.command.PaladinFile;
import dev.kingme.app.store.GameStore;
import dev.kingme.record.CharacterFiles;
import dev.kingme.rules.character.Cast;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --characters DIR}: the folder's characters offered beside the built-in ones, marked as from
 * a file, played against the AI and between people; a stored game whose character's file is gone after a
 * restart is refused, saying which character, while the other games load. The server is started in-process
 * as {@code ServeCommand} starts it, the folder's characters made the process's cast (put back after each test).
 */
class CharacterFolderTest {
    @TempDir
    Path dir;
    Path data;
    Path characters;
    WebServer server;
    Client client;

    @BeforeEach
    void folders() throws Exception {
        data = Files.createDirectory(dir.resolve("data"));
        characters = Files.createDirectory(dir.resolve("characters"));
        PaladinFile.write(characters);
    }

    /** Serves {@code data} with the characters of {@code folder}, or the built-in ones alone (null). */
    private void serve(Path folder) {
        Cast.use(folder == null ? Cast.builtIn() : CharacterFilesOption.castWith(CharacterFiles.inFolder(folder)));
        server = WebServer.start(GameStore.open(GameStore.h2Url(data), null, null), "127.0.0.1", 0, ServerOnH2.TESTS);
        client = new Client(server.port());
    }

    private void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    @AfterEach
    void builtInCharactersAgain() {
        stop();
        Cast.use(Cast.builtIn());
    }

    @Test
    void theKindsOfferTheFoldersCharacterInBothGamesMarkedAsFromAFile() {
        serve(characters);
        JsonNode kinds = client.get("/api/kinds", null).json().path("kinds");
        for (JsonNode k : kinds) {
            if (!k.path("name").asText().matches("fantasy-rpg|schlock-mercenary")) {
                continue;
            }
            JsonNode paladin = character(k, "paladin");
            assertThat(paladin.path("title").asText()).isEqualTo("Holy Paladin");
            assertThat(paladin.path("file").asBoolean()).isTrue();
            assertThat(paladin.path("powers").get(1).asText()).startsWith("Smite (2 pennies): ");
            assertThat(character(k, "mage").path("file").asBoolean()).isFalse();
        }
    }

    @Test
    void aGameWithTheFilesCharacterPlaysAgainstTheAi() {
        serve(characters);
        JsonNode created = client.create("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"paladin\", \"white\": \"mage\"},"
                + " \"white\": \"ai:beginner\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        JsonNode v = client.view(id, token);
        JsonNode character = v.path("players").path("black").path("character");
        assertThat(character.path("name").asText()).isEqualTo("paladin");
        assertThat(character.path("file").asBoolean()).isTrue();
        assertThat(character.path("powers").get(1).path("title").asText()).isEqualTo("Smite");
        assertThat(character.path("powers").get(1).path("cost").asText()).isEqualTo("2 pennies");
        for (int i = 0; i < 4 && !v.path("toAct").path("kind").asText().equals("over"); i++) {
            Client.Answer a = client.choose(id, token, v.path("version").asInt(), 0);
            assertThat(a.status()).as(a.body()).isEqualTo(200);
            v = client.await(id, token, a.json().path("version").asInt() + 1);
        }
        long byAi = 0;
        for (JsonNode m : v.path("moves")) {
            byAi += m.path("player").asText().equals("white") ? 1 : 0;
        }
        assertThat(byAi).as("the AI answered with the Mage: %s", v.path("moves")).isPositive();
    }

    @Test
    void twoPeoplePlayTheFilesCharacterAgainstABuiltInOneOfTheOtherSet() {
        serve(characters);
        JsonNode created = client.create("{\"game\": \"schlock-mercenary\", \"options\": {\"black\": \"schlock\", \"white\": \"paladin\"}}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        int version = 0;
        for (int i = 0; i < 4; i++) {
            Client.Answer a = client.choose(id, token, version, 0);
            assertThat(a.status()).as(a.body()).isEqualTo(200);
            version = a.json().path("version").asInt();
        }
        JsonNode v = client.view(id, token);
        assertThat(v.path("players").path("white").path("character").path("title").asText()).isEqualTo("Holy Paladin");
        assertThat(v.path("moves").size()).isGreaterThanOrEqualTo(4);
    }

    @Test
    void aStoredGameWhoseCharactersFileIsGoneIsRefusedSayingWhichWhileTheOthersLoad() {
        serve(characters);
        JsonNode paladin = client.create("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"paladin\", \"white\": \"cleric\"}}");
        String withFile = paladin.path("id").asText();
        String token = paladin.path("tokens").path("black").asText();
        assertThat(client.choose(withFile, token, 0, 0).status()).isEqualTo(200);
        String record = client.get("/api/games/" + withFile + "/record.json", null).body();
        JsonNode mage = client.create("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"mage\", \"white\": \"cleric\"}}");
        String builtIn = mage.path("id").asText();
        assertThat(client.choose(builtIn, mage.path("tokens").path("black").asText(), 0, 0).status()).isEqualTo(200);
        stop();

        serve(null);
        Client.Answer refused = client.get("/api/games/" + withFile, token);
        assertThat(refused.status()).isEqualTo(409);
        assertThat(refused.error()).isEqualTo("game " + withFile + " cannot be played now: no character 'paladin' on this"
                + " server: a character written in a file is played only where its file is loaded (start the server with"
                + " --characters DIR, DIR holding its file)");
        assertThat(client.get("/api/games/" + withFile + "/positions", null).status()).isEqualTo(409);
        assertThat(client.view(builtIn, null).path("moves").size()).isEqualTo(1);
        Client.Answer posted = client.post("/api/games", null, Client.JSON.createObjectNode().put("record", record).toString());
        assertThat(posted.status()).isEqualTo(400);
        assertThat(posted.error()).startsWith("record: no character 'paladin' on this server");
        assertThat(client.get("/api/kinds", null).body()).doesNotContain("paladin");
        stop();

        serve(characters);
        assertThat(client.view(withFile, token).path("moves").size()).isEqualTo(1);
    }

    private static JsonNode character(JsonNode kind, String name) {
        for (JsonNode c : kind.path("characters")) {
            if (c.path("name").asText().equals(name)) {
                return c;
            }
        }
        throw new AssertionError(name + " is not among " + kind.path("characters"));
    }
}
