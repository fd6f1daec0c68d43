package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lessons of the browser's lesson page (web/lessons.json, docs/web.md "Lessons"): every step's position,
 * made into a game on a real server as the page makes it, offers the choice the step asks for; its check does
 * not hold before the learner acts, and does once that choice is made. The checks are read here as the page
 * reads them ({@link LessonCheck}).
 */
class LessonsTest extends ServerOnH2 {
    private static final List<String> GAMES = List.of("american", "fantasy-rpg", "schlock-mercenary", "warp", "lilypad");

    static JsonNode lessons() {
        try (InputStream in = LessonsTest.class.getResourceAsStream("/web/lessons.json")) {
            assertThat(in).as("web/lessons.json on the class path").isNotNull();
            return Client.JSON.readTree(in);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void everyGameHasALessonOfTwoToFourSteps() {
        JsonNode lessons = lessons();
        List<String> names = new ArrayList<>();
        lessons.fieldNames().forEachRemaining(names::add);
        assertThat(names).containsExactlyInAnyOrderElementsOf(GAMES);
        for (String game : GAMES) {
            assertThat(Games.all().stream().map(GameKind::name)).as("a game named " + game).contains(game);
            JsonNode steps = lessons.path(game).path("steps");
            assertThat(steps.size()).as(game + "'s steps").isBetween(2, 4);
            for (JsonNode step : steps) {
                for (String field : List.of("title", "setup", "ask", "done", "miss")) {
                    assertThat(step.path(field).asText()).as(game + " step field " + field).isNotBlank();
                }
                assertThat(step.path("do").size()).as(game + " " + step.path("title").asText() + ": what to do").isPositive();
                assertThat(step.path("check").size()).as(game + " " + step.path("title").asText() + ": a check").isPositive();
            }
        }
    }

    @Test
    void everyRulesPageLinksToItsGamesLesson() {
        for (String game : GAMES) {
            Client.Answer page = client.get("/rules/" + game, null);
            assertThat(page.status()).isEqualTo(200);
            assertThat(page.body()).as("the rules of " + game).contains("href=\"/#/learn/" + game + "/1\"");
        }
    }

    @Test
    void everyStepOffersWhatItAsksAndDoingItPassesItsCheck() {
        JsonNode lessons = lessons();
        for (String game : GAMES) {
            int n = 0;
            for (JsonNode step : lessons.path(game).path("steps")) {
                n++;
                String where = game + " step " + n + " (" + step.path("title").asText() + ")";
                JsonNode created = client.create(createRequest(game, lessons.path(game), step).toString());
                String id = created.path("id").asText();
                String token = created.path("tokens").path("black").asText();
                JsonNode view = settled(id, token);
                for (JsonNode text : step.path("prelude")) {
                    view = choose(id, token, view, text.asText(), where + " prelude");
                }
                int start = view.path("moves").size();
                assertThat(LessonCheck.settled(view, "black")).as(where + ": Black is to act at the start").isFalse();
                assertThat(LessonCheck.passes(step.path("check"), view, "black", start))
                        .as(where + ": the check holds before the learner acted").isFalse();
                for (JsonNode text : step.path("do")) {
                    view = choose(id, token, view, text.asText(), where);
                }
                assertThat(LessonCheck.settled(view, "black")).as(where + ": the learner's turn is over: " + view).isTrue();
                assertThat(LessonCheck.passes(step.path("check"), view, "black", start))
                        .as(where + ": the check holds after " + step.path("do") + ": " + view).isTrue();
            }
        }
    }

    @Test
    void aCheckFailsWhenSomethingElseWasPlayed() {
        // Warp's first step asks for the wrap 24-25; the learner steps 24-31 instead.
        JsonNode lessons = lessons();
        JsonNode warp = lessons.path("warp");
        JsonNode step = warp.path("steps").get(0);
        JsonNode created = client.create(createRequest("warp", warp, step).toString());
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        JsonNode view = choose(id, token, settled(id, token), "24-31", "warp step 1, the other step");
        assertThat(LessonCheck.settled(view, "black")).isTrue();
        assertThat(LessonCheck.passes(step.path("check"), view, "black", 0)).isFalse();
    }

    /** The request the lesson page sends: the step's position, both seats people at one screen. */
    static ObjectNode createRequest(String game, JsonNode lesson, JsonNode step) {
        ObjectNode request = Client.JSON.createObjectNode().put("game", game).put("setup", step.path("setup").asText())
                .put("black", "human").put("white", "human").put("online", false);
        JsonNode options = step.has("options") ? step.path("options") : lesson.path("options");
        if (options.isObject()) {
            request.set("options", options);
        }
        return request;
    }

    /** Chooses the choice whose text is {@code text}, failing with the choices offered when there is none. */
    private JsonNode choose(String id, String token, JsonNode view, String text, String where) {
        List<String> offered = new ArrayList<>();
        for (JsonNode c : view.path("choices")) {
            offered.add(c.path("text").asText());
            if (c.path("text").asText().equals(text)) {
                Client.Answer a = client.choose(id, token, view.path("version").asInt(), c.path("index").asInt());
                assertThat(a.status()).as(where + ": " + text + " was refused: " + a.body()).isEqualTo(200);
                return settled(id, token);
            }
        }
        throw new AssertionError(where + ": no choice '" + text + "' among " + offered);
    }

    /** The view once chance (saving throws) has acted. */
    private JsonNode settled(String id, String token) {
        long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (true) {
            JsonNode v = client.view(id, token);
            if (!v.path("toAct").path("kind").asText().equals("chance")) {
                return v;
            }
            assertThat(System.nanoTime()).as("chance acted in time").isLessThan(end);
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
