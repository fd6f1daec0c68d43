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
 * The analysis board in Chromium (docs/web.md, "Analysis board"): the start of checkers analysed, with the bar,
 * the score, the best moves and the moves to try; a move tried and taken back; a finished game's position opened
 * from its replay page; axe-core finds no serious violation and nothing is wider than a phone. Leaves
 * e2e/target/e2e-screenshots/analysis-WIDTH.png.
 */
@Timeout(240)
class AnalysisEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    @Test
    void aPositionIsAnalysedAMoveTriedAndTakenBack() throws Exception {
        // the game database's archive is added on its first use (kingme serve adds it before serving); a search waits for it
        assertThat(chromium.api().call("GET", "/api/library", null, null).status()).isEqualTo(200);
        for (int width : new int[] {1280, 390}) {
            Page page = chromium.open(new Browser.NewContextOptions().setBypassCSP(true)
                    .setViewportSize(new ViewportSize(width, width > 600 ? 900 : 844)));
            page.navigate(chromium.base() + "/#/analysis?game=american");
            page.locator("#analysis-lines").waitFor();
            assertThat(((Number) page.evaluate("() => Number(document.body.dataset.depth)")).doubleValue()).as("the search's deepening told live")
                    .isPositive();
            assertThat(page.evaluate("() => document.body.dataset.judged")).as("each move's judgement told live").isEqualTo("7");
            assertThat(page.locator("#eval-bar").getAttribute("aria-valuenow")).matches("\\d{1,3}");
            assertThat(page.locator("#eval-score").textContent()).matches("[+-]\\d+\\.\\d\\d|0\\.00");
            assertThat(page.locator("#analysis-lines li").count()).isEqualTo(3);
            assertThat(page.locator("#analysis-moves button").count()).isEqualTo(7);
            assertThat(page.locator("#explorer-moves tbody tr").count()).isEqualTo(7);
            assertThat(page.locator("#analysis-back").isDisabled()).isTrue();
            AccessibilityEndToEndTest.assertNoSeriousViolations(page, "the analysis board at " + width + " px");
            assertThat((Boolean) page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth"))
                    .as("the analysis board at " + width + " px").isFalse();
            page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                    .setPath(Files.createDirectories(ServerAndChromium.SCREENSHOTS).resolve("analysis-" + width + ".png")));
            String before = page.locator("#analysis-setup").textContent();
            page.locator("#analysis-moves button[data-move='4']").click();
            page.waitForFunction("() => document.body.dataset.analysed === '1'");
            assertThat(page.url()).contains("line=4");
            assertThat(page.locator("#analysis-setup").textContent()).startsWith("W:").isNotEqualTo(before);
            page.locator("#analysis-back").click();
            page.waitForFunction("() => document.body.dataset.analysed === '0'");
            assertThat(page.locator("#analysis-setup").textContent()).isEqualTo(before);
        }
    }

    @Test
    void aFinishedGamesPositionOpensFromItsReplay() {
        KingmeApi api = chromium.api();
        var made = api.create(KingmeApi.object().put("game", "american")).body();
        String id = made.path("id").asText();
        String token = made.path("tokens").path("black").asText();
        for (int i = 0; i < 3; i++) {
            api.act(id, token, KingmeApi.object().put("version", i).put("type", "choose").put("choice", 0));
        }
        Page page = chromium.open();
        page.navigate(chromium.base() + "/#/replay/" + id);
        page.locator("#last").click();
        page.locator("#analyse").click();
        page.locator("#analysis-lines").waitFor();
        assertThat(page.url()).contains("from=" + id, "at=3");
        assertThat(page.locator("#eval-stats").textContent()).startsWith("White to move");
    }

    /** The board's square index of checkers square {@code number}, from the server's board. */
    private static int square(com.fasterxml.jackson.databind.JsonNode board, int number) {
        for (com.fasterxml.jackson.databind.JsonNode sq : board.path("squares")) {
            if (sq.path("number").asInt() == number) {
                return sq.path("square").asInt();
            }
        }
        throw new AssertionError("no square " + number);
    }

    @Test
    void aMoveIsTriedByClickingItsPieceAndItsSquare() {
        KingmeApi api = chromium.api();
        var a = api.call("POST", "/api/analysis", null, "{\"game\": \"american\"}").body();
        int index = -1;
        for (int i = 0; i < a.path("moves").size(); i++) {
            if (a.path("moves").get(i).asText().equals("11-15")) {
                index = i;
            }
        }
        // CSP bypassed only so that the test can wait on a condition of the page
        Page page = chromium.open(new Browser.NewContextOptions().setBypassCSP(true));
        page.navigate(chromium.base() + "/#/analysis?game=american");
        page.locator("#analysis-lines").waitFor();
        page.locator("svg [data-square='" + square(a.path("board"), 11) + "']").first().click();
        page.locator("svg [data-square='" + square(a.path("board"), 15) + "']").first().click();
        page.waitForFunction("() => document.body.dataset.analysed === '1'");
        assertThat(page.url()).endsWith("line=" + index);
        assertThat(page.locator("#eval-stats").textContent()).startsWith("White to move");
    }

    @Test
    void aPositionSetUpByHandIsAnalysed() throws Exception {
        var a = chromium.api().call("POST", "/api/analysis", null, "{\"game\": \"american\"}").body();
        for (int width : new int[] {1280, 390}) {
            Page page = chromium.open(new Browser.NewContextOptions().setBypassCSP(true)
                    .setViewportSize(new ViewportSize(width, width > 600 ? 900 : 844)));
            page.navigate(chromium.base() + "/#/analysis?game=american");
            page.locator("#analysis-lines").waitFor();
            page.locator("#analysis-setup-button").click();
            page.locator("#setup-clear").click();
            assertThat(page.locator("#setup-fen").textContent()).isEqualTo("B:W:B");
            // a black king on 14 and a white man on 22 and on 30, White to move
            page.locator(".setup-piece:has-text('Black king') input").check();
            page.locator("#setup-board svg [data-square='" + square(a.path("board"), 14) + "']").first().click();
            page.locator(".setup-piece:has-text('White man') input").check();
            for (int n : new int[] {22, 30, 30, 30}) {  // the same piece again takes it off, and puts it back
                page.locator("#setup-board svg [data-square='" + square(a.path("board"), n) + "']").first().click();
            }
            page.locator("#setup-side").selectOption("white");
            assertThat(page.locator("#setup-fen").textContent()).isEqualTo("W:W22,30:BK14");
            AccessibilityEndToEndTest.assertNoSeriousViolations(page, "the position editor at " + width + " px");
            assertThat((Boolean) page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth"))
                    .as("the position editor at " + width + " px").isFalse();
            page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                    .setPath(Files.createDirectories(ServerAndChromium.SCREENSHOTS).resolve("analysis-setup-" + width + ".png")));
            page.locator("#setup-analyse").click();
            page.locator("#analysis-lines").waitFor();
            assertThat(page.url()).contains("setup=W%3AW22%2C30%3ABK14");
            assertThat(page.locator("#analysis-setup").textContent()).isEqualTo("W:W22,30:BK14");
            assertThat(page.locator("#eval-stats").textContent()).startsWith("White to move");
        }
    }
}
