package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rules in the page, at 1280 and 390 px wide: a Fantasy RPG game page's Rules button opens the rules
 * beside the board (a sheet on a phone) with the character cards, openRules scrolls it to a power's card, and
 * it closes back to the game; the new-game form links to the chosen game's rules page. Screenshots go to
 * the folder named by the property {@code kingme.shots}, when set.
 */
class RulesEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    private static String base;
    private static KingmeApi api;

    @BeforeAll
    static void addresses() {
        base = chromium.base();
        api = chromium.api();
    }



    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void theGamePagesRulesPanelShowsTheRulesAndTheCardsBesideTheBoard(int width) throws Exception {
        Page page = chromium.open(width);
        ObjectNode request = KingmeApi.object().put("game", "fantasy-rpg");
        request.putObject("options").put("black", "bard").put("white", "mage");
        KingmeApi.Answer made = api.create(request);
        assertThat(made.status()).isEqualTo(201);
        String id = made.body().get("id").asText();
        page.navigate(base + "/#/game/" + id + "?token=" + made.body().get("tokens").get("black").asText());
        GamePage g = new GamePage(page, api);
        g.waitForGame();
        String url = page.url();

        Locator button = page.locator("#rules-button");
        assertThat(button.isVisible()).isTrue();
        assertThat(page.locator("#rules-panel").isVisible()).isFalse();
        button.click();
        Locator panel = page.locator("#rules-panel");
        panel.locator("#characters").waitFor();
        assertThat(panel.locator("h1").textContent()).isEqualTo("Rules of Fantasy RPG Checkers");
        assertThat(panel.locator("#term-ld").textContent()).contains("LD");
        Locator bard = panel.locator("#character-bard");
        assertThat(bard.locator("h4").textContent()).contains("Bard");
        assertThat(bard.locator("#power-bard-charm").textContent()).contains("Charm", "1 penny", "instead of moving");
        assertThat(page.url()).as("the game is not left").isEqualTo(url);

        double panelLeft = panel.boundingBox().x;
        double boardRight = page.locator("#board-wrap").boundingBox().x + page.locator("#board-wrap").boundingBox().width;
        if (width > 700) {
            assertThat(panelLeft).as("the panel stands beside the board").isGreaterThanOrEqualTo(boardRight - 1);
        } else {
            assertThat(panel.boundingBox().width).as("a sheet over the page").isBetween(380.0, 391.0);
        }
        ServerAndChromium.shot(page, "game-panel-" + width);

        // a link inside the panel scrolls the panel, not the page's route
        panel.locator("nav.toc a[href='#characters']").click();
        assertThat(page.url()).isEqualTo(url);

        // openRules, as a power's "?" calls it, scrolls to the card of the power
        page.evaluate("async () => (await import('./rulespanel.js')).openRules('fantasy-rpg', '#power-mage-fireball')");
        Locator fireball = panel.locator("#power-mage-fireball");
        page.waitForFunction("() => { const t = document.querySelector('#power-mage-fireball');"
                + " const p = document.querySelector('#rules-panel .panel-body'); if (!t || !p) return false;"
                + " const a = t.getBoundingClientRect(), b = p.getBoundingClientRect(); return a.top >= b.top - 2 && a.top < b.bottom; }");
        assertThat(fireball.textContent()).contains("3 pennies");
        ServerAndChromium.shot(page, "game-panel-fireball-" + width);

        page.keyboard().press("Escape");
        assertThat(panel.isVisible()).isFalse();
        assertThat((Boolean) page.evaluate("() => document.activeElement && document.activeElement.id === 'rules-button'")).isTrue();
        assertThat(page.locator("svg.board").isVisible()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void theNewGameFormLinksToTheChosenGamesRulesPage(int width) throws Exception {
        Page page = chromium.open(width);
        page.navigate(base + "/#/");
        page.locator("#start").waitFor();
        page.selectOption("#game-select", "warp");
        Locator link = page.locator("#rules-link");
        assertThat(link.textContent()).isEqualTo("Rules of Warp Checkers");
        Page rules = page.waitForPopup(link::click);
        rules.waitForLoadState();
        assertThat(rules.url()).endsWith("/rules/warp");
        assertThat(rules.title()).isEqualTo("Rules of Warp Checkers \u2014 Kingme");
        assertThat(rules.locator("h1").textContent()).isEqualTo("Rules of Warp Checkers");
        assertThat(rules.locator("#diagram-warp-wrap svg").isVisible()).isTrue();
        assertThat(rules.locator("#diagram-warp-cycle svg").isVisible()).isTrue();
        Number scroll = (Number) rules.evaluate("() => document.documentElement.scrollWidth");
        assertThat(scroll.intValue()).as("the page fits the screen").isLessThanOrEqualTo(width);
        ServerAndChromium.shot(rules, "rules-page-warp-" + width);

        page.selectOption("#game-select", "fantasy-rpg");
        page.selectOption("#white-character", "thief");
        Locator card = page.locator(".character-pick .card-link").nth(1);
        assertThat(card.textContent()).isEqualTo("The card of Ranged Attack Thief");
        Page cards = page.waitForPopup(card::click);
        cards.waitForLoadState();
        assertThat(cards.url()).endsWith("/rules/fantasy-rpg#character-thief");
        assertThat(cards.locator("#character-thief").textContent()).contains("Shortbow", "Loot!");
        ServerAndChromium.shot(cards, "rules-page-fantasy-thief-" + width);
        cards.evaluate("() => window.scrollTo(0, 0)");
        ServerAndChromium.shot(cards, "rules-page-fantasy-top-" + width);
    }

    @Test
    void theDiagramsAreDrawn() throws Exception {
        Page page = chromium.open(1280);
        String[][] pages = {{"fantasy-rpg", "fireball"}, {"warp", "warp-wrap"}, {"warp", "warp-cycle"}, {"lilypad", "lilypad-hop"}};
        for (String[] p : pages) {
            page.navigate(base + "/rules/" + p[0]);
            Locator svg = page.locator("#diagram-" + p[1] + " svg");
            assertThat(svg.boundingBox().width).as(p[1]).isGreaterThan(200);
            assertThat(svg.getAttribute("role")).isEqualTo("img");
            assertThat(page.locator("#diagram-" + p[1] + " figcaption").textContent()).isNotBlank();
            String folder = System.getProperty("kingme.shots");
            if (folder != null) {
                page.locator("#diagram-" + p[1]).screenshot(new Locator.ScreenshotOptions()
                        .setPath(Files.createDirectories(Paths.get(folder)).resolve("diagram-" + p[1] + ".png")));
            }
        }
    }

    @Test
    void anUnknownGamesRulesPageSaysSo() {
        Page page = chromium.open(1280);
        com.microsoft.playwright.Response r = page.navigate(base + "/rules/chess");
        assertThat(r.status()).isEqualTo(404);
        assertThat(page.locator("h1").textContent()).isEqualTo("No such game");
    }
}
