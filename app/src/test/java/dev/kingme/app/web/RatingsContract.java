package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.rating.Glicko2;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.RatingStore;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Rated games over HTTP, on whatever database the subclass opens (H2, or the PostgreSQL CI starts): a rated
 * challenge between two accounts, the ratings it changes shown in the game and on the players' pages, a
 * result applied once when two requests end the game together, seats that belong to accounts (played from
 * any browser by the session alone, claimed by an invite link), rating ranges, quick pairing and the refusals.
 */
abstract class RatingsContract extends ServerOnStore {
    /** A player signed up (a name of its own in a database shared between runs) and their session's cookie. */
    record Account(String name, String cookie) {
        String[] header() {
            return new String[] {"Cookie", AccountsApi.COOKIE + "=" + cookie};
        }
    }

    Account signUp(String prefix) {
        String name = prefix + UUID.randomUUID().toString().replace("-", "").substring(0, 10);
        Client.Answer a = client.call("POST", "/api/account", "{\"name\": \"" + name + "\", \"password\": \"a long secret\"}");
        assertThat(a.status()).as(a.body()).isEqualTo(201);
        String set = a.body();
        assertThat(set).contains(name);
        return new Account(name, cookieOf(a));
    }

    private String cookieOf(Client.Answer a) {
        return a.cookie().orElseThrow();
    }

    Client.Answer as(Account who, String method, String path, String body, String... more) {
        List<String> headers = new ArrayList<>(List.of(who.header()));
        headers.addAll(List.of(more));
        return client.call(method, path, body, headers.toArray(String[]::new));
    }

    /** A rated blitz game of American checkers between {@code black} (its challenge's creator) and {@code white}. */
    String ratedGame(Account black, Account white) {
        Client.Answer posted = as(black, "POST", "/api/challenges", "{\"game\": \"american\", \"colour\": \"black\","
                + " \"rated\": true, \"clock\": \"3+2\"}");
        assertThat(posted.status()).as(posted.body()).isEqualTo(201);
        assertThat(posted.json().path("rated").asBoolean()).isTrue();
        assertThat(posted.json().path("creator").path("name").asText()).isEqualTo(black.name());
        assertThat(posted.json().path("creator").path("rating").asInt()).isEqualTo(1500);
        Client.Answer accepted = as(white, "POST", "/api/challenges/" + posted.json().path("id").asText() + "/accept", "{}");
        assertThat(accepted.status()).as(accepted.body()).isEqualTo(201);
        return accepted.json().path("id").asText();
    }

    JsonNode view(Account who, String id) {
        Client.Answer a = as(who, "GET", "/api/games/" + id, null);
        assertThat(a.status()).as(a.body()).isEqualTo(200);
        return a.json();
    }

    Client.Answer act(Account who, String id, int version, String type) {
        return as(who, "POST", "/api/games/" + id + "/actions", "{\"version\": " + version + ", \"type\": \"" + type + "\"}");
    }

