package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Timeout;

/**
 * The lobby in Chromium (docs/web.md, "The lobby"): a challenge posted in one browser is seen and accepted in
 * another, and both land in the game on their own seats; a creator cancels their challenge; the name a person
 * gives themselves in the lobby shows on the game page, also for a seat joined by an invite link. Runs as
 * {@link BrowserEndToEndTest} does (Chromium from KINGME_CHROMIUM or /usr/bin/chromium, else skipped).
 */
@Timeout(120)
class LobbyEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    private static String base;
    private static KingmeApi api;

    @BeforeAll
    static void addresses() {
        base = chromium.base();
        api = chromium.api();
    }

    /** A page in a browser context of its own (its own localStorage: another person). */
    private static Page person(Browser.NewContextOptions options) {
        return chromium.open(options);
    }

    private static Page person() {
        return person(new Browser.NewContextOptions());
    }

    /** Opens the lobby and names the person {@code name}. */
    private static void lobby(Page page, String name) {
        page.navigate(base + "/#/");
        page.locator("#start").waitFor();
        if (name != null) {
            page.fill("#name", name);
        }
    }

    /** Posts a challenge from the lobby's form; answers its id. */
    private static String postChallenge(Page page, String game, String colour) {
        page.selectOption("#game-select", game);
        page.selectOption("#opponent", "lobby");
        page.selectOption("#colour", colour);
        assertThat(page.locator("#start").textContent()).isEqualTo("Post the challenge");
        page.click("#start");
        Locator mine = page.locator(".challenge.mine");
        mine.waitFor();
        return mine.getAttribute("data-challenge");
    }

    private static List<String> names(Page page) {
        page.locator(".player-name").first().waitFor();
        return page.locator(".player-name").allTextContents();
    }

    @Test
    void aChallengeIsSeenAndAcceptedInAnotherBrowserAndBothLandOnTheirSeats() {
        Page ann = person();
        lobby(ann, "Ann");
        String id = postChallenge(ann, "american", "white");
        assertThat(ann.locator(".challenge.mine").textContent()).contains("You play white", "expires in 1");
        assertThat(ann.locator(".challenge.mine button.accept").count()).as("no Accept on one's own challenge").isZero();

        Page bob = person();
        lobby(bob, "Bob");
        Locator offered = bob.locator("[data-challenge='" + id + "']");
        offered.waitFor();
        assertThat(offered.textContent()).contains("American checkers", "Ann", "plays white", "No clock", "expires in 1");
        // by keyboard: the focus stays on the button while the lobby is fetched again (every 2 s)
        offered.locator("button.accept").focus();
        bob.waitForTimeout(2500);
        assertThat(bob.evaluate("() => document.activeElement.closest('[data-challenge]')?.dataset.challenge")).isEqualTo(id);
        bob.keyboard().press("Enter");

        bob.waitForURL("**/#/game/**");
        GamePage bobs = new GamePage(bob, api);
        bobs.waitForGame();
        assertThat(bobs.text("#seat-note")).isEqualTo("you play black");
        ann.waitForURL("**/#/game/**");
        GamePage anns = new GamePage(ann, api);
        anns.waitForGame();
        assertThat(anns.text("#seat-note")).isEqualTo("you play white");
        assertThat(anns.id()).isEqualTo(bobs.id());
        assertThat(anns.token()).isNotEqualTo(bobs.token());
        assertThat(names(ann)).contains("Ann", "Bob");
        // the name reaches Bob's own page too, by its socket, as it reached Ann's: not necessarily first
        bobs.until("() => [...document.querySelectorAll('.player-name')].some(n => n.textContent === 'Bob')", null,
                GamePage.PROMPT_MS, "Bob's name on his own page");
        assertThat(names(bob)).contains("Ann", "Bob");

        // Bob moves: Ann's page follows.
        JsonNode view = bobs.view();
        bobs.play(view.get("choices").get(0).get("text").asText());
        anns.waitForVersion(view.get("version").asInt() + 1);
        assertThat(api.call("GET", "/api/lobby", null, null).body().get("challenges").toString()).doesNotContain(id);
    }

    @Test
    void aCreatorCancelsTheirChallenge() {
        Page ann = person();
        lobby(ann, "Ann");
        String id = postChallenge(ann, "american", "black");
        Page bob = person();
        lobby(bob, null);
        bob.locator("[data-challenge='" + id + "']").waitFor();

        ann.locator(".challenge.mine button.cancel").click();
        ann.locator("[data-challenge='" + id + "']").waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.DETACHED));
        bob.locator("[data-challenge='" + id + "']").waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.DETACHED));
        assertThat(api.call("GET", "/api/challenges/" + id, null, null).body().get("state").asText()).isEqualTo("cancelled");
    }

    @Test
    void theNameGivenInTheLobbyShowsOnTheGamePageAlsoForASeatJoinedByInvite() {
        Page ann = person();
        lobby(ann, "Ann");
        ann.selectOption("#game-select", "american");
        ann.selectOption("#opponent", "online");
        ann.selectOption("#colour", "black");
        ann.click("#start");
        ann.waitForURL("**/#/game/**");
        GamePage anns = new GamePage(ann, api);
        anns.waitForGame();
        Locator invite = ann.locator("#invite-link");
        invite.waitFor();
        String inviteUrl = invite.getAttribute("href");

        Page bob = person();
        lobby(bob, "Bob");
        bob.navigate(inviteUrl);
        GamePage bobs = new GamePage(bob, api);
        bobs.waitForGame();
        assertThat(bobs.text("#seat-note")).isEqualTo("you play white");
        anns.until("() => [...document.querySelectorAll('.player-name')].some(n => n.textContent === 'Bob')", null,
                GamePage.PROMPT_MS, "Bob's name on Ann's page");
        // the name reaches Bob's own page too, by its socket, as it reached Ann's: not necessarily first
        bobs.until("() => [...document.querySelectorAll('.player-name')].some(n => n.textContent === 'Bob')", null,
                GamePage.PROMPT_MS, "Bob's name on his own page");
        assertThat(names(bob)).contains("Ann", "Bob");
        assertThat(api.view(anns.id(), null).get("players").get("white").get("name").asText()).isEqualTo("Bob");
    }

    @Test
    void onAPhoneTheLobbyFitsTheScreen() throws java.io.IOException {
        Page phone = person(new Browser.NewContextOptions().setViewportSize(390, 844).setDeviceScaleFactor(3)
                .setIsMobile(true).setHasTouch(true));
        lobby(phone, "Ann");
        String id = postChallenge(phone, "fantasy-rpg", "black");
        phone.locator("[data-challenge='" + id + "']").waitFor();
        Number width = (Number) phone.evaluate("() => document.documentElement.scrollWidth");
        Object wide = phone.evaluate("() => [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391)"
                + ".slice(0, 8).map(e => e.tagName + '.' + e.className + '#' + e.id + ' ' + Math.round(e.getBoundingClientRect().right))");
        assertThat(width.intValue()).as("the lobby's width on a 390px screen; too wide: %s", wide).isLessThanOrEqualTo(390);
        assertThat(phone.locator(".challenge.mine").boundingBox().width).isLessThanOrEqualTo(390);
        phone.screenshot(new Page.ScreenshotOptions().setPath(Files.createDirectories(ServerAndChromium.SCREENSHOTS)
                .resolve("lobby-phone.png")));
    }

    /**
     * A challenge's clock reads in the lobby as it does on the game page, in the server's words: a control of
     * nine seconds is "9 s + 0 s", not "0.1 min" (issue 30).
     */
    @Test
    void aChallengesClockReadsAsOnTheGamePage() {
        KingmeApi.Answer posted = api.call("POST", "/api/challenges", null,
                "{\"game\": \"american\", \"name\": \"Cleo\", \"clock\": {\"initialSeconds\": 9, \"incrementSeconds\": 0}}");
        assertThat(posted.status()).isEqualTo(201);
        KingmeApi.Answer days = api.call("POST", "/api/challenges", null, "{\"game\": \"american\", \"clock\": \"d3\"}");
        assertThat(days.status()).isEqualTo(201);
        Page page = person();
        lobby(page, null);
        Locator nine = page.locator("[data-challenge=\"" + posted.body().path("id").asText() + "\"] .challenge-clock");
        nine.waitFor();
        assertThat(nine.textContent()).isEqualTo("9 s + 0 s");
        assertThat(page.locator("[data-challenge=\"" + days.body().path("id").asText() + "\"] .challenge-clock").textContent())
                .isEqualTo("3 days a move");
    }
}
