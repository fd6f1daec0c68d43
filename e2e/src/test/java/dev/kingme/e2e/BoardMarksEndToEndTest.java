package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ViewportSize;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the board marks beyond highlights (docs/web.md, "The board"), at a desktop's width and a phone's: a
 * Warp move over an edge drawn leaving by it and coming in at the other side, for the mover, a spectator and
 * the replay; a Warp queen's cycle outlined as a 2x2 block while its button is under the pointer; Lilypad's
 * goal rows, the checkers the pawn may hop to and the pawn's last hops. With {@code -Dkingme.shots=FOLDER}
 * the boards are also saved there as pictures.
 */
@Timeout(120)
class BoardMarksEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    private static String base;
    private static KingmeApi api;

    @BeforeAll
    static void addresses() {
        base = chromium.base();
        api = chromium.api();
    }


    /** A game made through the API (both seats at one screen), opened in page as Black's seat. */
    private static GamePage created(Page page, ObjectNode request) {
        KingmeApi.Answer made = api.create(request);
        assertThat(made.status()).as("creating %s: %s", request, made.body()).isEqualTo(201);
        page.navigate(base + "/#/game/" + made.body().get("id").asText() + "?token="
                + made.body().get("tokens").get("black").asText());
        GamePage g = new GamePage(page, api);
        g.waitForGame();
        return g;
    }

    /** The wrap gates drawn on the board, as {which: [x, y]} in board units (the board is 800 wide). */
    @SuppressWarnings("unchecked")
    private static Map<String, List<Integer>> gates(Page page) {
        return (Map<String, List<Integer>>) page.evaluate("() => Object.fromEntries([...document.querySelectorAll("
                + "'svg.board .route .wrap-gate')].map((g) => [g.classList.contains('exit') ? 'exit' : 'entry',"
                + " [Number(g.dataset.x), Number(g.dataset.y)]]))");
    }

    /** The exit gate on one side edge and the entry gate on the opposite one, at the same height. */
    private static void assertLeavesByOneEdgeAndComesInAtTheOther(Page page, String who) {
        Map<String, List<Integer>> gates = gates(page);
        assertThat(gates).as("%s: the wrap's gates", who).containsKeys("exit", "entry");
        int out = gates.get("exit").get(0), in = gates.get("entry").get(0);
        assertThat(List.of(0, 800)).as("%s: the exit on a side edge", who).contains(out);
        assertThat(in).as("%s: the entry on the opposite edge", who).isEqualTo(800 - out);
        assertThat(gates.get("entry").get(1)).as("%s: in at the height it left", who).isEqualTo(gates.get("exit").get(1));
        assertThat(page.locator("svg.board .route .wrap-exit").count()).as("%s: the arrow out", who).isEqualTo(1);
        assertThat(page.locator("svg.board .route .wrap-entry").count()).as("%s: the arrow in", who).isEqualTo(1);
    }

    /** Black's 16-17 steps off the right edge (seen from White) and comes in at the left. */
    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {1280, 390})
    void aWarpOverTheEdgeIsDrawnOnTheLastMoveForEveryViewerAndInTheReplay(int width) throws IOException {
        Page page = chromium.open(width);
        GamePage g = created(page, KingmeApi.object().put("game", "warp").put("setup", "B:W60:B16"));
        assertThat(page.locator("svg.board .route *").count()).as("no route before a move").isZero();
        g.play("16-17");
        g.waitForVersion(g.view().get("version").asInt());
        g.until("() => !document.querySelector('svg.board.animating')", null, 5000, "the slide to end");
        assertLeavesByOneEdgeAndComesInAtTheOther(page, "the mover");
        ServerAndChromium.shot(page, "warp-wrap-" + width);

        Page watcher = chromium.open(width);
        watcher.navigate(base + "/#/game/" + g.id());
        new GamePage(watcher, api).waitForGame();
        assertLeavesByOneEdgeAndComesInAtTheOther(watcher, "a spectator");

        Page replay = chromium.open(width);
        replay.navigate(base + "/#/replay/" + g.id());
        replay.locator("#slider").waitFor();
        assertThat(gates(replay)).as("the replay's start: no move yet").isEmpty();
        replay.keyboard().press("End");
        replay.waitForFunction("() => !!document.querySelector('svg.board .route .wrap-gate')");
        assertLeavesByOneEdgeAndComesInAtTheOther(replay, "the replay");

        // a step within the board is a plain arrow
        String within = null;
        for (JsonNode c : g.view().get("choices")) {
            JsonNode path = c.get("path");
            if (path.size() == 2 && Math.abs(path.get(0).asInt() % 8 - path.get(1).asInt() % 8) == 1) {
                within = c.get("text").asText();
            }
        }
        g.play(within);
        g.until("() => document.querySelectorAll('svg.board .route .route-hop').length === 1", null, 5000, "one hop");
        assertThat(gates(page)).as("no gates for a step within the board").isEmpty();
    }

    /** The queen on 1 with a checker on 2: hovering "cycle 1 cw" outlines 1, 2, 9 and 10 as one block. */
    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {1280, 390})
    void aQueensCycleIsOutlinedAsABlockWhileItsButtonIsUnderThePointer(int width) throws IOException {
        Page page = chromium.open(width);
        GamePage g = created(page, KingmeApi.object().put("game", "warp").put("setup", "B:W60:BQ1,2"));
        JsonNode cycle = GamePage.choice(g.view(), "cycle 1 cw");
        assertThat(page.locator("svg.board .outline path").count()).as("no outline before").isZero();
        // The buttons say how the block turns, never as a move to a square "180".
        JsonNode half = GamePage.choice(g.view(), "cycle 1 180");
        assertThat(page.locator("#choices button[data-choice=\"" + cycle.get("index").asInt() + "\"]").innerText())
                .isEqualTo("block 1, clockwise");
        assertThat(page.locator("#choices button[data-choice=\"" + half.get("index").asInt() + "\"]").innerText())
                .isEqualTo("block 1, half turn");
        page.locator("#choices button[data-choice=\"" + cycle.get("index").asInt() + "\"]").hover();
        g.until("() => !!document.querySelector('svg.board .outline .block-outline')", null, 5000, "the block's outline");
        Object box = page.evaluate("() => { const b = document.querySelector('svg.board .outline .block-outline').getBBox();"
                + " const c = document.querySelector('svg.board [data-square=\"0\"]').getBBox();"
                + " return [b.width, b.height, Math.min(Math.abs(b.x - c.x), Math.abs(b.x + b.width - c.x - c.width))]; }");
        assertThat(box).as("a 2x2 block (width, height, distance from square 1's side)").isEqualTo(List.of(200, 200, 0));
        ServerAndChromium.shot(page, "warp-cycle-" + width);
        page.mouse().move(1, 1);
        g.until("() => !document.querySelector('svg.board .outline .block-outline')", null, 5000, "the outline gone");
    }

    /** Lilypad: both goal rows framed from the start; then Black's pawn's checkers ringed, and its hops drawn. */
    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {1280, 390})
    void lilypadMarksTheGoalRowsWhereThePawnMayHopAndItsLastHops(int width) throws IOException {
        Page page = chromium.open(width);
        GamePage g = created(page, KingmeApi.object().put("game", "lilypad"));
        assertThat(page.locator("svg.board .mark.pawn-goal.black").count()).as("Black's goal: White's back row").isEqualTo(4);
        assertThat(page.locator("svg.board .mark.pawn-goal.white").count()).as("White's goal: Black's back row").isEqualTo(4);
        JsonNode view = g.view();
        int w30 = index(view, 30), b2 = index(view, 2), b10 = index(view, 10);
        assertThat(g.squareLabel(w30)).contains("goal of Black\u2019s pawn");
        assertThat(page.locator(".legend").innerText()).contains("goal of Black\u2019s pawn").contains("goal of White\u2019s pawn");
        assertThat(page.locator("#status").innerText()).contains("bound for White's back row (29-32)");

        g.play("pawn 2");
        g.play("pawn 30");
        g.until("() => document.querySelectorAll('svg.board .mark.pawn-reach.black').length === 11", null, 5000,
                "Black's eleven other checkers ringed");
        assertThat(g.squareLabel(b10)).contains("Black\u2019s pawn may hop here");
        ServerAndChromium.shot(page, "lilypad-reach-" + width);

        g.play("pawn 2-10");
        g.until("() => document.querySelectorAll('svg.board .route .route-hop').length === 2", null, 5000,
                "the pawn's two hops, 2-6-10 or 2-7-10");
        assertThat(page.locator("svg.board .route .route-head").count()).isEqualTo(1);
        assertThat(g.view().get("lastMove").get("trail").get(0).asInt()).isEqualTo(b2);
        ServerAndChromium.shot(page, "lilypad-hops-" + width);
    }

    private static int index(JsonNode view, int number) {
        for (JsonNode q : view.get("board").get("squares")) {
            if (q.get("number").asInt() == number) {
                return q.get("square").asInt();
            }
        }
        throw new AssertionError("no square numbered " + number);
    }

}
