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
 * The computer review on the replay page of a finished game (docs/web.md, "Computer review"): asked for with a
 * button, its progress shown, then the graph of the expected score (a click on a point goes to that position),
 * the sides' accuracy and counts; seen by anyone who opens the page afterwards; axe-core finds no serious
 * violation and the page is no wider than a phone. Leaves e2e/target/e2e-screenshots/review-WIDTH.png.
 */
@Timeout(240)
class ReviewEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    /** A game at one screen: eight moves, each the first choice, then Black resigns. */
    private static String finishedGame() {
        KingmeApi api = chromium.api();
        JsonNode made = api.create(KingmeApi.object().put("game", "american")).body();
        String id = made.path("id").asText();
        String token = made.path("tokens").path("black").asText();
        for (int i = 0; i < 8; i++) {
            assertThat(api.act(id, token, KingmeApi.object().put("version", i).put("type", "choose").put("choice", 0)).status())
                    .isEqualTo(200);
        }
        assertThat(api.act(id, token, KingmeApi.object().put("version", 8).put("type", "resign")).status()).isEqualTo(200);
        return id;
    }

    @Test
    void aReviewIsAskedForShownAsAGraphAndKeptForEveryone() throws Exception {
        String id = finishedGame();
        for (int width : new int[] {1280, 390}) {
            Page page = chromium.open(new Browser.NewContextOptions().setBypassCSP(true)
                    .setViewportSize(new ViewportSize(width, width > 600 ? 900 : 844)));
            page.navigate(chromium.base() + "/#/replay/" + id);
            if (width == 1280) {
                page.locator("#review-request").click();
            }
            page.locator("#review-graph").waitFor(new com.microsoft.playwright.Locator.WaitForOptions().setTimeout(60_000));
            assertThat(page.locator("#review-graph circle.point").count()).isEqualTo(8);
            assertThat(page.locator("#review-summary tbody tr").count()).isEqualTo(2);
            assertThat(page.locator("#review-summary").textContent()).contains("Black", "White", "%");
            page.locator("#review-graph circle.point[data-move='5']").dispatchEvent("click");
            page.waitForFunction("() => document.body.dataset.position === '5'");
            AccessibilityEndToEndTest.assertNoSeriousViolations(page, "the replay with its review at " + width + " px");
            assertThat((Boolean) page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth"))
                    .as("the replay with its review at " + width + " px").isFalse();
            page.locator("#review-graph").scrollIntoViewIfNeeded();
            page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                    .setPath(Files.createDirectories(ServerAndChromium.SCREENSHOTS).resolve("review-" + width + ".png")));
        }
    }
}
