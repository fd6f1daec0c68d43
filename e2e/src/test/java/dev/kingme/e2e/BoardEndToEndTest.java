package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ReducedMotion;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Timeout;

/**
 * The board in Chromium (docs/web.md, "The board"): the last move marked after the AI's reply and played
 * out unless the reader asks for less motion, a power cast by clicking its target, the moves listed in
 * pairs with a look back at any position, and the replay turned for the seat this browser played. The
 * server runs in this JVM on a free loopback port, as in {@link BrowserEndToEndTest}; run only these with
 * {@code ./mvnw -o -pl e2e -am verify -Dtest='BoardEndToEndTest' -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Timeout(120)
class BoardEndToEndTest {
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

    /** Starts a game on the start page against ai:beginner, this browser playing colour. */
    private GamePage againstTheAi(Page page, String colour) {
        page.navigate(base + "/#/");
        page.locator("#start").waitFor();
        page.selectOption("#game-select", "american");
        page.selectOption("#opponent", "ai:beginner");
        page.selectOption("#colour", colour);
        page.click("#start");
        page.waitForURL("**/#/game/**");
        GamePage g = new GamePage(page, api);
        g.waitForGame();
        return g;
    }

    /** A game made through the API (both seats at one screen), opened in page. */
    private GamePage created(Page page, ObjectNode request) {
        KingmeApi.Answer made = api.create(request);
        assertThat(made.status()).as("creating %s: %s", request, made.body()).isEqualTo(201);
        String id = made.body().get("id").asText();
        page.navigate(base + "/#/game/" + id + "?token=" + made.body().get("tokens").get("black").asText());
        GamePage g = new GamePage(page, api);
        g.waitForGame();
        return g;
    }

    /** Plays 11-15 against the AI and waits for its reply; answers the view after it. */
    private JsonNode moveAndAwaitTheReply(GamePage g) {
        g.waitForTurn();
        g.play("11-15");
        g.waitForTurn();
        JsonNode view = g.view();
        assertThat(view.get("moves").size()).isEqualTo(2);
        g.waitForVersion(view.get("version").asInt());
        return view;
    }

    @Test
    void theAisReplyIsMarkedOnTheBoardAndPlayedOut() {
        GamePage g = againstTheAi(open(new Browser.NewContextOptions()), "black");
        JsonNode view = moveAndAwaitTheReply(g);
        JsonNode last = view.get("lastMove");
        assertThat(last.get("player").asText()).isEqualTo("white");
        assertThat(g.marked(".hl.last")).isEqualTo(GamePage.squares(last.get("path"))).hasSize(2);
        assertThat(g.page.evaluate("() => Number(document.querySelector('svg.board').dataset.animations || 0)"))
                .as("moves played out on the board").isNotEqualTo(0);
    }

    @Test
    void underReducedMotionNothingMovesButTheLastMoveIsStillMarked() {
        Page page = open(new Browser.NewContextOptions().setReducedMotion(ReducedMotion.REDUCE));
        GamePage g = againstTheAi(page, "black");
        JsonNode view = moveAndAwaitTheReply(g);
        assertThat(g.marked(".hl.last")).isEqualTo(GamePage.squares(view.get("lastMove").get("path")));
        assertThat(page.evaluate("() => document.querySelector('svg.board').dataset.animations ?? 'none'"))
                .as("animations under prefers-reduced-motion").isEqualTo("none");
    }

    @Test
    void aPowerIsCastByClickingItsTargetAfterPreviewingWhatItReaches() {
        ObjectNode request = KingmeApi.object().put("game", "schlock-mercenary").put("setup", "B:W9,18,K27,30,32:B1,5,23");
        request.putObject("options").put("black", "ennesby").put("white", "none");
        GamePage g = created(open(new Browser.NewContextOptions()), request);
        Page page = g.page;
        JsonNode maser = GamePage.choice(g.view(), "maser 5 9");

        // Hovering the maser's button shows the line it would sweep.
        page.hover("#choices button[data-choice=\"" + maser.get("index").asInt() + "\"]");
        assertThat(g.marked(".hl.area")).isEqualTo(GamePage.squares(maser.get("area"))).hasSize(6);

        // Choosing the power rings its targets; a click on one fires it.
        page.click("[data-power=\"High-powered Maser\"]");
        assertThat(g.marked(".ring.aim")).isEqualTo(GamePage.squares(maser.get("targets")));
        int before = g.version();
        g.clickSquare(maser.get("targets").get(0).asInt());
        g.waitForVersionAfter(before);
        JsonNode after = g.view();
        assertThat(after.get("moves").get(0).get("text").asText()).isEqualTo("maser 5 9");
        assertThat(after.get("lastMove").get("kind").asText()).isEqualTo("act");
        g.waitForVersion(after.get("version").asInt());
        assertThat(g.marked(".hl.captured")).isEqualTo(GamePage.squares(after.get("lastMove").get("captured")));
    }

    @Test
    void movesAreListedInPairsAndAClickLooksBackAtThatPosition() {
        GamePage g = created(open(new Browser.NewContextOptions()), KingmeApi.object().put("game", "american"));
        Page page = g.page;
        for (String move : List.of("11-15", "24-20", "8-11")) {
            g.play(move);
        }
        List<String> rows = page.locator("#moves li").allInnerTexts();
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).replaceAll("\\s+", " ")).isEqualTo("1. 11-15 24-20");
        assertThat(rows.get(1).replaceAll("\\s+", " ")).isEqualTo("2. 8-11");

        JsonNode view = g.view();
        int n15 = index(view, 15), n20 = index(view, 20), n11 = index(view, 11);
        page.click("#moves [data-move=\"0\"]");
        page.locator("#lookback").waitFor();
        assertThat(g.text("#lookback")).contains("1. 11-15");
        assertThat(g.squareLabel(n15)).contains("black man");
        assertThat(g.squareLabel(n20)).doesNotContain("white");
        assertThat(page.locator("#choices button[data-choice]").count()).as("no choices while looking back").isZero();

        page.keyboard().press("ArrowRight");
        assertThat(g.text("#lookback")).contains("24-20");
        assertThat(g.squareLabel(n20)).contains("white man");
        page.keyboard().press("Home");
        assertThat(g.text("#lookback")).contains("start");
        assertThat(g.squareLabel(n15)).doesNotContain("black");

        page.click("#back-to-game");
        assertThat(page.locator("#lookback").isHidden()).isTrue();
        assertThat(g.squareLabel(n11)).contains("black man");
        page.keyboard().press("ArrowLeft");
        assertThat(g.text("#lookback")).contains("24-20");
        page.keyboard().press("End");
        assertThat(page.locator("#lookback").isHidden()).isTrue();
    }

    @Test
    void aGamePlayedAsBlackReplaysWithBlackAtTheBottomAndFlipIsRemembered() {
        Page page = open(new Browser.NewContextOptions());
        GamePage g = againstTheAi(page, "black");
        JsonNode view = moveAndAwaitTheReply(g);
        String id = g.id();
        int n1 = index(view, 1), n32 = index(view, 32);
        page.navigate(base + "/#/replay/" + id);
        page.locator("#slider").waitFor();
        assertThat(y(g, n1)).as("Black's home square 1 below White's 32").isGreaterThan(y(g, n32));

        page.click("#flip");
        assertThat(y(g, n1)).isLessThan(y(g, n32));
        page.reload();
        page.locator("#slider").waitFor();
        assertThat(y(g, n1)).as("flipped after a reload").isLessThan(y(g, n32));

        // A spectator (another browser, no token stored) sees White at the bottom.
        Page other = open(new Browser.NewContextOptions());
        other.navigate(base + "/#/replay/" + id);
        other.locator("#slider").waitFor();
        GamePage watcher = new GamePage(other, api);
        assertThat(y(watcher, n1)).isLessThan(y(watcher, n32));
    }

    /**
     * The reaction of BrowserEndToEndTest's Fantasy RPG line: White's 31x22 jumps the Cleric's checker on 26;
     * the board marks 26 while Black is asked, and a click on 26 casts Cure Critical Wounds there (nothing
     * else is aimed at it and there is no plain move to make).
     */
    @Test
    void aReactionMarksItsSquareAndAClickThereAnswersIt() {
        ObjectNode request = KingmeApi.object().put("game", "fantasy-rpg");
        request.putObject("options").put("black", "cleric").put("white", "mage");
        GamePage g = created(open(new Browser.NewContextOptions()), request);
        for (String move : List.of("11-15", "22-18", "15x22", "26x17", "12-16", "magic-missile 16", "16-19", "24x15",
                "10x19x26", "31x22")) {
            g.play(move);
        }
        JsonNode view = g.view();
        int n26 = index(view, 26);
        assertThat(view.get("toAct").get("window").asText()).isEqualTo("reaction");
        assertThat(g.marked(".hl.about")).containsExactly(n26);
        assertThat(g.marked(".ring.aim")).containsExactly(n26);
        int before = g.version();
        g.clickSquare(n26);
        g.waitForVersionAfter(before);
        JsonNode after = g.view();
        JsonNode moves = after.get("moves");
        assertThat(moves.get(moves.size() - 1).get("text").asText()).isEqualTo("cure-critical-wounds 26");
        g.waitForVersion(after.get("version").asInt());
        assertThat(g.marked(".hl.about")).isEmpty();
    }

    /**
     * A Warp queen may split into kings or into fragments, both aimed at her own square: with the Split
     * group chosen a click there offers the two beside the board, and a click on one makes it.
     */
    @Test
    void choicesSharingASquareAreOfferedInTheSmallChooser() {
        GamePage g = created(open(new Browser.NewContextOptions()),
                KingmeApi.object().put("game", "warp").put("setup", "B:W60:BQ28,K29"));
        Page page = g.page;
        JsonNode view = g.view();
        JsonNode kings = GamePage.choice(view, "split 28 kings");
        JsonNode fragments = GamePage.choice(view, "split 28 fragments");
        int queen = kings.get("targets").get(0).asInt();
        assertThat(GamePage.squares(fragments.get("targets"))).containsExactly(queen);

        page.click("#choices .choice-group[data-group=\"Split\"] .group-pick");
        assertThat(g.marked(".ring.aim")).contains(queen);
        g.clickSquare(queen);
        page.locator("#picker [data-among]").first().waitFor();
        assertThat(g.text("#picker .picked")).isEqualTo("On 28:");
        assertThat(g.buttonNames("#picker [data-among]"))
                .containsExactlyInAnyOrder("split 28 kings", "split 28 fragments");
        assertThat(page.locator("#picker [data-among]").allInnerTexts()).as("labelled by what tells them apart")
                .containsExactlyInAnyOrder("kings", "fragments");
        int before = g.version();
        page.focus("#picker [data-among=\"" + fragments.get("index").asInt() + "\"]");
        page.keyboard().press("Enter");
        g.waitForVersionAfter(before);
        assertThat(g.view().get("moves").get(0).get("text").asText()).isEqualTo("split 28 fragments");
    }

    /** At 390 px the choices are as wide as the board, and a click in the move list scrolls the board into view. */
    @Test
    void onAPhoneTheChoicesAreAsWideAsTheBoardAndALookBackShowsTheBoard() {
        GamePage g = created(open(new Browser.NewContextOptions().setViewportSize(390, 844)),
                KingmeApi.object().put("game", "american"));
        Page page = g.page;
        for (String move : List.of("11-15", "24-20", "8-11", "28-24")) {
            g.play(move);
        }
        double board = page.locator("svg.board").boundingBox().width;
        assertThat(page.locator("#act-panel").boundingBox().width).isBetween(board - 2, board + 2);

        // (a pixel's rounding allowed: a banner scrolled to the top may stand a fraction above it)
        String boardInView = "() => { const b = document.querySelector('svg.board').getBoundingClientRect();"
                + " const l = document.getElementById('lookback');"
                + " return b.top >= -1 && b.bottom <= innerHeight + 1 && (l.hidden || l.getBoundingClientRect().top >= -1); }";
        page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)");
        assertThat(page.evaluate(boardInView)).as("the board is out of view at the foot of the page").isEqualTo(false);
        page.click("#moves [data-move=\"0\"]");
        page.locator("#lookback").waitFor();
        g.until(boardInView, null, 5000, "the look-back banner and the board in view");
    }

    /** Black's 16-17 in Warp steps off the right edge onto the left: a twin comes in as the piece goes out. */
    @Test
    void aWarpStepOverTheEdgeLeavesByItAndComesInAtTheOtherSide() {
        GamePage g = created(open(new Browser.NewContextOptions()),
                KingmeApi.object().put("game", "warp").put("setup", "B:W60:B16"));
        Page page = g.page;
        page.evaluate("() => { window.twins = 0; new MutationObserver((changes) => changes.forEach((c) =>"
                + " c.addedNodes.forEach((n) => { if (n.classList && n.classList.contains('twin')) window.twins++; })))"
                + ".observe(document.querySelector('svg.board'), {childList: true, subtree: true}); }");
        g.play("16-17");
        g.waitForVersion(g.view().get("version").asInt());
        g.until("() => window.twins === 1 && !document.querySelector('svg.board .twin')", null, 5000,
                "one twin, gone when the slide ends");
        String within = null;
        for (JsonNode c : g.view().get("choices")) {
            JsonNode path = c.get("path");
            if (path.size() == 2 && Math.abs(path.get(0).asInt() % 8 - path.get(1).asInt() % 8) == 1) {
                within = c.get("text").asText();
            }
        }
        g.play(within);
        g.waitForVersion(g.view().get("version").asInt());
        assertThat(page.evaluate("() => window.twins")).as("no twin for a step within the board").isEqualTo(1);
    }

    private static double y(GamePage g, int square) {
        return g.square(square).boundingBox().y;
    }

    private static int index(JsonNode view, int number) {
        for (JsonNode q : view.get("board").get("squares")) {
            if (q.get("number").asInt() == number) {
                return q.get("square").asInt();
            }
        }
        throw new AssertionError("no square numbered " + number);
    }

    /**
     * Both sides may have a power of the same name (the same character on each side): choosing the side to
     * act's power lights its button only, not the other side's (issue 30: choosing White's Bomb lit Black's).
     */
    @Test
    void choosingAPowerLightsOnlyTheActingSidesButton() {
        ObjectNode request = KingmeApi.object().put("game", "schlock-mercenary").put("setup", "B:W14,30:B10,1");
        request.putObject("options").put("black", "schlock").put("white", "schlock");
        GamePage g = created(open(new Browser.NewContextOptions()), request);
        Page page = g.page;
        Locator cannons = page.locator("[data-power=\"Plasma Cannon\"]");
        assertThat(cannons.count()).as("one button in each side's panel").isEqualTo(2);
        Locator usable = page.locator("[data-power=\"Plasma Cannon\"]:not([disabled])");
        assertThat(usable.count()).as("only Black, to move, may fire").isEqualTo(1);
        usable.click();
        assertThat(page.locator("[data-power=\"Plasma Cannon\"][aria-pressed=\"true\"]").count()).isEqualTo(1);
        assertThat(page.locator("[data-power=\"Plasma Cannon\"][aria-pressed=\"true\"]:not([disabled])").count())
                .as("the button lit is the acting side's").isEqualTo(1);
        assertThat(page.locator("[data-power=\"Plasma Cannon\"].active").count()).isEqualTo(1);
    }

    /**
     * On the mover's own page the move plays out in full, its captured piece fading as long as it does for a
     * spectator: the socket's update of the same position, arriving just after the move's own answer, does not
     * draw the board anew (issue 30: the animation was cut to about 50 ms).
     */
    @Test
    void theMoversOwnPagePlaysItsMoveOutInFull() {
        GamePage g = created(open(new Browser.NewContextOptions()), KingmeApi.object().put("game", "american")
                .put("setup", "B:W18,32:B14,1"));
        Page page = g.page;
        page.evaluate("() => { window.kingmeAnimating = []; const svg = document.querySelector('svg.board');"
                + " new MutationObserver(() => window.kingmeAnimating.push([performance.now(),"
                + " svg.classList.contains('animating')])).observe(svg, {attributes: true, attributeFilter: ['class']}); }");
        int before = g.version();
        g.play("14x23");
        g.waitForVersionAfter(before);
        page.waitForTimeout(1_000);
        Object took = page.evaluate("() => { const a = window.kingmeAnimating; const on = a.find((x) => x[1]);"
                + " const off = on && a.find((x) => !x[1] && x[0] >= on[0]); return on && off ? off[0] - on[0] : -1; }");
        // a jump's captured piece fades over two hops' time (340 ms); the slide itself takes one (170 ms)
        assertThat(((Number) took).doubleValue()).as("how long the move played, in ms").isGreaterThan(300);
    }
}
