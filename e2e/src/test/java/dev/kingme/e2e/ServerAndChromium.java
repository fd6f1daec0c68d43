package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.web.Limits;
import dev.kingme.app.web.WebServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * What every browser test class stands on, registered as a static {@code @RegisterExtension} field: a
 * {@code kingme serve} in this JVM on 127.0.0.1 (any free port) over an H2 database in a folder of its own,
 * and a headless Chromium driven by Playwright. Chromium is {@code /usr/bin/chromium} or the executable named
 * by {@code KINGME_CHROMIUM}; Playwright downloads no browser, and without that executable every test of the
 * class is skipped and says why.
 *
 * <p>Each test opens its pages with {@link #open}, each in a browser context of its own (its own storage: one
 * person); after the test the contexts are closed and an uncaught error in any page fails it. When a test
 * fails, a screenshot of each of its pages is left in {@code e2e/target/e2e-screenshots/} as
 * {@code CLASS-TEST-N.png}. The server allows many games from one address (the tests make them all from
 * 127.0.0.1) and, as by default, no game between two AIs.
 */
final class ServerAndChromium implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback,
        AfterTestExecutionCallback, AfterEachCallback {
    static final Path SCREENSHOTS = Paths.get("target", "e2e-screenshots");
    private static final Limits MANY_GAMES = new Limits(0, 10_000, 10_000, false);

    private Path data;
    private WebServer server;
    private String base;
    private KingmeApi api;
    private Playwright playwright;
    private Browser browser;
    /** Why the tests cannot run here (no Chromium), or null. */
    private String missing;

    private final List<BrowserContext> contexts = new ArrayList<>();
    private final List<Page> pages = new ArrayList<>();
    private final List<String> pageErrors = new CopyOnWriteArrayList<>();
    private String testName = "test";

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        String path = System.getenv().getOrDefault("KINGME_CHROMIUM", "/usr/bin/chromium");
        if (!Files.isExecutable(Paths.get(path))) {
            missing = "Chromium is missing: no executable at " + path
                    + " (install chromium, or set KINGME_CHROMIUM to a Chromium executable)";
            return;
        }
        data = Files.createTempDirectory("kingme-e2e");
        server = WebServer.start(GameStore.open(GameStore.h2Url(data), null, null), "127.0.0.1", 0, MANY_GAMES);
        base = "http://127.0.0.1:" + server.port();
        api = new KingmeApi(base);
        playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        browser = playwright.chromium().launch(new BrowserType.LaunchOptions().setExecutablePath(Paths.get(path))
                .setHeadless(true).setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--no-first-run")));
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
        if (server != null) {
            server.close();
        }
        if (data != null) {
            try (Stream<Path> files = Files.walk(data)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        Assumptions.assumeTrue(missing == null, missing);
        testName = context.getRequiredTestClass().getSimpleName() + "-"
                + context.getTestMethod().map(m -> m.getName()).orElse("test");
    }

    @Override
    public void afterTestExecution(ExtensionContext context) throws IOException {
        if (context.getExecutionException().isEmpty()) {
            return;
        }
        Path dir = Files.createDirectories(SCREENSHOTS);
        for (int i = 0; i < pages.size(); i++) {
            try {
                pages.get(i).screenshot(new Page.ScreenshotOptions().setFullPage(true)
                        .setPath(dir.resolve(testName + "-" + i + ".png")));
            } catch (RuntimeException e) {
                // A page that is gone has nothing to show.
            }
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        contexts.forEach(BrowserContext::close);
        contexts.clear();
        pages.clear();
        List<String> errors = List.copyOf(pageErrors);
        pageErrors.clear();
        assertThat(errors).as("uncaught errors in the pages").isEmpty();
    }

    /** The server's address, {@code http://127.0.0.1:PORT}. */
    String base() {
        return base;
    }

    /** The server's JSON API, for setting up and checking what the pages show. */
    KingmeApi api() {
        return api;
    }

    /** A page in a context of its own whose window is {@code width} px wide (844 px high on a phone, 900 else). */
    Page open(int width) {
        return open(new Browser.NewContextOptions().setViewportSize(width, width < 700 ? 844 : 900));
    }

    /**
     * Saves a screenshot of the whole of {@code page} as {@code NAME.png} in the folder the property
     * {@code kingme.shots} names, else in the tests' {@link #SCREENSHOTS}, for a person to look at.
     */
    static void shot(Page page, String name) {
        try {
            Path dir = Files.createDirectories(Paths.get(System.getProperty("kingme.shots", SCREENSHOTS.toString())));
            page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + ".png")).setFullPage(true));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * A page in a browser context of its own (another person, with storage of its own) that accepts
     * downloads and waits for the page's prompts as {@link GamePage} does; its uncaught errors fail the test,
     * and its console's errors are printed with the test's name.
     */
    Page open(Browser.NewContextOptions options) {
        BrowserContext context = browser.newContext(options.setAcceptDownloads(true));
        context.setDefaultTimeout(GamePage.PROMPT_MS);
        contexts.add(context);
        Page page = context.newPage();
        String who = "page " + pages.size() + (options.viewportSize != null && options.viewportSize.isPresent()
                ? " (" + options.viewportSize.get().width + " px)" : "");
        page.onPageError(e -> pageErrors.add(who + ": " + e));
        page.onConsoleMessage(m -> {
            if (m.type().equals("error")) {
                System.out.println("[" + testName + " " + who + " console] " + m.text());
            }
        });
        pages.add(page);
        return page;
    }

    Page open() {
        return open(new Browser.NewContextOptions());
    }
}
