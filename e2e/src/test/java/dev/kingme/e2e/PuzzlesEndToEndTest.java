package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ViewportSize;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The puzzle trainer in Chromium (docs/web.md, "Puzzles"): a puzzle whose line has a reply is solved on the board at
 * 1280 and 390 px (at 1280 after a wrong move first, which breaks the streak), with the opponent's reply played in
 * between; the progress counts it; axe-core finds no serious violation and nothing is wider than a phone; the start
 * opens on the analysis board; the solution is shown and the next puzzle of a theme taken. Leaves
 * e2e/target/e2e-screenshots/puzzles-WIDTH.png.
 */
@Timeout(240)
class PuzzlesEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    /** The first shipped puzzle whose solution has a reply of the opponent's, with its solution. */
    private static JsonNode[] puzzleWithAReply(KingmeApi api) {
        for (JsonNode entry : api.call("GET", "/api/puzzles", null, null).body().path("catalogue")) {
            String id = entry.path("id").asText();
            JsonNode solution = api.call("GET", "/api/puzzles/" + id + "/solution", null, null).body().path("solution");
            if (solution.size() >= 3) {
                return new JsonNode[] {api.call("GET", "/api/puzzles/" + id, null, null).body().path("puzzle"), solution};
            }
        }
        throw new AssertionError("no shipped puzzle has a reply in its solution");
    }

    private static void play(Page page, JsonNode path) {
        for (JsonNode square : path) {
            page.locator("svg [data-square='" + square.asInt() + "']").first().click();
        }
    }

    @Test
    void aPuzzleIsSolvedOnTheBoardAtBothWidths() throws Exception {
        JsonNode[] found = puzzleWithAReply(chromium.api());
        JsonNode puzzle = found[0];
        JsonNode solution = found[1];
        String id = puzzle.path("id").asText();
        for (int width : new int[] {1280, 390}) {
            // CSP bypassed only so that axe-core can be loaded and the test can wait on the page's state
            Page page = chromium.open(new Browser.NewContextOptions().setBypassCSP(true)
                    .setViewportSize(new ViewportSize(width, width > 600 ? 900 : 844)));
            page.navigate(chromium.base() + "/#/puzzles/" + id);
            page.waitForFunction("() => document.body.dataset.puzzleState === 'solving'");
            assertThat(page.locator("#puzzle-prompt").textContent()).isEqualTo(puzzle.path("prompt").asText());
            AccessibilityEndToEndTest.assertNoSeriousViolations(page, "a puzzle at " + width + " px");
            boolean missFirst = width > 600;
            if (missFirst) {
                JsonNode moves = puzzle.path("position").path("moves");
                int wrong = moves.get(0).asText().equals(solution.get(0).path("move").asText()) ? 1 : 0;
                play(page, puzzle.path("position").path("paths").get(wrong));
                page.waitForFunction("() => document.body.dataset.puzzleState === 'wrong'");
                assertThat(page.locator("#puzzle-feedback").textContent()).contains("is not it", "Try again");
            }
            int steps = (solution.size() + 1) / 2;
            for (int step = 0; step < steps; step++) {
                play(page, solution.get(2 * step).path("position").path("lastMove").path("path"));
                if (step < steps - 1) {
                    page.waitForFunction("n => document.body.dataset.puzzleStep === String(n)"
                            + " && document.body.dataset.puzzleState === 'solving'", step + 1);
                    assertThat(page.locator("#puzzle-feedback").textContent())
                            .contains("The reply: " + solution.get(2 * step + 1).path("move").asText());
                }
            }
            page.waitForFunction("() => document.body.dataset.puzzleState === 'solved'");
            assertThat(page.locator("#puzzle-feedback").textContent()).startsWith("Solved!");
            assertThat(page.locator("#puzzle-solved-count").textContent()).isEqualTo("Solved: 1");
            assertThat(page.locator("#puzzle-streak").textContent()).isEqualTo(missFirst ? "Streak: 0 (best 0)" : "Streak: 1 (best 1)");
            AccessibilityEndToEndTest.assertNoSeriousViolations(page, "a solved puzzle at " + width + " px");
            assertThat((Boolean) page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth"))
                    .as("the puzzles at " + width + " px").isFalse();
            page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                    .setPath(Files.createDirectories(ServerAndChromium.SCREENSHOTS).resolve("puzzles-" + width + ".png")));
            if (missFirst) {
                page.locator("#puzzle-analyse").click();
                page.locator("#analysis-lines").waitFor();
                assertThat(page.locator("#analysis-setup").textContent()).isEqualTo(puzzle.path("setup").asText());
            }
        }
    }

    @Test
    void theSolutionIsShownAndTheNextPuzzleOfTheThemeTaken() {
        Page page = chromium.open(new Browser.NewContextOptions().setBypassCSP(true));
        page.navigate(chromium.base() + "/#/puzzles?theme=endgame");
        page.waitForFunction("() => document.body.dataset.puzzleState === 'solving'");
        String first = (String) page.evaluate("() => document.body.dataset.puzzle");
        assertThat(page.locator("#puzzle-theme").inputValue()).isEqualTo("endgame");
        assertThat(page.locator("#puzzle-about").textContent()).contains("Endgame technique");
        page.locator("#puzzle-show").click();
        page.waitForFunction("() => document.body.dataset.puzzleState === 'shown'");
        assertThat(page.locator("#puzzle-feedback").textContent()).startsWith("Solution: ");
        page.locator("#puzzle-next").click();
        page.waitForFunction("id => document.body.dataset.puzzle && document.body.dataset.puzzle !== id"
                + " && document.body.dataset.puzzleState === 'solving'", first);
        assertThat(page.url()).contains("theme=endgame");
        assertThat(page.locator("#puzzle-about").textContent()).contains("Endgame technique");
        page.locator("#puzzle-theme").selectOption("shot");
        page.waitForFunction("() => location.hash === '#/puzzles?theme=shot' && document.body.dataset.puzzleState === 'solving'");
        assertThat(page.locator("#puzzle-about").textContent()).contains("Shot");
    }
}
