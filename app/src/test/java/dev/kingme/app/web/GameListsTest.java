package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The lists of games (docs/web.md, "Lists of games"): the finished games, paged and filtered, and a browser's own. */
class GameListsTest extends ServerOnH2 {
    private static final Pattern LINK = Pattern.compile("<([^>]*)>; rel=\"(next|prev)\"");
    private final HttpClient http = HttpClient.newHttpClient();
    /** The token of each game {@link #finished} made, by id. */
    private final java.util.Map<String, String> tokens = new java.util.HashMap<>();

    /** A page of finished games: the games, and the addresses of the older (next) and newer (prev) pages. */
    private record Page(List<JsonNode> games, String next, String prev) {
        List<String> ids() {
            return games.stream().map(g -> g.path("id").asText()).toList();
        }
    }

    private Page page(String path) throws IOException, InterruptedException {
        HttpResponse<String> res = http.send(HttpRequest.newBuilder(URI.create(client.base() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(res.statusCode()).as(res.body()).isEqualTo(200);
        List<JsonNode> games = new ArrayList<>();
        Client.JSON.readTree(res.body()).forEach(games::add);
        String next = null;
        String prev = null;
        Matcher m = LINK.matcher(res.headers().firstValue("Link").orElse(""));
        while (m.find()) {
            if (m.group(2).equals("next")) {
                next = m.group(1);
            } else {
                prev = m.group(1);
            }
        }
        return new Page(games, next, prev);
    }

    /** A game at one screen, Black named {@code black}, ended by White's resignation after {@code moves} choices. */
    private String finished(String request, int moves) {
        JsonNode made = client.create(request);
        String id = made.path("id").asText();
        String token = made.path("tokens").path("black").asText();
        tokens.put(id, token);
        JsonNode v = client.view(id, token);
        for (int i = 0; i < moves; i++) {
            v = client.choose(id, token, v.path("version").asInt(), 0).json();
        }
        Client.Answer resigned = client.act(id, token, v.path("version").asInt(), "resign");
        assertThat(resigned.status()).as(resigned.body()).isEqualTo(200);
        return id;
    }

    private static String american(String black, String white) {
        return "{\"game\": \"american\", \"black\": \"human\", \"white\": \"human\", \"online\": false, \"name\": {\"black\": \""
                + black + "\", \"white\": \"" + white + "\"}}";
    }

    @Test
    void aFinishedGameIsListedWithItsCharactersClockLevelsOutcomeAndLength() {
        String id = finished("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"cleric\", \"white\": \"thief\"},"
                + " \"black\": \"human\", \"white\": \"ai:easy\", \"clock\": \"5+3\", \"name\": {\"black\": \"Ann\"}}", 0);
        JsonNode g = client.get("/api/games?finished=true", null).json().get(0);
        assertThat(g.path("id").asText()).isEqualTo(id);
        assertThat(g.path("title").asText()).isNotBlank();
        assertThat(g.path("players").path("black").asText()).isEqualTo("Ann");
        assertThat(g.path("levels").path("white").asText()).isEqualTo("easy");
        assertThat(g.path("levels").path("black").isNull()).isTrue();
        assertThat(g.path("characters").path("black").path("name").asText()).isEqualTo("cleric");
        assertThat(g.path("characters").path("white").path("title").asText()).isNotBlank();
        assertThat(g.path("clock").path("label").asText()).isEqualTo("5 min + 3 s");
        assertThat(g.path("winner").asText()).isEqualTo("white");
        assertThat(g.path("outcome").asText()).isEqualTo("White wins: Black resigned");
        assertThat(g.path("result").asText()).startsWith("0-1");
        assertThat(g.path("ended").asText()).isNotBlank();
        assertThat(g.path("cursor").asText()).endsWith("_" + id);

        String played = finished(american("Cy", "Di"), 3);
        JsonNode checkers = client.get("/api/games?finished=true&game=american", null).json();
        assertThat(checkers).hasSize(1);
        assertThat(checkers.get(0).path("id").asText()).isEqualTo(played);
        assertThat(checkers.get(0).path("plies").asInt()).isEqualTo(3);
        assertThat(checkers.get(0).path("moves").asInt()).as("counted in pairs, as move numbers").isEqualTo(2);
        assertThat(checkers.get(0).path("characters").isNull()).isTrue();
        assertThat(checkers.get(0).path("clock").isNull()).isTrue();
    }

    @Test
    void pagesGoOlderAndNewerWithoutGapsOrDuplicatesAndFiltersAreTheServers() throws Exception {
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            made.add(0, finished(american(i % 2 == 0 ? "Ann" : "Bob", "Cy"), 0));  // newest first
        }
        finished("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"cleric\", \"white\": \"thief\"}, \"black\": \"human\","
                + " \"white\": \"human\", \"online\": false}", 0);

        List<String> seen = new ArrayList<>();
        List<Page> pages = new ArrayList<>();
        Page p = page("/api/games?finished=true&game=american&limit=3");
        assertThat(p.prev()).as("the first page has no newer page").isNull();
        while (true) {
            pages.add(p);
            seen.addAll(p.ids());
            if (p.next() == null) {
                break;
            }
            p = page(p.next());
        }
        assertThat(pages).extracting(x -> x.games().size()).containsExactly(3, 3, 1);
        assertThat(seen).containsExactlyElementsOf(made);
        assertThat(new HashSet<>(seen)).hasSize(7);

        Page back = page(pages.get(2).prev());
        assertThat(back.ids()).isEqualTo(pages.get(1).ids());
        Page first = page(back.prev());
        assertThat(first.ids()).isEqualTo(pages.get(0).ids());
        assertThat(first.prev()).as("back at the newest").isNull();

        assertThat(page("/api/games?finished=true&player=ann").ids())
                .containsExactly(made.get(0), made.get(2), made.get(4), made.get(6));
        assertThat(page("/api/games?finished=true&result=white").ids()).hasSize(8);
        assertThat(page("/api/games?finished=true&result=black").ids()).isEmpty();
        assertThat(page("/api/games?finished=true&player=50%25").ids()).as("a wildcard is taken as itself").isEmpty();
    }

    @Test
    void badParametersAreRefusedInWords() {
        assertBad("game=nope", "'game': no game 'nope'", "american");
        assertBad("before=yesterday", "'before' must be a game's 'cursor'");
        assertBad("after=2024-13-01T00:00:00Z_abc", "'after' must be a game's 'cursor'");
        assertBad("limit=0", "'limit' must be from 1 to 100, not 0");
        assertBad("limit=101", "'limit' must be from 1 to 100, not 101");
        assertBad("limit=lots", "'limit' must be a whole number");
        assertBad("result=win", "'result' must be black, white or draw");
        assertBad("before=2024-05-01T10:00:00Z_abc&after=2024-05-01T10:00:00Z_abc", "not both");
        assertBad("finished=false", "'finished' may only be true");
    }

    private void assertBad(String query, String... words) {
        Client.Answer a = client.get("/api/games?finished=true&" + query, null);
        assertThat(a.status()).as(a.body()).isEqualTo(400);
        assertThat(a.error()).contains(words);
    }

    private JsonNode mine(String seats) {
        Client.Answer a = client.post("/api/games/mine", null, "{\"seats\": [" + seats + "]}");
        assertThat(a.status()).as(a.body()).isEqualTo(200);
        return a.json().path("games");
    }

    private static String seat(String id, String token) {
        return "{\"id\": \"" + id + "\", \"token\": \"" + token + "\"}";
    }

    @Test
    void ownGamesAnswerOnlyTheSeatsWhoseTokenMatchesWithWhoseTurnItIs() {
        JsonNode made = client.create("{\"game\": \"american\", \"black\": \"human\", \"white\": \"human\", \"online\": true,"
                + " \"name\": {\"black\": \"Ann\", \"white\": \"Bob\"}}");
        String id = made.path("id").asText();
        String ann = made.path("tokens").path("black").asText();
        String bob = made.path("tokens").path("white").asText();
        String over = finished(american("Ann", "Cy"), 0);

        JsonNode forAnn = mine(seat(id, ann) + ", " + seat(over, client.create(american("x", "y")).path("tokens").path("black").asText()));
        assertThat(forAnn).as("a token of another game is no seat of this one").hasSize(1);
        JsonNode g = forAnn.get(0);
        assertThat(g.path("id").asText()).isEqualTo(id);
        assertThat(g.path("seats")).extracting(JsonNode::asText).containsExactly("black");
        assertThat(g.path("opponent").path("name").asText()).isEqualTo("Bob");
        assertThat(g.path("turn").asText()).isEqualTo("black");
        assertThat(g.path("yourTurn").asBoolean()).isTrue();
        assertThat(g.path("over").asBoolean()).isFalse();

        JsonNode forBob = mine(seat(id, bob)).get(0);
        assertThat(forBob.path("yourTurn").asBoolean()).isFalse();
        assertThat(forBob.path("opponent").path("name").asText()).isEqualTo("Ann");

        assertThat(mine(seat(id, "forged" + ann.substring(6)) + ", " + seat("nosuchgame", ann))).as("nothing for a forged token").isEmpty();

        client.choose(id, ann, client.view(id, ann).path("version").asInt(), 0);
        restart(TESTS);
        assertThat(server.hub().inMemory()).isZero();
        JsonNode after = mine(seat(id, bob));
        assertThat(server.hub().inMemory()).as("the list loads no game").isZero();
        assertThat(after.get(0).path("turnKnown").asBoolean()).isTrue();
        assertThat(after.get(0).path("yourTurn").asBoolean()).as("written as the server stopped").isTrue();
        assertThat(after.get(0).path("plies").asInt()).isEqualTo(1);
    }

    @Test
    void ownGamesListTheOngoingFirstThenTheFinished() {
        String over = finished(american("Ann", "Cy"), 0);
        JsonNode made = client.create(american("Ann", "Bob"));
        String id = made.path("id").asText();
        String token = made.path("tokens").path("black").asText();
        JsonNode post = client.create("{\"game\": \"american\", \"black\": \"human\", \"white\": \"human\", \"online\": true,"
                + " \"clock\": \"d3\"}");
        String postId = post.path("id").asText();
        JsonNode list = mine(seat(over, tokens.get(over)) + ", " + seat(postId, post.path("tokens").path("white").asText())
                + ", " + seat(id, token));
        assertThat(list).extracting(g -> g.path("id").asText()).as("your turn first, then the others, then the finished")
                .containsExactly(id, postId, over);
        assertThat(list.get(1).path("clock").path("label").asText()).isEqualTo("3 days a move");
        assertThat(list.get(1).path("yourTurn").asBoolean()).isFalse();
        assertThat(list.get(0).path("opponent").isNull()).as("a game at one screen: both seats are the holder's").isTrue();
        assertThat(list.get(0).path("seats")).hasSize(2);
        assertThat(list.get(2).path("over").asBoolean()).isTrue();
        assertThat(list.get(2).path("outcome").asText()).isEqualTo("White wins: Black resigned");
        assertThat(list.get(2).path("yourTurn").asBoolean()).isFalse();
    }

    @Test
    void tooManySeatsOrMalformedOnesAreRefused() {
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 101; i++) {
            many.append(i == 0 ? "" : ", ").append(seat("g" + i, "t"));
        }
        Client.Answer a = client.post("/api/games/mine", null, "{\"seats\": [" + many + "]}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.error()).contains("the most is 100");
        Client.Answer bad = client.post("/api/games/mine", null, "{\"seats\": [{\"id\": \"Bad Id\", \"token\": \"t\"}]}");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.error()).contains("'seats' entry 1", "letters and digits");
        Client.Answer missing = client.post("/api/games/mine", null, "{}");
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.error()).contains("'seats' must be a list");
    }
}