    @Test
    void aRatedChallengeBetweenTwoAccountsChangesBothRatingsAndShowsIt() {
        Account ann = signUp("ann");
        Account bob = signUp("bob");
        String id = ratedGame(ann, bob);
        // each plays by their session alone: their seats belong to their accounts
        JsonNode seen = view(ann, id);
        assertThat(seen.path("rated").asBoolean()).isTrue();
        assertThat(seen.path("seat").asText()).isEqualTo("black");
        assertThat(seen.path("players").path("black").path("account").path("name").asText()).isEqualTo(ann.name());
        assertThat(seen.path("players").path("white").path("account").path("rating").asInt()).isEqualTo(1500);
        assertThat(view(bob, id).path("seat").asText()).isEqualTo("white");
        assertThat(client.view(id, null).path("seat").isNull()).isTrue();  // a spectator
        Client.Answer resigned = act(bob, id, view(bob, id).path("version").asInt(), "resign");
        assertThat(resigned.status()).as(resigned.body()).isEqualTo(200);
        JsonNode end = view(ann, id);
        int annChange = end.path("players").path("black").path("ratingChange").path("change").asInt();
        int bobChange = end.path("players").path("white").path("ratingChange").path("change").asInt();
        assertThat(annChange).isPositive();
        assertThat(bobChange).isEqualTo(-annChange);
        JsonNode page = client.get("/api/players/" + ann.name(), null).json();
        JsonNode blitz = page.path("ratings").path("american").path("blitz");
        assertThat(blitz.path("rating").asInt()).isEqualTo(1500 + annChange);
        assertThat(blitz.path("games").asInt()).isEqualTo(1);
        assertThat(blitz.path("provisional").asBoolean()).isTrue();
        assertThat(page.path("history").size()).isEqualTo(1);
        assertThat(page.path("games").get(0).path("outcome").asText()).isEqualTo("win");
        assertThat(page.path("games").get(0).path("ratingChange").asInt()).isEqualTo(annChange);
        assertThat(client.get("/api/players/" + bob.name() + "?result=win", null).json().path("games").size()).isZero();
        assertThat(client.get("/api/players/" + bob.name() + "?result=loss&rated=true", null).json().path("games").size()).isEqualTo(1);
        assertThat(client.get("/api/players/" + bob.name() + "?result=maybe", null).status()).isEqualTo(400);
        assertThat(client.get("/api/players/nobody-at-all", null).status()).isEqualTo(404);
        // the account's games on any device: the list of one's games, with no token sent
        JsonNode mine = as(bob, "POST", "/api/games/mine", "{\"seats\": []}").json();
        assertThat(mine.path("games").toString()).contains(id);
        assertThat(client.post("/api/games/mine", null, "{\"seats\": []}").json().path("games").size()).isZero();
        // a rematch asked by the session alone: rated too, the colours swapped, each seat still its account's
        Client.Answer rematch = as(ann, "POST", "/api/games/" + id + "/rematch", "{}");
        assertThat(rematch.status()).as(rematch.body()).isEqualTo(201);
        String next = rematch.json().path("id").asText();
        assertThat(rematch.json().path("tokens").size()).isZero();
        assertThat(view(ann, next).path("seat").asText()).isEqualTo("white");
        assertThat(view(bob, next).path("seat").asText()).isEqualTo("black");
        assertThat(view(bob, next).path("rated").asBoolean()).isTrue();
    }

