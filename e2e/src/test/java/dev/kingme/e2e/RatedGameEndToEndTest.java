package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ViewportSize;
import java.nio.file.Files;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A rated game between two accounts in two browser contexts (docs/web.md, "Players and ratings"): each signs up,
 * one posts a rated challenge, the other sees the creator's rating in the lobby and accepts; both play on their
 * own seats with their accounts and ratings shown; a resignation ends it and both see the rating change; the
 * winner's page shows the new rating, its history chart and the game. Axe-core finds no serious violation on the
 * player's page, and neither page is wider than a phone. Leaves e2e/target/e2e-screenshots/rated-game-WIDTH.png
 * and player-WIDTH.png.
 */
@Timeout(240)
class RatedGameEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    /** A person in a browser context of their own, signed up as {@code name}. */
    private static Page signedUp(String name, int width) {
        Page page = chromium.open(new Browser.NewContextOptions().setBypassCSP(true)
                .setViewportSize(new ViewportSize(width, width > 600 ? 900 : 844)));
        page.navigate(chromium.base() + "/#/account");
        page.locator("#signup-form").waitFor();
        page.fill("#signup-name", name);
        page.fill("#signup-password", "a long secret");
        page.click("#signup-form button[type=submit]");
        page.locator("#account-who").waitFor();
        return page;
    }

    /** The session cookie of the person of {@code page}, as {@code name=value}. */
    private static String session(Page page) {
        return page.context().cookies().stream().filter(c -> c.name.equals("kingme_session"))
                .map(c -> c.name + "=" + c.value).findFirst().orElseThrow();
    }

    private static void screenshot(Page page, String file) throws Exception {
        page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                .setPath(Files.createDirectories(ServerAndChromium.SCREENSHOTS).resolve(file)));
    }

    private static boolean wider(Page page) {
        return (Boolean) page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth");
    }

    @Test
    void twoAccountsPlayARatedGameAndSeeTheirRatingsChange() throws Exception {
        for (int width : new int[] {1280, 390}) {
            String suffix = UUID.randomUUID().toString().substring(0, 6);
            String annName = "Ann" + suffix;
            String bobName = "Bob" + suffix;
            Page ann = signedUp(annName, width);
            Page bob = signedUp(bobName, width);

            ann.navigate(chromium.base() + "/#/");
            ann.locator("#start").waitFor();
            ann.selectOption("#game-select", "american");
            ann.selectOption("#opponent", "lobby");
            ann.selectOption("#colour", "black");
            ann.check("#rated");
            ann.click("#start");
            Locator mine = ann.locator(".challenge.mine");
            mine.waitFor();
            String challenge = mine.getAttribute("data-challenge");
            assertThat(mine.textContent()).contains("rated");

            bob.navigate(chromium.base() + "/#/");
            Locator offered = bob.locator("[data-challenge='" + challenge + "']");
            offered.waitFor();
            assertThat(offered.textContent()).contains(annName, "(1500?)", "rated");
            offered.locator("button.accept").click();
            bob.waitForURL("**/#/game/**");
            ann.waitForURL("**/#/game/**", new Page.WaitForURLOptions().setTimeout(15_000));
            for (Page p : new Page[] {ann, bob}) {
                p.locator("#rated-tag").waitFor();
                p.locator(".account-tag").nth(1).waitFor();
                assertThat(p.locator(".account-tag").allTextContents()).anyMatch(t -> t.contains("@" + annName) && t.contains("1500?"))
                        .anyMatch(t -> t.contains("@" + bobName));
            }
            if (width < 600) {
                assertThat(wider(bob)).as("the rated game at 390 px").isFalse();
            }

            // Ann (Black) makes the first move on the board; Bob's page follows; then Bob resigns
            GamePage anns = new GamePage(ann, chromium.api().withCookie(session(ann)));
            anns.waitForGame();
            com.fasterxml.jackson.databind.JsonNode before = anns.view();
            anns.play(before.get("choices").get(0).get("text").asText());
            new GamePage(bob, chromium.api()).waitForVersion(before.get("version").asInt() + 1);
            bob.locator("#resign").click();
            bob.locator("#resign-confirm").click();
            for (Page p : new Page[] {ann, bob}) {
                p.locator(".rating-change.up").waitFor();
                p.locator(".rating-change.down").waitFor();
            }
            int gained = Integer.parseInt(ann.locator(".rating-change.up").getAttribute("data-change"));
            int lost = Integer.parseInt(ann.locator(".rating-change.down").getAttribute("data-change"));
            assertThat(gained).isPositive();
            assertThat(lost).isEqualTo(-gained);
            screenshot(ann, "rated-game-" + width + ".png");

            // the player's page, at its own address
            ann.navigate(chromium.base() + "/@/" + annName);
            ann.locator("#ratings").waitFor();
            assertThat(ann.url()).contains("#/@/" + annName);
            assertThat(ann.locator("#ratings").textContent()).contains("American checkers", String.valueOf(1500 + gained));
            assertThat(ann.locator("svg.rating-chart").count()).isEqualTo(1);
            assertThat(ann.locator("#player-games tbody tr").count()).isEqualTo(1);
            assertThat(ann.locator("#player-games").textContent()).contains(bobName, "Win", "+" + gained);
            ann.selectOption("#filter-result", "loss");
            ann.click("#player-filters button[type=submit]");
            ann.locator("#no-games").waitFor();
            ann.selectOption("#filter-result", "win");
            ann.click("#player-filters button[type=submit]");
            ann.locator("#player-games").waitFor();
            AccessibilityEndToEndTest.assertNoSeriousViolations(ann, "the player's page at " + width + " px");
            assertThat(wider(ann)).as("the player's page at " + width + " px").isFalse();
            screenshot(ann, "player-" + width + ".png");
        }
    }

    @Test
    void quickPairingPairsTwoBrowsersAndTheBoardsArePages() throws Exception {
        Page ann = chromium.open(new Browser.NewContextOptions().setViewportSize(new ViewportSize(1280, 900)));
        Page bob = chromium.open(new Browser.NewContextOptions().setViewportSize(new ViewportSize(1280, 900)));
        for (Page p : new Page[] {ann, bob}) {
            p.navigate(chromium.base() + "/#/");
            p.locator("#pair-game option[value='lilypad']").waitFor(new Locator.WaitForOptions()
                    .setState(com.microsoft.playwright.options.WaitForSelectorState.ATTACHED));
            p.selectOption("#pair-game", "lilypad");
            p.selectOption("#pair-clock", "10+5");
        }
        ann.click("#pair");
        ann.locator(".challenge.mine").waitFor();
        bob.click("#pair");
        bob.waitForURL("**/#/game/**");
        ann.waitForURL("**/#/game/**", new Page.WaitForURLOptions().setTimeout(15_000));
        assertThat(ann.url().replaceAll("\\?.*", "")).isEqualTo(bob.url().replaceAll("\\?.*", ""));

        for (int width : new int[] {1280, 390}) {
            Page page = chromium.open(new Browser.NewContextOptions().setBypassCSP(true)
                    .setViewportSize(new ViewportSize(width, width > 600 ? 900 : 844)));
            page.navigate(chromium.base() + "/#/leaderboard?game=warp&speed=rapid");
            page.locator("#board-game").waitFor();
            assertThat(page.locator("#board-game").inputValue()).isEqualTo("warp");
            AccessibilityEndToEndTest.assertNoSeriousViolations(page, "the leaderboard at " + width + " px");
            assertThat(wider(page)).as("the leaderboard at " + width + " px").isFalse();
            page.navigate(chromium.base() + "/#/balance/people?game=schlock-mercenary");
            page.locator("#balance-game").waitFor();
            AccessibilityEndToEndTest.assertNoSeriousViolations(page, "people's balance at " + width + " px");
            assertThat(wider(page)).as("people's balance at " + width + " px").isFalse();
            screenshot(page, "people-balance-" + width + ".png");
        }
    }
}
