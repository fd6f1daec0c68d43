package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.web.WebServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Clocks in the browser (docs/web.md, "Clocks"): an online game between two browser contexts, one of them
 * as wide as a phone, under a custom control of a few seconds, ends on time by itself; both pages count
 * the running clock down, turn it red under ten seconds and show the loss on time, and the page whose own
 * clock went under ten seconds beeps once. Run like
 * {@link BrowserEndToEndTest} ({@code -Dtest='ClockEndToEndTest'}); skipped without Chromium.
 */
@Timeout(120)
class ClockEndToEndTest {
    @TempDir
    static Path data;

    private static WebServer server;
    private static String base;
    private static KingmeApi api;
    private static Playwright playwright;
    private static Browser browser;
    private static String missing;

    private final List<BrowserContext> contexts = new ArrayList<>();
    private final List<String> pageErrors = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() {
        String path = System.getenv().getOrDefault("KINGME_CHROMIUM", "/usr/bin/chromium");
        if (!Files.isExecutable(Paths.get(path))) {
            missing = "Chromium is missing: no executable at " + path
                    + " (install chromium, or set KINGME_CHROMIUM to a Chromium executable)";
            return;
        }
        server = WebServer.start(GameStore.open(GameStore.h2Url(data), null, null), "127.0.0.1", 0);
        base = "http://127.0.0.1:" + server.port();
        api = new KingmeApi(base);
        playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        browser = playwright.chromium().launch(new BrowserType.LaunchOptions().setExecutablePath(Paths.get(path))
                .setHeadless(true).setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--no-first-run")));
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void needsChromium() {
        Assumptions.assumeTrue(missing == null, missing);
    }

    @AfterEach
    void closeContexts() {
        contexts.forEach(BrowserContext::close);
        assertThat(pageErrors).as("uncaught errors in the pages").isEmpty();
    }

    private Page open(int width, int height) {
        BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(width, height));
        context.setDefaultTimeout(GamePage.PROMPT_MS);
        contexts.add(context);
        // Web Audio stands in for a speaker: each beep the page makes is counted in window.kingmeBeeps.
        context.addInitScript("""
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
        Page page = context.newPage();
        page.onPageError(e -> pageErrors.add(width + " px page: " + e));
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
        a.waitForLowClock("black", 6_000);
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
}