    @Test
    void aResultIsAppliedOnceWhenTwoRequestsEndTheGameTogether() throws Exception {
        Account ann = signUp("ann");
        Account bob = signUp("bob");
        String id = ratedGame(ann, bob);
        int version = view(ann, id).path("version").asInt();
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Callable<Client.Answer> annResigns = () -> {
                go.await();
                return act(ann, id, version, "resign");
            };
            Callable<Client.Answer> bobResigns = () -> {
                go.await();
                return act(bob, id, version, "resign");
            };
            Future<Client.Answer> a = pool.submit(annResigns);
            Future<Client.Answer> b = pool.submit(bobResigns);
            go.countDown();
            List<Integer> statuses = List.of(a.get().status(), b.get().status());
            assertThat(statuses).containsExactlyInAnyOrder(200, 409);
        } finally {
            pool.shutdownNow();
        }
        for (Account p : List.of(ann, bob)) {
            JsonNode blitz = client.get("/api/players/" + p.name(), null).json().path("ratings").path("american").path("blitz");
            assertThat(blitz.path("games").asInt()).as(p.name()).isEqualTo(1);
        }
        // however many callers try to apply it again, the store applies it no more
        RatingStore ratings = server.store().ratings();
        List<Future<Optional<List<RatingStore.Change>>>> again = new ArrayList<>();
        ExecutorService many = Executors.newFixedThreadPool(4);
        try {
            for (int i = 0; i < 8; i++) {
                again.add(many.submit(() -> ratings.applyOnce(id, "american", "blitz", 1, Glicko2.standard(), Instant.now())));
            }
            for (Future<Optional<List<RatingStore.Change>>> f : again) {
                assertThat(f.get()).isEmpty();
            }
        } finally {
            many.shutdownNow();
        }
        assertThat(ratings.changes(id)).hasSize(2);
    }

    @Test
    void aResultRacingOnAFreshGameIsAppliedByExactlyOneCaller() throws Exception {
        Account ann = signUp("ann");
        Account bob = signUp("bob");
        String id = ratedGame(ann, bob);
        // the game over in the store, its ratings not yet applied: as if its server died right after the result
        server.store().setResult(id, "1-0 White resigned", Instant.now(), 0);
        RatingStore ratings = server.store().ratings();
        ExecutorService many = Executors.newFixedThreadPool(4);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Optional<List<RatingStore.Change>>>> tries = new ArrayList<>();
        try {
            for (int i = 0; i < 8; i++) {
                tries.add(many.submit(() -> {
                    go.await();
                    return ratings.applyOnce(id, "american", "blitz", 1, Glicko2.standard(), Instant.now());
                }));
            }
            go.countDown();
            int applied = 0;
            for (Future<Optional<List<RatingStore.Change>>> f : tries) {
                applied += f.get().isPresent() ? 1 : 0;
            }
            assertThat(applied).isEqualTo(1);
        } finally {
            many.shutdownNow();
        }
        assertThat(client.get("/api/players/" + ann.name(), null).json().path("ratings").path("american").path("blitz")
                .path("games").asInt()).isEqualTo(1);
    }

    @Test
    void aRatedGameIsForAccountsOnlyAndNeverAgainstTheAi() {
        Client.Answer anonymous = client.call("POST", "/api/challenges", "{\"game\": \"american\", \"rated\": true}");
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(anonymous.error()).contains("log in");
        Account ann = signUp("ann");
        Client.Answer ai = as(ann, "POST", "/api/games", "{\"game\": \"american\", \"white\": \"ai:beginner\", \"rated\": true,"
                + " \"online\": true}");
        assertThat(ai.status()).isEqualTo(400);
        assertThat(ai.error()).contains("never rated");
        Client.Answer local = as(ann, "POST", "/api/games", "{\"game\": \"american\", \"rated\": true}");
        assertThat(local.error()).contains("online");
        Client.Answer setup = as(ann, "POST", "/api/games", "{\"game\": \"american\", \"rated\": true, \"online\": true,"
                + " \"setup\": \"W:W32:B1\"}");
        assertThat(setup.error()).contains("own start");
        Client.Answer posted = as(ann, "POST", "/api/challenges", "{\"game\": \"american\", \"rated\": true}");
        String challenge = posted.json().path("id").asText();
        Client.Answer notLoggedIn = client.call("POST", "/api/challenges/" + challenge + "/accept", "{}");
        assertThat(notLoggedIn.status()).isEqualTo(401);
        Client.Answer own = as(ann, "POST", "/api/challenges/" + challenge + "/accept", "{}");
        assertThat(own.status()).isEqualTo(403);
        assertThat(own.error()).contains("your own");
    }

    @Test
    void anInviteLinkClaimsItsSeatForTheAccountThatOpensIt() {
        Account ann = signUp("ann");
        Account bob = signUp("bob");
        Client.Answer made = as(ann, "POST", "/api/games", "{\"game\": \"american\", \"rated\": true, \"online\": true}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        String id = made.json().path("id").asText();
        String black = made.json().path("tokens").path("black").asText();
        String white = made.json().path("tokens").path("white").asText();
        as(ann, "GET", "/api/games/" + id, null, WebServer.TOKEN_HEADER, black);
        // Ann may not take White's seat too: a rated game is between two accounts
        as(ann, "GET", "/api/games/" + id, null, WebServer.TOKEN_HEADER, white);
        Client.Answer unclaimed = client.post("/api/games/" + id + "/actions", white, "{\"version\": 0, \"type\": \"resign\"}");
        assertThat(unclaimed.status()).isEqualTo(403);
        assertThat(unclaimed.error()).contains("belongs to no account", "log in");
        JsonNode bobs = as(bob, "GET", "/api/games/" + id, null, WebServer.TOKEN_HEADER, white).json();
        assertThat(bobs.path("players").path("white").path("account").path("name").asText()).isEqualTo(bob.name());
        assertThat(bobs.path("players").path("black").path("account").path("name").asText()).isEqualTo(ann.name());
        // from now on Bob's session alone holds the seat
        assertThat(view(bob, id).path("seat").asText()).isEqualTo("white");
        assertThat(view(ann, id).path("seat").asText()).isEqualTo("black");
        // and the token no longer holds it for anyone else: not for Ann, who was given it, nor without a log-in
        Client.Answer annAsWhite = as(ann, "POST", "/api/games/" + id + "/actions", "{\"version\": 0, \"type\": \"resign\"}",
                WebServer.TOKEN_HEADER, white);
        assertThat(annAsWhite.status()).isEqualTo(403);
        assertThat(annAsWhite.error()).contains("is " + bob.name() + "'s", "log in as " + bob.name());
        Client.Answer anonymous = client.post("/api/games/" + id + "/actions", white, "{\"version\": 0, \"type\": \"resign\"}");
        assertThat(anonymous.status()).isEqualTo(403);
        assertThat(anonymous.error()).contains("log in as " + bob.name());
        // the token still shows the game, as to a spectator
        JsonNode watched = client.view(id, white);
        assertThat(watched.path("seat").isNull()).isTrue();
        assertThat(watched.path("choices").size()).isZero();
        assertThat(view(bob, id).path("toAct").path("kind").asText()).isEqualTo("choice");
    }

    @Test
    void aTokenInALinkClaimsNothingAndAGameOverIsClaimedByNobody() {
        Account ann = signUp("ann");
        Account bob = signUp("bob");
        Client.Answer made = as(ann, "POST", "/api/games", "{\"game\": \"american\", \"rated\": true, \"online\": true}");
        String id = made.json().path("id").asText();
        String black = made.json().path("tokens").path("black").asText();
        String white = made.json().path("tokens").path("white").asText();
        // a link another site could send a logged-in visitor to: the seat shows, but stays no one's
        JsonNode linked = as(bob, "GET", "/api/games/" + id + "?token=" + white, null).json();
        assertThat(linked.path("seat").asText()).isEqualTo("white");
        assertThat(linked.path("players").path("white").path("account").isNull()).isTrue();
        as(ann, "GET", "/api/games/" + id, null, WebServer.TOKEN_HEADER, black);
        Client.Answer resigned = as(ann, "POST", "/api/games/" + id + "/actions", "{\"version\": 0, \"type\": \"resign\"}",
                WebServer.TOKEN_HEADER, black);
        assertThat(resigned.status()).as(resigned.body()).isEqualTo(200);
        // over before White's seat was anyone's: it is claimed by no one later, and nothing is rated
        JsonNode late = as(bob, "GET", "/api/games/" + id, null, WebServer.TOKEN_HEADER, white).json();
        assertThat(late.path("players").path("white").path("account").isNull()).isTrue();
        server.close();
        start();
        assertThat(view(ann, id).path("players").path("black").path("ratingChange").isNull()).isTrue();
        assertThat(client.get("/api/players/" + bob.name(), null).json().path("ratings").size()).isZero();
        assertThat(client.get("/api/players/" + ann.name(), null).json().path("ratings").size()).isZero();
    }

    @Test
    void aChallengeLimitedToARatingRangeRefusesOthersInWords() {
        Account ann = signUp("ann");
        Account bob = signUp("bob");
        Client.Answer posted = as(ann, "POST", "/api/challenges", "{\"game\": \"american\", \"rated\": true, \"minRating\": 1600}");
        assertThat(posted.status()).as(posted.body()).isEqualTo(201);
        assertThat(posted.json().path("minRating").asInt()).isEqualTo(1600);
        Client.Answer refused = as(bob, "POST", "/api/challenges/" + posted.json().path("id").asText() + "/accept", "{}");
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.error()).contains("1600 or more", "is 1500");
        Client.Answer upsideDown = as(ann, "POST", "/api/challenges", "{\"game\": \"american\", \"minRating\": 1800, \"maxRating\": 1200}");
        assertThat(upsideDown.status()).isEqualTo(400);
    }

    @Test
    void quickPairingWaitsThenPairsTheNextPlayerOfTheSameGame() {
        Account ann = signUp("ann");
        Account bob = signUp("bob");
        // clocks of this test's own: the database may be shared with other runs, whose challenges wait 15 minutes
        int increment = new java.util.Random().nextInt(50);
        String ask = "{\"game\": \"american\", \"clock\": \"1+" + increment + "\", \"rated\": true}";
        Client.Answer waiting = as(ann, "POST", "/api/pairing", ask);
        assertThat(waiting.status()).as(waiting.body()).isEqualTo(202);
        String challenge = waiting.json().path("id").asText();
        Client.Answer other = as(bob, "POST", "/api/pairing", "{\"game\": \"american\", \"clock\": \"1+" + (increment + 1)
                + "\", \"rated\": true}");
        assertThat(other.status()).as("another clock is another pool").isEqualTo(202);
        Client.Answer cancelled = client.call("DELETE", "/api/challenges/" + other.json().path("id").asText(), null,
                WebServer.TOKEN_HEADER, other.json().path("key").asText());
        assertThat(cancelled.status()).as(cancelled.body()).isEqualTo(200);
        // the same game asked in other words: its default options given, the colour chosen
        Client.Answer paired = as(bob, "POST", "/api/pairing", "{\"game\": \"american\", \"clock\": \"1+" + increment
                + "\", \"rated\": true, \"colour\": \"white\", \"options\": {\"huffing\": \"false\"}}");
        assertThat(paired.status()).as(paired.body()).isEqualTo(201);
        String id = paired.json().path("id").asText();
        JsonNode seen = client.get("/api/challenges/" + challenge, waiting.json().path("key").asText()).json();
        assertThat(seen.path("gameId").asText()).isEqualTo(id);
        JsonNode game = view(ann, id);
        assertThat(game.path("rated").asBoolean()).isTrue();
        assertThat(game.path("seat").asText()).isIn("black", "white");
    }

    /** Cleric's line against Mage in what rated games between people say, or an empty object. */
    private JsonNode clericAgainstMage() {
        for (JsonNode p : client.get("/api/balance/people?game=fantasy-rpg", null).json().path("pairings")) {
            if (p.path("character").asText().equals("cleric") && p.path("opponent").asText().equals("mage")) {
                return p;
            }
        }
        return Client.JSON.createObjectNode();
    }

    @Test
    void ratedGamesBetweenPeopleTallyEachPairingOfCharactersAndEachPlayersCharacters() {
        Account ann = signUp("ann");
        Account bob = signUp("bob");
        JsonNode before = clericAgainstMage();
        Client.Answer posted = as(ann, "POST", "/api/challenges", "{\"game\": \"fantasy-rpg\", \"colour\": \"black\","
                + " \"rated\": true, \"options\": {\"black\": \"cleric\", \"white\": \"mage\"}}");
        assertThat(posted.status()).as(posted.body()).isEqualTo(201);
        String id = as(bob, "POST", "/api/challenges/" + posted.json().path("id").asText() + "/accept", "{}").json().path("id").asText();
        JsonNode v = view(bob, id);
        assertThat(act(bob, id, v.path("version").asInt(), "resign").status()).isEqualTo(200);
        JsonNode after = clericAgainstMage();
        assertThat(after.path("wins").asInt()).isEqualTo(before.path("wins").asInt() + 1);
        assertThat(after.path("games").asInt()).isEqualTo(before.path("games").asInt() + 1);
        assertThat(after.path("low").asDouble()).isLessThan(after.path("score").asDouble());
        assertThat(after.path("high").asDouble()).isGreaterThanOrEqualTo(after.path("score").asDouble()).isLessThanOrEqualTo(1);
        JsonNode page = client.get("/api/players/" + ann.name() + "?character=cleric", null).json();
        assertThat(page.path("withCharacter").toString()).contains("\"character\":\"cleric\",\"wins\":1");
        assertThat(page.path("againstCharacter").toString()).contains("\"character\":\"mage\",\"wins\":1");
        assertThat(page.path("ratings").path("fantasy-rpg").path("correspondence").path("games").asInt()).isEqualTo(1);
        assertThat(page.path("games").size()).isEqualTo(1);
        assertThat(client.get("/api/players/" + ann.name() + "?character=mage", null).json().path("games").size()).isZero();
        assertThat(client.get("/api/balance/people?game=chess", null).status()).isEqualTo(400);
    }
}
