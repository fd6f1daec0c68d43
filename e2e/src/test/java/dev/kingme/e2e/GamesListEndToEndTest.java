package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The lists of games in Chromium (docs/web.md, "Lists of games"): the lobby's "Your games" leads back to a game
 * the person started, marked when it is their turn; the finished-games page shows its columns, filters by
 * game and pages, and at a phone's width nothing is wider than the screen. Runs as {@link BrowserEndToEndTest}
 * does (Chromium from KINGME_CHROMIUM or /usr/bin/chromium, else skipped).
 */
@Timeout(180)
class GamesListEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    private static String base;
    private static KingmeApi api;

    @BeforeAll
    static void addresses() {
        base = chromium.base();
        api = chromium.api();
    }



    private static boolean overflows(Page page) {
        return (Boolean) page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth");
    }

    @Test
    void aGameStartedFromTheLobbyIsUnderYourGamesMarkedYourTurnAndLeadsBack() {
        for (int width : new int[] {1280, 390}) {
            Page page = chromium.open(width);
            page.navigate(base + "/#/");
            page.locator("#start").waitFor();
            page.fill("#name", "Ann");
            page.selectOption("#game-select", "american");
            page.selectOption("#opponent", "online");
            page.selectOption("#colour", "black");
            page.click("#start");
            page.waitForURL("**/#/game/**");
            new GamePage(page, api).waitForGame();
            String gameUrl = page.url();
            String id = gameUrl.replaceAll(".*#/game/([a-z0-9]+).*", "$1");

            page.navigate(base + "/#/");
            Locator mine = page.locator("#own-games li[data-game='" + id + "']");
            mine.waitFor();
            assertThat(mine.getAttribute("class")).contains("your-turn");
            assertThat(mine.textContent()).contains("your turn", "against");
            assertThat(page.locator("#own-title").isVisible()).isTrue();
            assertThat(overflows(page)).as("the lobby at " + width + " px is no wider than the screen").isFalse();
            ServerAndChromium.shot(page, "lobby-your-games-" + width);

            mine.locator("a").click();
            page.waitForURL("**/#/game/" + id + "?token=**");
            new GamePage(page, api).waitForGame();
            assertThat(page.locator("#seat-note").textContent()).isEqualTo("you play black");
        }
    }

    /** A game at one screen, ended by a resignation at once. */
    private static String finished(ObjectNode request) {
        KingmeApi.Answer made = api.create(request);
        assertThat(made.status()).as(made.body().toString()).isEqualTo(201);
        String id = made.body().path("id").asText();
        String token = made.body().path("tokens").path("black").asText();
        JsonNode view = api.view(id, token);
        ObjectNode resign = KingmeApi.object().put("version", view.path("version").asInt()).put("type", "resign");
        assertThat(api.act(id, token, resign).status()).isEqualTo(200);
        return id;
    }

    @Test
    void theFinishedGamesShowTheirColumnsFilterByGameAndPage() {
        for (int i = 0; i < 27; i++) {
            ObjectNode r = KingmeApi.object().put("game", "american").put("black", "human").put("white", "human").put("online", false);
            r.putObject("name").put("black", "Player " + i).put("white", "Cy");
            finished(r);
        }
        for (int i = 0; i < 3; i++) {
            ObjectNode r = KingmeApi.object().put("game", "fantasy-rpg").put("black", "human").put("white", "ai:easy").put("clock", "5+3");
            r.putObject("options").put("black", "cleric").put("white", "thief");
            r.putObject("name").put("black", "Ann");
            finished(r);
        }
        for (int width : new int[] {1280, 390}) {
            Page page = chromium.open(width);
            page.navigate(base + "/#/games");
            Locator rows = page.locator("table.games tbody tr");
            rows.first().waitFor();
            assertThat(rows.count()).isEqualTo(25);
            if (width > 700) {
                assertThat(page.locator("table.games thead th").allTextContents())
                        .containsExactly("Ended", "Game", "Characters", "Time control", "Players", "Result", "Length", "");
            }
            Locator rpg = rows.first();
            assertThat(rpg.locator("td[data-label='Time control']").textContent()).isEqualTo("5 min + 3 s");
            assertThat(rpg.locator("td[data-label='Players']").textContent()).isEqualTo("Ann \u2013 AI (easy)");
            assertThat(rpg.locator("td[data-label='Result']").textContent()).isEqualTo("White wins: Black resigned");
            assertThat(rpg.locator("td[data-label='Characters']").textContent()).contains(" v ");
            assertThat(rpg.locator("td[data-label='Length']").textContent()).isEqualTo("0 moves");
            assertThat(rpg.locator("a.button").textContent()).isEqualTo("Replay");
            assertThat(page.locator(".games-pages a[rel=prev]").count()).as("the newest page has no newer one").isZero();
            assertThat(overflows(page)).as("the finished games at " + width + " px are no wider than the screen").isFalse();
            ServerAndChromium.shot(page, "finished-games-" + width);

            String first = rows.first().getAttribute("data-game");
            page.click(".games-pages a[rel=next]");
            page.waitForURL("**/#/games?before=**");
            page.locator("table.games tbody tr").first().waitFor();
            assertThat(page.locator("table.games tbody tr").count()).isEqualTo(5);
            assertThat(page.locator("table.games tbody tr[data-game='" + first + "']").count()).isZero();
            page.click(".games-pages a[rel=prev]");
            page.waitForURL("**/#/games?after=**");
            page.locator("table.games tbody tr[data-game='" + first + "']").waitFor();
            assertThat(page.locator("table.games tbody tr").count()).isEqualTo(25);

            page.selectOption(".games-filters select[name=game]", "fantasy-rpg");
            page.waitForURL("**/#/games?game=fantasy-rpg");
            for (long end = System.nanoTime() + 10_000_000_000L; page.locator("table.games tbody tr").count() != 3
                    && System.nanoTime() < end; ) {
                page.waitForTimeout(50);
            }
            assertThat(page.locator("table.games tbody tr").count()).isEqualTo(3);
            assertThat(page.locator("table.games tbody tr td[data-label='Game']").allTextContents()).allSatisfy(t -> assertThat(t).isNotEqualTo("American checkers"));
            assertThat(page.locator(".games-pages a").count()).isZero();
            assertThat(overflows(page)).isFalse();
        }
    }
}
