package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.command.CharacterFilesOption;
import dev.kingme.app.command.PaladinFile;
import dev.kingme.app.store.GameStore;
import dev.kingme.record.CharacterFiles;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Persona;
import dev.kingme.rules.character.Cast;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rules pages: every game has one, as a whole page and as a fragment for the game page's panel; the
 * character games carry a card for every character with each of its powers, anchored; a character from a
 * file the server loaded gets its card from its file, its words escaped; an unknown game is a 404 in words.
 */
class RulesPagesTest {
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    @TempDir
    Path dir;
    WebServer server;

    private void serve(Cast cast) throws Exception {
        Cast.use(cast);
        Path data = Files.createDirectories(dir.resolve("data"));
        server = WebServer.start(GameStore.open(GameStore.h2Url(data), null, null), "127.0.0.1", 0, ServerOnH2.TESTS);
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
        Cast.use(Cast.builtIn());
    }

    private HttpResponse<String> get(String path) throws Exception {
        HttpRequest r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(30)).GET().build();
        return http.send(r, HttpResponse.BodyHandlers.ofString());
    }

    /** The HTML of the card anchored character-{@code name} in {@code page}. */
    private static String card(String page, String name) {
        int at = page.indexOf("<article class=\"card\" id=\"character-" + name + "\"");
        assertThat(at).as("a card for " + name).isGreaterThanOrEqualTo(0);
        return page.substring(at, page.indexOf("</article>", at));
    }

    @Test
    void everyGameHasARulesPageAndAFragment() throws Exception {
        serve(Cast.builtIn());
        assertThat(Games.all()).hasSizeGreaterThanOrEqualTo(5);
        for (GameKind k : Games.all()) {
            HttpResponse<String> page = get("/rules/" + k.name());
            assertThat(page.statusCode()).as(k.name()).isEqualTo(200);
            assertThat(page.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
            assertThat(page.body()).startsWith("<!doctype html>").contains("<html lang=\"en\">", "<main", "/style.css",
                    "<title>Rules of " + RulesPages.name(k), "<h1 id=\"rules-title\">Rules of ");
            assertThat(page.body()).doesNotContain("<!-- include:", "<!-- diagram:", "<!-- cards -->");
            HttpResponse<String> fragment = get("/rules/" + k.name() + "?fragment=1");
            assertThat(fragment.statusCode()).isEqualTo(200);
            assertThat(fragment.body()).startsWith("<article class=\"rules\"").doesNotContain("<html", "<header");
            assertThat(page.body()).contains(fragment.body());
        }
        assertThat(get("/rules").body()).contains("href=\"/rules/warp\"", "href=\"/rules/lilypad\"");
        assertThat(get("/rules/warp").body()).contains("<a href=\"/rules/warp\" aria-current=\"page\">Warp Checkers</a>");
    }

    @Test
    void theDiagramsAreOnTheirPages() throws Exception {
        serve(Cast.builtIn());
        assertThat(get("/rules/fantasy-rpg").body()).contains("id=\"diagram-fireball\"");
        assertThat(get("/rules/warp").body()).contains("id=\"diagram-warp-wrap\"", "id=\"diagram-warp-cycle\"");
        assertThat(get("/rules/lilypad").body()).contains("id=\"diagram-lilypad-hop\"");
    }

    @Test
    void everyBuiltInCharacterHasACardWithEachOfItsPowers() throws Exception {
        serve(Cast.builtIn());
        int cards = 0;
        for (GameKind k : Games.all()) {
            if (k.characters().isEmpty()) {
                assertThat(get("/rules/" + k.name()).body()).doesNotContain("class=\"card\"");
                continue;
            }
            String page = get("/rules/" + k.name()).body();
            for (Persona p : k.characters()) {
                String card = card(page, p.name());
                assertThat(card).contains(Html.text(p.title()));
                for (Persona.Ability a : p.abilities()) {
                    assertThat(card).as(p.name() + ": " + a.title()).contains(">" + Html.text(a.title()))
                            .contains("id=\"power-" + p.name() + "-" + RulesCards.slug(a.title()) + "\"");
                }
                cards++;
            }
        }
        assertThat(cards).isEqualTo(16);
        String fantasy = get("/rules/fantasy-rpg").body();
        assertThat(card(fantasy, "bard")).contains("id=\"power-bard-charm\"", "When:</span> in your turn, instead of moving",
                "resist-charm 10");
        assertThat(card(fantasy, "thief")).contains("Loot!: you win at once with 3 jumps or more in one move, or with an LD of 3 or more");
        // a cost is said in what it is paid in: the Shortbow's shot costs an arrow, not a penny
        assertThat(card(fantasy, "thief")).contains("Shortbow <span class=\"cost\">1 arrow</span>").doesNotContain("1 penny");
        assertThat(card(fantasy, "tagon")).as("the other set's characters too").contains("3 or more pennies in your purse");
        assertThat(card(get("/rules/schlock-mercenary").body(), "tagon"))
                .contains("When:</span> in the opponent&#39;s turn", "Nerves of Steel <span class=\"cost\">1 penny</span>");
    }

    @Test
    void anUnknownGameIsA404InWords() throws Exception {
        serve(Cast.builtIn());
        HttpResponse<String> page = get("/rules/chess");
        assertThat(page.statusCode()).isEqualTo(404);
        assertThat(page.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(page.body()).contains("No such game", "Kingme has no game of that name");
        HttpResponse<String> evil = get("/rules/%3Cb%3Ex");
        assertThat(evil.statusCode()).isEqualTo(404);
        assertThat(evil.body()).contains("&lt;b&gt;x").doesNotContain("<b>x");
    }

    @Test
    void aCharacterFromAFileGetsItsCardWithItsWordsEscaped() throws Exception {
        Path characters = Files.createDirectories(dir.resolve("characters"));
        Path file = PaladinFile.write(characters);
        Files.writeString(file, Files.readString(file).replace("\"Holy Paladin\"", "\"Holy <script>alert(1)</script> Paladin\"")
                .replace("\"Smite\"", "\"Smite & <b>Burn</b>\""));
        serve(CharacterFilesOption.castWith(CharacterFiles.inFolder(characters)));
        for (String game : new String[] {"fantasy-rpg", "schlock-mercenary"}) {
            String page = get("/rules/" + game).body();
            String card = card(page, "paladin");
            assertThat(card).contains("Holy &lt;script&gt;alert(1)&lt;/script&gt; Paladin", "class=\"tag file\"",
                    "Smite &amp; &lt;b&gt;Burn&lt;/b&gt;", "id=\"power-paladin-smite-b-burn-b\"", "Devout",
                    "When:</span> in your turn, instead of moving", "smite 19");
            assertThat(page).doesNotContain("<script>", "<b>Burn");
        }
    }
}
