package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Timeout;

/**
 * Clocks in the browser (docs/web.md, "Clocks"): an online game between two browser contexts, one of them
 * as wide as a phone, under a custom control of a few seconds, ends on time by itself; both pages count
 * the running clock down, turn it red under ten seconds and show the loss on time, and the page whose own
 * clock went under ten seconds beeps once; the replay and the look-back show both clocks, still, as they
 * stood at the position shown, and the moves the time each mover had left. Run like
 * {@link BrowserEndToEndTest} ({@code -Dtest='ClockEndToEndTest'}); skipped without Chromium.
 */
@Timeout(120)
class ClockEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    private static String base;
    private static KingmeApi api;

    @BeforeAll
    static void addresses() {
        base = chromium.base();
        api = chromium.api();
    }

    private static Page open(int width, int height) {
        Page page = chromium.open(new Browser.NewContextOptions().setViewportSize(width, height));
        // Web Audio stands in for a speaker: each beep the page makes is counted in window.kingmeBeeps.
        page.addInitScript("""
                window.kingmeBeeps = 0;
                window.AudioContext = class {
                  constructor() { window.kingmeBeeps++; this.currentTime = 0; this.destination = {}; }
                  createOscillator() {
                    return {frequency: {}, connect: (n) => n, start() {}, stop() {}, set onended(f) {}};
                  }
                  createGain() {
                    return {gain: {setValueAtTime() {}, exponentialRampToValueAtTime() {}}, connect: (n) => n};
                  }
                  close() {}
                };""");
        return page;
    }

    @Test
    void aTimedOnlineGameEndsOnTimeInBothBrowsers() {
        Page pageA = open(1280, 900);
        pageA.navigate(base + "/#/");
        pageA.locator("#start").waitFor();
        pageA.selectOption("#game-select", "american");
        pageA.selectOption("#opponent", "online");
        pageA.selectOption("#colour", "black");
        pageA.selectOption("#clock-select", "custom");
        pageA.fill("#clock-minutes", "0.2");  // 12 seconds
        pageA.fill("#clock-increment", "0");
        pageA.click("#start");
        pageA.waitForURL("**/#/game/**");
        GamePage a = new GamePage(pageA, api);
        a.waitForGame();
        JsonNode clock = a.view().get("clock");
        assertThat(clock.get("control").asText()).isEqualTo("12s+0");
        assertThat(a.clock("black")).isEqualTo("0:12");
        assertThat(a.clock("white")).isEqualTo("0:12");

        Page pageB = open(390, 844);
        pageA.locator("#invite-link").waitFor();
        pageB.navigate(pageA.locator("#invite-link").getAttribute("href"));
        GamePage b = new GamePage(pageB, api);
        b.waitForGame();
        assertThat(b.clock("white")).isEqualTo("0:12");
        assertThat(pageB.locator(".clock[data-side=\"white\"]").boundingBox().x
                + pageB.locator(".clock[data-side=\"white\"]").boundingBox().width).as("the clock within 390 px")
                .isLessThanOrEqualTo(390);

        // Neither clock runs before its side's first move; then Black's runs, and Black does not move.
        a.play(a.view().get("choices").get(0).get("text").asText());
        b.play(b.view().get("choices").get(0).get("text").asText());
        a.waitForVersion(2);
        assertThat(a.view().get("clock").get("running").asText()).isEqualTo("black");
        Locator blackClock = pageA.locator(".clock[data-side=\"black\"]");
        Locator blackBar = pageA.locator("#player-bottom .player");
        double clockWidth = blackClock.boundingBox().width;
        double barWidth = blackBar.boundingBox().width;
        a.waitForLowClock("black", 6_000);
        // turning red under ten seconds (0:09.4, two characters more) neither widens the clock nor moves the bar
        assertThat(blackClock.boundingBox().width).as("the clock's width once red").isCloseTo(clockWidth, within(0.5));
        assertThat(blackBar.boundingBox().width).as("the player bar's width").isCloseTo(barWidth, within(0.5));
        b.waitForLowClock("black", 2_000);
        a.until("() => window.kingmeBeeps === 1", null, 2_000, "one beep on Black's page as its clock went under 10 s");
        assertThat(a.clock("white")).as("White's clock stands still").isEqualTo("0:12");
        assertThat(pageA.locator(".clock[data-side=\"white\"].low").count()).isZero();

        String endA = a.waitForEnd(15_000);
        String endB = b.waitForEnd(5_000);
        assertThat(endA).contains("Black ran out of time");
        assertThat(endB).contains("Black ran out of time");
        assertThat(a.clock("black")).isEqualTo("0:00.0");
        assertThat(pageA.evaluate("() => window.kingmeBeeps")).as("Black's page beeped once").isEqualTo(1);
        assertThat(pageB.evaluate("() => window.kingmeBeeps")).as("White's page: not its own clock").isEqualTo(0);
        JsonNode over = a.view().get("toAct");
        assertThat(over.get("winner").asText()).isEqualTo("white");
        assertThat(over.get("reason").asText()).isEqualTo("Black ran out of time");

        // The start page remembers the control.
        pageA.navigate(base + "/#/");
        pageA.locator("#start").waitFor();
        assertThat(pageA.inputValue("#clock-select")).isEqualTo("custom");
        assertThat(pageA.inputValue("#clock-minutes")).isEqualTo("0.2");
    }

    /** A clock's time as the page writes it at ten seconds or more, under an hour: "5:03". */
    private static String shown(long ms) {
        long s = ms / 1000;
        return s / 60 + ":" + String.format("%02d", s % 60);
    }

    @Test
    void theReplayAndTheLookBackShowTheClocksAsTheyStoodAndTheMovesTheTimeLeft() throws Exception {
        KingmeApi.Answer created = api.create(KingmeApi.object().put("game", "american").put("online", true).put("clock", "5+3"));
        assertThat(created.status()).isEqualTo(201);
        String id = created.body().get("id").asText();
        JsonNode tokens = created.body().get("tokens");
        for (int v = 0; v < 4; v++) {
            if (v == 2) {
                Thread.sleep(1_100);  // Black's clock runs once White has made its first move
            }
            String side = v % 2 == 0 ? "black" : "white";
            assertThat(api.act(id, tokens.get(side).asText(),
                    KingmeApi.object().put("type", "choose").put("version", v).put("choice", 0)).status()).isEqualTo(200);
        }
        JsonNode positions = api.call("GET", "/api/games/" + id + "/positions", null, null).body().get("positions");
        JsonNode last = positions.get(4).get("clock");
        assertThat(last.get("blackMs").asLong()).isLessThanOrEqualTo(306_000 - 1_100);
        List<String> left = new ArrayList<>();
        api.view(id, null).get("moves").forEach(m -> left.add(shown(m.get("leftMs").asLong())));
        assertThat(left).hasSize(4);

        for (int width : new int[] {1280, 390}) {
            Page page = open(width, width == 390 ? 844 : 900);
            GamePage g = new GamePage(page, api);
            page.navigate(base + "/#/replay/" + id);
            page.locator("#slider").waitFor();
            assertThat(g.clock("black")).as("the start, at %d px", width).isEqualTo("5:00");
            assertThat(g.clock("white")).isEqualTo("5:00");
            page.keyboard().press("End");
            assertThat(g.clock("black")).as("after the last move, at %d px", width).isEqualTo(shown(last.get("blackMs").asLong()));
            assertThat(g.clock("white")).isEqualTo(shown(last.get("whiteMs").asLong()));
            assertThat(page.locator(".clock.running").count()).as("the replay's clocks stand still").isZero();
            Locator black = page.locator(".clock[data-side=\"black\"]");
            assertThat(black.boundingBox().x + black.boundingBox().width).as("the clock within %d px", width)
                    .isLessThanOrEqualTo(width);
            assertThat(page.locator("#moves .move-left").allInnerTexts()).as("each mover's time left").isEqualTo(left);
            page.keyboard().press("ArrowLeft");
            page.keyboard().press("ArrowLeft");
            assertThat(g.clock("black")).isEqualTo("5:03");
            assertThat(g.clock("white")).isEqualTo("5:03");
            Thread.sleep(300);
            assertThat(g.clock("black")).as("still").isEqualTo("5:03");
        }

        // The live page (a spectator's) looks back at Black's first move: the clocks as they stood then.
        Page page = open(1280, 900);
        GamePage g = new GamePage(page, api);
        page.navigate(base + "/#/game/" + id);
        g.waitForGame();
        assertThat(page.locator(".clock.running").count()).as("Black's clock runs in the game").isEqualTo(1);
        page.click("#moves [data-move=\"0\"]");
        page.locator("#lookback").waitFor();
        assertThat(g.clock("black")).isEqualTo("5:03");
        assertThat(g.clock("white")).isEqualTo("5:00");
        assertThat(page.locator(".clock.running").count()).as("looking back, nothing ticks").isZero();
        page.click("#back-to-game");
        g.until("() => document.querySelectorAll('.clock.running').length === 1", null, GamePage.PROMPT_MS,
                "the live clock again, back at the game");
    }
}
