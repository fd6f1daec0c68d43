package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The lessons (#/learn/GAME/N), at 1280 and 390 px wide: the whole Fantasy RPG lesson played by clicking on the
 * board as a person would (a triple jump that earns the Mage three pennies, then Fireball on a group), the
 * lesson beside the board on a wide screen and above it on a phone; a step done otherwise is a miss with
 * "Try again"; and a lesson opened from a rules page and from the new-game form. Screenshots go to the folder
 * named by the property {@code kingme.shots}, when set.
 */
class LessonEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    private static String base;
    private static KingmeApi api;

    @BeforeAll
    static void addresses() {
        base = chromium.base();
        api = chromium.api();
    }



    /** The board index (0-63) of a dark square numbered 1-32 as checkers numbers it. */
    private static int dark(int number) {
        int row = (number - 1) / 4;
        return row * 8 + 2 * ((number - 1) % 4) + (row % 2 == 0 ? 1 : 0);
    }

    /** Waits until the lesson's game is on the board and the learner may move. */
    private static GamePage ready(Page page, String title) {
        GamePage g = new GamePage(page, api);
        g.until("t => document.getElementById('lesson-title')?.textContent === t", title, GamePage.PROMPT_MS, "the step " + title);
        g.waitForGame();
        g.waitForTurn();
        assertThat(page.locator("#lesson-status").textContent()).contains("Your move");
        return g;
    }

    /** Waits for the step's verdict and answers it ("done" or "miss"). */
    private static String verdict(GamePage g) {
        g.until("() => !!document.getElementById('lesson-verdict')?.dataset.result", null, GamePage.PROMPT_MS, "the step's verdict");
        return g.page.locator("#lesson-verdict").getAttribute("data-result");
    }

    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void theFantasyLessonIsPlayedByClickingOnTheBoardToTheFireball(int width) throws Exception {
        Page page = chromium.open(width);
        page.navigate(base + "/#/learn/fantasy-rpg/1");
        GamePage g = ready(page, "Levels buy spells");
        assertThat(page.locator("#lesson-next").isVisible()).as("no next step before this one is done").isFalse();

        BoundingBox lesson = page.locator("#lesson").boundingBox();
        BoundingBox board = page.locator("#board-wrap").boundingBox();
        if (width > 700) {
            assertThat(lesson.x).as("the lesson stands beside the board").isGreaterThanOrEqualTo(board.x + board.width - 1);
        } else {
            assertThat(lesson.y + lesson.height).as("the lesson comes before the board").isLessThanOrEqualTo(board.y + 1);
        }

        for (int n : new int[] {4, 11, 18, 25}) {
            g.clickSquare(dark(n));
        }
        assertThat(verdict(g)).isEqualTo("done");
        assertThat(page.locator("#lesson-verdict").textContent()).contains("penny for each level");
        assertThat(String.join(" ", page.locator(".player-slot").allTextContents()).replaceAll("\\s", ""))
                .as("the Mage's three pennies beside the board").contains("pennies3");
        page.locator("#lesson-next").click();

        ready(page, "Cast Fireball");
        assertThat(page.url()).endsWith("#/learn/fantasy-rpg/2");
        assertThat(page.locator("#moves").textContent()).as("the prelude was played").contains("4x11x18x25", "31-26");
        ServerAndChromium.shot(page, "lesson-fireball-" + width);
        page.click("[data-power=\"Fireball\"]:not([disabled])");
        g.clickSquare(dark(24));
        assertThat(verdict(g)).isEqualTo("done");
        assertThat(page.locator("#lesson-status").textContent()).contains("Well done");
        assertThat(page.locator("#lesson-verdict").textContent()).contains("saving throw");
        assertThat(page.locator("#moves").textContent()).contains("Fireball 24");
        assertThat(page.locator("#lesson-next").textContent()).as("the last step leads to the rules").contains("rules");
        ServerAndChromium.shot(page, "lesson-fireball-done-" + width);
    }

    /** Each step of every lesson, as lessons.json lists them: game, step number, title, and what it asks. */
    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> everyStep() throws java.io.IOException {
        com.fasterxml.jackson.databind.JsonNode all = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(java.nio.file.Files.readString(java.nio.file.Path.of("..", "app", "src", "main", "resources", "web",
                        "lessons.json")));
        java.util.List<org.junit.jupiter.params.provider.Arguments> out = new java.util.ArrayList<>();
        all.fields().forEachRemaining(game -> {
            com.fasterxml.jackson.databind.JsonNode steps = game.getValue().get("steps");
            for (int i = 0; i < steps.size(); i++) {
                out.add(org.junit.jupiter.params.provider.Arguments.of(game.getKey(), i + 1, steps.get(i).get("title").asText(),
                        steps.get(i).get("do").get(0).asText()));
            }
        });
        return out.stream();
    }

    /** Every step of every lesson is done in the browser as a learner does it: on the board and the power buttons. */
    @ParameterizedTest(name = "{0} step {1}: {3}")
    @org.junit.jupiter.params.provider.MethodSource("everyStep")
    void everyStepOfEveryLessonIsDoneOnThePage(String game, int step, String title, String asked) {
        Page page = chromium.open(1280);
        // the lesson makes its game through the API, as the new-game form does: its answer names the game and seat
        com.microsoft.playwright.Response made = page.waitForResponse(
                r -> r.url().endsWith("/api/games") && r.request().method().equals("POST"),
                () -> page.navigate(base + "/#/learn/" + game + "/" + step));
        com.fasterxml.jackson.databind.JsonNode body;
        try {
            body = new com.fasterxml.jackson.databind.ObjectMapper().readTree(made.text());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        ready(page, title);
        GamePage g = new GamePage(page, api, body.get("id").asText(), body.get("tokens").elements().next().asText());
        g.play(asked);
        assertThat(verdict(g)).as("%s step %d after %s", game, step, asked).isEqualTo("done");
        assertThat(page.locator("#lesson-status").textContent()).contains("Well done");
    }

    @Test
    void aStepDoneOtherwiseIsAMissThatMayBeTriedAgain() {
        Page page = chromium.open(1280);
        page.navigate(base + "/#/learn/warp/1");
        GamePage g = ready(page, "Wrap around the edge");
        g.clickSquare(23);   // Warp's square 24: row 2, column 7
        g.clickSquare(30);   // 31, down the board's face rather than round the edge
        assertThat(verdict(g)).isEqualTo("miss");
        assertThat(page.locator("#lesson-status").textContent()).contains("Not quite", "24-31");
        assertThat(page.locator("#lesson-next").isVisible()).isFalse();
        page.locator("#lesson-again").click();
        ready(page, "Wrap around the edge");
        assertThat(page.locator("#lesson-verdict").isVisible()).isFalse();
        assertThat(page.locator("#moves").textContent()).as("a fresh game").doesNotContain("24-31");
        g.clickSquare(23);
        g.clickSquare(24);   // 25, round the edge
        assertThat(verdict(g)).isEqualTo("done");
        assertThat(page.locator("#lesson-next").isVisible()).isTrue();
    }

    @Test
    void aLessonOpensFromTheRulesPageAndFromTheNewGameForm() {
        Page page = chromium.open(1280);
        page.navigate(base + "/rules/warp");
        page.locator("#lesson-link").click();
        ready(page, "Wrap around the edge");
        assertThat(page.url()).endsWith("#/learn/warp/1");

        page.navigate(base + "/#/");
        page.locator("#game-select").selectOption("lilypad");
        Locator link = page.locator("#lesson-link");
        assertThat(link.textContent()).contains("Lilypad");
        link.click();
        ready(page, "Hop the pawn");
        assertThat(page.url()).endsWith("#/learn/lilypad/1");
        BrowserContext context = page.context();
        assertThat(context.pages()).as("the lesson opens in the same tab").hasSize(1);
    }
}
