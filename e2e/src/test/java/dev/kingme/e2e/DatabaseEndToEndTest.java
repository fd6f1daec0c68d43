package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ViewportSize;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The game database in Chromium (docs/web.md, "Game database"): PDN pasted and imported, a damaged game reported
 * with its line and column, the imported game found by a player's name, opened on the analysis board and stepped
 * through, and the games through the position found from there; axe-core finds no serious violation and nothing is
 * wider than a phone. Leaves e2e/target/e2e-screenshots/database-WIDTH.png and database-game-WIDTH.png.
 */
@Timeout(240)
class DatabaseEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    private static final String PDN = """
            [Event "Club night %d"]
            [Black "Ann Example%d"]
            [White "Bob"]
            [Result "1-0"]
            1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17-14 4. 10x17 21x14 1-0

            [Event "Broken"]
            1. 11-15 23-26 *
            """;

    @Test
    void aPastedGameIsImportedFoundOpenedAndSteppedThrough() throws Exception {
        for (int width : new int[] {1280, 390}) {
            Page page = chromium.open(new Browser.NewContextOptions().setBypassCSP(true)
                    .setViewportSize(new ViewportSize(width, width > 600 ? 900 : 844)));
            page.navigate(chromium.base() + "/#/database");
            page.locator("#database-games").waitFor();
            page.locator("#import-text").fill(PDN.formatted(width, width));
            page.locator("#import-button").click();
            page.locator("#import-added li").first().waitFor();
            assertThat(page.locator("#import-added li").count()).isEqualTo(1);
            assertThat(page.locator("#import-problems li").first().textContent())
                    .startsWith("Game 2, line 8, column 10: game 2 (Event \"Broken\"");
            AccessibilityEndToEndTest.assertNoSeriousViolations(page, "the game database at " + width + " px");
            assertThat((Boolean) page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth"))
                    .as("the game database at " + width + " px").isFalse();
            page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                    .setPath(Files.createDirectories(ServerAndChromium.SCREENSHOTS).resolve("database-" + width + ".png")));

            page.locator("input[name=player]").fill("example" + width);
            page.locator("form[role=search] button[type=submit]").click();
            page.waitForFunction("() => document.querySelectorAll('#database-games tbody tr').length === 1");
            assertThat(page.url()).contains("player=example" + width);
            assertThat(page.locator("#database-games tbody tr").textContent()).contains("Ann Example" + width, "Ballot 126");
            page.locator("#database-games tbody tr a.button").click();

            page.locator("#library-moves").waitFor();
            page.locator("#analysis-lines").waitFor();
            assertThat(page.locator("#library-moves button").count()).isEqualTo(8);
            assertThat(page.locator("#library-back").isDisabled()).isTrue();
            page.locator("#library-moves button").nth(2).click();
            page.waitForFunction("() => document.body.dataset.position === '3'");
            assertThat(page.locator("#library-moves button[aria-current]").textContent()).isEqualTo("2. 8-11");
            assertThat(page.locator("#eval-stats").textContent()).startsWith("White to move");
            assertThat(page.locator("#explorer-ballot").textContent()).contains("ACF ballot 126");
            page.locator("#library-next").click();
            page.waitForFunction("() => document.body.dataset.position === '4'");
            AccessibilityEndToEndTest.assertNoSeriousViolations(page, "a database game on the analysis board at " + width + " px");
            assertThat((Boolean) page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth"))
                    .as("a database game on the analysis board at " + width + " px").isFalse();
            page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                    .setPath(Files.createDirectories(ServerAndChromium.SCREENSHOTS).resolve("database-game-" + width + ".png")));

            page.locator("#position-games").click();
            page.locator("#database-games").waitFor();
            assertThat(page.url()).contains("position=");
            assertThat(page.locator("#database-games tbody tr", new Page.LocatorOptions().setHasText("Ann Example" + width)).count())
                    .isEqualTo(1);
        }
    }
}
