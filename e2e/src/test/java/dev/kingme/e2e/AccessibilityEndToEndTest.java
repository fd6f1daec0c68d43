package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ViewportSize;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The automated accessibility check (docs/web.md, "Accessibility"): axe-core, loaded into the lobby, a Fantasy
 * RPG game with its characters, the rules page and the replay of a game with moves, at a desktop's width and
 * a phone's, finds no violation of impact serious or critical. axe-core comes from {@code e2e/node_modules}
 * (fetched by the build with npm, {@code e2e/fetch-axe.sh}); without it every test fails and says so.
 */
@Timeout(180)
class AccessibilityEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    /** Where npm ci puts axe-core, from the module's folder (where Maven runs the tests). */
    static final Path AXE = Paths.get("node_modules", "axe-core", "axe.min.js");

    private static String base;
    private static KingmeApi api;

    @BeforeAll
    static void addresses() {
        base = chromium.base();
        api = chromium.api();
    }

    /** A page of this width; the server's Content-Security-Policy would refuse the injected script. */
    private static Page open(int width) {
        return chromium.open(new Browser.NewContextOptions().setBypassCSP(true)
                .setViewportSize(new ViewportSize(width, width > 600 ? 900 : 844)));
    }

    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {1280, 390})
    void theLobbyHasNoSeriousViolations(int width) {
        Page page = open(width);
        page.navigate(base + "/#/");
        page.locator("#start").waitFor();
        assertNoSeriousViolations(page, "the lobby");
    }

    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {1280, 390})
    void aFantasyRpgGameHasNoSeriousViolations(int width) {
        ObjectNode request = KingmeApi.object().put("game", "fantasy-rpg");
        request.putObject("options").put("black", "bard").put("white", "mage");
        KingmeApi.Answer made = api.create(request);
        assertThat(made.status()).as("creating the game: %s", made.body()).isEqualTo(201);
        Page page = open(width);
        page.navigate(base + "/#/game/" + made.body().get("id").asText() + "?token="
                + made.body().get("tokens").get("black").asText());
        GamePage g = new GamePage(page, api);
        g.waitForGame();
        page.locator("[data-side=black] .character").waitFor();
        assertNoSeriousViolations(page, "a Fantasy RPG game");
    }

    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {1280, 390})
    void theRulesPageHasNoSeriousViolations(int width) {
        Page page = open(width);
        page.navigate(base + "/rules/fantasy-rpg");
        page.locator("#characters").waitFor();
        assertNoSeriousViolations(page, "the rules page");
    }

    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {1280, 390})
    void theReplayHasNoSeriousViolations(int width) {
        KingmeApi.Answer made = api.create(KingmeApi.object().put("game", "american").put("black", "human")
                .put("white", "human"));
        assertThat(made.status()).as("creating the game: %s", made.body()).isEqualTo(201);
        String id = made.body().get("id").asText();
        String token = made.body().get("tokens").get("black").asText();
        JsonNode view = api.view(id, token);
        for (String move : List.of("11-15", "23-19", "8-11", "22-17")) {
            ObjectNode choose = KingmeApi.object().put("version", view.get("version").asInt()).put("type", "choose")
                    .put("choice", GamePage.choice(view, move).get("index").asInt());
            KingmeApi.Answer a = api.act(id, token, choose);
            assertThat(a.status()).as("%s: %s", move, a.body()).isEqualTo(200);
            view = a.body();
        }
        Page page = open(width);
        page.navigate(base + "/#/replay/" + id);
        page.locator("#slider").waitFor();
        assertNoSeriousViolations(page, "the replay");
    }

    /**
     * Runs axe-core on page and fails listing every violation of impact serious or critical: its rule, its
     * impact, what it is about and the selectors of the nodes at fault.
     */
    static void assertNoSeriousViolations(Page page, String what) {
        assertThat(Files.isRegularFile(AXE))
                .as("axe-core is missing (%s): the build fetches it with npm (e2e/fetch-axe.sh); install npm (Debian: apt-get install npm) and build again",
                        AXE.toAbsolutePath())
                .isTrue();
        page.addScriptTag(new Page.AddScriptTagOptions().setPath(AXE));
        String found = (String) page.evaluate("async () => {"
                + " const result = await axe.run(document, {resultTypes: ['violations']});"
                + " return JSON.stringify(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')"
                + "   .map((v) => ({id: v.id, impact: v.impact, help: v.help,"
                + "     nodes: v.nodes.map((n) => n.target.join(' ') + (n.failureSummary ? ' (' + n.failureSummary.replace(/\\s+/g, ' ') + ')' : ''))})));"
                + " }");
        List<String> lines = new ArrayList<>();
        for (JsonNode v : read(found)) {
            lines.add(v.get("id").asText() + " (" + v.get("impact").asText() + "): " + v.get("help").asText());
            for (JsonNode n : v.get("nodes")) {
                lines.add("    " + n.asText());
            }
        }
        assertThat(lines.isEmpty()).as("axe-core's serious and critical violations on %s:\n%s", what,
                String.join("\n", lines)).isTrue();
    }

    private static JsonNode read(String json) {
        try {
            return KingmeApi.JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new AssertionError("axe-core's answer is not JSON: " + json, e);
        }
    }
}
