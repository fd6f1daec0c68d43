package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * End-to-end tests of {@code kingme serve} and its browser UI: the server runs in this JVM and Chromium,
 * driven by Playwright, plays through the page as a person does, by clicking squares and buttons (both set up
 * by {@link ServerAndChromium}, which says where Chromium is found and where screenshots of a failed test go).
 *
 * <p>How to run: {@code ./mvnw -pl e2e -am verify} (offline: {@code mvn -o -pl e2e -am verify}) with
 * Chromium installed ({@code apt-get install chromium}); without it every test here is skipped, and says
 * why. Only these tests:
 * {@code ./mvnw -pl e2e -am verify -Dtest='BrowserEndToEndTest' -Dsurefire.failIfNoSpecifiedTests=false}.
 * The phone test always leaves {@code e2e/target/e2e-screenshots/phone.png}.
 */
@Timeout(120)
class BrowserEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    private static String base;
    private static KingmeApi api;

    @BeforeAll
    static void addresses() {
        base = chromium.base();
        api = chromium.api();
    }

    private static Page open(Browser.NewContextOptions options) {
        return chromium.open(options);
    }

    private static Page open() {
        return chromium.open();
    }

    /** Fills in the start page and starts the game; answers the game page it goes to. */
    private GamePage startGame(Page page, String game, String black, String white, String opponent, String colour,
            String name) {
        page.navigate(base + "/#/");
        page.locator("#start").waitFor();
        page.selectOption("#game-select", game);
        if (black != null) {
            page.selectOption("#black-character", black);
            page.selectOption("#white-character", white);
        }
        page.selectOption("#opponent", opponent);
        page.selectOption("#colour", colour);
        if (name != null) {
            page.fill("#name", name);
        }
        page.click("#start");
        page.waitForURL("**/#/game/**");
        GamePage g = new GamePage(page, api);
        g.waitForGame();
        return g;
    }

    // ---- 1. a game against the AI, to the end

    @Test
    void aCheckersGameAgainstTheAiIsPlayedToTheEndByClicking() throws IOException {
        Page page = open();
        GamePage g = startGame(page, "american", null, null, "ai:beginner", "black", "Tester");
        assertThat(g.text("#seat-note")).isEqualTo("you play black");
        assertThat(g.token()).as("the seat's token in the address").isNotBlank();
        Random random = new Random(20240611L);
        int moves = 0;
        while (g.waitForTurnOrEnd(30_000)) {
            assertThat(moves++).as("human moves before the game ended").isLessThan(150);
            int before = g.view().get("moves").size();
            List<Integer> clicked = g.playRandomMove(random);
            JsonNode after = g.view();
            JsonNode mine = after.get("moves").get(before);
            assertThat(mine.get("player").asText()).isEqualTo("black");
            assertThat(mine.get("text").asText()).as("the move the clicks %s made", clicked)
                    .startsWith(String.valueOf(number(after, clicked.get(0))));
        }
        JsonNode view = g.view();
        assertThat(view.get("toAct").get("kind").asText()).isEqualTo("over");
        String reason = view.get("toAct").get("reason").asText();
        assertThat(reason).isNotBlank();
        assertThat(g.text("#game-over")).contains("Game over").contains(reason);
        assertThat(g.text("#to-act")).startsWith("Game over");
        List<String> shown = g.moveTexts();
        assertThat(shown).hasSize(view.get("moves").size()).isNotEmpty();
        assertThat(shown.get(0)).contains(view.get("moves").get(0).get("text").asText());
        assertThat(page.locator("#rematch").isVisible()).as("#rematch once the game is over").isTrue();
        assertThat(page.locator("#resign").isVisible()).as("#resign once the game is over").isFalse();
        assertThat(page.locator("#analyse-link").isVisible()).as("Analyse once the game is over").isTrue();
        assertThat(page.locator("#analyse-link").getAttribute("href"))
                .isEqualTo("#/analysis?from=" + g.id() + "&at=" + view.get("moves").size());

        Download download = page.waitForDownload(() -> page.click("#download-pdn"));
        String pdn = Files.readString(download.path());
        page.click("#pdn-box summary");
        page.waitForSelector("#pdn:has-text('[Event')");  // (a selector: the page's CSP forbids evaluated strings)
        assertThat(g.text("#pdn")).as("the PDN box shows the record when opened").isEqualToIgnoringWhitespace(pdn);
        assertThat(download.suggestedFilename()).endsWith(".pdn");
        assertThat(pdn).contains("[Event").contains("[Black \"Tester\"]").contains(view.get("toAct").get("result").asText());
        int from = 0;
        for (JsonNode m : view.get("moves")) {
            if (m.get("kind").asText().equals("move")) {
                // PDN writes a multi-jump by its ends (23x14x7 is 23x7), or whole where two routes join the same
                // ends and only the landing squares tell them apart.
                String whole = m.get("text").asText();
                String[] hops = whole.split("x");
                String text = hops.length > 2 ? hops[0] + "x" + hops[hops.length - 1] : whole;
                int at = pdn.indexOf(text, from);
                if (at < 0 && hops.length > 2) {
                    text = whole;
                    at = pdn.indexOf(whole, from);
                }
                assertThat(at).as("move %s in the PDN after offset %d:%n%s", text, from, pdn)
                        .isGreaterThanOrEqualTo(0);
                from = at;
            }
        }

        // The rematch: a new game with the colours swapped, this browser on its seat in it (now White).
        String first = g.id();
        page.click("#rematch");
        page.waitForURL(url -> url.contains("#/game/") && !url.contains(first));
        GamePage again = new GamePage(page, api);
        again.waitForGame();
        JsonNode rematch = again.view();
        assertThat(rematch.get("seat").asText()).as("this browser's seat in the rematch").isEqualTo("white");
        assertThat(rematch.get("players").get("black").get("kind").asText()).isEqualTo("ai");
        assertThat(api.view(first, null).get("rematch").asText()).isEqualTo(again.id());
    }

    private static int number(JsonNode view, int square) {
        for (JsonNode q : view.get("board").get("squares")) {
            if (q.get("square").asInt() == square) {
                return q.get("number").asInt();
            }
        }
        throw new AssertionError("no square " + square);
    }

    // ---- 2. Fantasy RPG: a spell and a reaction

    /**
     * Cleric (Black) against Mage (White) at one screen. Each capture is a level and, for a spellcaster,
     * a penny. The Mage casts Magic Missile (1 penny) on 16; Black's double jump 10x19x26 brings the Cleric
     * to 3 pennies; White's 31x22 jumps the Cleric's checker on 26, and Black is asked whether to cast Cure
     * Critical Wounds (3 pennies) in White's turn. No dice are rolled on this line.
     */
    @Test
    void fantasyRpgASpellIsCastAndAReactionMadeThroughThePage() {
        Page page = open();
        GamePage g = startGame(page, "fantasy-rpg", "cleric", "mage", "local", "black", null);
        assertThat(g.text("#seat-note")).isEqualTo("both sides at this screen");
        assertThat(page.locator("[data-side=black] .character").innerText()).isEqualTo("Stalwart Cleric");
        assertThat(page.locator("[data-side=white] .character").innerText()).isEqualTo("Arcane Mage");
        Locator missile = page.locator("[data-power=\"Magic Missile\"]");
        assertThat(missile.isDisabled()).as("Magic Missile without a penny").isTrue();

        g.play("11-15");
        // In White's turn the Mage's spell it cannot pay for says why, in the rules' words; its trait is no button.
        assertThat(missile.isDisabled()).as("Magic Missile without a penny, in White's turn").isTrue();
        assertThat(g.text("[data-why=\"Magic Missile\"]")).contains("costs 1 penny; White has none");
        assertThat(page.locator("[data-trait=\"Spellcaster\"]").count()).isEqualTo(2);
        assertThat(page.locator("button[data-power=\"Spellcaster\"]").count()).isZero();
        assertThat(page.locator("[data-side=white] [data-stat=level]").getAttribute("title")).contains("captured");
        for (String move : List.of("22-18", "15x22", "26x17", "12-16")) {
            g.play(move);
        }
        assertThat(g.text("#status")).contains("White (Arcane Mage): level 1, LD 0, pool 1, pennies 1");
        assertThat(page.locator("[data-why=\"Magic Missile\"]").count()).as("no reason shown for a power that may be used")
                .isZero();
        assertThat(g.text("[data-why=\"Fireball\"]")).isEqualTo("Fireball: costs 3 pennies; White has 1");
        // Checked softly, so that the rest of the line is still tried when a power button is not enabled.
        SoftAssertions powers = new SoftAssertions();
        powers.assertThat(missile.isEnabled()).as("the Magic Missile button with a penny, in White's turn").isTrue();
        int n16 = index(g.view(), 16);
        assertThat(g.squareLabel(n16)).doesNotContain("wounded");
        g.play("magic-missile 16");
        assertThat(g.text("#feed")).contains("White casts Magic Missile at 16").contains("16 is wounded");
        assertThat(g.squareLabel(n16)).contains("black man").contains("wounded");
        assertThat(g.text("#status")).contains("White (Arcane Mage): level 1, LD 0, pool 1, pennies 0");
        assertThat(g.moveTexts().get(g.moveTexts().size() - 1)).contains("Magic Missile 16");

        for (String move : List.of("16-19", "24x15", "10x19x26")) {
            g.play(move);
        }
        assertThat(g.text("#status")).contains("Black (Stalwart Cleric): level 3").contains("pennies 3");
        assertThat(page.locator("#reaction").isHidden()).as("no reaction asked before White jumps").isTrue();
        g.play("31x22");

        // White's jump took the Cleric's checker on 26: Black is asked, in White's turn.
        Locator reaction = page.locator("#reaction");
        reaction.waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE));
        assertThat(reaction.innerText()).contains("Cure Critical Wounds on 26");
        // Announced to whoever watches too, in the same words.
        Page watcher = open();
        watcher.navigate(base + "/#/game/" + g.id());
        Locator announced = watcher.locator("#reaction");
        announced.waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE));
        assertThat(announced.innerText()).contains("Black is asked whether to cast Cure Critical Wounds on 26");
        assertThat(g.text("#to-act")).contains("Black").contains("to react");
        JsonNode view = g.view();
        assertThat(view.get("toAct").get("window").asText()).isEqualTo("reaction");
        Locator cure = page.locator("[data-power=\"Cure Critical Wounds\"]");
        powers.assertThat(cure.isEnabled()).as("the Cure Critical Wounds button with 3 pennies, in White's turn").isTrue();
        assertThat(g.buttonNames("#choices button[data-choice]"))
                .contains("cure-critical-wounds 26", "pass");
        assertThat(page.locator("#choices .choice-group[data-group=\"Cure Critical Wounds\"] button[data-choice]")
                .allInnerTexts()).as("labelled by its square in its power's group").contains("at 26");
        int n26 = index(view, 26);
        g.play("cure-critical-wounds 26");

        assertThat(reaction.isHidden()).as("the reaction is answered").isTrue();
        assertThat(g.squareLabel(n26)).as("the cured checker stays").contains("black man");
        assertThat(g.squareLabel(index(g.view(), 31))).doesNotContain("white");
        assertThat(g.squareLabel(index(g.view(), 22))).contains("white man");
        assertThat(g.text("#status")).contains("Black (Stalwart Cleric): level 3").contains("pennies 0");
        assertThat(String.join("\n", g.moveTexts())).contains("Cure Critical Wounds 26");
        assertThat(g.view().get("toAct").get("player").asText()).as("the Cleric's next turn is passed")
                .isEqualTo("white");
        powers.assertAll();
    }

    /** The board index of the square numbered {@code number}. */
    private static int index(JsonNode view, int number) {
        for (JsonNode q : view.get("board").get("squares")) {
            if (q.get("number").asInt() == number) {
                return q.get("square").asInt();
            }
        }
        throw new AssertionError("no square numbered " + number);
    }

    // ---- 3. Warp Checkers: a warp and a swap

    /**
     * A game at one screen: Black's 24-25 steps across the right edge onto the left one (a warp); White's
     * 41-40 warps the other way, and its 40x18x8 warp-jumps twice and is crowned on 8; the king on 8 then
     * swaps with Black's checker on 7.
     */
    @Test
    void warpCheckersAWarpAndASwapThroughThePage() {
        Page page = open();
        GamePage g = startGame(page, "warp", null, null, "local", "black", null);
        assertThat(page.locator("svg.board").getAttribute("class")).contains("wraps");
        assertThat(page.locator("svg.board [data-square]").count()).isEqualTo(64);
        JsonNode view = g.view();
        int n24 = index(view, 24);
        int n25 = index(view, 25);
        assertThat(n24 % 8).as("24 on the right edge").isEqualTo(7);
        assertThat(n25 % 8).as("25 on the left edge").isEqualTo(0);
        g.play("24-25");
        assertThat(g.squareLabel(n25)).contains("black man");
        assertThat(g.squareLabel(n24)).doesNotContain("black");
        assertThat(g.moveTexts().get(0)).contains("24-25");

        for (String move : List.of("44-37", "18-27", "42-33", "15-24", "41-40", "8-15", "40x18x8", "23-30")) {
            g.play(move);
        }
        int n8 = index(g.view(), 8);
        int n7 = index(g.view(), 7);
        assertThat(g.squareLabel(n8)).contains("white king");
        assertThat(g.squareLabel(n7)).contains("black man");
        JsonNode swap = GamePage.choice(g.view(), "swap 8 7");
        assertThat(swap.get("path").size()).as("a swap is a button, not a path").isZero();
        Locator swapButton = page.locator("#choices button[data-choice=\"" + swap.get("index").asInt() + "\"]");
        assertThat(swapButton.innerText()).as("labelled by its squares in the Swap group").isEqualTo("8 \u2194 7");
        assertThat(swapButton.getAttribute("aria-label")).isEqualTo("swap 8 7");
        g.play("swap 8 7");
        assertThat(g.squareLabel(n7)).contains("white king");
        assertThat(g.squareLabel(n8)).contains("black man");
        assertThat(g.moveTexts().get(g.moveTexts().size() - 1)).contains("swap 8 7");
        assertThat(g.text("#to-act")).contains("Black");
    }

    /**
     * The record the page offers for download (#download-json) starts a new game at the position where
     * it ends (POST /api/games with "record"), and that game is played on in the page.
     */
    @Test
    void aDownloadedRecordGoesOnAsANewGame() throws IOException {
        KingmeApi.Answer made = api.create(KingmeApi.object().put("game", "warp").put("black", "human").put("white", "human"));
        assertThat(made.status()).isEqualTo(201);
        String id = made.body().get("id").asText();
        String token = made.body().get("tokens").get("black").asText();
        JsonNode view = api.view(id, token);
        for (String move : List.of("24-25", "44-37", "18-27", "42-33")) {
            ObjectNode choose = KingmeApi.object().put("version", view.get("version").asInt()).put("type", "choose")
                    .put("choice", GamePage.choice(view, move).get("index").asInt());
            KingmeApi.Answer a = api.act(id, token, choose);
            assertThat(a.status()).as("%s: %s", move, a.body()).isEqualTo(200);
            view = a.body();
        }
        Page page = open();
        page.navigate(base + "/#/game/" + id + "?token=" + token);
        GamePage g = new GamePage(page, api);
        g.waitForGame();
        Download download = page.waitForDownload(() -> page.click("#download-json"));
        assertThat(download.suggestedFilename()).endsWith(".json");
        String record = Files.readString(download.path());
        assertThat(record).contains("\"game\": \"warp\"");

        KingmeApi.Answer again = api.create(KingmeApi.object().put("record", record).put("black", "human").put("white", "human"));
        assertThat(again.status()).as("POST /api/games with the record: %s", again.body()).isEqualTo(201);
        String newId = again.body().get("id").asText();
        String newToken = again.body().get("tokens").get("black").asText();
        assertThat(newId).isNotEqualTo(id);
        Page second = open();
        second.navigate(base + "/#/game/" + newId + "?token=" + newToken);
        GamePage h = new GamePage(second, api);
        h.waitForGame();
        assertThat(h.moveTexts()).hasSize(4);
        assertThat(String.join(" ", h.moveTexts())).contains("24-25").contains("42-33");
        assertThat(h.squareLabel(index(view, 25))).contains("black man");
        assertThat(h.squareLabel(index(view, 33))).contains("white man");
        h.play("15-24");
        assertThat(h.squareLabel(index(view, 24))).contains("black man");
        assertThat(h.moveTexts()).hasSize(5);
        assertThat(g.moveTexts()).as("the first game is left as it was").hasSize(4);
    }

    // ---- 4. an online game between two browsers, and a spectator

    @Test
    void anOnlineGameBetweenTwoBrowsersWithASpectator() {
        Page pageA = open();
        GamePage a = startGame(pageA, "american", null, null, "online", "black", "Ann");
        assertThat(a.text("#seat-note")).isEqualTo("you play black");
        Locator invite = pageA.locator("#invite-link");
        invite.waitFor();
        String inviteUrl = invite.getAttribute("href");
        String spectatorUrl = pageA.locator("#spectator-link").getAttribute("href");
        assertThat(inviteUrl).startsWith(base).contains("#/game/" + a.id() + "?token=")
                .doesNotContain(a.token());
        assertThat(spectatorUrl).startsWith(base).contains("#/game/" + a.id()).doesNotContain("token");

        Page pageB = open();
        pageB.navigate(inviteUrl);
        GamePage b = new GamePage(pageB, api);
        b.waitForGame();
        assertThat(b.text("#seat-note")).isEqualTo("you play white");
        assertThat(b.token()).isNotEqualTo(a.token());

        Page pageC = open();
        pageC.navigate(spectatorUrl);
        GamePage c = new GamePage(pageC, api);
        c.waitForGame();
        assertThat(c.text("#seat-note")).isEqualTo("watching");

        // White's page offers nothing in Black's turn: a click on a black piece picks nothing.
        JsonNode first = a.view();
        int blackOrigin = first.get("choices").get(0).get("path").get(0).asInt();
        b.clickSquare(blackOrigin);
        assertThat(b.highlights().get("targets")).as("targets on White's page in Black's turn").isEmpty();
        assertThat(b.highlights().get("selected")).isEmpty();
        assertThat(b.version()).isEqualTo(first.get("version").asInt());

        Random random = new Random(7L);
        for (int round = 0; round < 3; round++) {
            for (GamePage mover : List.of(a, b)) {
                GamePage other = mover == a ? b : a;
                mover.waitForTurn();
                assertThat(other.page.evaluate("() => document.body.dataset.turn ?? ''")).isEqualTo("");
                mover.playRandomMove(random);
                int v = mover.version();
                JsonNode view = mover.view();
                String last = view.get("moves").get(view.get("moves").size() - 1).get("text").asText();
                // The other player and the spectator see the move at once, over their WebSockets.
                for (GamePage watcher : List.of(other, c)) {
                    watcher.waitForVersion(v, 5_000);
                    List<String> moves = watcher.moveTexts();
                    assertThat(moves).hasSize(view.get("moves").size());
                    assertThat(moves.get(moves.size() - 1)).contains(last);
                }
                assertThat(other.page.locator("body[data-turn=mine]").count()).isEqualTo(1);
            }
        }

        // The spectator has nothing to choose and no controls; clicking a piece does nothing.
        assertThat(pageC.locator("[data-choice]").count()).isZero();
        assertThat(c.highlights().get("origins")).isEmpty();
        for (String control : List.of("#undo", "#offer-draw", "#resign")) {
            assertThat(pageC.locator(control).isVisible()).as("%s for a spectator", control).isFalse();
        }
        JsonNode spectated = api.view(c.id(), null);
        assertThat(spectated.get("seat").isNull()).isTrue();
        assertThat(spectated.get("choices")).isEmpty();
        int seen = c.version();
        JsonNode someBlackPiece = null;
        for (JsonNode p : spectated.get("board").get("pieces")) {
            if (p.get("owner").asText().equals("black")) {
                someBlackPiece = p;
            }
        }
        c.clickSquare(someBlackPiece.get("square").asInt());
        assertThat(c.highlights().get("targets")).isEmpty();
        assertThat(c.version()).isEqualTo(seen);

        // Black to move: White's token may not act, nor no token, nor a stranger's.
        JsonNode now = a.view();
        assertThat(now.get("toAct").get("player").asText()).isEqualTo("black");
        ObjectNode choose = KingmeApi.object().put("version", now.get("version").asInt()).put("type", "choose").put("choice", 0);
        KingmeApi.Answer wrongSeat = api.act(a.id(), b.token(), choose);
        assertThat(wrongSeat.status()).as("White choosing in Black's turn: %s", wrongSeat.body()).isEqualTo(409);
        assertThat(wrongSeat.body().get("error").asText()).contains("not yours");
        assertThat(api.act(a.id(), null, choose).status()).as("a spectator acting").isEqualTo(403);
        assertThat(api.act(a.id(), "not-a-token", choose).status()).as("a stranger's token").isEqualTo(403);
        assertThat(a.view().get("version").asInt()).as("nothing refused changed the game").isEqualTo(now.get("version").asInt());

        // Black moves while White's page reloads: the reloaded page shows the game as it is, and plays on.
        a.playRandomMove(random);
        pageB.reload();
        b.waitForGame();
        JsonNode current = b.view();
        b.waitForVersion(current.get("version").asInt());
        assertThat(b.version()).isEqualTo(current.get("version").asInt());
        assertThat(b.moveTexts()).hasSize(current.get("moves").size());
        assertThat(b.text("#seat-note")).isEqualTo("you play white");
        b.waitForTurn();
        b.playRandomMove(random);
        a.waitForVersion(b.version());
        c.waitForVersion(b.version());
        assertThat(a.moveTexts()).hasSize(current.get("moves").size() + 1);

        // A draw offered on one page is answered on the other.
        a.waitForTurn();
        int offered = a.version();
        pageA.click("#offer-draw");
        b.waitForVersionAfter(offered);
        Locator decline = pageB.locator("#decline-draw");
        decline.waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE));
        assertThat(pageB.locator("#accept-draw").isVisible()).isTrue();
        assertThat(pageA.locator("#accept-draw").isVisible()).as("accepting one's own offer").isFalse();
        int declined = b.version();
        decline.click();
        a.waitForVersionAfter(declined);
        b.waitForVersionAfter(declined);  // the declining page too has drawn the answer before it is looked at
        assertThat(a.view().get("drawOffer").isNull()).isTrue();
        assertThat(pageA.locator("#offer-draw").isVisible()).as("#offer-draw again after the decline").isTrue();
        assertThat(pageB.locator("#accept-draw").isVisible()).isFalse();
    }

    // ---- 5. what every page must keep to

    /**
     * The checkers board offers only its 32 playable squares, and only they carry numbers; the pages load
     * and run without a console error (a refused load, a Content-Security-Policy violation).
     */
    @Test
    void theBoardOffersOnlyPlayableSquaresAndThePagesRunCleanly() {
        Page page = open();
        List<String> errors = new CopyOnWriteArrayList<>();
        page.onConsoleMessage(m -> {
            if (m.type().equals("error")) {
                errors.add(m.text());
            }
        });
        GamePage g = startGame(page, "american", null, null, "local", "black", null);
        JsonNode view = g.view();
        int playable = 0;
        for (JsonNode q : view.get("board").get("squares")) {
            playable += q.path("playable").asBoolean(q.get("number").asInt() > 0) ? 1 : 0;
        }
        assertThat(playable).isEqualTo(32);
        SoftAssertions soft = new SoftAssertions();
        soft.assertThat(page.locator("svg.board [data-square]").count()).as("squares one may click").isEqualTo(playable);
        soft.assertThat(page.locator("svg.board text.number").allTextContents()).as("the numbers on the board")
                .doesNotContain("0").hasSize(playable);
        g.play("11-15");
        soft.assertThat(errors).as("console errors on the start page and the game page").isEmpty();
        soft.assertAll();
    }

    // ---- 6. a phone's screen

    @Test
    void onAPhoneTheWholeBoardIsInView() throws IOException {
        Page page = open(new Browser.NewContextOptions().setViewportSize(390, 844).setDeviceScaleFactor(3)
                .setIsMobile(true).setHasTouch(true));
        page.navigate(base + "/#/");
        page.locator("#start").waitFor();
        assertThat(((Number) page.evaluate("() => document.documentElement.scrollWidth")).intValue())
                .as("the start page's width on a 390px screen").isLessThanOrEqualTo(390);
        BoundingBox start = page.locator("#start").boundingBox();
        assertThat(start.x + start.width).as("#start's right edge").isLessThanOrEqualTo(390.5);

        ObjectNode request = KingmeApi.object().put("game", "american").put("black", "human").put("white", "human");
        KingmeApi.Answer made = api.create(request);
        assertThat(made.status()).isEqualTo(201);
        String id = made.body().get("id").asText();
        String token = made.body().get("tokens").get("black").asText();
        page.navigate(base + "/#/game/" + id + "?token=" + token);
        GamePage g = new GamePage(page, api);
        g.waitForGame();
        BoundingBox box = page.locator("svg.board").boundingBox();
        assertThat(box.x).as("the board's left edge").isGreaterThanOrEqualTo(0);
        assertThat(box.x + box.width).as("the board's right edge").isLessThanOrEqualTo(390.5);
        assertThat(box.width).as("the board's width on a 390px screen").isGreaterThan(300);
        Number scrollWidth = (Number) page.evaluate("() => document.documentElement.scrollWidth");
        assertThat(scrollWidth.intValue()).as("the page's width: no sideways scrolling").isLessThanOrEqualTo(390);

        // A move by touch: tap the piece, then the square.
        JsonNode view = g.view();
        JsonNode move = GamePage.choice(view, "11-15");
        int before = g.version();
        g.square(move.get("path").get(0).asInt()).tap();
        g.square(move.get("path").get(1).asInt()).tap();
        g.waitForVersionAfter(before);
        assertThat(g.moveTexts()).hasSize(1);
        assertThat(g.moveTexts().get(0)).contains("11-15");
        page.screenshot(new Page.ScreenshotOptions().setPath(Files.createDirectories(ServerAndChromium.SCREENSHOTS).resolve("phone.png")));
    }
}
